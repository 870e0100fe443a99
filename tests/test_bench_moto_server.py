"""The first-event bench's moto server keeps a client's connection, as AWS's endpoints do, and
still answers a request whose body has no length given (chunked) by closing its connection."""

from __future__ import annotations

import http.client
import json

import boto3

from bench.moto_server import KeepAliveMotoServer


def _target(operation: str) -> dict[str, str]:
    return {"X-Amz-Target": f"DynamoDB_20120810.{operation}",
            "Content-Type": "application/x-amz-json-1.0",
            "Authorization": "AWS4-HMAC-SHA256 Credential=testing/20261206/eu-west-1/dynamodb/"
                             "aws4_request, SignedHeaders=host, Signature=0"}


def test_a_clients_requests_share_one_connection():
    with KeepAliveMotoServer() as server:
        client = boto3.client("dynamodb", endpoint_url=server.endpoint, region_name="eu-west-1",
                              aws_access_key_id="testing", aws_secret_access_key="testing")
        client.create_table(TableName="kept", BillingMode="PAY_PER_REQUEST",
                            KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
                            AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}])
        for number in range(5):
            client.put_item(TableName="kept", Item={"pk": {"S": f"item {number}"}})
        assert client.scan(TableName="kept")["Count"] == 5
        assert server.accepted == 1


def test_a_chunked_request_is_answered_and_its_connection_closed():
    with KeepAliveMotoServer() as server:
        host, port = server.endpoint.removeprefix("http://").split(":")
        connection = http.client.HTTPConnection(host, int(port))
        connection.request("POST", "/", body=iter([b"{}"]), headers=_target("ListTables"),
                           encode_chunked=True)
        answer = connection.getresponse()
        assert "TableNames" in json.loads(answer.read())
        assert answer.getheader("Connection") == "close"
        connection.request("POST", "/", body=b"{}", headers=_target("ListTables"))
        kept = connection.getresponse()  # http.client opened a new connection
        assert "TableNames" in json.loads(kept.read())
        assert kept.getheader("Connection") is None
        assert server.accepted == 2
