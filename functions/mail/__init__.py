"""Mail building blocks: inbound parsing, reply-text cleaning, commands, tokens and transports.

Nothing here knows the game service; the entry points compose these modules with it.
"""
