"""AWS clients for the functions: one botocore session per process, each client made from it
when first asked for.

botocore directly, not boto3: `import boto3` also loads s3transfer (its S3 transfer manager,
which nothing here uses), and its clients are botocore's anyway. One session shares its data
loader (service models, endpoint rules, partitions: read once per process) and its resolved
credentials among every client, as boto3's default session does.
"""

from __future__ import annotations

import functools
from typing import Any


@functools.cache
def session() -> Any:
    """The process's botocore session (credentials, region and endpoint from the environment
    and AWS config, as boto3 reads them)."""
    import botocore.session

    return botocore.session.get_session()


def client(service: str, **options: Any) -> Any:
    """A new client of `service` from the process's session; `options` go to create_client
    (`config=botocore.config.Config(...)`, `endpoint_url=...`)."""
    return session().create_client(service, **options)
