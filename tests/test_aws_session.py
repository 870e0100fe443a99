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
