"""Every game's board, late in a game and at its end, on a phone's screen (375 px) in headless
Chromium: the play page and the spectator page never scroll sideways, whatever the board holds
(1926's pyramids, six WesternPoly players, seven Oh Hell hands). A picture too wide to be read
at that width scrolls inside its own frame, never the page.

The games are played in this process by seeded random moves (deterministic) at their largest
table; the pages come from the web app with their stylesheet inlined, and the browser only
lays them out. Chromium: see tests/test_browser_play.py.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from browser_kit import ARTIFACTS, MIN_TEXT_PX, phone_page
from web_events import SECRET, get

from functions.links import game_path, play_path
from functions.service import PlayerSpec
from rules.api import CHANCE

WIDTH = 375
STYLE = (Path(__file__).resolve().parents[1] / "templates" / "web" / "style.css").read_text()
LARGEST = {"1926": 5, "westernpoly": 6, "goofspiel": 4, "ohhell": 7}
# what players write is not ours to choose: a word longer than a phone is wide, in a name, the
# game's title and a message at the table
LONG_WORD = "Nejneobhospodařovávatelnějšími" * 3
NAMES = [f"Bedřich {LONG_WORD}", "Kateřina Svobodová", "Přemysl Vyskočil",
         "Ludmila Řezníčková", "Ann", "Bob", "Cid"]
OPTIONS = {"westernpoly": {"max_rounds": 6}}  # without a limit it runs for hours
SNAPSHOT_EVERY = 5  # moves between two looks at the running game; the last one is kept
MOVES_GUARD = 5000


@pytest.fixture(scope="module")
def phone():
    """A page in headless Chromium as wide as a phone."""
    yield from phone_page(WIDTH)


def _with_style(body: str) -> str:
    """The page with its stylesheet inlined (set_content has no server to fetch it from)."""
    link = '<link rel="stylesheet" href="/static/style.css">'
    assert link in body
    return body.replace(link, f"<style>{STYLE}</style>")


def _pages(app, game_id: str, seat: str) -> dict[str, str]:
    """The play page of `seat` and the spectator page, as served."""
    return {"play": app.resolve(get(play_path(SECRET, game_id, seat)), None)["body"],
            "spectator": app.resolve(get(game_path(game_id)), None)["body"]}


def _played(app, game_service, rules_id: str, seed: int,
            options: dict[str, str] | None = None) -> dict[str, dict[str, str]]:
    """A game at its largest table played by seeded random moves to its end: its pages late
    in the game (the last look before the end) and at the end."""
    players = [PlayerSpec(name, f"p{n}@example.org", "cs")
               for n, name in enumerate(NAMES[:LARGEST[rules_id]])]
    game = game_service.create(rules_id, players, "org@example.org", options={"lang": "cs", **OPTIONS.get(rules_id, {}), **(options or {})},
                               title=f"Turnaj {LONG_WORD}", public=True, start=True)
    game_service.say(game.id, players[0].email, f"Ahoj! https://example.org/{LONG_WORD}")
    rng = random.Random(seed)
    late: dict[str, str] = {}
    for step in range(MOVES_GUARD):
        view = game_service.view(game.id)
        player = view.rules.to_move(view.state)
        if player is None:
            return {"late": late, "over": _pages(app, game.id, view.game.seats[0].seat)}
        assert player != CHANCE  # the service resolves chance itself
        seat = view.game.seat_for(player)
        if step % SNAPSHOT_EVERY == 0:
            late = _pages(app, game.id, seat.seat)
        moves = view.rules.legal_moves(view.state, player)
        move = rng.choice([m for m in moves if m.text != "resign"] or moves)
        game_service.submit(game.id, seat.email, move.text)
    raise AssertionError(f"{rules_id}: no end after {MOVES_GUARD} moves")


# The elements and texts that reach past the screen's right edge, outside a scrolling frame
# (what makes the page wider, named in a failure's message).
_WIDER = """() => {
  const W = document.documentElement.clientWidth, out = [];
  const framed = (el) => el.parentElement && el.parentElement.closest('figure, .scroll, .board-text');
  for (const el of document.body.querySelectorAll('*')) {
    if (el instanceof SVGElement || framed(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.right > W + 1) out.push(`${el.tagName}#${el.id}.${el.className} to ${Math.round(r.right)}`);
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (framed(n.parentElement) || n.parentElement instanceof SVGElement) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const r = range.getBoundingClientRect();
    if (r.right > W + 1) out.push(`"${n.data.trim().slice(0, 30)}" to ${Math.round(r.right)}`);
  }
  return out.slice(0, 6);
}"""


# The frames that scroll sideways, or clip, what they hold: only a board picture may, on a
# screen wider than a phone (its smallest text stays legible, see functions/render/svg.picture);
# text is wrapped instead.
CUT = """() => [...document.body.querySelectorAll('*')].filter(el => {
  if (el.tagName === 'FIGURE' || el instanceof SVGElement) return false;
  const o = getComputedStyle(el).overflowX;
  return (o === 'auto' || o === 'scroll' || o === 'hidden') && el.scrollWidth > el.clientWidth + 1;
}).map(el => `${el.tagName}#${el.id}.${el.className} by ${el.scrollWidth - el.clientWidth} px`)"""


# The headings shown with nothing under them before the next heading of their rank or above
# (a section whose every part was left out: a finished game has no hand to show).
EMPTY_HEADINGS = """() => [...document.querySelectorAll('h1, h2, h3, h4')].filter(h => {
  if (!h.getClientRects().length) return false;
  const rank = +h.tagName[1];
  for (let n = h.nextElementSibling; n; n = n.nextElementSibling) {
    if (/^H[1-6]$/.test(n.tagName) && +n.tagName[1] <= rank) break;
    if (n.innerText.trim() || n.matches('svg, img, input, select, textarea')
        || n.querySelector('svg, img, input, select, textarea')) return false;
  }
  return true;
}).map(h => h.innerText.trim())"""


def _page_width(page, html: str, shot: str) -> tuple[int, list[str]]:
    """The document's scrollWidth with `html` laid out at the phone's width, and what reaches
    past the screen's edge, is cut by a frame or is an empty heading."""
    page.set_content(_with_style(html))
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"boards-{shot}.png"), full_page=True)
    wider = page.evaluate(_WIDER) + page.evaluate(CUT) + [
        f"empty heading {h!r}" for h in page.evaluate(EMPTY_HEADINGS)]
    return page.evaluate("document.documentElement.scrollWidth"), wider


@pytest.mark.parametrize("rules_id", sorted(LARGEST))
def test_every_board_late_and_at_the_end_fits_a_phone(phone, app, game_service, rules_id):
    pages = _played(app, game_service, rules_id, seed=3)
    widths = {(when, kind): _page_width(phone, html, f"{rules_id}-{when}-{kind}")
              for when, by_kind in pages.items() for kind, html in by_kind.items()}
    assert 'id="board-picture"' in pages["over"]["spectator"]
    assert {key: (width, wider) for key, (width, wider) in widths.items()
            if width > WIDTH or wider} == {}


# The board picture's frame and the picture at the phone's width: how far the picture reaches
# past the frame, and how much of it the frame scrolls away (review 13: the 1926 map showed 2
# of its 3 columns, the WesternPoly ring under half, its title cut to "W…").
PICTURE = """() => { const f = document.getElementById('board-picture'); if (!f) return null;
  const s = f.querySelector('svg'); const fr = f.getBoundingClientRect();
  const r = s.getBoundingClientRect();
  return {scrolls: f.scrollWidth - f.clientWidth, past: Math.round(r.right - fr.right),
          right: Math.round(r.right)}; }"""


@pytest.mark.parametrize("rules_id", sorted(LARGEST))
def test_every_board_picture_is_seen_whole_on_a_phone(phone, app, game_service, rules_id):
    pages = _played(app, game_service, rules_id, seed=5)
    for when, by_kind in pages.items():
        for kind, html in by_kind.items():
            phone.set_content(_with_style(html))
            seen = phone.evaluate(PICTURE)
            if seen is None:
                continue
            assert seen["scrolls"] <= 1 and seen["past"] <= 1 and seen["right"] <= WIDTH, \
                (rules_id, when, kind, seen)


# The picture's text as the browser drew it at the screen's width: each <text> of the board
# is drawn (a box of its own), within the picture and the screen, and no smaller than a person
# reads; or the page lists the board beside the picture (a dense picture hides its labels on a
# phone, see functions/render/svg.picture), and no shape of the picture lies over its ends.
# pic54: the Goofspiel and Oh Hell cards lost their numbers on a phone with no list to read
# them in; a Goofspiel hand's fanned card hid the second digit of the card before ("1|3").
PICTURE_TEXT = """(minPx) => {
  const W = document.documentElement.clientWidth;
  const svg = document.querySelector('#board-picture svg');
  if (!svg) return null;
  const box = svg.getBoundingClientRect();
  const right = Math.min(W, box.right);
  const found = {lost: 0, drawn: 0, outside: [], small: [], covered: []};
  for (const t of svg.querySelectorAll('text')) {
    const r = t.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) { found.lost++; continue; }
    found.drawn++;
    const words = t.textContent.slice(0, 30);
    if (r.left < box.left - 1 || r.right > right + 1) found.outside.push(words);
    // a shape drawn over the text's ends (a card of a fan over the one before's number)
    t.scrollIntoView({block: 'center', inline: 'nearest'});
    const s = t.getBoundingClientRect(), mid = s.top + s.height / 2;
    for (const x of [s.left + 2, s.right - 2]) {
      const hit = document.elementFromPoint(x, mid);
      // drawn after the text, and not a part of its own group (a card's rect under its face)
      if (hit && svg.contains(hit) && hit.tagName !== 'text' && !t.parentElement.contains(hit)
          && t.compareDocumentPosition(hit) & Node.DOCUMENT_POSITION_FOLLOWING) {
        found.covered.push(words); break;
      }
    }
    const m = t.getScreenCTM();
    if (parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) < minPx - 0.05)
      found.small.push(words);
  }
  // text over text ("Bedřich Nejneob…✦0": a name run into the next column)
  const drawn = [...svg.querySelectorAll('text')].map(t => [t, t.getBoundingClientRect()])
    .filter(([, r]) => r.width >= 1 && r.height >= 1);
  found.over = [];
  for (let i = 0; i < drawn.length; i++)
    for (let j = i + 1; j < drawn.length; j++) {
      const [a, p] = drawn[i], [b, q] = drawn[j];
      const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (w > 1 && h > 0.4 * Math.min(p.height, q.height))
        found.over.push(`${a.textContent.slice(0, 30)} / ${b.textContent.slice(0, 30)}`);
    }
  const list = document.getElementById('field-list');
  found.listed = !!list && list.getClientRects().length > 0;
  return found;
}"""


# every game's picture, and 1926's on both its maps
PICTURES = [(rules_id, {}) for rules_id in sorted(LARGEST)] + [("1926", {"variant": "kancler"})]


@pytest.mark.parametrize("rules_id, options", PICTURES)
def test_every_board_pictures_text_is_read_on_a_phone_and_a_laptop(phone, app, game_service,
                                                                  rules_id, options):
    pages = _played(app, game_service, rules_id, seed=7, options=options)
    shot = "-".join([rules_id, *options.values()])
    seen = {}
    try:
        for width in (320, WIDTH, 1280):
            phone.set_viewport_size({"width": width, "height": 740})
            for when, by_kind in pages.items():
                for kind, html in by_kind.items():
                    phone.set_content(_with_style(html))
                    phone.screenshot(path=str(ARTIFACTS / f"boards-text-{shot}-{when}-"
                                                          f"{kind}-{width}.png"), full_page=True)
                    seen[width, when, kind] = phone.evaluate(PICTURE_TEXT, MIN_TEXT_PX)
    finally:
        phone.set_viewport_size({"width": WIDTH, "height": 740})
    assert seen[1280, "over", "spectator"]["drawn"] > 0
    wrong = {key: found for key, found in seen.items() if found is not None and (
        found["outside"] or found["small"] or found["covered"] or found["over"]
        or (found["lost"] and not found["listed"]))}
    assert wrong == {}
    # a laptop draws every picture whole, labels and all
    assert [key for key, found in seen.items() if key[0] == 1280 and found["lost"]] == []
