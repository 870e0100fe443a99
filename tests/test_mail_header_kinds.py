"""The header classes of our mail policies are made once per process (functions/mail/
header_kinds.py): a mail parsed with them reads exactly as the standard library's own registry
reads it."""

from __future__ import annotations

import email
from email import policy
from pathlib import Path

from functions.mail import limits
from functions.mail.header_kinds import HEADER_KINDS, HeaderKinds

MAILS = sorted((Path(__file__).parent / "mail").rglob("*.eml"))


def _fields(message):
    """Every field of the message and its parts: name, text, kind, and what it parses to."""
    found = []
    for part in message.walk():
        for name, value in part.items():
            found.append((name, str(value), type(value).__mro__[1].__name__,
                          [str(a) for a in getattr(value, "addresses", ())],
                          getattr(value, "params", None) and dict(value.params),
                          sorted(map(str, value.defects))))
    return found


def test_every_mail_of_the_corpus_has_the_fields_the_standard_library_reads():
    assert len(MAILS) > 20
    for path in MAILS:
        raw = path.read_bytes()
        ours = limits.parse(raw)
        theirs = email.message_from_bytes(raw, policy=policy.default)
        assert _fields(ours) == _fields(theirs), path.name


def test_a_header_name_in_any_case_is_the_same_kind():
    kinds = HeaderKinds()
    assert kinds["To"] is kinds["to"] is kinds["TO"]
    assert kinds["Subject"] is not kinds["To"]
    assert kinds["X-Mailer"] is kinds["x-mailer"]  # the default kind too, one per name
    assert issubclass(HEADER_KINDS["Reply-To"], policy.default.header_factory["Reply-To"]
                      .__mro__[1])
