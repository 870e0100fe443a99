"""Tournaments and ratings: rounds seated into tables, standings, ratings per game type, and what follows a game's end."""
