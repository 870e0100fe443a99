"""The conditions of the functions' policies against the calls the code makes (issue 43, the
operator's re-check 16): moto's IAM matches actions and resources but no condition key, so a call
outside its statement's condition passes every test on moto and is refused on AWS. Every
condition key a function's policy uses is checked here against what the code sends."""

from __future__ import annotations

import fnmatch
import os
from typing import Any

import pytest
from test_erasure_raw_mail_later import GONE, Context, _fill
from test_handlers_aws import Cloud, started
from test_infra_contract import (
    IMPLIED_ACTIONS,
    aws_actions,
    functions,
    handler_module,
    import_closure,
    policy_statements,
    template,
)

from functions import aws, compose, deadlines_handler
from functions.compose.erasing import erasure_for
from functions.compose.erasing_at_once import erasure_at_once
from functions.settings import Settings


def _conditions() -> list[tuple[str, str, str, str, Any]]:
    """(function, statement, operator, key, value) of every condition in the functions' policies."""
    return [(logical_id, statement.get("Sid", "?"), operator, key, value)
            for logical_id, function in functions().items()
            for statement in policy_statements(function)
            for operator, tests in statement.get("Condition", {}).items()
            for key, value in tests.items()]


def _environment(logical_id: str) -> dict[str, Any]:
    """The variables the template sets for a function: the Globals' and its own."""
    globals_env = template()["Globals"]["Function"]["Environment"]["Variables"]
    own = functions()[logical_id]["Properties"].get("Environment", {}).get("Variables", {})
    return {**globals_env, **own}


# what each condition key the template uses is checked by, below
CHECKED = {"s3:prefix": "test_the_raw_mail_is_listed_only_under_the_prefix_its_condition_allows",
           "iam:PassedToService": "test_a_role_is_passed_only_to_the_service_its_condition_names"}


def test_every_condition_key_of_a_functions_policy_is_checked_against_the_code():
    keys = {key for *_, key, _ in _conditions()}
    assert keys, "no condition found: the reading of the template is broken"
    assert keys <= set(CHECKED), f"no check here for the condition keys {keys - set(CHECKED)}"


@pytest.fixture
def cloud(aws_credentials, monkeypatch):
    from moto import mock_aws

    with mock_aws():
        yield Cloud(monkeypatch)


def test_the_raw_mail_is_listed_only_under_the_prefix_its_condition_allows(cloud, monkeypatch):
    """The erase button's search (the deadlines function) and `pbm person erase` list the bucket
    with the prefix the template sets, which its StringLike condition allows; a listing without a
    prefix has no s3:prefix and would be refused."""
    allowed = [(logical_id, operator, value) for logical_id, _, operator, key, value
               in _conditions() if key == "s3:prefix"]
    # fnmatch's "*" is StringLike's: any characters, "/" among them
    ((function, operator, glob),) = allowed
    assert (function, operator) == ("DeadlinesFunction", "StringLike")
    prefix = _environment("DeadlinesFunction")["PBM_INBOUND_PREFIX"]
    monkeypatch.setenv("PBM_INBOUND_PREFIX", prefix)
    listed: list[str | None] = []

    def note(params: dict[str, Any], **_: Any) -> None:
        listed.append(params.get("Prefix"))

    # every client made from here on, the functions' (aws.client) and the test's own
    aws.session().register("provide-client-params.s3.ListObjectsV2", note, unique_id="prefixes")
    cloud.s3.meta.events.register("provide-client-params.s3.ListObjectsV2", note)
    try:
        started(cloud)
        _fill(cloud)
        parts = compose.build(Settings.from_env(os.environ))
        cloud.service.erase_person(GONE, erasure_for(parts))
        deadlines_handler.handler({"wake": "2026-12-05T10:00Z"}, Context())
        searched = len(listed)
        cloud.service.erase_person(GONE, erasure_at_once(parts, s3=cloud.s3))
    finally:
        aws.session().unregister("provide-client-params.s3.ListObjectsV2", unique_id="prefixes")
    assert searched and len(listed) > searched  # both paths listed the bucket
    assert all(p is not None and fnmatch.fnmatchcase(p, glob) for p in listed), (listed, glob)


def test_a_role_is_passed_only_to_the_service_its_condition_names():
    """iam:PassRole is needed only by the calls IMPLIED_ACTIONS names; each passes its role to
    the service of that call, which must be the one the statement's condition allows."""
    for logical_id, sid, operator, key, value in _conditions():
        if key != "iam:PassedToService":
            continue
        assert operator == "StringEquals"
        trees = list(import_closure(handler_module(functions()[logical_id])).values())
        passing = {action for action in aws_actions(trees)
                   if "iam:PassRole" in IMPLIED_ACTIONS.get(action, ())}
        assert passing, f"{logical_id} {sid}: a PassRole grant no call of the code needs"
        assert {f"{action.split(':')[0]}.amazonaws.com" for action in passing} == {value}
