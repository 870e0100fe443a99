"""The bench's request counter leaves nothing behind on the functions' session (bench/aws_calls.py):
a handler it left there went on metering every later client's requests against a stand-in that
was gone, which broke a whole `python -m bench` at its first-event module (issue 43)."""

from __future__ import annotations

from bench.aws_calls import AwsCalls


def _handlers(events, name: str) -> list:
    return list(events._emitter._handlers.prefix_search(name))  # botocore's registry


def test_a_counter_with_units_unregisters_every_handler_it_registered(aws_credentials):
    from functions import aws

    aws.session.cache_clear()  # a session of its own, not one later tests would inherit
    try:
        events = aws.session().get_component("event_emitter")
        names = ("before-call.dynamodb.GetItem", "before-parameter-build.dynamodb.GetItem",
                 "after-call.dynamodb.GetItem")
        before = {name: _handlers(events, name) for name in names}
        calls = AwsCalls(units=True)
        with calls.every_new_client():
            assert all(len(_handlers(events, n)) == len(before[n]) + 1 for n in names)
        assert {name: _handlers(events, name) for name in names} == before
    finally:
        aws.session.cache_clear()
