"""Issue 41 at the unit level: a line read for the command in it (functions/mailroom/reading.py),
the games' names and verbs in the forms Czech speakers write, and SAY to the whole table."""

from __future__ import annotations

import pytest
from test_mailroom_incoming import reply, table  # noqa: F401 - the fixture

import rules
from functions.mailroom.reading import read_line
from functions.service.ledger.press import split_addressee
from rules import CHANCE, InvalidCommand
from rules.czech import adjective_forms, area_forms, verb_forms, word_forms
from rules.goofspiel import Prize
from rules.westernpoly.moves import BUY, ROLL, Sell


def _wp(lang: str = "cs"):
    game = rules.get("westernpoly")
    state = game.new_game(["Jakub", "Ann"], {"lang": lang})
    return game, state


@pytest.mark.parametrize("word", ["hodit", "hodím", "hoď", "házím", "roll", "throw"])
def test_the_throw_in_every_form_people_write_it(word):
    game, state = _wp()
    assert game.parse(state, "Jakub", word) == ROLL


@pytest.mark.parametrize("words", ["koupit", "koupím", "kupuji", "kupuju", "kup", "buy"])
def test_the_purchase_in_every_form(words):
    from rules.westernpoly.parser import parse_player_move

    _, state = _wp()
    assert parse_player_move(state, 0, words) == BUY


@pytest.mark.parametrize("text", ["prodat Modrá podkova", "Prodávám Modrou podkovu.",
                                  "prodám modrou podkovu", "prodej Modré podkovy",
                                  "prodat Modre podkove", "prodávám modrou podkovou"])
def test_a_field_in_any_case_with_or_without_diacritics(text):
    from rules.westernpoly.parser import parse_player_move

    _, state = _wp()
    assert parse_player_move(state, 0, text) == Sell(8)


def test_czech_forms_follow_the_paradigms_and_the_consonant_changes():
    assert {"palenka", "palenky", "palence", "palenku", "palenkou"} <= word_forms("pálenka")
    assert {"ostruze", "ostruhou"} <= word_forms("ostruha")
    assert {"kozeneho", "kozenem", "kozenym"} <= word_forms("kožené")
    assert word_forms("U") == {"u"}


@pytest.mark.parametrize("typo", ["stra", "trow", "sel", "bye", "hvezdu2", "kopit"])
def test_a_czech_refusal_suggests_czech_words_only(typo):
    from rules.westernpoly.parser import VERBS_IN

    game, state = _wp("cs")
    with pytest.raises(InvalidCommand) as refused:
        game.parse(state, "Jakub", typo)
    english = {w for words in VERBS_IN["en"].values() for w in words} - {"★"}
    assert not any(f"„{w}“" in str(refused.value) for w in english), refused.value


def _reader(game_id: str, lang: str, players=("Jakub", "Ann", "Bob")):
    game = rules.get(game_id)
    options = {} if game_id == "goofspiel" else {"lang": lang}
    state = game.new_game(list(players[:2] if game_id == "goofspiel" else players), options)
    lexicon = game.lexicon(state)
    return lambda line: read_line(line, lambda text: game.parse(state, "Jakub", text), lexicon)


@pytest.mark.parametrize("game_id,line,found", [
    ("westernpoly", "Beru to, koupit.", ("koupit",)),  # "beru" takes no offer: none is made
    ("goofspiel", "Bid 6, please", ("Bid 6",)),
    ("1926", "Right, large Praha it is.", ("large Praha",)),
    ("westernpoly", "Myslím, že hodím", ("hodím",)),
])
def test_the_command_inside_a_sentence(game_id, line, found):
    assert read_line_of(game_id, line).commands == found


def read_line_of(game_id, line):
    return _reader(game_id, "cs")(line)


@pytest.mark.parametrize("game_id", ["1926", "westernpoly", "goofspiel"])
@pytest.mark.parametrize("line", ["Good luck everyone!", "Snad mi to vyjde, uvidíme :-)",
                                  "P.", "/John", "-Maarten de Jong", "Hezký večer", "Kh",
                                  "Grüße aus Bonn", "以上、よろしくお願いいたします",
                                  "CAUTION: This email originated from outside of the "
                                  "organization. Do not click links or open attachments."])
def test_chatter_is_neither_a_command_nor_a_try(game_id, line):
    assert read_line_of(game_id, line) == read_line_of(game_id, line).__class__((), "chatter")


def test_a_region_alone_is_the_closest_try_and_a_verb_in_a_short_line_a_near_miss():
    assert read_line_of("1926", "Praha").kind == "names"
    assert read_line_of("westernpoly", "prodat Kaktusovou nic").kind == "near"
    # a move cut out of a sentence must be one of now: not owning the field, a near miss
    assert read_line_of("westernpoly", "Myslím, že prodám Modrou podkovu") == \
        read_line_of("westernpoly", "x").__class__(("prodám Modrou podkovu",), "near")
    assert read_line_of("westernpoly", "I bet Ann wins this").kind == "chatter"


@pytest.mark.parametrize("argument", ["all: hi there", "všem: ahoj", "Všem: ahoj",
                                      "everyone: hi"])
def test_say_all_is_for_the_whole_table(argument):
    to, text = split_addressee(argument)
    assert to is None and text in ("hi there", "ahoj", "hi")


def test_a_move_and_a_signature_letter_play_and_the_answer_reports_the_move(table):  # noqa: F811
    game = table.service.create("1926", [
        _spec("Jakub", "jakub@example.org", "cs"), _spec("Ann", "ann@example.org", "en"),
        _spec("Bob", "bob@example.org", "en")], "org@example.org", options={"lang": "cs"},
        start=True)
    table.deliver()
    holder = "jakub@example.org"
    view = table.service.view(game.id)
    assert view.game.seat(view.game.to_move).email == holder
    outcome = table.receive(reply(table.last(holder, "your_turn"), "velkou do Prahy prosim\nP."))
    assert outcome.action == "played", outcome
    answers = [m for m in table.deliver() if m["To"].addresses[0].addr_spec == holder]
    assert answers and not any("Nepřijato" in str(m["Subject"]) for m in answers)


def _spec(name, email, lang):
    from functions.service import PlayerSpec

    return PlayerSpec(name, email, lang)


@pytest.mark.parametrize("line,number", [("Volím 2.", 2), ("option 3", 3), ("I choose 1", 1),
                                         ("Možnost č. 2", 2), ("No. 4", 4),
                                         ("Volím možnost 2.", 2), ("Beru číslo 3", 3)])
def test_a_menu_number_named_as_one_is_a_choice(line, number):
    from functions.mail.commands import CommandKind, parse_commands

    [command] = parse_commands(line)
    assert (command.kind, command.choice) == (CommandKind.CHOICE, number)


@pytest.mark.parametrize("text,move", [("Hotovo pro dnešek", "done"), ("end of my turn", "done"),
                                       ("hodím si", "roll"), ("hod kostkou!", "roll")])
def test_a_verb_that_takes_nothing_with_the_words_people_add(text, move):
    from rules.westernpoly.parser import parse_player_move

    _, state = _wp()
    assert parse_player_move(state, 0, text).text == move


@pytest.mark.parametrize("text", ["Konečně jsem na tahu!", "end of story"])
def test_a_sentence_after_such_a_verb_is_no_move(text):
    from rules.westernpoly.parser import parse_player_move

    _, state = _wp()
    with pytest.raises(InvalidCommand):
        parse_player_move(state, 0, text)


def test_verb_forms_are_generated_in_every_person_mood_and_in_slovak():
    assert {"koupim", "koupime", "koupil", "koupila", "kupim", "kupil"} <= verb_forms(
        "koupit", "koupím")
    assert {"kupuji", "kupuju", "kupujeme", "kupujem"} <= verb_forms("kupovat", "kupuji")
    assert {"beru", "bereme", "beriem"} <= verb_forms("brát", "beru")
    assert {"nechci", "nechcem"} <= verb_forms("chtít", "chci", negated=True)
    assert "chci" not in verb_forms("chtít", "chci", negated=True)


def test_the_land_around_a_town_in_every_case_and_slovak_adjectives():
    assert {"olomoucko", "olomoucku", "olomouckeho", "olomouckem"} <= area_forms("olomouc")
    assert {"karlovarsko", "karlovarsku", "karlovarskeho"} <= area_forms("karlovar")
    assert {"velkou", "velku", "velkej"} <= adjective_forms("velký")
    assert {"strednu", "stredniho"} <= adjective_forms("střední")


@pytest.mark.parametrize("game_id,line,found", [
    ("westernpoly", "Koupit, ne prodat.", ("Koupit",)),
    ("goofspiel", "Bid 6 not 9", ("Bid 6",)),
    ("1926", "Malou do Brna ne, dám velkou do Prahy.", ("dám velkou do Prahy",)),
    ("1926", "Dal bych malou do Brna, ale radši velkou do Prahy.", ("velkou do Prahy",)),
    ("1926", "Prahu beru velkou", ("Prahu beru velkou",)),  # one region, one size: the clause
    ("goofspiel", "Šestku, ne desítku.", ("Šestku",)),
])
def test_what_a_line_denies_or_turns_from_is_not_read(game_id, line, found):
    assert read_line_of(game_id, line).commands == found


@pytest.mark.parametrize("line", ["Malou do Prahy ne.", "Not 9", "Nebudu kupovat"])
def test_a_line_that_only_denies_a_move_plays_nothing(line):
    for game_id in ("1926", "westernpoly", "goofspiel"):
        assert read_line_of(game_id, line).commands == ()


def _goofspiel():
    game = rules.get("goofspiel")
    state = game.new_game(["Jakub", "Ann"], {})
    return game, game.apply(state, CHANCE, Prize(5))


@pytest.mark.parametrize("text,card", [("Jdu do toho s devítkou.", 9), ("Hraju sedmičku", 7),
                                       ("I'll go with the nine", 9), ("Dávam šestku.", 6)])
def test_a_card_named_by_its_noun_in_a_sentence_is_a_bid(text, card):
    game, state = _goofspiel()
    assert game.parse(state, "Jakub", text).card == card


@pytest.mark.parametrize("text", ["Mám tři děti a dva psy", "This one is tough",
                                  "Šestku nebo sedmičku?"])
def test_numbers_of_chatter_and_two_cards_are_no_bid(text):
    game, state = _goofspiel()
    with pytest.raises(InvalidCommand):
        game.parse(state, "Jakub", text)


@pytest.mark.parametrize("text,move", [
    ("velkou na Olomoucko", "large olomouc"), ("malou do Karlovarského kraje", "small karlsbad"),
    ("střední na Brněnsku", "medium brno"), ("veľkú do Prahy", "large praha"),
    ("a big one in Prague", "large praha"), ("kleine Pilsen", "small plzen"),
])
def test_a_1926_region_by_the_land_around_it_and_sizes_in_other_words(text, move):
    game = rules.get("1926")
    state = game.new_game(["Jakub", "Ann", "Bob"], {"lang": "cs"})
    assert game.parse(state, "Jakub", text).text == move
