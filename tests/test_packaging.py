"""`pip install .` gives a working `pbm`: the wheel carries the templates, the shipped code
imports nothing that only the dev extra installs, and `pbm serve` says which extra it needs."""

from __future__ import annotations

import ast
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

from functions import cli

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ("functions", "rules")
# Installed only by an extra; the module named beside each may import it.
EXTRA_ONLY = {"aiosmtpd": "functions/local/smtp.py"}
DEV_ONLY = ("yaml", "moto", "pytest", "hypothesis", "playwright", "cfnlint")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_shipped_code_imports_no_dev_only_package():
    offenders = []
    for top in SHIPPED:
        for path in (ROOT / top).rglob("*.py"):
            rel = path.relative_to(ROOT).as_posix()
            for name in _imports(path):
                if name in DEV_ONLY or (name in EXTRA_ONLY and EXTRA_ONLY[name] != rel):
                    offenders.append(f"{rel}: {name}")
    assert offenders == []


def test_every_runtime_dependency_is_imported_by_shipped_code():
    with (ROOT / "pyproject.toml").open("rb") as file:
        project = tomllib.load(file)["project"]
    imported: set[str] = set()
    for top in SHIPPED:
        for path in (ROOT / top).rglob("*.py"):
            imported |= _imports(path)
    # distribution name -> import name, where they differ
    module = {"aws-lambda-powertools": "aws_lambda_powertools", "email-reply-parser":
              "email_reply_parser", "css-inline": "css_inline", "pydantic-settings":
              "pydantic_settings", "confusable-homoglyphs": "confusable_homoglyphs",
              "stop-words": "stop_words"}
    unused = []
    for requirement in project["dependencies"]:
        name = requirement.split(";")[0].split("[")[0].split(">")[0].split("=")[0].strip()
        if name == "tzdata":
            continue  # data for zoneinfo, never imported by name
        if module.get(name, name) not in imported:
            unused.append(name)
    assert unused == []


def test_the_wheel_carries_the_templates(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "--no-build-isolation", "--wheel-dir", str(tmp_path), str(ROOT)],
                   check=True, cwd=tmp_path)
    (wheel,) = tmp_path.glob("pbm-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for template in (ROOT / "templates").rglob("*"):
        if template.is_file():
            assert template.relative_to(ROOT).as_posix() in names
    assert "rules/game1926/__init__.py" in names
    assert not any(name.startswith(("tests/", "bench/", "infra/")) for name in names)


def test_serve_without_its_extra_names_the_extra(monkeypatch, capsys):
    real_find_spec = cli.importlib.util.find_spec

    def find_spec(name, *args):
        return None if name == "aiosmtpd" else real_find_spec(name, *args)

    monkeypatch.setattr(cli.importlib.util, "find_spec", find_spec)
    assert cli.main(["serve"]) == 2
    assert "pip install 'pbm[serve]'" in capsys.readouterr().err

