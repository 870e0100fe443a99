"""Private talk belongs to people, not seats (issue 40): a message is readable by the person who
held its sender's seat and the person who held its recipient's seat when it was written. A
replacement, an organizer who seats themselves or a sock puppet in a player's place, and their
`/me/data` (person export) see none of the earlier private talk; on both stores."""

from __future__ import annotations

import json

import pytest

from functions.service import PlayerSpec
from functions.service.ledger import press

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org"),
           PlayerSpec("Cid", "cid@example.org")]
SECRET_WORDS = ("meet at Praha", "Cid bluffs", "public hello")


def talked(service):
    """A started game (the organizer may not read private talk) with Ann and Bob's private
    messages and one to the whole table."""
    game = service.create("toy", PLAYERS, "org@example.org", start=True)
    service.say(game.id, "ann@example.org", SECRET_WORDS[0], "Bob")
    service.say(game.id, "bob@example.org", SECRET_WORDS[1], "Ann")
    service.say(game.id, "cid@example.org", SECRET_WORDS[2])
    return game


def texts(lines):
    return [line["text"] for line in lines]


@pytest.mark.every_store
@pytest.mark.parametrize("newcomer", ["org@example.org", "sock@example.org"])
def test_who_takes_a_seat_reads_none_of_its_earlier_private_talk(service, newcomer):
    game = talked(service)
    assert texts(service.talk(game.id, "p2")) == list(SECRET_WORDS)
    before = {n.id for n in service.store.pending_notifications(limit=1000)}
    service.replace_player(game.id, "bob@example.org", "Bobek", newcomer)
    assert texts(service.talk(game.id, "p2")) == [SECRET_WORDS[2]]
    assert texts(service.talk(game.id, "p1")) == list(SECRET_WORDS)  # Ann keeps her talk
    assert texts(service.talk(game.id, press.ORGANIZER)) == [SECRET_WORDS[2]]
    # the newcomer's /me/data: the public message alone
    exported = json.dumps(service.person_export(newcomer))
    assert SECRET_WORDS[0] not in exported and SECRET_WORDS[1] not in exported
    # nor does any mail of theirs carry it
    service.submit(game.id, "ann@example.org", "roll")
    mails = [n for n in service.store.pending_notifications(limit=1000)
             if n.id not in before and n.email == newcomer]
    assert mails and not any(w in json.dumps(n.payload) for n in mails for w in SECRET_WORDS[:2])
    # what the new holder and Ann say to each other is theirs
    service.say(game.id, newcomer, "hello Ann", "Ann")
    service.say(game.id, "ann@example.org", "hello, newcomer", "Bobek")
    assert texts(service.talk(game.id, "p2")) == [SECRET_WORDS[2], "hello Ann",
                                                 "hello, newcomer"]
    assert "hello Ann" in json.dumps(service.person_export(newcomer))


@pytest.mark.every_store
def test_a_message_written_before_holders_were_kept_is_the_first_holders(service):
    game = talked(service)
    stored = service.store.load(game.id).press
    legacy = [press.PressMessage.from_dict(
        {k: v for k, v in m.to_dict().items() if not k.endswith("_holder")}) for m in stored]
    assert all(m.sender_holder == m.to_holder == 0 for m in legacy)
    record = service.record(game.id)
    assert [m.text for m in legacy if press.can_read(record, m, "p2")] == list(SECRET_WORDS)


@pytest.mark.every_store
def test_the_person_replaced_keeps_their_own_talk_in_their_data(service):
    game = talked(service)
    service.replace_player(game.id, "bob@example.org", "Dana", "dana@example.org")
    (theirs,) = service.person_export("bob@example.org")["games"]
    assert theirs["id"] == game.id and theirs["seat"] is None
    assert [m["text"] for m in theirs["messages"]] == list(SECRET_WORDS)
    (danas,) = service.person_export("dana@example.org")["games"]
    assert [m["text"] for m in danas["messages"]] == [SECRET_WORDS[2]]
