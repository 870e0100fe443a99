"""Signed reply and web tokens: round trips, tampering, secrets, purposes, address limits."""

from __future__ import annotations

import pytest

from functions.mail.tokens import (
    MAX_LOCAL_PART,
    BadToken,
    Claims,
    Purpose,
    first_valid,
    reply_address,
    sign_reply,
    sign_web,
    token_line,
    token_of_address,
    tokens_in_text,
    verify,
)

SECRET = b"test-secret"


def test_reply_token_round_trip() -> None:
    token = sign_reply(SECRET, "k7Qm2Xa9", "p2", 12)
    assert verify(SECRET, token) == Claims(Purpose.REPLY, "k7Qm2Xa9", "p2", 12)


def test_web_token_has_no_version_and_keeps_its_purpose() -> None:
    play = sign_web(SECRET, "k7Qm2Xa9", "p2", Purpose.PLAY)
    organizer = sign_web(SECRET, "k7Qm2Xa9", "org", Purpose.ORGANIZER)
    assert verify(SECRET, play, Purpose.PLAY) == Claims(Purpose.PLAY, "k7Qm2Xa9", "p2", None)
    assert verify(SECRET, organizer).purpose is Purpose.ORGANIZER
    with pytest.raises(BadToken, match="PLAY token cannot be used for ORGANIZER"):
        verify(SECRET, play, Purpose.ORGANIZER)
    with pytest.raises(BadToken):
        verify(SECRET, play, Purpose.REPLY)


def test_tokens_differ_by_version_seat_and_game() -> None:
    tokens = {
        sign_reply(SECRET, "g1", "p1", 1),
        sign_reply(SECRET, "g1", "p1", 2),
        sign_reply(SECRET, "g1", "p2", 1),
        sign_reply(SECRET, "g2", "p1", 1),
    }
    assert len(tokens) == 4


@pytest.mark.parametrize("position", [0, 5, 17, -1])
def test_any_changed_character_is_refused(position: int) -> None:
    token = sign_reply(SECRET, "k7Qm2Xa9", "p2", 12)
    changed = "b" if token[position] == "a" else "a"
    forged = (
        token[:position] + changed + token[position + 1 :]
        if position != -1
        else token[:-1] + changed
    )
    with pytest.raises(BadToken):
        verify(SECRET, forged)


def test_wrong_secret_is_refused() -> None:
    token = sign_reply(SECRET, "k7Qm2Xa9", "p2", 12)
    with pytest.raises(BadToken, match="signature"):
        verify(b"another-secret", token)


@pytest.mark.parametrize("garbage", ["", "abc", "not base32 at all!", "a" * 40, "8" * 30])
def test_garbage_is_refused_with_bad_token(garbage: str) -> None:
    with pytest.raises(BadToken):
        verify(SECRET, garbage)


def test_token_is_lower_case_base32_and_survives_case_changes() -> None:
    token = sign_reply(SECRET, "AbCdEf_-09", "p3", 70000)
    assert token == token.lower() and set(token) <= set("abcdefghijklmnopqrstuvwxyz234567")
    assert verify(SECRET, token.upper()).game_id == "AbCdEf_-09"


def test_lower_cased_address_still_verifies() -> None:
    address = reply_address(sign_reply(SECRET, "k7Qm2Xa9", "p2", 12), "play", "pbm.example.com")
    shouted = address.upper()
    assert verify(SECRET, token_of_address(shouted)).seat == "p2"
    assert verify(SECRET, token_of_address(address.lower())).seat == "p2"


def test_sixteen_character_game_id_fits_in_a_local_part() -> None:
    token = sign_reply(SECRET, "ABCDEFGHijklmnop", "p10", 2**32 - 1)
    address = reply_address(token, "play", "pbm.example.com")
    assert len(address.partition("@")[0]) <= MAX_LOCAL_PART
    assert verify(SECRET, token) == Claims(Purpose.REPLY, "ABCDEFGHijklmnop", "p10", 2**32 - 1)


def test_too_long_local_part_is_refused() -> None:
    token = sign_reply(SECRET, "g" * 40, "p1", 1)
    with pytest.raises(ValueError, match="more than 64"):
        reply_address(token, "play", "pbm.example.com")


@pytest.mark.parametrize("bad_id", ["has space", "ž", "a.b"])
def test_ids_outside_the_alphabet_are_refused(bad_id: str) -> None:
    with pytest.raises(ValueError):
        sign_reply(SECRET, bad_id, "p1", 1)


def test_token_of_address() -> None:
    token = sign_reply(SECRET, "g1", "p1", 1)
    assert token_of_address(f"play+{token}@pbm.example.com") == token
    assert token_of_address("play@pbm.example.com") is None
    assert token_of_address("jan+news@example.com") is None  # a plus tag that is not a token


def test_tokens_in_text_finds_token_lines_and_addresses_in_order() -> None:
    first = sign_reply(SECRET, "g1", "p1", 1)
    second = sign_reply(SECRET, "g1", "p2", 1)
    text = f"> Reply to play+{first}@pbm.example.com\n> {token_line(second)}\n> {token_line(first)}"
    assert tokens_in_text(text) == [first, second]


def test_first_valid_skips_bad_candidates() -> None:
    good = sign_reply(SECRET, "g1", "p1", 1)
    assert first_valid(SECRET, ["a" * 30, good]) == verify(SECRET, good)
    assert first_valid(SECRET, ["a" * 30]) is None
    assert first_valid(SECRET, [good], Purpose.PLAY) is None


def test_tokens_bind_the_seats_holder_and_the_first_holder_adds_nothing() -> None:
    assert sign_reply(SECRET, "g1", "p1", 3, holder=0) == sign_reply(SECRET, "g1", "p1", 3)
    later = sign_reply(SECRET, "g1", "p1", 3, holder=2)
    assert verify(SECRET, later) == Claims(Purpose.REPLY, "g1", "p1", 3, holder=2)
    assert verify(SECRET, later) != verify(SECRET, sign_reply(SECRET, "g1", "p1", 3))
    web = sign_web(SECRET, "g1", "p1", Purpose.PLAY, holder=1)
    assert verify(SECRET, web) == Claims(Purpose.PLAY, "g1", "p1", None, holder=1)
    assert len(reply_address(sign_reply(SECRET, "k7Qm2Xa9", "p10", 2**31, holder=65535),
                             "play", "pbm.example.com").partition("@")[0]) <= MAX_LOCAL_PART
