"""What each Lambda handler module imports on a cold start (issue 14): nothing it does not need
before its first event. Each import runs in a fresh interpreter; nothing here is timed (the
times are in bench/bench_coldstart.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# jinja2 and css-inline load with the first letter or page; the mail functions never load the
# web app or its resolver, nor what only the local service uses (smtplib, mailbox, sqlite3), nor
# Powertools' batch utility (asyncio and every event class); the game service's facade, the
# postman and the inbound mail machinery load with the adapters, on the first event (the
# bounces function's records and stores too: it has nothing to do before an event).
_NEVER = ("jinja2", "css_inline", "functions.web.app", "aws_lambda_powertools.event_handler",
          "aws_lambda_powertools.utilities.batch", "asyncio", "smtplib", "mailbox", "sqlite3",
          "functions.service.service")
NOT_ON_IMPORT = {
    "inbound": (*_NEVER, "functions.mailroom.incoming", "functions.render.letters"),
    "notifier": (*_NEVER, "functions.mailroom.delivery"),
    "deadlines": (*_NEVER, "functions.mailroom.delivery"),
    "bounces": (*_NEVER, "functions.render.letters", "functions.mailroom.undeliverable",
                "functions.service.records.game", "functions.service.records.notifications"),
    "web": ("jinja2", "css_inline", "functions.render.letters", "sqlite3", "pydantic",
            "functions.service.service"),
}


def _imported(module: str) -> set[str]:
    """The modules a fresh interpreter holds after importing `module`."""
    code = f"import json, sys, {module}; print(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    return set(json.loads(done.stdout))


@pytest.mark.parametrize("handler", sorted(NOT_ON_IMPORT))
def test_a_handler_module_imports_only_what_its_start_needs(handler):
    modules = _imported(f"functions.{handler}_handler")
    assert f"functions.{handler}_handler" in modules
    assert sorted(m for m in NOT_ON_IMPORT[handler] if m in modules) == []


def test_the_letters_still_render_after_a_lazy_start():
    """The lazily loaded names are the real ones (functions.render and functions.web)."""
    code = ("import functions.render as r, functions.render.letters as l, functions.web as w, "
            "functions.web.app as a; "
            "assert r.render is l.render and r.KINDS is l.KINDS and w.create_app is a.create_app; "
            "print('ok')")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.stdout.strip() == "ok", done.stderr


def test_the_1926_rules_build_the_command_readers_indexes_only_to_read_a_command():
    """A function rendering a 1926 mail or page (the notifier, the web function) imports the
    game but reads no command: the indexes of the region names are built for the first read,
    which reads as ever (Czech with and without diacritics, declined, English)."""
    code = ("import json, rules.game1926 as g, rules.game1926.parse as p; "
            "before = [len(t._made) for t in (p.PHRASES, p.WORDS_OF, p.FORMS, p.MENDING, "
            "p.VOCABULARY)]; "
            "read = [(pl.size, pl.region) for pl in (p.read('primarky', 'cs', 'velkou do Prahy'), "
            "p.read('primarky', 'cs', 'stredni na Olomoucko'), "
            "p.read('primarky', 'en', 'small Brno'))]; "
            "print(json.dumps([before, read, len(p.PHRASES._made)]))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    before, read, built = json.loads(done.stdout)
    assert before == [0, 0, 0, 0, 0]
    assert built == 1  # the map read from, not every map
    assert read == [["large", "praha"], ["medium", "olomouc"], ["small", "brno"]]
