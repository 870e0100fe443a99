"""An organizer's request in words for a control of their game is done or pointed to (issue 42,
review of a newcomer). The class: an organizer's request for one of their actions (extend a
deadline, pause, resume, remove a player, cancel, change the time rules) or a question whether
they can, answered with where the game stands alone. What is safe and undone as easily (extend,
pause, resume) is done when the mail says it unambiguously and the answer says what, for whom,
until when; what cannot be undone (remove, cancel) or what the mail leaves open gets the exact
command and the dashboard's control, never an act on a guess; "can I …?" gets yes and how; all
in the organizer's register and language. Members held out:
test_mail_organizer_requests_held_out.py."""

from __future__ import annotations

import tempfile
from datetime import datetime, timedelta

import pytest
from organizer_requests_kit import EMAILS, write
from test_mail_organizer_told_fully import Games


def _hours_more(told, who: str) -> float:
    before, after = told.deadline(who, told.before), told.deadline(who, told.after)
    return (datetime.fromisoformat(after) - datetime.fromisoformat(before)) / timedelta(hours=1)


# (the mail, its language, who gets how many hours more)
EXTENDED = [
    ("Dobrý den, prodlužte prosím Tomovi termín o den.", "cs", "tom", 24),
    ("Dobrý den, mohl byste panu Hallovi dát o dva dny víc? Díky", "cs", "tom", 48),
    ("ahoj, prodluz Eve termin o 12 hodin", "cs", "eva", 12),
    ("ahoj, dej Petre jeste den", "cs", "petra", 24),
    ("Čau, dej Evě ještě 12 hodin, je na cestách.", "cs", "eva", 12),
    ("please give Tom one more day", "en", "tom", 24),
    ("Tom needs more time, can you extend his deadline by 2 days?", "en", "tom", 48),
    ("Give Eva an extra 6 hours please", "en", "eva", 6),
]


@pytest.mark.parametrize(("body", "lang", "who", "hours"), EXTENDED)
def test_an_extension_asked_in_words_is_granted_to_that_player_alone(body, lang, who, hours):
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, body, lang=lang)
    assert _hours_more(told, who) == hours, told.text
    assert all(_hours_more(told, other) == 0 for other in EMAILS if other != who)
    assert told.subject.startswith("Prodlouženo: " if lang == "cs" else "Extended: ")
    assert told.text.lower().count("hotovo: " if lang == "cs" else "done: ") == 1


@pytest.mark.parametrize(("body", "lang", "weekday"), [
    ("Prosím Vás, pozastavte hru do neděle.", "cs", 6),
    ("Hi, could you pause the game until Monday?", "en", 0),
])
def test_a_pause_until_a_day_resumes_by_itself_that_day(body, lang, weekday):
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, body, lang=lang)
    assert told.after.status == "paused"
    again = datetime.fromisoformat(told.after.resume_at).astimezone()
    assert (again + timedelta(hours=1)).weekday() == weekday  # its midnight, in the game's zone
    assert told.subject.startswith("Pozastaveno: " if lang == "cs" else "Paused: ")


def test_a_pause_without_a_day_waits_for_the_resume_and_says_how():
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, "cau, pozastav to prosim")
    assert told.after.status == "paused" and told.after.resume_at is None
    assert "napiš „obnov hru“" in told.text  # tykání, as the mail


@pytest.mark.parametrize(("body", "lang"), [
    ("Dobrý den, můžete hru zase rozjet?", "cs"),
    ("ahoj muzes hru zase pustit? diky", "cs"),
    ("Please resume the game, we're back.", "en"),
    # org33's finding: "pokračovat ve hře" was read as nothing and got no answer at all
    ("Prosím pokračujte ve hře.", "cs"),
    ("Pokračujme ve hře", "cs"),
    ("OK, let's go on with the game.", "en"),
])
def test_a_resume_asked_in_words_resumes(body, lang):
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, body, lang=lang, paused=True)
    assert told.before.status == "paused" and told.after.status == "running"
    assert told.subject.startswith("Obnoveno: " if lang == "cs" else "Resumed: ")


@pytest.mark.parametrize(("body", "lang"), [
    ("Dobrý den, můžete hru zase rozjet?", "cs"),      # review 19o: "which game?" was asked
    ("Pozastav prosím hru, jedeme na hory.", "cs"),
    ("Please resume the game.", "en"),
])
def test_of_two_games_the_one_the_control_fits_is_the_one_meant(body, lang):
    """Organizers run several games: a resume means the paused one, a pause the running one,
    never one still waiting for its players."""
    with tempfile.TemporaryDirectory() as tmp:
        table = Games(tmp, lang)
        try:
            game = table.game("goofspiel", title="Podzimní partie")
            table.game("goofspiel", title="Zimní partie", start=False)
            resume = "resume" in body or "rozjet" in body
            if resume:
                table.service.pause(game)
                table.postman.deliver_pending()
            outcome, mails = table.ask(None, body, fresh=True)
            after = table.service.record(game).status
        finally:
            table.store.close()
    assert after == ("running" if resume else "paused"), outcome.detail
    assert ("resume" if resume else "pause") + " done" in outcome.detail


# what cannot be undone, or what the mail leaves open: nothing done, the command given
POINTED = [
    ("Dobrý den, potřebuji vyřadit pana Nováka, už nehraje.", "cs", "pbm remove {id} E-MAIL"),
    ("hele, vyhod Toma ze hry, uz nehraje", "cs", "pbm remove {id} tom@example.org"),
    ("can you kick Petr, he's gone", "en", "pbm remove {id} E-MAIL"),
    ("Dobrý den, zrušte prosím tu hru, nikoho to nebaví.", "cs", "pbm cancel {id}"),
    ("Please cancel the game.", "en", "pbm cancel {id}"),
    ("Dobrý den, prodlužte prosím termín.", "cs", "pbm extend {id} 24"),
    ("prodluz to o den", "cs", "pbm extend {id} 24"),
    ("Prodlužte prosím panu Královi termín o den", "cs", "pbm extend {id} 24"),
]


@pytest.mark.parametrize(("body", "lang", "command"), POINTED)
def test_a_request_not_to_act_on_gets_the_command_and_changes_nothing(body, lang, command):
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, body, lang=lang)
    assert told.after.version == told.before.version, told.text
    assert command.format(id=told.after.id) in told.text
    assert "na přehledu her" in told.text if lang == "cs" else "on your dashboard" in told.text
    assert told.subject.startswith("Jak " if lang == "cs" else "How to ")


@pytest.mark.parametrize(("body", "lang", "yes"), [
    ("Je možné hru na čas pozastavit?", "cs", "Ano, můžeš."),
    ("Dobrý den, mohu hru později pozastavit?", "cs", "Ano, můžete."),
    ("muzu zmenit cas na tah?", "cs", "Ano, můžeš."),
    ("Can I pause the game later?", "en", "Yes."),
])
def test_a_question_whether_they_can_gets_yes_and_how_and_nothing_done(body, lang, yes):
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, body, lang=lang)
    assert told.after.version == told.before.version
    assert yes.lower() in told.text.lower() and "pbm " in told.text


def test_the_register_of_the_request_is_the_register_of_the_answer():
    with tempfile.TemporaryDirectory() as tmp:
        formal = write(tmp, "Dobrý den, pozastavte prosím hru.")
    with tempfile.TemporaryDirectory() as tmp:
        familiar = write(tmp, "Ahoj, pozastav prosím hru.")
    assert "neobnovíte" in formal.text and "Váš herní server" in formal.text
    assert "neobnovíš" in familiar.text and "Vám" not in familiar.text


@pytest.mark.parametrize("body", [
    "Je hra pozastavená?", "Byl Tomovi termín prodloužen?", "Was the game paused?",
    "Proč hra tak dlouho stojí, nebyla pozastavena?",
])
def test_a_question_of_a_control_done_or_not_changes_nothing(body):
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, body, lang="en" if body.startswith("Was") else "cs")
    assert told.after.version == told.before.version and "done as asked" not in told.action
    assert told.subject.startswith(("Jak stojí", "How your game"))
