"""The Czech vocative of players' names in greetings: known given names declined, the rest as
written."""

from __future__ import annotations

import pytest

from rules.czech_names import vocative


@pytest.mark.parametrize(("name", "called"), [
    # the names of the demo game and the tests
    ("Bedřich", "Bedřichu"), ("Anna", "Anno"), ("Cyril", "Cyrile"), ("Dana", "Dano"),
    ("Franta", "Franto"), ("Ann", "Ann"), ("Bob", "Bobe"), ("Cid", "Cid"),
    # the patterns of the rules
    ("Petr", "Petře"), ("Alexandr", "Alexandře"), ("Pavel", "Pavle"), ("Karel", "Karle"),
    ("Daniel", "Danieli"), ("Marek", "Marku"), ("Zdeněk", "Zdeňku"), ("Vašek", "Vašku"),
    ("Tomáš", "Tomáši"), ("Matěj", "Matěji"), ("Dominik", "Dominiku"),
    ("Vojtěch", "Vojtěchu"), ("Jan", "Jane"), ("Igor", "Igore"), ("Jiří", "Jiří"),
    ("Honza", "Honzo"), ("Eva", "Evo"), ("Marie", "Marie"), ("Ivo", "Ivo"),
    # women's names in a consonant, foreign names: as written
    ("Dagmar", "Dagmar"), ("Karin", "Karin"), ("Julia", "Julia"),
    # foreign men's names are declined like Czech ones; women's names in a consonant or -e and
    # names whose sound the spelling hides (Jean, Mike) stay as written
    ("Tom", "Tome"), ("Mark", "Marku"), ("Jack", "Jacku"), ("John", "Johne"), ("Max", "Maxi"),
    ("Hans", "Hansi"), ("Lucie", "Lucie"), ("Jana", "Jano"), ("Alice", "Alice"),
    ("Michael", "Michaeli"), ("Samuel", "Samueli"), ("Joseph", "Josephe"), ("Eric", "Ericu"),
    ("Wolfgang", "Wolfgangu"), ("Klaus", "Klausi"), ("Stephen", "Stephene"), ("Oleg", "Olegu"),
    ("Karen", "Karen"), ("Ellen", "Ellen"), ("Harper", "Harper"), ("Abigail", "Abigail"),
    ("Mike", "Mike"), ("George", "George"), ("Jean", "Jean"), ("Luc", "Luc"), ("Emma", "Emmo"),
])
def test_the_vocative_of_a_given_name(name, called):
    assert vocative(name) == called


@pytest.mark.parametrize(("name", "called"), [
    ("Bedrich", "Bedrichu"), ("Tomas", "Tomasi"), ("Zdenek", "Zdenku"),  # no diacritics
    ("BEDŘICH", "BEDŘICHU"), ("dana", "dano"),  # the writer's capitals
    ("Dana Nováková", "Dano"), ("Jan Novák", "Jane"),  # a full name: the given name
    ("Ann Smith", "Ann"), ("Lucie Malá", "Lucie"),  # unknown: the first name as written
        ("Bob & Co", "Bob & Co"),  # not a name of letters: whole
    ("anna@example.org", "anna@example.org"), ("", ""),
])
def test_the_vocative_keeps_how_the_name_is_written_and_leaves_the_unknown(name, called):
    assert vocative(name) == called
