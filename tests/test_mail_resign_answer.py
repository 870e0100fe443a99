"""A short yes or no to the resign confirmation, in the player's own words (issue 41, a
newcomer's findings): "Ne, nakonec hraju dál :)" keeps the player in and plays nothing, "ok"
does not resign either (only the confirmation line does) and is never read as a move of the
game, such as a purchase waiting in WesternPoly."""

from __future__ import annotations

import pytest

from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore
from tests.mail import reading_classes as live

KEPT = {"cs": "hru nevzdáváš a hraješ dál", "en": "you stay in the game"}
HOW = {"cs": "potvrdí jen řádek", "en": "takes the confirmation line"}


def _answer_confirmation(tmp_path, game: str, lang: str, answer: str):
    """A live game of `game`: the holder asks to resign, then answers the confirmation mail
    with `answer`; (the outcome, the holder's moves after it, whether they still play, the
    text of the mails to them)."""
    store = SqliteStore(tmp_path / "pbm.sqlite3")
    service = GameService(store, live._Clock(), live._Secrets(), key=chain.seal_key(live.SECRET))
    transport = live._Transport()
    postman = Postman(store, transport, live.SETTINGS, live.SECRET, live._Clock())
    holder = live.HOLDER[lang]
    others = live.OTHERS[:1 if game == "goofspiel" else 2]
    options = {} if game == "goofspiel" else {"lang": lang}
    record = service.create(game, [holder, *others], "org@example.org", options=options,
                            start=True)
    if game == "westernpoly":  # a purchase waits: "ok" must not buy
        live._play_until(service, record.id, holder.email, "")
    postman.deliver_pending()
    mine = [m for m in transport.sent if m["To"].addresses[0].addr_spec == holder.email]
    resign = "VZDÁVÁM" if lang == "cs" else "RESIGN"
    incoming.handle(live._reply(mine[-1], resign), service=service, secret=live.SECRET,
                    settings=live.SETTINGS)
    postman.deliver_pending()
    confirm = transport.sent[-1]
    assert ".resign_confirm." in str(confirm["Message-ID"])
    seen, before = len(transport.sent), len(service.view(record.id).log)
    outcome = incoming.handle(live._reply(confirm, answer), service=service,
                              secret=live.SECRET, settings=live.SETTINGS)
    postman.deliver_pending()
    after = service.view(record.id)
    texts = "\n".join(live._text(m) for m in transport.sent[seen:]
                      if m["To"].addresses[0].addr_spec == holder.email)
    moves = [e.text for e in after.log[before:] if e.player == after.game.seat_of(
        holder.email).player]
    return outcome, moves, after.game.seat_of(holder.email).active, texts


@pytest.mark.parametrize("game,lang,answer", [
    ("westernpoly", "cs", "Ne, nakonec hraju dál :)"),
    ("westernpoly", "cs", "nakonec ne"),
    ("westernpoly", "en", "No, I'll keep playing"),
    ("1926", "cs", "Ne, díky"),
    ("goofspiel", "en", "nope"),
    ("1926", "en", "No thanks, I'll stay"),
])
def test_a_no_to_the_resign_confirmation_keeps_the_player_in(tmp_path, game, lang, answer):
    outcome, moves, active, text = _answer_confirmation(tmp_path, game, lang, answer)
    assert (outcome.action, moves, active) == ("answered", [], True)
    assert KEPT[lang] in text
    assert "konec" not in text.lower().replace("nakonec", "")  # no "did you mean" ending


@pytest.mark.parametrize("game,lang,answer", [
    ("westernpoly", "cs", "ok"),
    ("westernpoly", "en", "Sure"),
    ("goofspiel", "cs", "jo"),
])
def test_a_yes_to_it_neither_resigns_nor_plays_and_points_to_the_confirmation_line(
        tmp_path, game, lang, answer):
    outcome, moves, active, text = _answer_confirmation(tmp_path, game, lang, answer)
    assert (outcome.action, moves, active) == ("answered", [], True)
    assert HOW[lang] in text
