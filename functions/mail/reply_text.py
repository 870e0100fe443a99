"""The new text of a reply: quoted history, attribution lines and signatures removed.

email-reply-parser splits a body into fragments (quoted, quote-header, signature, plain). We teach
it the Czech, Outlook and phone-client patterns it does not know, and apply our own policy to the
fragments instead of its `reply` property, which assumes top-posting and throws away a reply
written below the quote. The policy, in text order:

- a quoted fragment (lines starting with ">", with their attribution line) is skipped, so a
  bottom-posted or interleaved reply keeps what follows the quote;
- a header block (Outlook's "From:/Sent:", "Od:/Odesláno:"), a signature, a separator such as
  "-----Original Message-----" or an unquoted attribution starts the history: reading stops.
"""

from __future__ import annotations

import re

from email_reply_parser import EmailMessage as _LibraryMessage

from rules.text import fold

# "On <date>, X wrote:" and its translations; a line that introduces quoted text.
_ATTRIBUTION = re.compile(
    r"^.{0,300}\b(?:wrote|napsal\(a\)|napsala|napsal|schrieb|a écrit)\s*:$", re.IGNORECASE
)
# How an attribution starts: "On ", "Dne ", a weekday before a date, or a date.
_ATTRIBUTION_OPENER = re.compile(
    r"^(?:on|dne|am|le)\s"
    r"|^(?:po|út|ut|st|čt|ct|pá|pa|so|ne|mon|tue|wed|thu|fri|sat|sun)\w*[\s,.]+\d"
    r"|^\d{1,4}[./-]\s?\d",
    re.IGNORECASE,
)
# A field of the header block Outlook and webmails put above the quoted message.
_HEADER_FIELD = re.compile(
    r"^\*?(?:From|Sent|To|Cc|Date|Subject|Od|Odesláno|Komu|Kopie|Datum|Předmět):\*?\s.+",
    re.IGNORECASE,
)
# A line that ends the author's text: the "-- " delimiter or a phone or app signature.
_SIGNATURE = re.compile(
    r"^--$"
    r"|^sent from (?:my|outlook|mail|yahoo|samsung|the)\b"
    r"|^get outlook for\b"
    r"|^odesl[aá]no (?:z|ze)\b"
    r"|^(?:z[ií]skat|st[aá]hnout|st[aá]hn[eě]te si) outlook\b",
    re.IGNORECASE,
)
# Separators above forwarded or quoted messages (matched on folded text).
_SEPARATOR = re.compile(
    r"^-{2,}\s*(?:original message|puvodni zprava|puvodni e-mail|forwarded message"
    r"|preposlana zprava|ursprungliche nachricht)\s*-{2,}$"
    r"|^_{10,}$"
    r"|^(?:begin forwarded message|zacatek preposlane zpravy)\s*:"
)
_INVISIBLE = str.maketrans({"\xa0": " ", "\u200b": None, "\u200c": None, "\ufeff": None})


class _Message(_LibraryMessage):
    """email-reply-parser's fragment splitter with our patterns."""

    SIG_REGEX = _SIGNATURE
    QUOTE_HDR_REGEX = _ATTRIBUTION
    HEADER_REGEX = _HEADER_FIELD
    # The library's own search for an attribution wrapped over lines, "(?!On.*On\s.+?wrote:)...",
    # is cubic on a text of many "On " words; `_join_wrapped_attributions` does that job here,
    # so the library's search is one that fails at once at every position.
    MULTI_QUOTE_HDR_REGEX = MULTI_QUOTE_HDR_REGEX_MULTILINE = re.compile(r"(?!)")


def reply_text(body: str) -> str:
    """The text the sender wrote in `body`, without quoted history and signatures."""
    text = "\n".join(_join_wrapped_attributions(_normalised_lines(body)))
    kept: list[str] = []
    for fragment in _Message(text).read().fragments:
        if fragment.quoted:
            continue
        if fragment.headers or fragment.signature:
            break
        lines, ended = _until_history(fragment.content.split("\n"))
        kept.extend([*lines, ""])
        if ended:
            break
    return "\n".join(kept).strip()


def _normalised_lines(body: str) -> list[str]:
    text = body.replace("\r\n", "\n").replace("\r", "\n").translate(_INVISIBLE)
    return [line.strip() for line in text.split("\n")]


def _join_wrapped_attributions(lines: list[str]) -> list[str]:
    """Rejoin an attribution a client wrapped over two lines ("On ... <a@b>" / "wrote:")."""
    joined: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        following = lines[index + 1] if index + 1 < len(lines) else ""
        if (
            _ATTRIBUTION_OPENER.match(line)
            and not _ATTRIBUTION.match(line)
            and following
            and not following.startswith(">")
            and not _ATTRIBUTION_OPENER.match(following)
            and _ATTRIBUTION.match(f"{line} {following}")
        ):
            joined.append(f"{line} {following}")
            index += 2
        else:
            joined.append(line)
            index += 1
    return joined


def _until_history(lines: list[str]) -> tuple[list[str], bool]:
    """The lines before the first signature, separator or unquoted attribution, and if one came."""
    for index, line in enumerate(lines):
        if _SIGNATURE.match(line) or _SEPARATOR.match(fold(line)) or _ATTRIBUTION.match(line):
            return lines[:index], True
    return lines, False
