"""Table talk on the web: the messages a reader may see on the player's and the spectator's
page, and the player's message box (to everyone or to one player) with their talk settings
(every message by mail at once, muting a player); its posts go through the same service calls
as SAY, PRESS EACH and MUTE by mail."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aws_lambda_powertools.event_handler import Response

from functions.i18n import Catalogue, known, listing
from functions.mail.commands import typed_messages
from functions.service import ErrorCode, GameRecord, GameView, Seat, ServiceError
from functions.service.ledger import press
from rules import numbers

from .forms import BadNonce, check_nonce, field, issue_nonce
from .responses import redirect
from .site import Problem, Request, Site, not_found, refusal
from .texts import tr

ACTIONS = ("say", "each_on", "each_off", "mute", "unmute")
STAMP = "talk"  # the nonce's stamp (see forms.issue_nonce)
SAVED = "talk_saved"  # `?done=` after a talk setting: the talk section says it

TALK = Catalogue("talk", {
    "heading": {"en": "Table talk", "cs": "Zprávy u stolu"},
    "none_yet": {"en": "Nobody has said anything yet.", "cs": "Zatím nikdo nic neřekl."},
    "to_everyone": {"en": "to everyone", "cs": "všem"},
    "to_you": {"en": "to you only", "cs": "jen tobě"},
    "to_one": {"en": "to {name} only", "cs": "jen [dat: {name}]"},
    "to_label": {"en": "To", "cs": "Komu"},
    "everyone": {"en": "Everyone at the table", "cs": "Všem u stolu"},
    "text_label": {"en": "Message (plain text, at most {limit} [limit: character|characters])",
                   "cs": "Zpráva (prostý text, nejvýš {limit} [limit: znak|znaky|znaků])"},
    "send": {"en": "Send", "cs": "Poslat"},
    "public_only": {"en": "In this game you can only talk to the whole table.",
                    "cs": "V této hře se mluví jen k celému stolu."},
    "off": {"en": "Table talk is switched off in this game.",
            "cs": "V této hře je stolní hovor vypnutý."},
    "organizer_reads": {"en": "The organizer can read private messages in this game.",
                        "cs": "Soukromé zprávy v této hře může číst i organizátor."},
    "organizer_does_not": {"en": "Private messages are read only by their sender and recipient.",
                           "cs": "Soukromé zprávy čte jen ten, kdo je poslal, a ten, komu "
                                 "jsou určené."},
    "each_on": {"en": "Mail me every message at once", "cs": "Posílat mi každou zprávu hned"},
    "each_off": {"en": "Mail me messages with my moves", "cs": "Posílat mi zprávy s tahy"},
    "each_is_on": {"en": "Every message comes to you by mail at once.",
                   "cs": "Každá zpráva ti přijde e-mailem hned."},
    "each_is_off": {"en": "Messages come to you with your next mail about the game.",
                    "cs": "Zprávy ti přijdou s dalším e-mailem o hře."},
    "mute": {"en": "Mute", "cs": "Ztlumit"},
    "unmute": {"en": "Unmute", "cs": "Odtlumit"},
    "muted": {"en": "Muted: {names}.", "cs": "Ztlumení: {names}."},
    "refused": {"en": "Message not sent", "cs": "Zpráva neodešla"},
    # after sending: each message and where it went (the mail's answer says it the same way)
    "said_all": {"en": "Sent. To the whole table: {text}",
                 "cs": "Odesláno. Tvoje zpráva celému stolu — {text}"},
    "said_to": {"en": "Sent. To {name} only: {text}",
                "cs": "Odesláno. Tvoje zpráva jen [dat: {name}] — {text}"},
})


def words(lang: str) -> dict[str, str]:
    """The talk section's words in `lang`."""
    return {key: forms[known(lang)] for key, forms in TALK.texts.items()}


def messages(view: GameView, reader: str | None, lang: str,
             when: Callable[[str | None], str]) -> list[dict[str, Any]]:
    """The messages `reader` sees (a seat id; None: a spectator), newest last, as the page
    lists them; the templates escape every name and text."""
    record, shown = view.game, []
    for line in press.lines(record, press.shown_to(record, view.press, reader), lang):
        message = next(m for m in view.press if m.seq == line["seq"])
        if message.to is None:
            to = TALK.say(lang, "to_everyone")
        elif message.to == reader:
            to = TALK.say(lang, "to_you")
        else:
            to = TALK.say(lang, "to_one", name=line["to"])
        shown.append({**line, "to_words": to, "when": when(line["at"]), "sender": message.sender,
                      "private": message.to is not None, "lines": line["text"].split("\n")})
    return shown


def section(site: Site, request: Request, path: str, view: GameView, seat: Seat, lang: str,
            when: Callable[[str | None], str]) -> dict[str, Any]:
    """The talk section of the player's page: the messages, the message box and settings."""
    record = view.game
    others = [s for s in record.seats if s.seat != seat.seat and not s.bot]
    shown = messages(view, seat.seat, lang, when)
    return {
        "w": words(lang),
        "messages": shown,
        "said": said_lines(shown, seat, request.query.get("said", ""), lang)
        or ([tr(lang, "settings_notice")] if request.query.get("done") == SAVED else []),
        "mode": record.press_mode,
        "private_to": others if record.press_mode == "all" else [],
        "organizer_reads": record.press_organizer,
        "press_each": seat.press_each,
        "muted": [s for s in others if s.seat in seat.muted],
        "muted_line": TALK.say(lang, "muted",
            names=listing(lang, [s.name for s in others if s.seat in seat.muted])),
        "text_label": TALK.say(lang, "text_label", limit=press.MAX_CHARS),
        "mutable": [s for s in others if s.seat not in seat.muted],
        "limit": press.MAX_CHARS,
        "action": request.keep_lang(f"{path}/talk"),
        # drawn for no version: talk stays possible while the game moves on under the page
        "nonce": issue_nonce(site.secret, scope(record, seat), STAMP),
    }


def said_lines(shown: list[dict[str, Any]], seat: Seat, asked: str, lang: str) -> list[str]:
    """What the page says after a post: each message the player just sent ("?said=3,4", their
    own messages only) and where it went, as the answer by mail says it."""
    wanted = {n for n in (numbers.whole(text, digits=9) for text in asked.split(",")[:20])
              if n is not None}
    lines = []
    for line in shown:
        if line["seq"] in wanted and line["sender"] == seat.seat:
            quoted = press.excerpt(line["text"], lang)
            lines.append(TALK.say(lang, "said_all", text=quoted) if line["to"] is None
                         else TALK.say(lang, "said_to", name=line["to"], text=quoted))
    return lines


def public(view: GameView, lang: str, when: Callable[[str | None], str]) -> dict[str, Any]:
    """The talk section of the spectator page: the messages to the whole table only."""
    record = view.game
    return {"w": words(lang), "messages": messages(view, None, lang, when),
            "mode": record.press_mode, "organizer_reads": record.press_organizer}


def scope(record: GameRecord, seat: Seat) -> str:
    """The nonce scope of the talk form: the game, the seat and the person on it now."""
    return f"talk:{record.id}:{seat.seat}:{seat.email}"


def post(site: Site, request: Request, token: str, view: GameView, seat: Seat, lang: str,
         show: Callable[..., Response]) -> Response:
    """A posted message or talk setting: done like its command by mail, then back to the page
    (`show` draws the page again with the refusal and what was typed)."""
    form = request.form
    action = field(form, "action") or "say"
    try:
        if action not in ACTIONS:
            raise BadNonce("not a talk form")
        check_nonce(site.secret, field(form, "nonce"), scope(view.game, seat), STAMP)
    except BadNonce:
        return show(Problem(TALK.say(lang, "refused"), status=400))
    game_id, email, service = view.game.id, seat.email, site.service
    text = form.get("text", [""])[0]  # as typed: its line breaks are the message's own
    try:
        sent: list[str] = []
        if action == "say":  # a SAY line typed in the box begins a message of its own
            for number, (said, body) in enumerate(typed_messages(text)):
                to, words = press.split_addressee(body) if said else (field(form, "to"), body)
                key = "web:" + field(form, "nonce") + (f":{number}" if number else "")
                sent.append(str(service.say(game_id, email, words, to or None, key=key).seq))
        elif action in ("each_on", "each_off"):
            service.set_press_each(game_id, email, action == "each_on")
        else:
            service.mute(game_id, email, field(form, "seat"), on=action == "mute")
    except ServiceError as error:
        if error.code == ErrorCode.GAME_NOT_FOUND:
            raise not_found() from None
        title = "talk_refused_title" if action == "say" else "talk_setting_refused_title"
        return show(refusal(error, lang, title), typed_text=text)
    # the page names each message sent and where it went; a setting says it was saved, both in
    # the talk section the page opens at (a notice at the page's top is out of sight there)
    done = {"said": ",".join(sent)} if action == "say" else {"done": SAVED}
    return redirect(request.keep_lang(f"/play/{token}", **done) + "#talk")
