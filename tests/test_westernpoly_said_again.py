"""A field named in one clause and again in the next of the same player is said by a pronoun
("dojel na pole Bar Mustang a koupil ho", "reached Bar Mustang and bought it"), in the
rules' narration and in the mail's lines of what happened."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from functions.render import games
from functions.render.letters import _by_player
from rules.westernpoly.board import FIELDS
from rules.westernpoly.words import event_text, narrate
from rules.wording import unstressed


def _index(cs_name: str) -> int:
    return next(i for i, f in enumerate(FIELDS) if f.cs == cs_name)


def _event(kind: str, **data):
    return SimpleNamespace(kind=kind, data={"player": "Ann", **data})


# (field, second event, language, the joined sentence's end)
CASES = [
    ("Bar Rezavá ostruha", "bought", "cs", "dojela na pole Bar „Rezavá ostruha“ a koupila ho za 3 000 $."),
    ("Nocležna U Kojota", "bought", "cs", "dojela na pole Nocležna „U Kojota“ a koupila ji za 3 000 $."),
    ("Banka Železná pokladna", "declined", "cs", "a nekoupila ji."),
    ("Chatrč U Hnědáka", "bought", "cs", "a koupila ji za 3 000 $."),
    # a shop's pronoun agrees with its own name, not with the trade ("Alkohol & Tabák")
    ("Zbraně & Munice Winchester", "bought", "cs", "a koupila ho za 3 000 $."),
    ("Alkohol & Tabák Dýmka míru", "bought", "cs", "a koupila ji za 3 000 $."),
    ("Zbraně & Munice Coltova dílna", "declined", "cs", "a nekoupila ji."),
    ("Vybavení Bizoní kopýtka", "bought", "cs", "a koupila je za 3 000 $."),
    ("Vybavení Kožené sedlo", "declined", "cs", "a nekoupila ho."),
    ("Saloon Tři esa", "stars", "cs", "a koupila tam 2 ★ za 3 000 $."),
    ("Bar Mustang", "bought", "en", "reached Bar Mustang and bought it for $3,000."),
    ("Saloon Zlatý důl", "stars", "en", "and bought 2 ★ there for $3,000."),
]
HELD_OUT = [
    ("Alkohol & Tabák Whisky Joe", "declined", "cs", "a nekoupila ho."),
    ("Vlak", "bought", "cs", "dojela na pole Vlak a koupila ho za 3 000 $."),
    ("Banka Devět centů", "golden", "cs", "a koupila tam Golden za 3 000 $."),
    ("Nocležna Modrá podkova", "declined", "en", "and did not buy it."),
    ("Saloon Divoká růže", "golden", "en", "and bought Golden there for $3,000."),
]


@pytest.mark.parametrize("name, kind, lang, end", CASES + HELD_OUT)
def test_narration_names_the_field_once(name, kind, lang, end):
    field = _index(name)
    told = narrate([_event("throw", dice=[4]), _event("moved", field=field),
                    _event(kind, field=field, amount=3000, count=2)], lang)
    assert told.endswith(end), told
    assert told.count(FIELDS[field].name(lang).split(" ")[-1]) == 1, told


@pytest.mark.parametrize("name, kind, lang, end", CASES + HELD_OUT)
def test_mail_lines_name_the_field_once(name, kind, lang, end):
    """The mail joins a player's lines itself (the reader's own ones too: "Ty kupuješ ho")."""
    field = _index(name)
    for reader in (None, "Ann"):
        lines = [event_text(k, {"player": "Ann", "field": field, "amount": 3000, "count": 2,
                                "dice": [4]}, lang, reader=reader)
                 for k in ("throw", "moved", kind)]
        (line, count), = _by_player(lines, ["Ann", "Bob"], lang, games.of("westernpoly").joined)
        assert count == 3 and line.count(FIELDS[field].name(lang).split(" ")[-1]) == 1, line
        # the reader's own acts in the present, another's (Ann's) in the past
        assert line.endswith(end.rstrip(".").replace("koupila", "kupuješ" if reader else "koupila")
                             .replace("dojela", "dojíždíš" if reader else "dojela")), line


def test_a_different_field_keeps_its_name():
    told = narrate([_event("moved", field=_index("Bar Mustang")),
                    _event("bought", field=_index("Bar Prašná cesta"), amount=3000)], "cs")
    assert told.endswith("koupila Bar „Prašná cesta“ za 3 000 $."), told


# Review 6: the reader's own lines drop the emphatic "Ty" (the verb says who) and say "házíš"
# everywhere; a turn missed on PODEZŘENÍ Z KRÁDEŽE does not name the field twice
@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("reader", [None, "Ann"])
def test_a_throw_onto_suspicion_names_the_reason_once(lang, reader):
    field = next(i for i, f in enumerate(FIELDS) if f.cs == "PODEZŘENÍ Z KRÁDEŽE")
    lines = [event_text(k, {"player": "Ann", "field": field, "dice": [6, 4]}, lang, reader=reader)
             for k in ("extra_throw", "throw", "moved", "suspicion")]
    grouped = _by_player(lines, ["Ann", "Bob"], lang, games.of("westernpoly").joined)
    told = " ".join(unstressed(line, lang) for line, _ in grouped)
    assert told.lower().count("krádež" if lang == "cs" else "theft") == 1, told
    assert "hážeš" not in told and not told.startswith("Ty "), told
    if reader and lang == "cs":
        assert told.startswith("Házíš"), told


# Review 9: the START bonus told between landing and what the player did there names no field,
# so the field is still said once ("dojela na pole Kurz střelby, dostala na STARTu 4 000 $ a
# koupila ho", never "… a koupila Kurz střelby")
PASSING_START = [
    ("Kurz střelby", "bought", "cs", "a koupila ho za 3 000 $."),
    ("Chatrč U Hnědáka", "bought", "en", "and bought it for $3,000."),
    ("Saloon Tři esa", "stars", "cs", "a koupila tam 2 ★ za 3 000 $."),
    ("Banka Devět centů", "declined", "en", "and did not buy it."),
]


@pytest.mark.parametrize("name, kind, lang, end", PASSING_START)
def test_the_start_bonus_between_keeps_the_field_said_once(name, kind, lang, end):
    field = _index(name)
    told = narrate([_event("throw", dice=[4]), _event("moved", field=field),
                    _event("start_bonus", amount=3000), _event(kind, field=field, amount=3000,
                                                               count=2)], lang)
    assert told.endswith(end), told
    for reader in (None, "Ann"):
        lines = [event_text(k, {"player": "Ann", "field": field, "amount": 3000, "count": 2,
                                "dice": [4]}, lang, reader=reader)
                 for k in ("throw", "moved", "start_bonus", kind)]
        (line, count), = _by_player(lines, ["Ann", "Bob"], lang, games.of("westernpoly").joined)
        assert count == 4 and line.count(FIELDS[field].name(lang).split(" ")[-1]) == 1, line


# Issue 42: a pronoun after a preposition takes its prepositional form ("nemá dost peněz na
# něj", never "na ho"), in the narration and in the mail's joined lines
SHORT = [
    ("Bar Rezavá ostruha", "už neměla dost peněz na něj, takže nekoupila."),
    ("Chatrč U Hnědáka", "už neměla dost peněz na ni, takže nekoupila."),
    ("Vybavení Bizoní kopýtka", "už neměla dost peněz na ně, takže nekoupila."),
]


@pytest.mark.parametrize("name, end", SHORT)
def test_a_pronoun_after_a_preposition_takes_its_prepositional_form(name, end):
    field = _index(name)
    events = [_event("throw", dice=[2]), _event("moved", field=field),
              _event("declined", field=field, short=True)]
    told = narrate(events, "cs")
    assert told.endswith(end) and " na ho" not in told, told
    for reader in (None, "Ann"):
        lines = [event_text(e.kind, {**e.data, "field": field}, "cs", reader=reader)
                 for e in events]
        (line, _), = _by_player(lines, ["Ann", "Bob"], "cs", games.of("westernpoly").joined)
        assert line.endswith(end.rstrip(".").replace("neměla", "nemáš" if reader else "neměla")
                             .replace("nekoupila", "nekupuješ" if reader else "nekoupila")), line


# Review 11: a clause with an "a" of its own, joined into a list that ends in "a", says "a"
# twice ("dojíždí na pole NEHODA a má nehodu a platí bance 500 $")
@pytest.mark.parametrize("reader", [None, "Ann"])
def test_an_accident_joined_after_the_landing_says_a_once(reader):
    field = next(i for i, f in enumerate(FIELDS) if f.cs.startswith("NEHODA"))
    lines = [event_text(k, {"player": "Ann", "field": field, "amount": 500, "dice": [4]}, "cs",
                        reader=reader) for k in ("throw", "moved", "accident")]
    (line, _), = _by_player(lines, ["Ann", "Bob"], "cs", games.of("westernpoly").joined)
    # ... and the accident once: the field named it (review 22n: "… na pole NEHODA a platíš
    # bance 500 $ za nehodu")
    assert line.count(" a ") == 1 and line.endswith("bance 500 $"), line
    assert line.lower().count("nehod") == 1, line


def test_no_czech_clause_that_can_follow_a_landing_has_an_a_of_its_own():
    from rules.westernpoly.words import TEMPLATES, YOU_TEMPLATES
    # these end a turn or are followed by a comma, never joined before the list's last "a"
    ending = {"extra_throw", "bankrupt", "resigned"}
    for table in (TEMPLATES, YOU_TEMPLATES):
        assert [k for k, (_, cs) in table.items() if " a " in cs and k not in ending] == []
