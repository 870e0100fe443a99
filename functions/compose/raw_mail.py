"""The raw inbound mail SES stores in S3 (`inbound/<message id>`, expiring after 30 days), filed
by its sender once processed so that erasing a person deletes their mails at once.

The inbound function (inbound_handler.py) moves a processed mail to
`inbound/from/<digest>/<message id>`, the digest a keyed hash of the sender's address (the
bucket's listing names nobody). Erasing a person (compose/erasing.py) deletes everything under
their digest, and reads the head of every mail still unfiled (one that failed or could not be
read: it stays under its message id for the operator) to delete those naming them. Mails of
other people that merely mention them expire with the rest. Both calls are in the modules that
make them, so each function's policy (tests/test_infra_contract.py) allows only its own.
"""

from __future__ import annotations

import hashlib
import hmac

from functions.service.records.labels import normal_address

FILED = "from/"  # under the inbound prefix: the mails filed by sender
_LABEL = b"pbm-raw-mail-sender\x00"


def folder(prefix: str, secret: bytes, address: str) -> str:
    """The key prefix the raw mails from `address` are filed under."""
    digest = hmac.new(secret, _LABEL + normal_address(address).encode(),
                      hashlib.sha256).hexdigest()[:32]
    return f"{prefix}{FILED}{digest}/"
