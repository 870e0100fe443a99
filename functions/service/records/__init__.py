"""The service's records: a game, its seats, log entries, notifications and talk, as kept and compared; and the domain errors stores raise."""
