"""The dataclasses' methods compiled at build time (infra/dataclass_code.py records them,
functions/compiled_code.py has dataclasses use them): the same classes, no compiling."""

from __future__ import annotations

import dataclasses
import marshal
import subprocess
import sys
from pathlib import Path

import pytest

from functions import compiled_code
from infra import dataclass_code

PACKAGE = "compiled_code_sample"
MODULE = '''
from dataclasses import dataclass, field

@dataclass(frozen=True)
class Seat:
    """A frozen class: init, repr, eq, hash, setattr and delattr generated."""
    name: str
    score: int = 0
    moves: tuple = field(default_factory=tuple)

@dataclass(order=True)
class Move:
    turn: int
    text: str = ""
'''


def _artifact(root: Path) -> Path:
    package = root / PACKAGE
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "seats.py").write_text(MODULE)
    (package / "broken.py").write_text("raise RuntimeError('only on Lambda')\n")
    (root / "functions").mkdir()  # where the file goes
    return root


def _exercise(namespace: dict) -> list:
    """What the sample classes do, each generated method called."""
    seat, move = namespace["Seat"], namespace["Move"]
    ann = seat("Ann", 3)
    try:
        ann.score = 4
    except dataclasses.FrozenInstanceError:
        frozen = True
    else:
        frozen = False
    return [repr(ann), ann == seat("Ann", 3), hash(ann) == hash(seat("Ann", 3)), frozen,
            ann.moves, move(1, "a") < move(2, "a"), repr(move(2))]


@pytest.fixture()
def unpatched(monkeypatch):
    """dataclasses as the interpreter has it again once the test is over."""
    monkeypatch.setattr(dataclasses, "exec", exec, raising=False)


def test_the_build_records_every_method_text_of_its_packages_modules(tmp_path):
    artifact = _artifact(tmp_path)
    count = dataclass_code.record(artifact, sys.executable, (PACKAGE,))
    written = artifact / "functions" / f"dataclass_code.{sys.implementation.cache_tag}.marshal"
    texts = marshal.loads(written.read_bytes())
    assert count == len(texts)
    for method in ("__init__(self,name", "__init__(self,turn", "__lt__", "__setattr__"):
        assert any(f"def {method}" in text for text in texts), method
    assert all(marshal.loads(code).co_filename == "<string>" for code in texts.values())
    # the same sources make the same bytes (the five functions' builds zip alike)
    first = written.read_bytes()
    dataclass_code.record(artifact, sys.executable, (PACKAGE,))
    assert written.read_bytes() == first


def test_the_classes_made_with_the_builds_code_behave_as_compiled_ones(tmp_path, unpatched):
    artifact = _artifact(tmp_path)
    dataclass_code.record(artifact, sys.executable, (PACKAGE,))
    compiled: dict = {}
    exec(MODULE, compiled)  # noqa: S102 - the sample, compiled as usual
    assert compiled_code.install(artifact / "functions" / (
        f"dataclass_code.{sys.implementation.cache_tag}.marshal"))
    from_build: dict = {}
    exec(MODULE, from_build)  # noqa: S102 - the same sample, its methods from the file
    assert _exercise(from_build) == _exercise(compiled)
    assert _exercise(compiled)[:4] == ["Seat(name='Ann', score=3, moves=())", True, True, True]


def test_a_method_text_found_in_the_file_is_run_from_it_and_any_other_compiled(
        tmp_path, unpatched):
    # a file whose code for one text says where it came from: the lookup is by the whole text
    text = "def __create_fn__():\n def f():\n  return 'compiled'\n return f"
    built = "def __create_fn__():\n def f():\n  return 'from the build'\n return f"
    path = tmp_path / "code.marshal"
    path.write_bytes(marshal.dumps({text: marshal.dumps(compile(built, "<string>", "exec"))}))
    assert compiled_code.install(path)
    for source, answer in ((text, "from the build"), (text + "\n", "compiled")):
        namespace: dict = {}
        dataclasses.exec(source, {}, namespace)  # as dataclasses calls it
        assert namespace["__create_fn__"]()() == answer


@pytest.mark.parametrize("content", [None, b"", b"not marshal", marshal.dumps([1, 2])])
def test_without_a_readable_file_nothing_changes(tmp_path, unpatched, content):
    path = tmp_path / "code.marshal"
    if content is not None:
        path.write_bytes(content)
    assert not compiled_code.install(path)
    assert dataclasses.exec is exec


def test_a_checkout_has_no_file_and_its_dataclasses_compile_as_ever():
    done = subprocess.run(
        [sys.executable, "-c", "import dataclasses, functions; "
                               "print(getattr(dataclasses, 'exec', None) is None)"],
        cwd=Path(__file__).resolve().parents[1], capture_output=True, text=True, check=True)
    assert not compiled_code.FILE.exists() and done.stdout.split() == ["True"]
