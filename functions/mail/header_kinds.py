"""The standard library's header classes for our mail policies, each class made once.

`email.headerregistry.HeaderRegistry` makes a new class (`type(...)`) for every header a
message is given or a parser reads, some 20 a mail: a third of the CPU of making and writing
one of our mails (bench/RESULTS.md, issue 43). `HeaderKinds` keeps each class it made, so a
header is the same kind of object, written the same way, made once per process.
"""

from __future__ import annotations

from email.headerregistry import BaseHeader, HeaderRegistry


class HeaderKinds(HeaderRegistry):
    """A HeaderRegistry that makes each header class once and keeps it."""

    def __init__(self) -> None:
        super().__init__()
        self._made: dict[str, type[BaseHeader]] = {}

    def __getitem__(self, name: str) -> type[BaseHeader]:
        """The class of header `name` (as the standard registry makes it), made once."""
        key = name.lower()  # the registry's own key: the class does not depend on the case
        made = self._made.get(key)
        if made is None:
            made = self._made[key] = super().__getitem__(name)
        return made


HEADER_KINDS = HeaderKinds()
"""The one registry of the process's mail policies (outgoing and parsed)."""
