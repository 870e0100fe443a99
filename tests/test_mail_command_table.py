"""The mail commands as one table (functions/mail/command_table.py): every kind has a handler
or the import fails; every word declared is read, in each language, as the player writes it;
every help text names only commands the reader reads, and every command is named in the help
mail and the docs.

Classes of defect this guards (issue 44): a command kind with no handler reaching the game's
parser as a move; a text telling the player to write a word the reader does not read (or reads
as another command); a word read in one spelling only (Czech without its diacritics, in
capitals, with a full stop); a command the reader takes that no help text names.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from functions.mail import command_table
from functions.mail.command_table import (
    ALONE,
    COMMANDS,
    LANGS,
    LEADING,
    CommandKind,
    Declared,
    MissingHandler,
    brief,
    handlers,
    help_lines,
)
from functions.mail.commands import parse_commands
from functions.mailroom import incoming
from rules.text import fold

ROOT = Path(__file__).resolve().parent.parent
# an argument of the right shape for each command that takes one
ARGUMENTS = {CommandKind.REMINDERS: "24,2", CommandKind.TIMEZONE: "Europe/Prague",
             CommandKind.AWAY: "20.12.2026 28.12.2026", CommandKind.RESIGN: "ABC123",
             CommandKind.MUTE: "Bob", CommandKind.UNMUTE: "Bob", CommandKind.SAY: "Bob: ahoj",
             CommandKind.STANDING: "buy always", CommandKind.LANGUAGE: "EN"}


def test_every_kind_is_carried_out_by_a_method_of_the_mails_answer():
    assert set(incoming._DISPATCH) == set(CommandKind)
    for kind, method in incoming._DISPATCH.items():
        assert method is getattr(incoming._Reply, command_table.HANDLERS[kind]), kind


def test_an_answer_without_a_handler_is_refused_naming_the_kind():
    class Answer:  # everything but HELP's handler
        pass

    for name in set(command_table.HANDLERS.values()) - {"_help"}:
        setattr(Answer, name, lambda self, number, command: "")
    with pytest.raises(MissingHandler, match="help"):
        handlers(Answer)


def test_a_kind_without_a_declaration_or_with_two_handlers_is_refused():
    without_help = tuple(d for d in COMMANDS if d.kind is not CommandKind.HELP)
    with pytest.raises(MissingHandler, match="help"):
        handlers(incoming._Reply, without_help)
    twice = (*COMMANDS, Declared(CommandKind.BOARD, "_help", alone={"en": ("map",)}))
    with pytest.raises(MissingHandler, match="board"):
        handlers(incoming._Reply, twice)


def test_a_word_claimed_by_two_commands_is_refused():
    clash = (*COMMANDS, Declared(CommandKind.GAME, "_play", alone={"cs": ("Nápověda",)}))
    with pytest.raises(ValueError, match="help"):
        handlers(incoming._Reply, clash)


def test_the_dispatch_fails_at_import_when_a_declared_handler_is_missing():
    # the table as an engineer might leave it: a command declared, its handler not written
    code = (
        "import dataclasses\n"
        "from functions.mail import command_table as t\n"
        "t.COMMANDS = tuple(dataclasses.replace(d, handler='_nowhere') "
        "if d.kind is t.CommandKind.BOARD else d for d in t.COMMANDS)\n"
        "import functions.mailroom.incoming\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=False)
    assert done.returncode != 0
    assert "MissingHandler" in done.stderr and "board (_nowhere)" in done.stderr


def _spellings(word: str) -> list[str]:
    """How a player writes a declared word: as declared, in capitals, without diacritics,
    capitalised, with a full stop or an exclamation mark after it."""
    return [word, word.upper(), fold(word), fold(word).upper(), word.capitalize(), word + ".",
            word.upper() + "!"]


@pytest.mark.parametrize("declared", [d for d in COMMANDS if d.alone or d.leading],
                         ids=lambda d: f"{d.kind}-{d.argument}")
def test_every_declared_word_is_read_as_its_command_in_every_spelling(declared):
    for lang in LANGS:
        for word in declared.alone.get(lang, ()):
            for line in _spellings(word):
                [command] = parse_commands(line)
                assert (command.kind, command.argument) == (declared.kind, declared.argument), \
                    line
        for word in declared.leading.get(lang, ()):
            for spelled in _spellings(word):
                line = f"{spelled.rstrip('.!')} {ARGUMENTS[declared.kind]}"
                [command] = parse_commands(line)
                assert command.kind is declared.kind, line


_UPPER = "A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ"
_PHRASE = re.compile(rf"(?<![\w\-'])[{_UPPER}][{_UPPER}\-]+(?: [{_UPPER}][{_UPPER}\-]*)*(?!\w)")
_SHORT = {"ON", "OFF", "ZAP", "VYP"}  # "EVERY MOVE ON / OFF": the last word of the one before
# capitals in the shell's texts that are no mail command: abbreviations, a placeholder in a
# line of Python, and a move of WesternPoly's that its own parser reads (a trade's answer)
NOT_COMMANDS = {"SHA", "SPF", "DKIM", "DMARC", "SECRET", "KLÍČ", "ACCEPT", "PŘIJÍMÁM"}


def _named(text: str) -> list[str]:
    """The commands a text tells the player to write: its runs of words in capitals."""
    found: list[str] = []
    for match in _PHRASE.finditer(text):
        phrase = match.group(0)
        if phrase in _SHORT and found and len(found[-1].split()) > 1:
            phrase = " ".join([*found[-1].split()[:-1], phrase])
        found.append(phrase)
    return found


def _reads(phrase: str) -> bool:
    """Whether the reader takes `phrase` as a command: a line of its own, or the first words
    of one that goes on with its argument."""
    folded = fold(phrase)
    words = folded.split()
    return folded in ALONE or any(" ".join(words[:n]) in LEADING for n in (1, 2))


def _shell_texts() -> list[tuple[str, str, str]]:
    """Every text of the shell's catalogues a player may read: (key, lang, text)."""
    from functions.render import catalogue
    from functions.service.ledger import press
    from functions.service.play import explain
    from functions.web import home_texts, mailing

    texts = [(key, lang, text)
             for table in (catalogue.MAIL.texts, explain.PHRASES.texts, mailing.MAIL.texts,
                           press.TEXTS)
             for key, langs in table.items() for lang, text in langs.items()]
    texts += [(key, lang, text) for lang, words in home_texts.HOME_TEXTS.items()
              for key, text in words.items()]
    return texts


def test_every_help_line_names_only_words_the_reader_reads_as_that_command():
    for declared in COMMANDS:
        for lang in LANGS:
            for text in filter(None, ((declared.help or {}).get(lang),
                                      (declared.brief or {}).get(lang))):
                named = _named(text)
                assert named, text
                for phrase in named:
                    assert _reads(phrase), (phrase, text)


def test_every_text_of_the_shell_names_only_commands_the_reader_reads():
    texts = _shell_texts()
    assert len(texts) > 300  # the catalogues were found
    unread = {(key, lang, phrase) for key, lang, text in texts for phrase in _named(text)
              if phrase not in NOT_COMMANDS and not _reads(phrase)}
    assert unread == set()


def test_every_command_is_named_in_the_help_mail_of_each_language():
    for lang in LANGS:
        shown = " ".join(help_lines(lang, orders=True)).upper()
        for declared in COMMANDS:
            words = [*declared.alone.get(lang, ()), *declared.leading.get(lang, ())]
            if words:
                assert any(word.upper() in shown for word in words), (lang, declared.kind)


def test_the_help_mail_lists_the_standing_orders_only_for_a_game_that_takes_them():
    for lang in LANGS:
        assert len(help_lines(lang, orders=True)) == len(help_lines(lang)) + 1
        assert not any("AUTO" in line for line in help_lines(lang))
    assert brief("cs") == "NÁPOVĚDA (HELP) – jak psát tahy, STAV (BOARD) – znovu stav hry, " \
        "VZDÁVÁM (RESIGN) – vzdát hru"


def test_the_docs_name_every_command_in_both_languages():
    docs = " ".join(path.read_text(encoding="utf-8") for path in (ROOT / "docs").glob("*.md"))
    for declared in COMMANDS:
        for lang in LANGS:
            words = [*declared.alone.get(lang, ()), *declared.leading.get(lang, ())]
            if words:
                assert any(f"`{word.upper()}" in docs for word in words), (lang, declared.kind)


def test_the_command_table_of_the_mail_docs_is_read_as_written():
    table = (ROOT / "docs" / "mail.md").read_text(encoding="utf-8").split("| you write |")[1]
    table = table.split("\n\n")[0]
    cells = [cell for row in table.splitlines() for cell in re.findall(r"`([^`]+)`", row)]
    commands = [cell for cell in cells if _PHRASE.match(cell)]
    assert len(commands) > 20
    for cell in commands:
        read = parse_commands(cell.replace("<code>", "ABC123"))
        assert read and read[0].kind is not CommandKind.GAME, cell


@pytest.mark.parametrize("line, kind", [
    ("PLÁN :-)", CommandKind.BOARD), ("moje hry 🙂", CommandKind.MY_GAMES),
    ("vzdávám se :(", CommandKind.RESIGN), ("Nápověda?!", CommandKind.HELP),
    ("POTVRZENÍ VYP ;-)", CommandKind.CONFIRM_OFF), ("jsem zpět :D", CommandKind.BACK),
])
def test_a_smile_after_a_command_leaves_it_the_command(line, kind):
    # (a letter ends ":D": no smile the reader can tell from a word)
    [command] = parse_commands(line)
    assert command.kind is kind and command.argument == ""


@pytest.mark.parametrize("lang, answers", [("cs", ("ANO (JOIN)", "NE (DECLINE)")),
                                           ("en", ("JOIN —", "DECLINE —"))])
def test_help_names_the_answers_to_an_invitation_only_while_one_is_open(lang, answers):
    open_ = " ".join(help_lines(lang, invited=True))
    running = " ".join(help_lines(lang, invited=False))
    assert all(a in open_ for a in answers)
    assert not any(a in running for a in answers)
    assert len(help_lines(lang, invited=False)) == len(help_lines(lang)) - 2
