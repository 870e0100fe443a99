"""The class of issue 42's wording defects: a text that puts a variable (a name, a number, a
list) into a sentence without agreeing with it. Every event of WesternPoly is told with names
of every shape; every catalogue text with a number in it is said for 1, 2 and 5; whole games
of each game are played by mail with such names and every mail is read for the members of the
class ("platí hráči Petr Dvořák", "1 dřívějších událostí", "Na tahu je A, B", "Ahoj Lucie
Malá,", "misses 1 turn(s)", "Kolo 31")."""

from __future__ import annotations

import re
import string

import pytest

from bench.mail_games import play
from functions.i18n import CATALOGUES, agree
from functions.render import games
from functions.render.views import menu_json
from functions.service import PlayerSpec
from rules.czech_names import DATIVE, GENITIVE, decline
from rules.westernpoly.words import TEMPLATES, event_text

# Names of every shape: declined (a man's, a woman's -á, an English man's), and unknown.
NAMES = ["Petr Dvořák", "Lucie Malá", "Tom Hall", "Kim Lee"]
KNOWN = [n for n in NAMES if decline(n, DATIVE)]
ROLES = {"owner": DATIVE, "to": DATIVE, "proposer": GENITIVE}  # the names a sentence declines


def _sample(kind: str, name: str) -> dict:
    values = {"player": "Jana", "field": 26, "amount": 500, "dice": [6, 3], "count": 2,
              "card": "prachy-01", "offer": 1, "reason": "expired", "holder": name,
              "give": {"fields": [26], "card": False, "money": 500},
              "get": {"fields": [12], "card": False, "money": 0}, "winners": [name, "Jana"],
              **dict.fromkeys(ROLES, name)}
    blanks = {b for template in TEMPLATES[kind]
              for _, b, _, _ in string.Formatter().parse(template) if b}
    return {k: v for k, v in values.items() if k in blanks or k == "player"
            or k == "card" and kind == "card"}  # the card's deck and what it did


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("kind", sorted(TEMPLATES))
def test_every_westernpoly_event_puts_a_name_in_its_case(kind, name):
    data = _sample(kind, name)
    text = event_text(kind, data, "cs")
    roles = [r for r in ROLES if r in data]
    for role in roles:
        if name in KNOWN:
            assert decline(name, ROLES[role]) in text, text
            assert name not in text.replace(decline(name, ROLES[role]), ""), text
        else:  # the noun takes the case, the name follows as written, with no colon
            assert re.search(rf"hráč(i|e) {name}(;|\.|$| \(|,)", text), text
            assert ": hráč" not in text and f"hráči: {name}" not in text, text
    # a name the rules can decline is never left in the nominative after the noun
    assert not re.search(rf"hráč(i|e|em) ({'|'.join(map(re.escape, KNOWN))})", text), text
    if "winners" in data:
        assert f"{name} a Jana" in text
    if kind in ("rent", "payment", "debt", "debt_paid") and name in KNOWN:
        assert text.endswith(decline(name, DATIVE)), text  # "… 500 $ Petru Dvořákovi"


# A number's blank followed by a word: the word is a unit that never changes ("h", "$") or a
# preposition, or the text gives the noun's forms in a [n: …] marker.
NUMBERS = {"n", "count", "hours", "days", "left", "limit", "invitation_limit", "size",
           "electors", "rounds", "points", "used", "cap", "rest", "missed", "total", "round",
           "majority", "step", "number"}
INVARIANT = {"h", "z", "of", "in", "v", "to", "win", "není", "more", "ne", "tvých", "do",
             "until"}
_BLANK_WORD = re.compile(r"\{(\w+)\} (\w+)")


def _every_catalogue_text():
    for rules_id in ("westernpoly", "1926", "goofspiel"):
        games.of(rules_id)  # their render modules register their own texts
    import functions.service.ledger.press  # noqa: F401 - each registers its catalogue
    import functions.service.play.explain  # noqa: F401
    import functions.web.mailing  # noqa: F401
    import functions.web.talk  # noqa: F401
    import functions.web.texts  # noqa: F401

    for name, catalogue in CATALOGUES.items():
        for key, forms in catalogue.texts.items():
            for lang, text in forms.items():
                yield f"{name}.{key}.{lang}", lang, text


def test_a_number_in_a_catalogue_text_agrees_with_its_noun():
    unmarked = []
    for where, _lang, text in _every_catalogue_text():
        for blank, word in _BLANK_WORD.findall(text):
            if blank in NUMBERS and word not in INVARIANT and f"[{blank}:" not in text:
                unmarked.append((where, f"{{{blank}}} {word}"))
    assert not unmarked


@pytest.mark.parametrize("n", [1, 2, 5])
def test_every_plural_marker_says_a_form_for_1_2_and_5(n):
    for where, lang, text in _every_catalogue_text():
        if not re.search(r"\[\w+: ", text):
            continue
        values = dict.fromkeys(re.findall(r"\{(\w+)\}", text) + re.findall(r"\[(\w+): ", text), n)
        said = agree(text, values, lang).format(**values)
        assert "[" not in said and "|" not in said, where
    assert agree("{n} [n: event|events]", {"n": n}, "en") == (
        "{n} event" if n == 1 else "{n} events")
    assert agree("[n: událost|události|událostí]", {"n": n}, "cs") == {
        1: "událost", 2: "události", 5: "událostí"}[n]


PLAYERS = [PlayerSpec("Tom Hall", "tom@example.org"), PlayerSpec("Lucie Malá", "lucie@example.org"),
           PlayerSpec("Petr Dvořák", "petr@example.org"), PlayerSpec("Kim Lee", "kim@example.org")]
GAMES = {"westernpoly": {"lang": "cs", "max_rounds": 30}, "1926": {"lang": "cs"},
         "goofspiel": {}}  # Goofspiel speaks each seat's language: the players' are Czech


def _one(view, seat):
    menu = menu_json(view)
    if menu:
        return str(menu[0]["number"])
    return next(m.text for m in view.rules.legal_moves(view.state, seat.player)
                if m.text != "resign")


@pytest.fixture(scope="module", params=sorted(GAMES))
def mails(request):
    played = play(request.param, PLAYERS, GAMES[request.param], answer=_one)
    return request.param, [
        (str(m["Subject"]), m.get_body(preferencelist=("plain",)).get_content())
        for m in played.mails]


_DISAGREEING = {
    "a declinable name left in the nominative after 'hráči'": re.compile(
        r"hráč(i|e|em|ům) (Petr Dvořák|Lucie Malá|Tom Hall)\b"),
    "a number and a noun that disagree": re.compile(
        r"\b1 (dřívějších|událostí|tahů|kol\b)|\b[2-4] (dřívějších|událostí|tahů)|"
        r"\b1 (turns|events|hours|days|rounds)\b|\([sS]\)"),
    "a greeting with the whole name": re.compile(r"^Ahoj (Lucie Malá|Petr Dvořák|Tom Hall|Kim Lee),",
                                                 re.M),
    # (a comma before the deadline is none: "Na tahu je Tom Hall, termín: …", "…, čas má do")
    "a list without „a“": re.compile(r"Na tahu je [^.\n]*, (?!čas má do|termín)"),
    "an English word in Czech text": re.compile(r"\b(misses|nobody|owes|turn\(s\))\b"),
    "a Czech form that stumbles": re.compile(
        r"se netáhlo|je založená|\b(dává|dáváš|dávám|chce|chceš|chci) nic\b"),
}


def test_every_mail_of_a_whole_game_agrees_with_its_names_and_numbers(mails):
    rules_id, letters = mails
    found = []
    for subject, body in letters:
        for what, pattern in _DISAGREEING.items():
            match = pattern.search(f"{subject}\n{body}")
            if match:
                found.append((what, match.group(0), subject))
    assert not found
    # a finished game says how it ended, never "yet" (1926's last board: "Zatím bez pyramidek")
    last = "\n".join(letters[-1])
    assert not re.search(r"\b(zatím|yet)\b", last, re.I), last
    if rules_id == "westernpoly":
        rounds = [int(n) for _, body in letters for n in re.findall(r"Kolo (\d+)", body)]
        assert rounds and max(rounds) <= GAMES["westernpoly"]["max_rounds"]


def test_no_catalogue_text_leaves_a_name_in_the_nominative_after_hrac():
    """"hráči {name}" puts a nominative name where Czech needs the dative: the text says
    `[dat: {name}]` instead (declined, or "hráči Kim Lee" when unsure)."""
    left = [(where, m.group(0)) for where, lang, text in _every_catalogue_text() if lang == "cs"
            for m in re.finditer(r"hráč(i|e|em|ům) \{\w+\}", text)]
    assert not left


def test_a_list_of_games_agrees_with_its_count_and_a_verb_is_not_reflexive_for_nothing():
    """"ve hrách: Dlouhá nepřítomnost" said of one game; "připomeneme se 12 h před termínem"
    (we remind, not "we remind ourselves")."""
    wrong = [(where, text) for where, lang, text in _every_catalogue_text()
             if re.search(r"\b(ve hrách|in the games|in): \{", text)
             or re.search(r"\w(eme|íme|áme) se \{", text)]
    assert not wrong
    from functions.service.play.explain import phrase

    one = phrase("cs", "back_set", games="„Dlouhá nepřítomnost“", n=1)
    assert one == "Vítej zpátky! Ve hře „Dlouhá nepřítomnost“ zase hraješ."
    assert "Ve hrách „A“ a „B“" in phrase("cs", "back_set", games="„A“ a „B“", n=2)
    assert phrase("cs", "reminders_set", hours="12") == \
        "Hotovo: 12 h před termínem tahu ti pošleme připomínku."


@pytest.mark.parametrize(("players", "cs"), [
    (["Bob"], "Ze sčítání vypadl Bob."), (["Bob", "Cyril"], "Ze sčítání vypadli Bob a Cyril."),
    (["Bob", "Cyril", "Dana"], "Ze sčítání vypadli Bob, Cyril a Dana."),
])
def test_1926_eliminations_agree_with_how_many_are_out(players, cs):
    from rules.game1926.retell import sentence

    assert sentence("eliminated", {"players": players}, "cs") == cs
    assert sentence("eliminated", {"players": players}, "en").startswith("Eliminated: Bob")


# the readers of the whole games by their greeting, and the gender their name shows (None:
# it does not say, so no past of the reader's in either gender)
_GREETED = {"Lucie": "f", "Petře": "m", "Tome": "m", "Kim": None}


def test_every_mail_of_a_whole_game_speaks_to_its_reader_in_their_gender(mails):
    """A card or a line told to its reader agrees with them (words49: "Prodal jsi stádo" to
    Lucie); the checks are the gendered forms of the second person, not a list of texts."""
    from words49_kit import wrong_gender

    _rules_id, letters = mails
    wrong = []
    for subject, body in letters:
        greeted = re.match(r"Ahoj (\w+),", body)
        if greeted and greeted[1] in _GREETED:
            wrong += [(greeted[1], form, subject)
                      for form in wrong_gender(body, _GREETED[greeted[1]])]
    assert not wrong
