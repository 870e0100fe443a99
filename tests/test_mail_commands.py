"""Command lines of a cleaned reply: keywords, menu choices, courtesy lines and game text."""

from __future__ import annotations

import pytest

from functions.mail.commands import Command, CommandKind, parse_commands
from functions.mailroom import incoming


def kinds(text: str, sender_name: str = "") -> list[tuple[str, str]]:
    return [(c.kind.value, c.text) for c in parse_commands(text, sender_name)]


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("HELP", CommandKind.HELP),
        ("nápověda", CommandKind.HELP),
        ("NAPOVEDA", CommandKind.HELP),
        ("board", CommandKind.BOARD),
        ("Plán", CommandKind.BOARD),
        ("stav", CommandKind.BOARD),
        ("Resign.", CommandKind.RESIGN),
        ("VZDÁVÁM", CommandKind.RESIGN),
        ("vzdavam se!", CommandKind.RESIGN),
        ("join", CommandKind.JOIN),
        ("Připojit", CommandKind.JOIN),
        ("ANO", CommandKind.JOIN),
        ("decline", CommandKind.DECLINE),
        ("odmítnout", CommandKind.DECLINE),
        ("Ne.", CommandKind.DECLINE),
    ],
)
def test_keywords_in_both_languages(line: str, kind: CommandKind) -> None:
    assert parse_commands(line) == [Command(kind, line)]


@pytest.mark.parametrize("line", ["3", "3.", "(3)", "3)", "[3]", "#3", " 3 "])
def test_bare_number_is_a_menu_choice(line: str) -> None:
    assert parse_commands(line) == [Command(CommandKind.CHOICE, line.strip(), 3)]


@pytest.mark.parametrize("line", ["3 velké do Prahy", "velkou do Prahy", "koupit 3", "help me"])
def test_other_lines_are_game_text(line: str) -> None:
    assert parse_commands(line) == [Command(CommandKind.GAME, line)]


def test_several_lines_are_several_commands_in_order() -> None:
    assert kinds("koupit\n\nhotovo\n") == [("game", "koupit"), ("game", "hotovo")]


def test_greeting_closing_and_name_are_not_commands() -> None:
    text = "Ahoj Petře,\n\nvelkou do Prahy\n\nDíky\nJana"
    assert kinds(text) == [("game", "velkou do Prahy")]
    assert kinds("Dobrý den,\nhodit\nS pozdravem,\nMartin Král") == [("game", "hodit")]
    assert kinds("Hi all!\nroll\nThanks, Tom") == [("game", "roll")]


def test_the_senders_name_alone_is_a_sign_off() -> None:
    assert kinds("koupit\nEva", "Eva Horáková") == [("game", "koupit")]
    assert kinds("koupit\nHoráková", "Eva Horáková") == [("game", "koupit")]
    assert kinds("koupit\nEva") == [("game", "koupit"), ("game", "Eva")]


def test_a_greeting_word_inside_a_command_is_kept() -> None:
    # Not a greeting line: no comma or exclamation after the extra words.
    assert kinds("ahoj velkou do Prahy") == [("game", "ahoj velkou do Prahy")]


def test_closing_before_any_command_does_not_end_the_mail() -> None:
    assert kinds("Ahoj\nmalou Brno") == [("game", "malou Brno")]


def test_quoted_token_and_label_lines() -> None:
    text = "> 1. velkou do Prahy\ntoken: abcdefghijklmnopqrstuvwx\nMůj tah: malou do Brna\n- hotovo"
    assert kinds(text) == [("game", "malou do Brna"), ("game", "hotovo")]


@pytest.mark.parametrize(("text", "expected"), [
    # a command after a postscript's mark, at the end of a reply (review 9: skipped unnamed)
    ("koupit\n\nP.S. PŘIPOMÍNKY 12", [("game", "koupit"), ("reminders", "PŘIPOMÍNKY 12")]),
    ("hodit\nPS: POTVRZENÍ VYP", [("game", "hodit"), ("confirm_off", "POTVRZENÍ VYP")]),
    ("buy\nP.P.S. MAIL TURNS", [("game", "buy"), ("mail", "MAIL TURNS")]),
    ("buy\nps - reminders off", [("game", "buy"), ("reminders", "reminders off")]),
    # words that begin with the letters are no postscript
    ("koupit\nPSČ 602 00 Brno", [("game", "koupit"), ("game", "PSČ 602 00 Brno")]),
    ("koupit\npsal jsem ti", [("game", "koupit"), ("game", "psal jsem ti")]),
])
def test_a_command_after_a_postscript_mark_is_read(text, expected) -> None:
    assert kinds(text) == expected


def test_nothing_readable_gives_no_commands() -> None:
    assert parse_commands("\n\nDíky!\n") == []


@pytest.mark.parametrize(("line", "kind"), [
    ("EVERY MOVE ON", CommandKind.EVERY_MOVE_ON), ("every move off", CommandKind.EVERY_MOVE_OFF),
    ("Každý tah ZAP", CommandKind.EVERY_MOVE_ON), ("každý tah vyp.", CommandKind.EVERY_MOVE_OFF),
    ("CONFIRM OFF", CommandKind.CONFIRM_OFF), ("Potvrzení vyp", CommandKind.CONFIRM_OFF),
    ("POTVRZENÍ ZAP", CommandKind.CONFIRM_ON), ("confirm on", CommandKind.CONFIRM_ON),
])
def test_every_move_preference_lines(line, kind):
    assert [c.kind for c in parse_commands(line)] == [kind]


@pytest.mark.parametrize("line, kind, text, choice", [
    ("2, díky", CommandKind.CHOICE, "2", 2),
    ("3; thanks!", CommandKind.CHOICE, "3", 3),
    ("velká v Praze, děkuji", CommandKind.GAME, "velká v Praze", None),
    ("pass, done, díky moc", CommandKind.GAME, "pass, done", None),
])
def test_a_courtesy_after_a_command_on_its_line_is_no_part_of_it(line, kind, text, choice):
    (command,) = parse_commands(line)
    assert (command.kind, command.text, command.choice) == (kind, text, choice)


def test_a_message_keeps_its_thanks():
    (command,) = parse_commands("SAY hodně štěstí, díky")
    assert command.kind is CommandKind.SAY and command.argument == "hodně štěstí, díky"


@pytest.mark.parametrize(("text", "lines"), [
    ("velkou do Prahy tečka", ["velkou do Prahy."]),
    ("koupit nový řádek Petr", ["koupit"]),  # the name under the move signs it
    ("buy new line Thanks", ["buy"]),
    ("Hi comma buy period", ["Hi, buy."]),
])
def test_dictated_punctuation_is_written_as_marks(text: str, lines: list[str]) -> None:
    assert [c.text for c in parse_commands(text, "Petr")] == lines


def test_a_message_to_others_keeps_its_words() -> None:
    said = parse_commands("SAY all: the trial period is over")
    assert said[0].argument == "all: the trial period is over"


def test_a_closing_that_turns_is_read_and_a_plain_one_ends_the_reply() -> None:
    assert [c.text for c in parse_commands("Cheers, but I will pass on this one.")] == [
        "Cheers, but I will pass on this one."]
    assert [c.text for c in parse_commands("buy\nThanks, Tom\nsell 12")] == ["buy"]


@pytest.mark.parametrize("line", ["Ahoj, jak můžu prodat pole?", "Hi, how do I mortgage?",
                                  "Čau, kdy mi přijde další tah?"])
def test_a_greeting_that_goes_on_to_ask_is_no_closing(line):
    """"Ahoj, jak můžu prodat pole?" was read as the closing "Ahoj" and dropped whole, so the
    question got "no move" and the board instead of its answer."""
    assert [(c.kind, c.text) for c in parse_commands(line, "Jakub")] == [(CommandKind.GAME, line)]


@pytest.mark.parametrize("line", ["Ahoj, Petr", "Díky, Tom", "Díky!"])
def test_a_closing_with_a_name_is_still_a_closing(line):
    assert parse_commands(line, "Jakub") == []


@pytest.mark.parametrize(("line", "kind"), [
    ("STAV HRY", CommandKind.BOARD),  # our own help says "STAV (BOARD) — znovu stav hry"
    ("stav hry prosím", CommandKind.BOARD),
    ("Prosím znovu stav hry.", CommandKind.BOARD),
    ("plan hry prosim", CommandKind.BOARD),
    ("game status please", CommandKind.BOARD),
    ("BOARD again, thanks", CommandKind.BOARD),
    ("nápověda prosím", CommandKind.HELP),
    ("please help", CommandKind.HELP),
])
def test_a_command_said_with_its_object_or_a_please_is_the_command(line, kind):
    """A command as players write it, with "hry" after it or a please around it, no comma:
    review 18n's "stav hry prosím" was dropped as chatter, "STAV HRY" refused."""
    (command,) = parse_commands(line)
    assert command.kind is kind


@pytest.mark.parametrize("line", ["Stav hry je divný, proč?", "kupuji prosim",
                                  "prosím kupuju"])
def test_a_please_beside_other_words_makes_no_command(line):
    (command,) = parse_commands(line)
    assert command.kind is CommandKind.GAME


@pytest.mark.parametrize("message_id", [
    "<g1.m0123456789abcdef0123.move_read_back.p1@pbm.example>",
    "<g1.m0123456789abcdef0123-2.refused.p1@pbm.example>",
    "<g1.m0123456789abcdef0123_7.move_read_back.p1@pbm.example>",  # named by its newest write
    "<g1.m0123456789abcdef0123-2_7.board.p1@pbm.example>",
])
def test_a_reply_to_any_of_our_answers_is_known_as_one(message_id):
    """Our answers' Message-IDs, however they are named (a numbered notice, the newest write an
    answer of a long reply tells: conv35), mark a reply to them as a reply to an answer."""
    assert incoming._answers_an_answer(message_id)
    assert not incoming._answers_an_answer(message_id.replace("move_read_back", "your_turn")
                                           .replace("refused", "your_turn")
                                           .replace("board", "your_turn"))
