"""A message of table talk and its stored form."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .forms import SCHEMA, StoredForm, field_names


@dataclass(frozen=True, slots=True)
class PressMessage:
    """One message of table talk; immutable once written, chained like the log (see press.py).

    `sender` and `to` are seat ids (`to` None: the whole table); `key` is the idempotency key of
    the mail line or form post that wrote it (not chained, not exported). A private message has
    a `salt` of its own (hex; None before salts), known to its sender and recipient, which its
    chained digest mixes in, so an export that withholds the text gives no dictionary a hold on
    it. `erased`: the text was deleted (press.erased), its chained digest kept in its place."""

    seq: int
    sender: str
    to: str | None
    text: str
    at: str
    prev: str
    hash: str
    key: str | None = None
    salt: str | None = None
    erased: str | None = None  # the digest of the deleted text (the text is then "")
    # who held the sender's seat and the recipient's when it was written (Seat.holder): a
    # private message is those two people's, not their seats' (a replacement reads none of it)
    sender_holder: int = 0
    to_holder: int = 0

    def to_dict(self) -> dict[str, Any]:
        """The stored form, with its schema (the salt, the erased digest and the holders only
        when set: a message without them is stored as before)."""
        data = {"seq": self.seq, "sender": self.sender, "to": self.to, "text": self.text,
                "at": self.at, "prev": self.prev, "hash": self.hash, "key": self.key,
                SCHEMA: PRESS_FORM.version}
        if self.salt is not None:
            data["salt"] = self.salt
        if self.erased is not None:
            data["erased"] = self.erased
        if self.sender_holder:
            data["sender_holder"] = self.sender_holder
        if self.to_holder:
            data["to_holder"] = self.to_holder
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PressMessage:
        """The message `to_dict` produced, by this version or an older one."""
        return cls(**PRESS_FORM.read(data))


_PRESS_UNSET = {"salt": None, "erased": None, "sender_holder": 0, "to_holder": 0}
PRESS_FORM = StoredForm("table talk message", 2,
                        {1: lambda data: {"key": None, **_PRESS_UNSET, **data}},
                        field_names(PressMessage),
                        # the salt, the erased digest and the holders came later, within
                        # schema 2: left out when unset (a message written before the holders
                        # were kept counts as its seats' first holders')
                        filled=lambda data: {**_PRESS_UNSET, **data})
