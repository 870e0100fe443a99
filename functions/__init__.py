"""The service around the rules: the Lambda functions, `pbm`, `pbm serve` and what they share."""

from functions import coldstart, compiled_code

coldstart.pause()  # first of all: on Lambda, no garbage collection until the first event is done
compiled_code.install()  # in the artifact, before any dataclass: their methods compiled at build
