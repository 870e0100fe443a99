"""One signing module for reply tokens, organizer links, form nonces and resignation codes: the
values below were signed by the code before it shared `functions.signing`, so every reply
address and link already in players' mailboxes keeps working."""

from __future__ import annotations

import pytest

from functions import links, signing
from functions.mail import tokens
from functions.mailroom.incoming import resign_code
from functions.service.records.seats import Seat
from functions.web import forms

SECRET = b"golden-secret-0123456789"
GAME = "g7Kx2"

# (what, the token signed before, its claims)
SENT_TOKENS = [
    ("reply", "aacsb3fmoybau5qaaaacs6iadzkxtwlslwy7m",
     tokens.Claims(tokens.Purpose.REPLY, GAME, "p2", 41)),
    ("reply, third holder", "aacsb3fmoybau5qaaaacsaad7be37umawzjq2gyl",
     tokens.Claims(tokens.Purpose.REPLY, GAME, "p2", 41, 3)),
    ("player page", "aecsb3fmoybau5ljnl5cw5vhtdst2jy",
     tokens.Claims(tokens.Purpose.PLAY, GAME, "p1", None)),
    ("player page, second holder", "aecsb3fmoybau5iaajzmytepkkmxw53hza",
     tokens.Claims(tokens.Purpose.PLAY, GAME, "p1", None, 2)),
    ("organizer of a game", "aicsb3fmoybau5o537cyfla3j7o3a7a",
     tokens.Claims(tokens.Purpose.ORGANIZER, GAME, "p1", None)),
]
SENT_DASHBOARD = "n5zgoqdfpbqw24dmmuxg64thtuqsfkvmjbzzav2u"  # org@example.org's dashboard
SENT_NONCE = "OzQEzLiCEm5zX5RHBDIEdO9AglgkWZXq"  # a form of play:g7Kx2:p1 drawn at v41


@pytest.mark.parametrize("what, token, claims", SENT_TOKENS, ids=[t[0] for t in SENT_TOKENS])
def test_tokens_in_mail_already_sent_still_verify_and_are_signed_the_same(what, token, claims):
    assert tokens.verify(SECRET, token) == claims
    if claims.purpose is tokens.Purpose.REPLY:
        again = tokens.sign_reply(SECRET, GAME, claims.seat, claims.version, claims.holder)
    else:
        again = tokens.sign_web(SECRET, GAME, claims.seat, claims.purpose, claims.holder)
    assert again == token


def test_a_dashboard_link_already_sent_still_opens_and_is_signed_the_same():
    assert links.verify_organizer(SECRET, SENT_DASHBOARD) == "org@example.org"
    assert links.sign_organizer(SECRET, " Org@Example.org ") == SENT_DASHBOARD
    assert links.organizer_path(SECRET, "org@example.org") == f"/organizer/{SENT_DASHBOARD}"


def test_a_form_drawn_before_still_posts_for_its_page_only():
    forms.check_nonce(SECRET, SENT_NONCE, "play:g7Kx2:p1", "v41")
    for scope, stamp in (("play:g7Kx2:p2", "v41"), ("play:g7Kx2:p1", "v42")):
        with pytest.raises(forms.BadNonce):
            forms.check_nonce(SECRET, SENT_NONCE, scope, stamp)


def test_the_resignation_code_a_player_was_mailed_is_still_the_code():
    assert resign_code(SECRET, GAME, Seat("p2", "Bob", "bob@example.org", holder=1)) == "RO3OQC"


def test_no_kind_of_signed_value_verifies_as_another():
    dashboard = signing.from_base32(SENT_DASHBOARD)
    with pytest.raises(tokens.BadToken):
        tokens.verify(SECRET, SENT_DASHBOARD)
    with pytest.raises(tokens.BadToken):
        links.verify_organizer(SECRET, SENT_TOKENS[2][1])
    with pytest.raises(signing.BadSignature):  # the same bytes under the nonces' label
        signing.verify(SECRET, b"pbm-web-form\x00", dashboard, 10)


def test_signing_binds_the_label_the_context_and_the_secret():
    signed = signing.sign(SECRET, b"kind\x00", b"payload", 8, context=b"v1")
    assert signing.verify(SECRET, b"kind\x00", signed, 8, context=b"v1") == b"payload"
    for secret, label, context in ((b"another", b"kind\x00", b"v1"),
                                   (SECRET, b"other\x00", b"v1"), (SECRET, b"kind\x00", b"v2")):
        with pytest.raises(signing.BadSignature):
            signing.verify(secret, label, signed, 8, context=context)
    with pytest.raises(signing.BadSignature):
        signing.verify(SECRET, b"kind\x00", signed[:8], 8)  # a MAC without a payload


@pytest.mark.parametrize("text", ["not base32!", "a" * 9 + "1", "é"])
def test_text_that_is_not_base32_is_a_bad_signature(text):
    with pytest.raises(signing.BadSignature):
        signing.from_base32(text)
    with pytest.raises(tokens.BadToken):
        tokens.verify(SECRET, text)


def test_the_text_forms_round_trip_and_base32_ignores_case():
    raw = bytes(range(23))
    assert signing.from_base32(signing.to_base32(raw).upper()) == raw
    assert signing.to_base32(raw) == signing.to_base32(raw).lower()
    assert signing.from_base64(signing.to_base64(raw)) == raw
    assert "=" not in signing.to_base32(raw) + signing.to_base64(raw)
