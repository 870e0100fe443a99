"""People: sign-in links and sessions, a person's home (their games across organizers), and a person's data taken out or erased."""
