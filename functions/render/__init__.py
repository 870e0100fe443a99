"""Outgoing mail rendering: numbered menus, HTML boards and localized letters from templates.

The letters (and their templates) load on first use, so a module that needs only the menus does
not import jinja2 (issue 14: handler cold starts).
"""

from typing import Any

from functions.render.menu import MenuItem, NoSuchChoice, menu, pick

__all__ = ["KINDS", "Letter", "MenuItem", "NoSuchChoice", "UnknownKind", "menu", "pick", "render"]
_LETTERS = ("KINDS", "Letter", "UnknownKind", "render")


def __getattr__(name: str) -> Any:
    """The letters' names, imported from functions.render.letters when first asked for."""
    if name in _LETTERS:
        from functions.render import letters

        return getattr(letters, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
