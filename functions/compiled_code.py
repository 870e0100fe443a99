"""The dataclasses' generated methods from code compiled at build time, in the Lambda artifact.

`@dataclass` writes each class's `__init__`, `__repr__`, `__eq__`, `__hash__`, `__setattr__`
... as Python source and compiles it while the module is imported: some 300 small compilations,
about 30 ms of every function's cold start, the same every time (bench/RESULTS.md, issue 43).
The build (infra/dataclass_code.py) imports the artifact's modules with the runtime's Python
and keeps each source text with its compiled code (marshalled) in one marshal file beside this module. When
that file is there, `install()` has the dataclasses module find a text's code in it; a text not
in it (a class the build never saw) is compiled as before. A text and its code are the same
function whatever the class it came from, so no class can get another's method.
"""

from __future__ import annotations

import marshal
import sys
from pathlib import Path
from typing import Any

# marshal's format is the interpreter's own: a file of another Python is never read
FILE = Path(__file__).with_name(f"dataclass_code.{sys.implementation.cache_tag}.marshal")


def install(path: Path = FILE) -> bool:
    """Have dataclasses use the compiled code in `path` (the artifact's); False when there is
    no such file (a checkout, tests) or it is unreadable, and nothing changes."""
    try:
        compiled = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return False
    if not isinstance(compiled, dict):
        return False
    import dataclasses

    def exec_compiled(source: Any, globals: Any = None, locals: Any = None) -> None:
        """exec, with the build's code of a source text it compiled."""
        code = compiled.get(source) if isinstance(source, str) else None
        # each text's code kept marshalled and read when first asked for: a function's first
        # event uses about a third of them (the whole file read at once took 4 ms, this 0.4)
        exec(source if code is None else marshal.loads(code), globals, locals)

    # dataclasses calls the builtin exec by its global name: this module-level name shadows it
    dataclasses.exec = exec_compiled  # type: ignore[attr-defined]
    return True
