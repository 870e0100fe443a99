"""Round 13's held-out members (built beside the tuned ones, not tuned on; run once at the
end, the figure reported to the lead): finding 1 (no mail to an erased seat or organizer),
finding 2 (the organizer told of an invitation that cannot go), finding 3 (no wake-up for
work that will be gone)."""

from __future__ import annotations

import random

from test_erasure_names import GONE, ORGANIZER, World, _players
from test_handlers_aws import PLAYERS as AWS_PLAYERS
from test_handlers_aws import cloud, wake_ups  # noqa: F401
from test_mailroom_incoming import SETTINGS, RecordingTransport
from test_unmailed_invitation import PLAYERS, SECRET, _text
from test_wakeups_for_work import Stream

from functions.compose.erasing_at_once import erasure_of
from functions.mailroom.delivery import Postman
from functions.mailroom.undeliverable import give_up_on
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain

# ---- finding 1 -------------------------------------------------------------------------------

def test_two_player_game_ended_by_the_erasure_drops_nothing(sqlite_store, clock, fake_secrets):
    world = World(sqlite_store, clock, fake_secrets)
    record = world.service.create("goofspiel", _players("goofspiel", 2), ORGANIZER, start=True)
    world.move(record.id, random.Random(3))
    world.deliver()
    world.service.erase_person(GONE.email, erasure_of(sqlite_store))
    after = world.deliver()
    assert world.postman.dropped == 0
    assert all(m["To"].addresses[0].addr_spec for m in after)
    assert not [m for m in after if "sestavit" in str(m["Subject"])
                or "could not be made" in str(m["Subject"])]


def test_an_erased_organizer_is_mailed_nothing_when_the_game_ends(sqlite_store, clock,
                                                                  fake_secrets):
    world = World(sqlite_store, clock, fake_secrets)
    others = [p for p in _players("1926", 4) if p != GONE]
    record = world.service.create("1926", others, GONE.email, start=True, title="Bez pořadatele")
    world.deliver()
    world.service.erase_person(GONE.email, erasure_of(sqlite_store))
    world.deliver()
    rng = random.Random(9)
    for _ in range(300):
        if not world.move(record.id, rng):
            break
        world.deliver()
    assert world.service.record(record.id).status == "finished"
    assert not [m for m in world.sent.sent
                if m["To"].addresses[0].addr_spec.endswith("erased.invalid")]
    assert world.postman.dropped == 0


def test_talk_after_an_erasure_writes_no_mail_to_the_erased_seat(sqlite_store, clock,
                                                                 fake_secrets):
    world = World(sqlite_store, clock, fake_secrets)
    record = world.service.create("westernpoly", _players("westernpoly", 3), ORGANIZER,
                                  start=True)
    world.deliver()
    world.service.erase_person(GONE.email, erasure_of(sqlite_store))
    world.deliver()
    world.service.say(record.id, "ann@example.org", "Jedeme dál, ve dvou.")
    pending = sqlite_store.pending_notifications(limit=100)
    assert not [n for n in pending if not n.email]
    world.deliver()
    assert world.postman.dropped == 0


# ---- finding 2 -------------------------------------------------------------------------------

def test_a_playing_organizer_reads_it_in_their_own_seats_mail(sqlite_store, clock,
                                                             fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    give_up_on(sqlite_store, "vera@example.org", "complaint", "2025-04-01T10:00:00.000Z")
    sent = RecordingTransport()
    players = [PlayerSpec("Olga", ORGANIZER, "cs"), *PLAYERS[1:]]
    service.create("1926", players, ORGANIZER, title="Čtvrtek", options={"lang": "cs"})
    Postman(sqlite_store, sent, SETTINGS, SECRET, clock).deliver_pending()
    (mail,) = [m for m in sent.sent if m["To"].addresses[0].addr_spec == ORGANIZER]
    text = " ".join(_text(mail).split())
    assert "Věru Novákovou" in text and "spam" in text


def test_an_address_invited_in_another_case_is_still_known(sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    give_up_on(sqlite_store, "vera@example.org", "bounce", "2025-04-01T10:00:00.000Z")
    sent = RecordingTransport()
    players = [PLAYERS[0], PlayerSpec("Věra Nováková", "Vera@Example.ORG", "cs"), PLAYERS[2]]
    service.create("1926", players, ORGANIZER, title="Pátek", options={"lang": "en"})
    Postman(sqlite_store, sent, SETTINGS, SECRET, clock).deliver_pending()
    (mail,) = [m for m in sent.sent if m["To"].addresses[0].addr_spec == ORGANIZER]
    assert "bounced" in _text(mail)


def test_the_dashboards_create_form_tells_it_too(sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    give_up_on(sqlite_store, "cyril@example.org", "refused: 550 no such user",
               "2025-04-01T10:00:00.000Z")
    sent = RecordingTransport()
    service.create("goofspiel", PLAYERS, ORGANIZER, title="Sobota", options={"lang": "cs"},
                   per_hour=True)
    Postman(sqlite_store, sent, SETTINGS, SECRET, clock).deliver_pending()
    (mail,) = [m for m in sent.sent if m["To"].addresses[0].addr_spec == ORGANIZER]
    text = " ".join(_text(mail).split())
    assert "Cyrila" in text and "odmítnuta" in text


# ---- finding 3 -------------------------------------------------------------------------------

def test_a_mail_of_several_commands_sets_no_wake_up_for_its_held_answers(cloud):  # noqa: F811
    stream = Stream(cloud)
    game = cloud.service.create("1926", AWS_PLAYERS, "org@example.org", title="Friday",
                                options={"lang": "en"}, start=True)
    stream.flush()
    mover = game.seat(game.to_move)
    (turn,) = cloud.mails_to(mover.email, "your_turn")
    before = set(wake_ups(cloud))
    cloud.reply(turn, "BOARD\nHELP")
    stream.flush()
    assert [n for n in wake_ups(cloud) if n.startswith("pbm-wake-mail-") and n not in before] \
        == []


def test_a_talk_only_mail_sets_no_wake_up(cloud):  # noqa: F811
    stream = Stream(cloud)
    game = cloud.service.create("1926", AWS_PLAYERS, "org@example.org", title="Friday",
                                options={"lang": "en"}, start=True)
    stream.flush()
    other = next(s for s in game.seats if s.seat != game.to_move)
    (mail,) = cloud.mails_to(other.email, "game_started")
    cloud.reply(mail, "SAY Good luck, all of you!")
    stream.flush()
    assert [n for n in wake_ups(cloud) if n.startswith("pbm-wake-mail-")] == []
