"""An English reader of WesternPoly reads the board's English names (Jail, Fortune, Money,
Wasteland, ...) in every text, mail and page; a Czech reader keeps the printed Czech ones."""

from __future__ import annotations

import re
import string
from html import unescape

from test_render_letters import NAMES, _letter, _record
from test_web_history import PLAYERS, play
from web_events import SECRET, get

import rules
from functions.i18n import CATALOGUES
from functions.links import game_path, play_path
from functions.render import games
from functions.render.letters import MAX_EVENTS_SHOWN
from rules.text import fold
from rules.westernpoly import orders
from rules.westernpoly.board import FIELDS
from rules.westernpoly.cards import CARDS, DECK_NAMES
from rules.westernpoly.messages import MESSAGES
from rules.westernpoly.state import BANK, Bundle, Debt, Offer
from rules.westernpoly.text import _LABELS
from rules.westernpoly.words import LAPSE_REASONS, SIMPLE_MOVE_WORDS, TEMPLATES

G = rules.get("westernpoly")

# The printed Czech board words (any case, any diacritics); property names are proper names.
CZECH_BOARD_WORD = re.compile(
    r"\b(vezeni|prachy|stestena|stesteny|pustin[a-z]*|nehod[a-z]*|kurz[a-z]* strelby|"
    r"podezreni)\b")


def czech_board_words(text: str) -> list[str]:
    """The Czech board words in `text`."""
    return CZECH_BOARD_WORD.findall(fold(text))


def visible(html: str) -> str:
    """The text a reader sees in an HTML page or mail (tags dropped)."""
    html = re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S)
    return unescape(re.sub(r"<[^>]+>", " ", html))


def test_the_detector_finds_the_czech_words_in_any_spelling():
    assert czech_board_words("went to VĚZENÍ, drew PRACHY and Štěstěna, kurz střelby") == [
        "vezeni", "prachy", "stestena", "kurz strelby"]
    assert not czech_board_words("Jail, Money card, Fortune card, Shooting range, Dýmka míru")


def english_texts() -> dict[str, str]:
    """Every English text of the game's catalogues, by where it comes from."""
    found = {f"message {k}": v["en"] for k, v in MESSAGES.items()}
    found |= {f"event {k}": v[0] for k, v in TEMPLATES.items()}
    found |= {f"lapse {k}": v[0] for k, v in LAPSE_REASONS.items()}
    found |= {f"move {k}": v["en"] for k, v in SIMPLE_MOVE_WORDS.items()}
    found |= {f"card {c.id}": c.en for c in CARDS.values()}
    found |= {f"deck {k}": v["en"] for k, v in DECK_NAMES.items()}
    found |= {f"board {k}": v for k, v in _LABELS["en"].items()}
    found |= {f"field {f.index}": f.en for f in FIELDS}
    for key, value in (("buy", "always"), ("stars", "never"), ("offers", "decline"),
                       ("jail_card", "use")):
        found[f"order {key}"] = orders.order_text(key, value, "en")
    games.of("westernpoly")  # its render module registers the game's own texts
    for name, catalogue in CATALOGUES.items():
        found |= {f"{name} {k}": v["en"] for k, v in catalogue.texts.items()}
    return found


def test_no_english_text_of_the_catalogues_names_a_czech_board_word():
    leaks = {where: text for where, text in english_texts().items() if czech_board_words(text)}
    assert not leaks


def test_the_czech_texts_keep_the_printed_czech_names():
    assert CARDS["stestena-05"].text("cs") == "Jdi do VĚZENÍ. Nedostaneš 4 000 $."
    assert CARDS["stestena-05"].text("en") == "Go to Jail. Do not collect $4,000."
    assert DECK_NAMES["prachy"] == {"cs": "PRACHY", "en": "Money"}
    assert MESSAGES["no_card"]["cs"] == "Kartu zrušení VĚZENÍ nemáš."
    assert [FIELDS[i].name("cs") for i in (2, 7, 10, 20)] == [
        "PRACHY", "ŠTĚSTĚNA", "VĚZENÍ", "PUSTINA"]


def _sample(kind: str, field: int, card: str) -> dict:
    """Data for an event of `kind` that fills every blank of its template."""
    values = {"player": "Ann", "field": field, "amount": 500, "dice": [6, 3], "owner": "Bob",
              "count": 2, "card": card, "to": "Bob", "offer": 1, "proposer": "Bob",
              "give": {"fields": [field], "card": True, "money": 500},
              "get": {"fields": [12], "card": False, "money": 0}, "reason": "expired",
              "holder": "Bob", "winners": ["Ann"]}
    blanks = {name for template in TEMPLATES[kind]
              for _, name, _, _ in string.Formatter().parse(template) if name}
    return {k: v for k, v in values.items() if k in blanks or k == "player"
            or k == "card" and kind == "card"}


def every_event() -> list[dict]:
    """One event of every kind on every field, and a card event for every card."""
    events = [{"kind": kind, "text": kind, "data": _sample(kind, field, "prachy-01")}
              for kind in TEMPLATES for field in range(len(FIELDS))]
    # a card's printed text speaks to its drawer: the reader (p1, Ann) reads every one
    events += [{"kind": "card", "text": "card",
                "data": {**_sample("card", 7, card), "player": NAMES[0]}} for card in CARDS]
    return events


def jailed_position():
    """Ann in Jail holding the Get out of Jail card, fields owned, a trade with the card open,
    a debt to the bank."""
    state = G.new_game(NAMES, {"lang": "en"})
    owner = list(state.owner)
    for f in (1, 3, 5, 12, 26):
        owner[f] = 0
    card = Bundle((), True, 0)
    return state._replace(
        owner=tuple(owner), jailed=(True, False, False), pos=(10, 20, 30),
        kept=("stestena-02", "", ""), skips=(0, 1, 0), debts=(Debt(1, BANK, 700),),
        offers=(Offer(1, 0, 1, card, Bundle((28,), False, 500), 0),))


def test_english_mails_name_every_field_and_card_in_english():
    state = jailed_position()
    record = _record("westernpoly", NAMES, "en", title="Dodge City")
    events = every_event()
    for kind in ("your_turn", "board", "help"):
        letter, _ = _letter(kind, record, G, state, lang="en", to="p1", events=events,
                            deadline=None)
        for part in (letter.subject, letter.text, visible(letter.html)):
            assert not czech_board_words(part), (kind, czech_board_words(part))
    # a mail lists the latest events (MAX_EVENTS_SHOWN): every one is in some turn mail
    texts = "".join(
        _letter("your_turn", record, G, state, lang="en", to="p1", deadline=None,
                events=events[at:at + MAX_EVENTS_SHOWN])[0].text
        for at in range(0, len(events), MAX_EVENTS_SHOWN))
    for english in ("You went to Jail", "drew a Money card", "drew a Fortune card",
                    "Go to Jail. Do not collect $4,000.", "the Get out of Jail card",
                    "Go back to the Wasteland", "Suspected of theft"):
        assert english in texts, english
    czech = "".join(
        _letter("your_turn", record, G, state, lang="cs", to="p1", deadline=None,
                events=events[at:at + MAX_EVENTS_SHOWN])[0].text
        for at in range(0, len(events), MAX_EVENTS_SHOWN))
    for word in ("VĚZENÍ", "PRACHY", "ŠTĚSTĚNA", "PUSTINY", "PODEZŘENÍ Z KRÁDEŽE"):
        assert word in czech, word


def test_english_pages_of_a_played_game_name_the_fields_in_english(app, game_service):
    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "en"}, public=True, start=True)
    play(game_service, game.id, seed=5, limit=150)
    pages = {
        "spectator": get(game_path(game.id), {"lang": "en"}),
        "replay": get(game_path(game.id), {"lang": "en", "step": "40"}),
        "player": get(play_path(SECRET, game.id, "p1"), {"lang": "en"}),
        "player replay": get(play_path(SECRET, game.id, "p1") + "/replay", {"lang": "en"}),
    }
    seen = ""
    for name, request in pages.items():
        response = app.resolve(request, None)
        assert response["statusCode"] == 200, name
        text = visible(response["body"])
        assert not czech_board_words(text), (name, czech_board_words(text)[:5])
        seen += text
    for english in ("Jail", "Fortune card", "Money card", "Wasteland", "Shooting range"):
        assert english in seen, english
    czech = visible(app.resolve(get(game_path(game.id), {"lang": "cs"}), None)["body"])
    assert "VĚZENÍ" in czech and "PRACHY" in czech
