"""The Lambda artifact (infra/build_lambda.py, run by `sam build` through infra/Makefile): it holds
the project's code as the tests see it, the handlers import from it, and it is built for the
runtime and architecture the template declares. The third-party wheels are left out here
(--no-deps) to keep the suite fast; `make -f infra/Makefile package` builds the full artifact.

The artifact is byte-compiled by the runtime's Python: where this machine has one, the tests
read the `.pyc` files it wrote; where it has none, they check that the build refuses loudly."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import jinja2
import pytest

from functions.render.precompiled import referenced
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


def runtime_python() -> str | None:
    """This machine's interpreter of the runtime's version, if it has one."""
    try:
        return build_lambda.runtime_python()
    except build_lambda.BuildError:
        return None


@pytest.fixture(scope="module")
def artifact(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("lambda")
    build_lambda.build(target, with_dependencies=False, compiled=runtime_python() is not None)
    return target


def test_the_artifact_holds_the_source_trees_file_for_file(artifact):
    for name in build_lambda.SOURCES:
        shipped = {path for path in source_files(artifact / name) if "_compiled" not in path.parts}
        assert shipped == source_files(ROOT / name), name


def test_the_artifact_ships_every_template_compiled(artifact):
    # a fresh container's first mail or page imports its templates instead of compiling them
    for kind in ("email", "web"):
        sources = [p for p in (ROOT / "templates" / kind).rglob("*") if p.suffix in (".html", ".txt")]
        compiled = {p.name for p in (artifact / "templates" / kind / "_compiled").glob("tmpl_*.py")}
        assert sources and len(compiled) >= len(sources), kind
        # what they include is compiled too: nothing is lexed and parsed on a first mail
        environment = jinja2.Environment(loader=jinja2.FileSystemLoader(ROOT / "templates" / kind))
        included = referenced(environment, [p.relative_to(ROOT / "templates" / kind).as_posix()
                                            for p in sources])
        assert {jinja2.ModuleLoader.get_template_key(n) + ".py" for n in included} <= compiled
        assert kind != "email" or "_style.css" in included


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


def test_the_build_reads_the_runtime_version_from_the_template(tmp_path):
    assert build_lambda.PYTHON_VERSION == build_lambda.runtime_version()
    template = tmp_path / "template.yaml"
    template.write_text("Globals:\n  Function:\n    Runtime: python3.13\n")
    assert build_lambda.runtime_version(template) == "3.13"
    template.write_text("Globals:\n  Function:\n    Runtime: nodejs20.x\n")
    with pytest.raises(build_lambda.BuildError):
        build_lambda.runtime_version(template)


def test_pip_leaves_byte_compiling_to_the_runtimes_python():
    assert "--no-compile" in build_lambda.pip_install_command(["jinja2"], Path("/tmp/x"))
    command = build_lambda.compile_command("python3.12", Path("/tmp/x"))
    assert command[:3] == ["python3.12", "-m", "compileall"]
    assert command[command.index("--invalidation-mode") + 1] == "unchecked-hash"


def test_without_an_interpreter_of_the_runtimes_version_the_build_fails_loudly(tmp_path):
    other = sys.executable if sys.version_info[:2] != (3, 12) else "/nonexistent/python3.12"
    with pytest.raises(build_lambda.BuildError, match="PBM_LAMBDA_PYTHON") as refused:
        build_lambda.runtime_python("3.12", candidates=[other])
    assert "--no-compile" in str(refused.value) and other in str(refused.value)
    with pytest.raises(build_lambda.BuildError, match="nothing found"):
        build_lambda.runtime_python("3.12", candidates=[])


def test_the_runtimes_python_is_looked_for_where_it_is_told_first():
    env = {"PBM_LAMBDA_PYTHON": "/opt/py312/bin/python3", "PATH": "", "PYENV_ROOT": "/nonexistent"}
    assert build_lambda.candidate_pythons("3.12", env) == ["/opt/py312/bin/python3"]
    running = f"{sys.version_info[0]}.{sys.version_info[1]}"
    found = build_lambda.runtime_python(running, candidates=["/nonexistent", sys.executable])
    assert found == sys.executable


def test_the_command_line_says_why_it_stops(monkeypatch, tmp_path):
    monkeypatch.setattr(build_lambda, "candidate_pythons", lambda version: [])
    with pytest.raises(SystemExit, match="no Python 3.12 interpreter"):
        build_lambda.main([str(tmp_path / "lambda"), "--no-deps"])
    assert not (tmp_path / "lambda").exists()
    build_lambda.main([str(tmp_path / "lambda"), "--no-deps", "--no-compile"])
    assert (tmp_path / "lambda" / "functions" / "web_handler.py").is_file()
    assert not list((tmp_path / "lambda").rglob("*.pyc"))


def test_every_module_is_byte_compiled_by_the_runtimes_python(artifact):
    python = runtime_python()
    if python is None:  # the build refused without --no-compile (the test above)
        assert not list(artifact.rglob("*.pyc"))
        return
    tag = f"cpython-{build_lambda.PYTHON_VERSION.replace('.', '')}"
    sources = [p for name in build_lambda.SOURCES for p in (artifact / name).rglob("*.py")]
    assert sources
    for source in sources:
        assert (source.parent / "__pycache__" / f"{source.stem}.{tag}.pyc").is_file(), source
    assert all(tag in p.name for p in artifact.rglob("*.pyc"))
    magic = subprocess.run([python, "-c", "import importlib.util, sys; "
                            "sys.stdout.write(importlib.util.MAGIC_NUMBER.hex())"],
                           capture_output=True, text=True, check=True).stdout
    header = (artifact / "functions" / "__pycache__" / f"web_handler.{tag}.pyc").read_bytes()[:8]
    assert header[:4].hex() == magic
    assert int.from_bytes(header[4:8], "little") == 0b01  # hash-based, source never checked


def test_the_runtimes_python_imports_the_project_from_its_pyc_files(artifact):
    python = runtime_python()
    if python is None:
        assert not list(artifact.rglob("*.pyc"))
        return
    # from a read-only copy's point of view: nothing may be compiled on import
    env = {**os.environ, "PYTHONPATH": str(artifact), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([python, "-v", "-c", "import rules, functions.service.records.game"],
                          cwd=artifact, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    ours = [line for line in done.stderr.splitlines()
            if "code object from" in line and str(artifact) in line]
    assert ours and all(".pyc" in line for line in ours), ours


def artifact_files(root: Path) -> dict[str, tuple[bytes, int]]:
    return {str(p.relative_to(root)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(root.rglob("*")) if p.is_file()}


def test_two_builds_are_the_same_bytes_and_name_no_build_directory(tmp_path):
    # five functions, five builds by `sam build`: the same files, times and .pyc contents
    # zip to one archive, uploaded once; a .pyc naming its build directory would differ
    python = runtime_python() or sys.executable
    first, second = tmp_path / "one", tmp_path / "two-longer-name"
    for target in (first, second):
        build_lambda.build(target, with_dependencies=False, compile_with=python)
    files = artifact_files(first)
    assert any(name.endswith(".pyc") for name in files)
    assert files == artifact_files(second)
    for name, (data, _) in files.items():
        if name.endswith(".pyc"):
            assert str(first).encode() not in data, name
    handler = next(data for name, (data, _) in files.items()
                   if name.startswith("functions/__pycache__/notifier_handler."))
    assert f"{build_lambda.LAMBDA_TASK_ROOT}/functions/notifier_handler.py".encode() in handler


def test_a_target_named_relative_to_the_checkout_ships_its_templates_compiled(
        tmp_path, monkeypatch):
    # `make package` names build/lambda from the checkout; the steps run inside the target
    monkeypatch.chdir(tmp_path)
    build_lambda.build(Path("build") / "lambda", with_dependencies=False, compiled=False)
    shipped = tmp_path / "build" / "lambda" / "templates" / "email" / "_compiled"
    assert list(shipped.glob("tmpl_*.py"))
    assert not (tmp_path / "build" / "lambda" / "build").exists()
