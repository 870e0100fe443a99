"""The members of tests/test_mail_one_step.py's classes kept aside (round 13, issue 42): built
with the others, never tuned on; their figure goes to the report."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_one_step import (
    News,
    Stale,
    Start,
    Step,
    news_first,
    one_step,
    stale_subject,
    start_mails,
)

STEPS = [Step("ohhell", "cs", 3, options=(("hands", "1,2"),)),
         Step("westernpoly", "cs", 2, bots=2), Step("1926", "en", 3)]
STALE = [Stale("ohhell", "en", None, "bid 1", options=(("hands", "2,2"),)),
         Stale("1926", "en", None, "large Brno"),
         Stale("1926", "cs", None, "střední do Brna", pause=timedelta(minutes=20)),
         Stale("goofspiel", "en", None, "I bid 7, good luck")]
NEWS = [News("westernpoly", "en", "remove"), News("1926", "cs", "pause"),
        News("goofspiel", "cs", "resign")]
STARTS = [Start("en", 2, 4), Start("cs", 1, 5)]


@pytest.mark.parametrize("member", STEPS, ids=lambda m: f"{m.game}-{m.lang}-{m.humans}")
def test_one_step_one_mail_held_out(member):
    assert one_step(member) is None


@pytest.mark.parametrize("member", STALE, ids=lambda m: f"{m.game}-{m.lang}-{m.then}")
def test_a_stale_reply_held_out(member):
    assert stale_subject(member) is None


@pytest.mark.parametrize("member", NEWS, ids=lambda m: f"{m.game}-{m.lang}-{m.act}")
def test_news_first_held_out(member):
    assert news_first(member) is None


@pytest.mark.parametrize("member", STARTS, ids=lambda m: f"{m.lang}-{m.humans}+{m.bots}")
def test_the_start_mail_held_out(member):
    asked, told = start_mails(member)
    assert asked and told == asked
