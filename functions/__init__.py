"""The service around the rules: the Lambda functions, `pbm`, `pbm serve` and what they share."""

from functions import coldstart

coldstart.pause()  # first of all: on Lambda, no garbage collection until the first event is done
