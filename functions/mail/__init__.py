"""Mail building blocks: inbound parsing, reply-text cleaning, commands, tokens and transports.

Nothing here knows the game service; the entry points compose these modules with it:

    mail = inbound.parse_mail(raw, envelope_recipients)      # never raises
    if mail.automatic: drop                                   # auto-replies, bounces, lists
    claims = tokens.first_valid(secret, mail.tokens, tokens.Purpose.REPLY)
    commands = commands.parse_commands(mail.reply, mail.sender_name)

and for outgoing mail `outbound.build_message(outbound.Thread(...), ...)` handed to a
`transport.Transport` (SES, SMTP or a Maildir outbox).
"""
