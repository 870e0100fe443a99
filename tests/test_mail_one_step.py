"""Round 13 of the newcomer review (issue 42): what one moment brings a reader comes in one mail
and says only what is still true; the answer to a reply to an older mail says in its subject
that this reply played nothing; news comes before the older news a mail carries; the start
mail tells what the dice did to its reader. Members built for these classes, played by mail in
every game (tests/mail_one_step.py); a third of them is kept aside in
tests/test_mail_one_step_held_out.py."""

from __future__ import annotations

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

STEPS = [Step("westernpoly", "en", 2), Step("westernpoly", "cs", 3),
         Step("1926", "cs", 2, bots=1), Step("goofspiel", "en", 2),
         Step("westernpoly", "cs", 2, asks="ŘEKNI Ahoj, jak to jde?\nMOJE HRY"),
         Step("1926", "en", 2, bots=1, asks="MY GAMES")]


@pytest.mark.parametrize("member", STEPS, ids=lambda m: f"{m.game}-{m.lang}-{m.humans}-{bool(m.asks)}")
def test_one_step_of_the_clock_brings_one_mail_that_is_still_true(member):
    assert one_step(member) is None


STALE = [Stale("westernpoly", "en", "1", "2"),
         Stale("westernpoly", "cs", None, "nekupovat"),
         Stale("1926", "cs", None, "velkou do Olomouce"),
         Stale("goofspiel", "cs", None, "přihazuji 13")]


@pytest.mark.parametrize("member", STALE, ids=lambda m: f"{m.game}-{m.lang}-{m.then}")
def test_the_answer_to_a_reply_to_an_older_mail_says_it_played_nothing(member):
    assert stale_subject(member) is None


NEWS = [News("westernpoly", "cs", "resign"), News("westernpoly", "en", "pause"),
        News("1926", "en", "resign")]


@pytest.mark.parametrize("member", NEWS, ids=lambda m: f"{m.game}-{m.lang}-{m.act}")
def test_the_news_the_subject_names_comes_first(member):
    assert news_first(member) is None


@pytest.mark.parametrize("member", [Start("cs", 2, 2), Start("en", 1, 3)],
                         ids=lambda m: f"{m.lang}-{m.humans}+{m.bots}")
def test_the_start_mail_tells_what_the_dice_did_to_its_reader(member):
    asked, told = start_mails(member)
    assert asked and told == asked
