"""Templates compiled to Python modules when the Lambda artifact is built, so that a fresh
container's first mail or page imports them (byte-compiled like the rest of the artifact)
instead of lexing, parsing and compiling Jinja sources: the bulk of a first event's CPU.

`infra/build_lambda.py` calls `functions.compose.templates.compile_all(templates)` on the
artifact's copy; each environment then loads through `loader(directory)`: the compiled modules
in `directory/_compiled` when they are there, the sources otherwise (a checkout, `pbm serve`, a
template the build did not know).
Compiled code depends on the environment's options, so both are built by the same functions
(`functions.render.letters.environment`, `functions.web.responses.environment`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

COMPILED = "_compiled"
EXTENSIONS = (".html", ".txt")


def loader(directory: Path) -> Any:
    """The compiled templates of `directory` when built, falling back to its sources."""
    import jinja2

    sources = jinja2.FileSystemLoader(directory)
    compiled = directory / COMPILED
    if not compiled.is_dir():
        return sources
    return jinja2.ChoiceLoader([jinja2.ModuleLoader(str(compiled)), sources])


def compile_into(environment: Any, directory: Path) -> int:
    """Compile the templates of `directory` with `environment` (its options, a loader of the
    sources) into `directory/_compiled`; returns how many."""
    names = [name for name in environment.list_templates()
             if name.endswith(EXTENSIONS) and not name.startswith(COMPILED)]
    environment.compile_templates(str(directory / COMPILED), zip=None, ignore_errors=False,
                                  filter_func=lambda name: name in names)
    return len(names)
