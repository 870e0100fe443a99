"""Sign-in links, sessions and calendar keys (functions/service/signin.py): signed, expiring,
single use by a store record, and no kind of token passing for another."""

from __future__ import annotations

from datetime import timedelta

import pytest

from functions.links import sign_organizer
from functions.mail.tokens import Purpose, sign_web
from functions.service.people.signin import (
    LINK_LIFETIME,
    SESSION_LIFETIME,
    BadLink,
    SignIns,
    calendar_email,
    calendar_key,
    session_email,
    session_token,
)

SECRET = b"signin-test-secret-0123456789abc"


@pytest.fixture
def links(sqlite_store, clock, fake_secrets):
    return SignIns(sqlite_store, clock, fake_secrets, SECRET)


def test_a_link_names_its_address_and_is_used_once(links):
    link = links.issue(" Ann@Example.org ")
    assert link.email == "ann@example.org" and link.expires - link.issued == LINK_LIFETIME
    assert links.check(link.token).email == "ann@example.org"  # checking uses nothing up
    assert links.redeem(link.token) == "ann@example.org"
    with pytest.raises(BadLink, match="used already"):
        links.redeem(link.token)


def test_a_link_expires_after_its_lifetime(links, clock):
    link = links.issue("ann@example.org")
    clock.advance(seconds=LINK_LIFETIME.total_seconds() - 1)
    links.check(link.token)
    clock.advance(seconds=1)
    with pytest.raises(BadLink, match="expired"):
        links.redeem(link.token)


def test_a_link_signed_by_another_secret_or_altered_does_not_verify(links, sqlite_store, clock,
                                                                   fake_secrets):
    link = links.issue("ann@example.org")
    other = SignIns(sqlite_store, clock, fake_secrets, b"another-secret")
    with pytest.raises(BadLink):
        other.redeem(link.token)
    flipped = link.token[:10] + ("a" if link.token[10] != "a" else "b") + link.token[11:]
    for bad in (flipped, "", "!!!", link.token[:-2], "a" * 2000):
        with pytest.raises(BadLink):
            links.redeem(bad)
    assert links.redeem(link.token) == "ann@example.org"


def test_a_link_that_was_never_recorded_is_refused(sqlite_store, clock, fake_secrets):
    class Forgetful:  # a store that loses the record: the signature alone does not let in
        def __getattr__(self, name):
            return getattr(sqlite_store, name)

        def add_sign_in(self, *args):
            pass

    link = SignIns(Forgetful(), clock, fake_secrets, SECRET).issue("ann@example.org")
    with pytest.raises(BadLink, match="used already"):
        SignIns(sqlite_store, clock, fake_secrets, SECRET).redeem(link.token)


def test_no_address_is_given_no_link(links):
    assert links.issue("") is None
    assert links.issue("a" * 250 + "@example.org") is None


def test_a_session_lasts_its_lifetime(clock):
    token = session_token(SECRET, "Ann@example.org", clock.now())
    assert session_email(SECRET, token, clock.now()) == "ann@example.org"
    with pytest.raises(BadLink):
        session_email(SECRET, token, clock.now() + SESSION_LIFETIME)
    with pytest.raises(BadLink):
        session_email(b"another-secret", token, clock.now())


def test_no_kind_of_token_passes_for_another(links, clock):
    link = links.issue("ann@example.org")
    session = session_token(SECRET, "ann@example.org", clock.now())
    key = calendar_key(SECRET, "ann@example.org")
    others = {"link": link.token, "session": session, "calendar": key,
              "organizer": sign_organizer(SECRET, "ann@example.org"),
              "play": sign_web(SECRET, "g1", "p1", Purpose.PLAY)}
    for kind, token in others.items():
        if kind != "session":
            with pytest.raises(BadLink):
                session_email(SECRET, token, clock.now())
        if kind != "calendar":
            with pytest.raises(BadLink):
                calendar_email(SECRET, token)
        if kind != "link":
            with pytest.raises(BadLink):
                links.check(token)
    assert calendar_email(SECRET, key) == "ann@example.org"
    assert calendar_key(SECRET, "ANN@example.org") == key  # one feed per person, no storage


def test_links_issued_within_an_hour_are_limited(links, clock):
    from functions.service.people.signin import LINKS_PER_HOUR

    assert all(links.issue("ann@example.org") for _ in range(LINKS_PER_HOUR))
    assert links.issue("ann@example.org") is None
    clock.advance(seconds=timedelta(hours=1).total_seconds() + 1)
    assert links.issue("ann@example.org") is not None
