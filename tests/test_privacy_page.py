"""The privacy page (issue 26): in both languages, what is kept, for how long, who sees what,
and how to export or erase; no login, no tracking, linked from every game mail (see
test_mail_unsubscribe)."""

from __future__ import annotations

import re

import pytest
from web_events import get


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["What we keep", "For how long", "Who sees what", "30 days", "7 days",
            "organizer", "Spectators", "Export my data", "Erase me"]),
    ("cs", ["Co uchováváme", "Jak dlouho", "Kdo co vidí", "30 dní", "7 dní", "Organizátor",
            "Diváci", "Stáhnout moje data", "Smazat mě"]),
])
def test_the_privacy_page_says_it_in_both_languages(app, lang, words):
    response = app.resolve(get("/privacy", {"lang": lang}), None)
    assert response["statusCode"] == 200
    body = response["body"]
    assert f'<html lang="{lang}">' in body
    for word in words:
        assert word in body, word
    for command in ("pbm person export EMAIL", "pbm person erase EMAIL", "/me"):
        assert command in body


def test_the_privacy_page_follows_the_browser_and_loads_nothing_from_elsewhere(app):
    body = app.resolve(get("/privacy", accept_language="cs-CZ,cs;q=0.9"), None)["body"]
    assert "Co uchováváme" in body
    assert not re.search(r'(src|href)="https?://', body)  # no third party, no pixel
