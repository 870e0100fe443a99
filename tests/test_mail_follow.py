"""A game a player can follow from the inbox (issue 29): whole games by mail, checked from the
mails alone: one mail per person per write, the mailbox in the game's order, one game-over
mail and last, trade offers that live until answered by their written words, mails addressed
to their reader, results explained, and short mails."""

from __future__ import annotations

import re
import statistics
from collections import Counter

import pytest

from bench.mail_follow import Followed, follow, main_kind, text_of
from functions.service import PlayerSpec

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


def _to(mail) -> str:
    return mail["To"].addresses[0].addr_spec


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
        text = text_of(mail).split("máš nabídku obchodu", 1)[1]  # the offer, not the news
        # the newest offer listed (an older one may be listed as made, then lapsed)
        for number in re.findall(r"^  - .* ti nabízí obchod #(\d+)", text, re.M)[-1:]:
            assert f"PŘIJÍMÁM {number}, nebo ODMÍTÁM {number}" in text
            assert "dokud neukončíš svůj příští tah" in text
    answers = [a for a in westernpoly.answers if a.startswith(("PŘIJÍMÁM", "ODMÍTÁM"))]
    assert answers  # the human answered by the words the mail gave, and none was refused
    # an offer mail is no menu: a bare number there would buy a card instead
    for mail in westernpoly.mails:
        if str(mail["Subject"]).endswith("ti nabízí obchod — WesternPoly"):
            assert "stačí odpovědět číslem" not in text_of(mail)


def test_trade_mails_speak_to_their_reader(westernpoly):
    for address, name in ((ANN, "Anna Nováková"), (BOB, "Bohumil Král")):
        for mail in westernpoly.inbox(address):
            text = text_of(mail)
            assert f"{name} ti nabízí" not in text and f"{name} nabízí" not in text
            assert not str(mail["Subject"]).startswith(f"{name} ")
    # the actor's own offer in the second person: its line of what happened, or its
    # read-back (which the line would only repeat)
    assert any("Nabízíš obchod" in text_of(m) or "Přečteno jako: nabídka" in text_of(m)
               for m in westernpoly.inbox(ANN))


def test_the_westernpoly_result_is_explained(westernpoly):
    (over,) = [m for m in westernpoly.inbox(ANN) if str(m["Subject"]).startswith("Konec hry")]
    text = text_of(over)
    winner = westernpoly.view.game.result["winners"][0]
    assert f"vítězí {winner}" in str(over["Subject"])
    assert "po 30 kolech, jak určuje limit kol" in text
    assert re.search(r"Anna Nováková: \d{1,3}(\xa0\d{3})*\xa0\$ \(hotovost [\d\xa0]+\$, karty",
                     text)
    assert "Kdo chce, může si kostky ověřit" in text and "hashlib" not in text
    assert "PŘIJÍMÁM" not in text and "ODMÍTÁM" not in text  # the end asks for nothing


def test_1926_mails_never_mention_dice_and_the_standings_match_the_recount(game1926):
    assert not [m for m in game1926.mails if re.search(r"kostk|dice", text_of(m), re.I)]
    (over,) = [m for m in game1926.inbox(ANN) if str(m["Subject"]).startswith("Konec hry")]
    winner = game1926.view.game.result["winners"][0]
    assert f"1. {winner}: " in text_of(over)
