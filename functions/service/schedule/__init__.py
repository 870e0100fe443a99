"""Time in a game: deadlines, reminders, absences and timing policies, and the writes the clock makes."""
