"""People's names, games' titles and e-mail addresses, checked and normalised as stored."""

from __future__ import annotations

import functools
import unicodedata
from email.utils import parseaddr

from .lookalike import direction_trick
from .refusal import ErrorCode, ServiceError

MAX_NAME_CHARS = 100
MAX_TITLE_CHARS = 200
# Control characters, line and paragraph separators: a name or title goes into mail headers.
_FORBIDDEN = frozenset({"Cc", "Zl", "Zp", "Cs", "Co", "Cn"})
# Format characters (zero-width, bidi controls, soft hyphen) and other characters that show as
# nothing: in a name they would let "B\u200bob" sit beside "Bob".
_INVISIBLE_CATEGORIES = frozenset({"Cf"})
_INVISIBLE = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u2800\u3164\uffa0"
    + "".join(map(chr, range(0xFE00, 0xFE10))))


def clean_label(value: str, what: str, *, name: bool) -> str:
    """A person's name (`name=True`) or a game's title as stored: NFC, spaces collapsed;
    raises INVALID_REQUEST for control characters (CR/LF included), line separators, an RFC
    2047 encoded word (`=?utf-8?q?...?=`), bidi controls and zero-width characters (in titles
    the joiner of an emoji sequence is kept), and in names for every invisible character.

    The one check behind every entry point (CLI, web forms, the service API), so nothing that
    could break a mail header or pass for another player's name is ever stored."""
    text = unicodedata.normalize("NFC", value)
    limit = MAX_NAME_CHARS if name else MAX_TITLE_CHARS
    if len(text) > limit:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"the {what} is longer than {limit} characters")
    for char in text:
        category = unicodedata.category(char)
        if category in _FORBIDDEN or (name and (category in _INVISIBLE_CATEGORIES
                                                or char in _INVISIBLE)):
            kind = "a control character" if category in _FORBIDDEN else "an invisible character"
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               f"the {what} {text!r} contains {kind} (U+{ord(char):04X})")
    trick = None if name else direction_trick(text)  # a name refused every Cf above
    if trick:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"the {what} {text!r} contains an invisible or text-direction "
                           f"character (U+{ord(trick):04X})")
    start = text.find("=?")
    if start >= 0 and text.find("?=", start + 2) >= 0:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"the {what} {text!r} looks like an encoded mail header word "
                           "(=?...?=); write it as plain text")
    return " ".join(text.split())


def normal_address(email: str) -> str:
    """An e-mail address as games, memberships and the bounce list store and compare it."""
    return email.strip().lower()


# an erased person's addresses end here (people.person: ERASED_ORGANIZER, ERASED_ADDRESS); RFC
# 2606 reserves the name, so no mail can go there
ERASED_DOMAIN = "@erased.invalid"


def takes_no_mail(email: str) -> bool:
    """Whether an address stands for no one to mail: an erased seat's (empty) or an erased
    person's placeholder."""
    return not email or email.lower().endswith(ERASED_DOMAIN)


@functools.lru_cache(maxsize=1024)  # the same few addresses come again and again (a game's)
def parse_address(text: str) -> tuple[str, str]:
    """'Ann Novák <Ann@Example.org>' -> ('Ann Novák', 'ann@example.org'); raises INVALID_REQUEST."""
    name, address = parseaddr(text)
    local, _, domain = address.partition("@")
    if not local or "." not in domain or any(c.isspace() or not c.isprintable()
                                             for c in address):
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"{text!r} is not an e-mail address like 'Ann <ann@example.org>'")
    address = normal_address(address)
    return (name.strip() or local), address
