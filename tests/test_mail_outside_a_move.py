"""Replies outside a move (issue 42, a newcomer's review 12n).

Class 1: a reply to a finished game. Courtesy alone (thanks, ok, tak jo, 👍, a greeting) is
neither refused nor passed on: a reply to a turn mail (its writer may not know the game ended)
gets one short answer a day that the game is over; any other reply none. Words with content are
post-game talk, passed to the table and the writer told. A move word to a turn mail is told the
game is over (tests/test_mail_review10.py). Class 2: resigning in a sentence; class 3: the
mail settings in own words; class 4: invitations and seat changes (who is told, in which
language); class 5: reminders that say how much time is left. The members were written for
these classes; those in HELD_OUT_* were kept aside and only measured: 35 of 36 on first run
(settings: "Připomínky už mi neposílejte" missed, the no after the noun; fixed since)."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID
from test_mail_own_terms import finished_table

from bench.mail_follow import text_of
from functions.mailroom.pleasantries import only_courtesy
from functions.service.ledger import chain

# (language, courtesy alone) as players answer a mail of ours
COURTESY = [
    ("cs", "ok, diky"), ("cs", "Tak jo"), ("cs", "OK, díky za potvrzení."), ("cs", "díky"),
    ("cs", "👍"), ("en", "Thanks!"), ("cs", "Jasně, díky 🙂"), ("cs", "Ahoj, díky za info.\n\nPetr"),
    ("en", "Got it, thanks."), ("en", "Okay"), ("cs", "Dobře, rozumím."), ("en", "thx"),
]
# (language, words with content for the table)
CONTENT = [
    ("cs", "Promiňte, byla jsem na horách bez signálu."), ("cs", "Jasně, hned to pošlu."),
    ("cs", "Díky za hru, příště vás porazím!"), ("en", "gg all"), ("cs", "Kdo si dá odvetu?"),
    ("en", "Sorry I vanished, work was crazy."),
]
HELD_OUT_COURTESY = [
    ("cs", "Super, děkuji moc!"), ("cs", "Ok 👍"), ("cs", "Díky za upozornění"),
    ("en", "Thanks for the update, cheers"), ("cs", "jj diky"), ("cs", "Fajn, tak zatím."),
    ("en", "Cool, thanks a lot!"), ("cs", "Dekuju, mejte se\nJana"),
]
HELD_OUT_CONTENT = [
    ("cs", "Díky všem, bylo to napínavé."), ("en", "Well played, Bob!"),
    ("cs", "Omlouvám se, že jsem zdržovala."), ("en", "Good game everyone"),
]


def _mails(table, since):
    return {who: [text_of(m) for m in table.outbox.sent[since:]
                  if str(m["To"]).endswith(f"<{who}>")] for who in (ANN, BOB, CID)}


def _turn_mail(table, who):
    return [m for m in table.outbox.sent if str(m["To"]).endswith(f"<{who}>")
            and ".your_turn." in str(m["Message-ID"])
            and str(m["Message-ID"]).startswith(f"<{table.game.id}.")][0]


@pytest.mark.parametrize("lang,words", COURTESY + HELD_OUT_COURTESY)
def test_courtesy_is_courtesy(lang, words):
    assert only_courtesy(words)


@pytest.mark.parametrize("lang,words", CONTENT + HELD_OUT_CONTENT)
def test_words_with_content_are_no_courtesy(lang, words):
    assert not only_courtesy(words)


@pytest.mark.parametrize("lang,words", COURTESY[:6])
def test_courtesy_to_the_game_over_mail_goes_nowhere(lang, words):
    context, table = finished_table(lang)
    try:
        since = len(table.outbox.sent)
        outcome = table.reply(ANN, words, to=table.newest(ANN))
        assert _mails(table, since) == {ANN: [], BOB: [], CID: []}
        assert outcome.action == "dropped"
    finally:
        context.__exit__(None, None, None)


@pytest.mark.parametrize("lang,words", [("cs", "Tak jo"), ("en", "ok thanks 👍")])
def test_courtesy_to_a_turn_mail_is_told_once_a_day_the_game_is_over(lang, words):
    context, table = finished_table(lang)
    try:
        turn = _turn_mail(table, ANN)
        since = len(table.outbox.sent)
        table.reply(ANN, words, to=turn)
        got = _mails(table, since)
        assert [len(got[who]) for who in (ANN, BOB, CID)] == [1, 0, 0], got
        assert ("skončila" if lang == "cs" else "is over") in got[ANN][0]
        assert "nešlo provést" not in got[ANN][0] and "could not" not in got[ANN][0]
        since = len(table.outbox.sent)
        table.reply(ANN, words, to=turn)
        assert _mails(table, since) == {ANN: [], BOB: [], CID: []}
    finally:
        context.__exit__(None, None, None)


@pytest.mark.parametrize("words", ["Promiňte, byla jsem na horách bez signálu.",
                                   "Jasně, hned to pošlu."])
def test_words_to_a_turn_mail_of_an_ended_game_are_talk_not_a_refused_move(words):
    context, table = finished_table("cs")
    try:
        since = len(table.outbox.sent)
        table.reply(ANN, words, to=_turn_mail(table, ANN))
        got = _mails(table, since)
        assert [len(got[who]) for who in (ANN, BOB, CID)] == [1, 1, 1], got
        assert all(words in got[who][0] for who in (BOB, CID))
        assert "skončila" in got[ANN][0] and "nešlo provést" not in got[ANN][0]
    finally:
        context.__exit__(None, None, None)


# Class 2: resigning, and its confirmation, written in sentences; the confirmation names the
# game by its title (review 12n: "Vzdávám to, nemám teď čas." was read as a wrong code, and
# the answer asked "opravdu chceš hru 4prfsj6w vzdát?"). (game, language, the mail)
RESIGN = [
    ("westernpoly", "cs", "Vzdávám to, nemám teď čas. Promiňte."),
    ("1926", "cs", "Vzdávám."), ("goofspiel", "cs", "vzdávám to"),
    ("westernpoly", "cs", "končím, vzdávám hru"), ("1926", "en", "I give up"),
    ("goofspiel", "en", "I resign, sorry"),
]
HELD_OUT_RESIGN = [
    ("westernpoly", "cs", "Hru vzdávám, omlouvám se všem."),
    ("1926", "cs", "Už to vzdávám, nestíhám."), ("goofspiel", "en", "Sorry guys, I give up."),
    ("westernpoly", "en", "I quit, too busy at work"), ("1926", "cs", "vzdavam se, diky za hru"),
    ("goofspiel", "cs", "Vzdávám partii."),
]


def resigns_in_a_sentence(tmp_path, game: str, lang: str, words: str) -> tuple[bool, str]:
    """Whether `words` from the holder of a live game get the confirmation mail (naming the
    game's title, not its id, no wrong code), and its line then resigns; and why not."""
    from functions.mailroom import incoming
    from functions.mailroom.delivery import Postman
    from functions.service import GameService
    from functions.storage.sqlite import SqliteStore
    from tests.mail import reading_classes as live

    store = SqliteStore(tmp_path / "pbm.sqlite3")
    service = GameService(store, live._Clock(), live._Secrets(), key=chain.seal_key(live.SECRET))
    transport = live._Transport()
    postman = Postman(store, transport, live.SETTINGS, live.SECRET, live._Clock())
    holder = live.HOLDER[lang]
    others = live.OTHERS[:1 if game == "goofspiel" else 2]
    record = service.create(game, [holder, *others], "org@example.org", options={
        "lang": lang}, title="Páteční partie", start=True)
    postman.deliver_pending()
    mine = [m for m in transport.sent if m["To"].addresses[0].addr_spec == holder.email]
    seen = len(transport.sent)
    incoming.handle(live._reply(mine[-1], words), service=service, secret=live.SECRET,
                    settings=live.SETTINGS)
    postman.deliver_pending()
    answers = [m for m in transport.sent[seen:] if m["To"].addresses[0].addr_spec == holder.email]
    asked = [m for m in answers if ".resign_confirm." in str(m["Message-ID"])]
    if not asked:
        return False, f"no confirmation asked: {[str(m['Subject']) for m in answers]}"
    text = live._text(asked[0])
    if record.id in text or "Páteční partie" not in text or "kód této" in text \
            or "confirmation code of" in text:
        return False, text
    line = next(x for x in text.splitlines() if "VZDÁVÁM " in x or "RESIGN " in x)
    code = line.rsplit(" ", 1)[1].strip(".")
    incoming.handle(live._reply(asked[0], ("VZDÁVÁM " if lang == "cs" else "RESIGN ") + code),
                    service=service, secret=live.SECRET, settings=live.SETTINGS)
    return not service.view(record.id).game.seat_of(holder.email).active, "still playing"


@pytest.mark.parametrize("game,lang,words", RESIGN)
def test_resigning_in_a_sentence_asks_to_confirm_naming_the_game(tmp_path, game, lang, words):
    ok, why = resigns_in_a_sentence(tmp_path, game, lang, words)
    assert ok, why


@pytest.mark.parametrize("game,lang,words", HELD_OUT_RESIGN)
def test_held_out_resigning_in_a_sentence(tmp_path, game, lang, words):
    ok, why = resigns_in_a_sentence(tmp_path, game, lang, words)
    assert ok, why


# Class 3: the mail settings (docs/settings.md) written in a player's own words, Czech and
# English (review 12n: "posílejte mi prosím připomínky 12 hodin předem. A pásmo Europe/London"
# got "no move"). (language, the mail, the seat's fields it sets)
SETTINGS = [
    ("cs", "posílejte mi prosím připomínky 12 hodin předem. A pásmo Europe/London",
     {"reminders": (12,), "timezone": "Europe/London"}),
    ("cs", "No, posílejte mi připomínky 24 a 4 hodiny předem", {"reminders": (24, 4)}),
    ("cs", "nechci potvrzení tahů", {"readbacks": False}),
    ("en", "send me mail only when it's my turn", {"mail": "turns"}),
    ("en", "I'm in Europe/London now, please", {"timezone": "Europe/London"}),
    ("en", "no reminders please", {"reminders": ()}),
    ("en", "Remind me a day before the deadline", {"reminders": (24,)}),
    ("cs", "posílejte mi zprávy hned", {"press_each": True}),
    ("cs", "připomínky 12 hodin a pásmo Europe/London",
     {"reminders": (12,), "timezone": "Europe/London"}),
]
HELD_OUT_SETTINGS = [
    ("cs", "Prosím o připomenutí 6 hodin před termínem.", {"reminders": (6,)}),
    ("cs", "Připomínky už mi neposílejte, díky.", {"reminders": ()}),
    ("en", "Please remind me 8 hours before the deadline. Time zone America/New_York.",
     {"reminders": (8,), "timezone": "America/New_York"}),
    ("en", "Don't send me confirmations of my moves.", {"readbacks": False}),
    ("cs", "Posílejte mi maily jen když jsem na tahu.", {"mail": "turns"}),
    ("en", "Send me table talk right away please", {"press_each": True}),
]


def sets_in_words(lang: str, words: str, fields: dict) -> tuple[bool, str]:
    """Whether `words` from Ann to her newest mail set `fields` of her seat, with an answer and
    no move played; and what her seat holds."""
    from mail_table import open_table
    from test_mail_own_terms import CZECH

    with open_table(**({"players": CZECH} if lang == "cs" else {})) as table:
        moves = table.log(ANN)
        outcome = table.reply(ANN, words)
        seat = table.record().seat_of(ANN)
        got = {name: getattr(seat, name) for name in fields}
        return (got == fields and table.log(ANN) == moves and outcome.action == "answered",
                f"{outcome.action}: {outcome.detail}; {got}")


@pytest.mark.parametrize("lang,words,fields", SETTINGS)
def test_settings_in_own_words_are_set(lang, words, fields):
    ok, why = sets_in_words(lang, words, fields)
    assert ok, why


@pytest.mark.parametrize("lang,words,fields", HELD_OUT_SETTINGS)
def test_held_out_settings_in_own_words(lang, words, fields):
    ok, why = sets_in_words(lang, words, fields)
    assert ok, why


# Class 4: invitations and seat changes, each mail to the one who needs it (review 12n).
def _desk(tmp_path, lang="cs"):
    from test_mail_organizer_life import Desk
    return Desk(tmp_path, "goofspiel", lang)


def _to_whom(desk, since, email):
    from bench.mail_games import _to
    return [m for m in desk.outbox.sent[since:] if _to(m) == email]


def test_a_question_after_a_decline_says_the_game_waits_for_that_seat(tmp_path):
    from bench.mail_games import SECRET, SETTINGS, _reply
    from functions.mailroom import incoming

    desk = _desk(tmp_path)
    try:
        jana, petr = desk.people[0], desk.people[1]
        desk.service.decline(desk.game.id, jana.email)
        desk.postman.deliver_pending()
        invitation = _to_whom(desk, 0, petr.email)[-1]
        since = len(desk.outbox.sent)
        incoming.handle(_reply(invitation, "Kdy to vlastně začne?", 7001), service=desk.service,
                        secret=SECRET, settings=SETTINGS)
        desk.postman.deliver_pending()
        (answer,) = _to_whom(desk, since, petr.email)
        text = text_of(answer)
        assert "jakmile se připojíš" not in text
        assert jana.name in text and "obsadí" in text
    finally:
        desk.store.close()


def test_a_seat_given_away_tells_only_who_needs_it_by_name(tmp_path):
    desk = _desk(tmp_path)
    try:
        jana, petr = desk.people[0], desk.people[1]
        desk.service.decline(desk.game.id, jana.email)
        desk.postman.deliver_pending()
        since = len(desk.outbox.sent)
        desk.service.replace_player(desk.game.id, jana.email, "Eva Malá", "eva@example.org")
        desk.postman.deliver_pending()
        assert _to_whom(desk, since, jana.email) == []  # she declined: no news for her
        since = len(desk.outbox.sent)
        desk.service.replace_player(desk.game.id, petr.email, "Ivo Král", "ivo@example.org")
        desk.postman.deliver_pending()
        (withdrawn,) = _to_whom(desk, since, petr.email)
        text = text_of(withdrawn)
        assert str(withdrawn["Subject"]).startswith("Pozvánka už neplatí")
        assert text.startswith("Ahoj Petře,") and "Díky za hru" not in text
    finally:
        desk.store.close()


def test_new_time_rules_reach_only_the_players_who_joined(tmp_path):
    desk = _desk(tmp_path, "en")
    try:
        jana, petr, tom = desk.people
        desk.service.join(desk.game.id, jana.email)
        desk.postman.deliver_pending()
        since = len(desk.outbox.sent)
        desk.service.change_timing(desk.game.id, {"deadline_hours": "48"})
        desk.postman.deliver_pending()
        assert [m for m in _to_whom(desk, since, jana.email)
                if ".timing_changed." in str(m["Message-ID"])]
        assert _to_whom(desk, since, petr.email) == [] and _to_whom(desk, since, tom.email) == []
    finally:
        desk.store.close()


@pytest.mark.parametrize("words,lang", [("Kdy to vlastně začne?", "cs"),
                                        ("Počítej se mnou!", "cs")])
def test_an_invitees_czech_words_to_an_english_invitation_are_answered_in_czech(
        tmp_path, words, lang):
    from bench.mail_games import SECRET, SETTINGS, _reply
    from functions.mailroom import incoming

    desk = _desk(tmp_path, "en")
    try:
        petr = desk.people[1]
        invitation = _to_whom(desk, 0, petr.email)[-1]
        since = len(desk.outbox.sent)
        incoming.handle(_reply(invitation, words, 7002), service=desk.service, secret=SECRET,
                        settings=SETTINGS)
        # a yes alone waits for the start mail a while (answers._only_joined), then goes
        desk.clock.moment += SETTINGS.readback_wait
        desk.postman.deliver_pending()
        assert desk.service.record(desk.game.id).seat_of(petr.email).lang == lang
        answers = _to_whom(desk, since, petr.email)
        assert answers and all(text_of(m).startswith("Ahoj Petře,") for m in answers)
    finally:
        desk.store.close()


# Class 5: every reminder says how much time is left (review 12n: the 24 h and the 4 h
# reminder read the same); the render test is in test_render_letters.py. Kept aside, measured:
HELD_OUT_LEFT = [
    ("2026-12-08T19:00:00+00:00", "cs", "zbývá 1 hodina"),
    ("2026-12-06T20:00:00+00:00", "cs", "zbývají 2 dny"),
    ("2026-12-08T19:30:00+00:00", "cs", "zbývá 30 minut"),
    ("2026-12-08T19:00:00+00:00", "en", "1 hour left"),
    ("2026-12-06T20:00:00+00:00", "en", "2 days left"),
    ("2026-12-08T18:00:00+00:00", "cs", "zbývají 2 hodiny"),
]


@pytest.mark.parametrize("now,lang,left", HELD_OUT_LEFT)
def test_held_out_time_left(now, lang, left):
    from functions.render.clock import time_left
    assert time_left("2026-12-08T20:00:00+00:00", now, lang) == left


# An invitee's words in a language of their own (class 4), kept aside and measured.
HELD_OUT_LANGUAGE = [
    ("Jasně, přidám se rád.", "cs"), ("Sounds good, count me in", "en"),
    ("Nevím, jestli stihnu, kdy je termín?", "cs"), ("Who else is playing?", "en"),
    ("Dobrý den, hraje se to celé e-mailem?", "cs"), ("Is it played by email only?", "en"),
]


@pytest.mark.parametrize("words,lang", HELD_OUT_LANGUAGE)
def test_held_out_language_of_an_invitees_words(words, lang):
    from functions.mail.language import written_in
    assert written_in(words) == lang


@pytest.mark.parametrize("words", ["ano", "large Praha", "OK 👍"])
def test_too_few_words_say_no_language(words):
    from functions.mail.language import written_in
    assert written_in(words) is None


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_seat_given_in_a_running_game_is_told_as_given_not_asked(tmp_path, lang):
    # review 24n: "Převezmeš místo ve hře?" asked a question with no line to answer it, to a
    # player the game had already seated
    desk = _desk(tmp_path, lang)
    try:
        desk.everyone_joins()
        jana = desk.people[0]
        since = len(desk.outbox.sent)
        desk.service.replace_player(desk.game.id, jana.email, "Eva Malá", "eva@example.org")
        desk.postman.deliver_pending()
        mails = _to_whom(desk, since, "eva@example.org")
        given = [m for m in mails if ".replacement." in str(m["Message-ID"])]
        assert given, [str(m["Subject"]) for m in mails]
        for mail in given:
            assert "?" not in str(mail["Subject"])
            text = text_of(mail).split("\n> ")[0]
            assert ("Hra pokračuje tam, kde je" if lang == "cs"
                    else "The game goes on from where it is") in text
    finally:
        desk.store.close()
