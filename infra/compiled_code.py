"""What every cold start compiles the same way, compiled at build time: the dataclasses'
generated methods and the regular expressions' programs (read by functions/compiled_code.py).

The runtime's Python imports every module of the artifact's own packages and makes the
clients of the functions' AWS services, serializing and routing a request of each operation
(none sent), its `dataclasses` recording each
source text it compiles with the code it makes, and `re` each pattern and flags it translates
with the arguments it gives the regex engine (the program). They go, each entry marshalled
alone, to one marshal file, functions/compiled_code.<cache tag>.marshal. A module that cannot
be imported outside Lambda is passed over (its code is compiled at run time, as before).
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

try:
    from infra import botocore_data
except ImportError:  # run as a script (sam build, make package): infra/ is on the path
    import botocore_data  # type: ignore[no-redef]

PACKAGES = ("functions", "rules")
"""The artifact's packages whose modules are imported (their code recorded)."""

RECORD = r"""
import marshal, re, sys

methods, patterns = {}, {}
real_exec = exec

def recording_exec(source, globals=None, locals=None):
    if isinstance(source, str):
        if source not in methods:  # as dataclasses compiles it: no __future__ flags
            methods[source] = compile(source, "<string>", "exec", dont_inherit=True)
        source = methods[source]
    real_exec(source, globals, locals)

translate, engine = re._compiler.compile, re._compiler._sre

class RecordingEngine:
    # what re's compiler gives the regex engine for the pattern it is translating
    def __getattr__(self, name):
        return getattr(engine, name)
    def compile(self, pattern, flags, code, *groups):
        self.program = (int(flags), [int(op) for op in code], *groups)
        return engine.compile(pattern, flags, code, *groups)

recording_engine = RecordingEngine()

def recording_compile(pattern, flags=0):
    compiled = translate(pattern, flags)
    if isinstance(pattern, (str, bytes)) and not flags & re.DEBUG:
        patterns.setdefault((pattern, int(flags)), recording_engine.program)
    return compiled

re._compiler._sre = recording_engine
re._compiler.compile = recording_compile
# imported once re's compiler records: their own imports compile patterns (dataclasses',
# inspect's, ast's) that every cold start compiled after functions/compiled_code.install()
import dataclasses, importlib, pkgutil
dataclasses.exec = recording_exec
for package in sys.argv[3:]:
    root = importlib.import_module(package)
    for module in pkgutil.walk_packages(root.__path__, package + ".", onerror=lambda name: None):
        try:
            importlib.import_module(module.name)
        except Exception:  # noqa: BLE001 - not importable here: compiled at run time instead
            pass
from functions import aws

from botocore.serialize import create_serializer
import encodings.idna  # a first request's host name loads it, and its import compiles a pattern

for service in filter(None, sys.argv[2].split(",")):  # their creation compiles patterns too
    client = aws.client(service, region_name="eu-west-1", aws_access_key_id="build",
                        aws_secret_access_key="build")
    # and so does a first request of each operation: its serializing (a REST API's URI
    # template) and its endpoint's rules (a region's pattern); no request is sent
    model = client.meta.service_model
    serializer = create_serializer(model.metadata["protocol"], include_validation=False)
    for name in model.operation_names:
        operation = model.operation_model(name)
        for step in (lambda: serializer.serialize_to_request({}, operation),
                     lambda: client._ruleset_resolver.construct_endpoint(
                         operation, {}, {"client_config": client.meta.config})):
            try:
                step()
            except Exception:  # noqa: BLE001 - an operation that wants its parameters
                pass
with open(sys.argv[1], "wb") as file:
    file.write(marshal.dumps({
        "dataclasses": {text: marshal.dumps(code) for text, code in methods.items()},
        "regexes": {key: marshal.dumps(program) for key, program in patterns.items()},
        "re_magic": re._constants.MAGIC}))
print(len(methods), len(patterns))
"""


def record(target: Path, python: str, packages: tuple[str, ...] = PACKAGES,
           services: tuple[str, ...] = botocore_data.SERVICES) -> tuple[int, int]:
    """Write the compiled code of the artifact `target` (its `packages`' modules imported, the
    clients of `services` made) with `python` (the runtime's); returns how many method texts
    and patterns it holds."""
    tag = subprocess.run([python, "-c", "import sys; print(sys.implementation.cache_tag)"],
                         capture_output=True, text=True, check=True).stdout.strip()
    output = target.resolve() / "functions" / f"compiled_code.{tag}.marshal"
    output.unlink(missing_ok=True)  # never read by the recording run itself
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("PBM_", "AWS_", "PYTHON"))}
    # a fixed hash seed: the same sources make the same file (the five builds zip alike)
    env.update(PYTHONPATH=str(target), PYTHONDONTWRITEBYTECODE="1", PYTHONHASHSEED="0")
    done = subprocess.run([python, "-c", RECORD, str(output), ",".join(services), *packages],
                          cwd=target, env=env, capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"recording the compiled code failed: {done.stderr[-2000:]}")
    methods, patterns = done.stdout.split()[-2:]
    return int(methods), int(patterns)
