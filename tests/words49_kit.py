"""What a player or the organizer reads, for the checks of words49 (issue 42): a card told to
its drawer and to another, the lines of a throw after a 6, the open offers, the organizer's
mail headers and the mails of a seat taken out after missed turns; and the forms of the
reader's gender a Czech text must not get wrong."""

from __future__ import annotations

import re
import tempfile
from datetime import timedelta
from pathlib import Path
from typing import Any

from mail_table import ANN, BOB, CID, TIMING, open_table
from test_cz47_said import mail_lines

import rules
from bench.mail_follow import text_of
from bench.mail_games import SECRET, SETTINGS, Clock, Outbox, Secrets, _to
from functions.mailroom.delivery import Postman
from functions.render.games.westernpoly import offer_lines
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore
from rules.westernpoly.cards import CARDS
from rules.westernpoly.state import Bundle, Offer
from rules.westernpoly.words import event_text

ORG = "org@example.org"
# the second person's past of the reader, by the gender it shows: "Prodal jsi", "zlomil sis",
# "prospal ses", "jsi … unavený"
MASCULINE_YOU = re.compile(r"\b\w+l (jsi|sis|ses)\b|\b[Jj]si\b[^.:;]*\b\w+ý\b")
FEMININE_YOU = re.compile(r"\b\w+la (jsi|sis|ses)\b|\b[Jj]si\b[^.:;]*\b\w+ená\b")


def wrong_gender(text: str, sex: str | None) -> list[str]:
    """The forms in `text` that speak to the reader in a gender their name does not show."""
    bad = {"f": [MASCULINE_YOU], "m": [FEMININE_YOU]}.get(sex or "", [MASCULINE_YOU,
                                                                      FEMININE_YOU])
    return [m.group(0) for pattern in bad for m in pattern.finditer(text)]


def drawn_by_self(card: str, name: str) -> str:
    """The line of a card told to the player who drew it."""
    return event_text("card", {"player": name, "card": card}, "cs", reader=name)


def drawn_by_other(card: str, name: str, lang: str = "cs") -> str:
    """The line of a card told to another player."""
    return event_text("card", {"player": name, "card": card}, lang, reader="Someone Else")


def six_and_after(name: str, reader: str, second: int = 4) -> str:
    """The mail line of `name`'s 6, the throw after it and the move, told to `reader`."""
    events = [("extra_throw", {}), ("throw", {"dice": [6, second]}), ("moved", {"field": 11})]
    return " ".join(mail_lines(events, name, reader))


def offers_told(field: int, lang: str) -> str:
    """The open-offer lines Jana reads of Tomáš's offer of 3 000 $ for her `field`."""
    game = rules.get("westernpoly")
    names = ["Tomáš Hora", "Jana Malá"]
    s = game.new_game(names, {"lang": lang})
    owner = list(s.owner)
    owner[field] = 1
    s = s._replace(owner=tuple(owner), next_offer=2,
                   offers=(Offer(1, 0, 1, Bundle(money=3000), Bundle((field,)), 1),))
    return " ".join(offer_lines(game.view(s, names[1]), lang))


def organizer_mails(organizer: str, lang: str) -> list[Any]:
    """The mails the organizer (`organizer` as they wrote it) gets when their game starts."""
    players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
               PlayerSpec("Cid Roe", CID, lang)]
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        try:
            clock, outbox = Clock(), Outbox()
            service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
            postman = Postman(store, outbox, SETTINGS, SECRET, clock)
            service.create("westernpoly", players, organizer,
                           options={"lang": lang, **TIMING}, start=True)
            postman.deliver_pending()
            return [m for m in outbox.sent if _to(m) == ORG]
        finally:
            store.close()


def removed_after_missed(names: tuple[str, ...], lang: str, after: int,
                         rules_id: str = "westernpoly") -> dict[str, str]:
    """Each player's mails (subjects and texts) of a game in which the second never answers
    and is taken out after `after` missed turns in a row (the others answer "1")."""
    people = [PlayerSpec(n, a, lang) for n, a in zip(names, (ANN, BOB, CID), strict=False)]
    with open_table(players=people, rules_id=rules_id,
                    options={"lang": lang, "remove_after": after}) as t:
        since = len(t.outbox.sent)
        for _ in range(4 * after + 4):
            record = t.record()
            if record.ended:
                break
            if (who := record.seat(record.to_move).email) != BOB:
                t.reply(who, "1")
            else:
                t.clock.moment += timedelta(hours=25)
                t.service.tick()
                t.deliver()
        return {who: "\n".join(f"{m['Subject']}\n{text_of(m)}" for m in t.outbox.sent[since:]
                               if _to(m) == who) for who in (ANN, BOB, CID)}


CARD_IDS = sorted(CARDS)
