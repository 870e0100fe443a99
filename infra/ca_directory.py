"""botocore's CA bundle also as OpenSSL's hashed directory (a file per CA, named by the hash of
its subject), made at build time, so that a cold start's TLS context reads the one or two CAs a
handshake needs instead of the whole bundle.

A TLS context given the bundle file parses every certificate in it (about 130, 16-18 ms of CPU
under OpenSSL 3, once per process: functions/aws.py); given this directory (`capath`), OpenSSL
looks an issuer up by its subject's hash when it verifies a chain and reads that file alone
(0.2 ms to set up, the handshake as before). The same CAs, the same verification: only the
bundle botocore would use anyway (functions/aws.py checks the path), never an operator's own
(AWS_CA_BUNDLE). Without the `openssl` command at build time no directory is made and the
functions read the bundle whole, as before.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

SUFFIX = ".hashed"  # botocore/cacert.pem -> botocore/cacert.pem.hashed/<hash>.<n>
CERTIFICATE = re.compile(r"-----BEGIN CERTIFICATE-----.+?-----END CERTIFICATE-----\n?", re.S)


def make(bundle: Path) -> Path | None:
    """The hashed directory of `bundle`'s certificates beside it (made afresh); None when this
    machine has no `openssl` command to name the files."""
    openssl = shutil.which("openssl")
    if openssl is None:
        return None
    directory = bundle.with_name(bundle.name + SUFFIX)
    shutil.rmtree(directory, ignore_errors=True)
    directory.mkdir()
    for certificate in CERTIFICATE.findall(bundle.read_text(encoding="ascii")):
        name = subprocess.run([openssl, "x509", "-subject_hash", "-noout"], input=certificate,
                              capture_output=True, text=True, check=True).stdout.strip()
        number = 0
        while (directory / f"{name}.{number}").exists():  # two CAs of one subject's hash
            number += 1
        (directory / f"{name}.{number}").write_text(certificate.rstrip("\n") + "\n",
                                                    encoding="ascii")
    return directory
