"""A game's life and moves: creating and starting games, checked exactly-once moves, the organizer's controls, table talk, the one load-decide-write loop, and refusals in a person's language."""
