"""Build the Lambda artifact: the project's code plus its runtime dependencies for the Lambda
platform, into one directory.

`sam build` runs this through infra/Makefile (`BuildMethod: makefile`, no Docker); `make
package` runs the same recipe into build/lambda/. The dependencies are read from pyproject.toml,
so the artifact and the development virtualenv share one source of truth. Standard library only
(plus pip), so it runs on any Python 3.11+.

Lambda's disk is read-only: a module without a matching `.pyc` is compiled again on every cold
start. So the whole artifact (the project and its dependencies) is byte-compiled by an
interpreter of the runtime's version (read from infra/template.yaml), with unchecked-hash `.pyc`
files, valid whatever the zip does to the files' times. The interpreter is $PBM_LAMBDA_PYTHON,
else `python3.X` on the PATH or in pyenv; without one the build fails, unless --no-compile
says to ship the sources alone (slower cold starts).

    python infra/build_lambda.py ARTIFACTS_DIR [--no-deps] [--no-compile]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

try:
    from infra import botocore_data, ca_directory, compiled_code, deferred_imports, lazy_inits
except ImportError:  # run as a script (sam build, make package): infra/ is on the path
    import botocore_data  # type: ignore[no-redef]
    import ca_directory  # type: ignore[no-redef]
    import compiled_code  # type: ignore[no-redef]
    import deferred_imports  # type: ignore[no-redef]
    import lazy_inits  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("functions", "rules", "templates")
"""The project directories the functions import or read at run time."""

TEMPLATE = ROOT / "infra" / "template.yaml"


class BuildError(RuntimeError):
    """The artifact cannot be built as asked (no interpreter of the runtime's version)."""


def runtime_version(template: Path = TEMPLATE) -> str:
    """The Python version of the functions' `Runtime: pythonX.Y` in the template's Globals."""
    found = re.search(r"^\s+Runtime:\s*python(\d+\.\d+)\s*$", template.read_text(), re.M)
    if not found:
        raise BuildError(f"no `Runtime: pythonX.Y` in {template}")
    return found.group(1)


# `Architectures` must match infra/template.yaml (tests/test_infra_build.py).
# x86_64, not arm64: css-inline (>= 0.12) ships no glibc aarch64 wheel, only musllinux ones.
PYTHON_VERSION = runtime_version()
PLATFORMS = ("manylinux2014_x86_64", "manylinux_2_28_x86_64")
IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")


def runtime_dependencies(pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """The `[project] dependencies` requirement strings of pyproject.toml."""
    with pyproject.open("rb") as file:
        return list(tomllib.load(file)["project"]["dependencies"])


def pip_install_command(requirements: list[str], target: Path) -> list[str]:
    """The pip command installing `requirements` as wheels for the Lambda platform into `target`."""
    # --no-compile: pip would byte-compile with the Python running it, not the runtime's
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--upgrade", "--no-compile",
               "--target", str(target), "--only-binary=:all:", "--implementation", "cp",
               "--python-version", PYTHON_VERSION]
    for platform in PLATFORMS:
        command += ["--platform", platform]
    return command + requirements


def copy_sources(target: Path, root: Path = ROOT) -> None:
    """Copy the project's source directories into `target`, replacing older copies."""
    for name in SOURCES:
        destination = target / name
        if destination.exists():
            shutil.rmtree(destination)
        shutil.copytree(root / name, destination, ignore=IGNORED)


def version_of(python: str) -> str | None:
    """The `X.Y` version of the interpreter `python`, or None if it does not run (a pyenv shim of
    a version not selected, a broken link)."""
    try:
        done = subprocess.run([python, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                              capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def candidate_pythons(version: str, env: os._Environ | dict[str, str] = os.environ) -> list[str]:
    """Where an interpreter of `version` may be: $PBM_LAMBDA_PYTHON, `pythonX.Y` on the PATH,
    pyenv's installed versions."""
    found = [env["PBM_LAMBDA_PYTHON"]] if env.get("PBM_LAMBDA_PYTHON") else []
    if on_path := shutil.which(f"python{version}", path=env.get("PATH")):
        found.append(on_path)
    pyenv = Path(env.get("PYENV_ROOT") or Path.home() / ".pyenv") / "versions"
    found += sorted(str(p) for p in pyenv.glob(f"{version}.*/bin/python{version}"))
    return found


def runtime_python(version: str = PYTHON_VERSION, candidates: list[str] | None = None) -> str:
    """An interpreter of the runtime's version; raises BuildError naming where it looked."""
    candidates = candidate_pythons(version) if candidates is None else candidates
    for python in candidates:
        if version_of(python) == version:
            return python
    raise BuildError(
        f"no Python {version} interpreter to byte-compile the Lambda artifact for its runtime "
        f"(looked at $PBM_LAMBDA_PYTHON, python{version} on the PATH and pyenv: "
        f"{', '.join(candidates) or 'nothing found'}). Install Python {version}, point "
        f"PBM_LAMBDA_PYTHON at it, or build with --no-compile to ship sources alone "
        f"(every cold start then compiles them again).")


# Where Lambda unpacks the code: the path the .pyc files name (in tracebacks), whatever the
# directory they were built in, so that every build of the same sources is the same bytes.
LAMBDA_TASK_ROOT = "/var/task"
# Every file's time in the artifact (1980-01-01, the earliest a zip can hold; or
# $SOURCE_DATE_EPOCH): the five functions' builds zip to one identical archive, uploaded once.
DEFAULT_EPOCH = 315532800


def compile_command(python: str, target: Path) -> list[str]:
    """The compileall command writing unchecked-hash `.pyc` files for the whole of `target`,
    naming their sources under LAMBDA_TASK_ROOT rather than the build directory."""
    return [python, "-m", "compileall", "-q", "-j", "0", "--invalidation-mode", "unchecked-hash",
            "-s", str(target), "-p", LAMBDA_TASK_ROOT, str(target)]


def precompile_templates(target: Path, python: str, code_root: Path) -> None:
    """Compile the artifact's Jinja templates to Python modules (functions/compose/
    templates.py) with `python`, importing the project and jinja2 from `code_root` first."""
    code = ("import sys; from pathlib import Path; "
            "from functions.compose.templates import compile_all; "
            "print(compile_all(Path(sys.argv[1])))")
    env = {**os.environ, "PYTHONPATH": str(code_root), "PYTHONDONTWRITEBYTECODE": "1"}
    subprocess.run([python, "-c", code, str(target / "templates")], cwd=target, env=env,
                   check=True, stdout=subprocess.DEVNULL)


def normalize_times(target: Path, epoch: int | None = None) -> None:
    """Give every file and directory of `target` the same time (reproducible zips)."""
    if epoch is None:
        epoch = int(os.environ.get("SOURCE_DATE_EPOCH") or DEFAULT_EPOCH)
    for path in sorted(target.rglob("*"), reverse=True):  # the files before their directories
        os.utime(path, (epoch, epoch), follow_symlinks=False)
    os.utime(target, (epoch, epoch))


def build(target: Path, *, with_dependencies: bool = True, compile_with: str | None = None,
          compiled: bool = True) -> None:
    """Fill `target` with the artifact (without the third-party packages if not
    `with_dependencies`), byte-compiled by `compile_with` (else the runtime's Python, found)
    unless not `compiled`."""
    python = (compile_with or runtime_python()) if compiled else None  # fail before pip runs
    # absolute: the steps below run in it (`make package` names it relative to the checkout,
    # and the templates were compiled into build/lambda/build/lambda/templates, not shipped)
    target = target.resolve()
    target.mkdir(parents=True, exist_ok=True)
    if with_dependencies:
        subprocess.run(pip_install_command(runtime_dependencies(), target), check=True)
        botocore_data.trim(target / "botocore" / "data")  # what the clients read, alone
        lazy_inits.make_lazy(target)  # Powertools' resolvers and event classes as used
        deferred_imports.defer_all(target)  # botocore's documenter with the first docstring
        if ca_directory.make(target / "botocore" / "cacert.pem") is None:  # a CA per file
            print("build_lambda: no openssl command: every cold start reads the whole CA "
                  "bundle", file=sys.stderr)
    copy_sources(target)
    # with the artifact's own jinja2 when its Python is at hand, else with this virtualenv's
    # (the same pyproject.toml pins both)
    precompile_templates(target, *((python, target) if python and with_dependencies
                                   else (sys.executable, ROOT)))
    if python and with_dependencies:  # by the runtime's Python: its marshal format
        botocore_data.marshal_copies(target / "botocore" / "data", python)
        try:  # dataclasses' methods, regexes' programs
            compiled_code.record(target, python)
        except RuntimeError as exc:  # the functions work without it: they compile as before
            print(f"build_lambda: no compiled code for the cold start ({exc})", file=sys.stderr)
    if python is None:
        print("build_lambda: not byte-compiled (--no-compile): every cold start compiles the "
              "sources again", file=sys.stderr)
    else:
        # a .pyc of another Python is dead weight: the runtime would neither use nor replace it
        for stale in target.rglob("*.pyc"):
            if f".cpython-{PYTHON_VERSION.replace('.', '')}." not in stale.name:
                stale.unlink()
        subprocess.run(compile_command(python, target), check=True)
    normalize_times(target)


def main(argv: list[str] | None = None) -> None:
    """Command line: the target directory, and --no-deps to copy only the project's code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", type=Path, help="the artifact directory ($ARTIFACTS_DIR)")
    parser.add_argument("--no-deps", action="store_true",
                        help="skip the third-party packages (quick checks of the code layout)")
    parser.add_argument("--no-compile", action="store_true",
                        help=f"ship no .pyc (when no Python {PYTHON_VERSION} is at hand)")
    args = parser.parse_args(argv)
    try:
        build(args.target, with_dependencies=not args.no_deps, compiled=not args.no_compile)
    except BuildError as exc:
        raise SystemExit(f"build_lambda: {exc}") from None


if __name__ == "__main__":
    main()
