"""What newcomer review 8 left (issue 42), as classes played in live games by mail:
1. every fact once per mail (how to take no read-backs, whose turn it is, a debt);
2. a list of people true for its reader (no "not answered: nobody yet" to the one who has not);
3. a subject and a refusal name the act the reader did (a move, an offer, an answer to one);
4. a bankruptcy tells the amounts the state holds (owed, what the bank added, to whom)."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table
from test_mail_absent import _mails, _play

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec
from functions.service.play.explain import waiting_text
from rules.westernpoly.words import money

_STOP = {"en": ("CONFIRM OFF", "no read-backs"), "cs": ("POTVRZENÍ VYP", "bez potvrzení tahů")}
_ACCEPT = {"en": ("accept", "ACCEPT"), "cs": ("přijímám", "PŘIJÍMÁM")}


def _players(lang: str) -> list[PlayerSpec]:
    return [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
            PlayerSpec("Cid Roe", CID, lang)]


def _later(t, hours: int = 1) -> None:
    """Hours pass: a read-back held for company goes out alone."""
    t.clock.moment += timedelta(hours=hours)
    t.service.tick()
    t.deliver()


def _offer(t, lang: str, maker: str, to: str, give: int) -> str:
    """`maker` offers `to` $`give` for nothing by mail; the number `to`'s offer mail names."""
    name = t.record().seat_of(to).name
    cash = money(give, lang)
    t.reply(maker, f"nabídka {name} dávám {cash} nic nechci" if lang == "cs"
            else f"offer {name} give {cash} get nothing")
    if t.record().seat_of(to).seat not in t.record().waited:
        _later(t)  # an offer to one not on turn waits a moment to ride in their turn mail
    return re.findall(rf"{_ACCEPT[lang][1]} (\d+)", text_of(t.newest(to)))[-1]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_lone_read_back_says_once_how_to_take_no_read_backs(lang):
    with open_table(players=_players(lang)) as t:
        mover = t.record().seat(t.record().to_move).email
        t.reply(mover, "1")
        since = len(t.outbox.sent)
        _later(t)
        (readback,) = [m for m in t.outbox.sent[since:] if _to(m) == mover]
        text = text_of(readback)
        word, link = _STOP[lang]
        assert text.count(word) == 1 and link not in text, text
        assert "/unsubscribe/turns" in text  # the one-click link stays, named by what else it does


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_an_answer_to_an_offer_is_headed_as_an_answer_and_beside_a_move_as_the_move(lang):
    with open_table(players=_players(lang)) as t:
        mover = t.record().seat(t.record().to_move).email
        other = next(s.email for s in t.record().seats if s.email != mover)
        number = _offer(t, lang, other, mover, 100)
        t.reply(mover, f"{_ACCEPT[lang][0]} {number}")
        t.reply(mover, "1")
        since = len(t.outbox.sent)
        _later(t)
        (readback,) = [m for m in t.outbox.sent[since:] if _to(m) == mover]
        subject, text = str(readback["Subject"]), text_of(readback)
        assert subject.startswith("Move accepted: " if lang == "en" else "Tah přijat: "), subject
        assert "offer" not in subject and "nabídk" not in subject, subject
        assert text.count(_STOP[lang][0]) == 1, text  # two acts read back, one way to stop
        # an answer alone: its subject names an answer, not a move
        number = _offer(t, lang, other, mover, 100)
        t.reply(mover, f"{_ACCEPT[lang][0]} {number}")
        since = len(t.outbox.sent)
        _later(t)
        (alone,) = [m for m in t.outbox.sent[since:] if _to(m) == mover]
        assert str(alone["Subject"]).startswith(
            "Answer received: " if lang == "en" else "Odpověď přijata: "), alone["Subject"]


@pytest.mark.parametrize("lang, said, heading", [
    ("en", "accept 99", "I could not carry out “accept 99”:"),
    ("cs", "přijímám 99", "„přijímám 99“ nešlo provést:")])
def test_an_answer_that_cannot_be_done_is_not_said_to_be_not_accepted(lang, said, heading):
    with open_table(players=_players(lang)) as t:
        t.reply(BOB, said)
        text = text_of(t.newest(BOB))
        assert heading in text and "could not accept" not in text \
            and "nešlo přijmout" not in text, text


def test_a_week_summary_says_whose_turn_it_is_once():
    with open_table() as t:
        while t.record().seat_of(BOB).missed_turns < 2:
            _play(t, 1)
        since = len(t.outbox.sent)
        t.clock.moment += timedelta(days=7, hours=1)
        t.service.tick()
        t.deliver()
        (summary,) = _mails(t, BOB, since)
        text = text_of(summary)
        waited = t.record().seat(t.record().to_move).name
        told = [line for line in text.split("\n") if waited in line and (
            "to move" in line or "Waiting for" in line)]
        assert len(told) == 1, told


@pytest.mark.parametrize("lang, joined, awaited, you_in, said, unsaid", [
    ("cs", "", "Ann Lee a Bob Day", True, "Hra „Pozvánky“ čeká na hráče. Zatím bez odpovědi: "
     "Ann Lee a Bob Day.", "nikdo"),  # "Jsi ve hře" is the subject's, not said again
    ("cs", "Ann Lee a Bob Day", "", False, "Od tebe odpověď zatím nemáme. Už ve hře: Ann Lee a "
     "Bob Day. Začne, jakmile se připojíš", "bez odpovědi"),
    ("en", "", "Ann Lee and Bob Day", None, "“Pozvánky” is waiting for its players. Not "
     "answered yet: Ann Lee and Bob Day.", "nobody"),
])
def test_a_waiting_game_lists_people_true_for_the_reader(lang, joined, awaited, you_in, said,
                                                         unsaid):
    text = waiting_text(lang, "Pozvánky", joined, awaited, you_in=you_in)
    assert said in text and unsaid not in text, text


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_bankruptcy_by_mail_tells_the_amounts_the_state_holds(lang):
    """Ann gives Bob nearly all her cash by an offer he accepts, then all play by the menu's
    first option until Ann is bankrupt: the mails of that write tell what the state holds."""
    with open_table(players=_players(lang)) as t:
        number = _offer(t, lang, ANN, BOB, 29_500)
        t.reply(BOB, f"{_ACCEPT[lang][0]} {number}")
        ann = t.record().seat_of(ANN).player
        for _ in range(400):
            view = t.service.view(t.game.id)
            if not view.state.alive[view.state.players.index(ann)]:
                break
            since = len(t.outbox.sent)
            first_choice(t)
            t.clock.moment += timedelta(minutes=30)
            t.deliver()
        else:
            pytest.fail("Ann never went bankrupt")
        view = t.service.view(t.game.id)
        step, broke = next((step, e) for step in view.steps() for e in step.events
                           if e.kind == "bankrupt")
        amount, covered = broke.data["amount"], broke.data["covered"]
        creditor = step.before.players.index(broke.data["owner"])
        debtor = step.before.players.index(ann)
        # the creditor got the debt in full in that step: what Ann had, the bank the rest
        assert step.after.cash[creditor] - step.before.cash[creditor] == amount
        assert 0 <= covered <= amount and step.after.cash[debtor] == 0
        if not any(owner == debtor for owner in step.before.owner):  # nothing to sell: her cash
            assert covered == amount - step.before.cash[debtor]
        email = next(s.email for s in t.record().seats if s.player == broke.data["owner"])
        to_creditor = [text_of(m) for m in t.outbox.sent[since:] if _to(m) == email]
        shown = money(amount, lang)
        lines = [line for text in to_creditor for line in text.split("\n") if "Ann Lee" in line
                 and ("bankrupt" in line or "na mizin" in line)]
        assert lines, to_creditor
        for line in lines:
            if covered == amount:
                assert ("the bank pays you the debt" in line or "ti platí banka" in line), line
            else:
                assert money(covered, lang) in line, line
            assert line.count(shown) == 1, line  # the amount once, on a line that told the debt
