"""The Lambda artifact (infra/build_lambda.py, run by `sam build` through infra/Makefile): it holds
the project's code as the tests see it, the handlers import from it, and it is built for the
runtime and architecture the template declares. The third-party wheels are left out here
(--no-deps) to keep the suite fast; `make -f infra/Makefile package` builds the full artifact."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from infra.table import load_template

ROOT = Path(__file__).resolve().parents[1]
MAKEFILE = ROOT / "infra" / "Makefile"


def load_build_module():
    spec = importlib.util.spec_from_file_location("build_lambda", ROOT / "infra" / "build_lambda.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_lambda = load_build_module()


def serverless_functions() -> dict[str, dict]:
    return {name: resource for name, resource in load_template()["Resources"].items()
            if resource["Type"] == "AWS::Serverless::Function"}


def source_files(directory: Path) -> set[Path]:
    """The files of a source tree that belong in the artifact (no caches, no dotfiles)."""
    return {path.relative_to(directory) for path in directory.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts
            and not any(part.startswith(".") for part in path.relative_to(directory).parts)}


@pytest.fixture(scope="module")
def artifact(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("lambda")
    build_lambda.build(target, with_dependencies=False)
    return target


def test_the_artifact_holds_the_source_trees_file_for_file(artifact):
    for name in build_lambda.SOURCES:
        assert source_files(artifact / name) == source_files(ROOT / name), name
    assert not list(artifact.rglob("__pycache__"))


def test_every_handler_imports_from_the_artifact(artifact):
    handlers = [f["Properties"]["Handler"] for f in serverless_functions().values()]
    check = "\n".join(
        [f"import {h.rpartition('.')[0]} as m; assert callable(m.{h.rpartition('.')[2]})"
         for h in handlers] + ["import functions; print(functions.__file__)"])
    # Run from the artifact alone: its directory first on the path, as Lambda's /var/task is.
    env = {**os.environ, "PYTHONPATH": str(artifact)}
    done = subprocess.run([sys.executable, "-c", check], cwd=artifact, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()).is_relative_to(artifact)


def test_the_build_targets_the_templates_runtime_and_architecture():
    function_globals = load_template()["Globals"]["Function"]
    assert function_globals["Runtime"] == f"python{build_lambda.PYTHON_VERSION}"
    (architecture,) = function_globals["Architectures"]
    assert all(platform.endswith(f"_{architecture}") for platform in build_lambda.PLATFORMS)
    command = build_lambda.pip_install_command(["jinja2"], Path("/tmp/x"))
    assert "--only-binary=:all:" in command and command[-1] == "jinja2"


def test_every_function_is_built_by_a_makefile_target():
    targets = set(re.findall(r"^FUNCTIONS := (.*)$", MAKEFILE.read_text(), re.M)[0].split())
    functions = serverless_functions()
    assert targets == set(functions)
    for name, function in functions.items():
        assert function["Metadata"]["BuildMethod"] == "makefile", name
