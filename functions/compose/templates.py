"""The build's compilation of every template (see render/precompiled.py): the mail's and the
pages' environments, each with its own options, are known here, above both."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from functions.render.letters import environment as mail_environment
from functions.render.precompiled import compile_into
from functions.web.responses import environment as web_environment


def compile_all(templates: Path) -> int:
    """Compile the mail and web templates under `templates` (the artifact's copy)."""
    import jinja2

    builders: dict[str, Callable[[Any], Any]] = {"email": mail_environment,
                                                 "web": web_environment}
    return sum(compile_into(build(jinja2.FileSystemLoader(templates / name)), templates / name)
               for name, build in builders.items())
