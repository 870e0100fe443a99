"""A phone's screen, 375 px wide, in headless Chromium: the play pages of both games and every
golden HTML mail fit without sideways scrolling (long links, tokens and hashes wrap), and no
word in a mail's table is broken across lines ("Svobodov|á"), with Czech names too.

The pages come from the web app in this process, with their stylesheet inlined, and the mails
from the renderer; the browser only lays them out. Chromium: see tests/test_browser_play.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from browser_kit import ARTIFACTS, phone_page
from test_render_letters import CASES, NAMES, _cases, _letter, _played, _record
from web_events import SECRET, get, post

from functions.links import play_path
from functions.service import PlayerSpec

WIDTH = 375
STYLE = (Path(__file__).resolve().parents[1] / "templates" / "web" / "style.css").read_text()
LONG_LINK = "https://pbm.example.org/play/" + "x" * 180
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "cs"),
           PlayerSpec("Bedřich Vlastimil Nepomucký", "bedrich@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]


@pytest.fixture(scope="module")
def phone():
    """A page in headless Chromium as wide as a phone."""
    yield from phone_page(WIDTH)


def _overflow(page, html: str, shot: str) -> int:
    """How many pixels the document is wider than the screen (0 when it fits)."""
    page.set_content(html)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"narrow-{shot}.png"), full_page=True)
    return page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth")


def _with_style(body: str) -> str:
    """The page with its stylesheet inlined (set_content has no server to fetch it from)."""
    link = '<link rel="stylesheet" href="/static/style.css">'
    assert link in body
    return body.replace(link, f"<style>{STYLE}</style>")


@pytest.mark.parametrize("rules_id", ["1926", "westernpoly"])
def test_the_play_page_fits_a_phone(phone, app, game_service, rules_id):
    game = game_service.create(rules_id, PLAYERS, "org@example.org", options={"lang": "cs"},
                               start=True)
    for _ in range(6):  # a few moves, so the board and the history hold something
        view = game_service.view(game.id)
        seat = view.game.seat(view.game.to_move)
        moves = [m.text for m in view.rules.legal_moves(view.state, seat.player)]
        game_service.submit(game.id, seat.email, next(
            (m for m in moves if m in ("buy", "roll", "done")), moves[-1]))
    seat = game_service.view(game.id).game.to_move
    body = app.resolve(get(play_path(SECRET, game.id, seat)), None)["body"]
    assert _overflow(phone, _with_style(body), f"play-{rules_id}") == 0
    if rules_id == "westernpoly":  # the list of fields and its legend are shown, and fit
        assert phone.locator("#field-list").is_visible()
        assert phone.locator("#legend").is_visible()


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_golden_mail_fits_a_phone(phone, name):
    assert _overflow(phone, CASES[name][0].html, f"mail-{name}") == 0


# The same mails with long Czech names (the golden ones have Ann, Bob and Cyril).
CZECH = ["Kateřina Svobodová", "Přemysl Vyskočil", "Ludmila Řezníčková"]
CZECH_CASES = _cases(CZECH)

# The words of the page's cells that hold no table (a board's, a list's cells, the masthead),
# each measured as the browser laid it out: a word whose characters sit on more than one line
# was broken (a hyphen or a slash may end a line: "e-|mail" is two words here). Links and
# words longer than a real one (a token, a made-up name: they may break by design, see
# functions.render.letters.breakable) are not counted.
_SPLIT_WORDS = """() => {
  const split = [];
  for (const cell of document.querySelectorAll('td, th')) {
    if (cell.querySelector('table')) continue;
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement.closest('a')) continue;
      for (const word of node.data.matchAll(/[^\\s\\-\\/–—]+/g)) {
        if (word[0].length > 15) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
        if (tops.size > 1) split.push(word[0]);
      }
    }
  }
  return split;
}"""


@pytest.mark.parametrize("names, name", [
    *(("golden", name) for name in sorted(CASES)),
    *(("czech", name) for name in sorted(CZECH_CASES))])
def test_no_word_in_a_mails_table_is_broken_on_a_phone(phone, names, name):
    letter = (CASES if names == "golden" else CZECH_CASES)[name][0]
    assert _overflow(phone, letter.html, f"mail-words-{names}-{name}") == 0
    assert phone.evaluate(_SPLIT_WORDS) == []


def test_the_word_check_sees_a_broken_word(phone):
    """The check itself: a cell that lets its words break anywhere, too narrow for them."""
    phone.set_content('<table><tr><td style="width:40px;overflow-wrap:anywhere">'
                      "Svobodová Řezníčková</td></tr></table>")
    assert phone.evaluate(_SPLIT_WORDS) == ["Svobodová", "Řezníčková"]


def test_a_mail_with_a_long_link_long_names_and_the_dice_hash_fits_a_phone(phone):
    names = ["Bedřich Vlastimil Nepomucký z Dlouhé Vsi", NAMES[1], "X" * 60]
    game, state, events = _played("westernpoly", names, "cs", 40)
    record = _record("westernpoly", names, "cs", title="Velmi dlouhý název hry " * 4)
    for kind in ("your_turn", "game_started"):
        letter, _ = _letter(kind, record, game, state, lang="cs", events=events, deadline=None,
                            web_url=LONG_LINK)
        assert LONG_LINK in letter.html
        assert _overflow(phone, letter.html, f"mail-long-{kind}") == 0
    assert re.search(r"c0ffee", letter.html)  # the fingerprint is there, wrapped


def test_the_1926_page_has_a_list_of_regions_that_a_phone_reads(phone, app, game_service):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "cs"},
                               start=True)
    for _ in range(4):
        view = game_service.view(game.id)
        seat = view.game.seat(view.game.to_move)
        game_service.submit(game.id, seat.email, view.rules.legal_moves(
            view.state, seat.player)[0].text)
    seat = game_service.view(game.id).game.to_move
    body = app.resolve(get(play_path(SECRET, game.id, seat)), None)["body"]
    assert 'id="regions"' in body and "Praha" in body.split('id="regions"', 1)[1]
    assert _overflow(phone, _with_style(body), "play-1926-list") == 0
    assert phone.locator("#regions").is_visible() and phone.locator("#legend").is_visible()


def test_the_organizers_games_table_fits_a_1280_px_screen(phone, app, game_service):
    from functions.links import organizer_path

    for n in range(3):
        game_service.create("westernpoly" if n % 2 else "1926", PLAYERS,
                            "org@example.org", title=f"A long title of game {n}",
                            options={"lang": "cs", "deadline_hours": 48}, start=True)
    body = app.resolve(get(organizer_path(SECRET, "org@example.org")), None)["body"]
    phone.set_viewport_size({"width": 1280, "height": 800})  # a laptop's screen, this once
    try:
        phone.set_content(_with_style(body))
        wider = phone.evaluate("(() => { const t = document.getElementById('games');"
                               " return t.scrollWidth - t.parentElement.clientWidth; })()")
    finally:
        phone.set_viewport_size({"width": WIDTH, "height": 740})
    assert wider <= 0


def test_the_local_outboxs_mail_page_wraps_long_addresses_and_lines(phone, tmp_path):
    """The Reply-To's token, a long link and a long line of the text wrap on a phone: nothing
    is cut at the right of its frame, nothing scrolls sideways."""
    import datetime as dt
    from email.headerregistry import Address

    from test_browser_boards import CUT
    from test_serve_outbox import get as local_get

    from functions.local.outbox_view import OutboxView
    from functions.mail.outbound import Thread, build_message
    from functions.mail.transport import MaildirTransport

    token = "play+" + "aeehnc7ex4fk2aqkoztu36cf5kj7dzenjy" * 2 + "@pbm.localhost"
    text = (f"Hello Cyril,\n\nIt is your move in “Demo 1926” (move 3). {LONG_LINK}\n"
            + "Praha (17): Anna L=3 ★ · Bedřich M=2 · Cyril S=1 · " * 3 + "\n")
    MaildirTransport(tmp_path / "outbox").send(build_message(
        Thread("g1", "p1", "Your move: Demo 1926, move 3", "pbm.localhost"),
        notification_id="n1", sender=Address("pbm", "pbm", "pbm.localhost"),
        to=Address("Cyril", "cyril", "pbm.localhost"), reply_to=token, text=text,
        html="<p>Your move.</p>", date=dt.datetime(2026, 12, 5, 2, 43, tzinfo=dt.UTC)), tags={})
    view = OutboxView(tmp_path / "outbox", lambda message: None, "pbm.localhost")
    body = view.resolve(local_get(f"/outbox/{view.mails()[0].key}"))["body"]
    assert token in body
    assert _overflow(phone, _with_style(body), "outbox-mail") == 0
    assert phone.evaluate(CUT) == []


# A table header's words as the browser laid them out: none is broken across lines ("Ro|un|d").
_SPLIT_HEADERS = _SPLIT_WORDS.replace("querySelectorAll('td, th')", "querySelectorAll('th')")
FOUR = PLAYERS + [PlayerSpec("Přemysl Vyskočil", "premysl@example.org", "cs")]


@pytest.mark.parametrize("rules_id", ["1926", "westernpoly", "goofspiel", "ohhell"])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_no_table_header_breaks_inside_a_word_on_a_phone(phone, app, game_service, rules_id,
                                                         lang):
    # the newcomer's Goofspiel page: "Rounds played" headed "Ro/un/d", "Pr/iz/e"; every game's
    # play page, played a while (to its end where it ends soon), in both languages
    game = game_service.create(rules_id, FOUR, "org@example.org", options={"lang": lang},
                               start=True)
    _play_a_while(game_service, game.id, 120, ("pass", "roll", "done"))
    body = app.resolve(get(play_path(SECRET, game.id, "p1")), None)["body"]
    assert _overflow(phone, _with_style(body), f"headers-{rules_id}-{lang}") == 0
    assert phone.locator("th").count() > 0
    assert phone.evaluate(_SPLIT_HEADERS) == []


# The newcomer's Goofspiel page broke "Duškov|á" in its table of rounds: no word of a cell of
# any game's play page breaks inside on a phone, with long Czech names at the table.
CZECH_FOUR = [PlayerSpec("Klára Veselá", "klara@example.org", "cs"),
              PlayerSpec("Vojtěch Beneš", "vojtech@example.org", "cs"),
              PlayerSpec("Hana Dušková", "hana@example.org", "cs"),
              PlayerSpec("Ludmila Řezníčková", "ludmila@example.org", "cs")]


@pytest.mark.parametrize("rules_id", ["1926", "westernpoly", "goofspiel", "ohhell"])
def test_no_word_in_a_play_pages_table_breaks_on_a_phone(phone, app, game_service, rules_id):
    game = game_service.create(rules_id, CZECH_FOUR, "org@example.org", options={"lang": "cs"},
                               start=True)
    _play_a_while(game_service, game.id, 60, ("buy", "roll", "done"))
    body = app.resolve(get(play_path(SECRET, game.id, "p3")), None)["body"]
    assert _overflow(phone, _with_style(body), f"cells-{rules_id}") == 0
    assert phone.locator("td").count() > 0
    assert phone.evaluate(_SPLIT_WORDS) == []


@pytest.mark.parametrize("rules_id", ["1926", "westernpoly", "goofspiel", "ohhell"])
def test_the_move_form_is_on_a_phones_first_screen(phone, app, game_service, rules_id):
    # the newcomer's WesternPoly page had its move form ~1,100 px down, under the board: the
    # player on turn sees the form on the first screen (740 px), with a move's outcome above
    from test_web_westernpoly import hidden

    game = game_service.create(rules_id, CZECH_FOUR, "org@example.org", options={"lang": "cs"},
                               start=True)
    for _ in range(30):  # on, until p1 is on turn after a move of their own on the page
        view = game_service.view(game.id)
        seat = view.game.seat(view.game.to_move)
        if seat.seat == "p1" and len(view.log) > 4:
            break
        path = play_path(SECRET, game.id, seat.seat)
        body = app.resolve(get(path), None)["body"]
        app.resolve(post(path, {**hidden(body, "move-form"), "command": "1"}), None)
    path = play_path(SECRET, game.id, "p1")
    body = app.resolve(get(path + "?done=moved"), None)["body"]
    assert _overflow(phone, _with_style(body), f"move-first-{rules_id}") == 0
    top = phone.evaluate("document.getElementById('move-form').getBoundingClientRect().top")
    assert top < 740


def _play_a_while(game_service, game_id: str, steps: int, liked: tuple[str, ...]) -> None:
    """Play up to `steps` moves (to the end where it comes sooner), each the first liked move
    that is legal, else the first legal one."""
    for _ in range(steps):
        view = game_service.view(game_id)
        if view.game.to_move is None:
            return
        seat = view.game.seat(view.game.to_move)
        moves = [m.text for m in view.rules.legal_moves(view.state, seat.player)]
        game_service.submit(game_id, seat.email, next((m for m in moves if m in liked),
                                                      moves[0]))


# Five long Czech names at the narrowest phone (320 px): the 1926 board's table had a column
# of its own for the regions and cut column III's names (pic54: 10 px at 375, 52 at 320).
FIVE = ["Kateřina Svobodová", "Přemysl Vyskočil", "Ludmila Řezníčková",
        "Bedřich Vlastimil Nepomucký", "Hana Dušková"]


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_five_player_1926_mail_fits_the_narrowest_phone(phone, lang):
    import dataclasses

    record = _record("1926", FIVE, lang)
    game, state, events = _played("1926", FIVE, lang, 11)
    turn, _ = _letter("your_turn", record, game, state, lang=lang, events=events,
                      deadline=record.deadline)
    game, state, events = _played("1926", FIVE, lang, 1000)
    result = game.result(state)
    assert result is not None
    over, _ = _letter("game_over", dataclasses.replace(record, status="finished"), game, state,
                      lang=lang, to="p1", result=result.to_dict(), seed=record.seed,
                      events=events)
    phone.set_viewport_size({"width": 320, "height": 740})
    try:
        seen = {kind: (_overflow(phone, letter.html, f"mail-1926-five-{kind}-{lang}-320"),
                       phone.evaluate(_SPLIT_WORDS))
                for kind, letter in (("turn", turn), ("over", over))}
    finally:
        phone.set_viewport_size({"width": WIDTH, "height": 740})
    assert seen == {"turn": (0, []), "over": (0, [])}
