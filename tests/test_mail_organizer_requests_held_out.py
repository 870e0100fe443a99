"""Held-out members of the class of test_mail_organizer_requests.py (an organizer's request
in words for a control of their game, or a question whether they can): written beside the
others, never tuned on."""

from __future__ import annotations

import tempfile
from datetime import datetime, timedelta

import pytest
from organizer_requests_kit import EMAILS, write


def _hours_more(told, who: str) -> float:
    before, after = told.deadline(who, told.before), told.deadline(who, told.after)
    return (datetime.fromisoformat(after) - datetime.fromisoformat(before)) / timedelta(hours=1)


@pytest.mark.parametrize(("body", "lang", "who", "hours"), [
    ("Dobrý den, prosím o prodloužení termínu pro paní Novou o 24 hodin.", "cs", "eva", 24),
    ("Could you give Petra two more days? She's ill.", "en", "petra", 48),
    ("Ahoj, Tom je nemocný, dej mu prosím o tři dny víc.", "cs", "tom", 72),
])
def test_an_extension_in_words_held_out(body, lang, who, hours):
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, body, lang=lang)
    assert _hours_more(told, who) == hours, told.text
    assert all(_hours_more(told, other) == 0 for other in EMAILS if other != who)


@pytest.mark.parametrize(("body", "lang", "paused", "status"), [
    ("Dobry den, pozastavte prosim hru do patku, jsme na horach.", "cs", False, "paused"),
    ("hi, please put the game on hold for now", "en", False, "paused"),
    ("Ahoj, muzes obnovit hru? Uz jsme zpatky.", "cs", True, "running"),
    ("Please unpause the game", "en", True, "running"),
])
def test_a_pause_or_resume_in_words_held_out(body, lang, paused, status):
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, body, lang=lang, paused=paused)
    assert told.after.status == status, told.text


@pytest.mark.parametrize(("body", "lang", "command"), [
    ("Dobrý den, chtěl bych odebrat hráčku Evu Novou.", "cs", "pbm remove {id} eva@example.org"),
    ("ahoj, zrus tu hru prosim", "cs", "pbm cancel {id}"),
    ("Dobrý den, prodlužte prosím termín o den.", "cs", "pbm extend {id} 24"),
])
def test_a_pointer_held_out(body, lang, command):
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, body, lang=lang)
    assert told.after.version == told.before.version
    assert command.format(id=told.after.id) in told.text, told.text


@pytest.mark.parametrize(("body", "lang", "yes"), [
    ("can i extend someone's deadline?", "en", "Yes."),
    ("Dobrý den, lze nějak prodloužit čas na tah?", "cs", "Ano, můžete."),
])
def test_yes_and_how_held_out(body, lang, yes):
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, body, lang=lang)
    assert told.after.version == told.before.version
    assert yes.lower() in told.text.lower() and "pbm " in told.text, told.text
