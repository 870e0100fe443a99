"""infra/template.yaml on its own and against the store: cfn-lint clean, the table holds exactly
the keys and indexes the DynamoDB store uses, the notifier's stream filter lets through exactly
the notifications the store writes and the items something is due for, and the deadlines
function runs only when the notifier wakes it."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

from cfnlint.api import ManualArgs, lint_file

from functions.service import GameService, PlayerSpec
from functions.wakeups import NAME_PREFIX
from infra.table import TABLE_RESOURCE, TEMPLATE, load_template

STORE_SOURCE = Path(__file__).resolve().parents[1] / "functions" / "storage" / "dynamodb.py"
# Regions with SES email receiving (the receipt rule needs one).
LINT_REGIONS = ["us-east-1", "us-west-2", "eu-west-1"]


def table_properties() -> dict[str, Any]:
    return load_template()["Resources"][TABLE_RESOURCE]["Properties"]


def store_literals() -> tuple[set[str], set[str]]:
    """The attribute names the store writes (item dict keys) and the index names it queries."""
    tree = ast.parse(STORE_SOURCE.read_text(encoding="utf-8"))
    keys, indexes = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys |= {k.value for k in node.keys if isinstance(k, ast.Constant)}
        elif isinstance(node, ast.keyword) and node.arg == "IndexName":
            indexes.add(node.value.value)
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
            keys.add(node.slice.value)  # item["due_pk"], item["due_at"] = ...
    return keys, indexes


def test_cfn_lint_finds_nothing():
    matches = lint_file(TEMPLATE, ManualArgs(regions=LINT_REGIONS))
    assert not matches, "\n".join(str(match) for match in matches)


def test_the_table_has_exactly_the_indexes_the_store_queries():
    _, queried = store_literals()
    defined = {index["IndexName"] for index in table_properties()["GlobalSecondaryIndexes"]}
    assert queried and defined == queried


def test_every_key_attribute_of_the_table_is_written_by_the_store():
    written, _ = store_literals()
    props = table_properties()
    schemas = [props["KeySchema"]] + [i["KeySchema"] for i in props["GlobalSecondaryIndexes"]]
    key_attributes = {key["AttributeName"] for schema in schemas for key in schema}
    assert key_attributes <= written
    assert {a["AttributeName"] for a in props["AttributeDefinitions"]} == key_attributes


def test_the_games_table_outlives_the_stack_but_not_a_failed_first_creation():
    table = load_template()["Resources"][TABLE_RESOURCE]
    # a rollback of the first creation must not leave the named table behind: the next
    # attempt would fail on its name
    assert table["DeletionPolicy"] == "RetainExceptOnCreate"
    assert table["UpdateReplacePolicy"] == "Retain"
    assert table["Properties"]["DeletionProtectionEnabled"] is True


def test_the_ttl_attribute_is_the_one_the_store_sets():
    ttl = table_properties()["TimeToLiveSpecification"]
    assert ttl["Enabled"] is True
    assert f"{ttl['AttributeName']} = :" in STORE_SOURCE.read_text(encoding="utf-8")


def matches(pattern: Any, event: Any) -> bool:
    """An event-filter pattern (Lambda's subset: nested objects, value lists, prefix, exists)
    on an event."""
    if isinstance(pattern, dict):
        return isinstance(event, dict) and all(
            matches(value, event[key]) if key in event
            else value == [{"exists": False}] for key, value in pattern.items())
    return any(_matches_option(option, event) for option in pattern)


def _matches_option(option: Any, event: Any) -> bool:
    if not isinstance(option, dict):
        return event == option
    if "exists" in option:
        return option["exists"]  # the key is there (a missing one is handled above)
    return isinstance(event, str) and event.startswith(option["prefix"])


def stream_filters() -> list[dict[str, Any]]:
    """The notifier's stream filters (a record passes when one of them matches)."""
    notifier = load_template()["Resources"]["NotifierFunction"]["Properties"]
    (event_source,) = notifier["Events"].values()
    return [json.loads(f["Pattern"]) for f in event_source["Properties"]["FilterCriteria"]["Filters"]]


def passes(event_name: str, item: dict[str, Any]) -> bool:
    """Whether a stream record of `item` written by `event_name` reaches the notifier."""
    record = {"eventName": event_name,
              "dynamodb": {"Keys": {"pk": item["pk"], "sk": item["sk"]}, "NewImage": item}}
    return any(matches(pattern, record) for pattern in stream_filters())


def test_the_stream_filter_passes_new_notifications_and_due_items_and_nothing_else(
        dynamodb_store, clock, fake_secrets):
    service = GameService(dynamodb_store, clock, fake_secrets)
    players = [PlayerSpec("Ann", "ann@example.org"), PlayerSpec("Bob", "bob@example.org"),
               PlayerSpec("Cid", "cid@example.org")]
    # no deadline: only the week's summary to a player left without mail is ever due
    quiet = service.create("1926", players, "ann@example.org", start=True,
                           options={"deadline_hours": "0"})
    due = service.create("1926", players, "ann@example.org", start=True)  # 72 h, reminders
    items = dynamodb_store.client.scan(TableName=dynamodb_store.table)["Items"]
    pending = dynamodb_store.pending_notifications()
    # a notification when it is written (marking it sent is a MODIFY, never a mail again)
    outbox = [item for item in items if item["pk"]["S"].startswith("OUTBOX#")]
    assert pending and len(outbox) == len(pending)
    assert all(passes("INSERT", item) and not passes("MODIFY", item) for item in outbox)
    # a game something is due for, whenever it is written: the notifier wakes the sweep
    games = [item for item in items if item["sk"]["S"] == "GAME"]
    assert {item["pk"]["S"] for item in games} == {f"GAME#{due.id}", f"GAME#{quiet.id}"}
    for game in games:
        assert "due_at" in game and passes("INSERT", game) and passes("MODIFY", game)
    # nothing else: log entries, memberships, indexes
    others = [item for item in items if item not in outbox and item not in games]
    assert others and not [item for item in others
                           if passes("INSERT", item) or passes("MODIFY", item)]
    assert not passes("REMOVE", game)


def test_a_due_tournament_passes_the_stream_filter():
    item = {"pk": {"S": "TOURNAMENT#t1"}, "sk": {"S": "TOURNAMENT"},
            "due_pk": {"S": "DUE#TOURNAMENTS"}, "due_at": {"S": "2027-03-01T18:00:00.000Z"}}
    assert passes("INSERT", item) and passes("MODIFY", item)
    assert not passes("MODIFY", {k: v for k, v in item.items() if k not in ("due_pk", "due_at")})


def resources() -> dict[str, Any]:
    return load_template()["Resources"]


def test_the_deadlines_function_runs_when_woken_and_once_an_hour_as_a_safety_net():
    # one periodic schedule, hourly (24 invocations a day, a fraction of a cent): a game whose
    # one-time wake-up failed every retry is found overdue by it, never waits forever
    deadlines = resources()["DeadlinesFunction"]["Properties"]
    assert "Events" not in deadlines
    periodic = {name: resource for name, resource in resources().items()
                if resource["Type"] in ("AWS::Scheduler::Schedule", "AWS::Events::Rule")}
    assert list(periodic) == ["HourlySweep"]
    hourly = periodic["HourlySweep"]["Properties"]
    assert hourly["ScheduleExpression"] == "rate(1 hour)"
    assert hourly["Target"]["Arn"] == {"Fn::GetAtt": ["DeadlinesFunction", "Arn"]}
    assert json.loads(hourly["Target"]["Input"]) == {"sweep": "hourly"}
    assert "DeadLetterConfig" in hourly["Target"]


def test_no_function_reserves_concurrency():
    # a new account's quota is 10, all of which must stay unreserved: the stack would fail
    assert not [name for name, resource in resources().items()
                if "ReservedConcurrentExecutions" in resource.get("Properties", {})]


def test_every_asynchronously_invoked_function_has_a_failure_destination_with_an_alarm():
    # SES invokes the inbound function, Scheduler the deadlines function, SNS the bounces one
    queues = set()
    for name in ("InboundFunction", "DeadlinesFunction", "BouncesFunction"):
        config = resources()[name]["Properties"]["EventInvokeConfig"]
        on_failure = config["DestinationConfig"]["OnFailure"]
        assert on_failure["Type"] == "SQS"
        queues.add(on_failure["Destination"]["Fn::GetAtt"][0])
    alarmed = {alarm["Properties"]["Dimensions"][0]["Value"]["Fn::GetAtt"][0]
               for alarm in resources().values() if alarm["Type"] == "AWS::CloudWatch::Alarm"
               and alarm["Properties"].get("Namespace") == "AWS/SQS"}
    assert queues and queues <= alarmed


def test_the_notifier_stream_is_alarmed_on_and_read_by_one_batcher_per_shard():
    notifier = resources()["NotifierFunction"]["Properties"]
    (source,) = notifier["Events"].values()
    # a move's 3-4 stream keys in one batch, one invocation (bench/bench_human_pace.py measures it)
    assert source["Properties"]["ParallelizationFactor"] == 1
    ages = [alarm["Properties"] for alarm in resources().values()
            if alarm["Type"] == "AWS::CloudWatch::Alarm"
            and alarm["Properties"].get("MetricName") == "IteratorAge"]
    assert [a["Dimensions"][0]["Value"] for a in ages] == [{"Ref": "NotifierFunction"}]


def test_ses_refusing_the_service_and_a_nearly_spent_quota_are_alarmed_on():
    from functions.mail.transport import SENDER_BLOCKED

    filters = [r["Properties"] for r in resources().values()
               if r["Type"] == "AWS::Logs::MetricFilter"]
    blocked = {f["LogGroupName"]["Ref"] for f in filters
               if f["FilterPattern"] == f'"{SENDER_BLOCKED}"'}
    assert blocked == {"NotifierLogGroup", "DeadlinesLogGroup"}  # the two that send
    quota = [f for f in filters if "ses_quota_used" in f["FilterPattern"]]
    assert quota and quota[0]["MetricTransformations"][0]["MetricValue"] == "$.ses_quota_used"
    metrics = {a["Properties"].get("MetricName"): a["Properties"] for a in resources().values()
               if a["Type"] == "AWS::CloudWatch::Alarm"}
    assert metrics["SesQuotaUsed"]["Threshold"] < 1 and "SesSenderBlocked" in metrics


def test_a_quota_that_cannot_be_read_is_alarmed_on():
    """Issue 43: GetAccount failing silenced SesQuotaAlarm; what the sweep logs then counts."""
    from functions.deadlines_handler import QUOTA_UNREAD

    filters = [r["Properties"] for r in resources().values()
               if r["Type"] == "AWS::Logs::MetricFilter"
               and r["Properties"]["FilterPattern"] == f'"{QUOTA_UNREAD}"']
    assert [f["LogGroupName"]["Ref"] for f in filters] == ["DeadlinesLogGroup"]
    (metric,) = filters[0]["MetricTransformations"]
    alarms = [a["Properties"] for a in resources().values()
              if a["Type"] == "AWS::CloudWatch::Alarm"
              and a["Properties"].get("MetricName") == metric["MetricName"]]
    assert len(alarms) == 1 and alarms[0]["Threshold"] == 1
    assert alarms[0]["Namespace"] == metric["MetricNamespace"]
    assert alarms[0]["AlarmActions"] == [{"Ref": "AlarmTopic"}]


def test_the_sweep_logs_what_the_unread_quota_alarm_counts(caplog):
    from functions import deadlines_handler

    class Unreadable:
        def account(self):
            raise ConnectionError("GetAccount: AccessDenied")

    class Postman:
        transport = Unreadable()

    with caplog.at_level("ERROR"):
        deadlines_handler.log_quota(Postman())
    assert [r.getMessage() for r in caplog.records] == [deadlines_handler.QUOTA_UNREAD]


def test_the_web_api_writes_access_logs():
    stage = resources()["HttpApiStage"]["Properties"]
    assert stage["AccessLogSettings"]["DestinationArn"] == {
        "Fn::GetAtt": ["ApiAccessLogGroup", "Arn"]}
    assert "$context.identity.sourceIp" in stage["AccessLogSettings"]["Format"]


def test_topics_are_encrypted_and_nothing_is_traced():
    topics = [r["Properties"] for r in resources().values() if r["Type"] == "AWS::SNS::Topic"]
    assert topics and all("KmsMasterKeyId" in topic for topic in topics)
    assert "Tracing" not in load_template()["Globals"]["Function"]
    assert not [name for name, r in resources().items() if "Tracing" in r.get("Properties", {})]


def test_mail_for_the_operator_is_stored_before_the_game_function_sees_any():
    operator = resources()["OperatorReceiptRule"]["Properties"]
    game = resources()["ReceiptRule"]["Properties"]
    assert game["After"] == {"Ref": "OperatorReceiptRule"}
    recipients = [r["Fn::Sub"] for r in operator["Rule"]["Recipients"]]
    assert recipients == ["postmaster@${DomainName}", "abuse@${DomainName}"]
    actions = operator["Rule"]["Actions"]
    assert actions[0]["S3Action"]["ObjectKeyPrefix"] == "operator/"
    assert actions[-1] == {"StopAction": {"Scope": "RuleSet"}}
    assert not any("LambdaAction" in action for action in actions)


def test_the_notifier_wakes_the_deadlines_function_through_the_stacks_group_and_role():
    notifier = resources()["NotifierFunction"]["Properties"]
    variables = notifier["Environment"]["Variables"]
    assert variables["PBM_WAKE_TARGET"] == {"Fn::GetAtt": ["DeadlinesFunction", "Arn"]}
    assert variables["PBM_WAKE_ROLE"] == {"Fn::GetAtt": ["WakeRole", "Arn"]}
    assert variables["PBM_WAKE_GROUP"] == {"Ref": "WakeGroup"}
    assert resources()["WakeGroup"]["Type"] == "AWS::Scheduler::ScheduleGroup"
    statements = {s["Sid"]: s for policy in notifier["Policies"] for s in policy["Statement"]}
    assert NAME_PREFIX in statements["WakeDeadlines"]["Resource"]["Fn::Sub"]
    assert "${WakeGroup}" in statements["WakeDeadlines"]["Resource"]["Fn::Sub"]
    assert statements["PassWakeRole"]["Resource"] == {"Fn::GetAtt": ["WakeRole", "Arn"]}
    # the role Scheduler assumes may invoke the deadlines function and nothing else
    role = resources()["WakeRole"]["Properties"]
    (trust,) = role["AssumeRolePolicyDocument"]["Statement"]
    assert trust["Principal"] == {"Service": "scheduler.amazonaws.com"}
    (policy,) = role["Policies"]
    allowed = {(s["Action"], json.dumps(s["Resource"]))
               for s in policy["PolicyDocument"]["Statement"]}
    # and, should it fail, tell the failure queue
    assert allowed == {
        ("lambda:InvokeFunction", json.dumps({"Fn::GetAtt": ["DeadlinesFunction", "Arn"]})),
        ("sqs:SendMessage", json.dumps({"Fn::GetAtt": ["FailedInvocationsQueue", "Arn"]}))}


def test_what_can_go_wrong_is_alarmed_on_and_every_deployment_names_who_hears_it():
    alarms = [a["Properties"] for a in resources().values() if a["Type"] == "AWS::CloudWatch::Alarm"]
    metrics = {a.get("MetricName") for a in alarms}
    # SES's reputation decides whether AWS pauses sending; dropped mails are our own metric
    assert {"Reputation.BounceRate", "Reputation.ComplaintRate", "MailsDropped"} <= metrics
    throttled = {m["MetricStat"]["Metric"]["Dimensions"][0]["Value"]["Ref"]
                 for a in alarms for m in a.get("Metrics", ())
                 if m.get("MetricStat", {}).get("Metric", {}).get("MetricName") == "Throttles"}
    functions = {name for name, r in resources().items()
                 if r["Type"] == "AWS::Serverless::Function"}
    assert throttled == functions
    assert all(a["AlarmActions"] == [{"Ref": "AlarmTopic"}] for a in alarms)


# Placeholders a deployment must not go out with (RFC 2606's example domains), and addresses
# it may; `sam deploy` sends the parameters to CloudFormation, which checks AllowedPattern
PLACEHOLDERS = ["ops@example.org", "ops-dev@example.org", "pbm@play.example.org",
                "alarms@example.com", "me@ops.example", "x@club.test", "x@club.invalid", "ops"]
REAL = ["ops@play.club.cz", "jana.novakova@gmail.com", "alarms+pbm@myexample.org"]


def test_no_deployment_goes_out_with_a_placeholder_for_whom_it_mails():
    parameters = load_template()["Parameters"]
    for name in ("AlarmEmail", "SenderAddress", "DomainName"):
        # no default: a deployment that names none asks for one (--guided) or stops
        assert "Default" not in parameters[name], name
        pattern = re.compile(parameters[name]["AllowedPattern"])
        given = [v.split("@")[1] for v in PLACEHOLDERS + REAL if "@" in v] \
            if name == "DomainName" else PLACEHOLDERS + REAL
        for value in given:
            real = value in REAL or value in [r.split("@")[1] for r in REAL]
            assert bool(pattern.fullmatch(value)) == real, (name, value)
    import tomllib

    config = tomllib.loads((Path(TEMPLATE).parents[1] / "samconfig.toml").read_text())
    deployments = [env["deploy"]["parameters"]["parameter_overrides"]
                   for env in config.values() if isinstance(env, dict) and "deploy" in env]
    assert len(deployments) >= 2
    for given in deployments:
        values = dict(p.split("=", 1) for p in given)
        for name in ("AlarmEmail", "SenderAddress", "DomainName"):
            # none, so that the operator's own goes in; or one the template takes
            assert name not in values or re.fullmatch(
                parameters[name]["AllowedPattern"], values[name]), (name, values[name])


def test_a_wake_up_scheduler_gives_up_on_lands_in_the_failure_queue():
    notifier = resources()["NotifierFunction"]["Properties"]["Environment"]["Variables"]
    assert notifier["PBM_WAKE_DEAD_LETTERS"] == {"Fn::GetAtt": ["FailedInvocationsQueue", "Arn"]}
    role = resources()["WakeRole"]["Properties"]["Policies"][0]["PolicyDocument"]["Statement"]
    assert any(s["Action"] == "sqs:SendMessage" and s["Resource"] == notifier[
        "PBM_WAKE_DEAD_LETTERS"] for s in role)
