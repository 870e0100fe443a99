"""A free question about a game still waiting for players ("Už začala?", "Has it started?"),
to any mail the service sent, gets a short, true answer: who joined, who is still awaited,
never a refusal or silence (issue 42). From the organizer (playing or not), with and without
the quoted mail, and from an invited player: to the invitation, or without a token (a fresh
mail, or the organizer's set-up mail passed on)."""

from __future__ import annotations

import tempfile
from datetime import timedelta
from pathlib import Path

import pytest

from bench.mail_games import SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

ORG, PETRA, TOM = "org@example.org", "petra@example.org", "tom@example.org"


def _quoted(mail) -> str:
    return "\n\n" + "\n".join("> " + line for line in
                              mail.get_body(("plain",)).get_content().splitlines())


def _ask(lang: str, asker: str, question: str, *, organizer_plays: bool, quote: bool,
         answers_mail_of: str | None = None) -> tuple[incoming.Outcome, list]:
    """Petra joined, Tom not yet; `asker` writes `question` in reply to the first mail of
    `answers_mail_of` (default: their own); returns the outcome and the mails it brought."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        clock, outbox = Clock(), Outbox()
        service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
        postman = Postman(store, outbox, SETTINGS, SECRET, clock)
        players = [PlayerSpec("Petra Malá", PETRA, lang), PlayerSpec("Tom Hall", TOM, lang)]
        if organizer_plays:
            players.insert(0, PlayerSpec("Jana Nováková", ORG, lang))
        service.create("westernpoly", players, ORG, options={"lang": lang}, start=False)
        postman.deliver_pending()
        invitation = [m for m in outbox.sent if _to(m) == PETRA][-1]
        incoming.handle(_reply(invitation, "ano" if lang == "cs" else "yes", 1),
                        service=service, secret=SECRET, settings=SETTINGS)
        clock.moment += timedelta(minutes=1)
        postman.deliver_pending()
        before = len(outbox.sent)
        answered = [m for m in outbox.sent if _to(m) == (answers_mail_of or asker)][0]
        raw = _reply(answered, question + (_quoted(answered) if quote else ""), 2)
        if answers_mail_of is not None:  # the mail passed on: sent from the asker's address
            raw = raw.replace(f"From: {answers_mail_of}".encode(), f"From: {asker}".encode())
        outcome = incoming.handle(raw, service=service, secret=SECRET, settings=SETTINGS)
        clock.moment += timedelta(minutes=1)
        postman.deliver_pending()
        store.close()
        return outcome, outbox.sent[before:]


def _told(mails, asker: str, lang: str) -> str:
    to_asker = [m for m in mails if _to(m) == asker]
    assert len(to_asker) == 1, [m["Subject"] for m in mails]
    text = to_asker[0].get_body(("plain",)).get_content()
    assert ("čeká na hráče" if lang == "cs" else "waiting for its players") in text, text
    return text


CASES = [  # lang, asker, question, organizer plays, quote
    ("cs", ORG, "Už začala?", True, False),
    ("cs", ORG, "Už začala?", False, True),
    ("en", ORG, "Has it started?", True, True),
    ("en", ORG, "Has it started yet?", False, False),
    ("cs", TOM, "Už začala?", True, True),
    ("en", TOM, "Has it started?", False, False),
]


@pytest.mark.parametrize(("lang", "asker", "question", "plays", "quote"), CASES)
def test_a_question_to_a_waiting_game_is_answered_with_who_is_in(lang, asker, question, plays,
                                                                  quote):
    outcome, mails = _ask(lang, asker, question, organizer_plays=plays, quote=quote)
    assert outcome.action == "answered", outcome
    text = _told(mails, asker, lang)
    assert "Petra Malá" in text  # who joined
    if asker == ORG:
        assert "Tom Hall" in text  # who is still awaited
    assert not [m for m in mails if _to(m) != asker]  # nobody else is troubled


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_an_invited_player_asking_on_the_organizer_s_passed_on_mail_is_answered(lang):
    """Tom answers the set-up mail of an organizer who does not play (it has no reply token):
    he is told what the game waits for, and how to join."""
    outcome, mails = _ask(lang, TOM, "Už začala?" if lang == "cs" else "Has it started?",
                          organizer_plays=False, quote=True, answers_mail_of=ORG)
    assert outcome.action == "answered", outcome
    text = _told(mails, TOM, lang)
    assert "Petra Malá" in text and ("ANO" if lang == "cs" else "YES") in text
