"""The replies a blind reviewer found unread after review 11 in WesternPoly, in live games
(tests/mail/review12_offer_classes.py)."""

from __future__ import annotations

import pytest

from tests.mail.reading_classes import read_as_its_control
from tests.mail.review12_offer_classes import SENTENCES


@pytest.mark.parametrize("member", SENTENCES, ids=lambda m: m.line)
def test_a_number_noun_a_plural_decline_and_a_deal_done_are_read_as_the_move(member, tmp_path):
    assert read_as_its_control(tmp_path, member) == ""
