"""The lines a sent mail's HTML keeps for reading its replies (mailroom/sent_words) are read
without the standard library's HTML parser (issue 43: a cold notifier paid more for that parser
than for a tenth of its mails), and they are the very lines that parser gives: for every mail
of games played by mail, and for HTML as people's clients write it, which goes to the parser."""

from __future__ import annotations

import html as html_module
import random
import subprocess
import sys
import tempfile
from datetime import timedelta
from pathlib import Path

import pytest

from bench import mail_games, mail_sizes
from functions.mail.html_lines import rendered_html_text
from functions.mail.html_text import html_to_text
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.mailroom.sent_words import _STYLE, mail_lines
from functions.render.svg import escape
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

ROOT = Path(__file__).resolve().parents[1]
PEOPLE = [("Jana Nováková", "cs"), ("Bob O'Brien", "en"), ("Petr <Pepa> Černý", "cs"),
          ("Ann & Co", "en"), ("Eva Malá", "cs")]
ASIDES = ["help", "board", "xyz nonsense", "vzdávám?", "status", "pomoc"]


def _mails(rules_id: str, seats: int, replies: int, seed: int) -> list:
    """The mails of a game whose players answer at random (mostly a move of their menu,
    sometimes a word aside, at a minute, half an hour or ten hours)."""
    players = [PlayerSpec(name, f"p{i}@example.org", lang)
               for i, (name, lang) in enumerate(PEOPLE[:seats])]
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        try:
            clock, outbox = mail_games.Clock(), mail_games.Outbox()
            service = GameService(store, clock, mail_games.Secrets(),
                                  key=chain.seal_key(mail_games.SECRET))
            postman = Postman(store, outbox, mail_games.SETTINGS, mail_games.SECRET, clock)
            game = service.create(rules_id, players, mail_games.ORGANIZER, start=True)
            for number in range(replies):
                postman.deliver_pending()
                view = service.view(game.id)
                if view.game.status != "running":
                    break
                seat = view.game.seat(rng.choice(view.game.waited))
                mail = next(m for m in reversed(outbox.sent)
                            if mail_games._to(m) == seat.email)
                said = mail_sizes._answer(view, seat, rng) if rng.random() < 0.8 \
                    else rng.choice(ASIDES)
                incoming.handle(mail_games._reply(mail, said, number), service=service,
                                secret=mail_games.SECRET, settings=mail_games.SETTINGS)
                clock.moment += timedelta(minutes=rng.choice([1, 30, 600]))
            clock.moment += timedelta(hours=1)
            postman.deliver_pending()
            return list(outbox.sent)
        finally:
            store.close()


def _htmls(mails: list) -> list[str]:
    parts = (mail.get_body(preferencelist=("html",)) for mail in mails)
    return [_STYLE.sub("", part.get_content()) for part in parts if part is not None]


# the games the fast reader was written against; the held-out ones (other games, seats,
# seeds) were read only once it was done: 109 + 66 mails, then 3 games' mails held out
@pytest.mark.parametrize("rules_id, seats, replies, seed", [
    ("1926", 5, 60, 1), ("westernpoly", 3, 40, 2),
    # held out
    ("goofspiel", 4, 40, 3), ("ohhell", 4, 40, 4), ("1926", 3, 40, 5),
])
def test_every_mail_of_a_game_reads_as_the_parser_reads_it(rules_id, seats, replies, seed):
    htmls = _htmls(_mails(rules_id, seats, replies, seed))
    assert htmls
    read = [rendered_html_text(html) for html in htmls]
    assert None not in read  # every mail the service renders is read without the parser
    assert read == [html_to_text(html) for html in htmls]


# HTML as mail clients and people write it: the fast reader leaves each to the parser, and
# the kept lines are the parser's
@pytest.mark.parametrize("html", [
    "<p>3 < 4</p>",  # a stray '<'
    "<p>Tom &amp Jerry &copy; 2026</p>",  # references the serializer never writes
    "<p>a&#39;b</p>",
    "<div><style>p { color: red }</style>large Praha</div>",
    "<script>var a = '<p>';</script><p>x</p>",
    "<!-- a < b --><p>large Praha</p>",
    "<P CLASS=x>large Praha<BR/>medium Brno</P>",  # an unquoted attribute
    "<o:p>Outlook</o:p><p>large Praha</p>",
    f'<a href="{"x" * 2100}">long</a><p>large Praha</p>',
])
def test_html_the_service_never_writes_is_left_to_the_parser(html):
    assert rendered_html_text(html) is None
    parsed = [line.strip() for line in html_to_text(html).split("\n") if line.strip()]
    assert list(mail_lines("", html)) == list(dict.fromkeys(parsed))


@pytest.mark.parametrize("html", [
    "<!DOCTYPE html><html><head><title>Tah</title></head><body><p>Jsi na tahu&nbsp;!</p>"
    "<table><tr><td>Praha</td><td>3</td></tr></table><hr><pre>a  b\nc</pre></body></html>",
    "<div><blockquote><p>&gt; quoted &quot;x&quot;</p></blockquote>after<br>line</div>",
    "<p>a <b>bold</b>\n  word</p><!-- kept out --><p></p><ul><li>one</li><li>two</li></ul>",
])
def test_html_as_the_service_renders_it_reads_as_the_parser_reads_it(html):
    assert rendered_html_text(html) == html_to_text(html)


@pytest.mark.parametrize("text", ["a&b<c>\"d'e", "&amp;", "Plzeň — Brno", ""])
def test_the_pictures_escape_as_the_standard_library_does(text):
    assert escape(text) == html_module.escape(text)


def test_the_notifier_loads_neither_the_html_parser_nor_the_1926_reader():
    """The notifier's modules, the letters and 1926's rules import no html.parser, no html (its
    table of named references) and no 1926 command reader (issue 43)."""
    code = ("import sys, rules, functions.notifier_handler, functions.mailroom.delivery, "
            "functions.render.letters\n"
            "rules.get('1926')\n"
            "print(sorted(m for m in sys.modules if m.startswith(('html', 'rules.game1926.parse'))))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.stdout.strip() == "[]"
