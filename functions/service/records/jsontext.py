"""JSON text as the stores keep it: compact (no spaces), letters as they are, records (frozen
dataclasses) as their fields.

Written by orjson, which encodes the game item, the notifications and the news of a move in a
fifth of the standard library's time (issue 14: encoding was a sixth of a move's cost). What it
refuses (an integer past 64 bits, a key neither text nor number, a nesting past 254) the
standard library writes, as before. Both write the same text for what both take but floats:
some are spelt differently and read back the same (orjson's 1.5e-7 is the standard 1.5e-07),
and a NaN or an infinity, which no record holds, orjson writes as null where the standard
library wrote text that is not JSON. Where orjson is not installed the standard library writes
every text.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

try:
    import orjson
except ImportError:  # a Python without the project's packages (the artifact's import check)
    orjson = None  # type: ignore[assignment]  # compact() falls back to json then


def compact(value: Any) -> str:
    """`value` as compact JSON text; TypeError for what JSON cannot hold."""
    if orjson is None:
        return _standard(value)
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
    except orjson.JSONEncodeError:
        return _standard(value)


def _fields(value: Any) -> dict[str, Any]:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    raise TypeError(f"{type(value).__name__} is not JSON serializable")


# records hold trees, never cycles: not checking for them halves the encoder's time
_standard = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, default=_fields,
                             check_circular=False).encode
