"""What concerns the reader is never cut from their mail (issue 42, review 14): in a
WesternPoly of up to six players by mail, Jana offers a trade every turn, each to another
player, who declines it at once, a reply or a few later, or lets it lapse; her mails, at any
pace, tell each of her offers and what became of it, however long the list of what happened
grows, and read each of her replies back once."""

from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import pytest

from bench.mail_games import SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to, first_option
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

JANA = "jana@example.org"
PEOPLE = [("Jana Nováková", "jana"), ("Eva Malá", "eva"), ("Petr Dvořák", "petr"),
          ("Tom Hall", "tom"), ("Lucie Černá", "lucie"), ("Karel Novák", "karel")]


@dataclass
class Played:
    inbox: list[str]  # Jana's mails' texts, in order
    offers: list[int]  # the numbers of her offers
    ends: dict[int, str]  # offer -> the kind of its end
    replies: int  # her replies that played a move


def play(players: int, gap_minutes: int, answer_after: int, turns: int = 6) -> Played:
    """Jana's first `turns` turns: each reply buys by the menu and offers a trade to the next
    player, who answers "Odmítám." `answer_after` replies later (the offer may lapse first)."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        clock, outbox = Clock(), Outbox()
        service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
        postman = Postman(store, outbox, SETTINGS, SECRET, clock)
        game = service.create("westernpoly", [PlayerSpec(n, f"{a}@example.org", "cs")
                                              for n, a in PEOPLE[:players]],
                              "org@example.org", options={"lang": "cs"}, start=True)
        postman.deliver_pending()
        written = 0

        def reply(address: str, body: str) -> None:
            nonlocal written
            written += 1
            mail = next(m for m in reversed(outbox.sent) if _to(m) == address)
            incoming.handle(_reply(mail, body, written), service=service, secret=SECRET,
                            settings=SETTINGS)
            clock.moment += timedelta(minutes=gap_minutes)
            service.tick()
            postman.deliver_pending()

        due: list[tuple[int, str]] = []
        own = 0
        while own <= turns:
            view = service.view(game.id)
            seat = view.game.seat(view.game.to_move)
            body = first_option(view, seat)
            if seat.email == JANA:
                own += 1
                name, address = PEOPLE[1 + (own - 1) % (players - 1)]
                body += f"\nnabídka {name} dám 100 $ dostanu nic"
                due.append((written + 1 + answer_after, f"{address}@example.org"))
            reply(seat.email, body)
            for when, address in [d for d in due if d[0] <= written]:
                due.remove((when, address))
                reply(address, "Odmítám.")
        clock.moment += timedelta(hours=2)
        service.tick()
        postman.deliver_pending()
        jana = service.view(game.id).game.seat_of(JANA).player
        log = [e.to_dict() for step in service.view(game.id).steps() for e in step.events]
        store.close()
    offers = [e["data"]["offer"] for e in log if e["kind"] == "trade_offer"
              and e["data"]["player"] == jana]
    ends = {e["data"]["offer"]: e["kind"] for e in log
            if e["kind"] in ("trade_declined", "trade_lapsed", "trade_accepted")}
    inbox = [m.get_body(("plain",)).get_content() for m in outbox.sent if _to(m) == JANA]
    return Played(inbox, offers, ends, own)


# what happened told in the past (the gender of the one who declined), or as a noun phrase
# for a name that shows none
END_WORDS = {"trade_declined": r"(?:odmítl|odmítla) tvůj obchod #{n}\b|tvůj obchod #{n} odmítnut",
             "trade_lapsed": r"nabídka obchodu #{n} propadla"}


def check(played: Played) -> list[str]:
    """What Jana's mails failed to tell her (empty when all is told once)."""
    text = "\n".join(played.inbox)
    missing = [f"offer #{n}" for n in played.offers
               if not re.search(rf"Nabízíš obchod #{n}\b", text)]
    missing += [f"end of #{n}" for n in played.offers if n in played.ends
                and not re.search(END_WORDS[played.ends[n]].format(n=n), text, re.IGNORECASE)]
    read_backs = text.count("Přečteno jako:")
    if read_backs > played.replies:
        missing.append(f"{read_backs} read-backs of {played.replies} replies")
    return missing


CASES = [(6, 1, 0), (6, 1, 1), (6, 30, 3), (6, 180, 0), (5, 30, 1), (4, 180, 3), (3, 1, 0)]


@pytest.mark.parametrize(("players", "gap", "after"), CASES)
def test_her_offers_and_their_answers_are_told_to_her(players, gap, after):
    played = play(players, gap, after)
    assert played.offers and check(played) == []
