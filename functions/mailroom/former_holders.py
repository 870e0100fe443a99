"""A mail from someone who held a seat before the organizer gave it to another person (issue
42): "Díky, ahoj", "Co se stalo?", a reply to their old turn mail. No move of theirs acts any
more; they get a short, polite answer saying who plays the seat now and whom to write to about
the game (its organizer), at most once a day a game, never to an answer of ours (no loop)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from functions.i18n import Catalogue
from functions.mail.language import leans_english, written_in
from functions.service.play.outbox import Mailbag
from functions.service.records.game import PAUSED, RUNNING, GameRecord
from functions.service.records.labels import normal_address
from functions.service.records.notifications import Kind, Notification
from functions.service.records.seats import Seat
from rules.czech_names import ACCUSATIVE, decline, gender

__all__ = ["Former", "former_seat", "answer_former"]


@dataclass(frozen=True)
class Former:
    """A person's former seat in a game: the seat as it is now (its new holder) and the
    name they held it by."""

    seat: Seat
    name: str


def former_seat(game: GameRecord, email: str, seat_id: str | None = None) -> Former | None:
    """The seat of `game` (`seat_id` when the mail's token names it) that `email` held and
    someone else holds now, with the name it was held by; None when they hold a seat of it
    still, never held one, or the game is not under way (over, or not begun: an invitation
    withdrawn was told as such, and no seat was played)."""
    address = normal_address(email)
    if game.status not in (RUNNING, PAUSED) or any(normal_address(s.email) == address
                                   for s in game.seats if s.email):
        return None
    roster = game.roster if isinstance(game.roster, dict) else {}
    held = [p for p in [*(roster.get("players") or ()), *(roster.get("later") or ())]
            if isinstance(p, dict) and isinstance(p.get("email"), str)
            and normal_address(p["email"]) == address
            and (seat_id is None or p.get("seat") == seat_id)]
    if not held:
        return None
    last = held[-1]  # the latest seat they held, by the name they held it by
    seat = next((s for s in game.seats if s.seat == last.get("seat")), None)
    if seat is None or not seat.active:
        return None
    return Former(seat, str(last.get("name") or ""))


def answer_former(game: GameRecord, former: Former, email: str, text: str, now: str,
                  day: str) -> list[Notification]:
    """The answer to a former holder's mail `text` (in the language it is written in, else
    the game's): who plays their seat now, that no move of theirs acts, whom to write to;
    one a day a game (`day` names it: the same id is stored once)."""
    # their seat's language is their successor's now: the mail's own says theirs
    lang = written_in(text) or ("en" if leans_english(text) else None) \
        or str(game.options.get("lang", "cs"))
    lang = "cs" if lang == "cs" else "en"
    letters = Mailbag(game, now, ref=f"former-{former.seat.seat}-{day}")
    # the mail goes to the person who wrote, by the name they held the seat by
    them = replace(former.seat, email=email, name=former.name or email, lang=lang, mail="all",
                   away_from=None, away_until=None)
    letters.add(Kind.SEAT_REPLACED, them, successor=former.seat.name,
                holder=former.name or email, answer=WORDS.say(
                    lang, "answer", title=game.title, successor=former.seat.name,
                    organizer=_organizer(game, lang)))
    return list(letters.items)


def _organizer(game: GameRecord, lang: str) -> str:
    """The organizer as the answer points to them: "organizátorku Evu Dvořákovou
    (eva@example.org)" in the accusative where the name says the gender and declines,
    "pořadatele hry (Kim Lee, kim@example.org)" where it does not."""
    name, address = game.organizer_name or "", game.organizer
    if lang != "cs":
        return f"{name} ({address})" if name else address
    sex = gender(name) if name else None
    declined = decline(name, ACCUSATIVE) if sex else None
    if declined is not None:
        return f"{'organizátorku' if sex == 'f' else 'organizátora'} {declined} ({address})"
    return f"pořadatele hry ({name}, {address})" if name else f"pořadatele hry ({address})"


WORDS = Catalogue("former_holders", {
    "answer": {"en": "Your seat in “{title}” is played by {successor} now, so no move can be "
                     "made from your address any more. For anything about the game, please "
                     "write to its organizer, {organizer}.",
               "cs": "tvoje místo ve hře „{title}“ teď hraje {successor}, takže z tvé adresy "
                     "už tah zapsat nejde. S čímkoli ohledně hry se prosím obrať na "
                     "{organizer}."},
})
