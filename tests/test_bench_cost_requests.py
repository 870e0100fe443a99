"""Every request the functions make is billed in the cost model (issue 43: the inbound
function's filing of each mail and the secret's KMS Decrypt went unpriced): the calls the code
makes, found as tests/test_infra_contract.py finds them, each have a price in
bench/bench_cost.py (DynamoDB's by the capacity units metered), and a request without one is
refused rather than costed at nothing."""

from __future__ import annotations

from collections import Counter

import pytest
from test_infra_contract import (
    IAM_PREFIX,
    IMPLIED_ACTIONS,
    OPERATION_ACTIONS,
    aws_actions,
    functions,
    handler_module,
    import_closure,
)

from bench.bench_cost import KMS_REQUEST, REQUEST_PRICES, S3_GET, S3_PUT, billed

IMPLIED = set().union(*IMPLIED_ACTIONS.values())  # not requests of their own (iam:PassRole)
# the actions a request is authorized as (raw mail through SESv2 needs both SES actions)
SAME_REQUEST = {"ses:SendRawEmail": "ses:SendEmail"}


def _priced() -> set[str]:
    actions = {f"{IAM_PREFIX.get(service, service)}:{operation}"
               for service, operation in REQUEST_PRICES}
    return {OPERATION_ACTIONS.get(action, action) for action in actions}


@pytest.mark.parametrize("logical_id", sorted(functions()))
def test_every_aws_call_of_a_function_has_a_price(logical_id):
    trees = list(import_closure(handler_module(functions()[logical_id])).values())
    called = {SAME_REQUEST.get(a, a) for a in aws_actions(trees) - IMPLIED
              if not a.startswith("dynamodb:")}  # billed by their capacity units
    assert called - _priced() == set()


def test_a_move_by_mail_pays_its_read_and_its_secret():
    # the inbound function's requests for one mail, cold: the secret and the mail read (it
    # stays where SES put it)
    requests = Counter({("ssm", "GetParameter"): 1, ("s3", "GetObject"): 1,
                        ("dynamodb", "Query"): 2})
    assert billed(requests) == pytest.approx({"KMS": KMS_REQUEST, "S3": S3_GET})


def test_an_erasure_pays_a_listing_and_a_read_of_each_raw_mail():
    requests = Counter({("s3", "ListObjectsV2"): 3, ("s3", "GetObject"): 2500,
                        ("s3", "DeleteObject"): 4})
    assert billed(requests) == pytest.approx({"S3": 3 * S3_PUT + 2500 * S3_GET})


def test_a_request_without_a_price_is_refused():
    with pytest.raises(ValueError, match="s3 RestoreObject is not priced"):
        billed(Counter({("s3", "RestoreObject"): 1}))
