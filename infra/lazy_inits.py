"""Package `__init__` files in the Lambda artifact that import every submodule, made lazy at
build time: a name is imported from its submodule when first asked for (PEP 562).

Powertools' `event_handler` package imports all its resolvers (AppSync's with asyncio, Bedrock's,
VPC Lattice's, ...) to export them, and `utilities.data_classes` every event class; the web
function uses the HTTP API resolver alone, yet paid for all of them on each cold start
(bench/RESULTS.md); jinja2's imports its bytecode caches (and pickle), which precompiled
templates never use. `from package import Name` and `package.Name` still give the same object;
only the order in which the submodules load changes. An `__init__` doing anything besides
importing names, listing `__all__` and naming constants is left as it is (and `lazy_source`
says so with None).
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGES = ("aws_lambda_powertools/event_handler", "aws_lambda_powertools/utilities/data_classes",
            "jinja2")
"""The packages (paths in the artifact) whose `__init__` is made lazy."""

MARK = "# made lazy by infra/lazy_inits.py at build time"

_TEMPLATE = '''{doc}{mark}: each name is imported from its submodule when first asked for.
import importlib as _importlib

_LAZY = {lazy!r}
{all}

def __getattr__(name):
    try:
        module, attribute = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module {{__name__!r}} has no attribute {{name!r}}") from None
    value = getattr(_importlib.import_module(module), attribute)
    globals()[name] = value
    return value


def __dir__():
    return sorted({{*globals(), *_LAZY}})
'''


def lazy_source(source: str, package: str) -> str | None:
    """The lazy form of a package's `__init__` source (`package` its dotted name), or None when
    it does more than import names from modules, list `__all__` and name constants."""
    tree = ast.parse(source)
    lazy: dict[str, tuple[str, str]] = {}
    constants: list[str | None] = []
    doc, exported = ast.get_docstring(tree, clean=False), None
    for number, node in enumerate(tree.body):
        if number == 0 and doc is not None:
            continue
        if isinstance(node, ast.ImportFrom) and node.module != "__future__":
            if any(alias.name == "*" for alias in node.names):
                return None
            base = package.split(".")
            module = (".".join(base[:len(base) - node.level + 1] + [node.module or ""])
                      .rstrip(".") if node.level else node.module)
            if module is None:
                return None
            for alias in node.names:
                lazy[alias.asname or alias.name] = (module, alias.name)
        elif (isinstance(node, ast.Assign) and len(node.targets) == 1
              and isinstance(node.targets[0], ast.Name) and node.targets[0].id == "__all__"):
            exported = ast.get_source_segment(source, node)
        elif (isinstance(node, ast.Assign) and len(node.targets) == 1
              and isinstance(node.targets[0], ast.Name) and isinstance(node.value, ast.Constant)):
            constants.append(ast.get_source_segment(source, node))  # `__version__ = "3.1.6"`
        elif not (isinstance(node, ast.ImportFrom) and node.module == "__future__"):
            return None
    if not lazy:
        return None
    return _TEMPLATE.format(doc=f'"""{doc}"""\n\n' if doc is not None else "", mark=MARK,
                            lazy=lazy, all="\n".join(filter(None, [exported, *constants])))


def make_lazy(root: Path, packages: tuple[str, ...] = PACKAGES) -> list[str]:
    """Rewrite the named packages' `__init__.py` under `root` in their lazy form; returns those
    rewritten (a package missing, or one whose `__init__` does more, is left alone)."""
    done = []
    for package in packages:
        init = root / package / "__init__.py"
        if not init.is_file():
            continue
        lazy = lazy_source(init.read_text(encoding="utf-8"), package.replace("/", "."))
        if lazy is not None:
            init.write_text(lazy, encoding="utf-8")
            done.append(package)
    return done
