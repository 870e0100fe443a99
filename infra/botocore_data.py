"""botocore's data in the Lambda artifact cut to what the functions' clients read, at build time.

A client's creation reads its service's model, its endpoint rules and botocore's endpoint table
(JSON parsed with an OrderedDict per object), after listing every service botocore knows (a
directory each, about 450): about two thirds of what a client costs a cold start
(bench/RESULTS.md). The artifact keeps the services the code makes clients for, and
botocore's own credential services; their models without the documentation's texts (only
docstrings show them), uncompressed; the endpoint table with their entries alone. Nothing a
kept client does changes: the same operations, shapes, endpoint rules and retries.

Each of SERVICES keeps, besides, only the operations the code calls (OPERATIONS: the calls the
roles' policies grant, tests/test_botocore_data.py checks both against the code), with the shapes
they reach and every error shape: a client's creation defines a method per operation, and its
model is read whole, so SSM's 154 operations cost its client about 3.5 ms, SESv2's 117 about
2 ms (bench/RESULTS.md, eighth pass). A kept operation is built, signed and parsed as before.

Beside each kept JSON file goes its data in the runtime Python's marshal format
(`NAME.<cache tag>.marshal`), which the functions' loader (functions/aws.py) reads in a third
to a half of json's time: about 3-6 ms of a function's clients. botocore's own loader (boto3's)
reads the JSON as before.
"""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

# The services of the functions' `aws.client(...)` calls (tests/test_packaging.py checks the
# code's calls against it), and those botocore's credential providers may call.
SERVICES = ("dynamodb", "s3", "scheduler", "sesv2", "ssm")
CREDENTIALS = ("sso", "sso-oidc", "sts")
# The operations the functions call, per service (what their roles may call anyway: the
# template's policies grant these and no others, tests/test_infra_contract.py).
OPERATIONS = {
    "dynamodb": ("BatchGetItem", "BatchWriteItem", "DeleteItem", "GetItem", "PutItem", "Query", "Scan",
                 "TransactWriteItems", "UpdateItem"),
    "s3": ("DeleteObject", "GetObject", "ListObjectsV2"),
    "scheduler": ("CreateSchedule", "DeleteSchedule"),
    "sesv2": ("GetAccount", "SendEmail"),
    "ssm": ("GetParameter",),
}
# Of a service's files, what clients read (examples are documentation only).
KEPT_FILES = ("service-2", "service-2.sdk-extras", "endpoint-rule-set-1", "paginators-1",
              "paginators-1.sdk-extras", "waiters-2")
DOCUMENTATION = ("documentation", "documentationUrl")


def trim(data: Path, services: tuple[str, ...] = SERVICES + CREDENTIALS) -> None:
    """Cut botocore's data directory `data` (botocore/data in the artifact) to `services`."""
    prefixes = set()
    for entry in sorted(data.iterdir()):
        if not entry.is_dir():
            continue
        if entry.name not in services:
            shutil.rmtree(entry)
            continue
        for version in entry.iterdir():
            for file in sorted(version.iterdir()):
                name = file.name.removesuffix(".gz").removesuffix(".json")
                if name not in KEPT_FILES:
                    file.unlink()
                    continue
                loaded = _load(file)
                if name == "service-2":
                    prefixes.add(loaded["metadata"].get("endpointPrefix", entry.name))
                    loaded = _undocumented(loaded)
                if entry.name in OPERATIONS:
                    loaded = only(loaded, name, OPERATIONS[entry.name])
                file.unlink()
                _dump(loaded, version / f"{name}.json")
    endpoints = data / "endpoints.json"
    table = _load(endpoints)
    for partition in table["partitions"]:
        partition["services"] = {name: value for name, value in partition["services"].items()
                                 if name in prefixes}
    _dump(table, endpoints)


def only(data: dict[str, Any], name: str, operations: tuple[str, ...]) -> dict[str, Any]:
    """The data of a service's file `name` (service-2, paginators-1, waiters-2, their
    sdk-extras) cut to `operations`: in a model, their shapes and every error shape (a client's
    `exceptions` are made of them all), with what those reach."""
    if name == "service-2":
        shapes = data["shapes"]
        pending = [shape for shape, value in shapes.items() if value.get("exception")]
        for operation in operations:
            model = data["operations"][operation]
            pending += [model[part]["shape"] for part in ("input", "output") if part in model]
            pending += [error["shape"] for error in model.get("errors", ())]
        reached: set[str] = set()
        while pending:
            shape = pending.pop()
            if shape in reached:
                continue
            reached.add(shape)
            value = shapes[shape]
            pending += [value[part]["shape"] for part in ("member", "key", "value")
                        if part in value]
            pending += [member["shape"] for member in value.get("members", {}).values()]
        return {**data, "operations": {operation: data["operations"][operation]
                                       for operation in operations},
                "shapes": {shape: value for shape, value in shapes.items() if shape in reached}}
    if name.startswith("paginators-1"):
        merged = data.get("merge", data)
        merged["pagination"] = {operation: value for operation, value
                                in merged.get("pagination", {}).items() if operation in operations}
    elif name == "waiters-2":
        data["waiters"] = {waiter: value for waiter, value in data.get("waiters", {}).items()
                           if value.get("operation") in operations}
    return data


MARSHAL = r"""
import json, marshal, pathlib, sys

for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.json")):
    data = json.loads(path.read_bytes())
    name = path.name.removesuffix(".json") + f".{sys.implementation.cache_tag}.marshal"
    path.with_name(name).write_bytes(marshal.dumps(data))
"""


def marshal_copies(data: Path, python: str) -> None:
    """Beside each JSON file of `data`, its data marshalled by `python` (the runtime's)."""
    subprocess.run([python, "-c", MARSHAL, str(data)], check=True)


def _load(path: Path) -> Any:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as file:
        return json.load(file)


def _dump(value: Any, path: Path) -> None:
    path.write_text(json.dumps(value, separators=(",", ":")), encoding="utf-8")


def _undocumented(value: Any) -> Any:
    """`value` with its documentation texts emptied (the keys stay: botocore reads some; a
    member named `documentation` is a dict, kept)."""
    if isinstance(value, dict):
        return {key: "" if key in DOCUMENTATION and isinstance(item, str) else
                _undocumented(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_undocumented(item) for item in value]
    return value
