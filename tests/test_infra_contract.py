"""The template against the code it deploys: every handler exists, every environment variable the
code reads is set, every AWS call the code makes is allowed by that function's policy, no more.

What the code reads and calls is found statically (ast) over each handler's import closure
within the project, so a new `getenv` or boto3 call anywhere a handler reaches shows up here.
The PBM_* settings are read by `functions.settings.Settings` (one variable per field, each with a
default); what a function cannot run without it names in its `require(...)` call.
"""

from __future__ import annotations

import ast
import dataclasses
import fnmatch
import importlib
import re
from functools import cache
from pathlib import Path
from typing import Any

import botocore.session
import pytest
from botocore import xform_name

from functions.settings import ENV_PREFIX, Settings
from infra.table import load_template

ROOT = Path(__file__).resolve().parents[1]
PROJECT_PACKAGES = ("functions", "rules")

# Settings deliberately not set in the template (their defaults are not what Lambda uses).
LOCAL_ONLY = {
    "PBM_HOME": "the home directory of local runs (SQLite file, Maildir); Lambda has PBM_STORE",
    "PBM_SECRET": "the secret in plain text for local runs and tests; Lambda has PBM_SECRET_PARAMETER",
    "PBM_SMTP_RELAY": "an SMTP server for local sending; Lambda sends through SES",
    "PBM_NOW": "a fixed clock for tests and demos; Lambda runs on the wall clock",
    "PBM_IMAP": "a mailbox `pbm serve` polls for replies; Lambda receives mail from SES",
}
# Set by Lambda itself in every function's environment (a template may not set them).
LAMBDA_RUNTIME = {"AWS_LAMBDA_FUNCTION_NAME": "functions/coldstart.py: whether this is Lambda"}

# The service's IAM prefix where it differs from the boto3 client name.
IAM_PREFIX = {"sesv2": "ses"}
# Actions a call needs besides its own: the role a schedule invokes its target with is passed.
IMPLIED_ACTIONS = {"scheduler:CreateSchedule": {"iam:PassRole"}}
# Actions that depend on the request's shape: SESv2 SendEmail is authorized as ses:SendEmail and,
# for raw MIME content, also as ses:SendRawEmail (for a stored template, ses:SendTemplatedEmail).
SES_CONTENT_ACTIONS = {"Simple": {"ses:SendEmail"},
                       "Raw": {"ses:SendEmail", "ses:SendRawEmail"},
                       "Template": {"ses:SendEmail", "ses:SendTemplatedEmail"}}
# Operations IAM authorizes under another action's name.
OPERATION_ACTIONS = {"s3:ListObjectsV2": "s3:ListBucket"}
# Actions IAM knows no resource type for: granted on "*" or not at all.
UNSCOPED_ACTIONS = {"ses:GetAccount"}
# TransactWriteItems is authorized per item: each kind of item action needs its own IAM action.
TRANSACT_ITEM_ACTIONS = {"Put": "dynamodb:PutItem", "Update": "dynamodb:UpdateItem",
                         "Delete": "dynamodb:DeleteItem", "ConditionCheck": "dynamodb:ConditionCheckItem"}

# Environment reads: env.get("X"), os.environ["X"], os.getenv("X"), and any literal that is a
# name of ours (a settings function may loop over a tuple of required names).
OUR_ENV_NAME = re.compile(r"^(PBM|POWERTOOLS)_[A-Z0-9_]+$")
ENV_RECEIVER = re.compile(r"(^|\.)(env|environ|environment)$")


@cache
def template() -> dict[str, Any]:
    return load_template()


def functions() -> dict[str, dict[str, Any]]:
    """The template's Lambda functions by logical id."""
    return {name: resource for name, resource in template()["Resources"].items()
            if resource["Type"] == "AWS::Serverless::Function"}


def handler_module(function: dict[str, Any]) -> str:
    return function["Properties"]["Handler"].rsplit(".", 1)[0]


# ---- static facts about the code ----------------------------------------------------------------

def module_path(name: str) -> Path | None:
    """The source file of a project module, or None for the standard library and dependencies."""
    if name.split(".")[0] not in PROJECT_PACKAGES:
        return None
    base = ROOT.joinpath(*name.split("."))
    for candidate in (base / "__init__.py", base.with_suffix(".py")):
        if candidate.is_file():
            return candidate
    return None


def imported_modules(name: str, tree: ast.Module) -> set[str]:
    """Every module an import statement in `tree` may load (anywhere, function bodies too)."""
    package = name if module_path(name).name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)  # maybe submodules
    return found


@cache
def import_closure(root_module: str) -> dict[str, ast.Module]:
    """The project modules importing `root_module` loads, with their parsed source."""
    closure: dict[str, ast.Module] = {}
    todo = [root_module]
    while todo:
        name = todo.pop()
        path = module_path(name)
        if name in closure or path is None:
            continue
        closure[name] = tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = [name.rsplit(".", i)[0] for i in range(1, name.count(".") + 1)]
        todo += parents + sorted(imported_modules(name, tree))
    return closure


def environment_reads(trees: list[ast.Module]) -> set[str]:
    """Names of the environment variables the code reads."""
    names: set[str] = set()
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if OUR_ENV_NAME.match(node.value):
                    names.add(node.value)
            elif isinstance(node, ast.Call) and node.args and _literal(node.args[0]):
                func = node.func
                if (isinstance(func, ast.Attribute) and func.attr == "get"
                        and ENV_RECEIVER.search(ast.unparse(func.value))) or \
                        ast.unparse(func).endswith("getenv"):
                    names.add(node.args[0].value)
            elif isinstance(node, ast.Subscript) and _literal(node.slice) \
                    and ENV_RECEIVER.search(ast.unparse(node.value)):
                names.add(node.slice.value)
    return names


def settings_variables() -> set[str]:
    """The variables `Settings` reads: one per field."""
    return {ENV_PREFIX + name.upper() for name in (f.name for f in dataclasses.fields(Settings))}


def required_settings(tree: ast.Module) -> set[str]:
    """The variables a handler `require`s of its Settings (`secret`: its SSM parameter)."""
    fields = {arg.value for node in ast.walk(tree) if isinstance(node, ast.Call)
              and isinstance(node.func, ast.Attribute) and node.func.attr == "require"
              for arg in node.args if _literal(arg)}
    return {ENV_PREFIX + ("secret_parameter" if name == "secret" else name).upper()
            for name in fields}


def _literal(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def boto3_services(trees: list[ast.Module]) -> set[str]:
    """The services the code makes boto3 clients for (`boto3.client("dynamodb")`)."""
    return {node.args[0].value for tree in trees for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "client" and node.args and _literal(node.args[0])}


def aws_actions(trees: list[ast.Module]) -> set[str]:
    """The IAM actions the code's AWS calls need: method calls named like an operation of a
    service the code makes a client for (botocore's own service models say which)."""
    session = botocore.session.get_session()
    operations: dict[str, set[str]] = {}
    for service in boto3_services(trees):
        prefix = IAM_PREFIX.get(service, service)
        for operation in session.get_service_model(service).operation_names:
            action = f"{prefix}:{operation}"
            operations.setdefault(xform_name(operation), set()).add(
                OPERATION_ACTIONS.get(action, action))
    actions: set[str] = set()
    for tree in trees:
        called = {node.func.attr for node in ast.walk(tree)
                  if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)}
        for method in called & operations.keys():
            if method == "transact_write_items":
                actions |= _transact_item_actions(tree)
            elif method == "send_email" and "sesv2" in boto3_services(trees):
                actions |= _ses_content_actions(tree)
            else:
                actions |= operations[method]
    return actions | {implied for action in actions for implied in IMPLIED_ACTIONS.get(action, ())}


def request_actions(service: str, operation: str, params: dict[str, Any]) -> set[str]:
    """The IAM actions one request needs, from its shape (a request recorded at run time)."""
    if (service, operation) == ("sesv2", "SendEmail"):
        return set().union(*(SES_CONTENT_ACTIONS[kind] for kind in params["Content"]))
    if (service, operation) == ("dynamodb", "TransactWriteItems"):
        return {TRANSACT_ITEM_ACTIONS[kind] for item in params["TransactItems"] for kind in item}
    action = f"{IAM_PREFIX.get(service, service)}:{operation}"
    action = OPERATION_ACTIONS.get(action, action)
    return {action, *IMPLIED_ACTIONS.get(action, ())}


def _ses_content_actions(tree: ast.Module) -> set[str]:
    """The actions of the SES sends a module builds: the kinds of `"Content"` it gives."""
    kinds = {key.value for node in ast.walk(tree) if isinstance(node, ast.Dict)
             for name, value in zip(node.keys, node.values, strict=True)
             if isinstance(name, ast.Constant) and name.value == "Content"
             and isinstance(value, ast.Dict)
             for key in value.keys if isinstance(key, ast.Constant)}
    assert kinds, "an SES send_email whose Content this analysis cannot read"
    return set().union(*(SES_CONTENT_ACTIONS[kind] for kind in kinds))


def _transact_item_actions(tree: ast.Module) -> set[str]:
    """The item actions of the transactions a module builds (the keys of its item dicts)."""
    keys = {key.value for node in ast.walk(tree) if isinstance(node, ast.Dict)
            for key in node.keys if isinstance(key, ast.Constant)}
    return {action for kind, action in TRANSACT_ITEM_ACTIONS.items() if kind in keys}


# ---- the template's side ----------------------------------------------------------------------

def template_environment(function: dict[str, Any]) -> set[str]:
    """The variables set for a function: its own and the Globals'."""
    globals_env = template()["Globals"]["Function"].get("Environment", {}).get("Variables", {})
    own = function["Properties"].get("Environment", {}).get("Variables", {})
    return set(globals_env) | set(own)


def policy_statements(function: dict[str, Any]) -> list[dict[str, Any]]:
    """The function's inline policy statements (the template uses no policy templates)."""
    statements = []
    for policy in function["Properties"].get("Policies", []):
        assert isinstance(policy, dict) and set(policy) == {"Statement"}, \
            f"only inline statements are checkable, not {policy!r}"
        statements += policy["Statement"]
    return statements


def granted_actions(function: dict[str, Any]) -> set[str]:
    actions: set[str] = set()
    for statement in policy_statements(function):
        assert statement["Effect"] == "Allow"
        granted = statement["Action"]
        actions.update([granted] if isinstance(granted, str) else granted)
    return actions


# ---- tests --------------------------------------------------------------------------------------

@pytest.mark.parametrize("logical_id", sorted(functions()))
def test_every_handler_imports_and_is_callable(logical_id):
    handler = functions()[logical_id]["Properties"]["Handler"]
    module_name, _, attribute = handler.rpartition(".")
    module = importlib.import_module(module_name)
    assert callable(getattr(module, attribute, None)), f"{handler} is not a callable"


@pytest.mark.parametrize("logical_id", sorted(functions()))
def test_every_environment_variable_the_code_reads_is_set(logical_id):
    function = functions()[logical_id]
    closure = import_closure(handler_module(function))
    read = environment_reads(list(closure.values())) - settings_variables()
    read |= required_settings(closure[handler_module(function)])
    missing = read - template_environment(function) - LOCAL_ONLY.keys() - LAMBDA_RUNTIME.keys()
    assert not missing, f"{logical_id} reads {sorted(missing)}, which the template does not set"


@pytest.mark.parametrize("logical_id", sorted(functions()))
def test_every_variable_the_template_sets_is_a_setting(logical_id):
    # Settings ignore a variable they have no field for: a misspelt one would be lost
    ours = {name for name in template_environment(functions()[logical_id])
            if name.startswith(ENV_PREFIX)}
    assert ours <= settings_variables(), f"{logical_id} sets {sorted(ours - settings_variables())}"


def test_the_local_only_variables_are_still_settings():
    assert LOCAL_ONLY.keys() <= settings_variables()


@pytest.mark.parametrize("logical_id", sorted(functions()))
def test_the_policy_allows_exactly_the_aws_calls_of_the_code(logical_id):
    function = functions()[logical_id]
    needed = aws_actions(list(import_closure(handler_module(function)).values()))
    granted = granted_actions(function)
    assert not {action for action in needed
                if not any(fnmatch.fnmatchcase(action, pattern) for pattern in granted)}, \
        f"{logical_id} calls AWS beyond its policy: needs {sorted(needed)}, has {sorted(granted)}"
    assert granted <= needed, f"{logical_id} is granted {sorted(granted - needed)} it never uses"


@pytest.mark.parametrize("logical_id", sorted(functions()))
def test_no_statement_grants_every_resource(logical_id):
    for statement in policy_statements(functions()[logical_id]):
        resources, actions = statement["Resource"], statement["Action"]
        if set([actions] if isinstance(actions, str) else actions) <= UNSCOPED_ACTIONS:
            continue
        for resource in [resources] if not isinstance(resources, list) else resources:
            assert resource != "*", f"{logical_id}: {statement.get('Sid')} on every resource"


def test_the_analysis_sees_the_web_functions_calls():
    # The web handler reads its secret from SSM and stores games through DynamoDB: if the static
    # analysis lost track of either, the policy test above would pass vacuously.
    closure = import_closure("functions.web_handler")
    assert {"ssm:GetParameter", "dynamodb:Query", "dynamodb:PutItem"} <= \
        aws_actions(list(closure.values()))
    assert {"PBM_STORE", "PBM_BASE_URL", "PBM_SECRET_PARAMETER"} <= \
        required_settings(closure["functions.web_handler"])


def test_raw_mail_through_sesv2_needs_both_send_actions():
    # SESv2 SendEmail with Content.Raw is authorized as ses:SendEmail and ses:SendRawEmail: a
    # role with only the first is AccessDenied for every mail (moto checks no IAM)
    closure = import_closure("functions.notifier_handler")
    assert {"ses:SendEmail", "ses:SendRawEmail"} <= aws_actions(list(closure.values()))
    assert request_actions("sesv2", "SendEmail", {"Content": {"Raw": {"Data": b""}}}) == \
        {"ses:SendEmail", "ses:SendRawEmail"}
    assert request_actions("sesv2", "SendEmail", {"Content": {"Simple": {}}}) == \
        {"ses:SendEmail"}
    for logical_id in ("NotifierFunction", "DeadlinesFunction"):
        assert {"ses:SendEmail", "ses:SendRawEmail"} <= granted_actions(functions()[logical_id])


def test_the_analysis_sees_the_notifiers_wake_ups():
    # the notifier sets the deadlines function's wake-ups (Scheduler, passing its role): the
    # policy test above would not notice them gone from the code
    closure = import_closure("functions.notifier_handler")
    assert {"scheduler:CreateSchedule", "iam:PassRole"} <= aws_actions(list(closure.values()))
    assert {"PBM_WAKE_GROUP", "PBM_WAKE_TARGET", "PBM_WAKE_ROLE"} <= \
        required_settings(closure["functions.notifier_handler"])
