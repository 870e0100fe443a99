"""The store contract for sign-in links (issue 13), run against every adapter like
tests/test_store_contract.py: recorded, counted per address and used at most once."""

from __future__ import annotations

AT = "2026-11-30T12:00:00.000Z"
EXPIRES = "2026-11-30T13:00:00.000Z"


def test_an_issued_link_is_used_once_only(store):
    store.add_sign_in("t1", "Ann@Example.org", AT, EXPIRES)
    assert store.use_sign_in("t1", "ann@example.org", "2026-11-30T12:05:00.000Z")
    assert not store.use_sign_in("t1", "ann@example.org", "2026-11-30T12:06:00.000Z")


def test_a_link_never_issued_or_of_another_address_cannot_be_used(store):
    store.add_sign_in("t1", "ann@example.org", AT, EXPIRES)
    assert not store.use_sign_in("t2", "ann@example.org", AT)
    assert not store.use_sign_in("t1", "bob@example.org", AT)
    assert store.use_sign_in("t1", "ann@example.org", AT)  # the failed tries used nothing


def test_links_are_counted_per_address_since_a_time(store):
    store.add_sign_in("t1", "ann@example.org", "2026-11-30T10:00:00.000Z", EXPIRES)
    store.add_sign_in("t2", "ann@example.org", "2026-11-30T11:30:00.000Z", EXPIRES)
    store.add_sign_in("t3", "ANN@example.org", "2026-11-30T11:45:00.000Z", EXPIRES)
    store.add_sign_in("t4", "bob@example.org", "2026-11-30T11:45:00.000Z", EXPIRES)
    store.add_sign_in("t3", "ann@example.org", "2026-11-30T11:50:00.000Z", EXPIRES)  # repeat
    assert store.sign_ins_since("ann@example.org", "2026-11-30T11:00:00.000Z") == 2
    assert store.sign_ins_since("bob@example.org", "2026-11-30T11:00:00.000Z") == 1
    assert store.sign_ins_since("cyril@example.org", "2026-11-30T11:00:00.000Z") == 0


def test_sign_ins_stay_apart_from_the_undeliverable_mark(store):
    store.mark_undeliverable("ann@example.org", "bounced", AT)
    store.add_sign_in("t1", "ann@example.org", AT, EXPIRES)
    assert store.undeliverable("ann@example.org") == "bounced"
    assert store.sign_ins_since("ann@example.org", AT) == 1
