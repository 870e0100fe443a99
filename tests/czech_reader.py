"""A Czech reader's checks of the game texts, for tests/test_czech_reader_classes.py and its
held-out names (issue 42, the newcomer's re-check). Three classes, each checked on every event
kind of WesternPoly, 1926 and Goofspiel and on the mails' subjects:

1. every name in a sentence is in the case and gender the sentence needs, or in a case-free
   form ("Nikole Malé" or "hráčce Nikola Malá", never "Nikolovi Malovi");
2. what someone else did is told in the 3rd person past, in the gender the name shows, or,
   when it does not say, in a form that needs no gender: the present ("Kim Lee kupuje …",
   cz47: WesternPoly's telegram of nouns, "Kim Lee: koupě pole …", read badly) or a noun
   phrase where the texts keep one ("Kim Lee: hra vzdána"); never "vzdáno", "Jana kupuje",
   nor a card's "Jdi do VĚZENÍ" quoted of someone else;
3. a thing the reader must choose is named uniquely (the four "Kurz střelby"), and a field
   name that is a phrase after a noun phrase is set apart ("Alkohol & Tabák „Kaktusová
   pálenka“", review 16: every property, "chce Bar „Rezavá ostruha“");
4. (review 16) the reader's own win is told done in their gender ("Vyhrál jsi!", "Vyhrála
   jsi!", "Vítězství je tvoje!" when the name does not say), never "Vyhráváš"; a count agrees
   with its noun ("1 velká", "0 velkých").

A member is one (check, name) pair; `failures` returns what a reader would stumble on."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from functions.mailroom.game_state import WORDS as STATE_WORDS
from functions.render import games
from functions.render.catalogue import MAIL
from functions.render.games.game1926 import result_rows, standings
from functions.service.play.explain import PHRASES
from functions.web.texts import WEB
from rules.czech_names import DATIVE, decline
from rules.game1926.retell import sentence
from rules.goofspiel.texts import round_line
from rules.westernpoly.board import BUYABLE, FIELDS, PROPERTY
from rules.westernpoly.cards import CARDS
from rules.westernpoly.words import TEMPLATES, event_text, field_name, field_object

for _game in ("westernpoly", "1926"):
    games.of(_game)  # each game's render module registers its own texts


@dataclass(frozen=True)
class Person:
    """A player's name, the gender a Czech reader takes from it (None: it does not say), and
    the datives a Czech writer would use (empty: only a case-free form is right)."""

    name: str
    sex: str | None
    datives: tuple[str, ...] = ()


BYSTANDER = "Pavel Novák"  # reads of what others did
OTHER = "Eva Malá"  # the other side of an event

# Czech 3rd-person present forms that tell what another did as if it were happening now
PRESENT = frozenset("""
    hází dojíždí kupuje nekupuje dostává bere vychází jde zůstává čeká používá vynechává splácí
    prodává nabízí přijímá odmítá stahuje vsází vyhrává prohrává vítězí vzdává vypadává
    vypadávají propadají nemůže nevstupuje
""".split())
_GENDERED_PAST = {
    "m": re.compile(r"\b(?:hodil|dojel|koupil|zaplatil|táhl|vzdal|vypadl|zvítězil|vyhrál|"
                    r"nabídl|přijal|odmítl|stáhl|přišel|neměl|získal)\b"),
    "f": re.compile(r"\b(?:hodila|dojela|koupila|zaplatila|táhla|vzdala|vypadla|zvítězila|"
                    r"vyhrála|nabídla|přijala|odmítla|stáhla|přišla|neměla|získala)\b"),
}
_IMPERSONAL = re.compile(r"\bvzdáno\b|\(a\)|\[")


def _tense_and_gender(text: str, who: Person) -> str | None:
    """Why `text`, told of `who`'s act to someone else, would trip a Czech reader, or None."""
    words = set(re.findall(r"\w+", text.replace("tah skončil", "")))
    if words & PRESENT and who.sex is not None:  # the present: only where no gender is known
        return f"present tense: {sorted(words & PRESENT)}"
    if _IMPERSONAL.search(text):
        return "impersonal or unchosen form"
    for sex, past in _GENDERED_PAST.items():
        if past.search(text) and who.sex != sex:
            return f"{sex} past for {who.sex}"
    return None


_OWN_WIN = {"m": "Vyhrál jsi!", "f": "Vyhrála jsi!", None: "Vítězství je tvoje!"}


def _own_win(text: str, who: Person) -> str | None:
    """Why `text`, telling `who` of their own win, would trip them, or None."""
    return None if text == _OWN_WIN[who.sex] else f"not {_OWN_WIN[who.sex]!r}"


def _case(text: str, who: Person) -> str | None:
    """Why `text`, naming `who` where Czech needs the dative, would trip a reader, or None."""
    free = re.search(rf"(hráči|hráčce|hráčům|hráčkám) [^.;]*{re.escape(who.name)}", text)
    if free or any(d in text for d in who.datives):
        return None
    return "not in the dative nor case-free"


def _members(who: Person) -> Iterable[tuple[str, str, str | None]]:
    """(check, text, why it trips a reader or None) for one name."""
    # WesternPoly: every act of `who` told to a bystander and to the other side it names
    for kind, (_en, cs) in TEMPLATES.items():
        if "{player}" not in cs or kind in ("turn", "game_over", "trade_lapsed", "suspicion",
                                            "debt"):
            continue
        data = {"player": who.name, "owner": OTHER, "to": OTHER, "holder": OTHER,
                "proposer": OTHER, "offer": 3, "field": 26, "amount": 320, "count": 2,
                "dice": [4, 2], "card": "stestena-05", "give": {"money": 100},
                "get": {"fields": [1]}}
        for reader in (BYSTANDER, OTHER):
            told = event_text(kind, data, "cs", reader=reader)
            yield f"westernpoly {kind}/{reader}", told, _tense_and_gender(told, who)
    # ... and `who` as the one paid: the dative
    for kind in ("rent", "payment", "debt_paid"):
        told = event_text(kind, {"player": OTHER, "owner": who.name, "amount": 320}, "cs",
                          reader=BYSTANDER)
        yield f"westernpoly {kind} to", told, _case(told, who)
    # a card another drew is never quoted in the drawer's second person
    for card in CARDS.values():
        told = event_text("card", {"player": who.name, "card": card.id}, "cs",
                          reader=BYSTANDER)
        why = "the card's 2nd person quoted" if card.cs in told else None
        yield f"westernpoly card {card.id}", told, why or _tense_and_gender(told, who)
    # 1926: what another did, and the standings
    for kind, data in (("forfeit", {"player": who.name,
                                    "pyramids": {"large": 1, "medium": 0, "small": 1}}),
                       ("resigned", {"player": who.name}),
                       ("eliminated", {"players": [who.name]}),
                       ("eliminated", {"players": [who.name, OTHER]}),
                       ("game_over", {"winners": [who.name], "draw": False, "electors": 40,
                                      "decided_by": "majority"}),
                       ("game_over", {"winners": [who.name], "draw": False, "electors": 40,
                                      "decided_by": "last"})):
        told = sentence(kind, data, "cs")
        yield f"1926 {kind}", told, _tense_and_gender(told, who)
    told = event_text("game_over", {"winners": [who.name]}, "cs", reader=BYSTANDER)
    yield "westernpoly game_over", told, _tense_and_gender(told, who)
    rounds = [{"round": 1, "electors": {OTHER: 30, BYSTANDER: 20, who.name: 0},
               "eliminated": [who.name], "regions": {}},
              {"round": 2, "electors": {OTHER: 30, BYSTANDER: 20}, "eliminated": [],
               "regions": {}}]
    for out in (True, False):  # out in a count, or resigned before any
        rs = rounds if out else [{**r, "electors": {k: v for k, v in r["electors"].items()
                                                    if k != who.name}, "eliminated": []}
                                 for r in rounds]
        result = {"winners": [OTHER], "draw": False,
                  "scores": {OTHER: 30, BYSTANDER: 20, who.name: 0},
                  "details": {"rounds": rs, "electors": rs[-1]["electors"]}}
        _, rows = result_rows(result, None, "cs")
        row = next(r["score"] for r in rows if r["player"].endswith(who.name))
        yield f"1926 standings {'out' if out else 'resigned'}", row, \
            _tense_and_gender(row, who)
    # Goofspiel: a round another won
    told = round_line(3, 7, {who.name: 7, BYSTANDER: 5}, who.name, BYSTANDER, "cs")
    yield "goofspiel round", told, _tense_and_gender(told.split("–")[-1], who)
    # the subjects of the mails that tell another's act
    westernpoly = games.of("westernpoly").WORDS
    for catalogue, key in ((westernpoly, "subject_bankrupt"),
                           (westernpoly, "subject_trade_offer"),
                           (westernpoly, "subject_trade_accepted"),
                           (westernpoly, "subject_trade_declined"),
                           (westernpoly, "subject_trade_withdrawn"),
                           (MAIL, "subject_player_resigned"),
                           (MAIL, "subject_seat_declined"),
                           (MAIL, "subject_game_over"),
                           (MAIL, "winner"),
                           (PHRASES, "over_result"),
                           (WEB, "winner"),
                           (MAIL, "player_resigned_intro"),
                           (STATE_WORDS, "won")):
        told = catalogue.say("cs", key, name=who.name, players=who.name,
                             names=who.name, title="Jaro", n=1, winners=who.name)
        # the person's clause (what follows a semicolon tells of the game's record); a
        # headline reads one colon, never "Konec hry: vítězství: Kim Lee"
        clause = told.split("; ")[0]
        why = "two colons" if clause.split(" — ")[0].count(": ") > 1 else None
        yield f"subject {key}", told, why or _tense_and_gender(clause, who)
    # the reader's own win, in the mail and on the page
    for catalogue in (MAIL, WEB):
        told = catalogue.say("cs", "winner_you", me=who.name, players="", names="")
        yield "own win", told, _own_win(told, who)
    told = event_text("game_over", {"winners": [who.name]}, "cs", reader=who.name)
    want = f"Konec hry, {_OWN_WIN[who.sex][:1].lower()}{_OWN_WIN[who.sex][1:-1]}"
    yield "westernpoly own win", told, None if told == want else f"not {want!r}"
    # 1926: the reader's own win, by a majority or as the last one left
    for decided in ("majority", "last"):
        told = sentence("game_over", {"winners": [who.name], "draw": False, "electors": 40,
                                      "decided_by": decided}, "cs", reader=who.name)
        own = {"m": "Vyhrál jsi ", "f": "Vyhrála jsi ", None: "Vítězství "}[who.sex]
        yield f"1926 own win {decided}", told, None if told.startswith(own) else f"not {own!r}"
    # the subject of the reader's own win
    told = MAIL.say("cs", "subject_game_over_you", name=who.name, title="Jaro")
    want = f"Konec hry{': ' if who.sex else ', '}{_OWN_WIN[who.sex][:1].lower()}" \
        f"{_OWN_WIN[who.sex][1:-1]} — Jaro"
    yield "subject own win", told, None if told == want else f"not {want!r}"
    # the name declined on its own (the service's one rule for every case)
    dative = decline(who.name, DATIVE)
    yield "decline", str(dative), None if dative is None and not who.datives or \
        dative in who.datives else f"dative {dative!r}, not {who.datives}"


def failures(people: Iterable[Person]) -> tuple[int, list[str]]:
    """How many members the names make, and those that trip a Czech reader."""
    checked, failed = 0, []
    for who in people:
        for check, text, why in _members(who):
            checked += 1
            if why is not None:
                failed.append(f"{who.name} · {check}: {why}: {text}")
    return checked, failed


def field_failures() -> tuple[int, list[str]]:
    """Class 3 on the board: each field one can own has a name of its own in every form a
    reader meets it (events, menus, trades), and a shop's own name is set apart."""
    checked, failed = 0, []
    buyable = [f.index for f in FIELDS if f.kind in BUYABLE]
    for form in (field_name, field_object):
        names = [form(i, "cs") for i in buyable]
        for index, name in zip(buyable, names, strict=True):
            checked += 1
            if names.count(name) > 1:
                failed.append(f"{form.__name__} {index}: {name} names {names.count(name)}")
    for index in buyable:
        if FIELDS[index].kind == PROPERTY:
            told = event_text("bought", {"player": "Jana Nováková", "field": index,
                                         "amount": 100}, "cs", reader=BYSTANDER)
            checked += 1
            if f" {FIELDS[index].cs} " in told:
                failed.append(f"property {index} glued: {told}")
    return checked, failed


_PYRAMID_FORMS = {"large": ("velká", "velké", "velkých"), "medium": ("střední", "střední", "středních"),
                  "small": ("malá", "malé", "malých")}


def count_failures(counts: Iterable[int]) -> tuple[int, list[str]]:
    """Class 4 on 1926's standings: each count of pyramids left agrees with its noun."""
    checked, failed = 0, []
    for n in counts:
        view = {"players": ["Ann"], "electors": {"Ann": 0},
                "pyramids_left": {"Ann": {"large": n, "medium": n, "small": n}}}
        told = standings(view, "cs")[1]["Ann"][1]  # type: ignore[arg-type]
        for size, forms in _PYRAMID_FORMS.items():
            checked += 1
            want = f"{n} {forms[0 if n == 1 else 1 if 2 <= n <= 4 else 2]}"
            if want not in told.split(" · "):
                failed.append(f"{size} {n}: {told}")
    return checked, failed
