"""What one inbound mail costs: CPU seconds per MB through `incoming.handle` (what `pbm mail-in`,
the inbound Lambda and `pbm serve` run), for an ordinary reply and for the worst shapes the
limits let through (functions/mail/limits.py), each about 800 KB and without a valid token, as a
stranger sends them. The review's attacks (805 KB of part headers of folded parameters or encoded
words: 47 s of CPU before) are refused, and cost what their bytes cost.

Target: the worst shape within the limits costs at most 3x an ordinary mail per MB.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from bench import Row
from bench.support import SeededSecrets
from functions.mail import limits
from functions.mailroom import incoming
from functions.service import GameService
from functions.service.system import SystemClock
from functions.settings import Settings
from functions.storage.sqlite import SqliteStore

SIZE = 800_000
TARGET = 3.0
SETTINGS = Settings(mail_domain="pbm.example.org", sender="pbm@pbm.example.org")
HEAD = (b"From: Ann <ann@example.org>\r\nTo: play@pbm.example.org\r\nSubject: Re: your turn\r\n"
        b"Message-ID: <m1@example.org>\r\nMIME-Version: 1.0\r\n")
_LINE = b"> the quick brown fox jumps over the lazy dog, again and again\r\n"


def _text(size: int) -> bytes:
    return _LINE * (max(size, 0) // len(_LINE))


def _multipart(parts: list[bytes], size: int = SIZE) -> bytes:
    tail = b"".join(b"--BB\r\n" + part for part in parts) + b"--BB--\r\n"
    text = b"--BB\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nkoupit\r\n" + _text(
        size - len(tail) - 300)
    return HEAD + b'Content-Type: multipart/mixed; boundary="BB"\r\n\r\n' + text + tail


def _filling(part: bytes, budget: int = limits.MAX_PART_HEADERS_BYTES - 512) -> list[bytes]:
    """As many variants of `part` as the limit on all part headers lets through (each its own
    text: a header seen twice is parsed once)."""
    header = part.partition(b"\r\n\r\n")[0]
    count = min(budget // (len(header) + 4), limits.MAX_PARTS - 3)
    return [part.replace(b"octet-stream", b"x-%03d" % n, 1) for n in range(count)]


def shapes() -> list[tuple[str, bytes]]:
    """(name, raw mail): an ordinary reply, the worst shapes within the limits, the attacks."""
    most = limits.MAX_PARAMETERS - 1
    words = limits.MAX_ENCODED_WORDS - 1
    parameters = (b"Content-Type: application/octet-stream"
                  + b"".join(b";\r\n p%d=v" % n for n in range(most)) + b"\r\n\r\nx\r\n")
    encoded = (b'Content-Type: application/octet-stream;\r\n name="'
               + b"\r\n ".join([b"=?utf-8?q?=C4=8D?="] * words) + b'"\r\n\r\nx\r\n')
    rfc2231 = (b"Content-Type: application/octet-stream" + b"".join(
        b";\r\n name*%d*=%%C4%%8D" % n for n in range(most)) + b"\r\n\r\nx\r\n")
    nested = b"".join(b'Content-Type: multipart/mixed; boundary="N%d"\r\n\r\n--N%d\r\n' % (n, n)
                      for n in range(limits.MAX_NESTED_PARTS - 2))
    nested += b"Content-Type: text/plain\r\n\r\nx\r\n" + b"".join(
        b"--N%d--\r\n" % n for n in reversed(range(limits.MAX_NESTED_PARTS - 2)))
    address = b", ".join([b"=?utf-8?q?=C4=8Cen=C4=9Bk?= <a@example.org>"] * 60)
    to = b"".join(b"Cc: " + address.replace(b"<a@", b"<a%d@" % n) + b"\r\n"
                  for n in range(limits.MAX_ADDRESS_BYTES // 2800))
    attack_parameters = (b"Content-Type: application/octet-stream" + b"".join(
        b';\r\n p%d="v%d"' % (n, n) for n in range(2000)) + b"\r\n\r\nx\r\n")
    attack_words = (b'Content-Type: application/octet-stream;\r\n name="' + b"\r\n ".join(
        [b"=?utf-8?q?Tah_=C4=8D=C3=ADslo?="] * 2000) + b'"\r\n\r\nx\r\n')
    return [
        ("ordinary reply (a long quote)",
         HEAD + b"Content-Type: text/plain; charset=utf-8\r\n\r\nkoupit\r\n" + _text(SIZE)),
        (f"part headers of {most} parameters", _multipart(_filling(parameters))),
        (f"part headers of {words} encoded words in name=", _multipart(_filling(encoded))),
        (f"part headers of {most} RFC 2231 continuations", _multipart(_filling(rfc2231))),
        (f"{limits.MAX_PARTS - 2} parts", _multipart(
            [b"Content-Type: text/plain\r\n\r\nx\r\n"] * (limits.MAX_PARTS - 2))),
        (f"{limits.MAX_NESTED_PARTS - 2} nested multiparts", _multipart([nested])),
        (f"{limits.MAX_ADDRESS_BYTES // 1024} KB of encoded addresses",
         HEAD + to + b"Content-Type: text/plain\r\n\r\nkoupit\r\n" + _text(SIZE - len(to))),
        ("450,000 short lines", HEAD + b"\r\n" + b"a\n" * 450_000),
        ("450,000 short lines in a part of a multipart", HEAD
         + b'Content-Type: multipart/mixed; boundary="BB"\r\n\r\n--BB\r\n'
         + b"Content-Type: text/plain\r\n\r\n" + b"a\n" * 450_000 + b"--BB--\r\n"),
        ("the review's attack: 2,000 folded parameters a part (refused)",
         _multipart([attack_parameters] * (SIZE // len(attack_parameters)))),
        ("the review's attack: 2,000 encoded words a part (refused)",
         _multipart([attack_words] * (SIZE // len(attack_words)))),
    ]


def _cpu_per_mb(service: GameService, raw: bytes) -> tuple[float, str]:
    """(CPU seconds per MB, the outcome) of handling the mail once (the best of two runs)."""
    settings = SETTINGS.model_copy(update={"max_mail_bytes": max(len(raw), SIZE) + 1})
    best, outcome = float("inf"), None
    for _ in range(2):
        began = time.process_time()
        outcome = incoming.handle(raw, service=service, secret=b"bench-secret",
                                  settings=settings)
        best = min(best, time.process_time() - began)
    return best / (len(raw) / 1e6), str(outcome)


def run() -> list[Row]:
    """The rows: each shape's CPU per MB, and the worst within the limits against the
    ordinary reply."""
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as home:
        service = GameService(SqliteStore(Path(home) / "pbm.sqlite3"), SystemClock(),
                              SeededSecrets(33))
        ordinary = worst = 0.0
        for name, raw in shapes():
            per_mb, outcome = _cpu_per_mb(service, raw)
            refused = "refused" in name
            if not ordinary:
                ordinary = per_mb
            elif not refused:
                worst = max(worst, per_mb)
            ok = None if not ordinary or per_mb is ordinary else per_mb <= TARGET * ordinary
            rows.append(Row(f"mail cost: {name}, {len(raw) // 1000} KB, CPU per MB"
                            + (" (dropped)" if "dropped" in outcome else ""), per_mb,
                            "s/MB", "" if name.startswith("ordinary") else
                            f"<= {TARGET:g}x ordinary", ok if ok is None or ok else False))
        small = (Path(__file__).parent.parent / "tests" / "mail" / "outlook_desktop_en.eml")
        per_mb, _ = _cpu_per_mb(service, small.read_bytes())
        rows.append(Row(f"mail cost: an ordinary short reply ({small.name}, "
                        f"{small.stat().st_size // 1000} KB), CPU per MB", per_mb, "s/MB"))
        rows.append(Row("mail cost: worst shape within the limits / ordinary reply",
                        worst / ordinary, "x", f"<= {TARGET:g}", worst <= TARGET * ordinary))
    return rows
