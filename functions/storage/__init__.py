"""Storage adapters: SQLite on one machine, DynamoDB on AWS; each implements the port functions.service.store.GameStore."""
