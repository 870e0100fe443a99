"""A player's question of where their game stands answered in a sentence at the top of their
reply ("Zbývají ti 3 velké, 2 střední a 3 malé pyramidky.", "Vede Jana Nováková se 17
voliteli.", "You have $1,250."), from what the reader may see: whose turn it is and until when,
the rounds left, who leads and where the reader stands are the shell's (from the game's
`progress` and `leading`); what a player holds, and whatever else a game knows better, is the
game's own (render.games: STATE_TOPICS, state_lines). A question nobody here can answer is
said so plainly, never "nothing was played".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from functions.i18n import Catalogue, listing
from functions.mail.bot_words import BOT
from functions.render import games
from functions.render.clock import shown
from functions.render.questions import SUBJECT_CHARS
from functions.service.play import outbox
from functions.service.records.game import PAUSED, RUNNING, GameRecord
from functions.service.records.notifications import Kind
from functions.service.records.seats import Seat
from rules.text import sentences

WORDS = Catalogue("state_answers", {
    "started": {"en": "The game is under way (move {n}).", "cs": "Hra už běží ([nth: {n}] tah)."},
    "turn_you": {"en": "It is your turn now.", "cs": "Na tahu jsi teď ty."},
    "turn_others": {"en": "[n: {names} is|{names} are] to move now.",
                    "cs": "Na tahu [n: je|jsou|jsou] teď {names}."},
    "players": {"en": "You play with {names}.", "cs": "Hraješ s [ins: {names}]."},
    "turn_none": {"en": "Nobody is to move now.", "cs": "Teď není na tahu nikdo."},
    "deadline_you": {"en": "Your move is due by {deadline}.",
                     "cs": "Svůj tah pošli do {deadline}."},
    "deadline_others": {"en": "{names} [n: has|have] until {deadline}; your own turn comes "
                              "by mail.",
                        "cs": "{names} [n: má|mají|mají] čas do {deadline}; tvůj tah ti "
                              "přijde e-mailem."},
    # the same to a player who takes no mail of the game (MAIL OFF): no turn mail comes
    "deadline_others_page": {"en": "{names} [n: has|have] until {deadline}; when your own turn "
                                   "comes, the game's page shows it.",
                             "cs": "{names} [n: má|mají|mají] čas do {deadline}; kdy jsi na tahu "
                                   "ty, uvidíš na stránce hry."},
    "deadline_none": {"en": "Moves in this game have no deadline.",
                      "cs": "Tahy v téhle hře žádný termín nemají."},
    "left_of": {"en": "This is round {n} of {limit}; [left: one more round follows|{left} "
                      "more rounds follow|{left} more rounds follow].",
                "cs": "Hraje se [nth: {n}] kolo z {limit}; [left: potom zbývá ještě {left} "
                      "kolo|potom zbývají ještě {left} kola|potom zbývá ještě {left} kol]."},
    "left_last": {"en": "This is the last round ({n} of {limit}).",
                  "cs": "Hraje se poslední kolo ({n} z {limit})."},
    "left_open": {"en": "This is round {n}; the game has no round limit, it goes on until "
                        "it is decided.",
                  "cs": "Hraje se [nth: {n}] kolo; počet kol hra omezený nemá, hraje se, "
                        "dokud se nerozhodne."},
    "leader": {"en": "{names} [n: leads|lead together] with {score}.",
               "cs": "[n: Vede|Vedou společně|Vedou společně] {names} ({score})."},
    "nobody_leads": {"en": "Nobody leads yet: you all have {score}.",
                     "cs": "Zatím nikdo nevede: všichni máte {score}."},
    "leader_you": {"en": "You lead with {score}.", "cs": "Vedeš ty ({score})."},
    "leader_shared_you": {"en": "You share the lead with {names} ({score}).",
                          "cs": "O vedení se dělíš s [ins: {names}] ({score})."},
    "place": {"en": "You are {place} with {score}; {leader} [n: leads|lead] with {best}.",
              "cs": "Jsi na [nth: {place}] místě ({score}); [n: vede|vedou|vedou] {leader} ({best})."},
    "place_next": {"en": "[n: Next is|Next are] {names} with {score}.",
                   "cs": "Za tebou [n: je|jsou|jsou] {names} ({score})."},
    "paused": {"en": "The game is paused: nobody moves and no deadline runs until the "
                     "organizer resumes it.",
               "cs": "Hra je pozastavená: nikdo netáhne a žádný termín neběží, dokud ji "
                     "organizátor neobnoví."},
    # a holiday pause, which ends by itself (review rev56: "until the organizer resumes it"
    # was said of a game paused "do neděle")
    "paused_until": {"en": "The game is paused until {until}: nobody moves and no deadline "
                           "runs until then; then it goes on by itself.",
                     "cs": "Hra je pozastavená do {until}: do té doby nikdo netáhne a žádný "
                           "termín neběží, pak se sama rozběhne."},
    # said only to a player whom the resumption is mailed to (not after MAIL TURNS / OFF)
    "paused_mail": {"en": "You will get a mail then.", "cs": "Pak ti přijde e-mail."},
    "not_on_turn": {"en": "{name} is not to move now.", "cs": "{name} teď na tahu není."},
    "over": {"en": "The game is over; how it ended is below.",
             "cs": "Hra už skončila; jak dopadla, je níže."},
    # a score a game writes as a bare number is points
    "points": {"en": "{score} [n: point|points]", "cs": "{score} [n: bod|body|bodů]"},
    "unknown": {"en": "I can't answer that; the state of the game is below, and HELP sends "
                      "how the game is played.",
                "cs": "Na tohle ti odpovědět neumím; stav hry je níže a NÁPOVĚDA ti pošle, "
                      "jak se hra hraje."},
    "unknown_rest": {"en": "The rest of what you ask I can't answer; HELP sends how the game "
                           "is played.",
                     "cs": "Na zbytek tvých otázek ti odpovědět neumím; NÁPOVĚDA ti pošle, "
                           "jak se hra hraje."},
    "device": {"en": "Yes: the game is played by mail, so any mail app will do, on a phone "
                     "too; the game's page works on a phone as well.",
               "cs": "Ano: hraje se e-mailem, takže stačí odpovídat z pošty v mobilu; stránka "
                     "hry se v mobilu otevře taky."},
    "hidden": {"en": "That is hidden: nobody knows it until it comes up in the game, and we "
                     "don't tell it either.",
               "cs": "To je skryté: nikdo to neví, dokud to ve hře nepřijde na řadu, a ani my "
                     "to neprozradíme."},
    "advice": {"en": "That is your call; we don't give advice. What you can do is in the menu "
                     "below.",
               "cs": "To je na tobě, radit ti nebudeme. Co můžeš udělat, je v nabídce níže."},
    # what to do now ("Co mám teď dělat?"): the reader's turn and how to play it, or nothing yet
    "todo_you": {"en": "It is your turn: pick one of the menu's options (the number alone will "
                       "do) or write your move in your own words.",
                 "cs": "Jsi na tahu: vyber jednu z možností v nabídce (stačí odpovědět jejím "
                       "číslem), nebo napiš svůj tah vlastními slovy."},
    "todo_none": {"en": "Nothing for now.", "cs": "Teď nemusíš dělat nic."},
    "news": {"en": "Since your last move: {events}", "cs": "Od tvého posledního tahu: {events}"},
    "news_earlier": {"en": "… ({n} earlier [n: one|ones] on your game page); {events}",
                     "cs": "… ({n} [n: dřívější|dřívější|dřívějších] najdeš na stránce hry); "
                           "{events}"},
    "bot_for_you": {"en": "What the bot did for you since your own last move: {events}",
                    "cs": "Co za tebe robot udělal od tvého posledního vlastního tahu: {events}"},
    "no_news": {"en": "Since your last move nothing else has happened in the game.",
                "cs": "Od tvého posledního tahu se ve hře nic dalšího nestalo."},
})


def answers(asked: Sequence[Any], record: GameRecord, seat: Seat, rules_game: Any, state: Any,
            lang: str, zone: str | None, news: Sequence[str] = (),
            for_you: Sequence[str] = ()) -> list[str]:
    """The sentences that answer `asked` (mailroom.state_questions.Asked) for `seat`'s holder
    (`news`: what happened since their last move, in their words; `for_you`: what a bot did
    for them meanwhile), each said once, in the order asked; one plain "I can't answer that"
    for those nobody here can answer, or for the rest beside what was answered."""
    view = rules_game.view(state, seat.player) if state is not None else None
    render = games.of(rules_game.id)
    said: list[str] = []
    unknown = False
    for question in asked:
        if question.topic == "happened" and for_you and _ROBOT.search(question.text) \
                and _FOR_ME.search(question.text):
            # "Co mi mezitím robot nakoupil?": every decision the bot took for the reader
            # while they were away, not the newest lines of the whole table (issue 42)
            told = "; ".join(line.rstrip(" .") for line in for_you) + "."
            said += [WORDS.say(lang, "bot_for_you", events=told), _awaited(record, seat, lang)]
            continue
        lines = _plain(question.topic, lang, _of_whom(question, record, news),
                       _awaited(record, seat, lang)) \
            or _answer(question, record, seat, render, view, lang, zone, rules_game, state)
        unknown = unknown or lines is None
        said += [line for line in lines or () if line not in said]
    if unknown:  # never silence: a part nobody here can answer is said so
        said.append(WORDS.say(lang, "unknown_rest" if said else "unknown"))
    return said


def told(said: str, lang: str) -> str | None:
    """What an answer tells, for its mail's subject ("Máš 30 000 $", "Na tahu je teď Tom
    Hanks"): its first clause when short, "" when it says it can't answer; None when long."""
    if said.startswith(WORDS.say(lang, "unknown").split(";")[0]):
        return ""
    # the one splitter that knows a date's dots ("Ota má čas do 9. 12. …" was cut at "9")
    clause = next(iter(sentences(said)), "")
    return clause if 0 < len(clause) <= SUBJECT_CHARS else None


NEWS_SAID = 5  # the newest lines of what happened an answer tells; the mail's list has more


def _of_whom(question: Any, record: GameRecord, news: Sequence[str]) -> Sequence[str]:
    """Of what happened, the lines of the player a question asks about ("Koupil Tom něco?"),
    or of the bots ("Did the robot buy anything?"); all of it where it names none of them, or
    where they did nothing."""
    if question.about:
        names = next((s.shown_names for s in record.seats if question.about in s.shown_names),
                     (question.about,))
    elif _ROBOT.search(question.text):
        names = tuple(name for s in record.seats if s.bot for name in s.shown_names)
    else:
        return news
    theirs = [line for line in news if any(name in line for name in names)]
    return theirs or news


_ROBOT = re.compile(rf"\b{BOT}\b")  # over the folded question
# the reader asked for ("mi", "za mě", "for me", "my"): what the bot did for them
_FOR_ME = re.compile(r"\b(?:mi|me|mne|mnou|for me|my|me)\b")


def _plain(topic: str | None, lang: str, news: Sequence[str], turn: str) -> list[str] | None:
    """The answer to a question every game answers alike: a hidden thing, advice, what
    happened (from `news`, and whose `turn` it is now: whether another has moved yet); None:
    not one of those."""
    if topic in ("hidden", "advice", "device"):
        return [WORDS.say(lang, topic)]
    if topic == "happened":
        earlier = len(news) - NEWS_SAID
        told = "; ".join(line.rstrip(" .") for line in news[-NEWS_SAID:])
        if earlier > 0:
            told = WORDS.say(lang, "news_earlier", n=earlier, events=told)
        return [WORDS.say(lang, "news", events=told + ".") if news
                else WORDS.say(lang, "no_news"), turn]
    return None


def _answer(question: Any, record: GameRecord, seat: Seat, render: Any, view: Any, lang: str,
            zone: str | None, rules_game: Any, state: Any) -> list[str] | None:
    """One question answered (None: nobody here can); the game's own answer first."""
    topic = question.topic
    if topic is None or view is None:
        return None
    if topic == "rules":  # the game's own answer, from its rules (mailroom.state_questions)
        return rules_game.answer_rules(state, seat.player, question.text, lang)
    if record.status != RUNNING and topic in ("start", "turn", "next_turn", "deadline", "left",
                                              "paused", "todo"):
        if record.status != PAUSED:
            return [WORDS.say(lang, "over")]
        if topic != "left":  # how many rounds are left is no matter of the clock: below
            told = outbox.takes(seat, Kind.GAME_RESUMED)
            until = shown(record.resume_at, zone, lang) if record.resume_at else None
            return [(WORDS.say(lang, "paused_until", until=until) if until
                     else WORDS.say(lang, "paused"))
                    + (" " + WORDS.say(lang, "paused_mail") if told else "")]
    if topic == "paused":  # asked of a running game ("proč je to pozastavené?")
        return [WORDS.say(lang, "started", n=render.turn(view)[1]), _turn(record, seat, lang)]
    # the player asked about, as the rules know them (a name of the table's, in any case)
    about = next((s.player for s in record.seats if question.about in s.shown_names), None)
    if topic in render.STATE_TOPICS:
        own = render.state_lines(topic, view, seat.player, about, question.text, lang)
        if own is not None:
            return own
    if topic == "start":  # a game that is asked of is under way (a waiting one is asked
        # in the invitation's words, answered there)
        return [WORDS.say(lang, "started", n=render.turn(view)[1]), _turn(record, seat, lang)]
    if topic == "turn":
        return [_turn(record, seat, lang)]
    if topic == "players":  # who plays the game (their turn is "turn"'s)
        others = [s.shown(lang) for s in record.seats if s.seat != seat.seat]
        return [WORDS.say(lang, "players", names=others)]  # each name declined
    if topic == "todo":  # what to do now: play the turn, or wait for its mail
        return [WORDS.say(lang, "todo_you"), _deadline(record, seat, lang, zone)] \
            if record.waits_for(seat.seat) \
            else [WORDS.say(lang, "todo_none"), _deadline(record, seat, lang, zone)]
    if topic == "next_turn":  # the reader's own turn: now, else who has until when before
        return [_turn(record, seat, lang), _deadline(record, seat, lang, zone)] \
            if record.waits_for(seat.seat) else [_deadline(record, seat, lang, zone)]
    if topic == "deadline":
        asked_of = next((s for s in record.seats if question.about
                         and question.about in s.shown_names), None)
        if asked_of is not None and asked_of.seat != seat.seat \
                and not record.waits_for(asked_of.seat):
            # "Jak dlouho má Cyril na tah?" while another plays: Cyril's clock is not running
            return [WORDS.say(lang, "not_on_turn", name=asked_of.shown(lang)),
                    _deadline(record, seat, lang, zone)]
        return [_deadline(record, seat, lang, zone)]
    if topic == "left":
        return _left(render.progress(view), lang)
    if topic in ("leader", "standing"):
        return _standing(topic, record, seat, render, view, lang)
    return None


def _names(record: GameRecord, seats: Sequence[str], lang: str) -> str:
    return listing(lang, [record.seat(s).shown(lang) for s in seats])


def _turn(record: GameRecord, seat: Seat, lang: str) -> str:
    """Whose turn it is now: the reader's, or whose."""
    if record.waits_for(seat.seat):
        return WORDS.say(lang, "turn_you")
    others = [s for s in record.waited if s != seat.seat]
    if not others:
        return WORDS.say(lang, "turn_none")
    return WORDS.say(lang, "turn_others", n=len(others), names=_names(record, others, lang))


def _awaited(record: GameRecord, seat: Seat, lang: str) -> str:
    """Who else has yet to move (whether another has played yet), else whose turn it is."""
    others = [s for s in record.waited if s != seat.seat]
    return WORDS.say(lang, "turn_others", n=len(others), names=_names(record, others, lang)) \
        if others else _turn(record, seat, lang)


def _deadline(record: GameRecord, seat: Seat, lang: str, zone: str | None) -> str:
    """Until when the reader (else whom the game waits for) has for the move."""
    own = record.clock(seat.seat)
    if own is not None:
        deadline = shown(own.deadline, zone, lang)
        return WORDS.say(lang, "deadline_you", deadline=deadline) if deadline \
            else WORDS.say(lang, "deadline_none")
    clocks = [c for c in record.clocks() if c.deadline]
    if not clocks:
        return WORDS.say(lang, "deadline_none") if record.waited else WORDS.say(lang, "turn_none")
    soonest = min(clocks, key=lambda c: c.deadline or "")
    waited = [c.seat for c in clocks if c.deadline == soonest.deadline]
    key = "deadline_others" if outbox.takes(seat, Kind.YOUR_TURN) else "deadline_others_page"
    return WORDS.say(lang, key, n=len(waited), names=_names(record, waited, lang),
                     deadline=shown(soonest.deadline, zone, lang))


def _left(where: tuple[int, int | None] | None, lang: str) -> list[str] | None:
    """The round being played and how many follow (None: the game counts no rounds)."""
    if where is None:
        return None
    current, limit = where
    if limit is None:
        return [WORDS.say(lang, "left_open", n=current)]
    if current >= limit:
        return [WORDS.say(lang, "left_last", n=current, limit=limit)]
    return [WORDS.say(lang, "left_of", n=current, limit=limit, left=limit - current)]


def _standing(topic: str, record: GameRecord, seat: Seat, render: Any, view: Any,
              lang: str) -> list[str] | None:
    """Who leads, with their score (the reader told in the second person); to "where do I
    stand" the reader's place too, and who follows a reader who leads."""
    scores = render.leading(view)
    if not scores:
        return None
    name_of = {s.player: s.seat for s in record.seats}
    best = max(scores.values())
    leaders = [p for p, s in scores.items() if s == best]
    others = [p for p in leaders if p != seat.player]
    def words(score: float, lang: str) -> str:
        said = render.score_words(score, lang)
        return WORDS.say(lang, "points", score=said, n=said) \
            if said.replace("\u00a0", "").replace(",", "").isdigit() else said

    def named(players: Sequence[str]) -> str:
        return _names(record, [name_of[p] for p in players if p in name_of], lang)

    if len(leaders) == len(scores) > 1:
        return [WORDS.say(lang, "nobody_leads", score=words(best, lang))]
    if seat.player in leaders:
        said = [WORDS.say(lang, "leader_shared_you", score=words(best, lang),
                          names=[record.seat(name_of[p]).shown(lang) for p in others])
                if others else WORDS.say(lang, "leader_you", score=words(best, lang))]
        below = [s for p, s in scores.items() if s < best]
        if topic == "standing" and below:
            second = max(below)
            said.append(WORDS.say(lang, "place_next", n=sum(s == second for s in below),
                                  names=named([p for p, s in scores.items() if s == second]),
                                  score=words(second, lang)))
        return said
    if topic == "standing" and seat.player in scores:
        mine = scores[seat.player]
        return [WORDS.say(lang, "place", place=1 + sum(s > mine for s in scores.values()),
                          score=words(mine, lang), n=len(leaders), leader=named(leaders),
                          best=words(best, lang))]
    return [WORDS.say(lang, "leader", n=len(leaders), names=named(leaders),
                      score=words(best, lang))]
