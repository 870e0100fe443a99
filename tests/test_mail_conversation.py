"""The mail conversation, part 2 (issue 42), played whole by mail and checked per person and
per write: a four-player Czech WesternPoly game where offers cross turns in both directions
(an offer to a player whose fresh turn mail is still unanswered, an offer sent from an
answered turn mail after others moved), a player who falls into debt and sells by the menu,
and a player absent for ten turns who comes back; a 1926 and a Goofspiel game, the organizer
playing in the Goofspiel one."""

from __future__ import annotations

import re
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from datetime import timedelta
from email.message import EmailMessage
from pathlib import Path

import pytest

from bench.mail_follow import text_of
from bench.mail_games import ORGANIZER, SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to
from functions.mail import tokens
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

JANA, TOM, PETR, ALICE = ("jana@example.org", "tom@example.org", "petr@example.org",
                          "alice@example.org")
PEOPLE = [PlayerSpec("Jana Malá", JANA, "cs"), PlayerSpec("Tomáš Hala", TOM, "cs"),
          PlayerSpec("Petr Dvořák", PETR, "cs"), PlayerSpec("Alice Nová", ALICE, "cs")]
TIMING = {"deadline_hours": 24, "missed_turn": "autoplay", "reminder_hours": []}
REFUSALS = ("už byl odehraný", "nebyl přijat", "Nepřijato", "hra se změnila", "nešlo přijmout", "nešlo provést")
_ANSWER = re.compile(r"PŘIJÍMÁM (\d+)")


@dataclass
class Write:
    """One write (a mail read, a sweep) and the mails it sent."""

    cause: str
    mails: list[EmailMessage]
    outcome: str = ""

    def to(self, address: str) -> list[EmailMessage]:
        return [m for m in self.mails if _to(m) == address]


@dataclass
class Conversation:
    """A game by mail, write by write."""

    service: GameService
    postman: Postman
    outbox: Outbox
    clock: Clock
    game_id: str = ""
    writes: list[Write] = field(default_factory=list)
    number: int = 0

    def deliver(self, cause: str, outcome: str = "") -> Write:
        before = len(self.outbox.sent)
        self.postman.deliver_pending()
        write = Write(cause, self.outbox.sent[before:], outcome)
        self.writes.append(write)
        return write

    def newest(self, address: str) -> EmailMessage:
        return [m for m in self.outbox.sent if _to(m) == address][-1]

    def reply(self, address: str, body: str, to: EmailMessage | None = None) -> Write:
        self.number += 1
        outcome = incoming.handle(_reply(to or self.newest(address), body, self.number),
                                  service=self.service, secret=SECRET, settings=SETTINGS)
        self.clock.moment += timedelta(minutes=1)
        return self.deliver(f"{address}: {body!r}", str(outcome))

    def tick(self, hours: float) -> Write:
        self.clock.moment += timedelta(hours=hours)
        self.service.tick()
        return self.deliver(f"tick +{hours} h")

    def record(self):
        return self.service.record(self.game_id)

    def first(self, address: str) -> str:
        view = self.service.view(self.game_id)
        seat = view.game.seat_of(address)
        if view.rules.choices(view.state, seat.player):  # the menu's first number
            numbers = view.rules.menu_numbers(view.state, seat.player)
            return str(numbers[0] if numbers else 1)
        moves = [m for m in view.rules.legal_moves(view.state, seat.player)
                 if m.text != "resign"]
        return moves[0].text

    def inbox(self, address: str) -> list[EmailMessage]:
        return [m for w in self.writes for m in w.to(address)]


def _open(rules_id: str, people, organizer: str, options: dict, tmp: str) -> Conversation:
    store = SqliteStore(Path(tmp) / "pbm.sqlite3")
    clock, outbox = Clock(), Outbox()
    service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
    postman = Postman(store, outbox, SETTINGS, SECRET, clock)
    talk = Conversation(service, postman, outbox, clock)
    talk.store = store
    talk.game_id = service.create(rules_id, people, organizer, options=options,
                                  start=True).id
    talk.deliver("start")
    return talk


def _setup(mail: EmailMessage) -> bool:
    """Whether a mail is the organizer's set-up mail (its Message-ID names its kind)."""
    return ".game_created." in str(mail["Message-ID"])


def _seat_of(talk: Conversation, address: str):
    return talk.record().seat_of(address)


def _turns(talk: Conversation, address: str) -> int:
    player = _seat_of(talk, address).player
    return sum(e.text == "roll" and e.player == player for e in talk.service.view(talk.game_id).log)


def _cash(talk: Conversation, address: str) -> int:
    view = talk.service.view(talk.game_id)
    return view.state.cash[view.state.players.index(view.game.seat_of(address).name)]


def _gives_all(talk: Conversation, marks: dict[str, int]) -> bool:
    """Petr, who owns cards, gives Jana all his cash while she is to move (she accepts it by
    its written words) until rent he cannot pay puts him in debt; False when he has no cash
    or cards to play this with (Jana then plays her turn)."""
    view = talk.service.view(talk.game_id)
    petr = view.state.players.index(view.game.seat_of(PETR).name)
    cash = _cash(talk, PETR)
    if cash < 500 or view.state.owner.count(petr) < 2 or marks.get("gifts", 0) >= 6:
        return False
    marks["gifts"] = marks.get("gifts", 0) + 1
    talk.reply(PETR, f"nabídka Jana Malá dávám {cash} $ dostanu nic")
    number = _ANSWER.findall(text_of(talk.newest(JANA)))[-1]
    talk.reply(JANA, f"přijímám {number}")
    marks.setdefault("petr_gave", len(talk.writes) - 1)
    return True


@dataclass
class Played:
    talk: Conversation
    marks: dict[str, int]  # named moments: the index of the write


@pytest.fixture(scope="module")
def westernpoly():
    with tempfile.TemporaryDirectory() as tmp:
        talk = _open("westernpoly", PEOPLE, ORGANIZER,
                     {"lang": "cs", "max_rounds": 60, **TIMING}, tmp)
        marks: dict[str, int] = {}
        back = None  # Alice writes once she was absent for ten of her turns
        for _ in range(2_000):
            record = talk.record()
            if record.status != "running":
                break
            seat = record.seat(record.to_move)
            alice = record.seat_of(ALICE).seat
            if back is None and record.absent(alice):
                marks.setdefault("alice_turns_when_absent", _turns(talk, ALICE))
                if _turns(talk, ALICE) - marks["alice_turns_when_absent"] >= 10:
                    marks["alice_quiet_until"] = len(talk.writes)
                    back = talk.reply(ALICE, "ZPĚT", to=talk.inbox(ALICE)[-1])
                    marks["alice_back"] = len(talk.writes) - 1
                    continue
            if seat.email == JANA and "crossed" not in marks and record.version > 3:
                # Tom offers Jana while her fresh turn mail is unanswered, from his old mail
                turn = talk.newest(JANA)
                talk.reply(TOM, "nabídka Jana Malá dávám 100 $ dostanu nic",
                           to=talk.inbox(TOM)[0])
                marks["tom_offered"] = len(talk.writes) - 1
                talk.reply(JANA, "1", to=turn)  # her turn mail, answered after the offer
                marks["crossed"] = len(talk.writes) - 1
                continue
            if seat.email == PETR and "crossed" in marks and "jana_offered" not in marks:
                # Jana's offer to Petr, sent from her answered turn mail after others moved
                talk.reply(JANA, "nabídka Petr Dvořák dávám 200 $ dostanu nic",
                           to=talk.writes[marks["crossed"]].to(JANA)[-1]
                           if talk.writes[marks["crossed"]].to(JANA) else talk.newest(JANA))
                marks["jana_offered"] = len(talk.writes) - 1
            if seat.email == JANA and "petr_answered" in marks and "petr_in_debt" not in marks \
                    and _gives_all(talk, marks):
                continue
            if seat.email == PETR and "petr_in_debt" not in marks and \
                    str(talk.newest(PETR)["Subject"]).startswith("Dlužíš"):
                # Petr, broke, owes rent: he sells by the debt mail's menu, answering "1"
                marks["petr_in_debt"] = len(talk.writes) - 1
                talk.reply(PETR, "1")
                marks["petr_sold"] = len(talk.writes) - 1
                continue
            if seat.email == ALICE and back is None:  # she does not answer: the deadline
                talk.tick(25)
                continue
            if seat.email == ALICE:
                talk.reply(ALICE, talk.first(ALICE))
                continue
            answer = _ANSWER.search(text_of(talk.newest(seat.email)))
            if answer and seat.email == PETR and "petr_answered" not in marks:
                talk.reply(PETR, f"odmítám {answer.group(1)}")
                marks["petr_answered"] = len(talk.writes) - 1
                continue
            talk.reply(seat.email, talk.first(seat.email))
        else:
            raise RuntimeError("the game did not end")
        talk.tick(48)
        yield Played(talk, marks)
        talk.store.close()


PLAYERS_4 = (JANA, TOM, PETR, ALICE)


def test_the_westernpoly_game_ended_by_mail_with_every_moment_played(westernpoly):
    talk, marks = westernpoly.talk, westernpoly.marks
    assert talk.record().status == "finished"
    assert {"tom_offered", "crossed", "jana_offered", "petr_answered", "petr_in_debt",
            "petr_sold", "alice_back"} <= set(marks)


def test_one_mail_per_person_per_write(westernpoly):
    for write in westernpoly.talk.writes:
        counts = Counter(_to(m) for m in write.mails)
        assert max(counts.values(), default=0) <= 1, (write.cause, counts)


def test_no_reply_was_refused_or_stale(westernpoly):
    for write in westernpoly.talk.writes:
        assert "refused" not in write.outcome and "old" not in write.outcome, write.cause
        for mail in write.mails:
            assert not any(word in text_of(mail) for word in REFUSALS), (write.cause,
                                                                         text_of(mail))


def test_offers_cross_turns_in_both_directions(westernpoly):
    talk, marks = westernpoly.talk, westernpoly.marks
    offered = talk.writes[marks["tom_offered"]]
    # Tom's offer: Jana hears of it (its number and how to answer), Tom's read-back waits
    assert [_to(m) for m in offered.mails] == [JANA]
    assert re.search(r"PŘIJÍMÁM \d+, nebo ODMÍTÁM \d+", text_of(offered.mails[0]))
    crossed = talk.writes[marks["crossed"]]
    assert crossed.outcome.startswith("played"), crossed.outcome
    jana = talk.service.view(talk.game_id).game.seat_of(JANA).player
    log = talk.service.view(talk.game_id).log
    assert any(e.player == jana and e.text.startswith("offer Petr") for e in log)
    assert talk.writes[marks["jana_offered"]].outcome.startswith("played")
    # Petr's answer, by its written words, to the offer his turn mail named
    assert talk.writes[marks["petr_answered"]].outcome.startswith("played")


def test_an_absent_player_gets_one_mail_then_peace_then_comes_back(westernpoly):
    talk, marks = westernpoly.talk, westernpoly.marks
    alice = talk.inbox(ALICE)
    notice = [m for m in alice if "dokud se neozveš" in str(m["Subject"])]
    assert len(notice) == 1
    quiet = [m for w in talk.writes[:marks["alice_quiet_until"]] for m in w.to(ALICE)
             if alice.index(m) > alice.index(notice[0])]
    assert quiet == []  # ten of her turns played by the bot, and not a mail
    back = talk.writes[marks["alice_back"]]
    assert [_to(m) for m in back.mails] == [ALICE]
    assert "vítej zpátky" in text_of(back.mails[0])  # lower case after "Ahoj Alice,"
    # a welcome back is a mail of the game: its subject says so, with the board and who moves
    assert str(back.mails[0]["Subject"]) == "Jsi zpátky ve hře — WesternPoly"
    assert "Takhle teď vypadá hra" in text_of(back.mails[0])
    # whom the game waits for, in the welcome itself (not every game's board says it)
    assert re.search(r"vítej zpátky! .*(Hra teď čeká na (?!:)|Teď jsi na tahu ty)",
                     text_of(back.mails[0]))
    after = [m for w in talk.writes[marks["alice_back"] + 1:] for m in w.to(ALICE)]
    assert any(str(m["Subject"]).startswith("Jsi na tahu") for m in after)


def test_a_player_in_debt_sells_by_the_menu_and_the_game_goes_on(westernpoly):
    talk, marks = westernpoly.talk, westernpoly.marks
    (debt,) = talk.writes[marks["petr_in_debt"]].to(PETR)  # one mail, to the debtor alone
    text = text_of(debt)
    # whom, how much and what for (issue 42: "za nájem na poli …")
    owed = re.match(r"Dlužíš ([\d\s]+?) \$ (\w+ \w+|bance) (za [^—]+) — ", str(debt["Subject"]))
    assert owed, debt["Subject"]
    assert (f"Dlužíš {owed.group(1)} $ {owed.group(2)} {owed.group(3)}. Máš 0 $, chybí ti "
            f"{owed.group(1)} $") in text
    sale = re.search(r"^  1\. prodat (.+) za ([\d\s]+?) \$$", text, re.M)
    assert sale, text
    sold = talk.writes[marks["petr_sold"]]
    assert sold.outcome.startswith(f"played: prodat {sale.group(1)} za"), sold.outcome
    assert PETR not in [_to(m) for m in sold.mails]  # the debt is paid: no further mail to him
    petr = talk.service.view(talk.game_id).game.seat_of(PETR).player
    log = talk.service.view(talk.game_id).log
    assert any(e.player == petr and e.text.startswith("sell") for e in log)
    assert talk.record().result["details"]["bankrupt"] == []


# The Czech a Czech reader expects: who gets what, by name in the case the sentence needs
_VOCATIVE = {JANA: "Jano", TOM: "Tomáši", PETR: "Petře", ALICE: "Alice"}
_NAMES = ("Jana Malá", "Tomáš Hala", "Petr Dvořák", "Alice Nová")
_SUBJECTS = ("Jsi na tahu: ", "Hra začala", "Tah přijat", "Dlužíš ", "Robot za tebe hraje",
             "Máš novinky: ", "Jsi ve VĚZENÍ",  # the reader's own jail leads (conv42)
             "Tvůj týden", "Tvoje nastavení", "Jsi zpátky ve hře", "Konec hry: ") + tuple(
    f"{name} {verb} obchod" for name in _NAMES for verb in (  # the past, in the name's gender
        "ti nabídl", "ti nabídla", "přijal", "přijala", "odmítl", "odmítla"))


def test_every_mail_is_in_natural_czech_and_its_subject_says_what_it_is(westernpoly):
    talk = westernpoly.talk
    for address in PLAYERS_4:
        for mail in talk.inbox(address):
            text, subject = text_of(mail), str(mail["Subject"])
            assert subject.startswith(_SUBJECTS), subject
            assert text.startswith(f"Ahoj {_VOCATIVE[address]},\n"), text[:40]
            for name in _NAMES:  # never the nominative after a noun that needs a case
                assert not re.search(rf"(hráči|hráče|hráčem|dluží|platí) {name}", text), name
            words = re.sub(r"https?://\S+", "", text)  # the links' paths are no text
            # a Czech mail quotes its examples in Czech only (no „end the turn“ beside them)
            assert not re.search(r"\(s\)|\bturns?\b|\bround\b", words), words
            assert "Kolo 61" not in text and "kolo 61" not in subject


def test_each_person_gets_what_they_need_and_no_more(westernpoly):
    talk = westernpoly.talk
    for address in PLAYERS_4:
        inbox = talk.inbox(address)
        turns = sum(str(m["Subject"]).startswith(("Jsi na tahu", "Dlužíš")) for m in inbox)
        news = len(inbox) - turns
        # a turn mail only for a turn that asked; besides them: the start, the end, the trades
        # made to or answered for them, a read-back or two, the absence notice and the return
        assert turns <= _turns(talk, address), address
        assert news <= 7, (address, [str(m["Subject"]) for m in inbox])
    # Alice, absent for ten of her turns, got fewer than half of what Jana, who played, got
    alice = talk.inbox(ALICE)
    assert len(alice) <= len(talk.inbox(JANA)) // 2


def test_each_player_gets_one_game_over_mail_and_it_comes_last(westernpoly):
    talk = westernpoly.talk
    for address in PLAYERS_4:
        inbox = talk.inbox(address)
        over = [m for m in inbox if str(m["Subject"]).startswith("Konec hry")]
        assert len(over) == 1 and inbox[-1] is over[0], address


def test_every_mail_that_tells_of_an_open_offer_says_how_to_answer(westernpoly):
    talk = westernpoly.talk
    for address in PLAYERS_4:
        for mail in talk.inbox(address):
            text = text_of(mail)
            # another's offer told done: "Tomáš Hala ti nabídl obchod #2"
            for number in re.findall(r"ti nabídla? obchod #(\d+)", text):
                if f"#{number} propadla" in text or "Konec hry" in str(mail["Subject"]):
                    continue
                assert f"PŘIJÍMÁM {number}" in text, text
            assert not re.search(r"máš nabídku obchodu:\n\s*\n", text)


# ---- 1926 and Goofspiel ------------------------------------------------------------------------

@pytest.fixture(scope="module", params=["1926", "goofspiel"])
def simple(request):
    rules_id = request.param
    options = {"lang": "cs", **TIMING} if rules_id == "1926" else TIMING
    people = PEOPLE[:3]
    organizer = JANA if rules_id == "goofspiel" else ORGANIZER  # the organizer plays
    with tempfile.TemporaryDirectory() as tmp:
        talk = _open(rules_id, people, organizer, options, tmp)
        for _ in range(2_000):
            record = talk.record()
            if record.status != "running":
                break
            for seat_id in record.waited:
                seat = record.seat(seat_id)
                mail = [m for m in talk.inbox(seat.email) if not _setup(m)][-1]
                write = talk.reply(seat.email, talk.first(seat.email), to=mail)
                assert not write.outcome.startswith("refused"), write.outcome
        talk.tick(48)
        yield rules_id, talk
        talk.store.close()


def test_simple_games_end_with_one_mail_per_person_per_write_and_no_refusal(simple):
    rules_id, talk = simple
    assert talk.record().status == "finished"
    for write in talk.writes:
        # the organizer's set-up mail is theirs as organizer (it leaves first, see below)
        counts = Counter(_to(m) for m in write.mails if _to(m) != ORGANIZER and not _setup(m))
        assert max(counts.values(), default=0) <= 1, (write.cause, counts)
        assert "refused" not in write.outcome, write.cause
    for address in (JANA, TOM, PETR):
        inbox = [m for m in talk.inbox(address) if not _setup(m)]
        assert str(inbox[-1]["Subject"]).startswith("Konec hry")
        assert sum(str(m["Subject"]).startswith("Konec hry") for m in inbox) == 1


def test_the_set_up_news_is_one_mail_with_the_turn_when_its_organizer_plays(simple):
    rules_id, talk = simple
    organizer = talk.record().organizer
    (first,) = talk.writes[0].to(organizer)  # one write, one mail to a person
    playing = talk.record().seat_of(organizer) is not None
    assert playing == (rules_id == "goofspiel")  # Jana organizes the Goofspiel game she plays
    # the playing organizer's set-up news rides in their first mail as a player
    assert _setup(first) != playing
    assert (tokens.token_of_address(str(first["Reply-To"])) is not None) == playing


def test_simple_games_send_one_mail_per_own_move_in_the_readers_words(simple):
    rules_id, talk = simple
    log = talk.service.view(talk.game_id).log
    for address in (JANA, TOM, PETR):
        player = _seat_of(talk, address).player
        moves = sum(e.player == player for e in log)
        inbox = [m for m in talk.inbox(address) if not _setup(m)]
        subjects = [str(m["Subject"]) for m in inbox]
        turns = [s for s in subjects if s.startswith(("Jsi na tahu", "Your move"))]
        # a turn mail per own move at most; besides them the start and the end, nothing else
        assert len(turns) <= moves and len(subjects) - len(turns) <= 2, (address, subjects)
        for mail in inbox:
            text = text_of(mail)
            assert not re.search(r"nebyl přijat|už byl odehraný|was not played", text)
            if rules_id == "1926":  # a Czech table: greeted by the first name, in the vocative
                assert text.startswith(f"Ahoj {_VOCATIVE[address]},\n"), text[:40]
