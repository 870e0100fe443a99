"""The domain errors a store raises (see store.GameStore): adapters translate their own failures
into these, so the service never sees a sqlite3 or botocore exception for an expected condition;
records raise UnreadableRecord for a stored form they cannot read."""

from __future__ import annotations


class StoreError(Exception):
    """Base of the store's domain errors."""


class GameNotFound(StoreError):
    """No game with that id."""


class VersionConflict(StoreError):
    """The game changed since it was loaded (or a log position is already taken): reload."""


class DuplicateSubmission(StoreError):
    """A submission with that idempotency key is already stored for the game."""


class StoreUnavailable(StoreError):
    """The store cannot be read or written now (disk full, a damaged or missing file, the
    database unreachable); nothing was written. Entry points say so plainly and ask to retry."""


class ChangeTooLarge(StoreError):
    """One change holds more items than the store can write atomically; nothing was written."""


class UnreadableRecord(StoreUnavailable):
    """A stored record this code cannot read: written by a newer version of the service (a
    schema it does not know), or with fields its schema does not have (see forms.StoredForm).
    Nothing is dropped or rewritten: deploy the newer code, or repair the record."""
