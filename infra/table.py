"""Create the games table from its definition in infra/template.yaml (tests and bench),
so a test table can never drift from the deployed one.

Needs PyYAML (a dev dependency), which is why it lives here and not in the shipped `functions/`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

TEMPLATE = Path(__file__).resolve().parent / "template.yaml"
TABLE_RESOURCE = "GamesTable"


def load_template(path: Path = TEMPLATE) -> dict[str, Any]:
    """The SAM/CloudFormation template as data; short-form tags (!Ref, !Sub ...) become the
    long form ({"Ref": ...}, {"Fn::Sub": ...})."""
    import yaml  # dev dependency, see the module docstring

    class CloudFormationLoader(yaml.SafeLoader):
        """SafeLoader that accepts CloudFormation's intrinsic-function tags."""

    def intrinsic(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> dict[str, Any]:
        if isinstance(node, yaml.ScalarNode):
            value: Any = loader.construct_scalar(node)
        elif isinstance(node, yaml.SequenceNode):
            value = loader.construct_sequence(node, deep=True)
        else:
            value = loader.construct_mapping(node, deep=True)
        if suffix == "GetAtt" and isinstance(value, str):
            value = value.split(".", 1)
        return {"Ref" if suffix == "Ref" else f"Fn::{suffix}": value}

    CloudFormationLoader.add_multi_constructor("!", intrinsic)
    return yaml.load(path.read_text(encoding="utf-8"), Loader=CloudFormationLoader)


def table_definition(template: dict[str, Any], table_name: str) -> dict[str, Any]:
    """`create_table` arguments for the games table as the template defines it."""
    props = template["Resources"][TABLE_RESOURCE]["Properties"]
    definition = {
        "TableName": table_name,
        "AttributeDefinitions": props["AttributeDefinitions"],
        "KeySchema": props["KeySchema"],
        "GlobalSecondaryIndexes": props.get("GlobalSecondaryIndexes", []),
        "BillingMode": props.get("BillingMode", "PAY_PER_REQUEST"),
    }
    if "StreamSpecification" in props:
        definition["StreamSpecification"] = {"StreamEnabled": True, **props["StreamSpecification"]}
    return definition


def create_table(client: Any, table_name: str, path: Path = TEMPLATE) -> None:
    """Create the games table (with its TTL setting) through a boto3 DynamoDB client."""
    template = load_template(path)
    client.create_table(**table_definition(template, table_name))
    client.get_waiter("table_exists").wait(TableName=table_name)
    ttl = template["Resources"][TABLE_RESOURCE]["Properties"].get("TimeToLiveSpecification")
    if ttl:
        client.update_time_to_live(TableName=table_name, TimeToLiveSpecification=ttl)
