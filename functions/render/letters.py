"""A service notification turned into a mail: a localized subject, a text part and an HTML part.

Each notification kind has `templates/email/<kind>.txt` and `<kind>.html`, extending the shared
layouts and partials; the kinds that only announce events share `event_notice`. Templates run with StrictUndefined (a missing value raises, no mail with a
hole goes out) and autoescape for HTML (every name and value is text). The HTML is written with
a <style> block and css-inline moves the rules into style attributes, as mail clients want.

Subjects say the mail's fact first and the game after it ("Your move: Jaro 1926, move 9",
"Dana offers you a trade — Dodge City"), so the mails of one round differ in the inbox.
Threading does not rest on the subject: Message-ID, In-Reply-To and References (see
functions.mail.outbound) keep one thread per game and seat in Outlook, Apple Mail and
Thunderbird; Gmail, which also wants one subject, shows a turn as a conversation of its own.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import markupsafe  # small; jinja2 and css-inline load with the first letter (see _templates)

import rules
from functions.i18n import ERASED_TEXT, listing, number, pick_lang, pseudonyms_in, win_kind
from functions.links import stop_after
from functions.mail.command_table import brief, help_lines
from functions.mail.tokens import token_line, token_of_address
from functions.render import games
from functions.render.boards import board_context, turn_of
from functions.render.catalogue import say, timing_lines, translator
from functions.render.clock import last_day, shown, shown_hour, shown_short, time_left
from functions.render.menu import MenuItem, menu
from functions.render.palette import SEAT_COLOURS
from functions.render.questions import SUBJECT_CHARS, answer_lines
from functions.service.play import outbox
from functions.service.play.silence import ABSENCE, AWAY_OVER, HOLDERS_CHANGED
from functions.service.records.game import WAITING, GameRecord
from functions.service.records.holders import held_data, held_record, held_state, holders
from functions.service.records.moves import BOT_FLAG
from functions.service.records.notifications import CARRIED_ANSWER, Kind, Notification
from functions.service.records.seats import INVITED, REMOVED, Seat
from functions.service.schedule.timekeeping import reader_zone
from rules import CLOSES, OPENS, AnyRules, Event, EventKind, Game, RulesError
from rules.czech_names import ACCUSATIVE, gender, vocative
from rules.wording import after_colon, clitic_second, players_in, unstressed

if TYPE_CHECKING:
    import jinja2

TEMPLATE_DIR = Path(__file__).resolve().parents[2] / "templates" / "email"

KINDS = tuple(kind for kind in Kind if kind is not Kind.SIGN_IN)
"""The notification kinds of a game's mail (a sign-in mail belongs to no game: render_person)."""

# A game's events that get a mail of their own (rules.EventKind.announced) have one template,
# `event_notice`, with the kind's own intro from the game's words; an offer's, `offer`.


def game_kinds(game: AnyRules) -> dict[str, EventKind]:
    """The game's event kinds that are mails of their own (see rules.EventKind.announced)."""
    return {kind: told for kind, told in game.event_kinds.items()
            if told.announced and kind not in KINDS}


def mail_kinds() -> tuple[str, ...]:
    """Every kind a mail of a game may be: the notification kinds and the registered games'
    announced event kinds."""
    return tuple(dict.fromkeys([*KINDS, *(kind for game_id in rules.games()
                                          for kind in game_kinds(rules.get(game_id)))]))


def _notice(kind: str, game: AnyRules) -> bool:
    """Whether `kind` is one of the game's event kinds whose mail only announces events."""
    told = game_kinds(game).get(kind)
    return told is not None and told.offer != OPENS


# The mails that ask their reader to decide something: none rides in the game-over mail (an
# offer made in the last write, a reminder, a deadline moved, a week's summary of a bot's turns).
_DECISIONS = frozenset({"your_turn", "reminder", "deadline_extended", "timing_changed",
                        "board", "resign_confirm", "replacement"})


def _without_decisions(notification: Notification, game: AnyRules) -> Notification:
    """The last notification of a game without its parts that ask for a decision."""
    parts = notification.payload.get("parts") or ()
    asking = _DECISIONS | set(_offer_kinds(game))
    kept = [part for part in parts if part.get("kind") not in asking]
    if len(kept) == len(parts):
        return notification
    return replace(notification, payload={**notification.payload, "parts": kept})


def _offer_kinds(game: AnyRules) -> list[str]:
    """The game's event kinds that make an offer to a player."""
    return [kind for kind, told in game.event_kinds.items() if told.offer == OPENS]

# Kinds whose mail is one message the service worded (`payload["message"]`): one template.
_MESSAGE_KINDS = frozenset({"settings_changed", "joined", "resign_confirm", "press_sent",
                            CARRIED_ANSWER})

# Kinds whose mail lists the recipient's numbered options, and those that show the board.
# (Not an offer's mail: its answers are written out with the offer's number, and a menu's
# number would read as one.)
_MENU_KINDS = frozenset({"your_turn", "reminder", "board", "refused", "lines_skipped"})
_BOARD_KINDS = frozenset({"your_turn", "reminder", "board", "game_started", "game_over",
                          "replacement"})
# Kinds that tell the reader a deadline (in the reader's time zone).
_DEADLINE_KINDS = frozenset({"your_turn", "reminder", "deadline_extended", "timing_changed"})

# Kinds that tell every player about one seat (the payload's "seat"): that seat's own mail
# speaks to them instead ("You have left the game", not "Bob has resigned").
_ABOUT_A_SEAT = frozenset({"player_resigned", "player_removed"})
# Kinds that tell of a seat whose player erased their data: by its number, never a name.
_ERASED_SEAT = frozenset({"player_erased", "seat_erased"})


MAX_EVENTS_SHOWN = 15  # events a mail lists (the latest); the rest are counted
# ... unless there are no more than this: a few rounds since the reader's last mail are told
# whole (MAX_TEXT_LINES still bounds the mail), a long silence is picked from (see _story)
WHOLE_STORY = 30
# ... or this many per player at a bigger table: a round of six players is some 30 events, and
# the first turn mail of the sixth told "… a ještě 5 dřívějších událostí" after one round
# (issue 42, conv31); the mail's length is still MAX_TEXT_LINES's to keep
WHOLE_STORY_PER_PLAYER = 10
# up to how many left-out events a mail counts: "3 earlier events" helps a reader judge whether
# to open the page; "91 other events" after a week tells nothing a "turns left out" does not
EVENTS_COUNTED = 9
MAX_TEXT_LINES = 45  # lines of a mail's text (a game's TEXT_LINES), as far as leaving out
# older events can keep it
_BLANK_LINES = re.compile(r"\n{3,}")


# jinja2 and css-inline are built on the first letter, not on import: a Lambda that sends no
# mail in an invocation (most minutes of the deadlines sweep) never pays for them (issue 14).
@functools.cache
def _templates() -> jinja2.Environment:
    from .precompiled import loader

    return environment(loader(TEMPLATE_DIR))


def environment(loader: jinja2.BaseLoader) -> jinja2.Environment:
    """The mail templates' environment over `loader` (also what the build compiles with)."""
    import jinja2

    env = jinja2.Environment(
        loader=loader,
        autoescape=jinja2.select_autoescape(enabled_extensions=("html",), default=False),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.globals["seat_colours"] = SEAT_COLOURS  # the players' colours in the stylesheet
    env.globals["EVENTS_COUNTED"] = EVENTS_COUNTED
    env.globals["number"] = number  # every number as its reader writes it (i18n.number)
    env.filters["capitalize_first"] = capitalize_first
    env.filters["capitalize_part"] = capitalize_part
    env.filters["breakable"] = breakable
    return env


LONG_WORD = 15  # characters: longer than the words of real names and places
_LONG_WORDS = re.compile(rf"\S{{{LONG_WORD + 1},}}")


def breakable(text: str) -> markupsafe.Markup:
    """`text` escaped, with each word longer than LONG_WORD allowed to break anywhere: a table
    keeps the words of real names whole, and a made-up name of 60 letters still fits a phone
    (a word that may break no longer sets its column's narrowest width)."""
    parts, last = [], 0
    for found in _LONG_WORDS.finditer(text):
        parts += [markupsafe.escape(text[last:found.start()]),
                  markupsafe.Markup('<span style="word-break:break-all">{}</span>').format(
                      found.group(0))]
        last = found.end()
    parts.append(markupsafe.escape(text[last:]))
    return markupsafe.Markup("").join(parts)


@functools.cache
def _inline_css() -> Callable[[str], str]:
    import css_inline

    inline = css_inline.CSSInliner(keep_style_tags=False, load_remote_stylesheets=False,
                                   minify_css=True).inline

    def inlined(html: str) -> str:
        # the stylesheet is gone once inlined, and its classes with it: a class attribute on
        # every name and pyramid of a board was a tenth of the mail
        return _CLASSES.sub("", inline(html))

    return inlined


_CLASSES = re.compile(r' class="[^"<>]*"')  # our templates' own (a value's quote is escaped)


class UnknownKind(ValueError):
    """A notification kind this module has no templates for."""


@dataclass(frozen=True, slots=True)
class Letter:
    """A rendered mail: its subject, text and HTML bodies."""

    subject: str
    text: str
    html: str


def render(
    notification: Notification,
    game_record: GameRecord,
    rules_game: AnyRules,
    state: Any,
    *,
    reply_address: str | None,
    web_url: str | None = None,
    lang: str | None = None,
    unsubscribe_url: str | None = None,
    privacy_url: str | None = None,
) -> Letter:
    """The mail for `notification` at `state` (None before the game starts).

    `reply_address` is the signed plus-address replies go to; its token is repeated in the body
    for clients that reply to From. `lang` overrides the notification's language. The footer
    links `unsubscribe_url` (the one-click stop of the List-Unsubscribe header: it takes the
    reader to the next step, see functions.web.mailing) and `privacy_url`, when given.
    """
    holding = holders(game_record, rules_game)
    if holding:  # a seat changed hands: the mail names the person on it now
        game_record = held_record(game_record, holding)
        state = held_state(rules_game, state, holding)
        notification = replace(notification, payload=held_data(notification.payload, holding))
    notification = _biggest_news_first(notification, game_record, game_kinds(rules_game))
    kind = notification.kind
    if kind in (Kind.GAME_OVER, Kind.GAME_CANCELLED):  # nothing is open at the end: no part
        # may ask for a decision
        notification = _without_decisions(notification, rules_game)
    if kind not in KINDS and kind not in game_kinds(rules_game):
        known = ", ".join([*KINDS, *game_kinds(rules_game)])
        raise UnknownKind(f"no templates for notification kind {kind!r} (known: {known})")
    lang = pick_lang(lang, notification.lang)
    context = _context(notification, game_record, rules_game, state, lang)
    token = token_of_address(reply_address) if reply_address else None
    # a seat's link opens its page of the game; the organizer's opens the dashboard of all games
    context |= {"web_url": web_url, "web_label": "web_link" if notification.seat else "dashboard_link",
                "token_line": token_line(token, lang) if token else None,
                "unsubscribe_url": unsubscribe_url, "privacy_url": privacy_url}
    if unsubscribe_url:  # the footer says what the link does: only turns next, or no mail
        seat = game_record.seat(notification.seat) if notification.seat else None
        mode = seat.mail if seat is not None else "all"
        context["unsubscribe_label"] = "unsubscribe_organizer" if seat is None \
            else "unsubscribe_off" if mode == "none" \
            else "unsubscribe_over" if game_record.ended else f"unsubscribe_{stop_after(mode)}"
        if context["unsubscribe_label"] == "unsubscribe_turns" and kind == Kind.MOVE_READ_BACK \
                and context["seat_readbacks"]:
            # the body says how to take no read-backs (CONFIRM OFF): the footer's link is
            # named by what else it does, so the mail says it once
            context["unsubscribe_label"] = "unsubscribe_turns_only"
    if notification.payload.get("formal"):  # a formal mail answered: the footer in vykání too
        context |= {"web_label": f"{context['web_label']}_formal",
                    "privacy_label": "privacy_link_formal"}
        if "unsubscribe_label" in context:
            context["unsubscribe_label"] = f"{context['unsubscribe_label']}_formal"
    seat_of = game_record.seat(notification.seat) if notification.seat else None
    context["away_over"] = _away_over(notification, game_record, seat_of, lang)
    context["holders_changed"] = _holders_changed(notification, lang)
    # why a mail of another's move came, said once, last: never by its folded parts (conv46)
    context["every_move_note"] = kind == Kind.MOVE_PLAYED
    context["beside_acts"] = _beside_acts(notification, rules_game,
                                          seat_of.player if seat_of is not None else None)
    context["subject"] = subject = _subject(notification, game_record, context, lang)
    # table talk the mail carries, its folded answers' first (never in a header: see _subject)
    talk = [*(m for part in notification.payload.get("parts", ())
              for m in part["payload"].get("press", ())), *notification.payload.get("press", ())]
    seat = game_record.seat(notification.seat) if notification.seat else None
    context["talk"] = _talk(talk, reader_zone(game_record, seat), lang)
    # a mail that lists what happened lists its folded answers' events too, first (they came
    # before its own), under its one heading; a part then tells only its own words
    template = template_of(kind, rules_game)
    # a mail whose template has no list of its own lists its parts' events once, after them
    # (review 9: two read-backs under a warning told two "Co se mezitím stalo" lists)
    lists_events = template in LISTING_TEMPLATES
    # the news a notice's subject names: its own events, told under its heading alone
    own = list(context.get("events") or ()) if template == "event_notice" else []
    earlier: list[dict[str, Any]] = []
    before: list[str] = []
    # the trade lines of one reply are read back in one sentence, in the order played, by the
    # mail itself when it is one of them, else by the first of them
    trades = sorted((p for p in (*notification.payload.get("parts", ()), notification)
                     if _kind_of(p) == "move_read_back" and _payload_of(p).get("beside")),
                    key=lambda p: (_payload_of(p).get("version", 0) if p is not notification
                                   else notification.version, p is notification))
    said = [_payload_of(p).get("text", "") for p in trades]
    reader = seat.player if seat is not None else None
    acts: list[str] = []
    if any(p is notification for p in trades):  # the mail answers the reply's trade lines
        trades.sort(key=lambda p: p is not notification)
        # what those lines did, in the game's words to the reader ("You offered Bob Day trade
        # #2: …", "You accepted trade #1 from Bob Day: you got …", "You withdrew trade #2"),
        # its first sentences: never "passed on" (review 11n: a trade done is done)
        acts = _event_texts(rules_game, [e for p in sorted(trades, key=lambda p: (
            _payload_of(p).get("version", 0) if p is not notification
            else notification.version)) for e in _payload_of(p).get("events", ())
            if _is_act(rules_game, e, reader)], lang, reader)
    elif template in OWN_NEWS_FIRST or any(_is_act(rules_game, e, reader) for p in trades
                                           for e in _payload_of(p).get("events", ())):
        # carried in a mail of other news (a turn, a warning): the reader's offers and answers
        # are listed among what happened, in the order played (a turn mail's list tells all
        # since the reader's last mail: delivery took them from the read-backs it carries)
        said = []
    # the reader's moves of one mail are read back in one sentence, in the order played, by
    # the first of them (issue 42: "tvůj tah byl přijat" said once per folded read-back)
    moves = sorted((p for p in (*notification.payload.get("parts", ()), notification)
                    if _kind_of(p) == "move_read_back" and not _payload_of(p).get("beside")),
                   key=lambda p: (_payload_of(p).get("version", 0) if p is not notification
                                  else notification.version, p is notification))
    played = [_payload_of(p).get("text", "") for p in moves]
    # the offers of one mail under one heading and one way to answer, by the first offer part
    # shown (issue 42: "There is a trade offer for you" once per folded offer)
    offer_parts = _in_shown_order(notification, kind in NEWS_FIRST or template in (
        "offer", "event_notice"), _offer_kinds(rules_game))
    offers_said = [(_event_texts(rules_game, _offered(rules_game, _kind_of(p), _payload_of(p),
                                                      reader), lang, reader),
                    _offers_to(rules_game, state, _kind_of(p), _payload_of(p).get("events", []),
                               reader))
                   for p in sorted(offer_parts, key=lambda p: _payload_of(p).get("version", 0)
                                   if p is not notification else notification.version)]
    # the subject's news first, the folded answers after it (a read-back is no offer's news);
    # else the answers in the order played: one newer than the mail's own after it
    news_first = kind in NEWS_FIRST or template in ("offer", "event_notice")
    later: list[dict[str, Any]] = []
    answered: list[dict[str, Any]] = []
    after: list[str] = []
    # the folded mails in the order their news happened (a carried read-back hours old before
    # an answer of a minute ago), whatever order the pass gathered them in
    for part in sorted(notification.payload.get("parts", ()),
                       key=lambda part: part["payload"].get("version", 0)):
        body, events = _part(part, notification, game_record, rules_game, state, lang,
                             shown=[*before, *after, *(context.get("events") or ())],
                             merged=True,
                             read_as=_read_as(part, trades, said),
                             acts=_read_as(part, trades, acts),
                             moves_read=_moves_said(part, moves, played),
                             offers_said=_offers_said(part, offer_parts, offers_said),
                             told_acts=acts, below=lists_events and part["kind"] != CARRIED_ANSWER
                             and (news_first or part["payload"].get("version", 0)
                                  > notification.version))
        newer = part["payload"].get("version", 0) > notification.version
        if part["kind"] == Kind.SETTINGS_CHANGED:
            body["setting"] = True
        # an answer to the reader's own question (delivery: a board's words carried) leads,
        # whatever came after it (a turn mail the same move wrote had it below the menu)
        (answered if part["kind"] == CARRIED_ANSWER else later if news_first or newer
         else earlier).append(body)
        if newer:
            after += events
        else:
            before += events
    earlier += answered  # after the read-back of the move it was asked beside
    earlier, later = _settings_together(notification, context, earlier, later, lang)
    # an offer a folded part says first, or an end of an offer it tells in its own line, is
    # not listed again among what happened
    offered = {line for part in notification.payload.get("parts", ())
               for line in _event_texts(rules_game, _offered(rules_game, part["kind"],
                                                             part["payload"], reader),
                                        lang, reader)}
    offered |= {line for part in (*earlier, *later) for line in part.get("outcome", ())}
    offered |= set(acts)
    # the offer an offer's mail says under its own heading (conv46: "Ann Lee offers you trade
    # #1" there, again in the list and again as the folded every-move notice of it)
    offered |= set(context.get("offered") or ())
    if context.get("move_told"):  # the move the mail opens with is not listed again
        offered.add(context["move_told"])
    if offered:
        before = [line for line in before if line not in offered]
        after = [line for line in after if line not in offered]
        context["events"] = [line for line in context["events"] or () if line not in offered]
    context["parts_events"] = ""
    # the lines of the reader's affairs with others: no cap below cuts them (see _affair)
    affairs = _affair_lines(notification, game_record, rules_game, lang, reader)
    # the lines that name the reader: "yours kept" is said only while none of them is cut
    mine = _own_lines(notification, game_record, rules_game, lang, reader)
    if (before or after) and not lists_events:
        merged = [*before, *after]
        kept = _newest_kept(merged, MAX_EVENTS_SHOWN, affairs)
        context |= {"events": kept, "stand_in": False,
                    "events_picked": kept[:1] != merged[len(merged) - len(kept):][:1]
                    and _all_kept(merged, kept, mine),
                    "events_left": len(merged) - len(kept),
                    "parts_events": "later" if after or news_first else "earlier"}
    elif before or after:
        merged = [*before, *context["events"], *after]
        context["events"] = kept = _newest_kept(merged, MAX_EVENTS_SHOWN, affairs)
        context["events_left"] += len(merged) - len(kept)
        context["events_picked"] = (context["events_picked"] or kept[:1] != merged[
            len(merged) - len(kept):][:1]) and _all_kept(merged, kept, mine)
    context["read_as"] = _read_as(notification, trades, said)
    context["acts"] = [unstressed(act, lang) for act in _read_as(notification, trades, acts) or ()]
    # each offer the reply made that is still open: who answers it and how (issue 42: a
    # counter-offer's writer learns the new number and what the other player writes)
    context["offers_sent"] = _offers_sent(rules_game, state, trades, reader) \
        if context["acts"] else []
    context["moves_read"] = _moves_said(notification, moves, played)
    if (said_here := _offers_said(notification, offer_parts, offers_said)) is not None:
        context["offered"], context["offers"] = said_here
    context["offers_listed"] = _numbers(context["offers"], lang)
    # a move of the reader's read back in this mail: a refusal of this reply as old says it
    # played nothing *more* (never "no move was made" under "your move was accepted")
    context["carries_move"] = any(
        part["kind"] == "move_read_back" and not part["payload"].get("beside")
        for part in notification.payload.get("parts", ()))
    # what the mail tells earlier of the offers its notice ends (the offer made within the
    # mail's window) goes under its heading before the end: "#9 lapsed" never above "you
    # offer trade #9" (conv41)
    offer_lines = _offer_story(rules_game, notification, reader, lang) if own else set()
    ends = [i for i, line in enumerate(context["events"] or ()) if line in own]
    notice = [line for i, line in enumerate(context["events"] or ())
              if line in own or (ends and i < ends[-1] and line in offer_lines)]
    own = notice
    context["notice_events"] = [unstressed(line, lang) for line in notice]
    # a line of the reader's that tells a move read back above the list says it twice (issue
    # 42: "Přečteno jako: koupit Kurz střelby …" and then "- Kupuješ Kurz střelby …"); one
    # read back below the list stays there, in the order played
    ahead = [part.get("text", "") for part in
             (*earlier, *(later if context.get("parts_events") == "later" else ()))]
    if template == "move_read_back":
        ahead += [notification.payload.get("text", ""), *(context["moves_read"] or ())]
    read_above = [move for move in played if move and any(move in text for text in ahead)]
    bare = _bare_restated(context["events"] or (), read_above,
                          games.of(rules_game.id).BARE_READ_BACKS)
    context["events"] = [line for i, line in enumerate(context["events"] or ())
                         if line not in own and not _restates(line, read_above)
                         and i not in bare]
    listed = list(context["events"] or ())
    lines: list[_Listed] = []
    first = 0
    for line, n in _by_player_marked(listed, [seat.player or "" for seat in game_record.seats],
                                     lang, games.of(rules_game.id).joined):
        told = [_bare(event, lang) for event in listed[first:first + n]]
        lines.append(_Listed(line, n, affair=any(event in affairs for event in told),
                             naming=any(event in mine for event in told)))
        first += n
    # a line a read-back points to ("Tvůj tah, uvedený výše v přehledu, byl přijat") stays
    # (review 21n: the cut left the pointer and took the line)
    present = {*listed, *notice}
    for part in (*earlier, *later):
        if part.get("listed") and not present.intersection(part["listed"]):
            part["text"], part["html"] = part["unlisted"]  # "Přečteno jako: …" after all
            part["listed"] = []
    pointed = {line for part in (*earlier, *later) for line in part.get("listed", ())}
    first = 0
    for row in lines:
        row.pointed = any(event in pointed for event in listed[first:first + row.events])
        first += row.events
    if template == "game_over":  # the end mail gathers a whole absence: its repeats counted
        lines = _said_once_counted(lines)
    context["events"] = [unstressed(row.text, lang) for row in lines]
    # an event notice whose events the mail already tells has nothing left to say
    context["earlier"] = [part for part in earlier if part["text"]]
    context["later"] = [part for part in later if part["text"]]
    # a mail whose subject promises its own news (your turn, a reminder, the end) says it
    # first; the read-backs it carries follow its opening lines (review 9: "tvůj tah byl
    # přijat" above "jsi na tahu" under the subject "Jsi na tahu")
    context["carried"] = context["earlier"] if template in OWN_NEWS_FIRST else []
    if context["carried"]:
        context["earlier"] = []
    names = [n for seat in game_record.seats for n in seat.shown_names]
    board = context.get("board_text")

    def rendered() -> str:
        """The text as the context has it now: its board less the rows the mail told above
        (an offer under its own heading or in the list, as long as the list keeps it)."""
        if board:
            context["board_text"] = _board_untold(board, {*offered, *context["events"]},
                                                  (context.get("result") or {}).get("scores"))
        return _tidy(_templates().get_template(f"{template}.txt").render(context), names)

    text = rendered()
    # what happened gives way to the rest: the oldest of its lines go (counted, the game
    # page has them) until the text fits MAX_TEXT_LINES
    # ... the newest round's lines, one a seat (LATEST_ALWAYS at least), only when no older
    # one is left: a 6-seat board with a menu and table talk left none, and the turn mail
    # told nothing of what happened since (issue 42: "Co se mezitím stalo" gone, or "5
    # earlier" over one line); the reader's affairs with others (the decline of Kateřina's
    # offer) last of all. The length holds: the game page has the rest
    latest = max(LATEST_ALWAYS, len(game_record.seats))
    room = games.of(rules_game.id).TEXT_LINES
    # the table talk gives way too, the text's only (the HTML has no line cap): first to one
    # line a message, then, once the older events are gone, to messages cut short and to the
    # oldest left out (issue 42: when every seat talked, the talk alone emptied the list)
    talk, talk_step = context["talk"], 0
    while (over := text.count("\n") - room) > 0 and (lines or context["talk"]):
        older = [i for i in range(len(lines) - latest)
                 if not lines[i].affair and not lines[i].pointed]
        if context["talk"] and (talk_step == 0 or not older):
            talk_step += 1
            context["talk"], context["talk_left"] = _talk_in_room(talk, talk_step)
            text = rendered()
            continue
        others = older or [i for i, row in enumerate(lines)
                           if not row.affair and not row.pointed] \
            or [i for i, row in enumerate(lines) if not row.pointed]
        if not others:
            break
        # the oldest lines go first
        cut = set(others[:over + (not context["events_left"])])
        context["events_left"] += sum(lines[i].events for i in cut)
        context["events_picked"] = (context["events_picked"] or any(
            lines[i].affair for i in range(max(cut) + 1) if i not in cut)) \
            and not any(lines[i].naming for i in cut)
        lines = [row for i, row in enumerate(lines) if i not in cut]
        context["events"] = [unstressed(row.text, lang) for row in lines]
        text = rendered()
    context["talk"], context["talk_left"] = talk, 0
    html = _html_said_once(_html_after_greeting(
        _templates().get_template(f"{template}.html").render(context), names))
    # an erased person's pseudonym is stored in their own language: read in the reader's
    return Letter(*(pseudonyms_in(part, lang) for part in (subject, text, _inline_css()(html))))


@dataclass
class _Listed:
    """A line of a mail's list of what happened, as the length cut weighs it: the `events` it
    tells, whether one is the reader's `affair` with others (cut last), `naming` the reader
    ("yours kept" holds only while none such is cut), or `pointed` to by a read-back (never
    cut: review 21n)."""

    text: str
    events: int
    affair: bool = False
    naming: bool = False
    pointed: bool = False


# The answers that carry no move of their own: a move read back with one leads its subject
_REFUSALS = frozenset({Kind.REFUSED, Kind.LINES_SKIPPED})
# A refusal because the game does not run says so in its subject, not "please write again"
_NOT_RUNNING = frozenset({"game_not_running", "wrong_status"})
_STOPPED_SUBJECTS = {"paused": "subject_refused_paused", "cancelled": "subject_refused_cancelled",
                     "finished": "subject_refused_finished"}


# A folded mail is led by the news that matters most to its reader (its subject names it, its
# body says it first): the game's event kinds weigh theirs (rules.EventKind.news), a read-back
# weighs 0, the organizer's changes 1, other kinds (talk, settings, a lapse) never lead; the
# turn mails and the end lead anyway (see delivery._main_of).
_LEADS_ANYWAY = frozenset({Kind.GAME_OVER, Kind.GAME_CANCELLED, "your_turn", "reminder"})
# answers that ask the reader a question of their own: they lead any other answer folded
_ASKS_THE_READER = frozenset({Kind.RESIGN_CONFIRM})


# the organizer's changes to how the reader's game goes on (its time rules, a pause, more
# time): news that outweighs a read-back riding with them (review 24n: a day-old "Tah přijat:
# malá ve Slovinsku" led the mail that told the new time rules)
_ORGANIZER_NEWS = frozenset({Kind.TIMING_CHANGED, Kind.GAME_PAUSED, Kind.GAME_RESUMED,
                             Kind.DEADLINE_EXTENDED})


def _weight(part: Notification | Mapping[str, Any], kinds: Mapping[str, EventKind]) -> int:
    kind = _kind_of(part)
    told = kinds.get(kind)
    if told is not None:
        return told.news
    return 1 if kind in _ORGANIZER_NEWS else 0 if kind == Kind.MOVE_READ_BACK else -1


def _biggest_news_first(notification: Notification, record: GameRecord,
                        kinds: Mapping[str, EventKind]) -> Notification:
    """A mail of several folded mails led by the news that matters most to its reader: their
    own end in the game told in a read-back (rules.EventKind.ends_player), else the heaviest
    part (`_weight`); the mail it was led by rides in it as a part."""
    parts = list(notification.payload.get("parts", ()))
    if notification.kind in _LEADS_ANYWAY or notification.seat is None:
        return notification
    seat = record.seat(notification.seat)
    reader = seat.player if seat is not None else None
    own = {"kind": notification.kind, "payload": {k: v for k, v in notification.payload.items()
                                                  if k != "parts"}}

    def ends_reader(event: Mapping[str, Any]) -> bool:
        told = kinds.get(event.get("kind", ""))
        return told is not None and told.ends_player and reader is not None \
            and event.get("data", {}).get("player") == reader

    for part in (*parts, own):
        if (told := kinds.get(part["kind"])) is not None and told.ends_player:
            continue
        end = next((e for e in part["payload"].get("events", ()) if ends_reader(e)), None)
        if end is not None:  # its own mail, with the rest folded in after it
            return replace(notification, kind=end["kind"], payload={
                "version": notification.payload.get("version", 0), "events": [end],
                "parts": [*parts, own]})
    # a question the reader must answer (confirm resigning) leads whatever rides with it
    # (review 14: "Tvoje zpráva — …" because a SAY line came in the same mail)
    asking = next((p for p in parts if p["kind"] in _ASKS_THE_READER), None)
    if asking is not None and notification.kind not in _ASKS_THE_READER:
        return replace(notification, kind=asking["kind"], payload={
            **asking["payload"], "parts": [p for p in parts if p is not asking] + [own]})
    heaviest = max(parts, key=lambda part: _weight(part, kinds), default=None)
    if heaviest is None or _weight(notification, kinds) < 0 \
            or _weight(heaviest, kinds) <= _weight(notification, kinds):
        return notification
    return replace(notification, kind=heaviest["kind"], payload={
        **heaviest["payload"], "parts": [p for p in parts if p is not heaviest] + [own]})


def _subject(notification: Notification, record: GameRecord, context: Mapping[str, Any],
             lang: str) -> str:
    """The subject: what the mail tells, then the game (see the module's docstring)."""
    kind, payload = notification.kind, notification.payload
    answers_mail = not (payload.get("stale") or payload.get("summary") or payload.get("back")
                        or "since" in payload and not payload.get("said"))
    if kind == Kind.BOARD and answers_mail and (lead := _carried_lead(payload)) is not None:
        # a board that answers a question carries the read-back or the refusal of the same
        # mail: the subject names what matters most (issue 42: "koupit. Kolik mám peněz?")
        rest = [part for part in payload.get("parts", ()) if part is not lead]
        return _subject(replace(notification, kind=lead["kind"], payload={
            **lead["payload"], "parts": rest}), record, context, lang)
    key = f"subject_{kind}_you" if context["about_you"] else f"subject_{kind}"
    if kind == "player_removed" and payload.get("missed"):  # by the timing, not the organizer
        key = key.replace("_removed", "_removed_missed")
    if kind == "deadline_missed" and payload.get("action") == "all_away":
        key = "subject_deadline_missed_all_away"  # the table's news, not one player's
    if context.get("turn_news"):  # a WesternPoly debt: what the game waits for, first
        return say(lang, "subject_your_turn_news", news=context["turn_news"], title=record.title)
    deadline = None
    if kind in ("reminder", "deadline_extended"):
        seat = record.seat(notification.seat) if notification.seat else None
        deadline = shown_short(payload.get("deadline"), reader_zone(record, seat), lang)
        if deadline is None:
            key = f"subject_{kind}_undated"
    left = time_left(payload.get("deadline"), notification.created_at, lang) \
        if kind == "reminder" else ""
    seat_read = record.seat(notification.seat) if notification.seat else None
    reader = seat_read.player if seat_read is not None else None
    name = payload.get("name") or _actor(record, kind, payload.get("events", ()), lang, reader)
    if not context["about_you"] and _own_act(kind, payload.get("events", ()), reader) \
            and (words := games.of(record.rules).WORDS) is not None \
            and f"subject_{kind}_own" in words.texts:
        key = f"subject_{kind}_own"  # the reader's own act: never "<reader> offers you"
    if kind in _ERASED_SEAT:
        name = payload.get("number", "")  # no name: the seat's number (issue 43)
    if kind == "game_cancelled" and payload.get("reason") in ("abandoned", "deserted"):
        key = "subject_game_ended_unplayed"  # nobody cancelled it: nobody plays it any more
    if kind == "move_read_back" and payload.get("beside") and not any(
            part["kind"] == "move_read_back" and not part["payload"].get("beside")
            for part in payload.get("parts", ())):
        acts = context["beside_acts"]  # no turn played: the subject says what was done
        if (several := _beside_subject(acts, lang)) is not None:
            return say(lang, "subject_move_read_back_acts", acts=several, title=record.title)
        key = f"subject_move_read_back_{acts[0][0]}" if acts else "subject_move_read_back_beside"
        if acts and acts[0][0] == "withdraw":
            return say(lang, "subject_move_read_back_withdraw", offer=acts[0][1],
                       title=record.title)
    if kind == Kind.MOVE_READ_BACK and context.get("own_news") and _played(payload):
        # the reader's own news the mail tells (sent to jail) leads; the move follows it
        return say(lang, "subject_move_read_back_news", news=context["own_news"],
                   move=_moves_read(kind, payload), title=record.title)
    if kind == Kind.MOVE_PLAYED:
        told = context.get("move_told")
        return context["t"]("subject_move_played_told" if told else "subject_move_played",
                            title=record.title, name=name or "", told=told or "",
                            move=payload.get("text", ""))
    formal = "_formal" if payload.get("formal") else ""  # the register of the mail answered
    if kind == Kind.ORGANIZER_ANSWER and payload.get("subject"):  # what was done, or how to
        return str(payload["subject"])
    if kind == Kind.ORGANIZER_ANSWER and payload.get("titles"):  # never the first one's alone
        return say(lang, f"subject_organizer_answer_games{formal}",
                   titles=listing(lang, [str(t) for t in payload["titles"]]))
    if kind == Kind.ORGANIZER_ANSWER:
        key += formal
    if kind == Kind.HELP and context.get("answer"):  # the help leads with what was asked
        question = " ".join(str(context.get("question", "")).split())
        if 0 < len(question) <= SUBJECT_CHARS:
            return context["t"]("subject_help_question", title=record.title, question=question)
        key = "subject_help_question_long"
    if kind == Kind.BOARD and payload.get("asked") and answers_mail \
            and (lead := _news_lead(payload, reader)) is not None \
            and lead["kind"] != Kind.MOVE_READ_BACK \
            and not _own_act(lead["kind"], lead["payload"].get("events", ()), reader):
        # another's news the body tells first (an offer to the reader, a missed turn) leads
        # the subject over the answer: "Ann has until …" hid an offer to answer (review 55)
        rest = [part for part in payload.get("parts", ()) if part is not lead]
        return _subject(replace(notification, kind=lead["kind"], payload={
            **lead["payload"], "parts": rest}), record, context, lang)
    if kind == Kind.BOARD and payload.get("asked") and answers_mail:
        # the answer leads: the subject says what it tells (loaded when a question is asked)
        from functions.render.state_answers import told as answer_told

        said = answer_told(str(payload.get("said", "")), lang)
        return context["t"]("subject_board_asked_unknown" if said == "" else
                            "subject_board_asked" if said else "subject_board_asked_long",
                            title=record.title, told=said or "")
    if kind == Kind.BOARD and "since" in payload and not payload.get("said"):
        if (lead := _news_lead(payload, reader)) is not None:
            # the board of news carries what says more than "news" (a missed turn, an offer,
            # the read-back), which its body tells first: the subject names that (issue 42)
            rest = [part for part in payload.get("parts", ()) if part is not lead]
            return _subject(replace(notification, kind=lead["kind"], payload={
                **lead["payload"], "parts": rest}), record, context, lang)
        key = "subject_board_news"  # unasked: news of the reader's own (outbox: the silent)
        if context.get("own_news") and not payload.get("summary") and not payload.get("back"):
            # the news that matters most to them, named (sent to jail); a week's summary and a
            # welcome back say what they are
            return say(lang, "subject_your_turn_news", news=context["own_news"],
                       title=record.title)
    if kind == Kind.GAME_RESUMED and notification.seat in record.waited \
            and record.status == "running":
        key = "subject_game_resumed_yours"  # the reader's turn: what they must do now
    if kind == "seat_replaced" and payload.get("invited"):
        key = "subject_seat_replaced_invited"  # never joined: the invitation is what ends
    if kind == Kind.LINES_SKIPPED and seat_read is not None and _turn_waits(record, seat_read):
        # nothing of the mail played, and the game waits for the reader's move: "Lines
        # skipped" beside talk hid that the bid was not played (review 55)
        key = "subject_lines_skipped_open"
    if kind == "your_turn" and payload.get("menu_changed"):
        key = "subject_your_turn_menu_changed"  # the same turn again: its options changed
    if kind == "timing_changed" and payload.get("own_deadline"):
        key = "subject_timing_changed_yours"  # the reader's own turn: its clock changed
    if kind == "joined" and payload.get("invited"):
        key = "subject_joined_invited"  # an invitation's question answered: not yet in
    elif kind == "joined" and payload.get("code") and (
            host := record.seat_of(record.organizer)) and host.seat == notification.seat:
        # the organizer set the game up: "you are in" is no news to them, who else is, is
        key = "subject_joined_waiting"
    if kind == "board" and payload.get("summary") and payload.get("present"):
        waited = _waited_names(record, notification.seat, lang)
        if waited is None:
            key = "subject_board_summary_yours"
        else:
            return context["t"]("subject_board_summary_present", title=record.title,
                                name=listing(lang, waited), n=len(waited))
    elif kind == "board" and payload.get("summary"):
        key = "subject_board_summary"
    if kind == "board" and payload.get("back"):
        key = "subject_board_back"
    if kind == "turn_missed" and payload.get("absent"):
        key = "subject_turn_missed_absent"
    if kind == Kind.BOARD and payload.get("agreed"):  # the move asked for was played already
        return context["t"]("subject_board_stale_agreed", title=record.title,
                            said=_quoted_words(payload.get("text", "")))
    if kind == Kind.BOARD and payload.get("stale"):
        # a reply to an older mail: the subject says that THIS reply played nothing, and why;
        # a move of an earlier mail it carries is named as the one that stands (issue 42)
        played = _played(payload, kind)
        return context["t"]("subject_board_stale_stands" if played else "subject_board_stale",
                            title=record.title, said=_quoted_words(payload.get("text", "")),
                            move=played[-1] if played else "")
    refusal = kind in _REFUSALS or kind == Kind.BOARD and payload.get("message")
    if refusal and (played := _played(payload, kind)):
        # a move played leads the subject; the refusal of a later line (a board answering a
        # reply to an older mail says why) is told in the body
        return context["t"]("subject_move_read_back", title=record.title, move=played[0])
    if kind == "press_sent" and payload.get("after_end"):
        key = "subject_after_end"  # words to a game that is over: the answer says it is
    if kind == "refused" and payload.get("code") in _NOT_RUNNING \
            and record.status in _STOPPED_SUBJECTS:
        key = _STOPPED_SUBJECTS[record.status]  # nothing to write again: the game stands still
    elif kind == "refused" and payload.get("away"):
        # an offer to a player a bot plays for: why, never "write again" (review 14)
        return context["t"]("subject_refused_away", name=payload["away"], title=record.title)
    elif kind == "refused" and record.status == "running" and notification.seat \
            and not record.waits_for(notification.seat):
        key = "subject_refused_waiting"  # no move is asked of a player the game waits not for
    if kind == "invitation":
        name = context["organizer"]
        if not name:
            key = "subject_invitation_unnamed"
    elif kind == "game_over":
        result = payload.get("result")
        if not result or not result.get("winners"):
            key = "subject_game_over_undecided"
        else:
            seat = record.seat(notification.seat) if notification.seat else None
            reader = seat.player if seat is not None else None
            key = "subject_game_over" + win_kind(list(result["winners"]), reader,
                                                 len(record.seats), bool(result.get("draw")))
            name = listing(lang, [_seat_name(record, p) for p in result["winners"]
                                  if not key.endswith("_shared_you") or p != reader])
    # in the game's words first: the subjects of its own events' mails are the game's
    return context["t"](key, title=record.title, turn=context["turn"] or "", name=name or "",
                        move=_moves_read(kind, payload), deadline=deadline or "", left=left,
                        organizer=context.get("organizer_named", ""),
                        n=max(1, len(_actors(kind, payload.get("events", ()), reader))))


def _news_lead(payload: Mapping[str, Any], reader: str | None) -> Mapping[str, Any] | None:
    """The part of a board of news its subject names instead of "news" (None: the board): a
    missed turn, else the game's news another made (an offer, a trade: a game's event kind),
    else a read-back of the reader's own move, else the reader's own act in the game."""
    parts = payload.get("parts", ())
    game_kinds_ = [part for part in parts if part["kind"] not in Kind.__members__.values()]
    own = [part for part in game_kinds_
           if _own_act(part["kind"], part["payload"].get("events", ()), reader)]
    for found in ([part for part in parts if part["kind"] == Kind.TURN_MISSED],
                  [part for part in game_kinds_ if not any(part is o for o in own)],
                  [part for part in parts if part["kind"] == Kind.MOVE_READ_BACK],
                  own):
        if found:
            return found[-1]
    return None


def _carried_lead(payload: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The part of a board mail its subject names instead of the board (None: the board): a
    move read back (it leads a refusal of another line, see `_subject`), else a refusal."""
    parts = payload.get("parts", ())
    played = [part for part in parts if part["kind"] == Kind.MOVE_READ_BACK]
    refused = [part for part in parts if part["kind"] in _REFUSALS]
    return next(iter(played or refused), None)


def _without_to_move(board: str, record: GameRecord, told: bool) -> str:
    """A board's text less its line of who is to move ("Na tahu: Jana", "Waiting for: Jana":
    a short label, then the waited seats' names) when the mail `told` it already."""
    names = [record.seat(seat).shown_names for seat in record.waited]
    if not told or not names:
        return board
    # each waited seat by any name it is shown by, in order
    ending = re.compile(r"^[^:\n]{1,30}: " + r"(,| a| and|\s)*".join(
        "(?:" + "|".join(map(re.escape, forms)) + ")" for forms in names) + "$")
    return "\n".join(row for row in board.split("\n") if not ending.match(row))


def _board_untold(board: str, told: Collection[str],
                  standings: Sequence[Mapping[str, Any]] | None = None) -> str:
    """A board's text less its rows of what the mail told above (an offer under its own
    heading; scores a line of the list or the final standings told: see _scores_told), and a
    heading whose rows all went ("Otevřené obchody:" over nothing)."""
    rows = board.split("\n")
    said = {line.rstrip(".").casefold() for line in told}
    gone = {i for i, row in enumerate(rows)
            if row.startswith(" ") and row.strip().rstrip(".").casefold() in said
            or _scores_told(row, told, standings or ())}
    if not gone:
        return board
    kept: list[str] = []
    for i, row in enumerate(rows):
        under = list(itertools.takewhile(lambda j: rows[j].startswith(" "),
                                         range(i + 1, len(rows))))
        if i in gone or row.endswith(":") and under and gone.issuperset(under):
            if row.endswith(":") and kept and not kept[-1]:
                kept.pop()  # the blank line above the heading goes with it
            continue
        kept.append(row)
    return "\n".join(kept)


# a board row's scores, a player's each ("Body: ty 10, Bob 10, Cyril 1"; "1. rozdání, trumf
# 7D (hlášeno/uhráno): ty 0/0 +10, Bob 0/1 +1"): the part after its label's colon
_ROW_SCORES = re.compile(r": ((?:[^:,]+ [\d/+–-]+, )+[^:,]+ [\d/+–-]+)\.?$")


# a score as the final standings show it ("1. Cyril Malý", "58 volitelů"): its number
_RANK = re.compile(r"^\d+\. ")
_NUMBER = re.compile(r"^-?\d+(?=\b)")


def _scores_told(row: str, told: Collection[str], standings: Sequence[Mapping[str, Any]]
                 ) -> bool:
    """Whether the mail told the board row's scores, every player's as the row has them: a
    line it lists (issue 42: an Oh Hell hand's result told thrice in one mail, by the list's
    "Konec 1. rozdání … Celkem: …", the board's "Body:" and its line of the last hand), or
    the final standings above the board (the game-over mail's "Body:" under "Konečné
    pořadí")."""
    found = _ROW_SCORES.search(row)
    if found is None:
        return False
    if any(found[1] in line for line in told):
        return True
    final = {_RANK.sub("", str(r["player"])): number[0] for r in standings
             if (number := _NUMBER.match(str(r["score"])))}
    pairs = [pair.rsplit(" ", 1) for pair in found[1].split(", ")]
    # the reader stands in the row as "ty" / "you": the one name the standings do not have
    return len(final) == len(pairs) >= 2 and sorted(n for _, n in pairs) == sorted(
        final.values()) and sum(name not in final for name, _ in pairs) <= 1 and all(
        final[name] == n for name, n in pairs if name in final)


def _html_board(board: dict[str, Any] | None, reader: str | None,
                told: bool) -> dict[str, Any] | None:
    """The HTML board's context without its line of who is to move where the plain board has
    none: the reader moves (the mail's first line says so) or the mail `told` it already."""
    if board is None or not board.get("to_move") or not (told or board["to_move"] == reader):
        return board
    return {**board, "to_move": None}


def _waited_names(record: GameRecord, reader: str | None, lang: str) -> list[str] | None:
    """The names of the seats the game waits for; None when it waits for the reader."""
    if reader in record.waited:
        return None
    return [record.seat(seat).shown(lang) for seat in record.waited]


def _whose_turn(record: GameRecord, reader: str | None, zone: str, lang: str) -> str:
    """A week's summary's line of whose turn it is and until when (the last of several
    deadlines: the game goes on then)."""
    waited = _waited_names(record, reader, lang)
    clocks = [record.clock(seat) for seat in record.waited]
    deadline = shown(max((c.deadline for c in clocks if c is not None and c.deadline),
                         default=None), zone, lang)
    if waited is None:
        clock = record.clock(reader) if reader else None
        deadline = shown(clock.deadline if clock is not None else None, zone, lang)
        return say(lang, "summary_yours" if deadline else "summary_yours_undated",
                   deadline=deadline or "")
    if not waited:
        return ""
    return say(lang, "summary_to_move" if deadline else "summary_to_move_undated",
               name=listing(lang, waited), n=len(waited), deadline=deadline or "")


def _what_next(record: GameRecord, seat: Seat | None, zone: str, lang: str) -> list[str]:
    """What a read-back mail of its own tells after the move (issue 42): whom the game waits
    for now and until when, and that the reader's next turn comes by mail; nothing when the
    game waits for the reader (their turn mail tells it) or has stopped."""
    if record.status != "running" or seat is None or not seat.active \
            or record.waits_for(seat.seat) or not record.waited:
        return []
    names = [record.seat(waited).shown(lang) for waited in record.waited]
    clocks = [record.clock(waited) for waited in record.waited]
    deadline = shown(max((c.deadline for c in clocks if c is not None and c.deadline),
                         default=None), zone, lang)
    if record.waits:  # several move at once: "na Petra Dvořáka a Toma Halla"
        key, name = "read_back_waiting", players_in(names, ACCUSATIVE) if lang == "cs" \
            else listing(lang, names)
    else:
        key, name = "read_back_next", listing(lang, names)
    lines = [say(lang, key if deadline else f"{key}_undated", name=name, n=len(names),
                 deadline=deadline or "")]
    if outbox.takes(seat, Kind.YOUR_TURN):  # a player who stopped their turn mails gets none
        lines.append(say(lang, "read_back_next_mail"))
    return lines


# The mails that answer a reply of the reader's with what it did (an offer, an answer to one,
# a setting, an absence) and that end, while their turn is still open, with what is still to
# decide: the turn mail they answered keeps no word of it in their sight.
_STILL_OPEN_KINDS = frozenset({Kind.MOVE_READ_BACK, Kind.SETTINGS_CHANGED})


def _turn_waits(record: GameRecord, seat: Seat) -> bool:
    """Whether the running game waits for `seat`'s own decision now."""
    return record.status == "running" and seat.active and record.waits_for(seat.seat)


def _turn_open(record: GameRecord, seat: Seat | None, kind: str) -> bool:
    """Whether a mail of `kind` to `seat` goes while the game still waits for that seat's own
    decision (one of _STILL_OPEN_KINDS: a turn mail, a board or a refusal shows its menu)."""
    return kind in _STILL_OPEN_KINDS and seat is not None and _turn_waits(record, seat)


def _still_to_decide(record: GameRecord, seat: Seat | None, zone: str, lang: str) -> str:
    """The line above the options of a turn still open (see _turn_open), with its deadline."""
    clock = record.clock(seat.seat) if seat is not None else None
    deadline = shown(clock.deadline if clock is not None else None, zone, lang)
    return say(lang, "turn_still_open" if deadline else "turn_still_open_undated",
               deadline=deadline or "")


_DONE = {"en": "Done: ", "cs": "Hotovo: "}


def _settings_together(notification: Notification, context: dict[str, Any],
                       earlier: list[dict[str, Any]], later: list[dict[str, Any]], lang: str
                       ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The settings one reply changed, told together after its moves (never a read-back
    between two "Done:" lines), their "Done:" said once above a list (review 13: "hotovo:"
    and "Hotovo:" by turns). A settings mail of its own lists them in its own body."""
    parts = [body for body in (*earlier, *later) if body.get("setting")]
    own = notification.kind == Kind.SETTINGS_CHANGED
    said = [*([str(context["payload"].get("message", ""))] if own else []),
            *(body["text"] for body in parts)]
    if not parts or len(said) < 2 and own:
        return earlier, later
    earlier = [body for body in earlier if not body.get("setting")]
    later = [body for body in later if not body.get("setting")]
    done = _DONE.get(lang, _DONE["en"])
    items = [text.removeprefix(done) for text in said if text.startswith(done)]
    rest = [text for text in said if not text.startswith(done)]
    paragraphs = ([done.rstrip() + "\n" + "\n".join(f"  - {item}" for item in items)]
                  if len(items) > 1 else [done + items[0]] if items else []) + rest
    html = markupsafe.Markup("").join(
        markupsafe.Markup("<p>{}</p>").format(markupsafe.Markup("<br>").join(
            [markupsafe.Markup("&nbsp;&nbsp;") + line.lstrip() if line.startswith("  ")
             else line for line in paragraph.split("\n")])) for paragraph in paragraphs)
    if own:  # the mail's own body says them all
        context["payload"] = {**context["payload"], "message": "\n\n".join(paragraphs),
                              "message_html": html}
        return earlier, later
    told = {"text": "\n\n".join(paragraphs), "html": html}
    # a mail with the reader's options tells what the reply did above them: what is still to
    # decide comes last (issue 42: an absence confirmed on line 29 of 34, below the menu)
    if notification.kind in _MENU_KINDS:
        return [*earlier, told], later
    return earlier, [*later, told]


def _move_told(payload: Mapping[str, Any], record: GameRecord, rules_game: AnyRules, lang: str,
               reader: str | None) -> str:
    """Another player's move as the game tells it to `reader`: the mover's first event of the
    write, in the third person ("Hans Müller koupil Saloon Divoká růže za 5 600 $"), not the
    words of the mover's own read-back ("koupit …"); "" when the game told no such event."""
    mover = next((seat.player for seat in record.seats
                  if seat.player and seat.name == payload.get("name")), None)
    own = [e for e in payload.get("events", ()) if mover and e.get("data", {}).get("player") == mover]
    told = _event_texts(rules_game, own, lang, reader)
    return told[0].rstrip(".") if told else ""


def _moves_read(kind: str, payload: Mapping[str, Any]) -> str:
    """The move a read-back's subject names: the first the mail read back in the order played
    (a read-back that waited for company may lead the mail, a later one ride in it), the
    player's decision ("koupit Kurz střelby za 4 000 $"), not the step that closes the turn
    after it ("ukončit tah"); of a turn and an offer or answer read back together, the
    turn's (the subject says "Move accepted"); the body lists them all."""
    text = payload.get("text", "")
    if kind != "move_read_back":
        return text
    turns = _played(payload)
    return turns[0] if turns else next((part["payload"]["text"] for part in _read_backs(
        kind, payload) if part["payload"].get("text")), text)


def _read_backs(kind: str, payload: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The read-backs a mail carries (its own when it is one), in the order played."""
    own = [{"kind": kind, "payload": payload}] if kind == "move_read_back" else []
    parts = [part for part in payload.get("parts", ()) if part.get("kind") == "move_read_back"]
    # parts are older than the mail's own read-back unless their version says otherwise
    return sorted([*parts, *own], key=lambda part: part["payload"].get("version", 0))


# how many characters of a player's words a subject quotes (a whole reply may be long)
SUBJECT_QUOTE = 40


def _quoted_words(text: str) -> str:
    """A player's words as a subject quotes them: the first line, cut to SUBJECT_QUOTE."""
    line = next((row.strip() for row in text.splitlines() if row.strip()), "")
    return line if len(line) <= SUBJECT_QUOTE else line[:SUBJECT_QUOTE - 1].rstrip() + "…"


def _played(payload: Mapping[str, Any], kind: str = "move_read_back") -> list[str]:
    """The turn moves (not offers nor answers) a mail reads back, in the order played."""
    return [part["payload"]["text"] for part in _read_backs(kind, payload)
            if part["payload"].get("text") and not part["payload"].get("beside")]


def _beside_acts(notification: Notification, rules_game: AnyRules,
                 reader: str | None) -> list[tuple[str, int]]:
    """What a read-back of moves beside the turn did, act by act in the order played, as its
    subject names them: ("offer", n) an offer made, ("answer", n) an answer to one made to
    the reader, ("withdraw", n) an offer taken back; an offer that lapsed by another's act
    is no act of the reader's."""
    told = rules_game.event_kinds
    acts: list[tuple[str, int]] = []
    for part in _read_backs(notification.kind, notification.payload):
        for event in part["payload"].get("events", ()):
            kind = told.get(event.get("kind"))
            if kind is None or not _is_act(rules_game, event, reader):
                continue
            act = "offer" if kind.offer == OPENS else "answer" \
                if "proposer" in (kind.readers or ()) else "withdraw"
            acts.append((act, int(event.get("data", {}).get("offer") or 0)))
    return acts


def _beside_subject(acts: Sequence[tuple[str, int]], lang: str) -> str | None:
    """The subject's words for a reply of several trade lines (two offers, an offer and an
    answer, a withdrawal and an answer): each kind of act with its count, in the order first
    played ("Nabídka odeslána a odpověď předána"); None for one act (its own subject)."""
    if len(acts) < 2:
        return None
    counts: dict[str, int] = {}
    for act, _ in acts:
        counts[act] = counts.get(act, 0) + 1
    said = listing(lang, [say(lang, f"acts_{act}", n=n) for act, n in counts.items()])
    return capitalize_first(said)


def _talk(messages: Sequence[Mapping[str, Any]], zone: str, lang: str) -> list[dict[str, Any]]:
    """Messages of table talk as a mail shows them: who (to everyone or to the reader only),
    when in the reader's zone, and the text's lines (plain text, escaped by the templates)."""
    return [{"who": say(lang, "talk_private" if m.get("to") else "talk_public", name=m["from"],
                        at=shown_short(m["at"], zone, lang) or m["at"]),
             "lines": (say(lang, "talk_erased") if m["text"] == ERASED_TEXT
                       else str(m["text"])).split("\n"), "private": bool(m.get("to"))}
            for m in messages]


TALK_CHARS = 90  # a message's characters a mail short of room still shows, then "…"


def _talk_in_room(talk: Sequence[Mapping[str, Any]], step: int) -> tuple[list[dict[str, Any]], int]:
    """The talk a text mail short of room shows at `step` of giving way, and how many of its
    messages it leaves out: 1 one line a message, its words whole; 2 each cut to TALK_CHARS;
    3 and on the oldest messages to everyone go, then the reader's own, `step - 2` of them."""
    shown = [{**m, "text": _cut_words(" ".join(line.strip() for line in m["lines"]),
                                      TALK_CHARS if step >= 2 else None)} for m in talk]
    # the reader's private messages are their affairs: the talk to everyone goes first
    order = [i for i, m in enumerate(shown) if not m["private"]] + \
        [i for i, m in enumerate(shown) if m["private"]]
    left = set(order[:max(0, step - 2)])
    return [m for i, m in enumerate(shown) if i not in left], len(left)


def _cut_words(text: str, chars: int | None) -> str:
    """`text` up to `chars` characters (None: all), cut after a whole word, marked "…"."""
    if chars is None or len(text) <= chars:
        return text
    return text[:chars].rsplit(" ", 1)[0].rstrip(" ,;:—–-") + "…"


def _actor(record: GameRecord, kind: str, events: Sequence[Mapping[str, Any]],
           lang: str, reader: str | None = None) -> str:
    """Who did what an event notice announces, as the seats are called now."""
    return listing(lang, [_seat_name(record, p) for p in _actors(kind, events, reader)])


def _about_the_reader(kind: str, shown_as: games.GameRender, player: str | None,
                      events: Sequence[Mapping[str, Any]]) -> bool:
    """Whether a game's event notice is about its reader, who reads it in the second person
    ("You are bankrupt"): the game words such a subject (`subject_<kind>_you`) and the event
    names the reader as its player."""
    words = shown_as.WORDS
    return player is not None and words is not None and f"subject_{kind}_you" in words.texts \
        and any(player in _players_of(event) for event in events if event.get("kind") == kind)


def _actors(kind: str, events: Sequence[Mapping[str, Any]], reader: str | None = None
            ) -> list[str]:
    """The players the newest event of `kind` names ("player", or "players" for 1926's
    eliminations), the newest done by another than the `reader` if there is one: a subject
    that names who did it names the actor, never the reader (issue 42: Anna's counter-offer
    reached Bohuslav as "Bohuslav Král ti nabídl obchod")."""
    found = [_players_of(event) for event in events if event.get("kind") == kind]
    others = [players for players in found if reader not in players]
    return (others or found or [[]])[-1]


def _players_of(event: Mapping[str, Any]) -> list[str]:
    """The players an event names as the ones who did it."""
    data = event.get("data", {})
    return list(data.get("players") or ([data["player"]] if data.get("player") else []))


def _own_act(kind: str, events: Sequence[Mapping[str, Any]], reader: str | None) -> bool:
    """Whether every event of `kind` among `events` is the reader's own act."""
    found = [_players_of(event) for event in events if event.get("kind") == kind]
    return reader is not None and bool(found) and all(players == [reader] for players in found)


def _seat_name(record: GameRecord, player: str) -> str:
    """The seat's name for a player of the rules (the player's own id if no seat has it)."""
    return next((s.name for s in record.seats if s.player == player), player)


def _part(part: Mapping[str, Any], notification: Notification, record: GameRecord,
          rules_game: AnyRules, state: Any, lang: str, shown: Sequence[str] = (),
          merged: bool = False, read_as: list[str] | None = None, acts: list[str] | None = None,
          moves_read: list[str] | None = None,
          offers_said: tuple[list[str], list[int]] | None = None,
          told_acts: Sequence[str] = (), below: bool = False) -> tuple[dict[str, Any], list[str]]:
    """One earlier answer folded into a mail (see functions.mailroom.answers): the body of its
    own kind's templates, without the greeting, the board, the menu or the events (`shown`)
    the mail itself shows: what happened is told once. With `merged` (the mail lists events
    of its own) the part's other events go to the mail's list, returned beside the body."""
    if part["kind"] not in (*KINDS, CARRIED_ANSWER) and part["kind"] not in game_kinds(rules_game):
        raise UnknownKind(f"no templates for notification kind {part['kind']!r}")
    payload = dict(part["payload"])
    if notification.kind == "game_over" and "events" in payload:  # its final board tells them
        payload["events"] = _untold("game_over", payload, games.of(rules_game.id), rules_game,
                                    lang, None)
    elif notification.kind in _BOARD_KINDS and "events" in payload:
        # what the mail's board lists (the rounds played, their prizes and the prize played
        # for now) is the board's to tell: review 22n read round 2 in the list and the board
        shown_as = games.of(rules_game.id)
        payload["events"] = [e for e in payload["events"] if e.get("kind") not in
                             shown_as.LISTED_ON_THE_BOARD | shown_as.ON_THE_BOARD]
    inner = Notification(id=notification.id, game_id=notification.game_id,
                         version=notification.version, kind=part["kind"], seat=notification.seat,
                         email=notification.email, lang=notification.lang,
                         created_at=notification.created_at, payload=payload)
    context = _context(inner, record, rules_game, state, lang)
    context |= {"main_kind": notification.kind, "menu": [], "menu_rows": None,
                "menu_lines": None, "examples": [], "board": None, "board_text": None,
                "earlier": [], "carried": [], "events_left": 0,
                "web_url": None, "web_label": "web_link", "token_line": None, "subject": "",
                "read_as": read_as, "moves_read": moves_read,
                "acts": [unstressed(act, lang) for act in acts or ()],
                "seat_readbacks": False,  # how to take no read-backs: the mail says it once
                "turn_open": "",  # nor what is still to decide: the mail's own end says it
                "next_lines": []}  # nor what comes next: the mail's own kind tells it
    if offers_said is not None:
        context["offered"], context["offers"] = offers_said
    context["offers_listed"] = _numbers(context["offers"], lang)
    told = set(shown)
    events = [event for event in context.get("events") or () if event not in told]
    # a move read back `below` the mail's list, whose own line went to that list ("Nekupuješ
    # Nocležnu …"), is told there once: the read-back says it was accepted, not "Přečteno
    # jako: nekupovat" under it too (issue 42)
    reader = record.seat(notification.seat).player if notification.seat else None
    listed = [line for line in _event_texts(rules_game, [
        e for e in payload.get("events", ()) if e.get("data", {}).get("player") == reader
        and e.get("kind") in games.of(rules_game.id).RESTATING], lang, reader) if line in events]
    context["read_listed"] = below and part["kind"] == "move_read_back" and bool(listed)
    outcome: list[str] = []
    if merged and _ends_of_offers(part, rules_game):
        # a carried read-back's end of an offer (delivery._carry_readbacks) is told in its own
        # line, never cut from a long list: the maker hears what became of the offer here
        # (the mail's list, which may hold it too, leaves it out: see render_letter)
        # (an act the mail's own sentence tells, "You declined trade #1 …", is told once)
        outcome = [event for event in context.get("events") or ()
                   if event not in (acts or ()) and event not in told_acts]
        context["outcome"], events = " ".join(f"{unstressed(event, lang)}."
                                              for event in outcome), []
    # one turn one line, as the mail's own list tells it (review 9: "hází 6 + 4" / "dojíždí
    # na pole VĚZENÍ" / "jde do VĚZENÍ" were lines of one turn)
    grouped = [line for line, _ in _by_player_marked(
        events, [seat.player or "" for seat in record.seats], lang,
        games.of(rules_game.id).joined)] if not merged else []
    context["events"] = [unstressed(event, lang) for event in grouped]
    context["notice_events"] = []
    if template_of(part["kind"], rules_game) == "event_notice":  # its events are its news
        context["notice_events"], context["events"] = context["events"], []
    if _notice(part["kind"], rules_game) and (merged or not events):
        return {"text": "", "html": markupsafe.Markup("")}, events if merged else []
    if merged and context["move_told"] and (context["move_told"] in events
                                            or context["move_told"] in told):
        # another's move folded into a mail that lists what happened is a line of that list,
        # in its place (conv46: "Tom Hall koupil Nocležnu …" above the list and in it)
        return {"text": "", "html": markupsafe.Markup("")}, events
    def bodies() -> tuple[str, markupsafe.Markup]:
        said = {}
        for extension in ("txt", "html"):
            template = _templates().get_template(
                f"{template_of(part['kind'], rules_game)}.{extension}")
            said[extension] = "".join(template.blocks["body"](template.new_context(context)))
        return said["txt"].strip(), markupsafe.Markup(said["html"])

    text, html = bodies()
    body = {"text": text, "html": html, "outcome": outcome}
    if context["read_listed"]:
        # the list's lines the read-back points to ("uvedený výše v přehledu"), and what it
        # says should the mail's list not hold them after all (render_letter)
        context["read_listed"] = False
        body["listed"], body["unlisted"] = listed, bodies()
    return body, events if merged else []


# kinds whose subject names news of their own, told before the answers and older news folded
# into them ("Cyril vzdává" opened with the bot's turn of a day before, round 13)
NEWS_FIRST = frozenset({"sender_mismatch", "settings_changed", "player_resigned",
                        "player_removed", "player_erased", "seat_erased", "seat_replaced",
                        "seat_declined", "game_paused", "game_resumed", "game_cancelled",
                        "deadline_extended", "deadline_missed", "timing_changed",
                        "turn_missed", "move_played", "address_undeliverable"})
# templates with a list of what happened (templates/email/_events.txt) of their own
LISTING_TEMPLATES = frozenset({"board", "event_notice", "game_over", "game_started",
                               "move_played", "move_read_back", "offer", "your_turn"})
# templates that open with their own news and then tell the answers folded into them, before
# their list of what happened, board and menu (templates/email/_carried.txt)
OWN_NEWS_FIRST = frozenset({"your_turn", "reminder", "game_over"})
LATEST_ALWAYS = 5  # the newest events a long list always shows: what just happened


def _story(events: Sequence[Mapping[str, Any]], reader: str | None, limit: int,
           players: Sequence[str] = (), kinds: Mapping[str, EventKind] | None = None
           ) -> tuple[list[Mapping[str, Any]], bool]:
    """The events a mail lists, in order: all of a story up to WHOLE_STORY long (or
    WHOLE_STORY_PER_PLAYER for each of the `players`), else at most `limit` turns (a player's
    events in a row, one line of the list): the newest, but of older ones those naming the
    reader kept first (a player whose turns ran by themselves, in Jail or among bots, learns
    how they got where they are), the newest LATEST_ALWAYS always, the reader's affairs with
    others (`_affair`) whatever the limit; and whether any such older one was kept with every
    one of the reader's own."""
    if len(events) <= max(limit, WHOLE_STORY, WHOLE_STORY_PER_PLAYER * len(players)) \
            and reader is not None:
        return list(events), False
    # a turn is kept or left out whole (conv46: a list cut by events began with "Dojíždíš na
    # pole START …" without the throw, and 15 events were 6 lines beside "9 earlier")
    turns = _turns_of(events)
    # one turn left out would leave its line to "… and 1 earlier event": it stays (brief
    # once50: a mail cut what it could have shown, in the room the count took)
    if len(turns) <= limit + 1 and reader is not None:
        return list(events), False
    if reader is None:
        return [events[i] for turn in turns[-limit:] for i in turn], False
    newest = set(range(len(turns) - LATEST_ALWAYS, len(turns)))
    affairs = {t for t, turn in enumerate(turns)
               if any(_affair(events[i], reader, players, kinds or {}) for i in turn)}
    mine = [t for t, turn in enumerate(turns) if t not in newest and t not in affairs
            and any(_names(events[i], reader) for i in turn)]
    keep = newest | affairs
    keep |= set(mine[-(limit - len(keep)):]) if len(keep) < limit else set()
    others = [t for t in range(len(turns)) if t not in keep]
    keep |= set(others[len(others) - (limit - len(keep)):]) if len(keep) < limit else set()
    if len(turns) - len(keep) == 1:  # one turn left out: its line stays (see above)
        return list(events), False
    # "yours kept" only when all of them are: a player whose standing orders played 57 rounds
    # read it over 5 of their turns (conv40); else the list is told as the latest ones
    picked = min(keep) < len(turns) - limit and set(mine) <= keep
    return [events[i] for t in sorted(keep) for i in turns[t]], picked


def _turns_of(events: Sequence[Mapping[str, Any]]) -> list[list[int]]:
    """The indexes of `events` in turns: a player's events in a row, and those of others
    that name that player (what they pay them by the card the player drew); an event of
    nobody's alone."""
    turns: list[list[int]] = []
    for i, event in enumerate(events):
        data = event.get("data", {})
        whose = events[turns[-1][0]].get("data", {}).get("player") if turns else None
        if whose is not None and data.get("player") is not None and (
                data["player"] == whose or whose in outbox.strings_in(data)):
            turns[-1].append(i)
        else:
            turns.append([i])
    return turns


def _affair(event: Mapping[str, Any], reader: str | None, players: Sequence[str],
            kinds: Mapping[str, EventKind]) -> bool:
    """Whether an event is the reader's affair with another player (an offer, its answer or
    end, a trade, a debt between them: a kind the game has told to someone, `kinds`): no cap of
    a mail's list cuts it (issue 42: a player's own offer and its decline fell under "earlier
    turns left out"). A routine payment (rent) is not one: a player whose turns ran by
    themselves for rounds pays hundreds, and the list would have no end."""
    if not reader or not _names(event, reader):
        return False
    told = kinds.get(str(event.get("kind", "")))
    if told is None or not (told.announced or told.offer or told.concerns):
        return False
    named = set(outbox.strings_in(event.get("data", {})))
    return bool(named & (set(players) - {reader}))


def _newest_kept(lines: Sequence[str], limit: int, affairs: Collection[str]) -> list[str]:
    """Of a mail's listed lines the newest `limit`, and older ones of the reader's affairs
    besides, in order."""
    # one line left out would make room for its count alone ("… and 1 earlier event")
    keep = set(range(len(lines) - limit, len(lines))) if len(lines) > limit + 1 \
        else set(range(len(lines)))
    keep |= {i for i, line in enumerate(lines) if _bare(line, "en") in affairs
             or _bare(line, "cs") in affairs}
    return [line for i, line in enumerate(lines) if i in keep]


def _bare(line: str, lang: str) -> str:
    """A listed line without the mark of the bot's move for the reader."""
    return line.replace(f" {STAND_IN_MARK.get(lang, STAND_IN_MARK['en'])}", "")


def _affair_lines(notification: Notification, record: GameRecord, rules_game: AnyRules,
                  lang: str, reader: str | None) -> set[str]:
    """The texts of the reader's affairs among the events the mail and its parts tell."""
    if reader is None:
        return set()
    players = [s.player for s in record.seats if s.player]
    events = [e for p in (notification.payload, *(part["payload"] for part in
                                                   notification.payload.get("parts", ())))
              for e in p.get("events", ()) if _affair(e, reader, players, rules_game.event_kinds)]
    return set(_event_texts(rules_game, events, lang, reader))


def _own_lines(notification: Notification, record: GameRecord, rules_game: AnyRules,
               lang: str, reader: str | None) -> set[str]:
    """The texts of the events naming the reader among those the mail and its parts tell."""
    if reader is None:
        return set()
    events = [e for p in (notification.payload, *(part["payload"] for part in
                                                   notification.payload.get("parts", ())))
              for e in p.get("events", ()) if _names(e, reader)]
    return set(_event_texts(rules_game, events, lang, reader))


def _all_kept(lines: Sequence[str], kept: Sequence[str], mine: Collection[str]) -> bool:
    """Whether every one of `lines` that is the reader's (`mine`) is among those `kept`."""
    return all(line in kept for line in lines if _bare(line, "en") in mine
               or _bare(line, "cs") in mine)


def _names(event: Mapping[str, Any], player: str) -> bool:
    """Whether an event names `player` (as its actor, the other side, a payee)."""
    data = event.get("data", {})
    return any(value == player or (isinstance(value, list | tuple) and player in value)
               for value in data.values())


def _offered(game: AnyRules, kind: str, payload: Mapping[str, Any],
             player: str | None) -> list[Mapping[str, Any]]:
    """The events of an offer's mail (`kind`) that make an offer to its reader."""
    if not player or kind not in _offer_kinds(game):
        return []
    return [e for e in payload.get("events", ()) if e.get("kind") == kind
            and e.get("data", {}).get("to") == player]


def _offer_story(game: AnyRules, notification: Notification, reader: str | None,
                 lang: str) -> set[str]:
    """The lines of what a notice mail tells (its parts' events too) of the offers its own
    events close."""
    payloads = [notification.payload, *(part["payload"]
                                        for part in notification.payload.get("parts", ()))]
    events = [e for payload in payloads for e in payload.get("events", ())]
    closes = {kind for kind, told in game.event_kinds.items() if told.offer == CLOSES}
    numbers = {e.get("data", {}).get("offer") for e in notification.payload.get("events", ())
               if e.get("kind") in closes} - {None}
    return set(_event_texts(game, [e for e in events
                                   if e.get("data", {}).get("offer") in numbers], lang, reader))


def _kind_of(part: Notification | Mapping[str, Any]) -> str:
    return part.kind if isinstance(part, Notification) else part["kind"]


def _payload_of(part: Notification | Mapping[str, Any]) -> Mapping[str, Any]:
    return part.payload if isinstance(part, Notification) else part["payload"]


def _is_act(rules_game: AnyRules, event: Mapping[str, Any], reader: str | None) -> bool:
    """Whether an event is the reader's own offer or answer to one (what their reply did)."""
    told = rules_game.event_kinds.get(event.get("kind", ""))
    return told is not None and told.offer is not None and reader is not None \
        and event.get("data", {}).get("player") == reader


def _read_as(part: Notification | Mapping[str, Any], trades: Sequence[Any],
             said: list[str]) -> list[str] | None:
    """What a read-back says it read: its own move; the first of a mail's trade read-backs
    (the mail itself when it is one) all of theirs (one sentence for the reply's offers and
    answers), the others nothing (an empty list: their events still go to the list of what
    happened)."""
    if not any(p is part for p in trades):
        return None
    return said if trades[0] is part else []


def _moves_said(part: Notification | Mapping[str, Any], moves: Sequence[Any],
                played: list[str]) -> list[str] | None:
    """What a move's read-back says of a mail's several moves: the first of them all of
    theirs, in the order played, the others nothing (an empty list); None for a mail of one
    move (its read-back says its own) or a part that is no move's read-back."""
    if len(moves) < 2 or not any(p is part for p in moves):
        return None
    return played if moves[0] is part else []


def _in_shown_order(notification: Notification, news_first: bool, kinds: Sequence[str]
                    ) -> list[Notification | Mapping[str, Any]]:
    """The mail and its folded parts of `kinds`, in the order the mail shows them: its own
    news first (`news_first`), else the parts as old as it before it and the newer after."""
    parts = sorted(notification.payload.get("parts", ()),
                   key=lambda part: part["payload"].get("version", 0))
    older = [p for p in parts
             if news_first or p["payload"].get("version", 0) <= notification.version]
    shown = [notification, *older] if news_first else [*older, notification]
    shown += [p for p in parts if not any(p is o for o in older)]
    return [p for p in shown if _kind_of(p) in kinds]


def _offers_said(part: Notification | Mapping[str, Any], offer_parts: Sequence[Any],
                 said: Sequence[tuple[list[str], list[int]]]
                 ) -> tuple[list[str], list[int]] | None:
    """The offers (lines, open numbers) an offer part of a mail of several says: the first
    shown all of theirs (`said`, in the order made), the others none; None for a mail of one
    offer part or another part."""
    if len(offer_parts) < 2 or not any(p is part for p in offer_parts):
        return None
    if offer_parts[0] is not part:
        return [], []
    return ([line for lines, _ in said for line in lines],
            [number for _, numbers in said for number in numbers])


def _ends_of_offers(part: Mapping[str, Any], rules_game: AnyRules) -> bool:
    """Whether a folded read-back's events are all ends of offers (the game's CLOSES kinds)."""
    kinds = game_kinds(rules_game)
    events = part["payload"].get("events") or ()
    return part["kind"] == "move_read_back" and bool(events) and all(
        (told := kinds.get(e.get("kind"))) is not None and told.offer == CLOSES for e in events)


def template_of(kind: str, game: AnyRules | None = None) -> str:
    """The name (without extension) of the templates that render `kind` (of `game`'s mail)."""
    if kind in _MESSAGE_KINDS:
        return "message"
    told = game_kinds(game).get(kind) if game is not None else None
    if told is not None:
        return "offer" if told.offer == OPENS else "event_notice"
    return kind


def _context(notification: Notification, record: GameRecord, rules_game: AnyRules, state: Any,
             lang: str) -> dict[str, Any]:
    """Everything the templates of every kind may use."""
    kind, payload = notification.kind, notification.payload
    if kind in _AFTER_A_COLON and isinstance(payload.get("message"), str):
        payload = {**payload, "message": _after_colons(kind, payload["message"], record,
                                                         rules_game, state)}
    if kind == "start_failed" and isinstance(payload.get("reason"), str):
        # the game's reason goes on after "could not start:" and the sentence goes on after it
        payload = {**payload, "reason": after_colon(payload["reason"].rstrip(" ."),
                                                    [s.name for s in record.seats])}
    seat = record.seat(notification.seat) if notification.seat else None
    player = seat.player if seat and seat.player else None
    zone = reader_zone(record, seat)
    # the view in the reader's language: its names (the map, the fields) in their words
    view = rules_game.view(rules_game.localized(state, lang), player) \
        if state is not None else None
    options: list[MenuItem] = []
    # a game paused, cancelled or over takes no move: no options to choose from
    still_open = _turn_open(record, seat, kind)
    if (kind in _MENU_KINDS or still_open) and view is not None and player is not None \
            and record.status not in _STOPPED_SUBJECTS:
        options = menu(rules_game, state, player, lang)
    shown_as = games.of(rules_game.id)
    # a mail to an organizer who writes formally speaks so throughout (delivery sets it)
    # (English has no register: its texts stay as they are)
    t = translator(lang, shown_as.WORDS, formal=bool(payload.get("formal")) and lang == "cs")
    turn = None
    if view is not None:
        unit, number = turn_of(view)
        turn = t(unit, n=number)  # a game may count in its own words (Oh Hell's hands)
    show_board = kind in _BOARD_KINDS and state is not None
    offered = _offered(rules_game, kind, payload, player)
    # a week's summary: whose turn it is, until when (said once: the board's line goes)
    # and a resumed game's: whether the reader is on turn and until when, else whom it waits
    # for ("Hra pokračuje" alone left the reader guessing, issue 42), and a start's: whom
    # the game waits for and until when (review 22n: "Waiting for: Alice Brown", no date)
    whose_turn = _whose_turn(record, notification.seat, zone, lang) \
        if (kind == "board" and payload.get("summary") or kind == Kind.GAME_RESUMED
            or kind in (Kind.GAME_STARTED, Kind.REPLACEMENT)
            and notification.seat not in record.waited) \
        and record.status == "running" else ""
    # ... or the welcome back of a player the bot played for ("Hra teď čeká na Annu"): the
    # board's "Na tahu: Anna" under it said it again
    told_whose = bool(whose_turn) or kind == "board" and bool(payload.get("back"))
    resume = shown_hour(payload.get(outbox.ANSWERS_RESUME), zone, lang)
    return {
        "t": t,
        "lang": lang,
        # the last answer the hourly limit allows: when the next comes (issue 42)
        "answers_resume": say(lang, "answers_resume", at=resume) if resume else "",
        # a folded part (a board carrying a question's answer beside a help) reads no move of
        # its own; the mail's own context says whether it carries one (see _parts)
        "carries_move": False,
        "read_listed": False,  # a folded read-back whose move the list tells (see _part)
        "kind": kind,
        "main_kind": kind,  # a part folded into a mail: the mail's own kind (see _part)
        # a read-back mail of its own says how to take none (issue 42)
        "seat_readbacks": bool(seat is not None and seat.readbacks),
        # a read-back mail of its own says what comes next (see _what_next)
        "next_lines": _what_next(record, seat, zone, lang) if kind == Kind.MOVE_READ_BACK
        else [],
        # ... or, while the reader's own turn is still open, that it waits and its options,
        # last (issue 42: an offer accepted in reply to the turn mail read as the turn done)
        "turn_open": _still_to_decide(record, seat, zone, lang) if still_open and options
        else "",
        # the game has ended (a part folded into the game-over mail promises no next turn)
        "game_over": record.status == "finished",
        # what a missed-turn mail promises follows the game's timing policy (issue 42)
        "away_policy": "_autoplay" if record.timing.away == "autoplay" else "",
        "out_after": _out_after(record, payload) if kind == Kind.TURN_MISSED else 0,
        # another's move is told, never read back as an order ("koupit …")
        "move_told": _move_told(payload, record, rules_game, lang, player)
        if kind == Kind.MOVE_PLAYED else "",
        # another's move is told as done: Czech's past tense agrees with the mover's gender
        # ("Jana táhla"); a name that does not say it gets a noun phrase ("Nový tah …: Kim")
        "mover_gender": gender(str(payload.get("name", ""))) or "unknown"
        if kind == Kind.MOVE_PLAYED else "",
        "title": record.title,
        "game_name": rules_game.name,
        "record": record,
        "payload": payload,
        "recipient": (recipient := _recipient(notification, record)),
        "greeting_name": greeting_name(recipient, lang),
        "recipient_email": notification.email,
        "to_organizer": notification.seat is None,  # an organizer who does not play
        # the reader organizes the game (playing or not): what they can do with a seat
        "reader_organizes": notification.seat is None or notification.email == record.organizer,
        "about_you": kind in _ABOUT_A_SEAT and payload.get("seat") == notification.seat
        or _about_the_reader(kind, shown_as, player, payload.get("events", ())),
        # the organizer by name when they hold a seat; else the mail invites in a neutral
        # voice and names them once in its text (never "org@example.org tě zve"): by the name
        # they gave, the address only when they gave none ("kterou pořádá org@example.cz")
        "organizer": host.name if (host := record.seat_of(record.organizer)) else "",
        "organizer_called": record.organizer_name or record.organizer,
        # the organizer's name its gender is read from ("organizátorka pozastavila hru"), ""
        # when they gave none
        "organizer_named": host.name if host else record.organizer_name or "",
        "players": listing(lang, [s.shown(lang) for s in record.seats]),
        # those invited: the organizer's own seat joined when they set the game up
        # (an address that takes no mail got none: the mail names it apart, "unmailed")
        "invited": listing(lang, [s.shown(lang) for s in record.seats
                                  if not s.bot and s.email != record.organizer
                                  and s.seat not in {u["seat"] for u in
                                                     payload.get("unmailed", ())}]),
        "order": listing(lang, list(record.order)),
        "turn": turn,
        "turn_news": shown_as.turn_news(view, lang) if kind == "your_turn" and view else None,
        # news of the reader's own a read-back's subject names before the move (see _subject)
        "own_news": shown_as.own_news(view, [*payload.get("events", ()), *(
            e for part in payload.get("parts", ()) for e in part["payload"].get("events", ()))],
            lang) if view is not None and player is not None else None,
        # a turn mail tells what happened since in short: the latest events, the number of
        # the earlier ones (a player whose turns ran by themselves for rounds would get
        # hundreds of lines; the game page has the whole story)
        "events": _event_texts(rules_game, (story := _story((told := [e for e in _untold(
            kind, payload, shown_as, rules_game, lang, player) if e not in offered
            and not _resignation_told(e, kind, payload, record)]),
            player, MAX_EVENTS_SHOWN, [s.player for s in record.seats if s.player],
            rules_game.event_kinds))[0],
            lang, player),
        # some of the reader's own moves in the list were a bot's choice: said once, and by
        # each of them (what the rules forced or chance decided is nobody's: unmarked)
        "stand_in": player is not None and any(e.get(BOT_FLAG) == player for e in story[0]),
        "events_left": len(told) - len(story[0]),
        # the reader's own purchases and sales the cut left out, named (a standing order's
        # rounds of them would else go untold: the mark moves past them)
        "events_mine_left": shown_as.left_out_lines([e for e in told if e not in story[0]],
                                                    player, lang)
        if player is not None and not (kind == "board" and _played_for(kind, payload, record,
                                                                       seat)) else [],
        # a welcome back or a week's summary to a player the bot played for: what its turns
        # did to their holdings, before the list of the last few events
        "absence": _absence(shown_as, rules_game, state, told, payload, player, lang)
        if kind == "board" and player is not None and _played_for(kind, payload, record, seat)
        else [],
        # the reader's own events were kept from among older ones: the rest are not all earlier
        "events_picked": story[1],
        # an offer's mail says the offer first, what it asks of the reader; the news after
        "offered": _event_texts(rules_game, offered, lang, player),
        # the offers an offer's mail asks the reader to answer (those still open)
        "offers": _offers_to(rules_game, state, kind, payload.get("events", []), player)
        if kind in _offer_kinds(rules_game) else [],
        # a turn mail names the written answers of the offers still waiting for the reader
        # (those a folded offer part answers aside), in the words of the game's offer kind
        "offers_waiting": _waiting_offers(rules_game, state, player, payload)
        if kind in _TURN_MAIL_KINDS else [],
        "offer_kind": next(iter(_offer_kinds(rules_game)), ""),
        # several of them are named on one line ("#21, #22 and #26")
        "offers_waiting_listed": _numbers(waiting, lang) if len(waiting := _waiting_offers(
            rules_game, state, player, payload) if kind in _TURN_MAIL_KINDS else []) > 1
        else "",
        "menu": options,
        "menu_rows": (rows := shown_as.menu_rows(rules_game, state, player, options, lang)
                      if options and player is not None else None),
        "menu_lines": _packed(rows) if rows else None,
        "examples": _examples(rules_game, state, player, lang)
        if options and player is not None else [],
        "board_text": _without_to_move(shown_as.mail_board_text(rules_game, state, lang,
                                                                reader=player),
                                       record, told_whose) if show_board else None,
        "board": _html_board(board_context(view, lang), player, told_whose)
        if show_board and view is not None else None,
        "absent": _absent(record, notification.seat, notification.created_at, lang)
        if show_board and kind != "game_over" else None,
        "deadline": shown(payload.get("deadline"), zone, lang) if kind in _DEADLINE_KINDS
        else None,
        "left": time_left(payload.get("deadline"), notification.created_at, lang),
        "resume_at": shown(payload.get("until"), zone, lang),
        # a week's summary: whose turn it is, until when
        "whose_turn": whose_turn,
        # the game's first mail (its start, alone or folded into the first turn): nothing
        # came before it for "meanwhile" to point at (review rev56)
        "events_title": "events_heading_start" if kind == Kind.GAME_STARTED or any(
            part["kind"] == Kind.GAME_STARTED for part in payload.get("parts", ()))
        else "events_heading",
        "timing_lines": timing_lines(payload["timing"], lang, away_until=last_day(
            seat.away_until, zone, lang) if seat is not None
            and seat.away_at(notification.created_at) else None)
        if "timing" in payload else [],
        "result": _result(payload["result"], view, shown_as, lang, player, len(record.seats),
                          next((s.name for s in record.seats if s.player == player), ""),
                          [s.player for s in record.seats if s.status == REMOVED and s.player])
        if kind == "game_over"
        else None,
        # whether the game throws dice (its chance steps come from the secret seed): a game
        # without chance never mentions dice
        "dice": type(rules_game).chance_outcomes is not Game.chance_outcomes,
        # whether the game takes standing orders (AUTO ...): HELP names them only then
        "orders": type(rules_game).standing_order is not Game.standing_order,
        "moves_help": t(shown_as.MOVES_HELP),
        # the help mail's commands and a turn mail's short list, from the commands' table
        "command_help": help_lines(lang, type(rules_game).standing_order
                                   is not Game.standing_order,
                                   invited=record.status == WAITING
                                   or (seat is not None and seat.status == INVITED),
                                   over=record.ended),
        # a game that is over: its mails offer only what can still be done (talk, MY GAMES)
        "over": record.ended,
        # a player's question: the help leads with the part that fits it (issue 42)
        "question": payload.get("question") or "",
        "answer": answer_lines(payload.get("topic"), record, seat, rules_game, view, lang, zone)
        if kind == Kind.HELP else [],
        "commands_brief": brief(lang),
    }


# kinds whose message goes on after a colon: a refusal's reason after "„X“ nešlo provést:",
# each skipped line's reason after "Přeskočeno „X“:"
_AFTER_A_COLON = frozenset({"refused", "lines_skipped"})
_SKIPPED_REASON = re.compile(r"(?<=[“”\"]: )(.+)$", re.MULTILINE)


def _after_colons(kind: str, message: str, record: GameRecord, rules_game: AnyRules,
                  state: Any) -> str:
    """A refusal's or skipped lines' reasons as they go on after their colon: in lower case
    unless a name, a quotation or a command opens them (rules.wording.after_colon), the
    names being the players' and the game's own (its fields, regions)."""
    lexicon = rules_game.lexicon(state) if state is not None else None
    names = [*(name for s in record.seats for name in s.shown_names), record.title,
             rules_game.name, *(lexicon.names if lexicon is not None else ())]
    if kind == "refused":
        return _full_stop(after_colon(message, names))
    return _SKIPPED_REASON.sub(lambda found: _full_stop(after_colon(found.group(1), names)),
                               message)


def _full_stop(sentence: str) -> str:
    """A reason ends its sentence with a full stop in either language (the English rules'
    reasons are phrases: "field 3 is not yours")."""
    return sentence if sentence.rstrip("“”„\"'").endswith((".", "!", "?")) else sentence + "."


# characters of a text line the menu's groups are packed into: two of 1926's regions with
# their three sizes (the board's lines above it are as long; a turn mail's lines are few)
MENU_WIDTH = 96


def _packed(rows: Sequence[Mapping[str, Any]]) -> list[str]:
    """A menu's groups ("Praha: 1. large, 2. small") packed into text lines of MENU_WIDTH
    characters, " · " between groups; a group never splits, so a line holds whole regions."""
    lines: list[str] = []
    for row in rows:
        items = ", ".join(f"{item.number}. {item.label}" for item in row["items"])
        group = f"{row['label']}: {items}" if row["label"] else items
        if lines and len(lines[-1]) + 3 + len(group) <= MENU_WIDTH:
            lines[-1] += f" · {group}"
        else:
            lines.append(group)
    return lines


def _untold(kind: str, payload: Mapping[str, Any], shown_as: Any, rules_game: AnyRules, lang: str,
            player: str | None) -> list[Mapping[str, Any]]:
    """The events a mail of `kind` lists: those its reader may read, and of them not the
    reader's own move its read-back states (the mail's own or one folded into it: "Read as:
    large Praha", then "Ann: large Praha"), nor what the final board of a game over tells
    again (1926's counts), nor what the board shows now (Goofspiel's prize played for)."""
    events: list[Mapping[str, Any]] = [
        e for e in outbox.readable(payload.get("events", []), player)  # its audience's
              if e.get("kind") not in shown_as.UNLISTED]
    if any(part.get("kind") == "move_read_back" for part in payload.get("parts", ())):
        events = [e for e in events if e.get("kind") not in shown_as.READ_BACK
                  or e.get("data", {}).get("player") != player]
    if kind == "move_read_back" and payload.get("text"):
        def restates(event: Mapping[str, Any]) -> bool:
            kind = event.get("kind")
            return (kind in shown_as.RESTATING and event.get("data", {}).get("player") == player
                    and (kind in shown_as.READ_BACK or payload["text"] in _event_texts(
                        rules_game, [event], lang, player)[0]))
        return [e for e in events if not restates(e)]
    if kind == "game_over":
        kinds = game_kinds(rules_game)
        return [e for e in events if e.get("kind") not in shown_as.TOLD_AT_THE_END
                and _concerns(e, kinds.get(e.get("kind", "")), player)]
    if kind in _BOARD_KINDS:  # what the board lists whole (the rounds played) is its to tell
        events = [e for e in events if e.get("kind") not in shown_as.LISTED_ON_THE_BOARD]
    # the newest of a kind the board shows (the prize played for) is the board's to tell
    newest = {e.get("kind"): i for i, e in enumerate(events)
              if e.get("kind") in shown_as.ON_THE_BOARD}
    return [e for i, e in enumerate(events) if i not in newest.values()]


def _resignation_told(event: Mapping[str, Any], kind: str, payload: Mapping[str, Any],
                      record: GameRecord) -> bool:
    """Whether `event` is the game's own "resigned" of a player whose resignation the mail
    (or a part folded into it) already tells as its news: review 16 read "Ondřej Černý vzdal
    hru" and then "Ondřej Černý se vzdal: …" in one turn mail."""
    if event.get("kind") != "resigned":
        return False
    news = [(kind, payload), *((part.get("kind"), part.get("payload", {}))
                               for part in payload.get("parts", ()))]
    seats = {told.get("seat") for what, told in news if what == "player_resigned"}
    players = {s.player for s in record.seats if s.seat in seats and s.player}
    return event.get("data", {}).get("player") in players


def _concerns(event: Mapping[str, Any], told: EventKind | None, player: str | None) -> bool:
    """Whether an event concerns `player` in the game-over mail: an offer that lapsed (an
    end of an offer nobody acted on, told to both its sides) only its sides (review 9:
    "Trade offer #5 lapsed: the game is over" in the last mail of players who had no part in
    it); an offer accepted, declined or withdrawn is a player's act, told to all."""
    if told is None or told.offer != CLOSES or not told.readers:
        return True
    data = event.get("data", {})
    sides = {side for field in told.readers
             for side in (data.get(field) if isinstance(data.get(field), list | tuple)
                          else [data.get(field)])}
    return len(sides) < 2 or player in sides


def _offers_sent(game: AnyRules, state: Any, parts: Sequence[Any], reader: str | None
                 ) -> list[dict[str, Any]]:
    """The offers the reader's trade lines made that are still open, as (the recipient's
    name, the number) for the read-back's line on how they answer it."""
    if state is None or reader is None:
        return []
    open_now, kinds = set(game.open_offers(state)), set(_offer_kinds(game))
    return [{"name": e["data"]["to"], "offer": e["data"]["offer"]}
            for p in parts for e in _payload_of(p).get("events", ())
            if e.get("kind") in kinds and e.get("data", {}).get("player") == reader
            and e["data"].get("offer") in open_now and e["data"].get("to")]


def _offers_to(game: AnyRules, state: Any, kind: str, events: Sequence[Mapping[str, Any]],
               player: str | None) -> list[int]:
    """The numbers of the offers the events of `kind` make to `player` that are still open."""
    open_now = set(game.open_offers(state, player)) if state is not None and player else None
    return [e["data"]["offer"] for e in events
            if e.get("kind") == kind and e.get("data", {}).get("to") == player
            and (open_now is None or e["data"]["offer"] in open_now)]


# (and the board: a week's summary, news of the reader's own, issue 42, may tell of an offer)
_TURN_MAIL_KINDS = frozenset({"your_turn", "board"})


def _numbers(offers: Sequence[int], lang: str) -> str:
    """Offers' numbers named on one line ("#21, #22 and #26", "21, 22 a 26")."""
    return listing(lang, [("#" if lang == "en" else "") + str(n) for n in offers])


def _waiting_offers(game: AnyRules, state: Any, player: str | None,
                    payload: Mapping[str, Any]) -> list[int]:
    """The numbers of the open offers to `player` that no part of the mail answers already."""
    if state is None or player is None:
        return []
    kinds = _offer_kinds(game)
    told = {e.get("data", {}).get("offer") for part in payload.get("parts", ())
            if part.get("kind") in kinds
            for e in part.get("payload", {}).get("events", ())}
    return [number for number in game.open_offers(state, player) if number not in told]


def greeting_name(name: str, lang: str) -> str:
    """How a mail greets a person: in Czech the vocative of the first name ("Anno"), in
    English the first name as written ("Ann" for "Ann Smith"); "" for an address (a person
    known by nothing else is greeted without a name, never "Ahoj jana@example.org")."""
    if "@" in name:
        return ""
    if lang == "cs":
        return vocative(name)
    words = name.split()
    return words[0] if len(words) > 1 and "@" not in name else name


def _absent(record: GameRecord, reader: str | None, now: str, lang: str) -> str | None:
    """Who is away at `now` (when the mail was written): "Away: Bob through Mon 21 Dec 2026."
    (the last day, as the confirmation named it, in the absent player's zone), a player the bot
    plays for after missed turns too; the reader's own absence under way in the second person
    with how to come back; None when nobody is away."""
    lines, away = [], []
    for s in record.seats:
        if not s.active:
            continue
        until = last_day(s.away_until, reader_zone(record, s), lang) if s.away_until else None
        if s.seat == reader:  # one ahead was confirmed: no mail need repeat it till then
            if until and s.away_at(now):
                lines.append(say(lang, "reader_away", until=until))
        elif until and s.away_at(now):
            away.append(say(lang, "absent_player", name=s.name, until=until))
        elif record.absent(s.seat):
            away.append(say(lang, "absent_player_bot", name=s.name))
    if away:
        lines.insert(0, say(lang, "absent_players", players=listing(lang, away)))
    return " ".join(lines) or None


def _out_after(record: GameRecord, payload: dict[str, Any]) -> int:
    """How many more missed turns in a row take the reader out of the game (remove_after);
    0 when none do."""
    after = record.timing.remove_after
    missed = int(payload.get("missed") or 0)
    return after - missed if after and missed < after else 0


def _away_over(notification: Notification, record: GameRecord, seat: Seat | None,
               lang: str) -> str | None:
    """The line that tells the reader their declared absence is over (its end rides in the
    mail, see play.silence.AWAY_OVER, or in a part folded into it); None when it is not."""
    over = notification.payload.get(AWAY_OVER) or next(
        (part["payload"][AWAY_OVER] for part in notification.payload.get("parts", ())
         if part["payload"].get(AWAY_OVER)), None)
    if not over or seat is None or seat.email != notification.email or record.ended:
        return None  # (at the end no turn is anyone's: the game-over mail says nothing of it)
    until = last_day(over, reader_zone(record, seat), lang)
    return say(lang, f"reader_back_{'autoplay' if record.timing.away == 'autoplay' else 'extend'}",
               until=until)


def _holders_changed(notification: Notification, lang: str) -> list[str]:
    """A line for each seat that changed hands since the reader's last mail (it rides in the
    mail, see play.silence.HOLDERS_CHANGED, or in a part folded into it): who plays it now."""
    changed = [*notification.payload.get(HOLDERS_CHANGED, ()),
               *(change for part in notification.payload.get("parts", ())
                 for change in part["payload"].get(HOLDERS_CHANGED, ()))]
    return list(dict.fromkeys(say(lang, "holder_changed", holder=change["holder"],
                                  successor=change["successor"]) for change in changed))


def _recipient(notification: Notification, record: GameRecord) -> str:
    """Whom the mail greets: the seat's name, or its address when the seat has changed hands
    (a "seat_replaced" mail goes to the previous holder) or the mail is for the organizer."""
    seat = record.seat(notification.seat) if notification.seat else None
    if seat is not None and seat.email == notification.email:
        return seat.name
    return notification.payload.get("holder") or _name_of(record, notification.email)


def _name_of(record: GameRecord, email: str) -> str:
    """The name of the seat holding `email`, the organizer's name given with their address,
    else the address itself."""
    seat = record.seat_of(email)
    if seat:
        return seat.name
    return record.organizer_name if email == record.organizer and record.organizer_name \
        else email


def _event_texts(rules_game: AnyRules, events: Sequence[Mapping[str, Any]], lang: str,
                 reader: str | None = None) -> list[str]:
    """The events `reader` may read (the player the mail goes to; None: the organizer, who
    reads as a spectator), each told to them ("you offered") in `lang` when the game can
    retell it (else as recorded); an event with an audience reaches that audience alone.
    Each of the reader's own from a step a bot chose for them says so (BOT_FLAG: a missed
    turn, an absence), never one the rules forced or chance decided (issue 42)."""
    read = [(event, raw.get(BOT_FLAG) == reader) for raw in events
            if (event := Event.from_dict(raw)).readable_by(reader)]
    retell = getattr(rules_game, "event_text", None)
    told = [event.text if retell is None else retell(event, lang, reader) for event, _ in read]
    if reader is None:
        return told
    return [_by_the_bot(line, lang) if bot and event.data.get("player") == reader
            else line for (event, bot), line in zip(read, told, strict=True)]


def story_lines(rules_game: AnyRules, events: Sequence[Mapping[str, Any]], lang: str,
                reader: str, players: Sequence[str]) -> list[str]:
    """Events told as a mail's list of what happened tells them: what the reader may read,
    without the game's unlisted markers ("Ann to move"), one turn one line ("Ann threw 4,
    reached Saloon and bought it")."""
    shown_as = games.of(rules_game.id)
    listed = [e for e in events if e.get("kind") not in shown_as.UNLISTED]
    return [unstressed(line, lang) for line, _ in _by_player_marked(
        _event_texts(rules_game, listed, lang, reader), players, lang, shown_as.joined)]


STAND_IN_MARK = {"en": "(the bot for you)", "cs": "(za tebe robot)"}


def _by_the_bot(line: str, lang: str) -> str:
    """A line of the reader's own move marked as the bot's, before its full stop."""
    mark = STAND_IN_MARK.get(lang, STAND_IN_MARK["en"])
    stop = "." if line.endswith(".") else ""
    return f"{line.removesuffix(stop)} {mark}{stop}"


def _said_once_counted(lines: list[_Listed]) -> list[_Listed]:
    """The list's lines with a line that says again what one before it said (a player in Jail
    who throws the same turn after turn) told once, at its first place, with its count: review
    22n read "You threw 3 in Jail and stay in Jail" five times in one game-over mail. (A turn
    mail's list keeps its order whole: its newest lines are what its length cut keeps.)"""
    first: dict[str, _Listed] = {}
    times: dict[str, int] = {}
    kept: list[_Listed] = []
    for row in lines:
        if row.text in first:
            told = first[row.text]
            told.events += row.events
            told.affair, told.naming = told.affair or row.affair, told.naming or row.naming
            told.pointed = told.pointed or row.pointed
            times[row.text] += 1
            continue
        first[row.text], times[row.text] = row, 1
        kept.append(row)
    for row in kept:
        if times[row.text] > 1:
            row.text = f"{row.text} ({times[row.text]}×)"
    return kept


def _by_player_marked(lines: Sequence[str], players: Sequence[str], lang: str,
                      joined: Callable[[str, str, str], str | None]) -> list[tuple[str, int]]:
    """`_by_player`, with the lines of the bot's moves for the reader joined unmarked (their
    clauses join as any others do) and the joined line marked once, at its end."""
    mark = f" {STAND_IN_MARK.get(lang, STAND_IN_MARK['en'])}"
    marked = [mark in line for line in lines]
    grouped = _by_player([line.replace(mark, "") for line in lines], players, lang, joined)
    out, first = [], 0
    for line, count in grouped:
        out.append((_by_the_bot(line, lang) if any(marked[first:first + count]) else line,
                    count))
        first += count
    return out


def _absence(shown_as: Any, rules_game: AnyRules, state: Any, told: Sequence[Mapping[str, Any]],
             payload: Mapping[str, Any], reader: str, lang: str) -> list[str]:
    """What the bot's turns did for a reader it played for, before the list of what happened
    since their last mail (`told`): in a welcome back over the whole absence (ABSENCE, from
    their own last move: issue 42, the turns before their last mail went untold), else since
    that mail. A game that sums it up says the sum (WesternPoly: the cards bought and sold);
    any other lists the bot's moves for them that `told` does not hold, in order, once."""
    whole = payload.get(ABSENCE)
    if whole is None:
        return shown_as.absence_lines(state, told, reader, lang)
    summed = shown_as.absence_lines(state, whole, reader, lang)
    if summed:
        return list(summed)
    listed = {(e.get("seq"), e.get("kind")) for e in told}
    # the bot's own moves for them: a round's result its move completed is the board's to tell
    earlier = [e for e in whole if (e.get("seq"), e.get("kind")) not in listed
               and e.get("data", {}).get("player") == reader]
    if not earlier:
        return []
    return [say(lang, "absence_earlier"),
            *(f"  - {line}" for line in _event_texts(rules_game, earlier, lang, reader))]


def _played_for(kind: str, payload: Mapping[str, Any], record: GameRecord,
                seat: Seat | None) -> bool:
    """Whether the reader's own moves a mail retells were played by a bot for them: the
    game-over mail and the summary of a player absent (the bot plays for them), and the
    welcome back of one who was."""
    if seat is None or seat.bot or not seat.player:
        return False
    if kind == "board" and payload.get("back"):
        return True
    return kind in ("game_over", "board") and record.absent(seat.seat) \
        and (kind == "game_over" or bool(payload.get("summary")))


def _by_player(lines: Sequence[str], players: Sequence[str], lang: str,
               joined: Callable[[str, str, str], str | None] = lambda _, clause, __: clause
               ) -> list[tuple[str, int]]:
    """The listed events with a player's lines in a row joined, their name said once ("Ann
    threw 4, reached Saloon and bought it"), each line with the number of events it tells: a
    round of six players reads in six lines, not thirty; the reader's own lines ("Ty házíš 3")
    join the same way (the pronoun goes after, see wording.unstressed). Lines that begin otherwise ("Ann: large Praha", the bank's) stay as
    they are. A clause naming again what the one before it named says it by a pronoun, and
    a clause the game tells alone (a trade) starts a line of its own (`joined`: the game's
    words, "… a kupuje ho"; it gets the line's clauses so far, the last one last)."""
    # "Ann B" before "Ann"; the reader's own lines open with the pronoun ("Ty házíš 3")
    # a name of no sure gender opens its Czech lines with a colon ("Kim Lee: hod 4 + 2")
    names = sorted({*(p for p in players if p), *(f"{p}:" for p in players if p),
                    "Ty" if lang == "cs" else "You"}, key=len, reverse=True)
    lines_out: list[tuple[str, int]] = []
    actor, clauses, raw, repeats, told = None, [], [], [], 0
    for line in lines:
        who = next((n for n in names if line.startswith(f"{n} ")), None)
        clause = line[len(who) + 1:] if who else ""
        if who is not None and who == actor and clause == raw[-1]:
            # the same thing again ("vynecháváš tah" twice): counted, not repeated
            repeats[-1] += 1
            clauses[-1] = _counted(clitic_second(clause, lang) if len(raw) > 1 else clause,
                                   repeats[-1], lang)
        elif who is not None and who == actor and \
                (said := joined(", ".join(clauses), clitic_second(clause, lang), lang)) is not None:
            if said.endswith(".") and clauses[-1].endswith("."):
                # a game's sentences joined end once ("zahrála osmu a hlásila 0.", never
                # "zahrála osmu. a hlásila 0.")
                clauses[-1] = clauses[-1][:-1]
            clauses.append(said)
            raw.append(clause)
            repeats.append(1)
        else:
            # a line the game tells alone joins nothing after it either
            actor = who if who and joined("", clause, lang) is not None else None
            clauses, raw, repeats, told = ([clause] if who else []), [clause], [1], 1
            lines_out.append((line, 1))
            continue
        told += 1
        lines_out[-1] = (f"{who} {listing(lang, clauses)}", told)
    return lines_out


def _counted(clause: str, times: int, lang: str) -> str:
    """A clause told `times` in a row, said once with its count ("2× …", "… (2×)"; a turn
    missed, as Czech counts it: "vynecháváš 2 tahy za sebou")."""
    if lang == "cs" and (missed := _MISSED.match(clause)):
        return f"{missed[1]} {times} {'tahy' if times < 5 else 'tahů'} za sebou"
    return f"{times}× {clause}" if lang == "cs" else f"{clause} ({times}×)"


# a WesternPoly turn a card took, counted by its verb ("2× vynecháváš tah" stumbles)
_MISSED = re.compile(r"^(vynecháváš|vynechává|vynechala?) tah$")


def _examples(rules_game: AnyRules, state: Any, player: str, lang: str) -> list[str]:
    """Ways to write the player's first option in the reader's language (the canonical,
    English text only to an English reader: where no Czech form reads back, a Czech mail
    gives no example, the menu's number does).

    Only forms the rules read back as that very move are offered (a label such as "buy Saloon
    Zlatý důl for $5,200" is a description, not necessarily something the parser takes); a
    Czech mail quotes no English ("buy Shack U Hnědáka" read as a stray English word).
    """
    moves = rules_game.choices(state, player)
    if not moves:
        return []
    first = moves[0]
    described = rules_game.describe(state, first, lang, reader=player)
    # the menu's notes in brackets ("(nabídka #1 propadne)", "(pikový král)") are no part
    # of what one types: the description without them, or with the note alone, may read back
    bare = _NOTE.sub("", described).strip()
    notes = [f"{bare.split(' ')[0]} {note}" for note in _NOTE_TEXT.findall(described)]
    forms = [described, bare, *notes] + ([first.text] if lang == "en" else [])
    unique: dict[str, str] = {}
    for form in forms:
        if form.casefold() not in unique and _reads_as(rules_game, state, player, form, first):
            unique[form.casefold()] = form
    found = list(unique.values())
    return found[:1] if lang != "en" else found


_NOTE = re.compile(r"\s*\([^()]*\)")
_NOTE_TEXT = re.compile(r"\(([^()]*)\)")


def _reads_as(rules_game: AnyRules, state: Any, player: str, text: str, move: Any) -> bool:
    try:
        return rules_game.parse(state, player, text) == move
    except RulesError:
        return False


def _result(result: Mapping[str, Any] | None, view: Mapping[str, Any] | None, shown_as: Any,
            lang: str, reader: str | None = None, players: int = 0,
            reader_name: str = "", removed: Sequence[str] = ()) -> dict[str, Any] | None:
    """Winners in words (the reader's own win in the second person, a shared first place as
    the winners' shared win), how the game ended (the game's words, if it has them) and the
    scores, best first, as the game shows them; the players the service took out (`removed`:
    missed turns, the organizer) are told to the game's rows as such, never as resigned."""
    if result is None:
        return None
    if removed:
        result = {**result, "details": {**result.get("details", {}), "removed": list(removed)}}
    kind = win_kind(list(result["winners"]), reader, players or len(result["winners"]),
                    bool(result.get("draw")))
    others = [w for w in result["winners"] if kind != "_shared_you" or w != reader]
    winners = listing(lang, others)
    how, rows = shown_as.result_rows(result, view, lang)
    return {
        "headline": say(lang, "draw" if kind == "_draw" else "winner" + kind, players=winners,
                        me=reader_name),
        "how": how,
        "scores": rows,
    }


def capitalize_first(text: str) -> str:
    """The text with its first letter in upper case (the rest as it is)."""
    return text[:1].upper() + text[1:]


_FIRST_LETTER = re.compile(r"\A(\s*(?:<[^>]+>\s*)*)(\w)")
_AFTER_RULE = re.compile(r"(<hr>\s*(?:<[^>]+>\s*)*)(\w)")


def capitalize_part(html: str) -> markupsafe.Markup:
    """A carried part's HTML with its first letter in upper case: it follows the mail's own
    news, as its paragraph does in the plain part (`_tidy`), never right after the greeting."""
    return markupsafe.Markup(_FIRST_LETTER.sub(lambda m: m[1] + m[2].upper(), str(html), 1))


def _tidy(text: str, names: Sequence[str] = ()) -> str:
    """No trailing spaces, at most one blank line in a row, one final newline; a paragraph
    begins with a capital letter, except the one right after the greeting: a mail of several
    parts reads as sentences, not stitched. After a Czech greeting with a comma ("Ahoj
    Anno,") the letter goes on in lower case, as Czech letters do (Internetová jazyková
    příručka: after the comma of the address, a small letter): "tvůj tah byl přijat", "hotovo:
    …", unless it opens with a name (`names`, the players'); English keeps its capital."""
    lines = "\n".join(_said_once(line.rstrip() for line in text.splitlines()))
    paragraphs = _BLANK_LINES.sub("\n\n", lines).strip().split("\n\n")
    paragraphs[2:] = [capitalize_first(p) for p in paragraphs[2:]]
    if len(paragraphs) > 1 and _CZECH_GREETING.match(paragraphs[0]) \
            and not _opens_with_name(paragraphs[1], names):
        paragraphs[1] = _after_greeting(paragraphs[1])
    return "\n\n".join(paragraphs) + "\n"


def _restates(line: str, moves: Sequence[str]) -> bool:
    """Whether an event line tells one of the moves a mail reads back: its words after the
    verb ("Kupuješ", "You bought") are the move's after its own ("koupit", "buy")."""
    told = line.strip().rstrip(".").casefold()
    for move in moves:
        verb, _, rest = move.strip().rstrip(".").casefold().partition(" ")
        if len(rest.split()) >= 2 and told.endswith(" " + rest) \
                and len(told[:-len(rest)].split()) <= 2:
            return True
    return False


def _bare_restated(lines: Sequence[str], moves: Sequence[str],
                   bare: Mapping[str, Sequence[str]]) -> set[int]:
    """The indexes of the event lines that tell a move read back in words naming no field
    ("nekupovat", "do not buy"): the newest line of the reader's that opens as the game tells
    that move done ("Nekupuješ Bar …"), one a move (review 22n: "Přečteno jako: nekupovat"
    and then "- Nekupuješ Bar „Prašná cesta“")."""
    gone: set[int] = set()
    for move in moves:
        opens = tuple(bare.get(move.strip().casefold(), ()))
        found = [i for i, line in enumerate(lines)
                 if i not in gone and opens and line.strip().casefold().startswith(opens)]
        if found:
            gone.add(found[-1])
    return gone


def _said_once(lines: Iterable[str]) -> list[str]:
    """The mail's lines with each sentence said once: a line of prose that repeats an earlier
    one goes, and "(the link below)" is said at its first mention only (issue 42: folded
    parts each brought their lead line, "Takhle teď vypadá hra … (kolo 79)." three times in
    one mail). List lines, board rows and short lines may repeat."""
    said: set[str] = set()
    kept, linked = [], False
    for line in lines:
        if _PROSE.match(line):
            same = line.strip().casefold()
            if same in said:
                continue
            said.add(same)
        if _LINK_BELOW.search(line):
            if linked:
                line = _LINK_BELOW.sub("", line)
            linked = True
        kept.append(line)
    return kept


def _html_said_once(html: str) -> str:
    """The HTML mail with each paragraph of prose said once, as `_said_once` has the plain
    part's lines (the two parts of a mail say the same)."""
    said: set[str] = set()
    linked = False

    def once(found: re.Match[str]) -> str:
        nonlocal linked
        same = re.sub(r"<[^>]+>", "", found[2]).strip()
        if _PROSE.match(same):
            if same.casefold() in said:
                return ""
            said.add(same.casefold())
        if _LINK_BELOW.search(found[0]):
            text = _LINK_BELOW.sub("", found[0]) if linked else found[0]
            linked = True
            return text
        return found[0]

    return _HTML_PARAGRAPH.sub(once, html)


_HTML_PARAGRAPH = re.compile(r"(<p\b[^>]*>)(.*?)</p>", re.S)


# a line of prose: a sentence of four words or more, not a list line nor a row of a board
_PROSE = re.compile(r"^(?![\s\-–•*>|#\d])(?:\S+\s+){3,}\S.*[.!?…]$")
_LINK_BELOW = re.compile(r" \((?:odkaz níže|the link below)\)")


# the Czech greetings of layout.txt, informal and formal ("Ahoj Anno," / "Ahoj," / "Dobrý
# den,"), a line of its own: after either the letter goes on in lower case
_CZECH_GREETING = re.compile(r"^(?:Ahoj|Dobrý den)\b[^\n]*,$")


# the HTML's greeting paragraph and the tags and spaces before the next text
_HTML_GREETING = re.compile(r"(<p>(?:Ahoj|Dobrý den)\b[^<]*,</p>\s*(?:<[^>]+>\s*)*)(?=\S)")


def _html_after_greeting(html: str, names: Sequence[str] = ()) -> str:
    """The HTML mail with the text after a Czech greeting in lower case, and after each rule
    between the parts in upper case, as `_tidy` has the plain part's paragraphs."""
    html = _AFTER_RULE.sub(lambda m: m[1] + m[2].upper(), html)
    found = _HTML_GREETING.search(html)
    if found is None:
        return html
    rest = html[found.end():]
    if _opens_with_name(rest, names):
        return html
    return html[:found.end()] + _after_greeting(rest)


def _opens_with_name(text: str, names: Sequence[str]) -> bool:
    """Whether `text` opens with one of the players' `names` as a word of its own ("Greg White:
    tah nepřišel…", "Ann Lee táhne"): a name keeps its capital after the greeting."""
    return any(text.startswith(name) and not text[len(name):len(name) + 1].isalnum()
               for name in names if name)


# the reader addressed in vykání, capital in a letter wherever it stands ("Vaše hra …")
_POLITE_YOU = re.compile(r"^(?:Vy|Vás|Vám|Vámi|Váš|Vaš[eiíu]\w*)\W*$")


def _after_greeting(paragraph: str) -> str:
    """The paragraph after a Czech greeting with its first letter small; an all-capitals
    word (a command: "ANO"), a quotation and the reader in vykání ("Vaše hra") stay as they are."""
    word = paragraph.split(" ", 1)[0]
    if word.isupper() and len(word.rstrip(",.:;!?")) > 1 or _POLITE_YOU.match(word):
        return paragraph
    return paragraph[:1].lower() + paragraph[1:]


def render_person(notification: Notification) -> Letter:
    """The mail of a notification to a person about no one game (a sign-in link with their
    games, see functions.mailroom.home_mail): the same frame, no board, no reply token."""
    lang = pick_lang(notification.lang)
    t = translator(lang)
    name = notification.payload.get("name") or notification.email
    context: dict[str, Any] = {"t": t, "lang": lang, "payload": notification.payload, "earlier": [],
               "title": t("my_games_title"), "subject": t(f"subject_{notification.kind}"),
               "greeting_name": greeting_name(name, lang),
               "web_url": None, "web_label": "web_link", "token_line": None, "talk": []}
    text = _templates().get_template(f"{notification.kind}.txt").render(context)
    html = _html_after_greeting(_templates().get_template(f"{notification.kind}.html").render(context))
    # the games it lists name erased players by pseudonyms stored in their own language
    return Letter(*(pseudonyms_in(part, lang)
                    for part in (context["subject"], _tidy(text), _inline_css()(html))))
