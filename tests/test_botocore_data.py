"""The artifact's botocore data, cut at build time (infra/botocore_data.py): every client the
functions make can still be made, and behaves as with botocore's whole data."""

from __future__ import annotations

import shutil
from pathlib import Path

import botocore
import botocore.loaders
import botocore.session
import pytest

from infra import botocore_data
from tests.test_infra_contract import boto3_services, functions, handler_module, import_closure

DATA = Path(botocore.__file__).parent / "data"


def test_the_artifact_keeps_every_service_the_functions_make_clients_for():
    used = set()
    for function in functions().values():
        used |= boto3_services(list(import_closure(handler_module(function)).values()))
    assert used and used <= set(botocore_data.SERVICES)


@pytest.fixture(scope="module")
def trimmed(tmp_path_factory) -> Path:
    """A copy of botocore's data (its tables and the kept services) cut as the build cuts it,
    with one service more that the cut removes."""
    data = tmp_path_factory.mktemp("data")
    for entry in DATA.iterdir():
        if entry.is_file():
            shutil.copy(entry, data / entry.name)
        elif entry.name in (*botocore_data.SERVICES, *botocore_data.CREDENTIALS, "sqs"):
            shutil.copytree(entry, data / entry.name)
    botocore_data.trim(data)
    return data


def _session(data: Path | None) -> botocore.session.Session:
    session = botocore.session.get_session()
    if data is not None:
        session.register_component("data_loader", botocore.loaders.Loader(
            extra_search_paths=[str(data)], include_default_search_paths=False))
    return session


def test_the_cut_keeps_the_services_alone_without_their_documentation(trimmed):
    assert not (trimmed / "sqs").exists()
    names = {path.name for path in trimmed.iterdir() if path.is_dir()}
    assert names == {*botocore_data.SERVICES, *botocore_data.CREDENTIALS}
    assert not list(trimmed.rglob("examples-1.json")) and not list(trimmed.rglob("*.gz"))
    model = _session(trimmed).get_service_model("sesv2")
    assert model.operation_model("SendEmail").documentation == ""
    assert "email" in (trimmed / "endpoints.json").read_text()  # sesv2's endpoint prefix
    assert '"sqs"' not in (trimmed / "endpoints.json").read_text()


@pytest.mark.parametrize("service", botocore_data.SERVICES)
def test_a_client_of_the_cut_data_has_every_operation_and_endpoint_of_the_whole(trimmed,
                                                                                 service):
    options = {"region_name": "eu-west-1", "aws_access_key_id": "a",
               "aws_secret_access_key": "b"}
    cut = _session(trimmed).create_client(service, **options)
    whole = _session(None).create_client(service, **options)
    assert cut.meta.service_model.operation_names == whole.meta.service_model.operation_names
    assert cut.meta.endpoint_url == whole.meta.endpoint_url
    for name in cut.meta.service_model.operation_names:
        ours, theirs = (client.meta.service_model.operation_model(name)
                        for client in (cut, whole))
        assert ours.input_shape == theirs.input_shape or \
            ours.input_shape.members.keys() == theirs.input_shape.members.keys()


def test_the_functions_loader_reads_the_marshalled_copies_as_the_json(trimmed, tmp_path):
    import marshal
    import sys

    from functions import aws

    data = tmp_path / "data"
    shutil.copytree(trimmed, data)
    botocore_data.marshal_copies(data, sys.executable)
    tag = sys.implementation.cache_tag
    assert len(list(data.rglob(f"*.{tag}.marshal"))) == len(list(data.rglob("*.json")))
    plain = type(aws.session().get_component("data_loader").file_loader)

    def loader(file_loader: object) -> botocore.loaders.Loader:
        return botocore.loaders.Loader(extra_search_paths=[str(data)], file_loader=file_loader,
                                       include_default_search_paths=False)

    ours, json_only = loader(plain()), loader(botocore.loaders.JSONFileLoader())
    for service in ("dynamodb", "s3"):
        assert (ours.load_service_model(service, "service-2")
                == json_only.load_service_model(service, "service-2"))
    assert ours.load_data("endpoints") == json_only.load_data("endpoints")
    # what is read is the copy: one made to differ is what the loader gives
    (data / f"partitions.{tag}.marshal").write_bytes(marshal.dumps({"read": "the copy"}))
    assert loader(plain()).load_data("partitions") == {"read": "the copy"}
