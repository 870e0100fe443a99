"""A player's question is answered, not sent the general help alone (issue 42, a newcomer's
findings: "Jak můžu prodat pole?", "How do I mortgage?", "Kdy mi přijde další tah?" got the
help or the board).

Class: a question of how or when to do something of the game is answered with the general help
(or the board) instead of the part that fits it. The answer leads with that part (the command,
with an example from the reader's game: a field they own, its price, an offer's number), then
the rest of the help; a question of nothing known keeps the general help. Members are questions
as players write them (Czech with and without diacritics, informal, English); a third
(HELD_OUT) was kept aside while the answers were written and only measured (the figure is in
bench/RESULTS.md). Ann has bought field 1 (Shack U Hnědáka, 1 200 $) when she asks."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, open_table

import rules
from bench.mail_follow import text_of
from functions.service import PlayerSpec

# the help that answers a question says so, with the question when it is short (issue 42:
# never "Odpověď na tvou otázku" over whatever the mail tells)
SUBJECT = {"cs": "Nápověda", "en": "Help"}
REST = {"cs": "Zbytek nápovědy", "en": "The rest of the help"}

# (language, the question, the words its answer leads with)
QUESTIONS = [
    ("cs", "Jak můžu prodat pole?", ("PRODAT 1", "1 200 $")),
    ("en", "How do I mortgage?", ("no mortgages", "SELL 1", "$1,200")),
    ("cs", "Jak se píše nabídka?", ("NABÍZÍM Bob Day DÁM 1 ZA", "PŘIJÍMÁM")),
    ("cs", "Můžu vzít tah zpět?", ("vzít zpět nejde", "Oprava:")),
    ("cs", "jak se da prodat?", ("PRODAT 1",)),
    ("cs", "co mám napsat když chci prodat", ("PRODAT 1",)),
    ("en", "How do I sell a field?", ("SELL 1",)),
    ("cs", "Jak přijmu nabídku od Boba?", ("PŘIJÍMÁM", "ODMÍTÁM")),
    ("en", "Can I take my move back?", ("cannot be taken back",)),
    ("cs", "Jak postavím hvězdy?", ("HVĚZDY 2",)),
    ("cs", "Jedu na dovolenou, co mám dělat?", ("NEPŘÍTOMEN",)),
    ("en", "How can I send a message to the other players?", ("SAY text",)),
]
HELD_OUT = [
    ("cs", "Dá se pole dát do zástavy?", ("PRODAT 1",)),
    ("en", "how do i make a trade offer to bob", ("OFFER Bob Day GIVE 1 GET",)),
    ("cs", "Jak se kupuje pole?", ("KUP",)),
    ("en", "Can I undo my last move?", ("cannot be taken back",)),
    ("cs", "jak napisu ostatnim hracum", ("ŘEKNI text",)),
    ("en", "I get too many mails, how do I stop them?", ("MAIL",)),
    ("cs", "Chci to vzdát, jak na to?", ("VZDÁVÁM",)),
]
# when the reader's own turn comes is where the game stands: a line or two with the board, never
# the help (rep31: "kdy budu zase na tahu?" got 30 lines of help)
WHEN_MY_TURN = [
    ("cs", "Kdy mi přijde další tah?", ("{to_move} má čas do", "tvůj tah ti přijde e-mailem")),
    ("en", "when is it my turn again?", ("{to_move} has until", "your own turn comes by mail")),
    ("cs", "kdy budu zase na rade?", ("{to_move} má čas do",)),
]
# questions of nothing the help has a part for: the general help, as before
GENERAL = [("cs", "A jak vlastně funguje tah?"), ("en", "How does this game work?")]


@pytest.fixture(scope="module")
def tables():
    """A table in each language, at which Ann has bought field 1 and her turn is over."""
    contexts = {}
    made = {}
    for lang in ("cs", "en"):
        players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
                   PlayerSpec("Cid Roe", CID, lang)]
        contexts[lang] = open_table(players=players)
        made[lang] = table = contexts[lang].__enter__()
        assert table.reply(ANN, "buy").action == "played"
        view = table.service.view(table.game.id)
        assert [f["index"] for f in view.rules.view(view.state, "Ann Lee")["fields"]
                if f["owner"] == "Ann Lee"] == [1]
    yield made
    for context in contexts.values():
        context.__exit__(None, None, None)


def _answer(table, question: str):
    table.clock.moment += timedelta(minutes=13)  # within the answers a seat gets in an hour
    before = len(table.outbox.sent)
    table.reply(ANN, question)
    (mail,) = [m for m in table.outbox.sent[before:] if str(m["To"]).endswith(f"<{ANN}>")]
    return str(mail["Subject"]), text_of(mail)


def _check(table, lang: str, question: str, said: tuple[str, ...]) -> None:
    subject, text = _answer(table, question)
    assert subject.startswith(SUBJECT[lang]), subject
    assert question.strip() in subject or len(question) > 60, subject
    lead = text[:text.index(REST[lang])]  # the answer comes before the rest of the help
    record = table.record()
    to_move = record.seat(record.to_move).name
    assert all(words.format(to_move=to_move) in lead for words in said), lead


@pytest.mark.parametrize("lang,question,said", QUESTIONS)
def test_a_question_is_answered_first_with_the_part_that_fits(tables, lang, question, said):
    _check(tables[lang], lang, question, said)


@pytest.mark.parametrize("lang,question,said", HELD_OUT)
def test_held_out_a_question_is_answered_with_the_part_that_fits(tables, lang, question, said):
    _check(tables[lang], lang, question, said)


@pytest.mark.parametrize("lang,question,said", WHEN_MY_TURN)
def test_when_my_turn_comes_is_answered_in_a_line(tables, lang, question, said):
    subject, text = _answer(tables[lang], question)
    record = tables[lang].record()
    to_move = record.seat(record.to_move).name
    # the line after the greeting (and after the read-back of Ann's purchase, when the
    # answer is the first mail to her since and carries it)
    top = next(p for p in text.split("\n\n")[1:]
               if not p.lower().startswith(("tvůj tah byl přijat", "your move was accepted")))
    assert all(words.format(to_move=to_move) in top for words in said), text
    assert REST[lang] not in text and len(top.splitlines()) == 1, text


@pytest.mark.parametrize("lang,question", GENERAL)
def test_a_question_of_nothing_known_keeps_the_general_help(tables, lang, question):
    subject, text = _answer(tables[lang], question)
    assert subject.startswith({"cs": "Jak hrát e-mailem", "en": "How to play by mail"}[lang])
    assert REST[lang] not in text


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_offer_example_is_a_move_the_reader_can_send(tables, lang):
    table = tables[lang]
    _, text = _answer(table, "Jak se píše nabídka?" if lang == "cs" else "How do I offer?")
    quote = ("„", "“") if lang == "cs" else ("“", "”")
    view = table.service.view(table.game.id)
    game = rules.get("westernpoly")

    def offer(quoted: str) -> bool:
        try:
            return game.parse(view.state, "Ann Lee", quoted).text.startswith("offer")
        except ValueError:  # the question itself, a command word: no offer
            return False

    quoted = re.findall(f"{quote[0]}(.*?){quote[1]}", text)
    assert any(offer(example) for example in quoted), quoted


# Class found while building the first: a question put to another player ("nechceš mi prodat
# vlak?") was answered as one to the service. It goes where it went before (talk, the board);
# the held-out members were written after the guard, so their figure says less.
TO_ANOTHER = [
    ("cs", "Díky.\nP.S. Bobe, nechceš mi prodat vlak?"),
    ("en", "Bob, would you sell me the saloon?"),
    ("cs", "Prodáš mi Chatrč?"), ("cs", "Cyrile, chtěl bys koupit moji kartu?"),
]
HELD_OUT_TO_ANOTHER = [("cs", "Petře, prodal bys mi Zlatý důl?"),
                       ("en", "Do you want to swap fields, Bob?")]


@pytest.mark.parametrize("lang,body", TO_ANOTHER)
def test_a_question_to_another_player_gets_no_help(tables, lang, body):
    subject, text = _answer(tables[lang], body)
    assert not subject.startswith((SUBJECT[lang], "Jak hrát", "How to play")), subject


@pytest.mark.parametrize("lang,body", HELD_OUT_TO_ANOTHER)
def test_held_out_a_question_to_another_player_gets_no_help(tables, lang, body):
    subject, text = _answer(tables[lang], body)
    assert not subject.startswith((SUBJECT[lang], "Jak hrát", "How to play")), subject
