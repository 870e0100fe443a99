"""The rules core stays pure: it imports only the standard library, pydantic and itself."""

import ast
import sys
from pathlib import Path

import rules

RULES = Path(rules.__file__).parent
ALLOWED_THIRD_PARTY = {"pydantic", "pydantic_core", "rules"}
# Standard-library modules that would smuggle I/O, a clock or global randomness into the rules.
FORBIDDEN_STDLIB = {"os", "io", "time", "random", "socket", "subprocess", "pathlib", "datetime",
                    "shutil", "tempfile", "urllib", "http", "sqlite3", "threading", "secrets"}


def _imports(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module.split(".")[0]


def test_rules_import_only_stdlib_pydantic_and_itself():
    offenders = []
    for path in sorted(RULES.rglob("*.py")):
        for top in _imports(path):
            if top in FORBIDDEN_STDLIB:
                offenders.append(f"{path.relative_to(RULES)}: {top} (I/O, clock or randomness)")
            elif top not in sys.stdlib_module_names and top not in ALLOWED_THIRD_PARTY:
                offenders.append(f"{path.relative_to(RULES)}: {top}")
    assert offenders == []


def test_registry_lists_and_returns_games():
    ids = rules.games()
    assert "1926" in ids
    for gid in ids:
        game = rules.get(gid)
        assert game.id == gid


def test_unknown_game_is_a_readable_error():
    try:
        rules.get("chess")
    except rules.OptionError as exc:
        assert "chess" in str(exc) and "1926" in str(exc)
    else:
        raise AssertionError("unknown game accepted")
