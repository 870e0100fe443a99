"""A game's ledger: the hash-chained log and talk, auditable dice, the replay of the log through the rules, snapshots, news, and the one way to read a game."""
