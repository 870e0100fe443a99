"""The unsubscribe page's order (misc56, issue 42; review 55's open member): what changed comes
first, then what the reader gets now. The link's own page changed nothing, so below "Otevřením
odkazu se nic nezměnilo" the mail is said as kept ("Dál ti chodí …"), never as news ("Teď ti
chodí …", which read as a change after all); once a button set it, the page says so and then
what comes now."""

from __future__ import annotations

import re

import pytest
from test_mail_unsubscribe import https_path, mover_email, one_click, start, table, web
from web_events import get

__all__ = ["table", "web"]  # the fixtures


def _said(body: str, at: str) -> str:
    return re.sub(r"<[^>]+>", "", body.split(f'id="{at}"', 1)[1].split("</p>", 1)[0])


@pytest.mark.parametrize(("lang", "nothing", "kept", "news"), [
    ("cs", "nic nezměnilo", "Dál ti chodí", "Teď ti"),
    ("en", "changed nothing", "You still get", "You now get"),
])
def test_the_link_s_page_says_nothing_changed_then_what_stays(table, web, lang, nothing, kept,
                                                              news):
    game = start(table)
    path = https_path(table.last(mover_email(table, game.id), "your_turn"))
    body = web.resolve(get(path, {"lang": lang}), None)["body"]
    assert nothing in _said(body, "notice")
    now = _said(body, "mail-now")
    assert now.lstrip(">").strip().startswith(kept) and news not in now, now
    assert body.index('id="notice"') < body.index('id="mail-now"')


def test_a_button_pressed_says_what_changed_then_what_comes_now(table, web):
    game = start(table)
    path = https_path(table.last(mover_email(table, game.id), "your_turn"))
    body = one_click(web, path)["body"]
    assert "Saved" in _said(body, "notice")
    assert _said(body, "mail-now").lstrip(">").strip().startswith("You now get")
