"""Build the Lambda artifact: the project's code plus its runtime dependencies for the Lambda
platform, into one directory.

`sam build` runs this through infra/Makefile (`BuildMethod: makefile`, no Docker); `make
package` runs the same recipe into build/lambda/. The dependencies are read from pyproject.toml,
so the artifact and the development virtualenv share one source of truth. Standard library only
(plus pip), so it runs on any Python 3.11+.

    python infra/build_lambda.py ARTIFACTS_DIR [--no-deps]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("functions", "rules", "templates")
"""The project directories the functions import or read at run time."""

# Must match `Runtime` and `Architectures` in infra/template.yaml (tests/test_infra_build.py).
# x86_64, not arm64: css-inline (>= 0.12) ships no glibc aarch64 wheel, only musllinux ones.
PYTHON_VERSION = "3.12"
PLATFORMS = ("manylinux2014_x86_64", "manylinux_2_28_x86_64")
IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")


def runtime_dependencies(pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """The `[project] dependencies` requirement strings of pyproject.toml."""
    with pyproject.open("rb") as file:
        return list(tomllib.load(file)["project"]["dependencies"])


def pip_install_command(requirements: list[str], target: Path) -> list[str]:
    """The pip command installing `requirements` as wheels for the Lambda platform into `target`."""
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--upgrade",
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


def build(target: Path, *, with_dependencies: bool = True) -> None:
    """Fill `target` with the artifact (without the third-party packages if not `with_dependencies`)."""
    target.mkdir(parents=True, exist_ok=True)
    if with_dependencies:
        subprocess.run(pip_install_command(runtime_dependencies(), target), check=True)
    copy_sources(target)


def main(argv: list[str] | None = None) -> None:
    """Command line: the target directory, and --no-deps to copy only the project's code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", type=Path, help="the artifact directory ($ARTIFACTS_DIR)")
    parser.add_argument("--no-deps", action="store_true",
                        help="skip the third-party packages (quick checks of the code layout)")
    args = parser.parse_args(argv)
    build(args.target, with_dependencies=not args.no_deps)


if __name__ == "__main__":
    main()
