"""The strict shape of a pbm export, as `pbm verify` reads one: every field of a known type and
range, and nothing else. A whole number is a JSON integer (never `6.0`, never `true`), never
negative and never longer than MAX_DIGITS digits; a text is a text of bounded length; a field
the format does not have is refused rather than ignored (an ignored field is one a reader may
rely on and nothing checks)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from rules.numbers import EXPORT_DIGITS as MAX_DIGITS

MAX_TEXT = 200_000  # a move, a message, a title: far below this

Count = Annotated[int, Field(strict=True, ge=0, lt=10 ** MAX_DIGITS)]
Seq = Annotated[int, Field(strict=True, ge=1, lt=10 ** MAX_DIGITS)]
Text = Annotated[str, StringConstraints(strict=True, max_length=MAX_TEXT)]


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", populate_by_name=True)


class _Player(_Strict):
    seat: Text
    name: Text
    email: Text
    lang: Text | None = None
    status: Text | None = None
    holder: Count = 0


class _Game(_Strict):
    id: Text
    title: Text = ""
    rules: Text
    options: dict[str, Any]
    seating: Text | None = None
    order: list[Text]
    players: list[_Player] = []
    organizer: Text = ""
    public: bool = False
    timing: dict[str, Any] | None = None
    created_at: Text | None = None
    started_at: Text | None = None
    ended_at: Text | None = None


class _Entry(_Strict):
    seq: Seq
    player: Text
    text: Text | None = None
    source: Text
    at: Text
    prev: Text
    hash: Text
    sealed: Literal[True] | None = None
    text_sha256: Text | None = None
    salt: Text | None = None


class _Message(_Strict):
    seq: Seq
    sender: Text = Field(alias="from")
    to: Text | None = None
    at: Text
    text_sha256: Text
    prev: Text
    hash: Text
    text: Text | None = None
    salt: Text | None = None
    erased: Literal[True] | None = None


class _Person(_Strict):
    seat: Text
    player: Text | None = None
    holder: Count | None = None
    name: Text
    email: Text
    salt: Text | None = None
    sha256: Text | None = None


class _Roster(_Strict):
    chain: Text | None = None
    title: Text
    title_salt: Text | None = None
    title_sha256: Text | None = None
    organizer: Text
    organizer_salt: Text | None = None
    organizer_sha256: Text | None = None
    sealed: bool | None = None
    order: list[Text] | None = None
    players: list[_Person]
    later: list[_Person] | None = None


class _Statement(_Strict):
    game: Text
    moves: Count
    head: Text
    press: Count
    press_head: Text
    status: Text
    result_sha256: Text
    players_sha256: Text | None = None
    document_sha256: Text | None = None
    sealed_by: Text | None = None
    seal: Text | None = None


class _Export(_Strict):
    format: Text
    length: Count | None = None
    head: Text | None = None
    roster: _Roster | None = None
    not_covered: Text | None = None
    game: _Game
    status: Text
    version: Count | None = None
    seed_commitment: Text
    seed: Text | None = None
    log: list[_Entry]
    result: Any = None
    statement: _Statement | None = None
    press: list[_Message] | None = None


def problem(document: Any) -> str | None:
    """What is wrong with the shape of `document` as an export, in one short line; None when
    every field has its type and range."""
    try:
        _Export.model_validate(document)
    except ValidationError as exc:
        first = exc.errors(include_url=False, include_input=False)[0]
        where = ".".join(str(part) for part in first["loc"]) or "the document"
        return f"{where[:80]}: {first['msg'][:120]}"
    except (RecursionError, ValueError, TypeError) as exc:
        return f"unreadable ({type(exc).__name__})"
    return None
