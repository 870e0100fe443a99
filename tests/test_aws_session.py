"""The functions' botocore session (functions/aws.py): botocore's own data, read as plain dicts."""

from __future__ import annotations

from collections import OrderedDict

import botocore.loaders
from moto import mock_aws

from functions import aws


def test_the_session_reads_botocores_data_as_plain_dicts_equal_to_botocores_own():
    # fresh loaders: the session's own caches what it read, which its clients may amend
    plain = type(aws.session().get_component("data_loader").file_loader)
    ours, theirs = botocore.loaders.Loader(file_loader=plain()), botocore.loaders.Loader()
    for service, kind in (("dynamodb", "service-2"), ("sesv2", "endpoint-rule-set-1")):
        model = ours.load_service_model(service, kind)
        assert type(model) is dict and not any(isinstance(v, OrderedDict) for v in model.values())
        expected = theirs.load_service_model(service, kind)
        assert model == expected and list(model) == list(expected)
    assert ours.load_data("endpoints") == theirs.load_data("endpoints")
    assert ours.file_loader.load_file("/nonexistent/pbm/data") is None


def test_a_client_of_that_session_makes_its_requests(monkeypatch):
    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
                        "AWS_DEFAULT_REGION": "eu-west-1"}.items():
        monkeypatch.setenv(name, value)
    with mock_aws():
        ssm = aws.client("ssm", region_name="eu-west-1")
        ssm.put_parameter(Name="/pbm/test", Value="s3cret", Type="SecureString")
        answer = ssm.get_parameter(Name="/pbm/test", WithDecryption=True)
    assert answer["Parameter"]["Value"] == "s3cret"


def test_the_services_are_those_the_artifact_keeps_named_as_their_events_name_them():
    import botocore.session as sessions

    from infra import botocore_data

    assert set(aws.SERVICES) == {*botocore_data.SERVICES, *botocore_data.CREDENTIALS}
    whole = sessions.get_session()
    for service in aws.SERVICES:
        assert whole.get_service_model(service).service_id.hyphenize() == service


def test_only_handlers_of_other_services_events_are_left_out():
    for event in ("before-parameter-build.s3.PutObject", "after-call.sesv2.SendEmail",
                  "before-call.*.*", "choose-service-name", "creating-client-class",
                  "docs.*.s3.CopyObject.complete-section", "before-sign.sts.AssumeRole"):
        assert aws._for_these_services(event), event
    for event in ("before-parameter-build.ec2.RunInstances", "creating-client-class.iot-data",
                  "before-call.s3-control", "after-call.iam", "choose-signer.cognito-identity"):
        assert not aws._for_these_services(event), event


def test_on_lambda_the_clients_of_the_lighter_session_work_as_ever(monkeypatch):
    import botocore.handlers

    everything = list(botocore.handlers.BUILTIN_HANDLERS)
    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
                        "AWS_DEFAULT_REGION": "eu-west-1",
                        "AWS_LAMBDA_FUNCTION_NAME": "pbm-test"}.items():
        monkeypatch.setenv(name, value)
    aws.session.cache_clear()
    try:
        with mock_aws():
            made = aws.session()
            s3 = aws.client("s3", region_name="eu-west-1")
            s3.create_bucket(Bucket="pbm-mail",
                             CreateBucketConfiguration={"LocationConstraint": "eu-west-1"})
            # S3's own handlers still run: the body's MD5/checksum, the SSE-C key's encoding
            s3.put_object(Bucket="pbm-mail", Key="a", Body=b"mail", SSECustomerAlgorithm="AES256",
                          SSECustomerKey="k" * 32)
            got = s3.get_object(Bucket="pbm-mail", Key="a", SSECustomerAlgorithm="AES256",
                                SSECustomerKey="k" * 32)
            assert got["Body"].read() == b"mail"
            dynamodb = aws.client("dynamodb", region_name="eu-west-1")
            assert dynamodb.list_tables()["TableNames"] == []
    finally:
        aws.session.cache_clear()
    assert botocore.handlers.BUILTIN_HANDLERS == everything  # the module's list is untouched
    registered = made.get_component("event_emitter")._emitter._handlers.prefix_search
    assert botocore.handlers.sse_md5 in registered("before-parameter-build.s3.PutObject")
    assert (botocore.handlers.base64_encode_user_data
            not in registered("before-parameter-build.ec2.RunInstances"))


def test_the_quick_aliaser_names_every_event_as_botocores_own_does():
    import botocore.handlers
    from botocore.hooks import EventAliaser, HierarchicalEmitter
    from botocore.utils import EVENT_ALIASES

    names = {spec[0] for spec in botocore.handlers.BUILTIN_HANDLERS}
    for old in EVENT_ALIASES:  # each alias where it applies, and where it only looks alike
        names |= {f"before-call.{old}.Operation", f"creating-client-class.{old}", old,
                  f"after-call.x{old}.Operation", f"before-call.{old}x", f"docs.{old}.{old}"}
    names |= {"before-call.dynamodb.GetItem", "request-created.sesv2.SendEmail", "a..b", ""}
    quick, botocores = aws._quick_aliaser()(HierarchicalEmitter()), EventAliaser(
        HierarchicalEmitter())
    for name in sorted(names) * 2:  # the second time from the cache
        assert quick._alias_event_name(name) == botocores._alias_event_name(name), name
    assert quick._alias_event_name("before-call.email.SendEmail") == "before-call.ses.SendEmail"


def test_the_session_and_its_clients_alias_events_with_it(monkeypatch):
    import copy

    import botocore.session

    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
                        "AWS_DEFAULT_REGION": "eu-west-1"}.items():
        monkeypatch.setenv(name, value)
    aws.session.cache_clear()
    try:
        made = aws.session()
        emitter = made.get_component("event_emitter")
        assert type(emitter).__name__ == "QuickAliaser"
        assert type(copy.copy(emitter)) is type(emitter)  # what each client is given
        assert botocore.session.EventAliaser.__name__ == "EventAliaser"  # put back
        seen = []
        with mock_aws():
            ssm = aws.client("ssm", region_name="eu-west-1")
            ssm.meta.events.register("before-call.ssm.GetParameter",
                                     lambda model, **kwargs: seen.append(model.name))
            ssm.put_parameter(Name="/pbm/x", Value="v", Type="SecureString")
            assert ssm.get_parameter(Name="/pbm/x", WithDecryption=True)["Parameter"]["Value"] \
                == "v"
        assert seen == ["GetParameter"]
    finally:
        aws.session.cache_clear()
