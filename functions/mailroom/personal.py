"""The addressees of a mail to a person about no one game (see home_mail): its pseudo-game, and
the stand-in whose rows a sign-in for an address that gets no mail writes. Apart from home_mail
so that the postman knows them without loading a person's home (games, sign-ins, ratings) for
every cold start's first mail."""

PERSONAL = "-person"  # the game id of a mail to a person, not about one game (no game has it)
# Whose rows a sign-in asked for an address that gets no mail writes instead (no address is
# this one: it has no @, so nobody signs in as it, and the postman never mails it)
STAND_IN = "-nobody"
