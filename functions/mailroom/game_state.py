"""Where a game stands, told to its organizer who does not play ("kdo teď vlastně hraje a kdy
to asi skončí?", "Jak dlouho ta hra vlastně trvala?", "Kdo vyhrál?"): read from the game, in
the organizer's language, with its amounts as the game writes them.

A game under way (or paused) says who plays and whom it waits for, how long it has run, the round of its
limit with the end foreseen at the pace so far, and who leads; a game over says when it ended,
how long it took and how many rounds, who won and the final scores. Nothing of a live game
(whose turn, missed turns) is said of a game that is over.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

from functions.i18n import Catalogue, listing
from functions.render import games
from functions.render.clock import shown_day, span
from functions.service.play.explain import phrase, waiting_text
from functions.service.records.game import (
    ENDED,
    FINISHED,
    PAUSED,
    RUNNING,
    WAITING,
    GameRecord,
)
from functions.service.records.seats import INVITED, JOINED
from functions.service.system import iso

WORDS = Catalogue("organizer_state", {
    "running_for": {"en": "“{title}” has been under way for {span}.",
                    "cs": "Hra „{title}“ běží {span}."},
    "paused_for": {"en": "“{title}” is paused; it has lasted {span} so far.",
                   "cs": "Hra „{title}“ je pozastavená; zatím trvá {span}."},
    "running_for_since": {
        "en": "“{title}” has been under way for {span}, since {since}.",
        "cs": "Hra „{title}“ běží {span}, od {since}.",
    },
    "paused_for_since": {
        "en": "“{title}” is paused; it began on {since} and has lasted {span} so far.",
        "cs": "Hra „{title}“ je pozastavená; začala {since}, zatím trvá {span}.",
    },
    "players": {"en": "Playing: {players}.", "cs": "Hrají: {players}."},
    "playing": {"en": "Playing: {players}; the game waits for {waiting}.",
                "cs": "Hrají: {players}; na řadě: {waiting}."},
    "round_of": {"en": "Round {n} of {limit}.", "cs": "Hraje se [nth: {n}] kolo z {limit}."},
    "round_n": {"en": "Round {n}.", "cs": "Hraje se [nth: {n}] kolo."},
    "round_open": {"en": "Round {n}; the game has no round limit, so its end cannot be "
                         "foreseen.",
                   "cs": "Hraje se [nth: {n}] kolo; počet kol hra omezený nemá, takže její "
                         "konec odhadnout nejde."},
    "ends_around": {"en": "At the pace so far (about {pace} a round) it ends around {end}.",
                    "cs": "Při dosavadním tempu (asi {pace} na kolo) skončí kolem {end}."},
    "ends_unknown": {"en": "Once its first round is played we can say how long it takes.",
                     "cs": "Jak dlouho potrvá, odhadneme po jejím prvním kole."},
    "leading": {"en": "In the lead: {names} ({score}).", "cs": "V čele: {names} ({score})."},
    "level": {"en": "Nobody leads yet: everyone has {score}.",
              "cs": "Zatím nikdo nevede, všichni mají {score}."},
    "ended": {"en": "“{title}” ended on {ended} after {span} (it began on {since}).",
              "cs": "Hra „{title}“ skončila {ended}, trvala {span} (od {since})."},
    "lasted": {"en": "It took {span} (it began on {since}).",
               "cs": "Trvala {span} (od {since})."},
    "rounds_played": {"en": "[rounds: {rounds} round was|{rounds} rounds were] played.",
                      "cs": "[rounds: Hrálo se {rounds} kolo|Hrála se {rounds} kola|Hrálo se "
                            "{rounds} kol]."},
    # a game over is told in the past, in the gender the name shows
    "won": {"en": "The winner: {winners}.",
            "cs": "[sex {winners}: Vyhrál {winners}.|Vyhrála {winners}.|Vítězství: {winners}.]"},
    "won_shared": {"en": "The winners: {winners}.", "cs": "O vítězství se dělí {winners}."},
    "draw": {"en": "A draw: {winners}.", "cs": "Remíza: {winners}."},
    "scores": {"en": "Final scores: {scores}.", "cs": "Pořadí: {scores}."},
    # a game that counts no rounds (1926 ends when the pyramids are placed)
    "ends_open": {"en": "When it ends cannot be foreseen.",
                  "cs": "Kdy skončí, se dopředu říct nedá."},
    # a player who resigned stands in the final scores by that, not by a score of 0
    "score_resigned": {"en": "{name} (resigned)",
                       "cs": "{name} ([sex {name}: vzdal|vzdala|hra vzdána])"},
})


def organizer_state(game: GameRecord, rules_view: Mapping[str, Any] | None, now: datetime,
                    lang: str, formal: bool = False, told: frozenset[str] = frozenset()) -> str:
    """Where `game` stands at `now`, told to its organizer in their register (`formal`:
    vykání); `rules_view` is the rules' view of its state for a spectator (None before the
    start); without the facts the answer above told already (`told`, organizer_questions'
    topics: "end", who is awaited, who leads or won), each fact said once in a mail."""
    if game.status == WAITING:
        return waiting_text(lang, game.title,
                            joined=listing(lang, [s.name for s in game.seats
                                                  if s.status == JOINED]),
                            awaited="" if told & _AWAITED else listing(
                                lang, [s.name for s in game.seats if s.status == INVITED]))
    if game.status in (RUNNING, PAUSED):
        return " ".join(_running(game, rules_view, now, lang, told))
    if game.status == FINISHED and game.result:
        return " ".join(_over(game, rules_view, lang, told))
    if game.status in ENDED:
        return phrase(lang, "organizer_ended", title=game.title)
    return phrase(lang, "organizer_status", title=game.title, status=game.status)


# the answers above that name whom the game waits for ("Na tahu: …", "Do hry se ještě
# nepřipojili: …", "teď se čeká na: …"): the state does not name them again
_AWAITED = frozenset({"turn", "silent", "round"})
_LEADER = frozenset({"leader", "won"})
_ENDED_TOLD = frozenset({"end", "round"})  # of a game over: the day it ended


def _running(game: GameRecord, rules_view: Mapping[str, Any] | None, now: datetime,
             lang: str, told: frozenset[str] = frozenset()) -> list[str]:
    """A game under way (or paused): since when, who plays and is awaited, its round, end and
    leader (less what `told` says the answer above told)."""
    zone = game.timing.timezone
    started = instant(game.started_at or game.created_at)
    paused = game.status == PAUSED  # a pause waits for nobody, it waits for its resume
    since = "" if "start" in told else "_since"  # "Hra začala 2. 3." said above
    said = [WORDS.say(lang, ("paused_for" if paused else "running_for") + since,
                      title=game.title, span=span((now - started).total_seconds(), lang),
                      since=shown_day(iso(started), zone, lang)),
            WORDS.say(lang, "players", players=[s.name for s in game.seats if s.active])
            if paused or told & _AWAITED else
            WORDS.say(lang, "playing", players=[s.name for s in game.seats if s.active],
                      waiting=listing(lang, [s.name for s in game.seats
                                             if game.waits_for(s.seat)]) or "—")]
    render = games.of(game.rules)
    # the round and its end, each said once: not again when answered above
    ahead = foreseen(game, rules_view, now, lang, with_end="end" not in told)
    where = render.progress(rules_view) if rules_view is not None else None
    if "round" in told and where is not None:
        ahead = ahead[1:] if where[1] is not None else \
            [WORDS.say(lang, "ends_open")] if "end" not in told else []
    said.extend(ahead)
    # "won" of a game under way says it has no winner yet, not who leads
    scores = render.leading(rules_view) if rules_view is not None and "leader" not in told \
        else {}
    if len(scores) > 1 and len(set(scores.values())) == 1:  # all even: nobody leads
        said.append(WORDS.say(lang, "level", score=render.score_words(
            next(iter(scores.values())), lang)))
    elif scores:
        best = max(scores.values())
        said.append(WORDS.say(lang, "leading", names=listing(lang, [
            seat_name(game, p) for p, s in scores.items() if s == best]),
            score=render.score_words(best, lang)))
    return said


def foreseen(game: GameRecord, rules_view: Mapping[str, Any] | None, now: datetime,
             lang: str, with_end: bool = True) -> list[str]:
    """The round of a game under way and its end foreseen at the pace so far, in sentences
    ([] before the start); the round alone without its end (`with_end`: told already)."""
    if rules_view is None:
        return []
    where = games.of(game.rules).progress(rules_view)
    if where is None:
        return [WORDS.say(lang, "ends_open")] if with_end else []
    current, limit = where
    if limit is None:
        return [WORDS.say(lang, "round_open" if with_end else "round_n", n=current)]
    said = [WORDS.say(lang, "round_of", n=current, limit=limit)]
    if not with_end:
        return said
    ahead = forecast(game, rules_view, now)
    if ahead is None:
        return [*said, WORDS.say(lang, "ends_unknown")]
    pace, end = ahead
    return [*said, WORDS.say(lang, "ends_around", pace=span(pace.total_seconds(), lang),
                             end=shown_day(iso(end), game.timing.timezone, lang))]


def forecast(game: GameRecord, rules_view: Mapping[str, Any] | None,
             now: datetime) -> tuple[timedelta, datetime] | None:
    """A round's length at the pace so far and the end it foresees for a game with a round
    limit, or None (no limit, no rounds counted, or the first round still on)."""
    where = games.of(game.rules).progress(rules_view) if rules_view is not None else None
    current, limit = where if where is not None else (0, None)
    if limit is None or current <= 1:
        return None
    started = instant(game.started_at or game.created_at)
    pace = (now - started) / (current - 1)  # the pace of the rounds played so far
    return pace, started + pace * limit


def _over(game: GameRecord, rules_view: Mapping[str, Any] | None, lang: str,
          told: frozenset[str] = frozenset()) -> list[str]:
    """A game over: when it ended and how long it took, its rounds, who won (unless `told`
    says the answer above told it), the scores."""
    result = game.result or {}
    zone = game.timing.timezone
    started = instant(game.started_at or game.created_at)
    ended = instant(game.ended_at or game.updated_at)
    # "Hra skončila 2. 3." answered above ("Kdy skončila?"): how long it took, not the day again
    said = [WORDS.say(lang, "lasted" if told & _ENDED_TOLD else "ended", title=game.title,
                      ended=shown_day(iso(ended), zone, lang),
                      span=span((ended - started).total_seconds(), lang),
                      since=shown_day(iso(started), zone, lang))]
    render = games.of(game.rules)
    where = render.progress(rules_view) if rules_view is not None else None
    if where is not None:
        said.append(WORDS.say(lang, "rounds_played", rounds=where[0]))
    named = [seat_name(game, str(w)) for w in result.get("winners", ())]
    winners = listing(lang, named)
    if not told & _LEADER:
        # several winners share the win: never one's gender for them all ("Vyhrála Jana a
        # Petr")
        said.append(WORDS.say(lang, "draw" if result.get("draw") else "won" if len(named) < 2
                              else "won_shared", winners=winners))
    scores = sorted(result.get("scores", {}).items(), key=lambda item: -item[1])
    resigned = set(rules_view.get("resigned", ())) if rules_view is not None else set()
    if scores:
        said.append(WORDS.say(lang, "scores", scores=", ".join(
            WORDS.say(lang, "score_resigned", name=seat_name(game, str(player)))
            if player in resigned else
            f"{seat_name(game, str(player))} "
            f"{render.final_score_words(result, str(player), lang) or render.score_words(score, lang)}"
            for player, score in scores)))
    return said


def seat_name(game: GameRecord, player: str) -> str:
    """The name of the seat the rules know as `player` (the id itself for none)."""
    return next((s.name for s in game.seats if s.player == player), player)


def instant(moment: str) -> datetime:
    """A stored instant as a time (UTC when it names no zone)."""
    parsed = datetime.fromisoformat(moment)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
