"""Imports in the Lambda artifact that only functions use, moved into those functions at build
time: botocore's documentation machinery, which every client imports and nothing reads, and
urllib3's importlib.metadata, read only to switch HTTP/2 on.

botocore's clients and waiters give each method a lazily generated docstring
(`botocore.docs.docstring`); that module, and the `botocore.docs` package above it, import the
whole documenter (restdoc, html.parser, the method, paginator and waiter writers, the service
documenter) to have it at hand should `help()` ever ask. The functions never do, yet paid about
12 ms of each cold start's CPU for it (bench/RESULTS.md, issue 43). Here each such top-level
`from module import name` is removed and repeated as the first statement of every function
that uses the name, so the documenter loads with the first docstring generated. A module that
uses one of the names outside a function (a base class, a decorator, a default value) is left
as it is (`defer` says so with None); so is anything else not found as expected.

jinja2's Environment imports its compiler, lexer and parser (with the compiler's idtracking,
optimizer and visitor: 4-6 ms of CPU) that templates compiled at build time never use, and
names them at import in annotations and one class attribute. Its module gets postponed
annotations (PEP 563) and that attribute becomes a descriptor that imports the compiler when
first read (`POSTPONED`), after which its imports defer like the others.

Other jinja2 modules a first mail or page loads (nodes, runtime, loaders, filters, tests) build
some 300 `typing` annotations (`t.Optional[...]`, `t.Dict[...]`) when their functions are defined,
which nothing reads at run time: their annotations are postponed too (`POSTPONED_ALONE`, about 2
ms of a first event's CPU, bench/RESULTS.md, eighth pass).

Powertools' Logger imports its JMESPath utilities (jmespath, typing_extensions, gzip: about 3
ms of CPU) for one call, made only when a handler names a correlation id path (ours never
does); the import sits in the decorator every invocation runs, so moving it into the function
would still load it on the first event. It becomes a stand-in that imports the module when one
of its attributes is first read (`REPLACED`).
"""

from __future__ import annotations

import ast
from pathlib import Path

DEFERRED = {
    "botocore/docs/__init__.py": ("botocore.docs.service",),
    "botocore/docs/docstring.py": ("botocore.docs.bcdoc.restdoc", "botocore.docs.method",
                                   "botocore.docs.paginator", "botocore.docs.waiter"),
    # urllib3 reads h2's version only when HTTP/2 is injected (never, here); importing
    # importlib.metadata (zipfile, csv, email's parser) cost every function 4-5 ms of CPU
    "urllib3/http2/__init__.py": ("importlib.metadata",),
    "jinja2/environment.py": (".compiler", ".lexer", ".parser"),
}
"""Per module of the artifact: the modules whose top-level `from ... import` are deferred
(a leading dot: a relative import)."""

_COMPILER_CLASS = '''

class _CompilerClass:
    """The compiler's class, imported when first read (infra/deferred_imports.py)."""

    def __get__(self, instance, owner=None):
        return CodeGenerator
'''

POSTPONED = {
    "jinja2/environment.py": ({
        '    code_generator_class: t.Type["CodeGenerator"] = CodeGenerator\n':
            '    code_generator_class: t.Type["CodeGenerator"] = _CompilerClass()\n',
    }, _COMPILER_CLASS),
}
"""Per module: its annotations postponed, these lines replaced (each must be found once), and
this text put after the docstring, before its imports are deferred."""

POSTPONED_ALONE = ("jinja2/nodes.py", "jinja2/runtime.py", "jinja2/loaders.py",
                   "jinja2/filters.py", "jinja2/tests.py")
"""Modules whose annotations are postponed (PEP 563), nothing else changed (one that already
postpones them, or has no docstring to follow, is left alone)."""

_LAZY_MODULE = '''

class _LazyModule:
    """A module imported when one of its attributes is first read (infra/deferred_imports.py)."""

    def __init__(self, name):
        self._name = name

    def __getattr__(self, attribute):
        import importlib

        return getattr(importlib.import_module(self._name), attribute)


'''

REPLACED = {
    "aws_lambda_powertools/logging/logger.py": {
        "from aws_lambda_powertools.utilities import jmespath_utils\n":
            _LAZY_MODULE + 'jmespath_utils = _LazyModule("aws_lambda_powertools.utilities.'
                           'jmespath_utils")\n',
    },
}
"""Per module: these lines replaced (each must be found once, or the module is left alone)."""

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


def _loaded_names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _postponed(tree: ast.Module) -> bool:
    return any(isinstance(node, ast.ImportFrom) and node.module == "__future__"
               and any(alias.name == "annotations" for alias in node.names)
               for node in tree.body)


def _used_at_import(tree: ast.Module, skip: set[int]) -> set[str]:
    """The names the module's own execution reads (function bodies aside; their decorators,
    defaults and annotations included, unless annotations are postponed)."""
    used: set[str] = set()
    evaluated = not _postponed(tree)
    pending: list[ast.AST] = [n for n in tree.body if id(n) not in skip]
    while pending:
        node = pending.pop()
        if isinstance(node, _FUNCTIONS):
            pending += [*node.decorator_list, *node.args.defaults,
                        *(d for d in node.args.kw_defaults if d is not None)]
            if evaluated:
                pending += [a.annotation for a in (*node.args.args, *node.args.kwonlyargs)
                            if a.annotation is not None]
                if node.returns is not None:
                    pending.append(node.returns)
            continue
        if isinstance(node, ast.AnnAssign) and not evaluated:
            pending += [node.target, *([node.value] if node.value is not None else [])]
            continue
        if isinstance(node, ast.Lambda):
            pending += node.args.defaults
            continue
        if isinstance(node, ast.Name):
            used.add(node.id)
        pending += list(ast.iter_child_nodes(node))
    return used


def defer(source: str, modules: tuple[str, ...]) -> str | None:
    """`source` with its top-level `from M import ...` of `modules` moved into the functions
    that use the names; None when a name is used at import time or an import is missing."""
    tree = ast.parse(source)
    imports = [node for node in tree.body if isinstance(node, ast.ImportFrom)
               and "." * node.level + (node.module or "") in modules]
    if {"." * node.level + (node.module or "") for node in imports} != set(modules):
        return None
    names = {alias.asname or alias.name: ("." * node.level + (node.module or ""), alias.name)
             for node in imports for alias in node.names}
    if "*" in names or _used_at_import(tree, {id(node) for node in imports}) & set(names):
        return None
    lines = source.splitlines(keepends=True)
    edits: list[tuple[int, int, str]] = []  # (first line, lines replaced, text), 0-based
    for node in imports:
        edits.append((node.lineno - 1, node.end_lineno - node.lineno + 1, ""))
    for function in (n for n in ast.walk(tree) if isinstance(n, _FUNCTIONS)):
        wanted = sorted(set().union(*(_loaded_names(s) for s in function.body)) & set(names))
        if not wanted:
            continue
        body = function.body
        first = body[1] if (len(body) > 1 and isinstance(body[0], ast.Expr)
                            and isinstance(body[0].value, ast.Constant)
                            and isinstance(body[0].value.value, str)) else body[0]
        if first is body[0] and first.lineno == function.lineno:
            return None  # a one-line function (`def f(): return x`): no line to insert before
        indent = " " * first.col_offset
        text = "".join(f"{indent}from {names[name][0]} import {names[name][1]}"
                       + ("" if names[name][1] == name else f" as {name}") + "\n"
                       for name in wanted)
        edits.append((first.lineno - 1, 0, text))
    for start, count, text in sorted(edits, key=lambda edit: edit[0], reverse=True):
        lines[start:start + count] = [text] if text else []
    deferred = "".join(lines)
    ast.parse(deferred)  # still Python
    return deferred


def postpone(source: str, replaced: dict[str, str], prelude: str = "") -> str | None:
    """`source` with postponed annotations, the `replaced` lines and `prelude` after its
    docstring; None when a line is not found exactly once or there is no docstring."""
    tree = ast.parse(source)
    if _postponed(tree):
        return None
    for old in replaced:
        if source.count(old) != 1:
            return None
    docstring = tree.body[0] if tree.body and isinstance(tree.body[0], ast.Expr) and \
        isinstance(tree.body[0].value, ast.Constant) else None
    if docstring is None:
        return None
    lines = source.splitlines(keepends=True)
    head, tail = "".join(lines[:docstring.end_lineno]), "".join(lines[docstring.end_lineno:])
    for old, new in replaced.items():
        tail = tail.replace(old, new)
    return f"{head}from __future__ import annotations\n{prelude}{tail}"


def replace(source: str, replaced: dict[str, str]) -> str | None:
    """`source` with the `replaced` lines; None when a line is not found exactly once."""
    for old, new in replaced.items():
        if source.count(old) != 1:
            return None
        source = source.replace(old, new)
    ast.parse(source)  # still Python
    return source


def defer_all(root: Path, deferred: dict[str, tuple[str, ...]] = DEFERRED,
              postponed: dict[str, tuple[dict[str, str], str]] = POSTPONED,
              replaced: dict[str, dict[str, str]] = REPLACED,
              postponed_alone: tuple[str, ...] = POSTPONED_ALONE) -> list[str]:
    """Rewrite the named modules under `root`; returns those rewritten (a module missing, or
    one that does not fit, is left alone)."""
    done = []
    for path in postponed_alone:
        module = root / path
        if module.is_file() and (rewritten := postpone(module.read_text(encoding="utf-8"),
                                                       {})) is not None:
            module.write_text(rewritten, encoding="utf-8")
            done.append(path)
    for path, lines in replaced.items():
        module = root / path
        if module.is_file() and (rewritten := replace(module.read_text(encoding="utf-8"),
                                                      lines)) is not None:
            module.write_text(rewritten, encoding="utf-8")
            done.append(path)
    for path, modules in deferred.items():
        module = root / path
        if not module.is_file():
            continue
        source: str | None = module.read_text(encoding="utf-8")
        if path in postponed:
            source = postpone(source, *postponed[path])
            if source is None:
                continue
        rewritten = defer(source, modules)
        if rewritten is not None:
            module.write_text(rewritten, encoding="utf-8")
            done.append(path)
    return done
