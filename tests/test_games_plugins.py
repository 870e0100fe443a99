"""Games as plug-ins: a game is its rules package, one render module and its templates; the
shell (mail, web, render) asks the game's module and never names a game."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

import rules
from functions.render import games
from functions.render.boards import board_context, turn_of
from functions.render.games import plain
from functions.web import pages

ROOT = Path(__file__).resolve().parent.parent

# Files of the shell that may name a game, each with its reason.
ALLOWED = {
    "functions/local/demo.py": "`pbm serve --demo` creates a 1926 game to play at once",
    # shown for any game whose rules take standing orders (asked of the rules, not by id), but
    # laid out as WesternPoly's orders are: a second game with orders moves it behind the registry
    "functions/web/orders.py": "the standing-orders form cites the rules' order words",
}


def _package(game_id: str) -> str:
    return type(rules.get(game_id)).__module__.split(".")[1]


def _own_files(game_id: str) -> set[str]:
    """The game's render module and its templates (named after the game or its package)."""
    names = {game_id, _package(game_id)}
    own = {f"functions/render/games/{_package(game_id)}.py"}
    own |= {path.relative_to(ROOT).as_posix() for path in (ROOT / "templates").rglob("*")
            if path.is_file() and any(name in path.name for name in names)}
    return own


def _mentions(game_id: str) -> set[str]:
    """The files under functions/ and templates/ that name the game: its id quoted as an id
    ("1926", 'westernpoly') or its rules or render module by its dotted name."""
    package = re.escape(_package(game_id))
    named = re.compile(rf"""(["']){re.escape(game_id)}\1"""
                       rf"|\b(?:rules|games)\.{package}\b|\bimport {package}\b")
    found = set()
    for top in ("functions", "templates"):
        for path in (ROOT / top).rglob("*"):
            if path.is_file() and path.suffix in {".py", ".html", ".txt", ".css"} \
                    and named.search(path.read_text(encoding="utf-8")):
                found.add(path.relative_to(ROOT).as_posix())
    return found


@pytest.mark.parametrize("game_id", rules.games())
def test_only_the_games_own_files_name_it(game_id):
    strays = _mentions(game_id) - _own_files(game_id) - set(ALLOWED)
    assert strays == set(), f"{game_id} is named outside its own files: {sorted(strays)}"


def test_the_allowed_files_still_name_a_game():
    # an entry nobody needs any more goes, so the list stays the short list of exceptions
    named = set().union(*(_mentions(game_id) for game_id in rules.games()))
    assert set(ALLOWED) <= named


@pytest.mark.parametrize("game_id", rules.games())
def test_every_game_brings_its_own_render_module(game_id):
    shown = games.of(game_id)
    assert shown.module.__name__ == f"functions.render.games.{_package(game_id)}"
    assert shown.board_svg is not plain.board_svg
    assert shown.board_context is not plain.board_context


def test_a_game_without_a_render_module_gets_the_plain_one():
    shown = games.of("no such game")
    assert shown.module is plain
    assert shown.MOVES_HELP == "moves_generic"
    assert turn_of({"game": "no such game", "round": 7}) == ("turn_round", 7)
    assert board_context({"game": "no such game"}, "en") is None


def test_a_game_without_a_picture_shows_its_plain_text_board():
    game = SimpleNamespace(board_text=lambda state, lang: "A <b> 1")
    shown = pages.board(game, "no such game", None, {}, "en")
    assert str(shown) == '<pre class="board-text">A &lt;b&gt; 1</pre>'
    assert pages.board_list("no such game", {}, "en") is None


def test_each_game_counts_its_turn_its_own_way():
    game = rules.get("1926")
    state = game.new_game(["ann", "bob", "cyril"])
    assert turn_of(game.view(state, None)) == ("turn_move", 1)
    poly = rules.get("westernpoly")
    start = poly.new_game(["ann", "bob"])
    assert turn_of(poly.view(start, None)) == ("turn_round", 1)


def test_the_history_leaves_out_what_each_game_restates():
    assert "placed" in pages.RESTATING.get("1926", frozenset())
    assert "bought" in pages.RESTATING.get("westernpoly", frozenset())
    assert pages.RESTATING.get("no such game", frozenset()) == frozenset()


def test_a_render_module_answers_what_it_defines_and_the_plain_game_the_rest():
    module = ModuleType("third_game")
    module.MOVES_HELP = "moves_third_game"
    shown = games.Render(module)
    assert shown.MOVES_HELP == "moves_third_game"
    assert shown.turn is plain.turn
    assert shown.offer_lines({}, "en") == []
    with pytest.raises(AttributeError):
        _ = shown.no_such_hook


# Options the shell itself offers words for: every game may be played in a language.
SHELL_OPTIONS = {"lang"}


def _option_keys(game_id: str) -> set[str]:
    """The label keys of the game's own options and their choices."""
    keys = set()
    for name, spec in rules.get(game_id).option_specs.items():
        if name not in SHELL_OPTIONS:
            keys.add(f"option_{name}")
            keys |= {f"choice_{name}_{choice}" for choice in spec.choices or ()}
    return keys


@pytest.mark.parametrize("game_id", rules.games())
def test_a_games_option_labels_live_in_its_own_module(game_id):
    words = games.of(game_id).WORDS
    keys = _option_keys(game_id)
    assert keys and keys <= set(words.texts), "every option of the game has its own words"
    labels = {text for key in keys for text in words.texts[key].values() if len(text) > 3}
    keyed = re.compile("|".join(rf"""["']{re.escape(key)}["']""" for key in sorted(keys)))
    strays = set()
    for top in ("functions", "templates"):
        for path in (ROOT / top).rglob("*"):
            name = path.relative_to(ROOT).as_posix()
            if not path.is_file() or path.suffix not in {".py", ".html", ".txt"} \
                    or name in _own_files(game_id):
                continue
            text = path.read_text(encoding="utf-8")
            if keyed.search(text) or any(f'"{label}"' in text for label in labels):
                strays.add(name)
    assert strays == set(), f"{game_id}'s option words are in the shell: {sorted(strays)}"


def test_the_organizers_form_labels_each_option_in_the_readers_language():
    from functions.web.organizer import _rules_forms

    for lang, words in (("cs", "Mapa"), ("en", "Map")):
        (form,) = [f for f in _rules_forms(lang, None) if f["id"] == "1926"]
        labels = {option["label"] for option in form["options"]}
        assert words in labels
        assert any(o["label"] == ("Jazyk hry (plán a události)" if lang == "cs"
                                  else "Language of the game (board and events)")
                   for o in form["options"])


@pytest.mark.parametrize("game_id", rules.games())
def test_a_games_own_words_live_in_its_own_module(game_id):
    # a sentence of the game's (its WORDS) copied into the shell would be game knowledge there
    words = games.of(game_id).WORDS
    sentences = {text for forms in words.texts.values() for text in forms.values()
                 if len(text) > 24}
    strays = set()
    for top in ("functions", "templates"):
        for path in (ROOT / top).rglob("*"):
            name = path.relative_to(ROOT).as_posix()
            if not path.is_file() or path.suffix not in {".py", ".html", ".txt"} \
                    or name in _own_files(game_id):
                continue
            text = path.read_text(encoding="utf-8")
            if any(sentence in text for sentence in sentences):
                strays.add(name)
    assert strays == set(), f"{game_id}'s words are in the shell: {sorted(strays)}"


# A game's words: the kinds of its events, the commands and names of its moves (its lexicon).
# The shell never needs one: it routes and shows by what the rules declare (EventKind, forms,
# offers). A word that is also the shell's own is no game's (a notification kind, a mail
# command, a word of the shell's texts), nor one two games share. What is left may still be
# an ordinary word the shell uses for something else; those few are here, each with its use.
COINCIDENCES = {
    "dva": "a count spelled out in a shell's text ('píšeš dva různé tahy'); Goofspiel's card",
    "two": "a count spelled out in a shell's text ('you write two different moves'); a card",
    "three": "a count spelled out in a shell's text; Goofspiel's card name",
    "four": "a count spelled out in a shell's text; Goofspiel's card name",
    "withdraw": "the act of taking an offer back, named in a read-back's subject (the shell's "
                "offers, mailroom/offer_answers.py); WesternPoly's command",
    "buy": "a field of the standing-orders form (templates/web/_orders.html); WesternPoly's buy",
    "big": "the byte order of int.from_bytes (tokens, dice); 1926's large size",
    "leading": "the command table's words that lead a line; Oh Hell's 'leading with' a card",
    "sold": "'Sold!' saying yes to a trade offer (mailroom/offer_answers.py); WesternPoly's sold",
    "nechci": "a no to an invitation (mailroom/invitation.py); WesternPoly's no to buying",
    "pas": "the Czech 'pass' beside an answer to an offer, as 'pass' (mailroom/incoming.py "
           "_PASS_WORDS; owed: the game's own pass words from its lexicon); WesternPoly's Czech "
           "'Pas' to the one open offer",
    "deal": "'Deal!' saying yes to an invitation (mailroom/invitation.py); WesternPoly's word "
            "that opens an answer to an offer ('Sounds good, deal on 1')",
    "nechcem": "a Slovak no to an invitation; WesternPoly's Slovak no to buying",
    "bereme": "a yes to an invitation (we take it); WesternPoly's verb of buying, first person",
    "beriem": "a Slovak yes to an invitation; WesternPoly's Slovak verb of buying",
    "hrajeme": "a yes to an invitation (we play); 1926's verb of placing, first person plural",
    "hrajem": "'hrajem dál' (we play on) to the resign confirmation; 1926's colloquial 'hrajem'",
    "jdu": "'jdu do toho' (I'm in) to an invitation; 1926's 'S velkou jdu na Brno'",
    "jdeme": "'jdeme na to' to an invitation; 1926's 'jdeme s velkou do Prahy'",
    "pridam": "'přidám se' (I'll join) to an invitation; 1926's 'přidám střední' (I add)",
    "pridame": "'přidáme se' to an invitation; 1926's 'přidáme malou'",
    "pridavam": "'přidávám se' to an invitation; 1926's 'přidávám malou'",
    "pridavame": "'přidáváme se' to an invitation; 1926's 'přidáváme velkou'",
    "pridal": "'přidal bych se' to an invitation; 1926's 'přidal bych střední'",
    "pridala": "'přidala bych se' to an invitation; 1926's 'přidala bych malou'",
    "pridali": "'přidali bychom se' to an invitation; 1926's 'přidali bychom velkou'",
    "hrame": "a yes to an invitation, typed without diacritics; Oh Hell's verb of playing",
    "zahraji": "a yes to an invitation (I will play); Oh Hell's verb of playing a card",
    "odmitam": "a no to an invitation (mailroom/invitation.py); WesternPoly's no to an offer",
    "prijimam": "a yes to an invitation (mailroom/invitation.py); WesternPoly's yes to an offer",
    "souhlasim": "a yes to an invitation (mailroom/invitation.py); WesternPoly's yes to an offer",
    "moved": "the page's notice after a move (done=moved); WesternPoly's event of a token moved",
    "pass": "a verdict of SPF, DKIM or DMARC; WesternPoly's no to buying",
    "range": "an option's bounds on the organizer's form; a WesternPoly field's name word",
    "skip": "the timing's policy for weekends; WesternPoly's word for passing",
    "small": "the templates' class of fine print; 1926's small pyramid",
    "second": "the menu's ordinal ('the second one', mailroom/reading.py); Goofspiel's 'my "
              "second highest' card",
    "third": "the menu's ordinal ('the third one'); Goofspiel's 'my third lowest' card",
}


def _shell_words() -> set[str]:
    """The shell's own vocabulary: its notification kinds, its mail commands and every word of
    its mail and page texts (folded as the games' lexicons are)."""
    from functions.mail.commands import CommandKind
    from functions.render.catalogue import MAIL
    from functions.service.records.notifications import Kind
    from functions.web.texts import WEB
    from rules.text import fold

    texts = {fold(word) for catalogue in (MAIL, WEB) for forms in catalogue.texts.values()
             for text in forms.values() for word in re.findall(r"[^\W\d_]+", text)}
    return texts | {kind.value for kind in Kind} | {kind.value for kind in CommandKind}


def _game_words(game_id: str) -> set[str]:
    """The game's event kinds and the words of its lexicon at the start of a game."""
    game = rules.get(game_id)
    state = game.new_game([f"p{i}" for i in range(game.min_players)])
    lexicon = game.lexicon(state) or rules.Lexicon()
    return set(game.event_kinds) | set(lexicon.commands) | set(lexicon.names)


def _own_words() -> dict[str, set[str]]:
    """Each game's words that are its alone: no other game's and not the shell's."""
    words = {game_id: _game_words(game_id) for game_id in rules.games()}
    count = Counter(word for each in words.values() for word in each)
    shell = _shell_words() | set(COINCIDENCES)
    return {game_id: {w for w in each if count[w] == 1} - shell for game_id, each in words.items()}


def _strings(path: Path) -> set[str]:
    """The string literals of a file: a module's constants but its docstrings (which may cite a
    game as an example), a template's quoted texts."""
    text = path.read_text(encoding="utf-8")
    if path.suffix != ".py":
        return set(re.findall(r"""["']([^"'\n]{1,60})["']""", text))
    tree = ast.parse(text)
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.body and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)}
    return {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
            and isinstance(node.value, str) and id(node) not in docs}


def _shell_files() -> list[Path]:
    """The shell's code and templates: all but the games' own render modules and templates."""
    own = set().union(*(_own_files(game_id) for game_id in rules.games()))
    return [path for top in ("functions", "templates") for path in sorted((ROOT / top).rglob("*"))
            if path.is_file() and path.suffix in {".py", ".html", ".txt"}
            and path.relative_to(ROOT).as_posix() not in own | set(ALLOWED)]


@pytest.mark.parametrize("game_id", rules.games())
def test_no_word_of_a_game_is_in_the_shell(game_id):
    words = _own_words()[game_id]
    assert words, "the game declares its event kinds and its lexicon"
    strays = {path.relative_to(ROOT).as_posix(): sorted(found) for path in _shell_files()
              if (found := _strings(path) & words)}
    assert strays == {}, f"{game_id}'s words are in the shell: {strays}"


def test_every_coincidence_is_still_a_games_word_and_in_the_shell():
    # an entry that no game declares any more, or that the shell no longer writes, goes
    words = set().union(*(_game_words(game_id) for game_id in rules.games()))
    written = set().union(*(_strings(path) for path in _shell_files()))
    assert set(COINCIDENCES) <= words & written


@pytest.mark.parametrize("game_id", rules.games())
def test_a_games_own_mails_have_their_words_in_its_module(game_id):
    # an announced event is a mail of its own: its subject and intro are the game's words, as
    # are an offer's answers (the shell has none of them)
    words = games.of(game_id).WORDS
    for kind, told in rules.get(game_id).event_kinds.items():
        if told.announced:
            needed = {f"subject_{kind}"} | ({f"{kind}_{part}" for part in (
                "intro", "listed", "answer", "open", "waiting")} if told.offer == rules.OPENS
                else {f"{kind}_intro"})
            assert words is not None and needed <= set(words.texts), (kind, needed)
