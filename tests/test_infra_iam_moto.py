"""Each function's role, as infra/template.yaml grants it, enforced by moto's IAM: the kept lines
of mails sent (a BatchWriteItem) are written by the functions that send mail, and refused to
the others, which read and write the store otherwise as before.

moto authorizes DynamoDB requests by action against the resource "*" (it knows no table ARN for
them), so each statement's resources become "*" here: what is checked is the actions a role
grants, the point of least privilege for this write. tests/test_infra_contract.py checks on
paper that each role grants exactly what its handler's code calls."""

from __future__ import annotations

import json

import boto3
import pytest
from botocore.exceptions import ClientError
from moto import mock_aws
from moto.core.authorization import enable_iam_authentication

from functions.service.records.notifications import Notification
from functions.service.store import SentWords
from functions.storage.dynamodb import DynamoStore
from functions.storage.dynamodb_sent_words import DynamoSentWords
from infra.table import create_table
from tests.test_infra_contract import functions, policy_statements

REGION = "eu-central-1"
TABLE = "pbm-iam-games"
AT = "2026-01-01T00:01:00+00:00"
MAIL = Notification("g:3:your_turn:p1", "g", 3, "your_turn", "p1", "tom@example.org", "en",
                    "2026-01-01T00:00:00+00:00", {})
WORDS = [SentWords("g", "p1", 3, MAIL.id, ("Your move", "Tvůj tah: „1926“"))]


def _role_store(iam, logical_id: str) -> DynamoStore:
    """The store as the function's role reaches it: an IAM user holding the role's statements
    (resources as moto sees them), with keys of its own."""
    statements = [{**{k: v for k, v in statement.items() if k not in ("Resource", "Condition")},
                   "Resource": "*"} for statement in policy_statements(functions()[logical_id])]
    iam.create_user(UserName=logical_id)
    iam.put_user_policy(UserName=logical_id, PolicyName="role",
                        PolicyDocument=json.dumps({"Version": "2012-10-17",
                                                   "Statement": statements}))
    key = iam.create_access_key(UserName=logical_id)["AccessKey"]
    client = boto3.client("dynamodb", region_name=REGION,
                          aws_access_key_id=key["AccessKeyId"],
                          aws_secret_access_key=key["SecretAccessKey"])
    return DynamoStore(client, TABLE)


@pytest.fixture
def cloud(aws_credentials):
    with mock_aws():
        create_table(boto3.client("dynamodb", region_name=REGION), TABLE)
        yield boto3.client("iam", region_name=REGION)


@pytest.mark.parametrize("logical_id", ["NotifierFunction", "DeadlinesFunction"])
def test_the_functions_that_send_mail_keep_its_lines(cloud, logical_id):
    store = _role_store(cloud, logical_id)
    with enable_iam_authentication():
        store.add_notifications([MAIL])
        DynamoSentWords(store).keep_sent_words(WORDS, AT)
        assert sorted(store.sent_words("g", "p1", 3)) == sorted(WORDS[0].lines)


@pytest.mark.parametrize("logical_id", ["InboundFunction", "BouncesFunction"])
def test_the_functions_that_send_no_mail_are_refused_the_write_of_its_lines(cloud, logical_id):
    store = _role_store(cloud, logical_id)
    with enable_iam_authentication():
        store.add_notifications([MAIL])  # their own writes still go through
        assert store.notification(MAIL.id) == MAIL
        with pytest.raises(ClientError) as refused:
            DynamoSentWords(store).keep_sent_words(WORDS, AT)
        # moto answers in its own shape (HTTP 403, the XML in the message); AWS says
        # AccessDeniedException
        assert refused.value.response["ResponseMetadata"]["HTTPStatusCode"] == 403
        assert "not authorized to perform: dynamodb:BatchWriteItem" in str(refused.value)
        assert store.sent_words("g", "p1", 3) is None  # nothing was written
