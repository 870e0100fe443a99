"""An organizer's answer addresses the question asked, in the organizer's register, in every
state of the game (issue 42, the newcomer's review: "vidíš" to an organizer who wrote formally,
from a game not yet started; "Dobrý den, díky za založení. Kdy skončí první kolo? S pozdravem"
answered with the generic state).

Two classes: (1) the register follows the organizer's own (vykání where they wrote formally;
otherwise the service's own "Ahoj, tvoje hra") whatever the game's state; (2) the answer picks the question out of the
chatter (when, who is on turn, who won, how to give a seat away, how to cancel, a new game) or
says plainly it could not tell and what to write. Members: mails as organizers write them,
Czech with and without diacritics, English. Three sets were kept aside in turn, each written
before the fixes the one before led to: 2 of 6, 1 of 6 and 3 of 6 read right when first run;
all are members below now (HELD_OUT).

Issue 42 (Hana's review) adds: (3) who has not answered, who is away or played by the robot,
who leads now (not who won) and the round asked, each its own topic; (4) every question of a
mail answered once, in the order asked (when it ends not again where the game stands); (5) the
letter goes on in lower case after "Dobrý den," as after "Ahoj,". TUNED_42 was built on;
HELD_OUT_42, written after, read 5 of 6 right when first run ("kdo je na tom teď nejlíp":
a word between), the miss fixed since."""

from __future__ import annotations

import re

import pytest
from mail_parts import disagreements
from test_mail_organizer_answered import _soon, _text
from test_mail_organizer_told_fully import Games

from functions.i18n import CATALOGUES
from functions.mailroom.organizer_questions import UNCLEAR, asked
from functions.mailroom.organizer_words import register

# (mail, answered formally, what it asks)
TUNED = [
    ("Dobrý den, díky za založení. Kdy skončí první kolo? S pozdravem", True, ["round"]),
    ("Ahoj, kdo je na tahu?", False, ["turn"]),
    ("Díky všem! Ještě dotaz: kdo vlastně vyhrál? Dá se založit odveta se stejnými lidmi?",
     False, ["won", "again"]),
    ("Jak stojí hra?", False, []),
    ("Ahoj, jak to jde?", False, []),
    ("Dobry den, jak zrusim hru? Dekuji", True, ["cancel"]),
    ("Hi, who won in the end?", False, ["won"]),
    ("Ahoj, můžeš mi říct, jak přidám dalšího hráče?", False, ["add"]),
    ("Dobrý den, můžete mi poradit, jestli lze změnit barvu figurek?", True, [UNCLEAR]),
    ("Kdy to vlastně začne?", False, ["start"]),
    ("čau, kdo je ted na rade a kdy to skonci?", False, ["turn", "end"]),
    ("When will the game end?", False, ["end"]),
    ("Díky za založení, těším se.", False, []),
]
# issue 42, Hana's review: who has not answered, who is away or played by the robot, who leads
# now (not who won), the round asked, every question once in the order asked
TUNED_42 = [
    ("Dobrý den, a kdo z nich se ještě neozval? Děkuji", True, ["silent"]),
    ("Dobrý den, kdo je teď pryč / tahá to robot?", True, ["away"]),
    ("Dobrý den, kdo to vede a kolikáté je kolo?", True, ["leader", "round"]),
    ("Dobrý den, kdy hra skončí? A jak bych případně vyměnila hráče? Kdy skončí?", True,
     ["end", "add"]),
    ("ahoj, kdo se jeste neprihlasil?", False, ["silent"]),
    ("Hi, who hasn't joined yet?", False, ["silent"]),
    ("Ahoj, za koho už hrál robot?", False, ["away"]),
    ("Hello, which round are we in, and who is winning?", False, ["round", "leader"]),
    ("Who is on turn in both games?", False, ["turn"]),  # "both" is no bot
]
# written after the fixes above, not tuned on: the figure reported on them
HELD_OUT_42 = [
    ("Dobrý den, mohla byste mi napsat, kdo ještě nepotvrdil účast? Děkuji, Hana Veselá",
     True, ["silent"]),
    ("Dobry den, je nekdo z hracu na dovolene? Hraje za nej robot?", True, ["away"]),
    ("Čau, v kolikátém kole jsme a kdo je v čele?", False, ["round", "leader"]),
    ("Good evening, is anyone absent at the moment?", False, ["away"]),
    ("Dobrý den, jak bych vyměnila hráče a kdy hra skončí?", True, ["add", "end"]),
    ("ahoj, kdo je na tom ted nejlip a kdy to skonci?", False, ["leader", "end"]),
]
HELD_OUT = [
    ("Vážený pane, rád bych se zeptal, na koho se momentálně čeká. Děkuji, Novák", True,
     ["turn"]),
    ("ahoj, potrebuju vyhodit Petra ze hry, nehraje. jak na to?", False, ["remove"]),
    ("Hello, one of my players wants out - how do I remove her from the game? Thanks, "
     "Margaret", False, ["remove"]),
    ("Dobrý den, zajímalo by mě, jak dlouho ještě hra potrvá. Hezký den", True, ["end"]),
    ("Čau, díky za hru. Kdo nakonec zvítězil?", False, ["won"]),
    ("Good morning, could you tell me whose turn it is at the moment?", False, ["turn"]),
    ("Dobrý den, hra už běží týden a pořád nevím, kdo má teď hrát. Můžete mi to napsat?",
     True, ["turn"]),
    ("Zdravím, chtěla bych hru úplně zrušit, hráči ztratili zájem.", False, ["cancel"]),
    ("Hi there, can I swap a player for someone else? Jana can't play anymore.", False,
     ["add"]),
    ("Dobry den, prosim o informaci, kdo zatim vede.", True, ["leader"]),
    ("Thanks for setting this up! When is it likely to be over?", False, ["end"]),
    ("Ahoj, jak se hra ruší? Omylem jsem ji založil dvakrát.", False, ["cancel"]),
    ("Dobrý večer, prosím Vás, do kdy má hra trvat? Hráči se ptají.", True, ["end"]),
    ("cus, zvladne se jeste dneska odehrat cely kolo? kdy asi skonci?", False, ["round"]),
    ("Hello again. Who's currently leading? Cheers, Tom", False, ["leader"]),
    ("Dobrý den, jeden z hráčů odjel, jak ho nahradím jiným?", True, ["add"]),
    ("Ahoj, koho to teď čeká? Nikdo už dva dny nehrál.", False, ["turn"]),
    ("Good afternoon. Is there a way to stop the game altogether? Regards", False, ["cancel"]),
]


# review 22n: "Můžu hru nějak zrychlit, třeba termín 48 hodin?" was answered "we could not
# tell what your mail asks"; how to change the time rules is its own topic (all five new)
TIMING = [
    ("Můžu hru nějak zrychlit, třeba termín 48 hodin?", False, ["timing"]),
    ("Dobrý den, dá se prodloužit čas na tah? Hráči nestíhají.", True, ["timing"]),
    ("Can I give the players more time per move?", False, ["timing"]),
    ("Hi, is there a way to speed the game up? It's very slow.", False, ["timing"]),
    ("ahoj, jde zkratit lhuta na tah?", False, ["timing"]),
]


@pytest.mark.parametrize(("mail", "formally", "topics"), [
    *(pytest.param(*m, id=f"timing-{n}") for n, m in enumerate(TIMING)),
    *(pytest.param(*m, id=f"tuned-{n}") for n, m in enumerate(TUNED)),
    *(pytest.param(*m, id=f"held-out-{n}") for n, m in enumerate(HELD_OUT)),
    *(pytest.param(*m, id=f"issue42-{n}") for n, m in enumerate(TUNED_42)),
    *(pytest.param(*m, id=f"issue42-held-out-{n}") for n, m in enumerate(HELD_OUT_42))])
def test_the_answer_reads_the_register_and_the_question_of_the_mail(mail, formally, topics):
    assert (register(mail) == "formal") is formally
    assert asked(mail) == topics


# the Czech second person of tykání and of vykání, as the organizer's answers say it
_FAMILIAR = re.compile(r"\b(?:vidíš|najdeš|založíš|dáš|zrušíš|zvol|napiš|ptáš|můžeš|pořádáš|"
                       r"uvidíš|tvoje|tvůj|tvá|tebe|tobě|ti|Ahoj)\b")
_FORMAL = re.compile(r"\b(?:vidíte|najdete|založíte|dáte|zrušíte|zvolte|napište|ptáte|můžete|"
                     r"pořádáte|uvidíte|Vaše|Váš|Vás|Vám|Dobrý den)\b")


def test_every_formal_text_of_the_organizers_answers_is_in_vykani():
    texts = [(f"{c.name}.{key}", forms["cs"]) for c in CATALOGUES.values()
             for key, forms in c.texts.items()
             if key.endswith("_formal") and "cs" in forms]
    assert len(texts) >= 10  # the check sees the answers' texts
    assert [(where, text) for where, text in texts if _FAMILIAR.search(text)] == []


@pytest.fixture
def table():
    with Games.opened() as made:
        yield made


@pytest.mark.parametrize("state", ["waiting", "running", "over"])
@pytest.mark.parametrize(("mail", "formally"), [
    ("Dobrý den, jak to vypadá s hrou? Děkuji", True),
    ("Dobry den, kdo je na tahu?", True),  # without diacritics
    ("Kdy skončí?", False),  # no sign either way: as the service's own mails speak
    ("Ahoj, jak to vypadá?", False),
    ("cau, kdo vyhral?", False),
])
def test_the_answer_keeps_the_organizers_register_in_every_state(table, state, mail,
                                                                   formally):
    table.game("goofspiel", start=state != "waiting", finish=state == "over")
    _, [answer] = table.ask(None, mail, fresh=True)
    said = f"{answer['Subject']}\n{_text(answer)}"
    wrong, right = (_FAMILIAR, _FORMAL) if formally else (_FORMAL, _FAMILIAR)
    assert not wrong.search(said), said
    assert right.search(said), said
    markup = answer.get_body(("html",)).get_content()
    assert not wrong.search(markup) and disagreements(_text(answer), markup) == []


def test_a_question_among_chatter_is_answered_first(table):
    table.game("westernpoly")
    _, [answer] = table.ask(None, "Dobrý den, díky za založení. Kdy skončí první kolo? "
                                  "S pozdravem", fresh=True)
    first = _text(answer).split("\n\n")[1]
    # after "Dobrý den," the letter goes on in lower case, as after "Ahoj,"
    assert first.startswith("hraje se 1. kolo; skončí, jakmile v něm odehrají všichni"), first


@pytest.mark.parametrize(("state", "mail", "said"), [
    ("waiting", "Dobrý den, kdo je na tahu?", "ještě nezačala, takže na tahu nikdo není"),
    ("running", "Ahoj, kdo vyhrál?", "ještě běží, takže vítěze zatím nemá"),
    ("over", "Kdo je na tahu?", "už skončila, na tahu už nikdo není"),
    ("running", "Dobrý den, jak hru zruším?", "zrušíte na přehledu her tlačítkem Zrušit hru"),
    ("waiting", "Ahoj, jak vyměním hráče?", "zvol Vyměnit hráče"),
    ("over", "Dobrý den, můžu hru zrušit?", "už skončila, rušit ji není třeba"),
    ("running", "Můžu hru nějak zrychlit, třeba termín 48 hodin?", "v části Pravidla času"),
    ("over", "Dobrý den, dá se prodloužit čas na tah?", "pravidla času už měnit není třeba"),
    ("running", "Dobrý den, dá se změnit barva figurek?",
     "z Vašeho e-mailu jsme nepoznali, na co se ptáte"),
])
def test_the_answer_fits_the_state_of_the_game(table, state, mail, said):
    table.game("goofspiel", start=state != "waiting", finish=state == "over")
    _, [answer] = table.ask(None, mail, fresh=True)
    assert said in _text(answer), _text(answer)


def test_a_how_to_question_minutes_after_an_answer_gets_that_answer_alone(table):
    game = table.game("goofspiel")
    _, [first] = table.ask(table.to_org(game)[0], "Dobrý den, jak to jde?")
    # the reply says no register itself; the answer it quotes (as mail clients do) was formal
    quoted = "\n".join(f"> {line}" for line in _text(first).splitlines())
    _, [then] = _soon(table, first, f"A jak hru zruším?\n\nDne 6. 12. 2026 napsal pbm:\n{quoted}")
    text = _text(then)
    assert "zrušíte na přehledu her" in text and "Hrají:" not in text, text
    assert "Hrají:" in _text(first)


@pytest.mark.parametrize(("state", "mail", "said", "not_said"), [
    ("waiting", "Dobrý den, a kdo z nich se ještě neozval? Děkuji",
     "se ještě nepřipojili všichni: čeká se na ", "nepoznali"),
    ("running", "Dobrý den, kdo je teď pryč / tahá to robot?",
     "nikdo nechybí a robot za nikoho netáhl", "Na tahu ve hře"),
    ("running", "Dobrý den, kdo to vede a kolikáté je kolo?", "zatím nikdo nevede, všichni mají 0",
     "vítěze zatím nemá"),
    ("over", "Ahoj, kdo vede?", "skončila remízou", "nikdo nevede"),
])
def test_who_is_silent_away_or_leading_is_answered(table, state, mail, said, not_said):
    table.game("goofspiel", start=state != "waiting", finish=state == "over")
    _, [answer] = table.ask(None, mail, fresh=True)
    text = _text(answer)
    assert said in text and not_said not in text, text


def test_every_question_is_answered_once_in_the_order_asked(table):
    table.game("goofspiel")
    _, [answer] = table.ask(None, "Dobrý den, kdo to vede a kolikáté je kolo? A jak bych "
                                  "případně vyměnila hráče? A kdy hra skončí? Kdy skončí?", fresh=True)
    first = _text(answer).split("\n\n")[1]
    lines = first.splitlines()
    assert [line.split(" ", 1)[0] for line in lines] == ["ve", "Hraje", "Počet", "Kdy"], first
    assert "zvolte Vyměnit hráče" in first


def test_when_it_ends_is_said_once(table):
    table.game("goofspiel")
    _, [answer] = table.ask(None, "Dobrý den, kdy hra skončí? Děkuji", fresh=True)
    text = _text(answer)
    assert text.count("odhadneme po jejím prvním kole") == 1, text
    assert "Hraje se 1. kolo ze 13." in text, text


def test_who_is_away_and_whose_turns_the_robot_played_are_named(table):
    from dataclasses import replace
    from datetime import UTC, datetime

    from functions.mailroom.organizer_questions import lead

    game = table.service.record(table.game("goofspiel"))
    now = datetime(2026, 3, 2, 12, tzinfo=UTC)
    away = replace(game.seats[2], away_from="2026-03-01T00:00:00+00:00",
                   away_until="2026-03-09T00:00:00+00:00")
    game = replace(game, seats=(*game.seats[:2], away))
    turns = {game.id: {game.seats[0].player: 2, game.seats[1].player: 1}}
    [(topic, said)] = lead(["away"], [(game, None)], now, "cs", True, turns)
    assert topic == "away"
    assert said == ("Ve hře „Goofspiel“ teď chybí: Eva Nová. "
                    "Robot už táhl za Petru Malou (2×) a Toma Halla (jednou)."), said
    [(_, nobody)] = lead(["away"], [(table.service.record(game.id), None)], now, "en", False,
                         {})
    assert nobody == "Nobody is away from “Goofspiel” and no bot has played for anyone."
