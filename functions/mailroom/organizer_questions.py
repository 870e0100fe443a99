"""What an organizer's mail asks among its other words ("Dobrý den, díky za založení. Kdy
skončí první kolo? S pozdravem"), and the sentences that answer it first, before where the game
stands: who is on turn, when a round or the game ends, when it starts, who won, how to give a
seat to someone else, how to cancel. A question of something else is told plainly that we could
not tell, with what the organizer can write; a mail that asks nothing in particular ("Jak stojí
hra?", thanks) gets where the game stands alone."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from functions.i18n import Catalogue, listing
from functions.mail.bot_words import BOT
from functions.render import games as game_texts
from functions.render.clock import shown_day, span
from functions.service.records.game import ENDED, FINISHED, PAUSED, WAITING, GameRecord
from functions.service.records.seats import INVITED
from functions.service.system import iso
from rules.text import fold

from . import asking, game_state

# What a question asks, the first that fits in each question (folded: with or without
# diacritics); a how-to before a fact, so "jak zruším hru, která ještě běží?" is a cancel
TOPICS = tuple((name, re.compile(pattern)) for name, pattern in (
    ("cancel", r"\b(?:z?rus(?:i|it|im|ite|eni)\w*|zrus\w*|ukoncit hru|smazat hru|"
               r"hru (?:smazat|ukoncit|zastavit)|cancel\w*|call (?:it|the game) off|"
               r"delete the game|stop the game)\b"),
    ("remove", r"\b(?:odebrat|odeber\w*|odstran\w*|vyradit|vyradim|vyradite|vyradte|vyrazen\w*|vyhodit|"
               r"vyhod\w*|remove\w*|kick\w*|take \w+ out|drop (?:a |the )?player)\b"),
    ("add", r"\b(?:pridat|pridam|pridate|pridame|pridani|pozvat|pozvu|pozvete|vymenit|vymenim|"
            r"vymenite|vymenil\w*|vymenit\w*|vymena hrace|nahradit|nahradim|nahradite|dalsiho hrace|noveho hrace|"
            r"vystridat|zastoupit|nahradnik\w*|nekoho jineho|nekym jinym|"
            r"add(?:ing)?|invite \w+|replace\w*|swap\w*|substitut\w*|someone else|"
            r"another player|new player|"
            # someone else in a player's seat: "může za Petra hrát Kateřina?", "může místo
            # Toma hrát Jirka", "can Kate play for Tom?", "could my brother play instead of Tom"
            r"(?:muze|mohl\w*|mohla\w*|smi|could|can|may)\b[^?.]*?\b(?:(?:za|misto) \w+ "
            r"(?:\w+ )?(?:hrat|hral\w*)|(?:hrat|hral\w*) (?:\w+ )?(?:za|misto) \w+|"
            r"play (?:\w+ )?(?:for|instead of) \w+|take over (?:for|from) \w+))\b"),
    # who has not answered (joined, or played) yet; who is away or has the robot play for them
    ("silent", r"\b(?:(?:jeste )?(?:se )?ne(?:ozval|odpovedel|pripojil|prihlasil|reagoval|"
               r"potvrdil|prijal)\w*|kdo (?:\w+ )?(?:jeste )?chybi|"
               r"who (?:has not|hasn't|have not|haven't|is yet to|still (?:has|have)n't|"
               r"(?:still )?(?:hasn't|has not)) (?:\w+ )?(?:joined|answered|replied|responded|"
               r"accepted|signed up|played|moved)|not (?:yet )?(?:joined|answered|replied)|"
               r"(?:who is|who's) (?:still )?missing|yet to (?:join|answer|reply))\b"),
    ("away", rf"\b(?:pryc|nepritom\w*|dovolen\w*|{BOT}|za koho (?:\w+ )?"
             r"(?:hral|tahl|hraje|tahne|tahal)\w*|autopilot\w*|away|absent|stand-?in\w*)\b"),
    ("turn", r"\b(?:na tahu|na rade|na koho (?:se )?(?:\w+ )?cek\w*|koho (?:\w+ ){0,2}ceka\w*|"
             r"kdo (?:ted )?(?:tahne|hraje ted)|kdo ma\b[^.?]*\b(?:hrat|tahnout|tah)\b|"
             r"kdo (?:\w+ )?(?:je|bude) (?:\w+ )?(?:dalsi|ted)\b|whose (?:turn|move)|"
             r"who(?:'s| is)? (?:on turn|to move|to play|next|moving)|"
             r"who (?:are we|is the game|does the game|are you) wait\w*|waiting (?:on|for) whom|"
             r"who moves)\b"),
    # who leads now is not who won: a game under way has a leader and no winner
    ("leader", r"\b(?:kdo (?:\w+ )?(?:vede|vyhrava|je v cele|je (?:\w+ )?na tom (?:\w+ )?nejl\w*)|v cele|vedouci|"
             r"who leads|who(?:'s| is) (?:\w+ )?(?:winning|leading|ahead|in the lead|on top))\b"),
    ("won", r"\b(?:vyhral\w*|vyhraje|z?vitez\w*|jak (?:to |ta hra |hra )?"
            r"dopadl\w*|who won|who wins|winner\w*|the result)\b"),
    ("round", r"\b(?:kdy|when|jak dlouho|how long|do kdy)\b[^?.]*\b(?:kol[oaue]|round)\b|"
              r"\b(?:kol[oaue]|round)\b[^?.]*\b(?:skonc\w*|konci|end\w*|over|done)\b|"
              r"\bkolikat\w*(?: \w+)?(?: je)? kol\w*|\bv kolikatem\b|"
              r"\b(?:which|what) round\b|\bround (?:are we|is it)\b"),
    ("end", r"\b(?:skonc\w*|konec hry|bude konec|potrva|bude trvat|do kdy|"
            r"(?<!the )(?:end|finish)(?:s|ed)?|be over|over by|how long will|how much longer)\b"),
    ("start", r"\b(?:zacne|zacneme|zacnou|zacina|zacatek|zacal\w*|spusti\w*|rozjede|start\w*|begin\w*)\b"),
    # how to change the time a move may take ("Můžu hru nějak zrychlit, třeba termín 48
    # hodin?", "Can I give them more time per move?")
    ("timing", r"\b(?:zrychl\w*|urychl\w*|zpomal\w*|prodlouz\w*|zkrat\w*|termin\w*|lhut\w*|"
               r"casov\w* limit\w*|cas na tah|speed (?:it |the game )?up|faster|slow\w* down|"
               r"deadline\w*|time limit\w*|(?:more|less) time|time (?:per|for a) (?:move|turn))\b"),
    ("again", r"\b(?:odvet\w*|novou hru|nova hra|dalsi hru|dalsi partii|znovu hrat|rematch|"
              r"play again|new game|another game)\b"),
))
# A question answered by where the game stands, all of it ("Jak stojí hra?", "jak dlouho
# nakonec trvala", "kdo vlastně hraje", "how is it going"): no sentence of its own before it
_STATE = re.compile(r"\b(?:jak (?:to |ta hra |hra |ta partie )?(?:jde|stoji|vypada|pokracuje)|"
                    r"si ved\w*|jak se (?:dari|vede)|jak je na tom|trval\w*|kdo (?:vlastne )?hraje|"
                    r"kdo se (?:uz )?pripojil|co je nov\w*|how(?:'s| is| are| did| does| long did)|"
                    r"pozvank\w*|pripojil\w*|status|stand\w*|going|progress|"
                    r"who(?:'s| is)? playing|joined|invitation\w*)\b")
# A sentence that asks, with or without its mark; and a mail that asks in a sentence of its own
# what another names ("Potřebuju vyhodit Petra ze hry. Jak na to?"), or asks without a
# question ("rád bych se zeptal, na koho se čeká", "I'd like to know who won")
_ASKS = re.compile(rf"\?|{asking.OPENS.pattern}")
_ASKING = re.compile(r"\?|\b(?:zeptat|zeptal\w*|zajima\w*|zajimalo|rad\w* bych vedel\w*|"
                     r"chtel\w* bych|chci|potrebuj\w*|poradte|poradit|porad|nevite|nevis|"
                     r"nevim|prosim o|wonder\w*|like to|let me know|tell me|need to|want to)\b")
_ROUND = re.compile(r"\b(?:kol[oaue]|round)\b")
_GAME = re.compile(r"\b(?:hra|hry|hru|game|partie)\b")

UNCLEAR = "unclear"
"""What `asked` gives for a question of something the answer cannot tell."""
FACTS = frozenset({"turn", "silent", "away", "leader", "won", "round", "end", "start"})
"""The topics whose answer where the game stands tells too (the rest say how to do a thing)."""


def asked(text: str) -> list[str]:
    """The topics (TOPICS' names) a mail's questions ask, in their order; [UNCLEAR] when it
    asks something none of them nor where the game stands answers; [] when it asks nothing in
    particular."""
    sentences = asking.sentences(fold(text))
    questions = [s for s in sentences if _ASKS.search(s)]
    if _ASKING.search(fold(text)) and not any(
            pattern.search(q) for q in questions for _, pattern in TOPICS):
        questions = sentences  # what it asks is said beside the question, or asked without one
    found: list[str] = []
    unclear = False
    for question in questions:
        # in the order the question says them ("kdo vede a kolikáté je kolo": the leader first)
        hits = {name: hit.start() for name, pattern in TOPICS if (hit := pattern.search(question))}
        topics = sorted(hits, key=lambda name: hits[name])
        if "turn" in topics and ("away" in topics or "silent" in topics):
            topics.remove("turn")  # "kdo je teď pryč": not who is on turn
        if "round" in topics and "end" in topics:  # "Kdy skončí první kolo?": of the round
            topics.remove("end")
        elif "end" in topics and _ROUND.search(" ".join(questions)) \
                and not _GAME.search(question):  # "… celé kolo? Kdy asi skončí?"
            topics[topics.index("end")] = "round"
        found += [t for t in topics if t not in found]
        unclear = unclear or not topics and not _STATE.search(question) and "?" in question
    return found or ([UNCLEAR] if unclear else [])


def lead(topics: Sequence[str], games: Sequence[tuple[GameRecord, Mapping[str, Any] | None]],
         now: datetime, lang: str, formal: bool,
         robot_turns: Mapping[str, Mapping[str, int]] | None = None) -> list[tuple[str, str]]:
    """(topic, sentence) answering each of `topics` of each game (its record and its rules'
    view, None before the start; `robot_turns`: by game, the turns a bot played for each
    player, asked of "away"), in the order asked, told before where the games stand; [] when
    nothing in particular was asked."""
    if topics == [UNCLEAR]:
        return [(UNCLEAR, WORDS.say(lang, "unclear_formal" if formal else "unclear",
                                    n=len(games)))]
    if "again" in topics:  # a new game is one, however many games the mail is about
        games = games[:1]
    turns = robot_turns or {}
    return [(topic, sentence) for topic in topics for game, view in games
            if (sentence := _answer(topic, game, view, now, lang, formal)
                if topic != "away" else _away(game, turns.get(game.id, {}), now, lang))]


def _answer(topic: str, game: GameRecord, view: Mapping[str, Any] | None, now: datetime,
            lang: str, formal: bool) -> str:
    """The sentence that answers `topic` of one game, where it stands now."""
    title = game.title
    state = "over" if game.status in ENDED else "waiting" if game.status == WAITING else \
        "paused" if game.status == PAUSED else "running"
    if topic == "again":
        return WORDS.say(lang, "again_formal" if formal else "again")
    if topic in ("add", "remove", "cancel", "timing"):  # how to: on the dashboard
        key = f"{topic}_{'over' if state == 'over' else 'open'}"
        return WORDS.say(lang, key + ("_formal" if formal else ""), title=title)
    if topic == "turn":
        waiting = listing(lang, [s.name for s in game.seats if game.waits_for(s.seat)])
        if state == "running" and not waiting:
            return ""
        return WORDS.say(lang, f"turn_{state}", title=title, waiting=waiting)
    if topic == "silent":
        return _silent(game, state, lang)
    if topic == "leader":
        return _leader(game, view, state, lang)
    if topic == "won":
        return _won(game, state, lang)
    if topic == "start":
        if state == "waiting":
            return ""  # where a waiting game stands says it: when it starts, whom it waits for
        return WORDS.say(lang, "start_begun", title=title, since=_day(
            game.started_at or game.created_at, game, lang))
    if state == "over":  # the end of a round or of the game, asked when it is over
        return WORDS.say(lang, "end_over", title=title,
                         ended=_day(game.ended_at or game.updated_at, game, lang))
    if state == "waiting":
        return WORDS.say(lang, "round_waiting" if topic == "round" else "end_waiting",
                         title=title)
    where = game_texts.of(game.rules).progress(view) if view is not None else None
    if topic == "round" and where is not None and state == "running":
        # whom it waits for, each name in the case "čeká se na" needs ("na Petru Malou"):
        # the catalogue declines a list name by name
        awaited = [s.name for s in game.seats if game.waits_for(s.seat)]
        key = "round_running" if where[1] is None else "round_running_of"
        return WORDS.say(lang, key if awaited else key + "_nobody", n=where[0],
                         limit=where[1], waiting=awaited)
    ahead = game_state.forecast(game, view, now)
    if ahead is not None:
        pace, end = ahead
        return WORDS.say(lang, "end_around", title=title, pace=span(pace.total_seconds(), lang),
                         end=shown_day(iso(end), game.timing.timezone, lang))
    return WORDS.say(lang, "end_unknown" if where is not None and where[1] is not None
                     else "end_open", title=title)


def _silent(game: GameRecord, state: str, lang: str) -> str:
    """Who has not answered yet: before the start, who has not joined; under way, whom the
    game waits for."""
    if state == "waiting":  # (a list: "čeká se ještě na" declines each name)
        awaited = [s.name for s in game.seats if s.status == INVITED]
        return WORDS.say(lang, "silent_waiting" if awaited else "silent_none", title=game.title,
                         awaited=awaited)
    if state == "running":
        waiting = listing(lang, [s.name for s in game.seats if game.waits_for(s.seat)])
        return WORDS.say(lang, "turn_running", title=game.title, waiting=waiting) \
            if waiting else ""
    return WORDS.say(lang, f"turn_{state}", title=game.title)


def _away(game: GameRecord, turns: Mapping[str, int], now: datetime, lang: str) -> str:
    """Who is away now (declared, or absent after missed turns) and whose turns a bot played,
    how many each; that nobody is, in a game under way."""
    if game.status in ENDED or game.status == WAITING:
        return ""  # where the game stands says it: no turns are played before or after
    at = iso(now)
    people = [s for s in game.seats if not s.bot]
    gone = [s.name for s in people if s.away_at(at) or game.absent(s.seat)]
    played = [(s.name, turns[s.player]) for s in people if turns.get(s.player)]
    said = []
    if gone:
        said.append(WORDS.say(lang, "away_now", title=game.title, names=listing(lang, gone)))
    if played:
        said.append(WORDS.say(lang, "robot_played", names=listing(lang, [
            WORDS.say(lang, "robot_turns", name=name, n=n) for name, n in played])))
    return " ".join(said) or WORDS.say(lang, "away_none", title=game.title)


def _leader(game: GameRecord, view: Mapping[str, Any] | None, state: str, lang: str) -> str:
    """Who leads a game under way now, with their score; of a game over, who won."""
    if state in ("over", "waiting"):
        return _won(game, state, lang)
    render = game_texts.of(game.rules)
    scores = render.leading(view) if view is not None else {}
    if not scores:
        return WORDS.say(lang, "lead_unknown", title=game.title)
    best = max(scores.values())
    if len(scores) > 1 and min(scores.values()) == best:  # all even: nobody leads
        return WORDS.say(lang, "lead_even", title=game.title, score=render.score_words(best, lang))
    leaders = [game_state.seat_name(game, p) for p, s in scores.items() if s == best]
    return WORDS.say(lang, "lead_now", title=game.title, names=listing(lang, leaders),
                     n=len(leaders), score=render.score_words(best, lang))


def _won(game: GameRecord, state: str, lang: str) -> str:
    """Who won a game over (none of a cancelled one), or that it has no winner yet."""
    if state != "over":
        return WORDS.say(lang, "won_waiting" if state == "waiting" else "won_running",
                         title=game.title)
    result = game.result or {}
    winners = [game_state.seat_name(game, str(w)) for w in result.get("winners", ())]
    if game.status != FINISHED or not winners:
        return WORDS.say(lang, "won_none", title=game.title)
    if result.get("draw"):
        return WORDS.say(lang, "won_draw", title=game.title, winners=winners)
    return WORDS.say(lang, "won_one" if len(winners) == 1 else "won_shared", title=game.title,
                     winners=winners[0] if len(winners) == 1 else winners)


def _day(moment: str, game: GameRecord, lang: str) -> str:
    return shown_day(iso(game_state.instant(moment)), game.timing.timezone, lang) or moment


# the how-to answers speak to the organizer, in their register (vykání: "_formal"); the
# facts are told in the third person, the same to both
WORDS = Catalogue("organizer_questions", {
    "turn_running": {"en": "On turn in “{title}”: {waiting}.",
                     "cs": "Na tahu ve hře „{title}“: {waiting}."},
    "turn_paused": {"en": "“{title}” is paused, so nobody is on turn now.",
                    "cs": "Hra „{title}“ je pozastavená, takže na tahu teď nikdo není."},
    "turn_waiting": {"en": "“{title}” has not started yet, so nobody is on turn.",
                     "cs": "Hra „{title}“ ještě nezačala, takže na tahu nikdo není."},
    "turn_over": {"en": "“{title}” is over; nobody is on turn any more.",
                  "cs": "Hra „{title}“ už skončila, na tahu už nikdo není."},
    # (not "se ještě nepřipojili: Petra Malá", a plural of one person: the accusative needs
    # no number nor gender)
    "silent_waiting": {"en": "Not joined “{title}” yet: {awaited}.",
                       "cs": "Do hry „{title}“ se ještě nepřipojili všichni: čeká se na "
                             "[acc: {awaited}]."},
    "silent_none": {"en": "Everyone has joined “{title}”.",
                    "cs": "Do hry „{title}“ se už připojili všichni."},
    "away_now": {"en": "Away from “{title}” now: {names}.",
                 "cs": "Ve hře „{title}“ teď chybí: {names}."},
    # "táhl za" takes the accusative, each name with its count ("za Petru Malou (3×)")
    "robot_played": {"en": "A bot has played turns for {names}.",
                     "cs": "Robot už táhl za {names}."},
    "robot_turns": {"en": "{name} ([n: once|{n} times])",
                    "cs": "[acc: {name}] ([n: jednou|{n}×|{n}×])"},
    "away_none": {"en": "Nobody is away from “{title}” and no bot has played for anyone.",
                  "cs": "Ve hře „{title}“ nikdo nechybí a robot za nikoho netáhl."},
    "lead_now": {"en": "In the lead of “{title}” now: {names} ({score}).",
                 # a verb, not a heading ("V čele hry … teď: Jana" reads as a list)
                 "cs": "[n: Ve hře „{title}“ teď vede {names}|Ve hře „{title}“ se teď o "
                       "vedení dělí {names}|Ve hře „{title}“ se teď o vedení dělí {names}] "
                       "({score})."},
    "lead_even": {"en": "Nobody leads “{title}” yet: everyone has {score}.",
                  "cs": "Ve hře „{title}“ zatím nikdo nevede, všichni mají {score}."},
    "lead_unknown": {"en": "“{title}” keeps no score before its end, so nobody leads yet.",
                     "cs": "Hra „{title}“ do konce body nepočítá, takže zatím nikdo nevede."},
    "won_one": {"en": "“{title}” was won by {winners}.",
                "cs": "[sex {winners}: Hru „{title}“ vyhrál {winners}.|Hru „{title}“ vyhrála "
                      "{winners}.|Vítězství ve hře „{title}“: {winners}.]"},
    "won_shared": {"en": "“{title}” was won by {winners} together.",
                   "cs": "O vítězství ve hře „{title}“ se dělí {winners}."},
    "won_draw": {"en": "“{title}” ended in a draw: {winners}.",
                 "cs": "Hra „{title}“ skončila remízou: {winners}."},
    "won_none": {"en": "“{title}” ended without a winner.",
                 "cs": "Hra „{title}“ skončila bez vítěze."},
    "won_running": {"en": "“{title}” is still under way, so it has no winner yet.",
                    "cs": "Hra „{title}“ ještě běží, takže vítěze zatím nemá."},
    "won_waiting": {"en": "“{title}” has not started yet, so it has no winner yet.",
                    "cs": "Hra „{title}“ ještě nezačala, takže vítěze zatím nemá."},
    # "čeká se na" takes the accusative: "na Petru Malou", "na hráčku Kim Lee" when unsure
    "round_running": {"en": "The game is in round {n}, which ends once everyone has played in "
                            "it (the game now waits for {waiting}).",
                      "cs": "Hraje se [nth: {n}] kolo; skončí, jakmile v něm odehrají všichni "
                            "(teď se čeká na [acc: {waiting}])."},
    "round_running_of": {"en": "The game is in round {n} of {limit}, which ends once everyone "
                               "has played in it (the game now waits for {waiting}).",
                         "cs": "Hraje se [nth: {n}] kolo z {limit}; skončí, jakmile v něm "
                               "odehrají všichni (teď se čeká na [acc: {waiting}])."},
    "round_running_nobody": {"en": "The game is in round {n}, which ends once everyone has "
                                   "played in it.",
                             "cs": "Hraje se [nth: {n}] kolo; skončí, jakmile v něm odehrají "
                                   "všichni."},
    "round_running_of_nobody": {"en": "The game is in round {n} of {limit}, which ends once "
                                      "everyone has played in it.",
                                "cs": "Hraje se [nth: {n}] kolo z {limit}; skončí, jakmile v "
                                      "něm odehrají všichni."},
    "round_waiting": {"en": "“{title}” has not started yet; its first round begins once "
                            "everyone has joined.",
                      "cs": "Hra „{title}“ ještě nezačala; první kolo začne, jakmile se připojí "
                            "všichni."},
    "end_around": {"en": "At the pace so far (about {pace} a round) “{title}” ends around {end}.",
                   "cs": "Při dosavadním tempu (asi {pace} na kolo) skončí hra „{title}“ kolem "
                         "{end}."},
    "end_unknown": {"en": "Once its first round is played we can say when “{title}” ends.",
                    "cs": "Kdy hra „{title}“ skončí, odhadneme po jejím prvním kole."},
    "end_open": {"en": "When “{title}” ends cannot be foreseen.",
                 "cs": "Kdy hra „{title}“ skončí, se dopředu říct nedá."},
    "end_waiting": {"en": "“{title}” has not started yet; once its first round is played we "
                          "can say when it ends.",
                    "cs": "Hra „{title}“ ještě nezačala; kdy skončí, odhadneme po jejím prvním "
                          "kole."},
    "end_over": {"en": "“{title}” ended on {ended}.", "cs": "Hra „{title}“ skončila {ended}."},
    "start_begun": {"en": "“{title}” began on {since}.", "cs": "Hra „{title}“ začala {since}."},
    "add_open": {"en": "The seats of “{title}” were set when it was made, but you can give any "
                       "seat to someone new on your dashboard: choose Replace a "
                       "player and write the new player's name and e-mail.",
                 "cs": "Počet míst ve hře „{title}“ je daný od založení, ale kterékoli místo "
                       "dáš někomu novému na přehledu her: zvol Vyměnit hráče a "
                       "napiš jméno a e-mail nového hráče."},
    "add_open_formal": {"en": "The seats of “{title}” were set when it was made, but you can give "
                              "any seat to someone new on your dashboard: "
                              "choose Replace a player and write the new player's name and "
                              "e-mail.",
                        "cs": "Počet míst ve hře „{title}“ je daný od založení, ale kterékoli "
                              "místo dáte někomu novému na přehledu her: zvolte "
                              "Vyměnit hráče a napište jméno a e-mail nového hráče."},
    "add_over": {"en": "“{title}” is over; a new game with other players is made on your "
                       "dashboard.",
                 "cs": "Hra „{title}“ už skončila; novou hru s jinými hráči založíš na přehledu "
                       "her."},
    "add_over_formal": {"en": "“{title}” is over; a new game with other players is made on your "
                              "dashboard.",
                        "cs": "Hra „{title}“ už skončila; novou hru s jinými hráči založíte na "
                              "přehledu her."},
    "remove_open": {"en": "A seat of “{title}” goes to someone else on your dashboard: choose "
                          "Replace a player and write the name and e-mail of the one who plays "
                          "instead.",
                    "cs": "Místo hráče ve hře „{title}“ dáš někomu jinému na přehledu her: zvol "
                          "Vyměnit hráče a napiš jméno a e-mail toho, kdo bude hrát místo něj."},
    "remove_open_formal": {"en": "A seat of “{title}” goes to someone else on your dashboard: "
                                 "choose Replace a player and write the name and e-mail of the "
                                 "one who plays instead.",
                           "cs": "Místo hráče ve hře „{title}“ dáte někomu jinému na přehledu "
                                 "her: zvolte Vyměnit hráče a napište jméno a e-mail toho, kdo "
                                 "bude hrát místo něj."},
    "remove_over": {"en": "“{title}” is over; nobody needs to leave it.",
                    "cs": "Hra „{title}“ už skončila, nikoho z ní vyřazovat není třeba."},
    "remove_over_formal": {"en": "“{title}” is over; nobody needs to leave it.",
                           "cs": "Hra „{title}“ už skončila, nikoho z ní vyřazovat není třeba."},
    "cancel_open": {"en": "You cancel “{title}” on your dashboard with Cancel "
                          "game.",
                    "cs": "Hru „{title}“ zrušíš na přehledu her tlačítkem Zrušit "
                          "hru."},
    "cancel_open_formal": {"en": "You cancel “{title}” on your dashboard with "
                                 "Cancel game.",
                           "cs": "Hru „{title}“ zrušíte na přehledu her tlačítkem "
                                 "Zrušit hru."},
    "timing_open": {"en": "The time a move of “{title}” may take (and the reminders, weekends "
                          "and what a missed turn does) you change on your dashboard under Time "
                          "rules; the players are told.",
                    "cs": "Kolik času má tah ve hře „{title}“ (i připomínky, víkendy a co se "
                          "stane při vynechaném tahu), změníš na přehledu her v části Pravidla "
                          "času; hráči dostanou zprávu."},
    "timing_open_formal": {"en": "The time a move of “{title}” may take (and the reminders, "
                                 "weekends and what a missed turn does) you change on your "
                                 "dashboard under Time rules; the players are told.",
                           "cs": "Kolik času má tah ve hře „{title}“ (i připomínky, víkendy a co "
                                 "se stane při vynechaném tahu), změníte na přehledu her v části "
                                 "Pravidla času; hráči dostanou zprávu."},
    "timing_over": {"en": "“{title}” is over; its time rules no longer matter.",
                    "cs": "Hra „{title}“ už skončila, pravidla času už měnit není třeba."},
    "timing_over_formal": {"en": "“{title}” is over; its time rules no longer matter.",
                           "cs": "Hra „{title}“ už skončila, pravidla času už měnit není třeba."},
    "again": {"en": "A new game, with the same players or others, is made on your dashboard "
                    "with New game.",
              "cs": "Novou hru, se stejnými hráči i s jinými, založíš na přehledu her volbou "
                    "Nová hra."},
    "again_formal": {"en": "A new game, with the same players or others, is made on your "
                           "dashboard with New game.",
                     "cs": "Novou hru, se stejnými hráči i s jinými, založíte na přehledu her "
                           "volbou Nová hra."},
    "cancel_over": {"en": "“{title}” is over already; there is nothing to cancel.",
                    "cs": "Hra „{title}“ už skončila, rušit ji není třeba."},
    "cancel_over_formal": {"en": "“{title}” is over already; there is nothing to cancel.",
                           "cs": "Hra „{title}“ už skončila, rušit ji není třeba."},
    "unclear": {"en": "We could not tell what your mail asks. You can write, say, “Who is on "
                      "turn?”, “When will the game end?”, “Who won?”, “How do I replace a "
                      "player?” or “How do I cancel the game?”. Meanwhile, here is how [n: the "
                      "game stands|the games stand].",
                "cs": "Z tvého e-mailu jsme nepoznali, na co se ptáš. Zeptat se můžeš třeba "
                      "„Kdo je na tahu?“, „Kdy hra skončí?“, „Kdo vyhrál?“, „Jak vyměním "
                      "hráče?“ nebo „Jak hru zruším?“ Zatím posíláme, jak [n: hra stojí|hry "
                      "stojí|hry stojí]."},
    "unclear_formal": {"en": "We could not tell what your mail asks. You can write, say, “Who is "
                             "on turn?”, “When will the game end?”, “Who won?”, “How do I "
                             "replace a player?” or “How do I cancel the game?”. Meanwhile, here "
                             "is how [n: the game stands|the games stand].",
                       "cs": "Z Vašeho e-mailu jsme nepoznali, na co se ptáte. Zeptat se můžete "
                             "třeba „Kdo je na tahu?“, „Kdy hra skončí?“, „Kdo vyhrál?“, „Jak "
                             "vyměním hráče?“ nebo „Jak hru zruším?“ Zatím posíláme, jak [n: hra "
                             "stojí|hry stojí|hry stojí]."},
})
