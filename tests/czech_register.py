"""The register a Czech mail speaks to its reader in, read as a Czech reader reads it: tykání
("Ahoj", "tvoje hra", "můžeš", "zeptej se") or vykání ("Dobrý den", "Vaše hra", "můžete",
"zeptejte se"). A test asks which a mail uses, and that it never uses both."""

from __future__ import annotations

import html
import re

# second person singular: the pronouns, "jsi", the verbs' "-š" (not "náš", "váš": a pronoun)
# and the imperatives the service's texts use
_FAMILIAR = re.compile(
    r"(?<!\w)(?:Ahoj\w*|[Tt]vo(?:je|ji|jí|jich|jím)|[Tt]vůj|[Tt]v(?:á|é|ou|ého|ému|ých)|"
    r"tobě|tebe|tebou|ti|tě|jsi|sis|ses|bys|"
    r"(?![Vv]áš|[Nn]áš|[Uu]ž)\w+[aeěií]š|"
    r"[Zz]eptej|[Dd]ej|[Zz]alož|[Zz]ruš|[Ss]pusť|[Nn]apiš|[Pp]ošli|[Oo]dpověz|[Pp]odívej|"
    r"[Kk]likni|[Pp]ozvi|[Vv]yber)(?!\w)")
# second person plural of respect: "Vy" and its forms (capital in a letter), the verbs' "-te"
_FORMAL = re.compile(
    r"(?<!\w)(?:Dobrý den|Vy|Vás|Vám|Vámi|Váš|Vaš\w+|"
    r"\w+(?:ete|íte|ejte|ěte|ňte|šte|sťte|žte|zte|dte))(?!\w)")


def plain(mail_text: str) -> str:
    """The words of a mail's text or HTML part, without tags, links and addresses."""
    text = re.sub(r"<(style|head)\b.*?</\1>", " ", mail_text, flags=re.S | re.I)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    return re.sub(r"\S+@\S+|https?://\S+", " ", text)


def familiar_words(mail_text: str) -> list[str]:
    """The words of tykání in a mail."""
    return _FAMILIAR.findall(plain(mail_text))


def formal_words(mail_text: str) -> list[str]:
    """The words of vykání in a mail."""
    return _FORMAL.findall(plain(mail_text))


def register_of(mail_text: str) -> str:
    """"formal", "familiar", "mixed" or "none" (the mail says neither)."""
    formal, familiar = formal_words(mail_text), familiar_words(mail_text)
    return "mixed" if formal and familiar else "formal" if formal else \
        "familiar" if familiar else "none"
