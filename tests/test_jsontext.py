"""The stored JSON text (functions/service/jsontext.py): orjson writes what the standard library
wrote, and the standard library takes over for what orjson refuses or where it is missing."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from functions.service.records import jsontext
from functions.service.records.game import GameStatus

SAMPLES = [
    {"text": 'Příliš žluťoučký kůň "úpěl" ďábelské ódy\n\t\x01\x1e\u2028 \\ /', "n": [1, -2, 0],
     "flags": [True, False, None], "pair": ("a", "b"), "nested": {"x": [{}, []]}},
    {1: "a key that is a number", "status": GameStatus.RUNNING, "empty": ""},
    [{"kind": "throw", "text": "Ann hází 6 + 3", "data": {"player": "Ann", "dice": [6, 3]}}],
]


@dataclass(frozen=True, slots=True)
class _Seat:
    seat: str
    name: str
    hours: tuple[int, ...] = (24, 4)


@pytest.mark.parametrize("value", [*SAMPLES, _Seat("p1", "Bořivoj"), {"seats": [_Seat("p2", "Eva")]}])
def test_orjson_writes_the_standard_librarys_text(value):
    assert jsontext.compact(value) == jsontext._standard(value)
    assert json.loads(jsontext.compact(value)) == json.loads(jsontext._standard(value))


def test_what_orjson_refuses_the_standard_library_writes():
    huge = {"amount": 2**70, "deep": [[[1]]]}
    assert jsontext.compact(huge) == '{"amount":1180591620717411303424,"deep":[[[1]]]}'
    with pytest.raises(TypeError):
        jsontext.compact({"a set": {1, 2}})


def test_without_orjson_the_standard_library_writes_every_text(monkeypatch):
    written = [jsontext.compact(value) for value in SAMPLES]
    monkeypatch.setattr(jsontext, "orjson", None)
    assert [jsontext.compact(value) for value in SAMPLES] == written
