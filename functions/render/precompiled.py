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
    sources) into `directory/_compiled`, and every file they include, import or extend;
    returns how many."""
    names = [name for name in environment.list_templates()
             if name.endswith(EXTENSIONS) and not name.startswith(COMPILED)]
    # an included file of another kind (the mail's `_style.css`) left to the sources was
    # lexed, parsed and compiled by every cold start's first mail (bench/RESULTS.md, issue 43)
    names += sorted(referenced(environment, names) - set(names))
    environment.compile_templates(str(directory / COMPILED), zip=None, ignore_errors=False,
                                  filter_func=lambda name: name in names)
    return len(names)


def referenced(environment: Any, names: list[str]) -> set[str]:
    """The templates `names` include, import or extend, and those these do, and so on (a name
    computed at render time is not known here)."""
    from jinja2 import meta

    found: set[str] = set()
    pending = list(names)
    while pending:
        source = environment.loader.get_source(environment, pending.pop())[0]
        for name in meta.find_referenced_templates(environment.parse(source)):
            if name is not None and name not in found:
                found.add(name)
                pending.append(name)
    return found
