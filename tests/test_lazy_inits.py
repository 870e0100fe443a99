"""The artifact's lazy package inits (infra/lazy_inits.py): the same names, loaded when asked."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from infra.lazy_inits import PACKAGES, lazy_source, make_lazy


def _package(root: Path, name: str, init: str) -> Path:
    package = root / name
    package.mkdir()
    (package / "__init__.py").write_text(init, encoding="utf-8")
    (package / "heavy.py").write_text("LOADED = True\nclass Resolver: pass\n")
    (package / "light.py").write_text("class Response: pass\n")
    (package / "helpers.py").write_text("VALUE = 3\n")
    return package


INIT = '''"""A package exporting its submodules' names."""

from __future__ import annotations

from {name}.heavy import Resolver
from .light import Response as Answer

__all__ = ["Resolver", "Answer"]
'''


def test_a_lazy_init_loads_a_submodule_only_when_its_name_is_asked_for(tmp_path, monkeypatch):
    name = "lazy_pkg_sample"
    _package(tmp_path, name, INIT.format(name=name))
    assert make_lazy(tmp_path, (name,)) == [name]
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        package = importlib.import_module(name)
        assert f"{name}.heavy" not in sys.modules and f"{name}.light" not in sys.modules
        assert package.__doc__ == "A package exporting its submodules' names."
        assert package.__all__ == ["Resolver", "Answer"]
        from lazy_pkg_sample import Answer  # type: ignore[import-not-found]
        assert Answer is sys.modules[f"{name}.light"].Response
        assert f"{name}.heavy" not in sys.modules
        assert package.Resolver is importlib.import_module(f"{name}.heavy").Resolver
        from lazy_pkg_sample import helpers  # type: ignore[import-not-found]  # a submodule
        assert helpers.VALUE == 3
        assert {"Resolver", "Answer"} <= set(dir(package))
        try:
            package.Missing  # noqa: B018
        except AttributeError as error:
            assert "Missing" in str(error)
        else:
            raise AssertionError("an unknown name was found")
    finally:
        for module in [m for m in sys.modules if m.split(".")[0] == name]:
            del sys.modules[module]


def test_an_init_that_does_more_than_import_names_is_left_alone(tmp_path):
    init = INIT.format(name="busy_pkg") + "\nset_up_logging()\n"
    package = _package(tmp_path, "busy_pkg", init)
    assert lazy_source(init, "busy_pkg") is None
    assert make_lazy(tmp_path, ("busy_pkg", "absent_pkg")) == []
    assert (package / "__init__.py").read_text() == init
    assert lazy_source("from .heavy import *\n", "busy_pkg") is None


@pytest.mark.parametrize("path", PACKAGES)
def test_the_packages_export_the_same_names_lazily(path):
    dotted = path.replace("/", ".")
    package = importlib.import_module(dotted)
    source = Path(package.__file__).read_text(encoding="utf-8")
    lazy = lazy_source(source, dotted)
    assert lazy is not None, f"{path}/__init__.py no longer fits the transform"
    namespace: dict = {"__name__": dotted}
    exec(compile(lazy, "lazy_init", "exec"), namespace)  # noqa: S102 - our own generated code
    # jinja2 lists no __all__: every name it imports is exported
    exported = getattr(package, "__all__", None) or [
        name for name in namespace["_LAZY"] if not name.startswith("_")]
    assert exported and set(namespace["_LAZY"]) >= set(exported)
    for name in exported:
        assert namespace["__getattr__"](name) is getattr(package, name)
    for constant in ("__version__",):  # kept as it was
        assert namespace.get(constant, None) == getattr(package, constant, None)


def test_a_constant_beside_the_imports_is_kept_and_a_computed_one_is_not():
    source = INIT.format(name="versioned_pkg") + '\n__version__ = "3.1.6"\n'
    namespace: dict = {"__name__": "versioned_pkg"}
    exec(compile(lazy_source(source, "versioned_pkg") or "", "lazy", "exec"), namespace)  # noqa: S102
    assert namespace["__version__"] == "3.1.6" and "Resolver" in namespace["_LAZY"]
    assert lazy_source(source + "VERSION = __version__.split('.')\n", "versioned_pkg") is None
