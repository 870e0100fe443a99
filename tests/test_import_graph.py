"""The import graph of functions/ and rules/, read from the sources: no circles, and every layer
imports only inward (the rules from nothing of the service, the core from nothing outside it).

Every import counts: at the top of a module, inside a function (a "late" import that dodges a
circle at run time still ties the two modules together), and under `if TYPE_CHECKING:`.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("functions", "rules")

# The core (functions/service) uses only itself, the rules, the language list and the signing
# helpers (two leaves); it knows no mail, page, template, storage engine or entry point.
CORE = "functions.service"
CORE_MAY_USE = ("functions.service", "functions.i18n", "functions.signing", "rules")
# Libraries of the outer layers; the core's adapters are ports, not these.
OUTER_LIBRARIES = ("boto3", "botocore", "sqlite3", "jinja2", "css_inline", "aws_lambda_powertools")


def modules(root: Path, packages: tuple[str, ...] = PACKAGES) -> dict[str, Path]:
    """Every module of the packages under `root`, by dotted name."""
    found = {}
    for top in packages:
        for path in (root / top).rglob("*.py"):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def imports(name: str, path: Path) -> set[str]:
    """The dotted names `path` (the module `name`) imports, relative imports resolved; a name
    imported from a module is named under it (graph() counts the module it is in)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    named: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            named |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            # `from p import x` imports the module p.x when there is one, else a name of p
            named |= {f"{module}.{alias.name}" for alias in node.names}
    return named


def graph(root: Path, packages: tuple[str, ...] = PACKAGES) -> dict[str, set[str]]:
    """Module -> the project's modules it imports (the innermost module each name is in)."""
    known = modules(root, packages)

    def owner(dotted: str) -> str | None:
        while dotted and dotted not in known:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    edges: dict[str, set[str]] = {}
    for name, path in known.items():
        targets = {owner(dotted) for dotted in imports(name, path)}
        edges[name] = {t for t in targets if t is not None and t != name}
    return edges


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(edges.get(child, ())))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return found


def _within(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def test_no_module_of_functions_or_rules_imports_itself_round_a_circle():
    assert circles(graph(ROOT)) == []


def test_the_rules_import_nothing_of_the_service():
    edges = graph(ROOT)
    strays = {(m, t) for m, ts in edges.items() if _within(m, ("rules",))
              for t in ts if not _within(t, ("rules",))}
    assert strays == set()


def test_the_core_imports_no_outer_layer():
    edges = graph(ROOT)
    strays = {(m, t) for m, ts in edges.items() if _within(m, (CORE,))
              for t in ts if t != "functions" and not _within(t, CORE_MAY_USE)}
    assert strays == set(), "the core imports an outer layer"


def test_the_core_uses_no_library_of_an_outer_layer():
    strays = {(name, dotted) for name, path in modules(ROOT).items() if _within(name, (CORE,))
              for dotted in imports(name, path) if _within(dotted, OUTER_LIBRARIES)}
    assert strays == set()


def test_the_storage_adapters_live_outside_the_core_and_implement_its_port():
    edges = graph(ROOT)
    adapters = {m for m in edges if _within(m, ("functions.storage",))}
    assert {"functions.storage.sqlite", "functions.storage.dynamodb"} <= adapters
    for adapter in ("functions.storage.sqlite", "functions.storage.dynamodb"):
        assert "functions.service.store" in edges[adapter]


def test_the_graph_sees_top_late_and_type_only_imports(tmp_path):
    pkg = tmp_path / "functions"
    (pkg / "inner").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "inner" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from functions.inner import b\n")
    (pkg / "inner" / "b.py").write_text("def f():\n    from .c import x\n")
    (pkg / "inner" / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .. import a\n")
    edges = graph(tmp_path, ("functions",))
    assert edges["functions.a"] == {"functions.inner.b"}
    assert edges["functions.inner.b"] == {"functions.inner.c"}
    assert circles(edges) == [["functions.a", "functions.inner.b", "functions.inner.c"]]
    (pkg / "inner" / "c.py").write_text("x = 1\n")
    assert circles(graph(tmp_path, ("functions",))) == []
