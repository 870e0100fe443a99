"""The store's ports by role: each small, together the whole store, every adapter proved (by
mypy, functions/storage/conformance.py) to implement each, and the whole store taken only by
the code that wires one; every other caller takes the roles it uses."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from functions.service import store
from tests.test_import_graph import modules

ROOT = Path(__file__).resolve().parent.parent
CONFORMANCE = ROOT / "functions" / "storage" / "conformance.py"

# The modules that may name the whole GameStore in an annotation, and why: they wire a store
# (or wrap one whole); a module that uses a few of its roles takes those.
WHOLE_STORE = {
    "functions.compose": "opens the store an entry point runs on",
    "functions.compose.erasing_at_once": "picks the erasure writer by the store's adapter",
    "functions.service.service": "the facade, which hands each job the roles of its store it uses",
    "functions.mailroom.answers": "HoldingStore wraps a whole store for one mail",
    "functions.mailroom.delivery": "the postman builds a GameService over its store",
}


def members(port: type) -> set[str]:
    """The methods a port class declares itself (not those it inherits)."""
    return {name for name, value in vars(port).items()
            if callable(value) and not name.startswith("_")}


def names_the_whole_store(node: ast.AST | None) -> bool:
    """Whether an annotation names GameStore (as a name, an attribute or in a string)."""
    for part in ast.walk(node) if node is not None else ():
        if isinstance(part, ast.Name) and part.id == "GameStore":
            return True
        if isinstance(part, ast.Attribute) and part.attr == "GameStore":
            return True
        if isinstance(part, ast.Constant) and isinstance(part.value, str) \
                and re.search(r"\bGameStore\b", part.value):
            return True
    return False


def annotations(tree: ast.AST) -> list[ast.AST | None]:
    """Every annotation in a module: of arguments, returns and annotated names."""
    found: list[ast.AST | None] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.arg):
            found.append(node.annotation)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found.append(node.returns)
        elif isinstance(node, ast.AnnAssign):
            found.append(node.annotation)
    return found


def whole_store_users(root: Path) -> set[str]:
    """The modules of functions/ that annotate something as the whole GameStore."""
    return {name for name, path in modules(root, ("functions",)).items()
            if any(names_the_whole_store(a) for a in annotations(ast.parse(path.read_text())))}


@pytest.mark.parametrize("port", store.ROLES, ids=lambda port: port.__name__)
def test_each_role_port_is_small(port):
    assert 0 < len(members(port)) <= store.MAX_ROLE_METHODS == 12


def test_the_whole_store_is_the_roles_together_and_adds_nothing():
    roles = [members(port) for port in store.ROLES]
    every = set().union(*roles)
    assert sum(map(len, roles)) == len(every), "a method belongs to two roles"
    assert members(store.GameStore) == set()
    assert set(store.GameStore.__mro__) >= set(store.ROLES)
    declared = {name for name, value in vars(store).items() if isinstance(value, type)
                and value.__module__ == store.__name__ and getattr(value, "_is_protocol", False)
                and value is not store.GameStore}
    assert declared == {port.__name__ for port in store.ROLES}, "a port missing from ROLES"


def test_mypy_is_shown_every_adapter_in_every_role():
    adapters = {match for path in (ROOT / "functions" / "storage").glob("*.py")
                for match in re.findall(r"^class (\w+Store)\b", path.read_text(), re.M)}
    assert {"SqliteStore", "DynamoStore"} <= adapters
    shown = set()
    for node in ast.walk(ast.parse(CONFORMANCE.read_text())):
        if isinstance(node, ast.AnnAssign) and isinstance(node.value, ast.Name):
            annotation = node.annotation
            assert isinstance(annotation, ast.Subscript) and isinstance(annotation.slice, ast.Name)
            shown.add((node.value.id, annotation.slice.id))
    assert shown == {(adapter, port.__name__) for adapter in adapters for port in store.ROLES}


def test_only_the_wiring_takes_the_whole_store():
    assert whole_store_users(ROOT) == set(WHOLE_STORE)


def test_the_check_sees_every_kind_of_annotation(tmp_path):
    package = tmp_path / "functions"
    package.mkdir()
    kinds = {"arg": "def f(s: GameStore) -> None: ...",
             "ret": "def f() -> 'GameStore': ...",
             "attr": "class A:\n    s: store.GameStore",
             "narrow": "def f(s: Ledger, t: GameStoreLike) -> None: ..."}
    for name, text in kinds.items():
        (package / f"{name}.py").write_text(text + "\n")
    assert whole_store_users(tmp_path) == {"functions.arg", "functions.ret", "functions.attr"}


def store_calls(tree: ast.AST) -> set[str]:
    """The methods a module calls on a store: `x.m(...)` where x is `store`, `_store` or an
    attribute of that name (`self.store`, `service.store`, `self.engine.store`)."""
    called = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            target = node.func.value
            name = target.id if isinstance(target, ast.Name) else \
                target.attr if isinstance(target, ast.Attribute) else None
            if name in ("store", "_store"):
                called.add(node.func.attr)
    return called


def declared_roles(module_name: str) -> set[type]:
    """The role ports a module names: those it imports, and those behind the protocols it
    defines or imports (GameStore names them all: see WHOLE_STORE)."""
    module = importlib.import_module(module_name)
    return {role for value in vars(module).values() if isinstance(value, type)
            for role in store.ROLES if role in value.__mro__}


def undeclared_calls(module_name: str, path: Path) -> set[str]:
    """The store methods a module calls that belong to none of the roles it declares."""
    every = set().union(*(members(role) for role in store.ROLES))
    allowed = set().union(*(members(role) for role in declared_roles(module_name)))
    return (store_calls(ast.parse(path.read_text())) & every) - allowed


def test_every_module_calls_only_the_roles_it_declares():
    """A module's store calls belong to the roles it names. Belt and braces beside mypy,
    which checks it exactly wherever the store comes typed by role (a job's store, Games[...],
    a variable annotated with a role) but not a call on the facade's whole store."""
    found = {name: undeclared_calls(name, path)
             for name, path in modules(ROOT, ("functions",)).items()
             if not name.startswith("functions.storage") and name != store.__name__}
    assert {name: calls for name, calls in found.items() if calls} == {}


def test_the_role_check_sees_a_call_outside_the_roles(tmp_path):
    path = tmp_path / "job.py"
    path.write_text("def f(service, store):\n    service.store.games_of_player('a')\n"
                    "    store.claim('n', 'a', 'b')\n    store.close_with(None)\n")
    assert store_calls(ast.parse(path.read_text())) == {"games_of_player", "claim",
                                                        "close_with"}
    assert undeclared_calls("functions.service.play.controls", path) == {"claim"}
