"""How records are stored and copied: schema versions and upgrades, fields as a dict, `evolve`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, is_dataclass
from operator import attrgetter
from typing import Any, NoReturn, TypeVar

from .errors import UnreadableRecord


def as_dict(record: Any, mutable: tuple[str, ...] = ()) -> dict[str, Any]:
    """`dataclasses.asdict(record)` for the service's records, without its generic walk and
    deep copies (it was about a third of a submit, issue 14): the fields that may hold dicts or
    lists (`mutable`, named by the record's class) are copied, nested records converted, tuples
    of scalars and scalars kept as they are (immutable)."""
    data = fields_of(record)
    for name in mutable:
        data[name] = _plain(data[name])
    return data


def _plain(value: Any) -> Any:
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is dict:
        return {key: _plain(item) for key, item in value.items()}
    if kind is list or kind is tuple:
        return kind(_plain(item) for item in value)
    if is_dataclass(value) and not isinstance(value, type):
        return as_dict(value)
    import copy  # anything else JSON-safe data might hold: copied as asdict copies it

    return copy.deepcopy(value)


def fields_of(record: Any) -> dict[str, Any]:
    """The record's fields as they are, nested records and containers not converted."""
    names, values, single = _FIELD_READERS.get(type(record)) or _readers(type(record))
    return {names[0]: values(record)} if single else dict(zip(names, values(record), strict=True))


def _readers(kind: type) -> tuple[tuple[str, ...], Callable[[Any], Any], bool]:
    names = tuple(f.name for f in fields(kind))
    reader = _FIELD_READERS[kind] = (names, attrgetter(*names), len(names) == 1)
    return reader


R = TypeVar("R")
_FIELD_SETS: dict[type, frozenset[str]] = {}  # per record class: its field names


def evolve(record: R, **changes: Any) -> R:
    """`dataclasses.replace` for a record of plain fields (a frozen dataclass that checks
    nothing when made: a game record, a seat, a store's change), without its walk over the
    field definitions and the frozen __init__'s call per field (several times a move, issue
    14): the copy's fields are the record's updated by `changes`, two dict updates (a record
    with slots: one set per field)."""
    kind: type[Any] = type(record)  # a dataclass (R is any record type)
    names = _FIELD_SETS.get(kind)
    if names is None:
        names = _FIELD_SETS[kind] = frozenset(f.name for f in fields(kind))
    if not changes.keys() <= names:
        unknown = sorted(changes.keys() - names)
        raise TypeError(f"{kind.__name__} has no fields {', '.join(unknown)}")
    copy = object.__new__(kind)
    try:
        values = copy.__dict__  # frozen: attributes cannot be set, the instance's dict can
    except AttributeError:  # slots: no dict
        for name in names:
            _set(copy, name, changes[name] if name in changes else getattr(record, name))
        return copy
    values.update(record.__dict__)
    values.update(changes)
    return copy


_set = object.__setattr__  # the frozen dataclass's own way past its __setattr__

_SCALARS = frozenset({str, int, float, bool, type(None)})
# per record class: its field names, a getter of all their values, and whether it is one
_FIELD_READERS: dict[type, tuple[tuple[str, ...], Callable[[Any], Any], bool]] = {}


# ---- stored forms: schema versions and their upgrades -------------------------------------
# Every stored record carries `"schema": N`; a record without it is schema 1 (everything stored
# before versions existed). Reading upgrades an older record one step at a time; a newer one,
# or one with fields its schema does not have, is refused (docs/storage.md: "Schema versions").

SCHEMA = "schema"
Upgrade = Callable[[dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True, slots=True)
class StoredForm:
    """How one kind of record is stored: its schema `version` today, the `upgrades` (step n
    turns a schema-n dict into a schema n+1 one) and the fields a record of `version` has."""

    kind: str
    version: int
    upgrades: Mapping[int, Upgrade]
    fields: frozenset[str]
    # the fields a record stored at `version` leaves out, filled in (a game of schema 3: those
    # at their defaults); a record of an older schema is upgraded instead
    filled: Upgrade | None = None

    def read(self, stored: Mapping[str, Any]) -> dict[str, Any]:
        """The record's fields at today's schema (a new dict): older schemas upgraded step by
        step; raises errors.UnreadableRecord for a newer schema or a field set that is not
        exactly today's (nothing is silently dropped or guessed)."""
        data = dict(stored)
        version = data.pop(SCHEMA, 1)
        if type(version) is not int or version < 1:
            _refuse(f"a stored {self.kind} has no schema version but {version!r}")
        if version > self.version:
            _refuse(f"a stored {self.kind} has schema {version}, newer than this version of the "
                    f"service reads (up to {self.version}): it was written by a newer "
                    "version; run that one")
        if version == self.version and self.filled is not None:
            data = self.filled(data)
        while version < self.version:
            data = self.upgrades[version](data)
            version += 1
        return self.part(self.kind, data, self.fields)

    def part(self, what: str, data: Mapping[str, Any], names: frozenset[str]) -> dict[str, Any]:
        """A copy of `data` (the record or a part stored inside it, such as a seat) after a
        check that it has exactly the fields `names`."""
        if data.keys() != names:
            unknown, missing = sorted(data.keys() - names), sorted(names - data.keys())
            _refuse(f"a stored {what} (in a {self.kind} of schema {self.version}) has "
                    + "; ".join(f"{label} {', '.join(found)}" for label, found in
                                (("fields it does not know:", unknown),
                                 ("no", missing)) if found))
        return dict(data)


def _refuse(message: str) -> NoReturn:
    raise UnreadableRecord(message)


def field_names(kind: type) -> frozenset[str]:
    """The names of a record class's fields."""
    return frozenset(f.name for f in fields(kind))
