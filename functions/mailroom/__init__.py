"""Play by email: the mail blocks (functions.mail, functions.render) composed with the service.

`incoming.handle` processes one raw inbound mail exactly once (for `pbm mail-in`, the SES
inbound Lambda and the local SMTP server); `delivery` renders and sends the outbox. Their
settings are `functions.settings.Settings`, their adapters built by `functions.compose`.
"""
