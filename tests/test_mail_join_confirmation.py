"""A yes to an invitation and the game's start (issue 42, review rev54: "Jsi ve hře", then
"Jsi na tahu" seconds later): the confirmation of a yes alone waits as a read-back does; when
the game starts within the wait, the start mail is the only mail and confirms the seat; when it
does not, the confirmation goes alone once. A yes with a question is answered at once."""

from __future__ import annotations

from datetime import timedelta

import pytest
from test_mail_organizer_life import Desk

from bench.mail_games import SECRET, SETTINGS, _reply, _to
from functions.mailroom import incoming
from functions.service.records.notifications import Kind

YES = {"cs": ["Ano, hraju.", "Jasně, jdu do toho!", "jo beru", "Počítej se mnou."],
       "en": ["Yes, count me in.", "Sure, I'm in!", "ok", "Happy to join."]}


def _kinds(desk: Desk, since: int, email: str) -> list[str]:
    """The kinds of the mails to `email` after `since` (their Message-ID names them)."""
    return [next(k.value for k in Kind if f".{k.value}." in str(m["Message-ID"]))
            for m in desk.outbox.sent[since:] if _to(m) == email]


def _answer(desk: Desk, person, words: str, number: int) -> None:
    invitation = [m for m in desk.outbox.sent if _to(m) == person.email][-1]
    incoming.handle(_reply(invitation, words, number), service=desk.service, secret=SECRET,
                    settings=SETTINGS)
    desk.postman.deliver_pending()


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("which", range(4))
def test_a_yes_before_the_start_within_the_wait_gets_only_the_start_mail(tmp_path, lang, which):
    desk = Desk(tmp_path, "goofspiel", lang)
    try:
        first, *others = desk.people
        since = len(desk.outbox.sent)
        _answer(desk, first, YES[lang][which], 1)
        assert _kinds(desk, since, first.email) == []  # waiting for company
        for number, person in enumerate(others, 2):
            desk.clock.moment += timedelta(minutes=2)
            _answer(desk, person, YES[lang][which], number)
        desk.clock.moment += SETTINGS.readback_wait * 2
        desk.postman.deliver_pending()
        assert desk.service.record(desk.game.id).status == "running"
        kinds = _kinds(desk, since, first.email)
        assert "joined" not in kinds and len(kinds) == 1, kinds
        assert kinds[0] in ("game_started", "your_turn")
    finally:
        desk.store.close()


@pytest.mark.parametrize("lang,confirmed", [("cs", "je potvrzené"), ("en", "is confirmed")])
def test_a_yes_long_before_the_start_is_confirmed_alone_once(tmp_path, lang, confirmed):
    desk = Desk(tmp_path, "goofspiel", lang)
    try:
        first, second, third = desk.people
        since = len(desk.outbox.sent)
        _answer(desk, first, YES[lang][0], 1)
        desk.clock.moment += SETTINGS.readback_wait + timedelta(minutes=1)
        desk.postman.deliver_pending()
        (mail,) = [m for m in desk.outbox.sent[since:] if _to(m) == first.email]
        assert ".joined." in str(mail["Message-ID"]) and confirmed in mail.get_body(
            ("plain",)).get_content()
        desk.clock.moment += timedelta(hours=3)
        _answer(desk, second, YES[lang][1], 2)
        _answer(desk, third, YES[lang][2], 3)
        desk.clock.moment += SETTINGS.readback_wait * 2
        desk.postman.deliver_pending()
        assert _kinds(desk, since, first.email).count("joined") == 1
        assert len(_kinds(desk, since, first.email)) == 2  # the yes, then the start
    finally:
        desk.store.close()


@pytest.mark.parametrize("lang,words", [("cs", "Ano, hraju. Kdo už se přihlásil?"),
                                        ("en", "Yes! Who else is in?")])
def test_a_yes_with_a_question_is_answered_at_once(tmp_path, lang, words):
    desk = Desk(tmp_path, "goofspiel", lang)
    try:
        first = desk.people[0]
        since = len(desk.outbox.sent)
        _answer(desk, first, words, 1)
        (mail,) = [m for m in desk.outbox.sent[since:] if _to(m) == first.email]
        assert ".joined." in str(mail["Message-ID"])
        assert desk.people[1].name in mail.get_body(("plain",)).get_content()
    finally:
        desk.store.close()
