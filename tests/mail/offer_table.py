"""The offer table of issue 42's haggling tests: Cyril, Anna and Bohuslav (Robert, Ann and
William in English), one field owned, and what a mail written at it plays and gets back."""

from __future__ import annotations

import pytest
import test_mail_offer_reply_rule as reply_rule
from test_mail_haggling import CZECH, ENGLISH, offer_mailed
from test_mail_offer_reply_rule import Member

__all__ = ["Member", "check_counter", "check_mailed", "czech_table"]


@pytest.fixture(autouse=True)
def czech_table(monkeypatch):
    """The answers are written at a table of Cyril, Anna and Bohuslav (Robert, Ann, William)."""
    monkeypatch.setitem(reply_rule.PEOPLE, "cs", CZECH)
    monkeypatch.setitem(reply_rule.PEOPLE, "en", ENGLISH)


def check_counter(member: Member) -> None:
    """The reply to the open offer plays the counter (or the answer) the member expects."""
    reply_rule.check(member)


def check_mailed(owner: int, field: int, writer: int, said: str, lang: str, want: str) -> None:
    """The mail makes the offer, or plays nothing and says `want` (the reason, the question)."""
    moves, back = offer_mailed(owner, field, writer, said, lang)
    if want.startswith("offer "):
        assert moves == [want], back
    else:
        assert moves == [] and want in back, (moves, back)
        assert "komu to nabízíš" not in back and "to whom" not in back, back
