"""A player's question is answered whole and is never a move (issue 42, rep31).

Class: a question in a reply (of the game's state, of what happened, of what is hidden, of
what to do) gets an answer to everything it asks, in the player's language, in a sentence or
two at the top of the reply; a part nobody here can answer is said so plainly; a hidden thing
(the deck's next card) gets a polite "that is hidden", never silence and never the card; a
yes/no question ("Did the bot buy anything?", "Mám kupovat?") is never read as a move, one of
what happened is answered from the game's log; a question beside a move rides in its
read-back. Members are written as players write them (diacritics or none, several questions in
one mail, signatures, a quoted thread); HELD_OUT was kept aside while the answers were built.
In WesternPoly Tom Hanks is on turn (he stands on a free field), Petr and Jana wait.
"""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table

from bench.mail_follow import text_of
from functions.render import state_answers
from functions.service import PlayerSpec

ADDRESS = {"tom": ANN, "petr": BOB, "jana": CID}
NAMES = {ANN: "Tom Hanks", BOB: "Petr Novák", CID: "Jana Nováková"}
HIDDEN = ("skryt", "hidden")
NEWS = ("od tvého posledního tahu", "since your last move")
HELP = ("Zbytek nápovědy", "The rest of the help", "Jak napsat tah", "How to write a move")
CANT = ("neumím", "can't answer")  # said only of a part nobody here can answer

# (language, who writes, the mail, what the top of its answer says; "played": the move was
# played as well, HIDDEN / NEWS: one of those words)
MEMBERS = [
    ("cs", "tom", "Kolik mám peněz a kdy budu na tahu?", ("Máš 30 000 $", "Na tahu jsi teď ty")),
    ("cs", "petr", "Ahoj, kolik mam penez a kdo je na tahu?\n\nPetr",
     ("Máš 30 000 $", "Na tahu je teď Tom Hanks")),
    ("en", "jana", "How much money do I have, and when is my turn?",
     ("You have $30,000", "Tom Hanks has until")),
    ("cs", "tom", "Co je navrchu balíčku?", (HIDDEN,)),
    ("en", "petr", "what's the next card?", (HIDDEN,)),
    ("en", "petr", "Did the bot buy anything?", (NEWS,)),
    ("cs", "tom", "Koupil robot něco?", (NEWS,)),
    ("cs", "tom", "Mám kupovat?", ("na tobě",)),
    ("cs", "petr", "kdy budu zase na tahu?", ("Tom Hanks má čas do",)),
    ("cs", "tom", "Kupuju. Kolik mi pak zbyde?", ("played", "Máš ")),
    ("en", "jana", "When do I play next? Also who's winning?",
     ("Tom Hanks has until", "Nobody leads yet")),
    ("cs", "tom", "Kolik mám peněz? A je to vůbec fér?", ("Máš 30 000 $", "Na zbytek tvých otázek ti odpovědět neumím")),
    ("en", "jana", "Who is winning, and is this even fair?",
     ("Nobody leads yet", "The rest of what you ask I can't answer")),
    ("cs", "jana", "Kdo je na tahu?\n\nDne 3. 3. 2026 v 10:00 PBM napsal(a):\n> Takhle teď "
     "vypadá hra „WesternPoly“\n> Kdy budu na tahu?", ("Na tahu je teď Tom Hanks",)),
]
HELD_OUT = [
    ("cs", "petr", "Kolik mam penez, co vlastnim a kdy jsem na rade?",
     ("Máš 30 000 $", "Tom Hanks má čas do")),
    ("en", "tom", "how much cash have I got and whose turn is it?",
     ("You have $30,000", "It is your turn now")),
    ("cs", "jana", "Co bude na dalsi karte?", (HIDDEN,)),
    ("en", "jana", "Did anyone buy anything yet?", (NEWS,)),
    ("cs", "tom", "Mam to koupit?", ("na tobě",)),
    ("en", "petr", "When will it be my turn again?", ("Tom Hanks has until",)),
    ("cs", "tom", "Beru. Kolik mi zbude penez?\n\n--\nTom", ("played", "Máš ")),
]


def _ask(lang: str, who: str, body: str, game: str = "westernpoly"):
    """The outcome and the texts of the mails to the writer of `body` at a table of `game`."""
    players = [PlayerSpec(NAMES[a], a, lang) for a in (ANN, BOB, CID)]
    with open_table(players=players, rules_id=game) as table:
        before = len(table.outbox.sent)
        outcome = table.reply(ADDRESS[who], body)
        return outcome, [text_of(m).replace("\u00a0", " ") for m in table.outbox.sent[before:]
                         if str(m["To"]).endswith(f"<{ADDRESS[who]}>")]


def _top(text: str) -> str:
    """The mail's words above the board."""
    return re.split(r"\n(?:This is “|Takhle teď vypadá|\w+ —)", text)[0]


def _says(text: str, words: str | tuple[str, ...]) -> bool:
    """Whether `text` says `words` (or one of them; a letter goes on in lower case)."""
    said = text.lower()
    return any(w.lower() in said for w in ((words,) if isinstance(words, str) else words))


def answered_whole(lang: str, who: str, body: str, said: tuple, game: str = "westernpoly") -> bool:
    """Whether the reply to `body` answers all it asks, at the top, and plays only a move."""
    outcome, texts = _ask(lang, who, body, game)
    played = "played" in said
    if (outcome.action == "played") != played or len(texts) != 1:
        return False
    (text,) = texts
    top = text if played else _top(text)
    return all(_says(top, words) for words in said if words != "played") \
        and not _says(text, HELP) and (_says(repr(said), CANT) or not _says(top, CANT))


# the same in the other games, where everyone moves at once (Goofspiel: a sealed bid each)
OTHER_GAMES = [
    ("goofspiel", "cs", "petr", "Jaká karta bude další?", (HIDDEN,)),
    ("goofspiel", "en", "jana", "did tom play his card already?", (NEWS, "Tom Hanks")),
    ("1926", "en", "jana", "When is my turn? And how many pyramids do I have?",
     ("your own turn comes by mail", "You have 3 large")),
    ("ohhell", "cs", "tom", "Kdy budu zase na tahu a kolik mám bodů?",
     ("Na tahu jsi teď ty", "máš 0 bodů")),
]


@pytest.mark.parametrize("game,lang,who,body,said", OTHER_GAMES)
def test_a_question_is_answered_whole_in_every_game(game, lang, who, body, said):
    assert answered_whole(lang, who, body, said, game), _ask(lang, who, body, game)


@pytest.mark.parametrize("lang,who,body,said", MEMBERS)
def test_a_question_is_answered_whole(lang, who, body, said):
    assert answered_whole(lang, who, body, said), _ask(lang, who, body)


@pytest.mark.parametrize("lang,who,body,said", HELD_OUT)
def test_held_out_a_question_is_answered_whole(lang, who, body, said):
    assert answered_whole(lang, who, body, said), _ask(lang, who, body)


# A question beside a yes to an invitation: the place is confirmed and the question answered
# (who is in, whom the game waits for, how many play, the time a move has). Tom answers; Petra
# has joined, Cid has not. (language, the reply, what the answer says besides the yes)
JOIN_MEMBERS = [
    ("cs", "JOIN, a kolik nás bude hrát?", ("Hrají 3 hráči", "Cid Roe")),
    ("cs", "Přidávám se. Kdy to začne?", ("Cid Roe", "začne")),
    ("en", "Count me in! How many of us are playing?", ("for 3 players", "Cid Roe")),
]
JOIN_HELD_OUT = [
    ("cs", "Jo, beru. Kdo dalsi hraje?", ("Petra Malá", "Cid Roe")),
    ("en", "I'm in. When do we start?", ("Cid Roe", "start")),
]


def _join(lang: str, body: str) -> tuple[str, str]:
    """Tom's answer to his invitation: the outcome's action and the text of his mail."""
    from mail_table import Table

    from bench.mail_games import ORGANIZER

    with open_table() as table:
        players = [PlayerSpec("Petra Malá", ANN, lang), PlayerSpec("Tom Hall", BOB, lang),
                   PlayerSpec("Cid Roe", CID, lang)]
        table.game = table.service.create("westernpoly", players, ORGANIZER,
                                          options={"lang": lang}, start=False)
        table.deliver()
        assert isinstance(table, Table) and table.reply(ANN, "ano").action == "answered"
        table.deliver()
        before = len(table.outbox.sent)
        outcome = table.reply(BOB, body)
        table.deliver()
        (mail,) = [m for m in table.outbox.sent[before:] if str(m["To"]).endswith(f"<{BOB}>")]
        return f"{outcome.action}: {outcome.detail}", text_of(mail).replace("\u00a0", " ")


def join_answered(lang: str, body: str, said: tuple[str, ...]) -> bool:
    """Whether a yes with a question joins and its mail answers the question."""
    outcome, text = _join(lang, body)
    return outcome.startswith("answered: joined") and all(words in text for words in said)


@pytest.mark.parametrize("lang,body,said", JOIN_MEMBERS)
def test_a_question_beside_a_join_is_answered(lang, body, said):
    assert join_answered(lang, body, said), _join(lang, body)


@pytest.mark.parametrize("lang,body,said", JOIN_HELD_OUT)
def test_held_out_a_question_beside_a_join_is_answered(lang, body, said):
    assert join_answered(lang, body, said), _join(lang, body)


def _after_rounds(lang: str, body: str, rounds: int = 9):
    """The one mail answering Jana's `body` after `rounds` moves at a table (the seats on turn
    taking their first option on the page), and the names of the others."""
    players = [PlayerSpec(NAMES[a], a, lang) for a in (ANN, BOB, CID)]
    with open_table(players=players) as table:
        for _ in range(rounds):
            if table.record().to_move in (None, table.record().seat_of(CID).seat):
                break
            first_choice(table)
        table.deliver()
        before = len(table.outbox.sent)
        table.reply(CID, body)
        texts = [text_of(m).replace("\u00a0", " ") for m in table.outbox.sent[before:]
                 if str(m["To"]).endswith(f"<{CID}>")]
        return texts


@pytest.mark.parametrize("lang,body,named,other", [
    ("cs", "Koupil Petr něco?", "Petr Novák", "Tom Hanks"),
    ("en", "Did Tom buy anything yet?", "Tom Hanks", "Petr Novák"),
])
def test_what_happened_is_told_of_whom_it_asks_one_turn_a_line(lang, body, named, other):
    """"Did Tom buy anything?" is answered with Tom's turns, each in one clause ("Tom Hanks
    threw 4, reached … and bought it"), never the game's bare markers ("Tom Hanks to move")
    nor the other players' turns."""
    (text,) = _after_rounds(lang, body)
    answer = next(line for line in text.split("\n\n") if _says(line, NEWS))
    assert named in answer and other not in answer.split(".")[0], answer
    assert not re.search(r"(?:to move|je na tahu);", answer), answer
    told = answer.split(":", 1)[1].split(";")
    assert len(told) <= state_answers.NEWS_SAID, answer


def _asked_paused(lang: str, body: str, days: int | None = None) -> str:
    """The answer Cid's `body` gets from a game paused by its organizer (until `days` from now,
    or until resumed)."""
    players = [PlayerSpec(NAMES[a], a, lang) for a in (ANN, BOB, CID)]
    with open_table(players=players) as table:
        until = None if days is None else (table.clock.moment + timedelta(days=days)).isoformat()
        table.service.pause(table.game.id, until=until)
        table.deliver()
        before = len(table.outbox.sent)
        table.reply(CID, body)
        (text,) = [text_of(m) for m in table.outbox.sent[before:]
                   if str(m["To"]).endswith(f"<{CID}>")]
    return text


@pytest.mark.parametrize("lang,body,said", [
    ("cs", "A proc je hra pozastavena? A do kdy to bude trvat?", "pozastavená"),
    ("cs", "Čau, co se děje, proč je to pozastavené? Kdy se pokračuje?", "pozastavená"),
    ("en", "Why is the game paused? When do we go on?", "paused"),
])
def test_a_paused_game_is_said_paused_never_over(lang, body, said):
    """A question of a paused game ("proč je hra pozastavena?") is answered that it is paused
    until the organizer resumes it: never "the game is over", never the whole help."""
    text = _asked_paused(lang, body)
    top = _top(text)
    assert said in top and not _says(top, ("skončila", "is over")), top
    assert not _says(text, HELP), text


@pytest.mark.parametrize("lang,body,named", [
    ("cs", "Jak dlouho ma vlastne Petr na tah?", "Petr Novák teď na tahu není"),
    ("en", "How long does Petr have for his move?", "Petr Novák is not to move now"),
])
def test_the_deadline_of_a_player_not_on_turn_is_not_anothers(lang, body, named):
    """Asked how long another player has while a third is on turn, the answer says that one
    is not on turn (and whose clock runs), never gives them the other's deadline."""
    outcome, texts = _ask(lang, "jana", body)
    (text,) = texts
    assert named in _top(text), text


@pytest.mark.parametrize("lang,body,said,left", [
    ("cs", "Proč je hra pozastavená? A kolik kol ještě zbývá?", "pozastavená do", "kolo"),
    ("en", "Why is the game paused? How many rounds are left?", "paused until", "round"),
])
def test_a_game_paused_until_a_day_says_that_day_and_the_rounds_left(lang, body, said, left):
    """Review rev56: a game paused "do neděle" was said paused "until the organizer resumes
    it", and "kolik kol ještě zbývá?" beside it went unanswered."""
    top = _top(_asked_paused(lang, body, days=5))
    assert said in top and not _says(top, ("neobnoví", "resumes it")), top
    assert left in top, top
