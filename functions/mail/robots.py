"""Mail that reads as a machine's, whatever its headers say: an out-of-office or vacation
notice (in the languages our players write, and their neighbours': Czech, Slovak, English,
German, Polish, French, Spanish), an "automatic reply", a ticket system's receipt. The headers
(Auto-Submitted and friends, see inbound._automatic_reason) catch most; these are the rest,
which the mailroom answers at most once a day per seat, so that a responder and the service
never keep a conversation going.

Phrases are matched on the folded text (lower case, no diacritics: "nepřítomen" and
"nepritomen" alike), as whole words, in the subject and the first lines of the new text."""

from __future__ import annotations

import hashlib
import re

from rules.text import fold

# A subject that says the mail is a notice, not a reply (first words, after "Re:"/"AW:" etc.)
_SUBJECT = re.compile(
    r"^(?:(?:re|aw|odp|fw|fwd|wg|sv|tr|rv)\s*:\s*)*"
    r"(?:out of (?:the )?office|ooo\b|away from (?:the )?office|on (?:vacation|holiday|leave)"
    r"|vacation|holiday|annual leave|automatic reply|auto[- ]?reply|autoreply|auto[- ]?response"
    r"|automaticka odpoved|automaticka sprava|nepritomnost|nepritomen|nepritomna|dovolena"
    r"|mimo kancelar|mimo uradu|abwesenheit|abwesend|urlaub|automatische antwort"
    r"|nieobecnosc|urlop|poza biurem|automatyczna odpowiedz|absence|absent|conges"
    r"|reponse automatique|fuera de la oficina|vacaciones|respuesta automatica)\b")

# Sentences a person seldom writes in a reply about a move, and responders always do
_BODY = re.compile(r"\b(?:" + "|".join([
    # English
    r"i am (?:currently )?(?:out of (?:the )?office|away|on (?:vacation|holiday|leave))",
    r"i'?m (?:currently )?(?:out of (?:the )?office|away|on (?:vacation|holiday|leave))",
    r"i will be (?:out of (?:the )?office|away|on (?:vacation|holiday|leave))",
    r"(?:with )?limited access to (?:my )?e-?mail", r"will (?:respond|reply|get back to you)"
    r" (?:to your (?:e-?mail|message) )?(?:when|as soon as|upon) (?:i|my) return",
    r"this is an automa(?:ted|tic) (?:reply|response|message)", r"automatic reply",
    r"out of office", r"your (?:e-?mail|message|request) has been received",
    r"we have received your (?:e-?mail|message|request)", r"ticket (?:number|#)",
    # Czech and Slovak
    r"jsem mimo (?:kancelar|urad|dosah)", r"nejsem (?:v kancelari|k zastizeni|k dispozici)",
    r"budu (?:zpet|opet k zastizeni|k dispozici)", r"(?:cerpam|mam) dovolenou",
    r"jsem na dovolene", r"automaticka odpoved", r"automaticky generovan",
    r"omezen(?:y|ym) pristup(?:em)? k e-?mailu", r"som mimo (?:kancelarie|uradu)",
    r"som na dovolenke", r"automaticka sprava",
    # German
    r"ich bin (?:derzeit |zurzeit |bis )?(?:nicht im buro|abwesend|im urlaub|ausser haus)",
    r"bin ich (?:nicht im buro|abwesend|im urlaub)", r"keinen zugriff auf (?:meine )?e-?mails?",
    r"automatische antwort", r"abwesenheitsnotiz",
    # Polish, French, Spanish
    r"jestem poza biurem", r"jestem na urlopie", r"automatyczna odpowiedz",
    r"je suis absent", r"je serai de retour", r"absent du bureau", r"reponse automatique",
    r"estoy fuera de la oficina", r"estare de vacaciones", r"respuesta automatica",
]) + r")\b")

BODY_LINES = 12  # a responder says it in its first lines; a quote further down says nothing


def automatic_by_content(subject: str, text: str) -> str | None:
    """Why the mail reads as a machine's (its subject or the first lines of its new text), or
    None for a mail a person could have written."""
    if _SUBJECT.match(_plain(subject)):
        return "out-of-office subject"
    head = _plain("\n".join(text.strip().splitlines()[:BODY_LINES]))
    found = _BODY.search(head)
    return f"reads as an automatic reply ({found.group(0)!r})" if found else None


WORDY = 6  # a text of this many words or more, sent twice a day, is a responder's


def wordy(text: str) -> bool:
    """Whether a text is long enough that sending it twice a day is a machine's habit (a
    command or two, "BOARD", "HELP", asked again, is a person's)."""
    return len(_plain(text).split()) >= WORDY


def text_digest(text: str) -> str:
    """A short digest of a mail's new text as a person would see it (case, accents, spacing
    ignored): two mails of one text have one digest."""
    return hashlib.sha256(_plain(text).encode()).hexdigest()[:16]


def _plain(text: str) -> str:
    return " ".join(fold(text).replace("\u2019", "'").split())
