"""The dataclasses' generated methods compiled at build time (read by functions/compiled_code.py).

The runtime's Python imports every module of the artifact's own packages, its dataclasses
module recording each source text it compiles with the code it makes; the texts and their code
(each marshalled alone, read when first asked for) go to one marshal file, functions/dataclass_code.<cache tag>.marshal. A module that cannot be
imported outside Lambda is passed over (its classes compile at run time, as before).
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

PACKAGES = ("functions", "rules")
"""The artifact's packages whose modules are imported (their dataclasses recorded)."""

RECORD = r"""
import dataclasses, importlib, marshal, pkgutil, sys

compiled = {}
real_exec = exec

def recording(source, globals=None, locals=None):
    if isinstance(source, str):
        if source not in compiled:  # as dataclasses compiles it: no __future__ flags
            compiled[source] = compile(source, "<string>", "exec", dont_inherit=True)
        source = compiled[source]
    real_exec(source, globals, locals)

dataclasses.exec = recording
for package in sys.argv[2:]:
    root = importlib.import_module(package)
    for module in pkgutil.walk_packages(root.__path__, package + ".", onerror=lambda name: None):
        try:
            importlib.import_module(module.name)
        except Exception:  # noqa: BLE001 - not importable here: compiled at run time instead
            pass
with open(sys.argv[1], "wb") as file:
    file.write(marshal.dumps({text: marshal.dumps(code) for text, code in compiled.items()}))
print(len(compiled))
"""


def record(target: Path, python: str, packages: tuple[str, ...] = PACKAGES) -> int:
    """Write the compiled code of the dataclasses of `packages` in the artifact `target`, with
    `python` (the runtime's); returns how many method texts it holds."""
    tag = subprocess.run([python, "-c", "import sys; print(sys.implementation.cache_tag)"],
                         capture_output=True, text=True, check=True).stdout.strip()
    output = target.resolve() / "functions" / f"dataclass_code.{tag}.marshal"
    output.unlink(missing_ok=True)  # never read by the recording run itself
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("PBM_", "AWS_", "PYTHON"))}
    # a fixed hash seed: the same sources make the same file (the five builds zip alike)
    env.update(PYTHONPATH=str(target), PYTHONDONTWRITEBYTECODE="1", PYTHONHASHSEED="0")
    done = subprocess.run([python, "-c", RECORD, str(output), *packages], cwd=target, env=env,
                          capture_output=True, text=True, check=True)
    return int(done.stdout.split()[-1])
