"""A reply is answered on its own terms (issue 42, a newcomer's review 11n).

Class 1: a command that does not depend on the decision its mail was for (an offer, an answer
to one) sent in reply to an older mail is checked as it stands and refused with its real reason
(too little money, a field the other does not own, an offer no longer open); "old mail" is said
only of a move of a turn gone by. The members were written for this class (Czech and English);
a third of them is kept aside and only measured (see the report of the branch conv15)."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from functions.service import PlayerSpec

CZECH = [PlayerSpec("Lucie Malá", ANN, "cs"), PlayerSpec("Petr Novák", BOB, "cs"),
         PlayerSpec("Cyril Roh", CID, "cs")]
STALE_WORDS = ("older mail", "already been played", "already played", "staršímu e-mailu",
               "odehraný", "changed since")
REFUSED_WORDS = {"cs": "nešlo provést", "en": "could not carry out"}

# (language, a wrong offer or answer to an offer) to Ann's mail of a turn she has played since
OWN_TERMS = [
    ("cs", "nabídka Petrovi dávám 99 999 $ za nic"),  # more money than she has
    ("cs", "beru nabídku 2!"),  # no such offer open
    ("cs", "nabídka Petrovi dávám 300 $ za Chatrč Pod Skálou"),  # Petr does not own it
    ("cs", "stahuji nabídku 1"),  # nothing to withdraw
    ("cs", "nabídka Zdeňkovi dávám 100 $ za nic"),  # nobody of that name plays
    ("cs", "nabídka Petrovi dávám Saloon za 100 $"),  # she does not own it
    ("en", "offer Bob give $99999 get nothing"),
    ("en", "accept 2"),
    ("en", "withdraw 1"),
    ("en", "offer Zed give $100 get nothing"),
    ("en", "offer Bob give $100 get Shack Pod Skálou"),
    ("en", "give Bob $40,000"),
]


def answered_on_its_own_terms(lang: str, body: str) -> tuple[bool, str]:
    """Whether `body`, sent to Ann's older mail after she played its turn, is refused with the
    rules' reason in her one answer, no move played and no word of an old mail; and why not."""
    with open_table(**({"players": CZECH} if lang == "cs" else {})) as table:
        old = table.newest(ANN)
        assert table.reply(ANN, "nekupovat" if lang == "cs" else "do not buy").action == "played"
        since, moves = len(table.outbox.sent), table.log(ANN)
        outcome = table.reply(ANN, body, to=old)
        answers = [text_of(m) for m in table.outbox.sent[since:] if str(m["To"]).endswith(
            f"<{ANN}>")]
        reason = outcome.detail.rpartition(": ")[2].rstrip(".").lower()
        checks = {
            "refused": outcome.action == "refused",
            "nothing played": table.log(ANN) == moves and not table.offers(),
            "one answer": len(answers) == 1,
            "the reason told": bool(answers) and REFUSED_WORDS[lang] in answers[0]
            and reason in answers[0].lower(),
            "no old mail": bool(answers) and not any(w in answers[0] for w in STALE_WORDS),
        }
        failed = [name for name, ok in checks.items() if not ok]
        return not failed, f"{failed}: {outcome.action} {outcome.detail}"


@pytest.mark.parametrize("lang,body", OWN_TERMS)
def test_a_wrong_offer_to_an_older_mail_is_refused_for_its_own_reason(lang, body):
    ok, why = answered_on_its_own_terms(lang, body)
    assert ok, why


def test_a_move_of_the_turn_gone_by_is_still_told_it_is_old():
    with open_table() as table:
        old = table.newest(ANN)
        assert table.reply(ANN, "do not buy").action == "played"
        since = len(table.outbox.sent)
        table.reply(ANN, "buy", to=old)
        (answer,) = [text_of(m) for m in table.outbox.sent[since:]
                     if str(m["To"]).endswith(f"<{ANN}>")]
        assert "answered an older mail" in answer or "answered an old" in answer
