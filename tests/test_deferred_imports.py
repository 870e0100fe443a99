"""Imports only functions use, moved into them in the artifact (infra/deferred_imports.py)."""

from __future__ import annotations

import ast
import os
import types
from pathlib import Path

import botocore
import pytest

from infra.deferred_imports import (
    DEFERRED,
    POSTPONED,
    POSTPONED_ALONE,
    defer,
    defer_all,
    postpone,
)

SOURCE = '''"""A module."""
import os
from heavy.writer import write, flush as done


def render(text):
    """Render `text`."""
    # a comment stays where it was
    write(text)
    return done()


class Page:
    def show(self):
        return os.sep
'''


def test_a_name_used_only_in_functions_is_imported_by_them():
    deferred = defer(SOURCE, ("heavy.writer",))
    assert deferred is not None and "\nfrom heavy.writer" not in deferred
    render = deferred.split("def render(text):\n")[1]
    assert render.startswith('    """Render `text`."""\n    # a comment stays where it was\n'
                             "    from heavy.writer import flush as done\n"
                             "    from heavy.writer import write\n    write(text)\n")
    assert "import os\n" in deferred and "from heavy" not in deferred.split("class Page")[1]


@pytest.mark.parametrize("use", ["class Writer(write):\n    pass\n",
                                 "@write\ndef f():\n    return 1\n",
                                 "def f(x=done):\n    return x\n",
                                 "TABLE = {'w': write}\n"])
def test_a_name_used_at_import_time_leaves_the_module_alone(use):
    assert defer(SOURCE + use, ("heavy.writer",)) is None


def test_a_module_that_no_longer_imports_what_is_named_is_left_alone(tmp_path):
    assert defer(SOURCE, ("heavy.writer", "heavy.other")) is None
    (tmp_path / "m.py").write_text(SOURCE.replace("heavy.writer", "light.writer"))
    assert defer_all(tmp_path, {"m.py": ("heavy.writer",), "absent.py": ("x",)}) == []
    assert (tmp_path / "m.py").read_text() == SOURCE.replace("heavy.writer", "light.writer")


def test_botocores_docstrings_still_generate_from_the_deferred_modules(tmp_path):
    root = Path(botocore.__file__).parents[1]
    for path, modules in DEFERRED.items():
        source = (root / path).read_text(encoding="utf-8")
        if path in POSTPONED:
            source = postpone(source, *POSTPONED[path])
        assert source is not None and defer(source, modules) is not None, (
            f"{path} (botocore {botocore.__version__}) no longer fits: update DEFERRED")
    for path in DEFERRED:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text((root / path).read_text(encoding="utf-8"))
    assert sorted(defer_all(tmp_path)) == sorted(DEFERRED)
    module = types.ModuleType("deferred_docstring")
    exec(compile((tmp_path / "botocore/docs/docstring.py").read_text(), "docstring", "exec"),
         module.__dict__)  # noqa: S102 - botocore's own module, rewritten

    class Hello(module.LazyLoadedDocstring):
        def _write_docstring(self, section, *args, **kwargs):
            section.write(f"Hello {args[0]}")

    assert str(Hello("world")) == "Hello world"
    assert "ServiceDocumenter" in (tmp_path / "botocore/docs/__init__.py").read_text()


def test_urllib3_loads_importlib_metadata_only_to_switch_http2_on(tmp_path):
    import urllib3.http2

    source = Path(urllib3.http2.__file__).read_text(encoding="utf-8")
    rewritten = defer(source, ("importlib.metadata",))
    assert rewritten is not None, f"urllib3 {urllib3.__version__} no longer fits: update DEFERRED"
    tree = ast.parse(rewritten)
    assert not [node for node in tree.body if isinstance(node, ast.ImportFrom)
                and node.module == "importlib.metadata"]
    inject = next(node for node in tree.body if isinstance(node, ast.FunctionDef)
                  and node.name == "inject_into_urllib3")
    assert ast.unparse(inject.body[0]) == "from importlib.metadata import version"


JINJA2_CHECK = '''
import sys, tempfile
import jinja2
from jinja2 import environment
assert environment.__file__.startswith(sys.argv[1]), environment.__file__
with tempfile.TemporaryDirectory() as compiled:
    source = jinja2.Environment(loader=jinja2.DictLoader({"hi.txt": "Hi {{ name|upper }}!"}))
    source.compile_templates(compiled, zip=None)
    for module in [m for m in sys.modules if m.startswith(("jinja2.compiler", "jinja2.lexer",
                                                           "jinja2.parser"))]:
        del sys.modules[module]
    fresh = jinja2.Environment(loader=jinja2.ModuleLoader(compiled))
    assert fresh.get_template("hi.txt").render(name="Ann") == "Hi ANN!"
    assert not {"jinja2.compiler", "jinja2.lexer", "jinja2.parser"} & set(sys.modules)
for name in sys.argv[2:]:  # postponed alone: their annotations left as text
    module = sys.modules.get(name) or __import__(name, fromlist=["_"])
    assert module.__file__.startswith(sys.argv[1]) and module.annotations.compiler_flag
text = jinja2.Environment(loader=jinja2.DictLoader({"t.txt": "{% for x in xs %}{{ loop.index }}"
    "{{ x|title }}{% if x is string %}!{% endif %}{% endfor %}{{ d|dictsort|first|join }}"}))
assert text.get_template("t.txt").render(xs=["ab", "cd"], d={"b": 2, "a": 1}) == "1Ab!2Cd!a1"
from jinja2.compiler import CodeGenerator
assert jinja2.Environment.code_generator_class is CodeGenerator
assert jinja2.Environment().from_string("{{ 1 + 2 }}").render() == "3"
print("ok")
'''


def test_jinja2_renders_compiled_templates_without_its_compiler(tmp_path):
    import subprocess
    import sys

    import jinja2

    path = "jinja2/environment.py"
    (tmp_path / "jinja2").mkdir()
    for module in Path(jinja2.__file__).parent.glob("*.py"):
        (tmp_path / "jinja2" / module.name).write_text(module.read_text(encoding="utf-8"))
    assert defer_all(tmp_path, {path: DEFERRED[path]}) == [*POSTPONED_ALONE, path], (
        f"jinja2 {jinja2.__version__} no longer fits: update DEFERRED and POSTPONED")
    alone = [name.removesuffix(".py").replace("/", ".") for name in POSTPONED_ALONE]
    done = subprocess.run([sys.executable, "-c", JINJA2_CHECK, str(tmp_path), *alone],
                          env={**os.environ, "PYTHONPATH": str(tmp_path)},
                          capture_output=True, text=True)
    assert done.stdout.strip() == "ok", done.stderr[-2000:]


def test_a_module_postponed_only_when_each_line_to_replace_is_found_once():
    assert postpone(SOURCE, {"    write(text)\n": "    write(text.strip())\n"}) is not None
    assert postpone(SOURCE, {"    missing()\n": "    found()\n"}) is None
    assert postpone("from __future__ import annotations\n", {}) is None
    assert postpone("import os\n", {}) is None  # no docstring to follow


POWERTOOLS_CHECK = '''
import sys
from aws_lambda_powertools import Logger
from aws_lambda_powertools.logging import logger as module
assert module.__file__.startswith(sys.argv[1]), module.__file__
JMESPATH = "aws_lambda_powertools.utilities.jmespath_utils"
class Context:
    function_name, memory_limit_in_mb, aws_request_id = "f", 128, "r-1"
    invoked_function_arn = "arn:aws:lambda:eu-west-1:123456789012:function:f"
logger = Logger(service="check")
assert logger.inject_lambda_context(lambda event, context: "done")({}, Context()) == "done"
assert JMESPATH not in sys.modules
traced = Logger(service="check").inject_lambda_context(correlation_id_path="headers.id")
assert traced(lambda event, context: logger.get_correlation_id())(
    {"headers": {"id": "c-7"}}, Context()) == "c-7"
assert JMESPATH in sys.modules
print("ok")
'''


def test_powertools_logger_loads_jmespath_only_for_a_correlation_id_path(tmp_path):
    import shutil
    import subprocess
    import sys

    import aws_lambda_powertools

    from infra.deferred_imports import REPLACED

    path = "aws_lambda_powertools/logging/logger.py"
    shutil.copytree(Path(aws_lambda_powertools.__file__).parent, tmp_path / "aws_lambda_powertools",
                    ignore=shutil.ignore_patterns("__pycache__"))
    assert defer_all(tmp_path, {}, {}, {path: REPLACED[path]}, ()) == [path], (
        f"Powertools {aws_lambda_powertools.__version__} no longer fits: update REPLACED")
    done = subprocess.run([sys.executable, "-c", POWERTOOLS_CHECK, str(tmp_path)],
                          env={**os.environ, "PYTHONPATH": str(tmp_path)},
                          capture_output=True, text=True)
    assert done.stdout.strip() == "ok", done.stderr[-2000:]
