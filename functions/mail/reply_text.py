"""The new text of a reply: quoted history, attribution lines, header blocks and signatures removed.

Two sources of knowledge, in this order:

- **our own words**: when the service knows the mail being answered (`OwnWords`, the lines of
  the turn mail the reply token names), a run of reply lines that are lines of that mail is
  history wherever it stands: quoted or not, top- or bottom-posted, rewrapped by the client,
  Outlook's copy without quote marks. No general parser can know this;
- **general rules** for any mail, in many languages (learned from the shapes mail clients
  produce): quoted lines ("> ", "C> "), attributions ("On … wrote:", "Am … schrieb X:",
  "2014-03-20 8:48 GMT+01:00 X <a@b>:", wrapped over up to five lines, dashed), header blocks
  ("From:/Sent:", "Von:/Gesendet:", "De :/Envoyé :", "Od:/Odesláno:" …), separators
  ("-----Original Message-----", "-------- Message d'origine --------", a rule of dashes,
  underscores or an em dash) and signatures ("-- ", "Sent from my iPhone", "Gesendet von Outlook
  für Android", "Envoyé depuis mon iPhone", "-Name").

The policy, in text order: a quoted block (with its attribution or header block) is skipped and
reading goes on after it, so a bottom-posted or interleaved reply keeps what follows; history that
is not followed by quoted lines (an unquoted attribution, a header block, a separator, a
signature) ends the reply. An attribution at the very top with the player's text right under it
(some clients put the cursor there) is skipped, not an end.

Every step looks at each line a bounded number of times (an attribution is tried over at most
five lines of at most MAX_LINE characters), so the work is linear in the mail's size.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rules.text import fold

MAX_LINE = 400  # longer lines are text, never an attribution or header (bounds the joins)
_JOIN = 5  # an attribution may be wrapped over this many lines
_INVISIBLE = str.maketrans({"\xa0": " ", "\u200b": None, "\u200c": None, "\u200d": None,
                            "\ufeff": None, "\u202f": " ", "\u2007": " "})

# --- quotes ----------------------------------------------------------------------------------
# "> text", ">> text", and the initials some clients and Usenet readers put before it ("C> ").
_QUOTED = re.compile(r"^(?:>|[A-Za-z]{1,3}>(?:[\s>]|$)|\|(?:\s|$))")
# A quoted line of our menu ("> 1. koupit Kurz střelby za 4 000 $") and the words that point
# at it from under it ("tohle", "this one", "↑"): the player picks that option.
_QUOTED_OPTION = re.compile(r"^(?:\s*>)+\s*([0-9]{1,3})[.)]\s+\S")
_POINTERS = frozenset((
    "tohle", "toto", "tuhle", "tuto", "tamto", "tohle prosim", "tohle chci", "tohle beru",
    "beru tohle", "chci tohle", "to", "tenhle", "tuhle moznost", "tuto moznost", "this",
    "this one", "that one", "this please", "that", "this option", "i want this",
    "i'll take this", "↑", "^", "^^"))
_ARROWS = frozenset("↑ ^ ^^ ⬆ ⬆️ ☝ ☝️ 👆".split())  # pointing up, with words or alone
# Words around a pointer that say yes or please: "ano, tohle", "jo tohle", "this one, please".
_AROUND_POINTER = frozenset("ano jo jj ok okay yes yep sure jasne prosim please diky thanks "
                            "dekuji".split())
# Words pointing at the place the quoted line above names ("Tady přidám střední", "sem malou");
# not English "here", which mostly opens a line ("Here's my move:").
_HERE = frozenset("tady sem zde".split())
_HERE_WORDS = 6  # a longer line says more than where: it is read as written
_QUOTE_MARKS = re.compile(r"^(?:\s*[>|])+")
# The numbered options of a quoted menu line ("Karlsbad: 13. velká, 14. střední, 15. malá"):
# under it, "Tady přidám malou" takes the place from the line and the size from the player.
_MENU_OPTIONS = re.compile(r"\s*(?<!\w)[0-9]{1,3}[.)]\s+[^,·;]+[,;]?")


def _points(line: str) -> bool:
    """Whether a line points at the quoted line above it and says nothing else ("tohle",
    "Ano, tohle.", "↑", "this one please")."""
    folded = fold(line).strip(" .!:")
    if folded in _POINTERS:
        return True
    found = [w for w in re.split(r"[\s,.!:;]+", folded) if w]
    arrows = [w for w in found if w in _ARROWS]  # "↑ tohle, díky", "^ this one"
    bare = [w for w in found if w not in _AROUND_POINTER and w not in _ARROWS]
    if not bare:
        return bool(arrows)  # "↑ díky"
    return len(bare) < len(found) and " ".join(bare) in _POINTERS


def _points_here(line: str) -> bool:
    """Whether a short line says "here" of the place the quoted line above names."""
    found = re.findall(r"\w+", fold(line))
    return len(found) <= _HERE_WORDS and any(w in _HERE for w in found)


# A piece of a URL that a client wrapped out of a quoted line: no spaces, some URL punctuation.
_URL_PIECE = re.compile(r"^[^\s]*[/?=&%#][^\s]*$")

# --- attributions ----------------------------------------------------------------------------
# How an attribution that a client wrapped over lines starts (folded text): a word that
# introduces a date, a weekday before a date, a date, dashes; a name with an address may too.
_JOIN_START = re.compile(
    r"^[-*\s]*(?:on|at|le|am|op|el|il|em|w dniu|dnia|dna|dne|den|pa|vao|в|у|在|於)\s"
    r"|^[-*\s]*\w{1,6}\.?,?\s+\d{1,2}\.?\s+\S"
    r"|^[-*\s]*\d{1,4}[./-]\s?\d"
    r"|^\d{4}\s?[年년]"
)
_ADDRESS_START = re.compile(r"<?[\w.+-]+@[\w-]+\.[\w.-]+|<$")
# The verb that ends an attribution, on folded text (after trailing ":", "-", "*" are removed).
_WROTE_END = re.compile(
    r"[\s)\"'>,](?:wrote|writes|said|sent|napsal\(a\)|napsala|napsal|napisal\(a\)"
    r"|napisala|napisal|a ecrit|schrieb|geschrieben|schreef|geschreven|ha scritto|escribio"
    r"|escreveu|skrev|kirjoitti|irta|da viet|написал\(а\)|написала|написал|написав\(ла\)"
    r"|написав|пишет|пише)$"
)
# the last words of those verbs: the expression is tried only on a line that ends in one
_VERB_LAST = frozenset(
    "wrote writes said sent napsal(a) napsala napsal napisal(a) napisala napisal ecrit schrieb "
    "geschrieben schreef geschreven scritto escribio escreveu skrev kirjoitti irta viet "
    "написал(а) написала написал написав(ла) написав пишет пише".split())
_WROTE_CJK = re.compile(r"(?:写道|寫道|작성|書きました|のメッセージ)$")
# A verb inside an attribution followed by the name ("Am … schrieb X <a@b>:", "X schrieb am …:",
# "X ezt írta (időpont: …):", "X wrote on …:").
_WROTE_INSIDE = re.compile(
    r"\b(?:schrieb|schreef|skrev|irta|wrote|napsal|napisal|kirjoitti|escribio|escreveu)\b")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_DIGIT = re.compile(r"\d")
# "2016-03-03 17:21 GMT+01:00 Some One" (older Gmail, with no address and no colon).
_ISO_GMT = re.compile(r"^\d{4}-\d\d-\d\d \d\d?:\d\d gmt[+-]\d\d?:\d\d\b")
_TRAILER = " \t:：.-*>—–"
_QUOTED_TAIL = re.compile(r"^>\s*(?:\w{1,12}\s*)?:?$")
# "2013/7/20 Name <a@b>" (an older Gmail, with no colon)
_DATE_ADDRESS = re.compile(r"^\d{4}[/-]\d{1,2}[/-]\d{1,2}\s.{1,200}@[^\s>]+>$")

# --- header blocks ---------------------------------------------------------------------------
# The fields of the block Outlook and webmails put above the quoted message (folded; "De :" with
# the French space; "*From:*" as Outlook's HTML becomes text).
_FIELD_NAMES = (
    "from|sent|to|cc|bcc|date|subject|reply-to|"
    "od|odeslano|komu|kopie|datum|predmet|odoslane|odosielatel|"
    "von|gesendet|an|betreff|"
    "de|envoye|a|objet|expediteur|destinataire|"
    "van|verzonden|aan|onderwerp|verstuurd|"
    "da|inviato|oggetto|data|"
    "enviado|enviada|enviado el|fecha|para|asunto|assunto|enviada em|remitente|"
    "nadawca|wyslano|wyslane|do|temat|dw|kopia|"
    "fra|sendt|til|emne|dato|"
    "fran|skickat|till|amne|kopia|"
    "lahettaja|lahetetty|vastaanottaja|aihe|paivamaara|"
    "felado|elkuldve|cimzett|targy|masolat|kuldve|"
    "tu|gui|ngay|den|chu de|tieu de"
)
_FIELD_SET = frozenset(_FIELD_NAMES.split("|"))
# a field's name (one to three words) before a colon and a value; the name is then looked up
_FIELD = re.compile(r"^[*\s]*([a-z-]{1,20}(?: [a-z-]{1,20}){0,2})[*\s]*:[*\s]*\S")
_FIELD_CYR_CJK = re.compile(
    r"^[*\s]*(?:от|отправлено|кому|копия|тема|дата|від|надіслано|копія|"
    r"发件人|發件人|寄件者|寄件人|发送时间|發送時間|日期|收件人|收件者|抄送|副本|主题|主旨|"
    r"差出人|送信日時|日時|宛先|件名|cc|보낸 사람|보낸 날짜|받는 사람|참조|제목|날짜)"
    r"[*\s]*[:：][*\s]*\S")
_FROM_FIELD = re.compile(r"^[*\s]*(?:from|von|de|van|da|od|fra|fran|lahettaja|felado|tu|"
                         r"nadawca|remitente|expediteur|odosielatel)[*\s]*:")
_FROM_FIELD_OTHER = re.compile(r"^[*\s]*(?:от|від|发件人|發件人|寄件者|差出人|보낸 사람)[*\s]*[:：]")

# --- separators ------------------------------------------------------------------------------
# A banner: dashes (or asterisks with dashes) on both sides of a few words.
_BANNER = re.compile(r"^[*\s]*-{2,}[^-].{0,80}-{2,}[*\s]*$")
_DELIMITER = re.compile(r"^(?:[-_=+~#*ᐧ]{2,}|[—–ᐧ]+)$")
# Localized "Original Message", "Forwarded message", "Begin forwarded message:" lines (folded).
# Localized "Original Message", "Forwarded message" lines (folded, without the dashes, asterisks
# and colon around them), and the starts of "Begin forwarded message:".
_SEPARATOR_PHRASES = frozenset((
    "original message", "reply message", "forwarded message", "original e-mail",
    "puvodni zprava", "puvodni e-mail", "preposlana zprava", "preposlany e-mail",
    "povodna sprava", "preposlana sprava", "ursprungliche nachricht",
    "weitergeleitete nachricht", "originalnachricht", "message d'origine", "message transfere",
    "message original", "mensaje original", "mensaje reenviado", "mensagem original",
    "mensagem encaminhada", "messaggio originale", "messaggio inoltrato",
    "oorspronkelijk bericht", "origineel bericht", "doorgestuurd bericht", "oprindelig besked",
    "oprindelig meddelelse", "videresendt besked", "opprinnelig melding",
    "videresendt melding", "ursprungligt meddelande", "originalmeddelande",
    "vidarebefordrat meddelande", "alkuperainen viesti", "valitetty viesti", "eredeti uzenet",
    "tovabbitott uzenet", "wiadomosc oryginalna", "oryginalna wiadomosc",
    "przekazana wiadomosc", "thu goc", "tin nhan goc", "thu chuyen tiep", "original email",
    "puvodni email", "preposlany email",
))
_FORWARD_STARTS = (
    "begin forwarded message", "zacatek preposlane zpravy", "debut du message reexpedie",
    "anfang der weitergeleiteten nachricht", "inicio del mensaje reenviado",
    "inizio messaggio inoltrato", "begin doorgestuurd bericht",
)
_SEPARATOR_TRIM = "-*_= \t:"
_SEPARATOR_OTHER = re.compile(
    r"^[-*_=\s]*(?:исходное сообщение|пересылаемое сообщение|переслане повідомлення"
    r"|оригінальне повідомлення|вихідне повідомлення|原始邮件|原始郵件|转发邮件|転送メッセージ"
    r"|元のメッセージ|원본 메시지|전달된 메시지)[-*_=\s]*:?$")

# --- signatures ------------------------------------------------------------------------------
def _starts(verbs: str, words: str) -> tuple[str, ...]:
    """Every "<verb> <word> " of two lists of alternatives ("a|b", "c|d")."""
    return tuple(f"{v} {w} " for v in verbs.split("|") for w in words.split("|"))


# How a phone's or an app's signature starts (folded, a space after): prefixes, not one large
# expression (compiling one cost the mail handler's cold start 10 ms).
_SIGNATURE_STARTS = (
    *_starts("sent", "from|with|via|by|using|on"),
    *_starts("gesendet|versendet|verschickt", "von|mit|vom|aus|from"),
    *_starts("diese nachricht wurde", "von|mit"), *_starts("envoye", "depuis|de|avec|a|par"),
    *_starts("sendt|sendet", "fra|med|fran"), *_starts("skickat|skickades", "fran|med"),
    *_starts("verzonden|verstuurd", "vanaf|met|van|via"), *_starts("inviato", "da|dal|con"),
    *_starts("enviado|enviada", "desde|do|de|con|pelo|com|a"),
    *_starts("wyslane|wyslano", "z|ze|przy"), *_starts("odeslano|odoslane", "z|ze|zo|pomoci|cez"),
    *_starts("get|download|obtenir|telecharger|scarica|obtener|descargar|descarga|pobierz|hanki"
             "|ziskat|ziskejte|stahnout|ziskajte", "outlook"),
    "holen sie sich outlook ", "obter o outlook ", "baixe o outlook ", "stahnete si outlook ",
    "stiahnite si outlook ", "toltsd le az outlook ", "fran min ", "lahetetty ", "elkuldve ",
    "kuldve ", "gui tu ", "duoc gui tu ",
)
_SIGNATURE = re.compile(r"^von meine[mn]? .{1,60} gesendet|^outlook (?:fur|voor) \w+ (?:herunter"
                        r"laden|downloaden)")
_SIGNATURE_OTHER = re.compile(
    r"(?:отправлено (?:с|из|через)|надіслано (?:з|із|через)|получить outlook|從我的|从我的"
    r"|由我的)")
_SIGNATURE_END = re.compile(r"(?:から送信|에서 보냄|에서 보낸 메일|发送|傳送)$")
# "-Tom", "—Tom Baker", "– Eva": a dash before a name (a bullet is "- " before a command).
_DASHED_NAME = re.compile(r"^(?:-(?=\S)|[—–]\s?)[^\W\d_][\w.'-]{0,24}(?:\s[^\W\d_][\w.'-]{0,24})?$")


@dataclass(frozen=True)
class OwnWords:
    """The lines of a mail the service sent, to know them again in a reply to it."""

    lines: frozenset[str]
    text: str  # every line's key, one a line: a rewrapped piece is a substring of one
    options: frozenset[str] = frozenset()  # the keys of the menu's options, without numbers
    # the lines every mail of ours is framed with (the footer, the menu's heading), as
    # patterns of keys: known again in any copy, whatever the links and names in them
    frame: tuple[tuple[str, re.Pattern[str]], ...] = ()  # (its longest literal, its pattern)

    @classmethod
    def of(cls, texts: Iterable[str], frames: Iterable[str] = ()) -> OwnWords:
        """The own words of the given texts (a mail's plain text, its HTML as text) and of the
        `frames` (sentences of our mails' frame, with "{…}" where a value goes)."""
        lines = [line for text in texts for line in _split(text)]
        keys = [k for k in map(_key, lines) if k]
        options = {_key(_OPTION_NUMBER.sub("", line, count=1)) for line in lines
                   if _OPTION_NUMBER.match(line)} - {""}
        frame = tuple(p for p in map(_frame_pattern, frames) if p is not None)
        return cls(frozenset(keys), "\n" + "\n".join(keys) + "\n", frozenset(options), frame)

    def framed(self, key: str) -> bool:
        """Whether a line's key is a line of our mails' frame (the footer, the menu heading)."""
        return any(longest in key and pattern.search(key) for longest, pattern in self.frame)

    def option(self, line: str) -> bool:
        """Whether `line` is one of the menu's options, pasted with or without its number."""
        return _key(_OPTION_NUMBER.sub("", line, count=1)) in self.options


_FRAME_MIN = 16  # a frame sentence with fewer letters of its own could be the player's words
_VALUE = re.compile(r"\{[^{}]*\}|\[[^\[\]]*\]")  # "{url}", "[n: událost|události]"


def _frame_pattern(text: str) -> tuple[str, re.Pattern[str]] | None:
    """The pattern of the keys of the lines a frame sentence makes, any value in its places,
    anything before or after it on the line ("Jak odpovědět: odpověz …"), with its longest
    piece of words (looked for first: most lines have none); None for a short one."""
    pieces = [piece for piece in (_key(piece) for piece in _VALUE.split(text)) if piece]
    if sum(len(piece) for piece in pieces) < _FRAME_MIN:
        return None
    return max(pieces, key=len), re.compile(".*?".join(re.escape(piece) for piece in pieces))


# The number before a menu's option as the mail lists it ("  3. prodat Alkohol & Tabák …")
_OPTION_NUMBER = re.compile(r"^\s*\d{1,2}[.)]\s+")


# A run of our own lines is history when it holds this many lines or characters (of keys):
# one short line (a menu option pasted as the command) stays the player's.
_RUN_LINES = 3
_RUN_CHARS = 40
_WRAPPED_PIECE = 16  # a piece of one of our lines this long, anywhere in it, is ours
_SHORT = 12  # a line of ours this short may be the player's own word ("buy")
_GAP = 16  # lines between two runs of ours that are taken as ours too


def reply_text(body: str, own: OwnWords | None = None) -> str:
    """The text the sender wrote in `body`, without quoted history and signatures; `own` are
    the lines of the mail being answered, when the service knows it."""
    lines = _split(body)
    marks = _Marks(lines, own)
    kept: list[str] = []
    wrote = False  # some text of the player's was kept
    pointed: int | None = None  # the menu number of the quoted line just above, if any
    above = ""  # the quoted line just above, if any
    index, count = 0, len(lines)
    while index < count:
        line = lines[index]
        if not line:
            kept.append("")
            index += 1
            continue
        if marks.quoted[index]:
            option = _QUOTED_OPTION.match(line)
            pointed = int(option.group(1)) if option else None
            above = line
            index += 1
            continue
        if pointed is not None and _points(line):
            # "tohle" / "ano, tohle" / "this one" under a quoted menu line: that option
            kept.append(str(pointed))
            wrote = True
            pointed = None
            index += 1
            continue
        if above and _points_here(line):
            # "Tady přidám střední." under the quoted board line of Praha: the place it names
            place = _QUOTE_MARKS.sub("", above).strip()
            line = f"{_MENU_OPTIONS.sub('', place).strip() or place} — {line}"
        pointed = None
        above = ""
        if marks.ours[index]:
            if wrote:  # our mail copied without quote marks, and the header block above it
                _drop_fields(kept)  # in whatever language
                wrote = any(kept)
                if wrote:  # under the player's text: the reply ends
                    break
            index += 1
            continue
        span = marks.attribution(index)
        if span == 1 and "--" in line[1:]:  # "large praha--- On Wed, … wrote:" (one line)
            head, dashes, rest = line.partition("--")
            if head.strip() and not head.lstrip().startswith("-") \
                    and _is_attribution(dashes + rest, fold(dashes + rest), single=True):
                kept.append(head.strip())
                wrote = True
        if span:
            after = marks.next_text(index + span)
            if after < count and marks.history(after):
                index = after  # a quote header: the quoted block is skipped, reading goes on
                continue
            if not wrote:
                index += span  # the attribution above the player's text
                continue
            break
        if marks.header(index) or marks.separator(index):
            after = marks.after_block(index)
            if after < count and marks.history(after) and not marks.stops(after):
                index = after
                continue
            if not wrote:  # a forwarded mail: its text is under the forwarded header
                index = marks.after_fields(index)
                continue
            break
        if marks.signature(index):
            break
        if marks.broken_quote(index):
            index += 1
            continue
        kept.append(line)
        wrote = True
        index += 1
    return "\n".join(kept).strip()


class _Marks:
    """What each line of a reply is, each worked out once."""

    def __init__(self, lines: list[str], own: OwnWords | None):
        self.lines = lines
        self.folded = [("" if len(line) > MAX_LINE else line.lower() if line.isascii()
                        else fold(line)) for line in lines]
        self.quoted = [bool(_QUOTED.match(line)) for line in lines]
        self.ours = [False] * len(lines)
        self._attribution: dict[int, int] = {}
        self._field = [self._is_field(i) for i in range(len(lines))]
        if own:  # a header block or a separator parts the player's lines from a copy of ours
            breaks = [self.header(i) or self.separator(i) for i in range(len(lines))]
            self.ours = _own_lines(lines, self.quoted, own, breaks)

    def history(self, index: int) -> bool:
        """A quoted line or one of our own lines."""
        return self.quoted[index] or self.ours[index]

    def stops(self, index: int) -> bool:
        return self.signature(index)

    def next_text(self, index: int) -> int:
        """The first non-blank line from `index`."""
        while index < len(self.lines) and not self.lines[index]:
            index += 1
        return index

    def attribution(self, index: int) -> int:
        """How many lines the attribution starting at `index` spans (0: none)."""
        if index not in self._attribution:
            self._attribution[index] = self._span(index)
        return self._attribution[index]

    def _span(self, index: int) -> int:
        lines, folded = self.lines, self.folded
        if not folded[index] or self.quoted[index] or self.ours[index]:
            return 0
        if _is_attribution(lines[index], folded[index], single=True):
            return 1
        if not (_JOIN_START.match(folded[index])
                or ("@" in folded[index] or folded[index].endswith("<"))
                and _ADDRESS_START.search(folded[index])):
            return 0
        text, raw = folded[index], lines[index]
        worded = bool(re.match(r"[-*\s]*(?:on|am|le|op|el|il|em|den|dne)\s", folded[index]))
        for extra in range(1, _JOIN + 1):
            at = index + extra
            if at >= len(lines) or self.ours[at]:
                return 0
            if not folded[at]:
                if worded and not lines[at]:
                    continue  # Polymail leaves blank lines inside an attribution it wraps
                return 0
            if self.quoted[at] and not _QUOTED_TAIL.match(folded[at]):
                return 0  # ">:" or "> wrote:" ends an attribution a client wrapped badly
            if _JOIN_START.match(folded[at]) and not text.endswith((",", "<")):
                return 0  # a new attribution starts there: this line is the player's
            # a wrapped address ("<\nplay@x.org>") joins without a space
            glue = "" if text.endswith("<") or folded[at].startswith(">") else " "
            text, raw = text + glue + folded[at], raw + glue + lines[at]
            if _is_attribution(raw, text, single=False):
                return extra + 1
        return 0

    def _is_field(self, index: int) -> bool:
        folded = self.folded[index]
        if not folded or self.quoted[index]:
            return False
        field = _FIELD.match(folded)
        if field and field.group(1) in _FIELD_SET:
            return True
        return bool(_FIELD_CYR_CJK.match(self.lines[index].casefold()))

    def header(self, index: int) -> bool:
        """Whether a header block (two fields within a few lines, or a From with an address)
        starts at `index`."""
        if not self._field[index]:
            return False
        if any(self._field[i] for i in range(index + 1, min(index + 5, len(self.lines)))):
            return True
        low = self.lines[index].casefold()
        from_field = _FROM_FIELD.match(self.folded[index]) or _FROM_FIELD_OTHER.match(low)
        return bool(from_field and _EMAIL.search(low))

    def after_block(self, index: int) -> int:
        """The first line after the separator or header block at `index` and the blank lines,
        fields and lines wrapped out of them that follow it."""
        index += 1
        count = len(self.lines)
        while index < count and (not self.lines[index] or self._field[index]
                                 or self.separator(index)):
            index += 1
        return index

    def after_fields(self, index: int) -> int:
        """The first line after a forwarded mail's separator and header fields (a field's
        value may wrap onto the lines under it)."""
        count = len(self.lines)
        index += 1
        while index < count and self.lines[index] and (self._field[index - 1]
                                                        or self._field[index]
                                                        or self.separator(index)):
            index += 1
        return index

    def separator(self, index: int) -> bool:
        folded = self.folded[index]
        if not folded or self.quoted[index]:
            return False
        return bool(_BANNER.match(folded) or _DELIMITER.match(folded)
                    or folded.strip(_SEPARATOR_TRIM) in _SEPARATOR_PHRASES
                    or folded.startswith(_FORWARD_STARTS) and ":" in folded
                    or _SEPARATOR_OTHER.match(self.lines[index].casefold()))

    def signature(self, index: int) -> bool:
        line, folded = self.lines[index], self.folded[index]
        if not folded:
            return False
        return bool(folded == "--" or (folded.lstrip("(<") + " ").startswith(_SIGNATURE_STARTS)
                    or _SIGNATURE.match(folded) or _SIGNATURE_OTHER.match(line.casefold())
                    or _SIGNATURE_END.search(line[-12:].casefold())
                    or (line[0] in "-—–" and _DASHED_NAME.match(line) and line[1:2].isupper()
                        or line[0] in "—–" and _DASHED_NAME.match(line)))

    def broken_quote(self, index: int) -> bool:
        """A line a client wrapped out of the quoted line above it: between two quoted lines,
        or a piece of a URL right under one."""
        if index == 0 or not self.quoted[index - 1]:
            return False
        following = index + 1 < len(self.lines) and self.quoted[index + 1]
        return following or bool(_URL_PIECE.match(self.lines[index]))


# "Saatja: pbm <p@x.org>": a field of a header block in any language (a word or two, a colon)
_ANY_FIELD = re.compile(r"^\*?[^\W\d_][\w'-]{0,20}(?: [\w'-]{1,20})?\*?\s?[:：]\*?\s?\S")


def _drop_fields(kept: list[str]) -> None:
    """Remove a header block from the end of the kept lines: two or more field lines, one of
    them with an address or a number (a date), right above our own mail."""
    end = len(kept)
    while end and not kept[end - 1]:
        end -= 1
    start = end
    while start and kept[start - 1] and _ANY_FIELD.match(kept[start - 1]):
        start -= 1
    block = kept[start:end]
    if len(block) >= 2 and any("@" in line or _DIGIT.search(line) for line in block):
        del kept[start:]


def _is_attribution(raw: str, folded: str, single: bool) -> bool:
    """Whether a line (or lines joined) introduces quoted text: "On … wrote:", "Am … schrieb
    X:", "30.09.2017, 18.30, "X" <a@b>:", "---- Name wrote ----", "… 写道：" …"""
    if len(folded) > MAX_LINE:
        return False
    core = folded.rstrip(_TRAILER)
    tail = folded[len(core):]
    colon = ":" in tail or "：" in tail
    dashed = folded.lstrip().startswith("-") and "-" in tail
    if not core:
        return False
    has_address = "@" in core
    # the verb is looked for at the end only: a search over the whole line costs more
    last = core[-14:].rsplit(None, 1)[-1]
    verb = last in _VERB_LAST and _WROTE_END.search(" " + core[-40:])
    if (verb and (verb.start() > 0 or len(core) > 40)) \
            or _WROTE_CJK.search(raw.casefold().rstrip(_TRAILER)[-12:]):
        return colon or dashed or has_address or bool(_JOIN_START.match(core))
    if colon and (has_address or _DIGIT.search(core)) and _WROTE_INSIDE.search(core) \
            and (has_address or _JOIN_START.match(core)):
        return True
    if colon and has_address and _DIGIT.search(core) and _EMAIL.search(core):
        # a date and an address: "2014-03-20 8:48 GMT+01:00 Name <a@b>:", and neomutt's
        # "* Name <a@b> [2025-03-03 10:15]:"
        return True
    return bool(single and (_ISO_GMT.match(core) or _DATE_ADDRESS.match(folded)))


def _own_lines(lines: list[str], quoted: list[bool], own: OwnWords, breaks: list[bool]
               ) -> list[bool]:
    """Which unquoted lines belong to runs of our own words (see OwnWords): a line of ours, a
    long piece of one, or the pieces a client wrapped one of our lines into. (A quoted line is
    history anyway.)"""
    mine = [False] * len(lines)
    whole = [False] * len(lines)  # a whole line of ours, not a piece of one
    framed = [False] * len(lines)
    sizes = [0] * len(lines)
    wrapped = ""  # the key of the line of ours being continued over several reply lines
    for index, line in enumerate(lines):
        key = _key(line) if len(line) <= MAX_LINE and not quoted[index] else ""
        sizes[index] = len(key)
        if not key:
            wrapped = ""
            continue
        framed[index] = own.framed(key)
        if key in own.lines or framed[index]:
            mine[index], wrapped, whole[index] = True, key, True
        elif wrapped and (wrapped + key) in own.text:
            mine[index], wrapped = True, wrapped + key
        elif len(key) >= _WRAPPED_PIECE and key in own.text:
            mine[index], wrapped = True, key
        else:
            wrapped = ""
    ours = _runs(lines, quoted, mine, sizes, whole, breaks)
    # a menu option pasted as the answer is the player's, however long (a field's full name
    # and price pass _RUN_CHARS), unless it stands inside a block of our lines
    for index, line in enumerate(lines):
        if ours[index] and own.option(line) and not _inside(ours, lines, index):
            ours[index] = False
    # a line of our frame ("Moc pošty? …", "Tvoje možnosti (…)") is ours wherever it stands
    return [o or f for o, f in zip(ours, framed, strict=True)]


def _inside(ours: list[bool], lines: list[str], index: int) -> bool:
    """Whether the nearest non-blank lines above and below `index` are ours too."""
    def near(step: int) -> bool:
        at = index + step
        while 0 <= at < len(lines) and not lines[at]:
            at += step
        return 0 <= at < len(lines) and ours[at]
    return near(-1) or near(1)


def _runs(lines: list[str], quoted: list[bool], mine: list[bool], sizes: list[int],
          whole: list[bool], breaks: list[bool]) -> list[bool]:
    """Our lines count where they make a block of history: lines of ours with at most _GAP
    other lines between them (what could not be rendered again, such as a changed deadline),
    holding _RUN_LINES lines or _RUN_CHARS characters of ours. One pasted menu line is the
    player's; so is a short line of ours ("buy", an example of the mail) standing apart, unless
    it is a greeting ("Hello Tom,") right above the rest, and a piece of one of our lines
    alone ("Prodat Alkohol & Tabák Kaktusová pálenka" of the menu's option). A header block
    or a separator ends a block: the lines above it are the player's."""
    count = len(lines)
    keys = sizes  # the length of each line's key

    # the next long line of ours from each line on (a greeting of ours joins the block under
    # it, over the news the service could not render again)
    long_after = [count] * (count + 1)
    for i in range(count - 1, -1, -1):
        long_after[i] = i if mine[i] and keys[i] >= _SHORT else long_after[i + 1]
    texts_before = [0] * (count + 1)  # non-blank lines before each line
    for i in range(count):
        texts_before[i + 1] = texts_before[i] + bool(lines[i])

    def joins(i: int) -> bool:
        if keys[i] >= _SHORT or (i > 0 and mine[i - 1]) or (i + 1 < count and mine[i + 1]):
            return True
        following = long_after[i + 1]
        return lines[i].endswith(",") and following < count \
            and texts_before[following] - texts_before[i + 1] <= _GAP

    members = [i for i in range(count) if mine[i] and joins(i)]
    result = [False] * count
    start = 0
    while start < len(members):
        end = start
        while end + 1 < len(members) and not any(
                quoted[j] or breaks[j] for j in range(members[end] + 1, members[end + 1])) and sum(
                1 for j in range(members[end] + 1, members[end + 1]) if lines[j]) <= _GAP:
            end += 1
        block = members[start:end + 1]
        if len(block) >= _RUN_LINES or sum(len(lines[i]) for i in block) >= _RUN_CHARS and (
                len(block) > 1 or whole[block[0]]):
            for i in range(block[0], block[-1] + 1):
                result[i] = bool(lines[i])
        start = end + 1
    return result


_QUOTES = str.maketrans({"„": '"', "“": '"', "”": '"', "‚": "'", "‘": "'", "’": "'",
                         "«": '"', "»": '"', "–": "-", "—": "-", "\t": " "})
_NOT_KEY = re.compile(r"[\s*_]+")


# the quote marks before a line, at any depth ("> > ", ">>", "C> ", "| ")
_QUOTE_MARKS = re.compile(r"^(?:\s*(?:>|[A-Za-z]{1,3}>|\|(?=\s|$)))+")


def _key(line: str) -> str:
    """A line as compared with our own: without quote marks, spaces, asterisks and case."""
    text = _QUOTE_MARKS.sub("", line, count=1)
    return _NOT_KEY.sub("", text.translate(_QUOTES).casefold())


def _split(body: str) -> list[str]:
    """The lines of a body, stripped, with invisible characters removed."""
    text = body.replace("\r\n", "\n").replace("\r", "\n").translate(_INVISIBLE)
    return [line.strip() for line in text.split("\n")]
