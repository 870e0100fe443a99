"""What the browser tests share: headless Chromium (Debian's, driven by Playwright), a person's
look at a page at a phone's and a laptop's width, and the mail `pbm serve` sent.

A look checks what a person sees: the page has text, nothing scrolls sideways (a board picture
may scroll inside its frame, on a phone only), every table fits its place, no text is smaller than MIN_TEXT_PX,
and no text lies over other text.
Every look keeps a screenshot in tests/artifacts/ (not in git).

Chromium comes from the Debian packages (`make test` installs them); Playwright never downloads
a browser here. Without Chromium a test fails in CI and is skipped elsewhere.
"""

from __future__ import annotations

import contextlib
import email
import os
import re
import time
from email import policy
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).parent / "artifacts"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
WIDTHS = {"phone": (375, 740), "laptop": (1280, 800)}
MIN_TEXT_PX = 11
MAIL_GUARD = 30  # seconds; only so a mail that never comes fails the test

# What a person sees wrong on the page, as a list of sentences (empty: all is well). Text is
# any visible element's own text, an SVG <text> included; its size is as drawn on the screen.
_PROBLEMS_JS = r"""(minPx) => {
  const problems = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    problems.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
  const texts = [];
  for (const el of document.body.querySelectorAll('*')) {
    const own = [...el.childNodes].filter(n => n.nodeType === 3 && n.textContent.trim());
    if (!own.length) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    if (el.closest('[hidden], details:not([open]) > :not(summary), .visually-hidden')) continue;
    let size = parseFloat(style.fontSize);
    if (el instanceof SVGElement && el.getScreenCTM()) {
      const m = el.getScreenCTM();
      size *= Math.sqrt(m.a * m.a + m.b * m.b);
    }
    const words = own.map(n => n.textContent.trim()).join(' ').slice(0, 40);
    if (size < minPx - 0.05)
      problems.push(`"${words}" is ${size.toFixed(1)} px high`);
    // the boxes of the text itself, not of its element (a block is as wide as its parent)
    const range = document.createRange();
    for (const node of own) {
      range.selectNodeContents(node);
      for (const r of range.getClientRects())
        if (r.width >= 1 && r.height >= 1) texts.push({el, words, r});
    }
    // text cut off by its own box (overflow hidden, no scrolling), as "Wealt" for "Wealth"
    if (!(el instanceof SVGElement) && style.overflowX === 'hidden'
        && el.scrollWidth > el.clientWidth + 1)
      problems.push(`"${words}" is cut off at the right`);
  }
  // the scrolling boxes clip what they hold: text there may lie under the box's edge
  const clipped = (t) => {
    for (let p = t.el.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if (o === 'auto' || o === 'scroll') {
        const b = p.getBoundingClientRect();
        return t.r.left >= b.right || t.r.right <= b.left;
      }
    }
    return false;
  };
  const shown = texts.filter(t => !clipped(t));
  for (let i = 0; i < shown.length; i++) {
    for (let j = i + 1; j < shown.length; j++) {
      const a = shown[i], b = shown[j];
      if (a.el === b.el) continue;
      const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (w > 2 && h > 0.4 * Math.min(a.r.height, b.r.height))
        problems.push(`"${a.words}" lies over "${b.words}"`);
    }
  }
  // a table is read whole: one wider than its place is a table cut at the right
  for (const table of document.querySelectorAll('table')) {
    const room = table.parentElement.clientWidth;
    if (table.getBoundingClientRect().width > 0 && table.scrollWidth > room + 1)
      problems.push(`the table ${table.id || ''} is ${table.scrollWidth - room} px too wide`);
  }
  // a board picture may scroll inside its frame on a phone, never on a laptop's screen
  if (window.innerWidth >= 1000)
    for (const frame of document.querySelectorAll('figure'))
      if (frame.scrollWidth > frame.clientWidth + 1)
        problems.push(`the picture ${frame.id} is cut at the right by ${frame.scrollWidth - frame.clientWidth} px`);
  if (!document.body.innerText.trim()) problems.push('the page shows no text');
  return problems.slice(0, 20);
}"""


def playwright_or_skip() -> Any:
    """Playwright's sync API, or a skip (locally) / failure (CI) saying what is missing."""
    missing = None
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing = "the playwright package is not installed (pip install -e '.[dev]')"
    if missing is None and not CHROMIUM.exists():
        missing = f"{CHROMIUM} is missing (apt-get install chromium chromium-driver)"
    if missing:
        if os.environ.get("CI"):
            pytest.fail(f"browser test cannot run in CI: {missing}")
        pytest.skip(missing)
    return sync_playwright


def launch(playwright: Any) -> Any:
    """Debian's Chromium, headless, with nothing that reaches out to the network."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)


def phone_page(width: int = 375) -> Any:
    """One page in headless Chromium as wide as a phone, as a generator (a module's `phone`
    fixture)."""
    sync_playwright = playwright_or_skip()
    with sync_playwright() as playwright:
        browser = launch(playwright)
        context = browser.new_context(viewport={"width": width, "height": 740})
        yield context.new_page()
        context.close()
        browser.close()


def chromium() -> Any:
    """One headless Chromium, as a generator (tests/conftest.py's `browser` fixture)."""
    sync_playwright = playwright_or_skip()
    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


@contextlib.contextmanager
def opened(browser: Any, width: str, locale: str) -> Any:
    """A fresh page at one of WIDTHS, in a browser set to `locale`."""
    wide, high = WIDTHS[width]
    context = browser.new_context(viewport={"width": wide, "height": high}, locale=locale,
                                  accept_downloads=True)
    try:
        yield context.new_page()
    finally:
        context.close()


def problems(page: Any) -> list[str]:
    """What a person would see wrong on the page now (nothing: an empty list)."""
    return page.evaluate(_PROBLEMS_JS, MIN_TEXT_PX)


def look(page: Any, name: str) -> None:
    """Keep a screenshot of the page as `name` and assert a person sees nothing wrong on it."""
    ARTIFACTS.mkdir(exist_ok=True)
    width = page.viewport_size["width"]
    shot = str(ARTIFACTS / f"{name}-{width}.png")
    try:
        page.screenshot(path=shot, full_page=True)
    except Exception:  # noqa: BLE001 - Chromium may fail a capture on a loaded machine once
        page.screenshot(path=shot, full_page=True)  # the picture is for people: try again
    found = problems(page)
    assert found == [], f"{name} at {width} px: {found[:6]}"


def mails_to(home: Path, address: str) -> list[email.message.EmailMessage]:
    """The mails `pbm serve` put in the Maildir outbox for `address`, oldest first."""
    found = []
    delivered = [*(home / "outbox").glob("new/*"), *(home / "outbox").glob("cur/*")]  # not tmp/
    for path in sorted(delivered, key=lambda p: p.stat().st_mtime_ns):
        message = email.message_from_bytes(path.read_bytes(), policy=policy.default)
        if address in str(message.get("To", "")):
            found.append(message)
    return found


def next_mail(home: Path, address: str, seen: int) -> email.message.EmailMessage:
    """The mail after the first `seen` ones to `address`, once `pbm serve`'s postman (a thread
    of its own, woken by the request) has put it in the outbox."""
    deadline = time.monotonic() + MAIL_GUARD
    while len(mails := mails_to(home, address)) <= seen:
        assert time.monotonic() < deadline, f"no new mail to {address}"
        time.sleep(0.05)  # polling another process's output, not waiting for time to pass
    return mails[seen]


def link_in(message: email.message.EmailMessage, path: str) -> str:
    """The first link in the mail's text whose path starts with `path`."""
    text = message.get_body(("plain",)).get_content()
    match = re.search(rf"https?://\S+?{re.escape(path)}\S*", text)
    assert match, f"no {path} link in:\n{text}"
    return match.group(0).rstrip(".,)>")
