"""A game a player can follow from the inbox (issue 29): whole games by mail, checked from the
mails alone: one mail per person per write, the mailbox in the game's order, one game-over
mail and last, trade offers that live until answered by their written words, mails addressed
to their reader, results explained, and short mails."""

from __future__ import annotations

import re
import statistics
from collections import Counter
from datetime import timedelta

import pytest

from bench.mail_follow import Followed, Write, _first, follow, main_kind, text_of
from bench.mail_games import ORGANIZER, SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.render.letters import EVENTS_COUNTED
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

ANN, BOB = "ann@example.org", "bob@example.org"
TIMING = {"deadline_hours": 24, "missed_turn": "autoplay", "reminder_hours": []}
OFFERS = ("nabídka Robot Karel dám 100 $ dostanu nic",
          "nabídka Bohumil Král dám 200 $ dostanu nic")


@pytest.fixture(scope="module")
def westernpoly() -> Followed:
    players = [PlayerSpec("Anna Nováková", ANN, "cs"), PlayerSpec("Bohumil Král", BOB, "cs"),
               PlayerSpec("", "", "cs", bot="strong")]
    return follow("westernpoly", players, {"lang": "cs", "max_rounds": 30, **TIMING}, ANN, BOB,
                  offers=OFFERS, every=1)


@pytest.fixture(scope="module")
def game1926() -> Followed:
    players = [PlayerSpec("Anna Nováková", ANN, "cs"), PlayerSpec("Bohumil Král", BOB, "cs"),
               PlayerSpec("", "", "cs", bot="greedy")]
    return follow("1926", players, {"lang": "cs", **TIMING}, ANN, BOB)


def _version(mail) -> int | None:
    """The game version a mail was written at (its Message-ID says), None for an answer."""
    part = str(mail["Message-ID"]).strip("<").split(".")[1]
    return int(part) if part.isdigit() else None


@pytest.fixture(params=["westernpoly", "game1926"])
def game(request) -> Followed:
    return request.getfixturevalue(request.param)


def test_the_game_was_played_to_its_end_by_mail(game):
    assert game.view.game.status == "finished"
    assert game.replies >= 3 and game.inbox(ANN) and game.inbox(BOB)


def test_one_mail_per_person_per_write(game):
    for write in game.writes:
        counts = Counter(_to(m) for m in write.mails)
        assert max(counts.values(), default=0) <= 1, (write.cause, counts)


def test_exactly_one_game_over_mail_each_and_it_comes_last(game):
    for address in (ANN, BOB):
        inbox = game.inbox(address)
        over = [m for m in inbox if str(m["Subject"]).startswith("Konec hry")]
        assert len(over) == 1 and inbox[-1] is over[0]


def test_each_mailbox_reads_in_the_games_order(game):
    for address in (ANN, BOB):
        versions = [v for m in game.inbox(address) if (v := _version(m)) is not None]
        assert versions == sorted(versions)


@pytest.mark.parametrize("name, lines", [("westernpoly", 60), ("game1926", 45)])
def test_mails_are_short(request, name, lines):
    game = request.getfixturevalue(name)
    sizes = [len(m.as_bytes()) for m in game.mails]
    assert max(sizes) <= 25_000
    turns = [len(text_of(m).splitlines()) for m in game.mails
             if str(m["Subject"]).startswith("Jsi na tahu")]
    assert turns and statistics.median(turns) <= lines


def test_a_1926_turn_mail_tells_each_thing_once(game1926):
    for mail in game1926.mails:
        text = text_of(mail)
        # the menu is a line a region or two, not a line an option ("22. malá na Kladsku")
        assert not re.search(r"^ *\d+\. (velká|střední|malá) ", text, re.M)
        # the counts are told once, by the final board; a folded notice never stands empty
        assert text.count("Sčítání 1:") <= 1
        assert "Zpráva ze hry „1926“:\n\n" not in text
    (over,) = [m for m in game1926.inbox(BOB) if str(m["Subject"]).startswith("Konec hry")]
    assert "Další tah ti přijde" not in text_of(over)  # no next turn after the end


def test_one_mail_per_turn_besides_the_start_and_the_end(game1926):
    placed = [e.player for e in game1926.view.log if not e.player.startswith("@")]
    for address in (ANN, BOB):
        seat = game1926.view.game.seat_of(address)
        turns = [m for m in game1926.inbox(address)
                 if main_kind(m) not in ("game_started", "game_over")]
        assert len(turns) <= placed.count(seat.player)


def test_every_answer_by_mail_was_taken(game):
    refusals = [m for m in game.inbox(ANN) if "není otevřená" in text_of(m)
                or "nebyl přijat" in text_of(m) or "už byl zahrán" in text_of(m)]
    assert not refusals


def test_offers_are_answered_by_their_written_words_and_live_until_answered(westernpoly):
    offered = [m for m in westernpoly.mails if "máš nabídku obchodu" in text_of(m)]
    assert offered  # offers went both ways: by the human, and to them
    for mail in offered:
        # the offer, not the news (told before it, or after it in a folded read-back)
        text = text_of(mail).split("máš nabídku obchodu", 1)[1].split("Co se mezitím stalo")[0]
        # the newest offer listed (an older one may be listed as made, then lapsed)
        for number in re.findall(r"^  - .* ti nabídla? obchod #(\d+)", text, re.M)[-1:]:
            assert f"PŘIJÍMÁM {number}, nebo ODMÍTÁM {number}" in text
            assert "dokud neukončíš svůj příští tah" in text
    answers = [a for a in westernpoly.answers if a.startswith(("PŘIJÍMÁM", "ODMÍTÁM"))]
    assert answers  # the human answered by the words the mail gave, and none was refused
    # an offer mail is no menu: a bare number there would buy a card instead
    for mail in westernpoly.mails:
        if str(mail["Subject"]).endswith("obchod — WesternPoly"):
            assert "stačí odpovědět číslem" not in text_of(mail)


def test_trade_mails_speak_to_their_reader(westernpoly):
    for address, name in ((ANN, "Anna Nováková"), (BOB, "Bohumil Král")):
        for mail in westernpoly.inbox(address):
            text = text_of(mail)
            assert not re.search(f"{name} (ti )?nab(ízí|ídla?) ", text), text
            assert not str(mail["Subject"]).startswith(f"{name} ")
    # the actor's own offer in the second person: its line of what happened, or its
    # read-back (which the line would only repeat)
    assert any("Nabízíš obchod" in text_of(m) or "Přečteno jako: nabídka" in text_of(m)
               for m in westernpoly.inbox(ANN))


def test_the_westernpoly_result_is_explained(westernpoly):
    (over,) = [m for m in westernpoly.inbox(ANN) if str(m["Subject"]).startswith("Konec hry")]
    text = text_of(over)
    winner = westernpoly.view.game.result["winners"][0]
    # another's win told as done, in the winner's gender (Anna vyhrála, Bohumil vyhrál)
    assert re.search(rf"Konec hry: vyhrála? {winner} — ", str(over["Subject"])), over["Subject"]
    # why it ended, after the first line said that it did (once: review 8)
    assert re.search(r"skončila.\nVyhrála? ", text) and "Hra dosáhla limitu 30 kol; vyhrává" in text
    assert re.search(r"Anna Nováková: \d{1,3}(\xa0\d{3})*\xa0\$ \(hotovost [\d\xa0]+\$, karty",
                     text)
    assert "Podle něj si kdokoli může ověřit každý hod" in text and "hashlib" not in text
    assert "pbm verify" not in text and text.count("otisk") == 1
    assert "PŘIJÍMÁM" not in text and "ODMÍTÁM" not in text  # the end asks for nothing


def test_1926_mails_never_mention_dice_and_the_standings_match_the_recount(game1926):
    assert not [m for m in game1926.mails if re.search(r"kostk|dice", text_of(m), re.I)]
    (over,) = [m for m in game1926.inbox(ANN) if str(m["Subject"]).startswith("Konec hry")]
    winner = game1926.view.game.result["winners"][0]
    assert f"1. {winner}: " in text_of(over)


# ---- long silences (issue 42): a week without a mail brings a summary; the end tells what
# happened since the reader's last mail

JANA, TOM, PETR, ALICE = ("jana@example.org", "tom@example.org", "petr@example.org",
                          "alice@example.org")
QUARTET = [PlayerSpec("Jana Malá", JANA, "cs"), PlayerSpec("Tomáš Hala", TOM, "cs"),
           PlayerSpec("Petr Dvořák", PETR, "cs"), PlayerSpec("Alice Nová", ALICE, "cs")]
_EARLIER = re.compile(r"a ještě (\d+) (dřívější událost|dřívější události|dřívějších událostí)")


class _Table:
    """A game by mail write by write: each reply read and its mail delivered at once."""

    def __init__(self, rules_id: str, players, options, directory):
        self.store = SqliteStore(directory / "pbm.sqlite3")
        self.clock, self.outbox = Clock(), Outbox()
        self.service = GameService(self.store, self.clock, Secrets(), key=chain.seal_key(SECRET))
        self.postman = Postman(self.store, self.outbox, SETTINGS, SECRET, self.clock)
        self.game = self.service.create(rules_id, players, ORGANIZER, options=options,
                                        start=True)
        self.writes: list[Write] = []
        self.deliver("start")

    def deliver(self, cause: str) -> Write:
        before = len(self.outbox.sent)
        self.postman.deliver_pending()
        self.writes.append(Write(cause, self.outbox.sent[before:]))
        return self.writes[-1]

    def record(self):
        return self.service.record(self.game.id)

    def to(self, write: Write) -> dict[str, list[str]]:
        """Per person, the subjects of what one write sent them."""
        people = {}
        for mail in write.mails:
            people.setdefault(_to(mail), []).append(str(mail["Subject"]))
        return people

    def move(self, address: str) -> Write:
        """`address` answers their newest mail with its menu's first option."""
        mail = [m for m in self.outbox.sent if _to(m) == address][-1]
        view = self.service.view(self.game.id)
        body = _first(view, view.game.seat_of(address))
        incoming.handle(_reply(mail, body, len(self.writes)), service=self.service,
                        secret=SECRET, settings=SETTINGS)
        self.clock.moment += timedelta(hours=3)
        return self.deliver(f"{address}: {body}")

    def tick(self, hours: float) -> Write:
        self.clock.moment += timedelta(hours=hours)
        self.service.tick()
        return self.deliver(f"tick +{hours} h")

    def waited(self) -> list[str]:
        record = self.record()
        return [record.seat(s).email for s in record.waited]


@pytest.fixture
def slow_table(tmp_path):
    # two weeks a turn and no reminders: a slow player keeps the others waiting for days
    options = {"lang": "cs", "deadline_hours": 14 * 24, "missed_turn": "autoplay",
               "reminder_hours": []}
    table = _Table("westernpoly", QUARTET, options, tmp_path)
    yield table
    table.store.close()


def test_a_present_player_unmailed_for_a_week_gets_one_summary_a_week(slow_table):
    t = slow_table
    for _ in range(6):  # a few turns, hours apart, each mailed at once
        t.move(t.waited()[0])
    (slow,) = t.waited()
    # eight days without a move: a sweep a day
    days = [t.to(t.tick(24)) for _ in range(8)]
    assert days[:6] == [{}] * 6  # nobody hears anything for six days
    assert days[7] == {}  # nor the day after the week's summary
    week = days[6]
    assert set(week) == {JANA, TOM, PETR, ALICE}  # everyone at the table, once
    assert all(len(subjects) == 1 for subjects in week.values())
    for address, (subject,) in week.items():
        expected = "Tvůj týden: jsi na tahu" if address == slow else \
            f"Tvůj týden: na tahu je {t.record().seat_of(slow).name}"
        assert subject.startswith(expected), subject
    summaries = {_to(m): text_of(m) for m in t.writes[-2].mails}
    assert all(len(m.as_bytes()) <= 25_000 for m in t.writes[-2].mails)
    assert all(len(text.splitlines()) <= 45 for text in summaries.values())
    name = t.record().seat_of(slow).name
    for address, text in summaries.items():
        assert "ti už týden nic nepřišlo" in text
        assert (f"Na tahu je {name}, termín: " in text) != (address == slow)
        if address == slow:
            assert "Na tahu jsi ty, termín: " in text and "Tvoje možnosti" in text
    # a present reader learns what happened since their last mail, not since their last turn
    # (one whose last mail was the board that told them news of their own, issue 42's jail
    # news, at the last move, was told everything already)
    def last_before(address: str) -> str:
        sent = [m for m in t.outbox.sent if _to(m) == address]
        return str(sent[-2]["Subject"]) if len(sent) > 1 else ""

    others = [text for address, text in summaries.items()
              if address != slow
              and not last_before(address).startswith(("Stav hry", "Máš novinky", "Jsi ve VĚZENÍ"))]
    assert all("Co se mezitím stalo:" in text for text in others)
    # the next week's: seven days after this one, never sooner (with it, the slow player's
    # two weeks are over: the bot plays their turn, and the next player's turn mail is the
    # one mail that player gets)
    later = [t.to(t.tick(24)) for _ in range(6)]
    assert later[:5] == [{}] * 5
    assert set(later[5]) == {JANA, TOM, PETR, ALICE}
    assert all(len(subjects) == 1 for subjects in later[5].values())


def test_no_summary_to_a_player_mailed_within_the_week_nor_after_the_end(slow_table):
    t = slow_table
    for days in (1, 3, 9, 2, 8, 1, 4, 10, 3):  # moves days apart, a sweep a day in between
        for _ in range(days):
            t.tick(24)
        t.move(t.waited()[0])
    for address in (TOM, PETR, ALICE, JANA):
        if t.record().status == "running":
            t.service.resign(t.game.id, address)
    t.deliver("resigned")
    assert t.record().status == "finished"
    assert [t.to(t.tick(24 * 8)) for _ in range(2)] == [{}, {}]  # an ended game is quiet
    for address in (JANA, TOM, PETR, ALICE):
        inbox = [m for m in t.outbox.sent if _to(m) == address]
        dates = [m["Date"].datetime for m in inbox]
        for before, mail, at in zip(dates, inbox[1:], dates[1:], strict=False):
            gap = at - before
            assert gap <= timedelta(days=8)  # a week, and the day's sweep
            if str(mail["Subject"]).startswith("Tvůj týden"):
                assert gap >= timedelta(days=7)  # none to who had a mail within the week


def test_the_game_over_mail_tells_an_absent_reader_what_happened_since_their_last_mail(
        tmp_path):
    options = {"lang": "cs", "max_rounds": 4, "deadline_hours": 24, "missed_turn": "autoplay",
               "reminder_hours": []}
    t = _Table("westernpoly", QUARTET[:3], options, tmp_path)
    try:
        while t.record().status == "running":  # Tomáš never answers: the bot plays for him
            waited = t.waited()
            t.tick(25) if waited == [TOM] else t.move(waited[0])
        over = {a: text_of(m) for a, m in ((_to(m), m) for m in t.outbox.sent)
                if str(m["Subject"]).startswith("Konec hry")}
        assert set(over) == {JANA, TOM, PETR, t.record().organizer}  # who does not play
        del over[t.record().organizer]  # (the organizer's tells the result, no story)

        def told(text: str) -> int:  # events the mail lists or counts
            if "Co se mezitím stalo:" not in text:  # (its one line was the move read back)
                return 0
            story = text.split("Co se mezitím stalo:", 1)[1].split("\n\n", 1)[0]
            left = _EARLIER.search(story) or re.search(r"vynechán\w* (\d+)", story)
            many = EVENTS_COUNTED + 1 if "dřívější tahy" in story else 0  # counted no more
            return story.count("\n  - ") + (int(left.group(1)) if left else many)

        # Jana and Petr were mailed at the last writes; Tomáš last heard when he went
        # absent, and his end tells him everything since, not only the last write (his turns
        # may also all have run by themselves: then news of his own, jail or a debt, was his
        # last mail, issue 42, and his end tells at least what theirs do)
        news = [m for m in t.outbox.sent if _to(m) == TOM
                and str(m["Subject"]).startswith("Stav hry")]
        if news:
            assert told(over[TOM]) >= max(told(over[JANA]), told(over[PETR]))
        else:
            assert told(over[TOM]) > max(told(over[JANA]), told(over[PETR]))
        for number, form in _EARLIER.findall("\n".join(over.values())):
            n = int(number)
            assert form == ("dřívější událost" if n == 1 else "dřívější události"
                            if 2 <= n <= 4 else "dřívějších událostí")
        assert all(len(text.splitlines()) <= 45 for text in over.values())
    finally:
        t.store.close()
