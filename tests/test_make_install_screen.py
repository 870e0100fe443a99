"""What a newcomer's `make run` shows while it installs: pip's own words, never a hundred lines
of a local file index's "this project is not here" (issue 42), and pip's failure still fails.

The Makefile's install step runs against a stand-in pip (a script in .venv/bin/python) that
says what a real pip said on a machine whose pip.conf names local indexes of files.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _missing(index: str, project: str) -> str:
    return f"WARNING: Location '{index}/{project}/' is ignored: it is neither a file nor a directory."


# Built from pip 26's words on this machine (file:///opt/pypi/simple and
# file:///opt/pypi-more/simple in /etc/pip.conf): fixed with these ...
NOISE = [_missing("file:///opt/pypi-more/simple", p) for p in ("pip", "jinja2", "moto", "mypy")] \
    + [_missing("file:///opt/pypi/simple", p) for p in ("orjson", "pytest-xdist", "cfn-lint")]
# setuptools' note on an editable install, as pip 26 shows it (found by a real `make run`)
EDITABLE_NOTE = [
    "  /tmp/pip-build-env-l34g2pg5/overlay/lib/python3.11/site-packages/setuptools/command/"
    "editable_wheel.py:354: BuildBackendWarning: Editable installation.",
    "  !!", "  ", "          " + "*" * 80,
    "          Please be careful with folders in your working directory with the same",
    "          name as your package as they may take precedence during imports.",
    "          " + "*" * 80, "  ", "  !!", "    with strategy, WheelFile(wheel_path, \"w\") as wheel_obj:"]
# ... and measured on these, held out: other mirrors, other projects, a repeated real warning
HELD_OUT_NOISE = [_missing("file:///home/jana/mirror/simple", "icalendar"),
                  _missing("file:/srv/pypi/simple", "aws-lambda-powertools"),
                  _missing("file:///C:/pypi/simple", "stop-words")]
# What a newcomer must still see, once each: a real misconfiguration, a failure
REAL = ["WARNING: Location '/opt/wheelz' is ignored: it is either a non-existing path or lacks "
        "a specific scheme.",
        "ERROR: Could not find a version that satisfies the requirement openskill>=6.0"]


def _install_screen(tmp_path: Path, said: list[str], status: int) -> tuple[int, list[str]]:
    """Run the Makefile's install step with a pip that says `said` and exits with `status`:
    its exit code and the lines of pip's that reached the screen."""
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    bin_dir = tmp_path / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    (tmp_path / "said.txt").write_text("".join(line + "\n" for line in said))
    python = bin_dir / "python"
    python.write_text(f"#!/bin/sh\ncat '{tmp_path / 'said.txt'}' >&2\nexit {status}\n")
    python.chmod(0o755)
    done = subprocess.run(["make", "--no-print-directory", "-s", ".venv/.installed"],
                          cwd=tmp_path, capture_output=True, text=True, check=False)
    return done.returncode, [line for line in (done.stdout + done.stderr).splitlines()
                             if line in said]


def test_a_local_index_that_lacks_a_project_says_nothing(tmp_path):
    code, shown = _install_screen(tmp_path, NOISE + NOISE, 0)
    assert (code, shown) == (0, [])
    assert (tmp_path / ".venv" / ".installed").exists()


def test_the_held_out_mirrors_say_nothing_either(tmp_path):
    code, shown = _install_screen(tmp_path, HELD_OUT_NOISE, 0)
    assert (code, shown) == (0, [])


def test_a_real_warning_is_shown_once_and_a_failure_fails(tmp_path):
    code, shown = _install_screen(tmp_path, [REAL[0]] * 3 + NOISE + [REAL[1]], 1)
    assert code != 0
    assert shown == REAL
    assert not (tmp_path / ".venv" / ".installed").exists()


def test_setuptools_note_on_an_editable_install_says_nothing_and_ends_at_a_real_line(tmp_path):
    code, shown = _install_screen(tmp_path, EDITABLE_NOTE + [REAL[1]], 0)
    assert code == 0 and shown and set(shown) == {REAL[1]}  # once for each of the two installs
