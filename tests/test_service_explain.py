"""The service's own refusals in words, in the reader's language."""

from __future__ import annotations

import pytest

from functions.service.play.explain import explain, phrase
from functions.service.records.refusal import ErrorCode, ServiceError


@pytest.mark.parametrize(("error", "en", "cs"), [
    (ServiceError(ErrorCode.NOT_YOUR_TURN, "it is not your turn in game g1; the game waits for Bob",
                  params={"waiting_for": "Bob"}),
     "It is not your turn: the game waits for Bob.", "Teď nejsi na tahu. Na řadě: Bob."),
    (ServiceError(ErrorCode.GAME_NOT_RUNNING, "game g1 is paused", params={"status": "paused"}),
     "The game is paused, so no move can be made now.",
     "Hra je pozastavená, takže teď táhnout nejde."),
    (ServiceError(ErrorCode.GAME_NOT_RUNNING, "game g1 is finished", params={"status": "finished"}),
     "The game is over, so no move can be made now.", "Hra skončila, takže teď táhnout nejde."),
    (ServiceError(ErrorCode.NOT_A_PLAYER, "eve@x.org does not play in game g1",
                  params={"email": "eve@x.org"}),
     "eve@x.org does not play in this game.", "Adresa eve@x.org v této hře nehraje."),
    (ServiceError(ErrorCode.STALE_VERSION, "already played: your move was for version 3"),
     "That turn had already been played, so nothing was played; here is the game as it "
     "stands now.",
     "Ten tah už byl odehraný, a tak se nic nezahrálo; tady je hra, jak stojí teď."),
])
def test_the_services_own_refusals_read_in_either_language(error, en, cs):
    assert explain(error, "en") == en
    assert explain(error, "cs") == cs
    assert explain(error, "de") == cs  # the product's default language


def test_the_rules_reasons_and_errors_without_their_params_stay_as_said():
    rules_reason = ServiceError(ErrorCode.ILLEGAL_MOVE, "Pole 12 ti nepatří.")
    assert explain(rules_reason, "en") == "Pole 12 ti nepatří."
    bare = ServiceError(ErrorCode.NOT_YOUR_TURN, "it is not your turn")
    assert explain(bare, "cs") == "it is not your turn"


def test_mail_refusals_format_numbers_for_people():
    assert phrase("en", "too_large", size=2_500_000, limit=1_000_000) == (
        "Your mail is 2,500,000 bytes; mails up to 1,000,000 bytes are read.")
    assert phrase("cs", "no_such_choice", number=40, size=33) == (
        "Možnost 40 není: vyber číslo od 1 do 33.")
