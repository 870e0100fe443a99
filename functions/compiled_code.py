"""What every cold start compiled the same way, compiled once at build time (the Lambda artifact).

Two kinds of code are compiled while the modules load, the same for every container, and cost
a fifth of a function's first event (bench/RESULTS.md, issue 43):
- `@dataclass` writes each class's `__init__`, `__repr__`, `__eq__`, `__hash__`,
  `__setattr__` ... as Python source and compiles it: some 300 compilations, about 30 ms;
- regular expressions (ours, the email package's, botocore's, urllib3's, jinja2's) are parsed
  and translated into the regex engine's program by Python code in the `re` package: some 160
  patterns, about 25 ms.
The build (infra/compiled_code.py) runs the artifact's imports with the runtime's Python and keeps
each method's source text with its code, and each pattern (with its flags) with its program, in
one marshal file beside this module. When that file is there, `install()` has dataclasses and
`re` look them up there (each entry read when first asked for); anything not in it is compiled
as before. An entry is what the same interpreter made of the same text, so nothing can get
another's code, and a file of another interpreter is never read.
"""

from __future__ import annotations

import marshal
import sys
from pathlib import Path
from typing import Any

# marshal's format, and the regex engine's programs, are the interpreter's own
FILE = Path(__file__).with_name(f"compiled_code.{sys.implementation.cache_tag}.marshal")


def install(path: Path = FILE) -> bool:
    """Have dataclasses and `re` use the compiled code in `path` (the artifact's); False when
    there is no such file (a checkout, tests), it is unreadable or of another interpreter's
    regex engine, and nothing changes."""
    try:
        compiled = marshal.loads(path.read_bytes())
        methods, patterns, engine = (compiled["dataclasses"], compiled["regexes"],
                                     compiled["re_magic"])
    except (OSError, EOFError, ValueError, TypeError, KeyError):
        return False
    if not (isinstance(methods, dict) and isinstance(patterns, dict)):
        return False
    import re  # dataclasses after re's compiler is ours: its import compiles patterns too

    try:  # re's internals as CPython 3.11+ has them; another layout: nothing changes
        same_engine = engine == re._constants.MAGIC  # type: ignore[attr-defined]
        translate = re._compiler.compile  # type: ignore[attr-defined]
        engine_compile = re._compiler._sre.compile  # type: ignore[attr-defined]
    except AttributeError:
        return False
    if not same_engine:
        return False

    def exec_compiled(source: Any, globals: Any = None, locals: Any = None) -> None:
        """exec, with the build's code of a source text it compiled."""
        code = methods.get(source) if isinstance(source, str) else None
        exec(source if code is None else marshal.loads(code), globals, locals)


    def compile_regex(pattern: Any, flags: int = 0) -> Any:
        """re's compiler, with the build's program of a pattern it translated."""
        program = patterns.get((pattern, flags)) if isinstance(pattern, str | bytes) else None
        if program is None:
            return translate(pattern, flags)
        return engine_compile(pattern, *marshal.loads(program))

    re._compiler.compile = compile_regex  # type: ignore[attr-defined]
    import dataclasses  # with inspect and ast, whose patterns are the file's now

    # dataclasses calls the builtin exec by its global name: this module-level name shadows it
    dataclasses.exec = exec_compiled  # type: ignore[attr-defined]
    return True
