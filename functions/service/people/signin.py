"""Signed links that bring a person to their own page without an old mail: a sign-in link
(one hour, single use, rate-limited per address), the session it opens, and the calendar key.

Every token is signed by functions.signing (HMAC-SHA256 over a label of its kind plus its
payload, lower-case base32, checked in constant time). The labels differ from every other token's (reply, play
and dashboard tokens), so no kind of token verifies as another. A sign-in link carries the
address, when it was issued and a random id; it is good for `LINK_LIFETIME` and once only: the
store records every link issued (which also counts them per address for the rate limit) and
marks it used with one conditional write. A session carries the address's session
generation (one number per person in the store): signing out adds one to it, which ends every
session opened before, wherever its cookie went. Calendar keys need no storage.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from functions import signing
from functions.service.records.labels import normal_address
from functions.service.store import People
from functions.service.system import Clock, Secrets, iso

LINK_LIFETIME = timedelta(hours=1)
SESSION_LIFETIME = timedelta(days=14)
LINKS_PER_HOUR = 3  # sign-in links mailed to one address per hour; more are not sent
MAX_ADDRESS = 254  # RFC 5321's limit on a path; a longer "address" is no address
_MAC_BYTES = 16  # 128 bits: these travel in URLs and cookies, not in a mail's local part
_ID_BYTES = 10
_LINK_LABEL = b"pbm-sign-in\x00"
_SESSION_LABEL = b"pbm-session-2\x00"  # 2: with the generation
_CALENDAR_LABEL = b"pbm-calendar\x00"
_SESSIONS_KEY_LABEL = b"pbm-sessions-key\x00"


class BadLink(ValueError):
    """The token is malformed, forged, expired or used already (the page says only that the
    link is no longer valid)."""


@dataclass(frozen=True)
class Link:
    """A sign-in link's token and what it stands for."""

    token: str
    token_id: str
    email: str
    issued: datetime

    @property
    def expires(self) -> datetime:
        """When the link stops working."""
        return self.issued + LINK_LIFETIME


class SignIns:
    """Issues and redeems sign-in links over a store, a clock, randomness and the secret."""

    def __init__(self, store: People, clock: Clock, secrets: Secrets, secret: bytes):
        self.store, self.clock, self.secrets, self.secret = store, clock, secrets, secret

    def issue(self, email: str) -> Link | None:
        """A new link for that address, recorded in the store; None when the address had
        LINKS_PER_HOUR links in the last hour already (the caller sends nothing then)."""
        link = self.make(email)
        if link is None or not self.allowed(link.email):
            return None
        self.record(link)
        return link

    def make(self, email: str) -> Link | None:
        """A new link for that address, signed but not recorded (so not usable yet); None for
        what is no address."""
        email = normal_address(email)
        if not email or len(email) > MAX_ADDRESS:
            return None
        now = _second(self.clock.now())
        token_id = self.secrets.token_bytes(_ID_BYTES)
        payload = struct.pack(">I", int(now.timestamp())) + token_id + email.encode("utf-8")
        return Link(_sign(self.secret, _LINK_LABEL, payload), token_id.hex(), email, now)

    def allowed(self, email: str) -> bool:
        """Whether the address had fewer than LINKS_PER_HOUR links in the last hour."""
        since = iso(_second(self.clock.now()) - timedelta(hours=1))
        return self.store.sign_ins_since(normal_address(email), since) < LINKS_PER_HOUR

    def record(self, link: Link) -> None:
        """Record a made link in the store: from now on it can be used (once)."""
        self.store.add_sign_in(link.token_id, link.email, iso(link.issued), iso(link.expires))

    def check(self, token: str) -> Link:
        """The link a token stands for if it is genuine and not expired; raises BadLink. It
        does not use the link up (a page shows the button that does, see redeem)."""
        payload = _verified(self.secret, _LINK_LABEL, token)
        if len(payload) <= 4 + _ID_BYTES:
            raise BadLink("the link is malformed")
        issued = datetime.fromtimestamp(struct.unpack(">I", payload[:4])[0], UTC)
        try:
            email = payload[4 + _ID_BYTES:].decode("utf-8")
        except UnicodeDecodeError:
            raise BadLink("the link is malformed") from None
        link = Link(token, payload[4:4 + _ID_BYTES].hex(), email, issued)
        now = self.clock.now()
        if not issued <= now + timedelta(minutes=1) or now >= link.expires:
            raise BadLink("the link has expired")
        return link

    def addressee(self, token: str) -> str | None:
        """The address a genuine link was sent to, expired or used as it may be (the page that
        refuses it speaks their language); None for what is no link of ours."""
        try:
            payload = _verified(self.secret, _LINK_LABEL, token)
            return payload[4 + _ID_BYTES:].decode("utf-8") or None
        except (BadLink, UnicodeDecodeError):
            return None

    def redeem(self, token: str) -> str:
        """The address a valid, unexpired, unused link was sent to, using the link up; raises
        BadLink (also for the second use)."""
        link = self.check(token)
        if not self.store.use_sign_in(link.token_id, link.email, iso(self.clock.now())):
            raise BadLink("the link was used already")
        return link.email


def session_token(secret: bytes, email: str, now: datetime, generation: int = 0) -> str:
    """A session for that address in its session `generation`, valid SESSION_LIFETIME from
    `now` (a signed cookie)."""
    until = int((now + SESSION_LIFETIME).timestamp())
    payload = struct.pack(">II", until, generation) + normal_address(email).encode("utf-8")
    return _sign(secret, _SESSION_LABEL, payload)


def session_claims(secret: bytes, token: str, now: datetime) -> tuple[str, int]:
    """The address and session generation of a genuine session that has not expired at `now`
    (whether it was ended since is the store's to say: see current_session); raises BadLink."""
    payload = _verified(secret, _SESSION_LABEL, token)
    if len(payload) <= 8 or struct.unpack(">I", payload[:4])[0] <= now.timestamp():
        raise BadLink("the session has expired")
    try:
        return payload[8:].decode("utf-8"), struct.unpack(">I", payload[4:8])[0]
    except UnicodeDecodeError:
        raise BadLink("the session is malformed") from None


def session_email(secret: bytes, token: str, now: datetime) -> str:
    """The address of a genuine session that has not expired at `now`; raises BadLink."""
    return session_claims(secret, token, now)[0]


def sessions_key(secret: bytes, email: str) -> str:
    """What the store keeps a person's session generation under: a keyed digest of their
    address, not the address, so that an erasure (which deletes every row naming the address)
    leaves it, and a session that Sign out ended stays ended."""
    digest = signing.digest(secret, _SESSIONS_KEY_LABEL, normal_address(email).encode("utf-8"),
                            _MAC_BYTES)
    return "sessions:" + digest.hex()


def generation(store: People, secret: bytes, email: str) -> int:
    """The person's current session generation: the keyed row's, or the one kept under the
    plain address before keyed rows (while that is higher)."""
    return max(store.session_generation(sessions_key(secret, email)),
               store.session_generation(email))


def open_session(store: People, secret: bytes, email: str, now: datetime) -> str:
    """A new session for that address in its current generation."""
    return session_token(secret, email, now, generation(store, secret, email))


def current_session(store: People, secret: bytes, token: str, now: datetime) -> str:
    """The address of a session that is genuine, unexpired and not ended by a sign-out (its
    generation is the address's current one); raises BadLink."""
    email, made_in = session_claims(secret, token, now)
    if made_in != generation(store, secret, email):
        raise BadLink("the session was ended")
    return email


MAX_OLD_GENERATION = 1000  # sign-outs kept under a plain address that a keyed row catches up on


def end_sessions(store: People, secret: bytes, email: str) -> None:
    """Sign the address out everywhere: every session opened so far stops working. The keyed
    row passes the plain address's older count, so the generation never goes back."""
    before = min(store.session_generation(email), MAX_OLD_GENERATION)
    key = sessions_key(secret, email)
    while store.end_sessions(key) <= before:
        pass


def calendar_key(secret: bytes, email: str) -> str:
    """The secret key of a person's calendar feed: the address signed, so the feed needs no
    stored record (and the same address always has the same feed)."""
    return _sign(secret, _CALENDAR_LABEL, normal_address(email).encode("utf-8"))


def calendar_email(secret: bytes, key: str) -> str:
    """The address a calendar key was made for; raises BadLink."""
    try:
        return _verified(secret, _CALENDAR_LABEL, key).decode("utf-8")
    except UnicodeDecodeError:
        raise BadLink("the key is malformed") from None


def _sign(secret: bytes, label: bytes, payload: bytes) -> str:
    return signing.to_base32(signing.sign(secret, label, payload, _MAC_BYTES))


def _verified(secret: bytes, label: bytes, token: str) -> bytes:
    """The payload of a token signed with `secret` under `label`; raises BadLink."""
    if not token.strip() or len(token) > 1024:
        raise BadLink("the token is malformed")
    try:
        return signing.verify(secret, label, signing.from_base32(token), _MAC_BYTES)
    except signing.BadSignature as exc:
        raise BadLink(f"the token is not genuine: {exc}") from None


def _second(moment: datetime) -> datetime:
    """The instant to the second, as the token carries it."""
    return moment.replace(microsecond=0)
