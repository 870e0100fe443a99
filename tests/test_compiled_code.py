"""What cold starts compiled alike, compiled at build time (infra/compiled_code.py records it,
functions/compiled_code.py has dataclasses and `re` use it): the same classes and patterns."""

from __future__ import annotations

import dataclasses
import marshal
import re
import subprocess
import sys
from pathlib import Path

import pytest

from functions import compiled_code
from infra import compiled_code as build_code

PACKAGE = "compiled_code_sample"
MODULE = '''
import re
from dataclasses import dataclass, field

MOVE = re.compile(r"(?P<verb>buy|sell)\\s+(?P<count>\\d+)?\\s*(\\w+)", re.I)
BYTES = re.compile(rb"^From:\\s*(.*)$", re.M)

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
FILE = f"compiled_code.{sys.implementation.cache_tag}.marshal"


def _artifact(root: Path) -> Path:
    package = root / PACKAGE
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "seats.py").write_text(MODULE)
    (package / "broken.py").write_text("raise RuntimeError('only on Lambda')\n")
    (root / "functions").mkdir()  # where the file goes
    return root


def _exercise(namespace: dict) -> list:
    """What the sample's classes and patterns do, each generated method called."""
    seat, move, pattern = namespace["Seat"], namespace["Move"], namespace["MOVE"]
    ann = seat("Ann", 3)
    try:
        ann.score = 4
    except dataclasses.FrozenInstanceError:
        frozen = True
    else:
        frozen = False
    found = pattern.search("Ann: BUY 2 Praha")
    return [repr(ann), ann == seat("Ann", 3), hash(ann) == hash(seat("Ann", 3)), frozen,
            ann.moves, move(1, "a") < move(2, "a"), repr(move(2)),
            found.groups(), found.groupdict(), pattern.groupindex, pattern.flags,
            pattern.sub(r"\g<verb>!", "sell x"),
            namespace["BYTES"].findall(b"To: b\nFrom: Ann <a@b.c>\n")]


@pytest.fixture()
def unpatched(monkeypatch):
    """dataclasses and re as the interpreter has them again once the test is over."""
    monkeypatch.setattr(dataclasses, "exec", exec, raising=False)
    monkeypatch.setattr(re._compiler, "compile", re._compiler.compile)
    yield
    re.purge()


def test_the_build_records_the_methods_and_patterns_of_its_packages_modules(tmp_path):
    artifact = _artifact(tmp_path)
    counts = build_code.record(artifact, sys.executable, (PACKAGE,), services=())
    written = marshal.loads((artifact / "functions" / FILE).read_bytes())
    methods, patterns = written["dataclasses"], written["regexes"]
    assert counts == (len(methods), len(patterns))
    for method in ("__init__(self,name", "__init__(self,turn", "__lt__", "__setattr__"):
        assert any(f"def {method}" in text for text in methods), method
    assert (r"(?P<verb>buy|sell)\s+(?P<count>\d+)?\s*(\w+)", re.I) in patterns
    assert (rb"^From:\s*(.*)$", re.M) in patterns
    assert written["re_magic"] == re._constants.MAGIC
    # the same sources make the same bytes (the five functions' builds zip alike)
    first = (artifact / "functions" / FILE).read_bytes()
    build_code.record(artifact, sys.executable, (PACKAGE,), services=())
    assert (artifact / "functions" / FILE).read_bytes() == first


def test_the_build_records_what_a_first_request_and_the_dataclasses_import_compile(tmp_path):
    # a cold start compiled these at run time, past the modules' imports the build ran: a REST
    # API's URI template and the endpoint rules' region pattern at the first request, the host
    # name's IDNA codec, and the patterns dataclasses' own import (inspect, ast) compiles
    artifact = _artifact(tmp_path)
    build_code.record(artifact, sys.executable, (PACKAGE,), services=("sesv2",))
    patterns = marshal.loads((artifact / "functions" / FILE).read_bytes())["regexes"]
    import ast
    import encodings.idna

    assert ("{(.*?)}", 0) in patterns
    assert any(isinstance(p, str) and p.startswith("^(us|eu|ap|") for p, _ in patterns)
    own = [encodings.idna.dots, dataclasses._MODULE_IDENTIFIER_RE]
    own += [ast._line_pattern] if hasattr(ast, "_line_pattern") else []  # Python 3.12 on
    for pattern in own:
        assert (pattern.pattern, pattern.flags & ~re.UNICODE) in patterns, pattern


def test_what_is_made_with_the_builds_code_behaves_as_what_is_compiled(tmp_path, unpatched):
    artifact = _artifact(tmp_path)
    build_code.record(artifact, sys.executable, (PACKAGE,), services=())
    compiled: dict = {}
    exec(MODULE, compiled)  # noqa: S102 - the sample, compiled as usual
    re.purge()
    assert compiled_code.install(artifact / "functions" / FILE)
    from_build: dict = {}
    exec(MODULE, from_build)  # noqa: S102 - the same sample, its code from the file
    assert from_build["MOVE"] is not compiled["MOVE"]  # made again, not re's cache
    assert _exercise(from_build) == _exercise(compiled)
    assert _exercise(compiled)[:4] == ["Seat(name='Ann', score=3, moves=())", True, True, True]
    assert _exercise(compiled)[7:9] == [("BUY", "2", "Praha"), {"verb": "BUY", "count": "2"}]


def test_what_is_found_in_the_file_is_run_from_it_and_anything_else_compiled(
        tmp_path, unpatched):
    # a file whose entries say where they came from: the lookup is by the whole text
    text = "def __create_fn__():\n def f():\n  return 'compiled'\n return f"
    built = "def __create_fn__():\n def f():\n  return 'from the build'\n return f"
    # the program of 'cold[0-9]' filed under another pattern, as no build would
    program = []
    engine = re._compiler._sre

    class Recording:
        def __getattr__(self, name):
            return getattr(engine, name)

        def compile(self, pattern, flags, code, *rest):
            program.extend((int(flags), [int(op) for op in code], *rest))  # plain ints
            return engine.compile(pattern, flags, code, *rest)

    re._compiler._sre = Recording()
    try:
        re._compiler.compile("cold[0-9]", 0)
    finally:
        re._compiler._sre = engine
    path = tmp_path / "code.marshal"
    path.write_bytes(marshal.dumps({
        "dataclasses": {text: marshal.dumps(compile(built, "<string>", "exec"))},
        "regexes": {("warm-start-x", 0): marshal.dumps(tuple(program))},
        "re_magic": re._constants.MAGIC}))
    assert compiled_code.install(path)
    for source, answer in ((text, "from the build"), (text + "\n", "compiled")):
        namespace: dict = {}
        dataclasses.exec(source, {}, namespace)  # as dataclasses calls it
        assert namespace["__create_fn__"]()() == answer
    assert re.compile("warm-start-x").match("cold7")
    assert re.compile("warm-start-x", re.I).match("WARM-START-X")  # other flags: compiled


@pytest.mark.parametrize("content", [
    None, b"", b"not marshal", marshal.dumps([1, 2]), marshal.dumps({"dataclasses": {}}),
    marshal.dumps({"dataclasses": {}, "regexes": {}, "re_magic": 1}),
    marshal.dumps({"dataclasses": [], "regexes": {}, "re_magic": re._constants.MAGIC})])
def test_without_a_readable_file_of_this_interpreter_nothing_changes(
        tmp_path, unpatched, content):
    path = tmp_path / "code.marshal"
    if content is not None:
        path.write_bytes(content)
    translate = re._compiler.compile
    assert not compiled_code.install(path)
    assert dataclasses.exec is exec and re._compiler.compile is translate


def test_a_checkout_has_no_file_and_compiles_as_ever():
    done = subprocess.run(
        [sys.executable, "-c", "import dataclasses, re, functions; print("
                               "getattr(dataclasses, 'exec', None) is None, "
                               "re._compiler.compile.__module__)"],
        cwd=Path(__file__).resolve().parents[1], capture_output=True, text=True, check=True)
    assert not compiled_code.FILE.exists() and done.stdout.split() == ["True", "re._compiler"]


def test_a_recording_that_fails_says_why(tmp_path):
    artifact = _artifact(tmp_path)
    (artifact / "functions" / "__init__.py").write_text("raise SystemExit('no functions here')\n")
    with pytest.raises(RuntimeError, match="no functions here"):
        build_code.record(artifact, sys.executable, (PACKAGE,), services=())
