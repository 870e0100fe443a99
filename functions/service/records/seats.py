"""A place at a game's table: the seat record, its holder's status and the mail they take."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class SeatStatus(StrEnum):
    """Where a seat's holder is."""

    INVITED = "invited"
    JOINED = "joined"
    DECLINED = "declined"
    RESIGNED = "resigned"
    REMOVED = "removed"


# the mail a player takes from one game (Seat.mail): every mail, only the mails of their own
# turns (and the answers to their own mails), or none but those answers
MAIL_MODES = ("all", "turns", "none")
INVITED, JOINED, DECLINED, RESIGNED, REMOVED = SeatStatus
OUT = (RESIGNED, REMOVED)


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table. `seat` ("p1".."pN") is its stable key; the person on it (name,
    e-mail) can be replaced. `player` is the id the rules know the seat by: its player's name
    when the game started (made unique), so the rules' texts and boards read naturally.
    `holder` grows by one with each replacement, so a previous holder's tokens stop working."""

    seat: str
    name: str
    email: str
    lang: str = "cs"
    status: str = INVITED
    player: str = ""
    holder: int = 0  # counts the people who held the seat: binds links and reply tokens to one
    every_move: bool = False  # the player wants a read-back of every accepted move, not just theirs
    reminders: tuple[int, ...] | None = None  # hours before a deadline; None: the game's, (): off
    timezone: str | None = None  # IANA zone the player reads times in; None: the game's
    away_from: str | None = None  # a declared absence (ISO UTC instants), see GameService.away
    away_until: str | None = None
    away_days: int = 0  # days of absence declared in this game (capped by Timing.away_days)
    # the end (ISO UTC) of a declared absence that ran out by its date and that no mail has
    # told its holder yet: the next mail they get says their turns are theirs again
    away_over: str | None = None
    missed_turns: int = 0  # deadlines missed in a row (reset by the player's own move)
    bot: str | None = None  # the level of the bot that holds the seat (no e-mail, no mail)
    # the player's standing orders, (key, value) pairs as the rules read them (see
    # rules.Game.standing_order): decisions the service takes for them without a mail
    standing_orders: tuple[tuple[str, str], ...] = ()
    # table talk (see press.py): a mail of its own for every message (else carried in the next
    # turn or event mail), the seats whose messages the player does not want, and the last
    # message sequence number already mailed to them
    press_each: bool = False
    muted: tuple[str, ...] = ()
    press_seen: int = 0
    # the mail the player takes from this game (MAIL_MODES): everything, only their turns, or
    # none (they play on the page); set by the one-click unsubscribe, the page and MAIL ON
    mail: str = "all"
    # a mail of its own reading back each move of the player (CONFIRM OFF: the read-back
    # rides in their next mail only)
    readbacks: bool = True
    # the last mail of the game to the seat's holder: when it went out (ISO UTC) and the log
    # position it told up to (see play.silence: a week without one brings a summary)
    mailed_at: str | None = None
    mailed_seq: int = 0
    # the log position of news of the holder's own (jailed, in debt) no mail has told yet:
    # it goes out by itself when their next turn runs without them (see play.outbox)
    news_seq: int = 0
    # the seats that changed hands since the holder's last mail of the game, each with the name
    # the holder knew it by (seat id, previous holder's name): their next mail says who plays
    # it now (a mail of its own would cost them attention, brief seat52; see play.silence)
    holders_untold: tuple[tuple[str, str], ...] = ()

    @property
    def orders(self) -> dict[str, str]:
        """The standing orders as a dict."""
        return dict(self.standing_orders)

    @property
    def active(self) -> bool:
        """Still playing (neither resigned nor removed)."""
        return self.status not in OUT

    @property
    def takes_readback_mail(self) -> bool:
        """Whether what the holder sends by mail is read back by a mail of its own: as they
        chose (CONFIRM), and always once they take no mail of the game (MAIL OFF), where no
        next mail would carry it and the answers to their own mails are all that still come."""
        return self.readbacks or self.mail == "none"

    def shown(self, lang: str) -> str:
        """The name a reader of `lang` sees: a bot's says it is one in the reader's words
        ("Robot Karel (bot)"; in Czech the name says it: "Robot Karel", else "… (robot)")."""
        if not self.bot:
            return self.name
        if lang == "cs":
            first = self.name.split()[0].casefold() if self.name.split() else ""
            return self.name if first in ("robot", "robotka") else f"{self.name} (robot)"
        return f"{self.name} (bot)"

    @property
    def shown_names(self) -> tuple[str, ...]:
        """Every name the seat is shown by, in any language (to find it, or to keep it whole)."""
        return tuple(dict.fromkeys((self.name, self.shown("cs"), self.shown("en"))))

    def away_at(self, now: str) -> bool:
        """Whether the player declared an absence that covers the instant `now`."""
        return bool(self.away_until and self.away_from and self.away_from <= now < self.away_until)
