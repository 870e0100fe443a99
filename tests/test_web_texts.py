"""The pages' words: both languages say everything, and every word a page asks for exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from functions.i18n import LANGS
from functions.web.texts import WEB, page_lang, tr

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [*(ROOT / "templates" / "web").glob("*.html"), *(ROOT / "functions" / "web").glob("*.py")]


def test_every_literal_key_used_exists():
    used = set()
    for source in SOURCES:
        text = source.read_text(encoding="utf-8")
        used |= set(re.findall(r"""\btr\((?:lang, )?["'](\w+)["']""", text))
    assert used, "the pattern found no uses"
    assert sorted(used - set(WEB.texts)) == []


def test_status_and_seat_words_exist_for_every_status():
    from functions.service.records.game import STATUSES
    from functions.service.records.seats import DECLINED, INVITED, JOINED, REMOVED, RESIGNED

    for lang in LANGS:
        for status in STATUSES:
            assert tr(lang, f"status_{status}")
        for seat in (INVITED, JOINED, DECLINED, RESIGNED, REMOVED):
            assert tr(lang, f"seat_{seat}")


@pytest.mark.parametrize(("requested", "preferred", "browser", "chosen"), [
    ("en", "cs", "cs", "en"),
    ("de", "en", "cs", "en"),
    (None, None, "de-DE,de;q=0.9,en;q=0.5", "en"),
    (None, None, "", "cs"),
    (None, None, "cs;q=0.5, en", "en"),
    (None, None, "en;q=0, cs", "cs"),
    (None, None, "*", "cs"),
])
def test_the_language_is_asked_for_then_personal_then_the_browsers(requested, preferred,
                                                                   browser, chosen):
    assert page_lang(requested, preferred, browser) == chosen


def test_no_page_redefines_another_pages_word():
    from functions.web.texts import PAGES

    for lang in LANGS:
        seen: set[str] = set()
        for part in PAGES:
            assert not seen & set(part[lang]), sorted(seen & set(part[lang]))
            seen |= set(part[lang])
