"""A service asked for in a polite request or question (issue 42): "Could you send me the board
again please?", "Pošli mi prosím ještě jednou plán".

Class: a request for the board, the list of one's games or the help (BOARD, MY GAMES, HELP),
put as a polite question or request around the keyword in small letters ("Can you send me the
board?", "Mohl bys mi poslat plán?", "Would you send me the list of my games?"): before, it was
read as chatter, answered "it held no move, so nothing was played" with the board below (and
the help or the list of games never sent). Now a verb of sending (send, get, show, pošli,
poslat, ukaž …) and the modal words around the keyword ask for it, and the player gets what
they asked for alone. HELD_OUT were written before the change and kept aside: 0 of 6 got what
they asked for before it (one, "Can I get the board again?", was answered as a question of the
game's state), 6 of 6 after."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec

PEOPLE = {"cs": ["Jana Nováková", "Jan Novák", "Petra Malá"],
          "en": ["Ann Lee", "Bob Day", "Cid Roe"]}
# what each service's mail says, in each language
SENT = {
    ("board", "en"): "as it stands now", ("board", "cs"): "takhle teď vypadá hra",
    ("help", "en"): "how to play", ("help", "cs"): "takhle se hraje",
    ("games", "en"): "Your games:", ("games", "cs"): "tvoje hry:",
}
# what the answer to chatter says: never in the answer to a request
CHATTER = ("held no move", "nebyl v něm žádný tah")
# (language, the reply, the service it asks for)
MEMBERS = [
    ("en", "Could you send me the board again please?", "board"),
    ("cs", "Pošli mi prosím ještě jednou plán", "board"),
    ("en", "Can you send me the board?", "board"),
    ("cs", "Mohl bys mi poslat plán?", "board"),
    ("en", "Would you send me the list of my games?", "games"),
    ("cs", "Pošli mi nápovědu, prosím.", "help"),
    ("cs", "Poslal bys mi ještě jednou stav hry?", "board"),
    ("en", "Send me the board.", "board"),
]
HELD_OUT = [
    ("en", "Can I get the board again?", "board"),
    ("cs", "Můžete mi poslat ještě jednou herní plán?", "board"),
    ("cs", "Pošlete mi prosím seznam mých her.", "games"),
    ("en", "Could you send me the help, please?", "help"),
    ("en", "Please could you resend the current board", "board"),
    ("cs", "Můžeš mi znova poslat stav hry, prosím?", "board"),
]


def _answer(lang: str, said: str) -> tuple[str, list[str]]:
    """What the player on turn receives after replying `said`, and the moves it played."""
    people = [PlayerSpec(n, a, lang) for n, a in zip(PEOPLE[lang], (ANN, BOB, CID), strict=True)]
    with open_table(players=people, options={"lang": lang}) as t:
        record = t.record()
        who = record.seat(record.to_move).email
        sent, before = len(t.outbox.sent), len(t.log(who))
        t.reply(who, said)
        back = "\n".join(text_of(m) for m in t.outbox.sent[sent:] if _to(m) == who)
        return back, t.log(who)[before:]


@pytest.mark.parametrize(("lang", "said", "asked"), MEMBERS + HELD_OUT, ids=lambda m: str(m))
def test_the_service_asked_for_politely_is_sent(lang, said, asked):
    back, played = _answer(lang, said)
    assert SENT[asked, lang] in back, back
    assert not any(words in back for words in CHATTER), back
    assert not played


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Can you send me your plan, Bob?"),  # a question to a player, no request to us
    ("en", "I'll send you the plan"),
    ("cs", "jsem zpět :D"),
])
def test_a_sentence_that_asks_the_service_for_nothing_sends_no_board_alone(lang, said):
    back, _ = _answer(lang, said)
    assert SENT["help", lang] not in back and SENT["games", lang] not in back, back


def test_a_move_before_the_request_is_played_and_the_board_sent():
    back, played = _answer("cs", "Kupuju, a pošli mi prosím plán")
    assert "buy" in played, played
    assert "Takhle teď vypadá hra" in back, back
