"""Rendered mails: golden text and HTML of both games, escaping, languages, tokens, strictness.

Golden files live in tests/golden/render/; after an intended change, rewrite them with
`PBM_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_render_letters.py` and review the diff.
"""

from __future__ import annotations

import dataclasses
import os
import random
import re
from pathlib import Path
from typing import Any

import jinja2
import markupsafe
import pytest

import rules
from functions.mail.html_text import html_to_text
from functions.mail.tokens import reply_address, sign_reply, tokens_in_text
from functions.render import KINDS, UnknownKind, games, render
from functions.render.catalogue import say
from functions.render.letters import TEMPLATE_DIR, template_of
from functions.service.records.game import GameRecord
from functions.service.records.notifications import Notification
from functions.service.records.seats import Seat
from functions.service.records.timing import Timing
from rules import CHANCE

GOLDEN = Path(__file__).parent / "golden" / "render"
UPDATE = os.environ.get("PBM_UPDATE_GOLDEN") == "1"
SECRET = b"render-test-secret"
GMAIL_CLIP_BYTES = 102_000  # Gmail hides the rest of a bigger HTML body behind "[Message clipped]"


def _record(game_id: str, names: list[str], lang: str, title: str = "Jaro 1926") -> GameRecord:
    seats = tuple(
        Seat(f"p{i}", name, f"p{i}@example.org", lang="cs", status="joined", player=name)
        for i, name in enumerate(names, start=1)
    )
    return GameRecord(
        id="g7", rules=game_id, title=title, options={"lang": lang}, seats=seats,
        organizer="p1@example.org", public=False, timing=Timing(deadline_hours=48),
        seating="given", seed="5eed" * 8, seed_commitment="c0ffee" * 10 + "abcd",
        created_at="2025-03-01T10:00:00+00:00", status="running", version=12,
        order=tuple(names), to_move="p1", deadline="2025-03-03T10:00:00+00:00",
    )  # fmt: skip


def _played(game_id: str, names: list[str], lang: str, steps: int, seed: int = 7):
    """A position after `steps` moves of a seeded random policy that buys and never resigns,
    then any pending chance steps; returns the rules, the state and the last step's events."""
    game = rules.get(game_id)
    state = game.new_game(names, {"lang": lang})
    chooser = random.Random(seed)
    events: list[dict[str, Any]] = []
    for step in range(steps):
        player = game.to_move(state)
        if player is None:
            break
        moves = [m for m in game.legal_moves(state, player) if m.text != "resign"]
        preferred = [m for m in moves if m.text in ("buy", "roll")] if player != CHANCE else []
        state = game.apply(state, player, (preferred or [chooser.choice(moves)])[0])
        events += [e.to_dict() | {"seq": step} for e in state.events]
        if player != CHANCE and game.to_move(state) not in (player, CHANCE):
            events = []  # keep what happened since the last player's move
    while game.to_move(state) == CHANCE:
        state = game.apply(state, CHANCE, game.legal_moves(state, CHANCE)[0])
        events += [e.to_dict() for e in state.events]
    return game, state, events


def _letter(kind: str, record: GameRecord, game, state, *, lang: str, to: str | None = None,
            web_url: str | None = None, waiting: str | None = None, **payload: Any):
    """The mail of that kind to seat `to` (default: the seat to move, else p1), the game
    waiting for seat `waiting` (default: `to`)."""
    seat = to or (record.seat_for(game.to_move(state)).seat if state is not None
                    and game.to_move(state) not in (None, CHANCE) else "p1")
    record = dataclasses.replace(record, to_move=waiting or seat)
    notification = Notification(
        id=f"{record.id}:{record.version}:{kind}:{seat}", game_id=record.id,
        version=record.version, kind=kind, seat=seat, email=record.seat(seat).email, lang=lang,
        created_at="2025-03-01T10:00:00+00:00", payload={"game_id": record.id, **payload})
    token = sign_reply(SECRET, record.id, seat, record.version)
    address = reply_address(token, "play", "pbm.example.org")
    letter = render(notification, record, game, state, reply_address=address, web_url=web_url)
    return letter, token


NAMES = ["Ann", "Bob", "Cyril"]


def _cases(NAMES: list[str] = NAMES) -> dict[str, tuple]:  # noqa: N803 (the module's names)
    """name -> (letter, token) of every golden case (with other players' names: the same
    mails for them)."""
    cases = {}
    for lang in ("cs", "en"):
        game, state, events = _played("1926", NAMES, "cs", 11)
        record = _record("1926", NAMES, "cs")
        cases[f"1926_your_turn_{lang}"] = _letter(
            "your_turn", record, game, state, lang=lang, events=events,
            deadline=record.deadline, web_url="https://pbm.example.org/play/g7/p1")
        game, state, events = _played("westernpoly", NAMES, "en", 60)
        record = _record("westernpoly", NAMES, "en", title="Dodge City")
        cases[f"westernpoly_your_turn_{lang}"] = _letter(
            "your_turn", record, game, state, lang=lang, events=events, deadline=None)
    game, state, events = _played("1926", NAMES, "en", 5)
    record = _record("1926", NAMES, "en")
    # a read-back on its own: the game waits for another player (issue 42: it says whom)
    cases["1926_move_read_back_en"] = _letter("move_read_back", record, game, state, lang="en",
                                              to="p2", waiting="p3", text="large Praha",
                                              events=events)
    cases["1926_refused_cs"] = _letter(
        "refused", record, game, state, lang="cs", code="illegal_move", text="velká Praha",
        message="Nemáš už žádnou velkou pyramidku.")
    cases["1926_invitation_cs"] = _letter("invitation", dataclasses.replace(
        record, status="waiting"), game, None, lang="cs", to="p3", organizer="p1@example.org")
    game, state, events = _played("1926", NAMES, "en", 40)
    result = game.result(state)
    assert result is not None
    cases["1926_game_over_en"] = _letter(
        "game_over", dataclasses.replace(record, status="finished"), game, state, lang="en",
        to="p1", result=result.to_dict(), seed=record.seed, events=events)
    game, state, events = _played("westernpoly", NAMES, "en", 3)
    jailed = state._replace(jailed=(False, False, True), pos=state.pos[:2] + (10,),
                            kept=("stestena-02", "", ""))
    drawn = [{"kind": "card", "text": "", "data": {"player": NAMES[2], "card": "stestena-05"}},
             {"kind": "jailed", "text": "", "data": {"player": NAMES[2]}}]
    cases["westernpoly_jail_en"] = _letter(
        "your_turn", _record("westernpoly", NAMES, "en", title="Dodge City"), game, jailed,
        lang="en", to="p1", events=events + drawn, deadline=None)
    game, state, _ = _played("westernpoly", NAMES, "cs", 3)
    cases["westernpoly_help_cs"] = _letter("help", _record("westernpoly", NAMES, "cs"), game,
                                           state, lang="cs")
    return cases


CASES = _cases()


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("part", ["txt", "html"])
def test_rendered_mail_matches_its_golden_file(name, part):
    letter, _ = CASES[name]
    body = f"Subject: {letter.subject}\n\n{letter.text}" if part == "txt" else letter.html
    path = GOLDEN / f"{name}.{part}"
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(body, encoding="utf-8")
    assert path.exists(), f"no golden file {path}: run with PBM_UPDATE_GOLDEN=1"
    assert body == path.read_text(encoding="utf-8"), f"{path} differs (PBM_UPDATE_GOLDEN=1)"


@pytest.mark.parametrize("name", sorted(CASES))
def test_html_is_inlined_self_contained_and_small_enough_for_gmail(name):
    html = CASES[name][0].html
    assert "<style" not in html
    assert 'style="' in html
    assert "<script" not in html
    links = re.findall(r"""\b(?:src|href)=["']([^"']*)""", html)
    assert all(link.startswith("https://pbm.example.org/") for link in links), links
    assert len(html.encode()) < GMAIL_CLIP_BYTES


@pytest.mark.parametrize("name", sorted(CASES))
def test_both_parts_carry_the_reply_token_where_the_inbound_side_finds_it(name):
    letter, token = CASES[name]
    assert tokens_in_text(letter.text) == [token]
    assert tokens_in_text(html_to_text(letter.html)) == [token]


def test_turn_mail_subject_and_words_follow_the_readers_language():
    cs, en = CASES["1926_your_turn_cs"][0], CASES["1926_your_turn_en"][0]
    assert re.fullmatch(r"Jsi na tahu: Jaro 1926, tah \d+", cs.subject)
    assert re.fullmatch(r"Your move: Jaro 1926, move \d+", en.subject)
    assert "Tvoje možnosti" in cs.text and "Your options" in en.text
    # 10:00 UTC, read in the game's zone (Prague, winter time) with the zone's name
    assert "velká" in cs.text and "Termín tahu: 3. 3. 2025 (pondělí), 11:00 SEČ" in cs.text
    assert "Deadline for your move: Mon 3 Mar 2025, 11:00 CET" in en.text
    assert "https://pbm.example.org/play/g7/p1" in en.text


def test_turn_mail_holds_the_board_the_menu_and_what_happened():
    game, state, events = _played("1926", NAMES, "en", 11)
    letter = CASES["1926_your_turn_en"][0]
    from rules.game1926.board import summary_text  # the board in short: a line a region

    # the board in short, without "To move: <the reader>": the mail says it is their move
    assert summary_text(state, "en", reader=game.to_move(state)) in letter.text
    assert summary_text(state, "en") not in letter.text
    assert re.search(r"^Praha \(17\): .*★", letter.text, re.M)  # its leader marked
    player = game.to_move(state)
    moves = game.legal_moves(state, player)
    # the menu is a line a region or two, the option's number before its size
    last = moves[-1]
    assert re.search(rf"Kladsko: (\d+\. \w+, )*{len(moves)}\. {last.size}$", letter.text, re.M)
    assert all(event["text"] in letter.text for event in events)
    assert "HELP" in letter.text and "RESIGN" in letter.text
    for region in game.view(state, player)["regions"]:
        assert region["name"] in letter.html


def test_westernpoly_events_are_retold_in_the_readers_language():
    cs = CASES["westernpoly_your_turn_cs"][0].text
    en = CASES["westernpoly_your_turn_en"][0].text
    assert "Házíš " in cs and " threw " in en
    # the mail goes to Ann: her own events say "you", not her name
    assert "Házíš 3 a dojíždíš na pole" in cs and "Ty " not in cs and "Ann hází" not in cs
    assert "You threw 3 and reached" in en and "Ann threw" not in en


def test_names_and_values_are_escaped_in_html_and_plain_in_text():
    names = ["<script>alert(1)</script>", "Bob & Co", 'Cy"ril']
    game, state, events = _played("1926", names, "en", 4)
    record = _record("1926", names, "en", title="<b>bold</b> game")
    letter, _ = _letter("your_turn", record, game, state, lang="en", events=events,
                        deadline=None, web_url='https://pbm.example.org/p?a=1&b="2"')
    assert "<script" not in letter.html and "<b>bold" not in letter.html
    # (a name's word longer than a real one may break anywhere: it is wrapped in a span)
    assert ('<span style="word-break:break-all">&lt;script&gt;alert(1)&lt;/script&gt;</span>'
            in letter.html)
    assert "&lt;b&gt;bold&lt;/b&gt; game" in letter.html
    assert "Bob &amp; Co" in letter.html
    # A quote is harmless in text, but must not end an attribute: the link stays one value.
    assert 'href="https://pbm.example.org/p?a=1&amp;b=&quot;2&quot;"' in letter.html
    assert "<script>alert(1)</script>" in letter.text and "<b>bold</b> game" in letter.subject


def test_an_unknown_kind_is_refused_by_name():
    game, state, _ = _played("1926", NAMES, "en", 2)
    with pytest.raises(UnknownKind, match="'telegram'"):
        _letter("telegram", _record("1926", NAMES, "en"), game, state, lang="en")


def test_a_missing_value_stops_the_render_instead_of_mailing_a_hole():
    game, state, _ = _played("1926", NAMES, "en", 2)
    with pytest.raises(jinja2.UndefinedError, match="text"):
        _letter("move_read_back", _record("1926", NAMES, "en"), game, state, lang="en")


_PAYLOADS: dict[str, dict[str, Any]] = {
    "move_read_back": {"text": "large Praha"},
    "refused": {"code": "invalid_command", "message": "?", "text": "hello"},
    "invitation": {"organizer": "p1@example.org"},
    "game_over": {"result": None, "seed": "5eed"},
    "game_cancelled": {"seed": "5eed"},
    "seat_declined": {"seat": "p2", "name": "Bob", "email": "p2@example.org"},
    "seat_replaced": {"successor": "Dana"},
    "start_failed": {"reason": "a deck of 3 cards is too small for 3 players"},
    "replacement": {"organizer": "p1@example.org"},
    "player_resigned": {"seat": "p2", "name": "Bob"},
    "player_removed": {"seat": "p2", "name": "Bob"},
    "player_erased": {"seat": "p2", "number": "2"},
    "seat_erased": {"seat": "p2", "number": "2"},
    "move_played": {"name": "Bob", "text": "buy"},
    "sender_mismatch": {"sender": "mallory@example.net"},
    "address_undeliverable": {"email": "p2@example.org", "name": "Bob", "reason": "bounce"},
    "turn_missed": {"action": "autoplay", "played": ["buy"], "missed": 1},
    "deadline_missed": {"name": "Bob", "action": "wait", "missed": 2},
    "settings_changed": {"message": "Done."},
    "mail_failed": {"failed": "your_turn", "email": "p2@example.org", "reason": "KeyError"},
    "lines_skipped": {"message": "Skipped “Jo, jdu do toho!”: not a command"},
    "resign_confirm": {"message": "To confirm, reply with this line: RESIGN ABC123"},
    "joined": {"message": "You are in."},
    "organizer_answer": {"message": "“Game” is waiting for its players."},
    "press_sent": {"message": "To the whole table: “hi all”"},
    "mail_stopped": {"name": "Bob"},
    "press": {"name": "Bob", "press": [{"seq": 1, "from": "Bob", "to": None,
                                        "at": "2025-05-01T12:00:00.000Z", "text": "hi\nall"}]},
    "my_games": {"games": [{"title": "Jaro 1926", "state": "your move"}], "link": None},
    "timing_changed": {"timing": {"deadline_hours": 48, "reminder_hours": [24, 4],
                                  "missed_turn": "autoplay", "weekends": "skip",
                                  "timezone": "Europe/Prague", "away_days": 14}},
    "tournament_round": {"name": "Jaro", "round": 1, "rounds": 3, "final": False,
                         "next_start": "8. 3. 2027", "place": 2, "points": 8.0,
                         "standings": [{"place": 1, "name": "Ann", "points": 8.0, "wins": 0.5,
                                        "games": 1},
                                       {"place": 1, "name": "Bob", "points": 8.0, "wins": 0.5,
                                        "games": 1}]},
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_kind_renders_in_both_languages(kind, lang):
    game, state, events = _played("westernpoly", NAMES, "en", 20)
    letter, token = _letter(kind, _record("westernpoly", NAMES, "en"), game, state, lang=lang,
                            events=events, deadline=None, **_PAYLOADS.get(kind, {}))
    assert "Dodge City" in letter.subject or "Jaro 1926" in letter.subject
    assert not letter.subject.startswith(("[pbm]", "Dodge", "Jaro"))  # the fact comes first
    assert letter.text.startswith("Ahoj " if lang == "cs" else "Hello ")
    assert token in letter.text and token in letter.html


def test_every_kind_has_a_text_and_an_html_template():
    assert {f"{template_of(k)}.{part}" for k in KINDS for part in ("txt", "html")} <= {
        p.name for p in TEMPLATE_DIR.iterdir()
    }


@pytest.mark.parametrize(("kind", "yours", "theirs"), [
    ("player_resigned", {"en": "You have left the game “Jaro 1926”", "cs": "už nehraješ"},
     {"en": "Bob has resigned", "cs": "Bob vzdal hru"}),
    # (the organizer is Ann, who plays: told in her gender)
    ("player_removed", {"en": "The organizer has taken you out",
                        "cs": "organizátorka tě vyřadila"},
     {"en": "has removed Bob", "cs": "organizátorka vyřadila ze hry „Jaro 1926“ Boba"}),
])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_player_who_left_is_told_in_the_second_person_the_others_in_the_third(
        kind, yours, theirs, lang):
    game, state, _ = _played("1926", NAMES, "en", 2)
    record = _record("1926", NAMES, "en")
    own, _ = _letter(kind, record, game, state, lang=lang, to="p2", **_PAYLOADS[kind])
    other, _ = _letter(kind, record, game, state, lang=lang, to="p3", **_PAYLOADS[kind])
    assert yours[lang] in own.text and yours[lang] in own.html
    assert theirs[lang] in other.text and theirs[lang] in other.html
    assert theirs[lang] not in own.text and yours[lang] not in other.text
    assert "Bob" not in own.subject and "Bob" in other.subject


def test_a_turn_mail_tells_who_is_away_by_the_last_day_of_the_absence():
    """Issue 42: "do 5. 3. 00:00" read as a day more than the confirmation's "do 4. 3."; the
    last day is the absent player's (their zone), whoever reads it."""
    game, state, events = _played("1926", NAMES, "cs", 11)
    record = _record("1926", NAMES, "cs")
    bob = dataclasses.replace(record.seat("p2"), away_from="2025-02-28T23:00:00+00:00",
                              away_until="2025-03-04T23:00:00+00:00")
    cyril = dataclasses.replace(record.seat("p3"), timezone="America/New_York",
                                away_from="2025-02-20T23:00:00+00:00",
                                away_until="2025-02-25T23:00:00+00:00")  # over by now
    record = record.with_seat(bob).with_seat(cyril)
    letter, _ = _letter("your_turn", record, game, state, lang="cs", to="p1", events=events,
                        deadline=record.deadline)
    assert "Pryč: Bob do 4. 3. 2025 (úterý)." in letter.text
    assert "Pryč: Bob do 4. 3. 2025 (úterý)." in letter.html
    assert "Cyril do" not in letter.text
    english, _ = _letter("your_turn", record, game, state, lang="en", to="p3", events=events,
                         deadline=record.deadline)
    assert "Away: Bob through Tue 4 Mar 2025." in english.text  # his day, not Cyril's zone's


_MONEY = {"fields": [], "card": False, "money": 100}  # one side of a WesternPoly trade


def _event(kind: str, **data: Any) -> dict[str, Any]:
    return {"kind": kind, "text": f"{kind} happened", "data": data}


# kind -> (payload, English subject, Czech subject); the reader is Ann (p1), the game 1926's
# (a game's own event's mail: that game's, see _game_of).
SUBJECTS: dict[str, tuple[dict[str, Any], str, str]] = {
    "your_turn": ({}, "Your move: Jaro 1926, move 3", "Jsi na tahu: Jaro 1926, tah 3"),
    "board": ({}, "The board: Jaro 1926, move 3", "Stav hry: Jaro 1926, tah 3"),
    "reminder": ({"deadline": "2025-03-04T17:00:00+00:00"},
                 "Reminder: 3 days left for your move in Jaro 1926 (deadline Tue 18:00)",
                 "Připomínka: zbývají 3 dny na tah ve hře Jaro 1926 (termín úterý 18:00)"),
    "move_read_back": ({"text": "large Praha"}, "Move accepted: large Praha — Jaro 1926",
                       "Tah přijat: large Praha — Jaro 1926"),
    "move_played": ({"name": "Bob", "text": "small Brno"}, "Bob: small Brno — Jaro 1926",
                    "Bob: small Brno — Jaro 1926"),
    "trade_offer": ({"events": [_event("trade_offer", player="Bob", to="Ann", offer=3, give=_MONEY, get=_MONEY)]},
                    "Bob offers you a trade — Jaro 1926", "Bob ti nabídl obchod — Jaro 1926"),
    "trade_accepted": ({"events": [_event("trade_accepted", player="Cyril", proposer="Ann", offer=3, give=_MONEY,
                                                get=_MONEY)]},
                       "Cyril accepted the trade — Jaro 1926",
                       "Cyril přijal obchod — Jaro 1926"),
    "bankrupt": ({"events": [_event("bankrupt", player="Cyril")]},
                 "Cyril went bankrupt — Jaro 1926", "Cyril přišel na mizinu — Jaro 1926"),
    "eliminated": ({"events": [_event("eliminated", players=["Bob", "Cyril"])]},
                   "Out of the count: Bob and Cyril — Jaro 1926",
                   "Mimo sčítání: Bob a Cyril — Jaro 1926"),
    "game_over": ({"result": {"winners": ["Bob"], "draw": False, "scores": {"Bob": 1}},
                   "seed": "5eed"},
                  "Game over: Bob wins — Jaro 1926", "Konec hry: vyhrál Bob — Jaro 1926"),
    "invitation": ({"organizer": "p1@example.org"}, "Ann invites you to play — Jaro 1926",
                   "Ann tě zve ke hře — Jaro 1926"),
    "player_resigned": ({"seat": "p2", "name": "Bob"}, "Bob resigned — Jaro 1926",
                        "Bob vzdal hru — Jaro 1926"),
    "turn_missed": ({"action": "autoplay", "played": ["small Brno"], "missed": 1},
                    "The bot played your turn — Jaro 1926", "Za tebe hrál robot — Jaro 1926"),
}


def _game_of(kind: str) -> str:
    """The game whose mail `kind` is: a game's announced event is its own, the rest 1926's."""
    return next((game_id for game_id in rules.games()
                 if (told := rules.get(game_id).event_kinds.get(kind)) and told.announced),
                "1926")


@pytest.mark.parametrize("kind", sorted(SUBJECTS))
def test_the_subject_tells_the_fact_first_in_the_readers_language(kind):
    payload, english, czech = SUBJECTS[kind]
    game, state, _ = _played(_game_of(kind), NAMES, "en", 2)
    record = _record(_game_of(kind), NAMES, "en")
    for lang, expected in (("en", english), ("cs", czech)):
        letter, _ = _letter(kind, record, game, state, lang=lang, to="p1",
                            **{"events": [], "deadline": None, **_PAYLOADS.get(kind, {}),
                               **payload})
        assert letter.subject == expected


# The 24 h and the 4 h reminder (review 12n: the same text twice): each says how much is left.
@pytest.mark.parametrize("lang,day,four", [
    ("cs", "zbývá 24 hodin", "zbývají 4 hodiny"), ("en", "24 hours left", "4 hours left")])
def test_each_reminder_says_how_much_time_is_left(lang, day, four):
    game, state, _ = _played("1926", NAMES, lang, 2)
    record = _record("1926", NAMES, lang)
    letters = [_letter("reminder", record, game, state, lang=lang, to="p1", events=[],
                       deadline=deadline, hours=hours)[0]
               for deadline, hours in (("2025-03-02T10:00:00+00:00", 24),
                                       ("2025-03-01T14:00:00+00:00", 4))]
    assert letters[0].subject != letters[1].subject
    for letter, left in zip(letters, (day, four), strict=True):
        assert left in letter.subject and left in letter.text and left in letter.html


def test_the_mails_of_one_round_have_different_subjects():
    played = {game_id: _played(game_id, NAMES, "en", 2) for game_id in map(_game_of, SUBJECTS)}
    subjects = {_letter(kind, _record(_game_of(kind), NAMES, "en"), *played[_game_of(kind)][:2],
                        lang="en", to="p1",
                        **{"events": [], "deadline": None, **payload})[0].subject
                for kind, (payload, _, _) in SUBJECTS.items()}
    assert len(subjects) == len(SUBJECTS)


@pytest.mark.parametrize(("name", "greeting"), [
    ("Bedřich", "Ahoj Bedřichu,"), ("Dana", "Ahoj Dano,"), ("Franta", "Ahoj Franto,"),
    ("Ann", "Ahoj Ann,"), ("Anna", "Ahoj Anno,"), ("Cyril", "Ahoj Cyrile,"),
])
def test_a_czech_mail_greets_in_the_vocative(name, greeting):
    names = [name, "Bob", "Cid"]
    game, state, _ = _played("1926", names, "cs", 2)
    letter, _ = _letter("help", _record("1926", names, "cs"), game, state, lang="cs", to="p1")
    assert letter.text.startswith(greeting + "\n")
    assert f">{greeting}</p>" in letter.html
    english, _ = _letter("help", _record("1926", names, "cs"), game, state, lang="en", to="p1")
    assert english.text.startswith(f"Hello {name},\n")


def test_czech_mails_name_the_czech_commands_first_and_explain_the_dice_plainly():
    invitation = CASES["1926_invitation_cs"][0].text
    assert "ANO (nebo JOIN)" in invitation and "NE (nebo DECLINE)" in invitation
    assert "NÁPOVĚDA (HELP)" in CASES["1926_your_turn_cs"][0].text
    game, state, _ = _played("westernpoly", NAMES, "cs", 0)
    for lang in ("cs", "en"):
        started, _ = _letter("game_started", _record("westernpoly", NAMES, "cs"), game, state,
                             lang=lang, to="p1")
        line = next(ln for ln in started.text.splitlines() if "c0ffee" in ln)
        assert not any(word in line for word in ("SHA", "seed", "semínk", "commitment"))


def test_the_templates_compiled_by_the_build_render_the_golden_mails(tmp_path, monkeypatch):
    # the Lambda artifact ships the templates compiled to Python modules (cold starts); with
    # the sources taken away, only the compiled modules can render, and they render the same
    import shutil

    import jinja2

    from functions.render import letters, precompiled

    copy = tmp_path / "email"
    shutil.copytree(letters.TEMPLATE_DIR, copy)
    assert precompiled.compile_into(letters.environment(jinja2.FileSystemLoader(copy)), copy)
    for source in [*copy.glob("*.html"), *copy.glob("*.txt")]:
        source.unlink()
    monkeypatch.setattr(letters, "TEMPLATE_DIR", copy)
    letters._templates.cache_clear()
    try:
        compiled = _cases()
    finally:
        letters._templates.cache_clear()
    assert compiled.keys() == CASES.keys()
    for name, (letter, _) in compiled.items():
        assert f"Subject: {letter.subject}\n\n{letter.text}" == \
            (GOLDEN / f"{name}.txt").read_text(encoding="utf-8"), name
        assert letter.html == (GOLDEN / f"{name}.html").read_text(encoding="utf-8"), name


@pytest.mark.parametrize("rules_id", ["1926", "westernpoly"])
def test_help_names_absence_reminders_time_zone_and_standing_orders_where_there_are(rules_id):
    game, state, _ = _played(rules_id, NAMES, "cs", 4)
    record = _record(rules_id, NAMES, "cs")
    letter, _ = _letter("help", record, game, state, lang="cs", to="p1")
    for words in ("NEPŘÍTOMEN", "ZPĚT", "PŘIPOMÍNKY", "PÁSMO", "MOJE HRY", "STAV", "ŘEKNI"):
        assert words in letter.text, words
    assert ("AUTOMATICKY KUPOVAT" in letter.text) == (rules_id == "westernpoly")


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_help_names_every_mail_command_of_the_manual_with_its_words(lang):
    # one word per command: the manual's table of mail commands (docs/mail.md) and the HELP
    # mail name each command the same way, in the reader's language
    game, state, _ = _played("westernpoly", NAMES, lang, 4)
    letter, _ = _letter("help", _record("westernpoly", NAMES, lang), game, state, lang=lang,
                        to="p1")
    manual = (Path(__file__).parents[1] / "docs" / "mail.md").read_text(encoding="utf-8")
    commands = manual.split("| you write | what happens |", 1)[1].split("\n\n", 1)[0]
    table = [row.split(" | ")[0] for row in commands.splitlines() if row.startswith("| `")]
    words: dict[str, set[str]] = {"cs": set(), "en": set()}
    for cell in table:  # "`HELP` / `NÁPOVĚDA`": the Czech words after "/" or with diacritics
        for before, written in re.findall(r"([^`]*)`([^`]+)`", cell):
            head = re.match(r"(?:[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]{2,}(?: |$))+", written + " ")
            if head:
                word = head.group(0).strip()
                czech = before.rstrip().endswith("/") or re.search(r"[ÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]", word)
                words["cs" if czech else "en"].add(word)
    assert {"HELP", "MY GAMES", "TIMEZONE", "AWAY"} <= words["en"]
    assert {"NÁPOVĚDA", "MOJE HRY", "PÁSMO", "NEPŘÍTOMEN"} <= words["cs"]
    # a running game's HELP leaves out the answers to an invitation (there is none to answer)
    invitation = {"JOIN", "DECLINE", "ANO", "NE"}
    for word in words[lang] - invitation:
        assert word in letter.text, word
    assert not re.search(r"^  (ANO|NE|JOIN|DECLINE)\b", letter.text, re.M)


def test_what_happened_gives_way_so_that_a_turn_mail_keeps_to_its_lines():
    """1926 with five players and the thirty placements since the reader's last mail (a
    line each, with the board and a long menu: more than the game's TEXT_LINES, 60 since
    review 55 gave a round and its talk room): the oldest lines go, counted, and the newest
    stay."""
    five = ["Bedřich Svobodová", "Kateřina Nepomucká", "Jiří Žďárský", "Zuzana Řezníčková",
            "Přemysl Šťastný"]
    game = rules.get("1926")
    state = game.new_game(five, {"lang": "cs"})
    events, chooser = [], random.Random(3)  # placements all over the map: a long board
    for _ in range(30):
        player = game.to_move(state)
        state = game.apply(state, player, chooser.choice(game.legal_moves(state, player)))
        events += [e.to_dict() for e in state.events]
    assert len(events) == 30
    record = _record("1926", five, "cs")
    letter, _ = _letter("your_turn", record, game, state, lang="cs", events=events,
                        deadline=record.deadline)
    assert len(letter.text.splitlines()) <= games.of("1926").TEXT_LINES
    listed = re.findall(r"^  - (.*)$", letter.text, re.M)
    assert 0 < len(listed) < 30
    reader = record.seat_for(game.to_move(state)).player  # their own placements: "Ty: …"
    shown = [e["text"].replace(f"{reader}:", "Ty:") if e["data"]["player"] == reader
             else e["text"] for e in events]
    assert listed == shown[-len(listed):]  # the newest, in order
    earlier = re.search(r"… a ještě (\d+) (dřívější událost|dřívější události|dřívějších "
                        r"událostí):", letter.text)
    assert earlier and int(earlier.group(1)) == 30 - len(listed)
    n = int(earlier.group(1))  # the noun agrees with the number
    assert earlier.group(2) == ("dřívější událost" if n == 1 else "dřívější události"
                                if n < 5 else "dřívějších událostí")


def test_a_players_events_in_a_row_share_a_line_with_their_name_once():
    six = [*NAMES, "Dana", "Emil", "Filip"]
    game, state, _ = _played("westernpoly", six, "cs", 60)
    record = _record("westernpoly", six, "cs", title="Dodge City")
    twice = [{"kind": "jailed", "text": "", "data": {"player": "Bob"}},
             {"kind": "jailed", "text": "", "data": {"player": "Bob"}},
             {"kind": "jailed", "text": "", "data": {"player": "Dana"}}]
    letter, _ = _letter("your_turn", record, game, state, lang="cs", to="p1", events=twice,
                        deadline=None)
    listed = re.findall(r"^  - (.*)$", letter.text, re.M)
    assert listed == ["Bob 2× šel do VĚZENÍ", "Dana šla do VĚZENÍ"]  # a repeat counted, not said twice


# Class: an event about the reader told in the third person ("Jana Nováková je na mizině" in
# the mail to Jana). The notice of a bankruptcy to the bankrupt player says "you" and why.
@pytest.mark.parametrize(("lang", "subject", "line"), [
    ("cs", "Jsi na mizině — Jaro 1926", "Jsi na mizině a končíš: nemáš na dluh 2 400 $, který dlužíš Bobovi"),
    ("en", "You are bankrupt — Jaro 1926", "You owe Bob $2,400 and cannot pay it"),
])
def test_the_bankrupt_player_reads_you_are_bankrupt_and_why(lang, subject, line):
    game, state, _ = _played("westernpoly", NAMES, lang, 2)
    record = _record("westernpoly", NAMES, lang)
    broke = _event("bankrupt", player="Ann", owner="Bob", amount=2400)
    own, _ = _letter("bankrupt", record, game, state, lang=lang, to="p1", events=[broke])
    other, _ = _letter("bankrupt", record, game, state, lang=lang, to="p2", events=[broke])
    assert own.subject == subject and line in own.text and "Ann" not in own.text.split("\n", 2)[2]
    assert other.subject.startswith("Ann") and line not in other.text


# Class: a mail paragraph with no lead, out of context ("Table talk: …" closing the invitation).
# The invitation says what the table's talk is like within its paragraph about the game.
def test_the_invitation_says_the_talk_within_the_paragraph_about_the_game():
    invitation = CASES["1926_invitation_cs"][0]
    paragraphs = [p for p in invitation.text.split("\n\n") if p.strip()]
    about_game = next(p for p in paragraphs if "tě zve" in p)
    assert "U stolu si můžeš s ostatními hráči psát" in about_game
    assert not any(p.startswith(("Zprávy u stolu:", "Table talk:")) for p in paragraphs)
    assert "<p>U stolu" not in invitation.html


# More of the class: 1926's notices and the end of a game, to the player they are about.
@pytest.mark.parametrize(("kind", "data", "lang", "subject", "line"), [
    ("eliminated", {"players": ["Ann"]}, "cs", "Vypadáváš ze sčítání — Jaro 1926",
     "Vypadáváš ze sčítání."),
    ("eliminated", {"players": ["Ann", "Bob"]}, "en", "You are out of the count — Jaro 1926",
     "Out of the count: you and Bob."),
    ("forfeit", {"player": "Ann", "pyramids": {"large": 1, "medium": 1, "small": 0}}, "cs",
     "Tvoje zbylé pyramidky propadají — Jaro 1926",
     "Už nemůžeš nic položit; tvoje zbylé pyramidky propadají (2 pyramidky)."),
])
def test_a_1926_notice_about_the_reader_says_you(kind, data, lang, subject, line):
    game, state, _ = _played("1926", NAMES, lang, 2)
    record = _record("1926", NAMES, lang)
    own, _ = _letter(kind, record, game, state, lang=lang, to="p1", events=[_event(kind, **data)])
    assert own.subject == subject and line in own.text
    other, _ = _letter(kind, record, game, state, lang=lang, to="p3",
                       events=[_event(kind, **data)])
    assert other.subject != subject and line not in other.text


def test_the_winner_reads_you_win_in_the_subject():
    game, state, _ = _played("1926", NAMES, "cs", 2)
    record = dataclasses.replace(_record("1926", NAMES, "cs"), status="finished")
    result = {"winners": ["Bob"], "draw": False, "scores": {"Bob": 1}}
    won, _ = _letter("game_over", record, game, state, lang="cs", to="p2", result=result,
                     seed="5eed", events=[])
    lost, _ = _letter("game_over", record, game, state, lang="cs", to="p1", result=result,
                      seed="5eed", events=[])
    assert won.subject == "Konec hry: vyhrál jsi — Jaro 1926"
    assert lost.subject == "Konec hry: vyhrál Bob — Jaro 1926"


def _game_over(result: dict, to: str, lang: str = "cs"):
    game, state, _ = _played("1926", NAMES, "cs", 2)
    record = dataclasses.replace(_record("1926", NAMES, "cs"), status="finished")
    letter, _ = _letter("game_over", record, game, state, lang=lang, to=to, result=result,
                        seed="5eed", events=[])
    return letter


@pytest.mark.parametrize("to, subject, headline", [
    ("p2", "Konec hry: vyhrál jsi — Jaro 1926", "Vyhrál jsi!"),
    ("p1", "Konec hry: vyhrál Bob — Jaro 1926", "Vyhrál Bob.")])
def test_the_winner_reads_of_their_win_in_the_second_person_in_the_body_too(to, subject,
                                                                             headline):
    letter = _game_over({"winners": ["Bob"], "draw": False, "scores": {"Bob": 1}}, to)
    assert letter.subject == subject and headline in letter.text.splitlines()
    assert "Vyhrál Bob" not in letter.text if to == "p2" else True


@pytest.mark.parametrize("to, subject, headline", [
    ("p1", "Konec hry, společné vítězství: ty a Bob — Jaro 1926", "Společné vítězství: ty a Bob."),
    ("p3", "Konec hry, společné vítězství: Ann a Bob — Jaro 1926",
     "Společné vítězství: Ann a Bob.")])
def test_a_first_place_some_players_share_is_their_win_not_a_draw(to, subject, headline):
    letter = _game_over({"winners": ["Ann", "Bob"], "draw": True,
                         "scores": {"Ann": 1, "Bob": 1}}, to)
    assert letter.subject == subject and headline in letter.text.splitlines()
    assert "Remíza" not in letter.text and "remíza" not in letter.subject


def test_a_tie_of_all_players_is_a_draw():
    letter = _game_over({"winners": NAMES, "draw": True, "scores": dict.fromkeys(NAMES, 1)},
                        "p1")
    assert "remíza" in letter.subject and "Remíza: Ann, Bob a Cyril" in letter.text


@pytest.mark.parametrize("lang, said", [
    ("en", "Nobody has played “Jaro 1926” for 10 turns in a row"),
    ("cs", "robot odehrál za každého hráče 10 tahů v řadě. Hra tu končí, bez výsledku.")])
def test_a_game_nobody_plays_any_more_says_why_it_ends(lang, said):
    game, state, events = _played("westernpoly", NAMES, "en", 20)
    letter, _ = _letter("game_cancelled", _record("westernpoly", NAMES, "en"), game, state,
                        lang=lang, events=events, deadline=None, seed="5eed",
                        reason="abandoned", turns=10)
    assert said in " ".join(letter.text.split())
    assert "organiz" not in letter.text.split("\n\n", 2)[1]  # not the organizer's doing


@pytest.mark.parametrize("kind", ["game_started", "game_over"])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_game_without_bots_says_nothing_of_bots_and_one_with_a_bot_does(kind, lang):
    game, state, _ = _played("1926", NAMES, "cs", 2)
    record = _record("1926", NAMES, "cs")
    payload = {"result": {"winners": ["Bob"], "draw": False, "scores": {"Bob": 1}},
               "seed": record.seed} if kind == "game_over" else {}
    plain, _ = _letter(kind, record, game, state, lang=lang, to="p1", events=[], **payload)
    botted = dataclasses.replace(record, seats=(*record.seats[:2], dataclasses.replace(
        record.seats[2], bot="greedy", email="")))
    with_bot, _ = _letter(kind, botted, game, state, lang=lang, to="p1", events=[], **payload)
    for text in (plain.text, plain.html):
        assert "robot" not in text.lower() and "bots'" not in text
        assert ("pořadí u stolu" if lang == "cs" else "the seating") in text.lower()
    assert ("volby robotů" if lang == "cs" else "the bots' choices") in with_bot.text


@pytest.mark.parametrize("lang, shown, hidden", [("cs", "Hráč 3 (vymazán)", "Player 3"),
                                                 ("en", "Player 3 (erased)", "Hráč 3")])
def test_an_erased_players_pseudonym_reads_in_the_readers_language(lang, shown, hidden):
    # Peter wrote in English and was erased: his seat's pseudonym was made in English
    names = ["Ann", "Bob", "Player 3 (erased)"]
    game, state, events = _played("westernpoly", names, "en", 40)
    record = _record("westernpoly", names, "en", title="Dluh")
    letter, _ = _letter("board", record, game, state, lang=lang, to="p1", events=events)
    for part in (letter.subject, letter.text, letter.html):
        assert hidden not in part
    assert shown in letter.text and shown in letter.html


def test_goofspiels_czech_mail_calls_a_bid_a_prihoz_never_an_offer():
    # "nabídka" is WesternPoly's trade; Goofspiel's bid is a "příhoz", headers and all
    names = ["Ann", "Bob", "Cyril"]
    game, state, events = _played("goofspiel", names, "cs", 12)
    record = _record("goofspiel", names, "cs", title="Sázky")
    letter, _ = _letter("your_turn", record, game, state, lang="cs", to="p1", events=events,
                        deadline=None)
    for part in (letter.text, letter.html):
        assert "nabíd" not in part.lower()
    assert "Příhozy" in letter.html


@pytest.mark.parametrize("game_id", ["westernpoly", "goofspiel"])
@pytest.mark.parametrize("kind, payload", [
    ("board", {"summary": True}), ("board", {}), ("your_turn", {}), ("reminder", {})])
def test_the_board_stands_after_a_blank_line_in_every_mail_kind(game_id, kind, payload):
    game, state, events = _played(game_id, NAMES, "cs", 6)
    letter, _ = _letter(kind, _record(game_id, NAMES, "cs"), game, state, lang="cs",
                        events=events[-3:], **payload)
    first = game.mail_board_text(state, "cs").splitlines()[0] \
        if hasattr(game, "mail_board_text") else None
    lines = letter.text.splitlines()
    heading = next(i for i, line in enumerate(lines)
                   if line.startswith(("WesternPoly —", "Goofspiel", first or "\0")))
    assert lines[heading - 1] == "", "\n".join(lines[max(0, heading - 3):heading + 1])


def _ev(kind: str, **data: Any) -> dict[str, Any]:
    return {"kind": kind, "text": "", "data": data}


def _folded(kind: str, events: list, parts: list, **payload: Any):
    game, state, _ = _played("westernpoly", NAMES, "cs", 8)
    letter, _ = _letter(kind, _record("westernpoly", NAMES, "cs"), game, state, lang="cs",
                        to="p2", version=9, events=events, parts=parts, **payload)
    return letter


def test_a_trade_made_leads_a_mail_that_also_tells_a_newer_decline():
    accepted = {"kind": "trade_accepted", "payload": {"version": 5, "events": [
        _ev("trade_accepted", player="Ann", proposer="Bob", offer=13)]}}
    letter = _folded("trade_declined", [_ev("trade_declined", player="Ann", proposer="Bob",
                                            offer=14)], [accepted])
    assert letter.subject == "Ann přijala obchod — Jaro 1926"
    body = letter.text
    assert body.index("obchod #13") < body.index("obchod #14")


def test_the_readers_own_bankruptcy_in_a_read_back_is_the_subject_and_said_first():
    letter = _folded("move_read_back", [_ev("bought", player="Bob", field=3, amount=2800),
                                        _ev("bankrupt", player="Bob")], [], text="koupit")
    assert letter.subject == "Jsi na mizině — Jaro 1926"
    body = letter.text
    # the purchase is told once, in the list; the read-back under it points there (conv44)
    assert body.index("Jsi na mizině") < body.index("Kupuješ") < body.index("uvedený výše")
    assert "Přečteno jako" not in body


def test_folded_mails_tell_their_events_in_the_order_they_happened():
    read_back = {"kind": "move_read_back", "payload": {"version": 3, "text": "nekupovat",
                                                       "events": [_ev("declined", player="Bob",
                                                                      field=3)]}}
    declined = {"kind": "trade_declined", "payload": {"version": 6, "events": [
        _ev("trade_declined", player="Ann", proposer="Bob", offer=1)]}}
    letter = _folded("trade_accepted", [_ev("trade_accepted", player="Cyril", proposer="Bob",
                                            offer=2)], [declined, read_back])
    body = letter.text
    assert body.index("obchod #2") < body.index("Nekupuješ") < body.index("obchod #1")


def _read_back(version: int, text: str, **payload: Any) -> dict[str, Any]:
    return {"kind": "move_read_back", "payload": {"version": version, "text": text, **payload}}


# issue 42: a mail folding several read-backs of the reader's moves said "Your move was
# accepted. Read as: …" once per move; its fixed sentences are said once, the moves listed
# under one sentence in the order played (whichever part of the mail each came in)
@pytest.mark.parametrize("game_id", ["1926", "goofspiel", "westernpoly", "ohhell"])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_several_moves_read_back_in_one_mail_are_one_sentence_in_the_order_played(
        game_id, lang):
    game, state, _ = _played(game_id, NAMES, lang, 6)
    letter, _ = _letter("move_read_back", _record(game_id, NAMES, lang), game, state,
                        lang=lang, to="p1", text="third-move",
                        parts=[_read_back(11, "second-move"), _read_back(9, "first-move")])
    text = letter.text.lower()
    assert text.count("your move was accepted" if lang == "en" else "tvůj tah byl přijat") == 0
    intro = {"en": "your moves were accepted:", "cs": "tvoje tahy byly přijaty:"}[lang]
    assert text.count(intro) == 1, letter.text
    assert text.count("read as" if lang == "en" else "přečteno jako") == 0, letter.text
    assert text.index(intro) < text.index("first-move") < text.index("second-move") \
        < text.index("third-move"), letter.text


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_move_and_an_offer_read_back_together_each_say_their_sentence_once(lang):
    game, state, _ = _played("westernpoly", NAMES, lang, 6)
    letter, _ = _letter("move_read_back", _record("westernpoly", NAMES, lang), game, state,
                        lang=lang, to="p1", text="second-move",
                        parts=[_read_back(9, "first-move"),
                               _read_back(11, "an-offer", beside=True)])
    text = letter.text.lower()
    for said in ({"en": "your moves were accepted:", "cs": "tvoje tahy byly přijaty:"}[lang],
                 say(lang, "read_back_beside").lower(), say(lang, "read_as_list")[:-1].lower()):
        assert text.count(said) <= 1, (said, letter.text)
    assert text.index("first-move") < text.index("second-move"), letter.text
    assert "an-offer" in text


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_turn_mail_carrying_two_moves_read_back_lists_them_once(lang):
    game, state, _ = _played("goofspiel", NAMES, lang, 4)
    letter, _ = _letter("your_turn", _record("goofspiel", NAMES, lang), game, state, lang=lang,
                        to="p1", parts=[_read_back(11, "second-move"),
                                        _read_back(10, "first-move")])
    text = letter.text.lower()
    intro = {"en": "your moves were accepted:", "cs": "tvoje tahy byly přijaty:"}[lang]
    assert text.count(intro) == 1, letter.text
    assert text.index("first-move") < text.index("second-move"), letter.text


def _offer_part(version: int, number: int) -> dict[str, Any]:
    return {"kind": "trade_offer", "payload": {"version": version, "events": [
        _ev("trade_offer", player="Bob", to="Ann", offer=number, give={"money": 100},
            get={"money": 0})]}}


# issue 42: several offers folded into one mail each said "There is a trade offer for you …"
@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("kind", ["trade_offer", "move_read_back", "your_turn"])
def test_several_offers_in_one_mail_come_under_one_heading(kind, lang):
    game, state, _ = _played("westernpoly", NAMES, lang, 6)
    own = {"trade_offer": {"events": _offer_part(12, 5)["payload"]["events"]},
           "move_read_back": {"text": "a-move"}, "your_turn": {}}[kind]
    letter, _ = _letter(kind, _record("westernpoly", NAMES, lang), game, state, lang=lang,
                        to="p1", parts=[_offer_part(11, 4), _offer_part(10, 3)], **own)
    text = letter.text.lower()
    heading = {"en": "there are trade offers for you", "cs": "máš nabídky obchodu"}[lang]
    assert text.count(heading) == 1, letter.text
    assert "trade offer for you" not in text and "máš nabídku" not in text, letter.text
    numbers = [text.index(f"#{n}:") for n in (3, 4)]
    assert text.index(heading) < numbers[0] < numbers[1], letter.text


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_resignation_folded_into_a_turn_mail_is_told_once(lang):
    """Review 16: a turn mail said "Ondřej Černý vzdává hru" and then, in its list of what
    happened, "Ondřej Černý se vzdal: …" again."""
    game, state, events = _played("1926", NAMES, "cs", 4)
    state = game.apply(state, "Bob", game.parse(state, "Bob", "resign"))
    events += [e.to_dict() for e in state.events]
    record = _record("1926", NAMES, "cs")
    to = record.seat_for(game.to_move(state)).seat
    letter, _ = _letter("your_turn", record, game, state, lang=lang, to=to, events=events,
                        deadline=None, parts=[{"kind": "player_resigned",
                                               "payload": {"seat": "p2", "name": "Bob"}}])
    said = [line for line in letter.text.splitlines() if "Bob" in line and any(
        phrase in line for phrase in ("vzdal hru", "se vzdal", "has resigned", "resigns"))]
    assert len(said) == 1, letter.text


def _told(kind: str, events: list, parts: list, lang: str, **payload: Any):
    game, state, _ = _played("westernpoly", NAMES, lang, 8)
    letter, _ = _letter(kind, _record("westernpoly", NAMES, lang), game, state, lang=lang,
                        to="p2", version=9, events=events, parts=parts, **payload)
    return letter


def _notice_part(kind: str, version: int, *events: dict[str, Any]) -> dict[str, Any]:
    return {"kind": kind, "payload": {"version": version, "events": list(events)}}


_BOBS_OFFER = _ev("trade_offer", player="Bob", to="Ann", offer=4, give={"money": 100}, get={})
_ANNS_COUNTER = _ev("trade_offer", player="Ann", to="Bob", offer=5, give={"money": 50}, get={})


# The class (issue 42): a subject that names who did something names the actor of the newest
# such event another did, never its reader (Bob, p2); the reader's own act is no "<Bob>
# offers you". Members: a counter-offer whose notice also holds the reader's offer, a board
# of news whose last game part is the reader's own offer, a notice of the reader's own acts.
@pytest.mark.parametrize(("lang", "kind", "events", "parts", "subject"), [
    ("cs", "board", [_ev("jailed", player="Cyril")],
     [_notice_part("trade_offer", 8, _BOBS_OFFER,
                   _ev("trade_declined", player="Ann", proposer="Bob", offer=4), _ANNS_COUNTER)],
     "Ann ti nabídla obchod — Jaro 1926"),
    ("en", "board", [_ev("jailed", player="Cyril")],
     [_notice_part("trade_offer", 8, _ANNS_COUNTER), _notice_part("trade_offer", 9, _BOBS_OFFER)],
     "Ann offers you a trade — Jaro 1926"),
    ("en", "trade_offer", [_BOBS_OFFER, _ANNS_COUNTER], [], "Ann offers you a trade — Jaro 1926"),
    ("cs", "trade_offer", [_BOBS_OFFER], [], "Tvoje nabídka obchodu — Jaro 1926"),
    ("en", "trade_declined", [_ev("trade_declined", player="Bob", proposer="Ann", offer=5)], [],
     "Trade declined — Jaro 1926"),
    ("cs", "trade_accepted", [_ev("trade_accepted", player="Bob", proposer="Ann", offer=5)], [],
     "Obchod přijat — Jaro 1926"),
])
def test_a_subject_names_who_did_it_never_its_reader(lang, kind, events, parts, subject):
    payload = {"since": 3, "news": True} if kind == "board" else {}
    assert _told(kind, events, parts, lang, **payload).subject == subject


# The class (issue 42): the end mail says the result, then the standings, whole; the answers
# it carries (the read-back of the last move) come after them, never between.
@pytest.mark.parametrize(("lang", "headline", "heading", "read_back"), [
    ("cs", "Vyhrál Bob.", "Konečné pořadí", "Tah přijat"),
    ("en", "Winner: Bob", "Final standings", "accepted"),
])
def test_the_end_mail_tells_the_last_move_read_back_after_the_standings(lang, headline,
                                                                       heading, read_back):
    game, state, _ = _played("1926", NAMES, "cs", 2)
    record = dataclasses.replace(_record("1926", NAMES, "cs"), status="finished")
    last = {"kind": "move_read_back", "payload": {"version": 8, "text": "large Praha"}}
    letter, _ = _letter("game_over", record, game, state, lang=lang, to="p1", seed="5eed",
                        result={"winners": ["Bob"], "draw": False, "scores": {"Bob": 1}},
                        events=[], parts=[last])
    for text in (letter.text, letter.html):
        assert text.index(headline) < text.index(heading) < text.index("large Praha"), text


# The class (issue 42): a mail that says the game goes on says whether its reader is on turn
# and until when, else whom the game waits for (Ann, p1, is on turn).
@pytest.mark.parametrize(("lang", "to", "subject", "line"), [
    ("cs", "p1", "Hra pokračuje, jsi na tahu — Jaro 1926",
     "Na tahu jsi ty, termín: 3. 3. 2025 (pondělí), 11:00 SEČ."),
    ("en", "p2", "The game goes on — Jaro 1926", "Ann is to move, by Mon 3 Mar 2025, 11:00 CET."),
])
def test_a_resumed_game_says_whose_turn_it_is_and_until_when(lang, to, subject, line):
    game, state, _ = _played("westernpoly", NAMES, "cs", 3)
    letter, _ = _letter("game_resumed", _record("westernpoly", NAMES, "cs"), game, state,
                        lang=lang, to=to, waiting="p1")
    assert letter.subject == subject and line in letter.text.splitlines()
    assert line in " ".join(markupsafe.Markup(letter.html).striptags().split())


# The class (issue 42): to a player away now, the time rules say what happens to their turns
# while they are away (their game's away policy), never what a missed turn does.
@pytest.mark.parametrize(("lang", "away", "line", "never"), [
    ("cs", "autoplay", "jsi pryč do 10. 3. 2025 (pondělí): tvoje tahy hraje robot",
     "zmeškaný tah"),
    ("en", "wait", "you are away until Mon 10 Mar 2025: your turns wait for you",
     "a missed turn"),
])
def test_new_time_rules_tell_an_away_player_what_happens_to_them(lang, away, line, never):
    game, state, _ = _played("westernpoly", NAMES, "cs", 3)
    record = _record("westernpoly", NAMES, "cs")
    timing = dataclasses.replace(record.timing, away=away, deadline_hours=24)
    gone = dataclasses.replace(record.seat("p2"), away_from="2025-02-28T23:00:00+00:00",
                               away_until="2025-03-10T23:00:00+00:00")
    record = dataclasses.replace(record, timing=timing, seats=(
        record.seats[0], gone, *record.seats[2:]))
    letter, _ = _letter("timing_changed", record, game, state, lang=lang, to="p2",
                        waiting="p1", timing=timing.to_dict())
    assert f"- {line}" in letter.text.splitlines() and never not in letter.text, letter.text
    here, _ = _letter("timing_changed", _record("westernpoly", NAMES, "cs"), game, state,
                      lang=lang, to="p3", waiting="p1", timing=timing.to_dict())
    assert never in here.text and line not in here.text


@pytest.mark.parametrize(("kind", "payload", "subject"), [
    ("timing_changed", {"timing": {"deadline_hours": 48, "reminder_hours": [24, 4],
                                   "missed_turn": "autoplay", "weekends": "skip",
                                   "timezone": "Europe/Prague", "away_days": 14}},
     "pravidla času"),
    ("game_paused", {}, "pozastav"),
])
def test_the_organizers_change_leads_a_read_back_riding_with_it(kind, payload, subject):
    # review 24n: a read-back a day old ("Tah přijat: malá ve Slovinsku") was the subject of
    # the mail that told the organizer's new time rules
    change = {"kind": kind, "payload": {"version": 9, **payload}}
    letter = _folded("move_read_back", [_ev("declined", player="Bob", field=3)], [change],
                     text="nekupovat")
    assert not letter.subject.startswith("Tah přijat"), letter.subject
    assert subject in letter.subject.lower(), letter.subject
    assert "nekupovat" in letter.text or "Nekupuješ" in letter.text  # the read-back still told
