"""Outgoing mail rendering: numbered menus, HTML boards and localized letters from templates."""

from functions.render.letters import KINDS, Letter, UnknownKind, render
from functions.render.menu import MenuItem, NoSuchChoice, menu, pick

__all__ = ["KINDS", "Letter", "MenuItem", "NoSuchChoice", "UnknownKind", "menu", "pick", "render"]
