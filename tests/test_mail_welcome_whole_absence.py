"""Issue 42 (brief org54): the welcome back of a player the bot played for (two missed turns,
then the bot plays at once until they write) told what the bot did for them only since the
last mail they got: the turns it played before "the bot plays for you until you write" (and
any weekly summary) went untold, and WesternPoly's "The bot bought for you" counted only the
cards bought after it. The class: the welcome back tells what the bot did for them over the
whole absence, in order, once: WesternPoly sums up every card bought for them since their own
last move; the other games list the bot's moves for them that the list of what happened since
does not hold, before it, each move once. Members: returns as people write them, Czech with and
without diacritics and English, in the games' shapes; a third held out, measured last."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, Table, open_table

from bench.mail_follow import text_of
from functions.service import PlayerSpec
from functions.service.records.moves import BOT_SOURCE

# (game, Bob's language, his mail back)
Member = tuple[str, str, str]
TRAINING: tuple[Member, ...] = (
    ("westernpoly", "en", "BACK"),
    ("westernpoly", "cs", "Ahoj, jsem zpátky"),
    ("goofspiel", "en", "Hi, I'm back, sorry!\n\nOn Tue, 3 Mar 2026 at 10:00, pbm "
     "<game@pbm.example.org> wrote:\n> The bot plays for you until you write"),
    ("1926", "cs", "jsem zpet, diky"),
)
# written with the class, before the fix, left untouched: 0 of 2 right before, 2 of 2 after
HELD_OUT: tuple[Member, ...] = (
    ("1926", "en", "Back now.\n\nFrom: pbm <game@pbm.example.org>\nSent: Tuesday, March 3, "
     "2026 10:00 AM\nSubject: The bot plays for you until you write"),
    ("goofspiel", "cs", "Dobrý den, omlouvám se, byl jsem nemocný. Už hraju.\n\nDne 3. 3. 2026 "
     "v 10:00 pbm napsal(a):\n> Robot za tebe hraje, dokud se neozveš"),
)
MARK = {"en": "(the bot for you)", "cs": "(za tebe robot)"}


def _others_play(t: Table) -> bool:
    """A seat other than Bob's the game waits for takes its first option; False when only
    Bob is awaited."""
    record, view = t.record(), t.service.view(t.game.id)
    for seat in record.seats:
        if seat.email != BOB and record.waits_for(seat.seat):
            moves = view.rules.choices(view.state, seat.player) or [
                m for m in view.rules.legal_moves(view.state, seat.player) if m.text != "resign"]
            t.service.submit(t.game.id, seat.email, moves[0].text, source="web")
            return True
    return False


def _away_for(t: Table, moves_after: int) -> None:
    """Bob never answers (his deadlines pass, then the bot plays for him at once) while the
    others make `moves_after` moves after his absence began."""
    after = 0
    while after < moves_after and t.record().status == "running":
        absent = t.record().absent(t.record().seat_of(BOB).seat)
        if _others_play(t):
            t.clock.moment += timedelta(hours=1)
            after += absent
        else:
            t.clock.moment += timedelta(hours=25)
            t.service.tick()
        t.deliver()


def welcomed_whole(member: Member) -> tuple[bool, str]:
    """Whether Bob's welcome back tells every move the bot made for him, once, and why not."""
    rules_id, lang, body = member
    players = [PlayerSpec("Ann Lee", ANN, "en"), PlayerSpec("Bob Day", BOB, lang),
               PlayerSpec("Cid Roe", CID, "en")]
    with open_table(rules_id=rules_id, players=players) as t:
        _away_for(t, 8 if rules_id == "westernpoly" else 4)
        if not t.record().absent(t.record().seat_of(BOB).seat):
            return False, "Bob never became absent"
        t.reply(BOB, body)
        text = text_of(t.newest(BOB))
        bob = t.record().seat_of(BOB).player
        view = t.service.view(t.game.id)
        by_bot = [e for e in view.log if e.player == bob and e.source.startswith(BOT_SOURCE + ":")]
        if rules_id == "westernpoly":
            owner = view.state.owner
            seat = view.state.players.index(bob)
            fields = [f for f, o in enumerate(owner) if o == seat]  # all bought by the bot
            line = next((line for line in text.splitlines()
                         if line.startswith(("The bot bought for you", "Robot za tebe koupil"))),
                        "")
            cards = re.search(r"\((\d+) (?:cards|karet|karty) (?:for|za) ", line)
            if not fields:
                return False, "the bot bought nothing: no member"
            if cards is None or int(cards.group(1)) != len(fields):
                return False, f"{len(fields)} cards bought, the welcome says: {line!r}"
            return True, ""
        # each move a line of its own, marked (the note above the list names the mark too)
        marked = sum(MARK[lang] in line for line in text.splitlines()
                     if line.lstrip().startswith("- "))
        return marked == len(by_bot), f"{len(by_bot)} moves by the bot, {marked} told:\n{text}"


@pytest.mark.parametrize("member", TRAINING)
def test_the_welcome_back_tells_the_whole_absence_once(member):
    ok, why = welcomed_whole(member)
    assert ok, why


def test_a_weekly_summary_tells_since_its_last_mail_as_before():
    """The summary of an absence still under way tells what happened since the last mail:
    the whole absence is the welcome back's to tell."""
    players = [PlayerSpec("Ann Lee", ANN, "en"), PlayerSpec("Bob Day", BOB, "en"),
               PlayerSpec("Cid Roe", CID, "en")]
    with open_table(rules_id="goofspiel", players=players) as t:
        _away_for(t, 4)
        t.clock.moment += timedelta(days=8)
        t.service.tick()
        summary = t.deliver()
        told = [text_of(m) for m in summary if BOB in str(m["To"])]
        assert told, "no summary went"
        assert all("Earlier in your absence" not in text for text in told), told


def test_held_out():
    """The held-out third, measured once at the end (figures above)."""
    results = [welcomed_whole(member) for member in HELD_OUT]
    assert all(ok for ok, _ in results), [why for ok, why in results if not ok]
