"""Counting the AWS requests a piece of code makes, by service and operation, through botocore's
`before-call` event (on moto in tests and benchmarks: what would be billed on AWS).

Not a benchmark itself (`python -m bench` runs only `bench_*` modules); tests use it too, so the
request counts of a move by mail cannot creep back unnoticed.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

# DynamoDB operations by what they are billed as (a transaction is one request of its kind)
DYNAMODB_READS = frozenset({"Query", "GetItem", "BatchGetItem", "Scan", "TransactGetItems"})
DYNAMODB_WRITES = frozenset({"PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem",
                             "TransactWriteItems"})
_ids = itertools.count()


class AwsCalls:
    """The requests of the watched clients: `counts[(service, operation)]`."""

    def __init__(self) -> None:
        self.counts: Counter[tuple[str, str]] = Counter()
        self._hook = f"aws-calls-{next(_ids)}"

    def watch(self, *clients: Any) -> AwsCalls:
        """Count every request the clients make from now on."""
        for client in clients:
            client.meta.events.register("before-call", self._count, unique_id=self._hook)
        return self

    @contextmanager
    def every_new_client(self) -> Iterator[AwsCalls]:
        """Count the requests of every client boto3's default session makes while inside (the
        handlers build theirs once per container, on their first event)."""
        import boto3

        events = boto3._get_default_session().events  # noqa: SLF001 - the session of boto3.client
        events.register("before-call", self._count, unique_id=self._hook)
        try:
            yield self
        finally:
            events.unregister("before-call", unique_id=self._hook)

    def _count(self, model: Any, **_: Any) -> None:
        self.counts[(model.service_model.service_name, model.name)] += 1

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


def describe(counts: Counter[tuple[str, str]]) -> str:
    """The counts as `dynamodb.Query=1 dynamodb.TransactWriteItems=1` (for assertion messages)."""
    return " ".join(f"{service}.{operation}={n}" for (service, operation), n in sorted(
        counts.items()))
