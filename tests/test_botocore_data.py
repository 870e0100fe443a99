"""The artifact's botocore data, cut at build time (infra/botocore_data.py): every client the
functions make can still be made, and behaves as with botocore's whole data."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import botocore
import botocore.loaders
import botocore.session
import pytest
from botocore import xform_name

from infra import botocore_data
from tests.test_infra_contract import boto3_services, functions, handler_module, import_closure

DATA = Path(botocore.__file__).parent / "data"


def test_the_artifact_keeps_every_service_the_functions_make_clients_for():
    used = set()
    for function in functions().values():
        used |= boto3_services(list(import_closure(handler_module(function)).values()))
    assert used and used <= set(botocore_data.SERVICES)


def _whole(service: str):
    return botocore.session.get_session().get_service_model(service)


def test_the_artifact_keeps_the_operations_the_functions_call_and_no_other():
    # called = a method named like an operation of a service whose client the code makes: the
    # analysis the roles' policies are checked with (tests/test_infra_contract.py), so an
    # operation left out would have been refused by the role anyway
    called: dict[str, set[str]] = {}
    for function in functions().values():
        trees = list(import_closure(handler_module(function)).values())
        methods = {node.func.attr for tree in trees for node in ast.walk(tree)
                   if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)}
        for service in boto3_services(trees):
            called.setdefault(service, set()).update(
                operation for operation in _whole(service).operation_names
                if xform_name(operation) in methods)
    assert called == {service: set(operations)
                      for service, operations in botocore_data.OPERATIONS.items()}


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


def _shape_tree(shape, seen=()) -> object:
    """A shape as data: its type, and its members' shapes, recursively (a cycle by name)."""
    if shape is None:
        return None
    if shape.name in seen:
        return shape.name
    seen = (*seen, shape.name)
    if shape.type_name == "structure":
        inner = {name: _shape_tree(member, seen) for name, member in shape.members.items()}
    elif shape.type_name == "list":
        inner = _shape_tree(shape.member, seen)
    elif shape.type_name == "map":
        inner = (_shape_tree(shape.key, seen), _shape_tree(shape.value, seen))
    else:
        inner = None
    return shape.type_name, shape.serialization, shape.metadata, inner


@pytest.mark.parametrize("service", botocore_data.SERVICES)
def test_a_client_of_the_cut_data_has_the_called_operations_of_the_whole(trimmed, service):
    options = {"region_name": "eu-west-1", "aws_access_key_id": "a",
               "aws_secret_access_key": "b"}
    cut = _session(trimmed).create_client(service, **options)
    whole = _session(None).create_client(service, **options)
    kept = botocore_data.OPERATIONS[service]
    assert cut.meta.service_model.operation_names == sorted(kept)
    assert cut.meta.endpoint_url == whole.meta.endpoint_url
    assert sorted(cut.exceptions._code_to_exception) == \
        sorted(whole.exceptions._code_to_exception)
    for name in kept:
        ours, theirs = (client.meta.service_model.operation_model(name)
                        for client in (cut, whole))
        assert ours.http == theirs.http and ours.metadata == theirs.metadata
        assert ours.error_shapes == theirs.error_shapes or \
            [e.name for e in ours.error_shapes] == [e.name for e in theirs.error_shapes]
        for part in ("input_shape", "output_shape"):
            assert _shape_tree(getattr(ours, part)) == _shape_tree(getattr(theirs, part))


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
