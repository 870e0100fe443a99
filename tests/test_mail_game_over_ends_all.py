"""A game-over ends every open thing (issue 42, review 9): the offers still open lapse, told
once, in the game-over mail (no mail of their own, none left on the page), and a read-back
held for a later mail (CONFIRM OFF) of a move before the end is not carried into it."""

from __future__ import annotations

from datetime import timedelta

import pytest
from test_mail_organizer_life import Desk

from bench.mail_follow import text_of
from bench.mail_games import SECRET, SETTINGS, _reply, _to, first_option
from functions.mailroom import incoming
from functions.service import ServiceError


def _play_offering(d: Desk, confirm_off: bool = False, offers: bool = True) -> list[str]:
    """Play WesternPoly to its round limit by mail; before each move the player on turn offers
    the one who moved last a trade (so some are open at the end). Returns the addresses."""
    d.everyone_joins()
    people = [p.email for p in d.people]
    if confirm_off:
        for n, address in enumerate(people):
            mail = [m for m in d.outbox.sent if _to(m) == address][-1]
            incoming.handle(_reply(mail, "CONFIRM OFF", 500 + n), service=d.service,
                            secret=SECRET, settings=SETTINGS)
        d.postman.deliver_pending()
    last = None
    for number in range(400):
        view = d.service.view(d.game.id)
        if view.game.status != "running":
            break
        seat = view.game.seat(view.game.to_move)
        if offers and last is not None and last != seat.email:
            try:
                name = view.game.seat_of(last).name.split()[0]
                d.service.submit(d.game.id, seat.email, f"offer {name} give $10 get nothing",
                                 source="web")
            except ServiceError:
                pass  # too many open: fine
            view = d.service.view(d.game.id)
            seat = view.game.seat(view.game.to_move)
        d.postman.deliver_pending()
        mail = [m for m in d.outbox.sent if _to(m) == seat.email][-1]
        incoming.handle(_reply(mail, first_option(view, seat), number), service=d.service,
                        secret=SECRET, settings=SETTINGS)
        last = seat.email
        d.clock.moment += timedelta(hours=3)
        d.postman.deliver_pending()
    d.clock.moment += timedelta(days=8)
    d.service.tick()
    d.postman.deliver_pending()
    return people


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_offers_open_at_the_end_lapse_told_once_in_the_game_over_mail(tmp_path, lang):
    d = Desk(tmp_path, "westernpoly", lang)
    try:
        people = _play_offering(d)
        view = d.service.view(d.game.id)
        assert view.game.status == "finished"
        assert view.rules.open_offers(view.state) == []  # the page lists none
        words = ("hra skončila" if lang == "cs" else "the game is over")
        # no mail of its own for a lapse at the end
        assert not [m for m in d.outbox.sent if ".trade_lapsed." in str(m["Message-ID"])
                    and words in " ".join(text_of(m).split())]
        overs = [m for m in d.outbox.sent if ".game_over." in str(m["Message-ID"])
                 and _to(m) in people]
        assert sorted(_to(m) for m in overs) == sorted(people)  # one each
        assert any(words in " ".join(text_of(m).split()) for m in overs)  # the lapse, told
    finally:
        d.store.close()


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_held_read_back_of_an_earlier_move_is_not_carried_into_the_game_over_mail(tmp_path,
                                                                                   lang):
    d = Desk(tmp_path, "westernpoly", lang)
    try:
        _play_offering(d, confirm_off=True, offers=False)
        record = d.service.record(d.game.id)
        assert record.status == "finished"
        final = d.service.view(d.game.id).log[-1].player  # whose move ended it may be read back
        read_as = "Přečteno jako" if lang == "cs" else "Read as"
        for seat in record.seats:
            (over,) = [m for m in d.outbox.sent if _to(m) == seat.email
                       and ".game_over." in str(m["Message-ID"])]
            if seat.player != final:
                assert read_as not in text_of(over), seat.email
    finally:
        d.store.close()
