"""Counting the AWS requests a piece of code makes, by service and operation, through botocore's
`before-call` event (on moto in tests and benchmarks: what would be billed on AWS).

Not a benchmark itself (`python -m bench` runs only `bench_*` modules); tests use it too, so the
request counts of a move by mail cannot creep back unnoticed.
"""

from __future__ import annotations

import itertools
import math
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from bench.support import item_size

# DynamoDB operations by what they are billed as (a transaction is one request of its kind)
DYNAMODB_READS = frozenset({"Query", "GetItem", "BatchGetItem", "Scan", "TransactGetItems"})
DYNAMODB_WRITES = frozenset({"PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem",
                             "TransactWriteItems"})
_ids = itertools.count()


class AwsCalls:
    """The requests of the watched clients: `counts[(service, operation)]`."""

    def __init__(self, units: bool = False) -> None:
        self.counts: Counter[tuple[str, str]] = Counter()
        self._hook = f"aws-calls-{next(_ids)}"
        # with `units`, also the DynamoDB capacity units billed: counts[UNITS, "read"|"write"]
        self._units = CapacityUnits(self.counts) if units else None

    def watch(self, *clients: Any) -> AwsCalls:
        """Count every request the clients make from now on."""
        for client in clients:
            self._register(client.meta.events)
        return self

    def _register(self, events: Any) -> None:
        events.register("before-call", self._count, unique_id=self._hook)
        if self._units is not None:
            events.register("before-parameter-build.dynamodb", self._units.before,
                            unique_id=self._hook + "-units-before")
            events.register("after-call", self._done, unique_id=self._hook + "-units-after")

    def _unregister(self, events: Any) -> None:
        # each id under the event it was registered for: botocore forgets an id at its first
        # unregister, under whatever event is named, and leaves the handler where it was
        for name, suffix in (("before-call", ""), ("before-parameter-build.dynamodb", "-units-before"),
                             ("after-call", "-units-after")):
            events.unregister(name, unique_id=self._hook + suffix)

    def _done(self, model: Any, context: dict[str, Any], **kwargs: Any) -> None:
        """After a request: its capacity units, then the CPU it took on this side of the
        stand-in (moto answers in this process; on AWS that is the service's time)."""
        if model.service_model.service_name == "dynamodb":
            self._units.after(model=model, context=context, **kwargs)
        started = context.pop(self._hook + "-cpu", None)
        if started is not None:
            self.counts[(UNITS, "aws_cpu")] += time.process_time() - started

    @contextmanager
    def every_new_client(self) -> Iterator[AwsCalls]:
        """Count the requests of every client the functions' session makes while inside (the
        handlers build theirs once per container, on their first event)."""
        from functions import aws

        events = aws.session().get_component("event_emitter")
        self._register(events)
        try:
            yield self
        finally:
            self._unregister(events)

    def _count(self, model: Any, context: dict[str, Any] | None = None, **_: Any) -> None:
        self.counts[(model.service_model.service_name, model.name)] += 1
        if self._units is not None and context is not None:
            context[self._hook + "-cpu"] = time.process_time()

    def since(self, before: Counter[tuple[str, str]]) -> Counter[tuple[str, str]]:
        """The requests made after `before` (a copy of `counts` taken earlier)."""
        return self.counts - before

    def mark(self) -> Counter[tuple[str, str]]:
        """A copy of the counts so far, for `since`."""
        return Counter(self.counts)


def summary(counts: Counter[tuple[str, str]]) -> dict[str, int]:
    """Requests by kind: DynamoDB reads and writes, S3 GetObject, SES sends, everything else."""
    kinds: Counter[str] = Counter()
    for (service, operation), n in counts.items():
        if service == UNITS:
            continue
        if service == "dynamodb" and operation in DYNAMODB_READS:
            kinds["read"] += n
        elif service == "dynamodb" and operation in DYNAMODB_WRITES:
            kinds["write"] += n
        elif service == "s3" and operation == "GetObject":
            kinds["s3_get"] += n
        elif service in ("ses", "sesv2") and operation in ("SendEmail", "SendRawEmail"):
            kinds["send"] += n
        else:
            kinds["other"] += n
    return {kind: kinds[kind] for kind in ("read", "write", "s3_get", "send", "other")}


def units(counts: Counter[tuple[str, str]]) -> dict[str, float]:
    """The DynamoDB read and write capacity units of the counted requests (AwsCalls(units=True))."""
    return {kind: counts[(UNITS, kind)] for kind in ("read", "write")}


def outside_cpu(counts: Counter[tuple[str, str]]) -> float:
    """CPU seconds the counted requests took in this process that a function on AWS does not
    spend: moto answering them, and the metering itself (AwsCalls(units=True))."""
    return counts[(UNITS, "aws_cpu")] + counts[(UNITS, "meter_cpu")]


def describe(counts: Counter[tuple[str, str]]) -> str:
    """The counts as `dynamodb.Query=1 dynamodb.TransactWriteItems=1` (for assertion messages)."""
    return " ".join(f"{service}.{operation}={n}" for (service, operation), n in sorted(
        counts.items()) if service != UNITS)


# the services whose requests are counted (the capacity units are counted beside them)
AWS_SERVICES = frozenset({"dynamodb", "s3", "ses", "sesv2", "scheduler", "ssm", "sns", "sqs"})


# ---- capacity units --------------------------------------------------------------------------
UNITS = "dynamodb-units"
READ_BYTES, WRITE_BYTES = 4096, 1024  # on-demand: a read unit per 4 KB, a write unit per 1 KB


class CapacityUnits:
    """DynamoDB capacity units as on-demand billing counts them, for requests made on moto:
    reads per 4 KB of the items returned (a Query or Scan in total, a GetItem or each key of a
    BatchGetItem on its own, at least one; half for eventually consistent reads), writes per
    KB of the larger of the item before and after (at least one; twice in a transaction; a
    failed condition still pays), plus the writes of each index whose keys the item has before
    or after (its projected size; a key that changes is a delete and a put). The items before
    and after are read through a client of its own, which nothing counts."""

    def __init__(self, counts: Counter[tuple[str, str]]):
        import boto3

        from infra.table import TABLE_RESOURCE, load_template

        self.counts = counts
        self._key = f"pbm-units-{next(_ids)}"  # its own place in a request's context
        self._raw = boto3.session.Session().client("dynamodb")
        table = load_template()["Resources"][TABLE_RESOURCE]["Properties"]
        self._indexes = [([k["AttributeName"] for k in index["KeySchema"]],
                          index["Projection"]["ProjectionType"] == "ALL")
                         for index in table["GlobalSecondaryIndexes"]]

    def before(self, params: dict[str, Any], model: Any, context: dict[str, Any],
               **_: Any) -> None:
        """Remember the request and, for a write, the items it is about as they are now."""
        started = time.process_time()
        writes = list(_writes(model.name, params))
        context[self._key] = (model.name, params,
                                [(t, key, factor, self._item(t, key)) for t, key, factor in writes])
        self.counts[(UNITS, "meter_cpu")] += time.process_time() - started

    def after(self, parsed: dict[str, Any], model: Any, context: dict[str, Any],
              **_: Any) -> None:
        """Count the units of the request just made."""
        name, params, writes = context.pop(self._key, (model.name, {}, []))
        for table, key, factor, old in writes:
            self.counts[(UNITS, "write")] += self._write_units(old, self._item(table, key), factor)
        self.counts[(UNITS, "read")] += _read_units(name, params, parsed)

    def _item(self, table: str, key: dict[str, Any]) -> dict[str, Any] | None:
        return self._raw.get_item(TableName=table, Key=key, ConsistentRead=True).get("Item")

    def _write_units(self, old: dict[str, Any] | None, new: dict[str, Any] | None,
                     factor: int) -> float:
        size = max(item_size(old or {}), item_size(new or {}))
        total = factor * max(1, math.ceil(size / WRITE_BYTES))
        for keys, whole in self._indexes:
            had, has = (item is not None and all(k in item for k in keys) for item in (old, new))
            if had and has and all(old[k] == new[k] for k in keys):
                total += _projected(new, keys, whole) if whole and old != new else 0
                continue
            total += (_projected(old, keys, whole) if had else 0) + (
                _projected(new, keys, whole) if has else 0)
        return total


def _projected(item: dict[str, Any], keys: list[str], whole: bool) -> int:
    """The write units of an item's entry in an index (all attributes, or its keys only)."""
    kept = item if whole else {k: item[k] for k in [*keys, "pk", "sk"]}
    return max(1, math.ceil(item_size(kept) / WRITE_BYTES))


def _writes(name: str, params: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any], int]]:
    """(table, key, factor) of each item a write request writes or checks."""
    def key_of(action: dict[str, Any]) -> dict[str, Any]:
        return action.get("Key") or {k: action["Item"][k] for k in ("pk", "sk")}

    if name in ("PutItem", "UpdateItem", "DeleteItem"):
        yield params["TableName"], key_of(params), 1
    elif name == "TransactWriteItems":
        for action in params["TransactItems"]:
            (_, body), = action.items()
            yield body["TableName"], key_of(body), 2
    elif name == "BatchWriteItem":
        for table, requests in params["RequestItems"].items():
            for request in requests:
                (_, body), = request.items()
                yield table, key_of(body), 1


def _read_units(name: str, params: dict[str, Any], parsed: dict[str, Any]) -> float:
    def units(size: int, consistent: bool) -> float:
        return max(1, math.ceil(size / READ_BYTES)) * (1 if consistent else 0.5)

    if name in ("Query", "Scan"):
        return units(sum(map(item_size, parsed.get("Items", []))),
                     bool(params.get("ConsistentRead")))
    if name == "GetItem":
        return units(item_size(parsed.get("Item", {})), bool(params.get("ConsistentRead")))
    if name == "BatchGetItem":
        total = 0.0
        for table, asked in params["RequestItems"].items():
            found = {(i["pk"]["S"], i["sk"]["S"]): i
                     for i in parsed.get("Responses", {}).get(table, [])}
            for key in asked["Keys"]:
                item = found.get((key["pk"]["S"], key["sk"]["S"]), {})
                total += units(item_size(item), bool(asked.get("ConsistentRead")))
        return total
    return 0.0
