"""Storage adapters: SQLite on one machine, DynamoDB on AWS; each implements every role port of functions.service.store (conformance.py)."""
