"""The operator's erasure (`pbm person erase`): the store's, and the person's raw inbound mail
searched and deleted before the command returns (no request limit to keep within; the erase
button leaves the search to the deadlines function, compose/erasing.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .erasing import WithRawMail, erasure_of
from .raw_mail_search import RawMail, s3_client

if TYPE_CHECKING:
    from . import Parts


def erasure_at_once(parts: Parts, s3: Any = None) -> Any:
    """What writes an erasure for `pbm person erase`: the store's, and with an inbound bucket
    the person's raw mail searched and deleted at once (`s3`: the client, made here unless
    given)."""
    erasure = erasure_of(parts.store, parts.clock)
    bucket = parts.settings.inbound_bucket
    if not bucket:
        return erasure
    return WithRawMail(erasure, RawMail(s3 if s3 is not None else s3_client(), bucket,
                                        parts.settings.inbound_prefix, parts.secret),
                       parts.clock)
