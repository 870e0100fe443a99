"""An organizer's control asked by mail is told to them in one mail (issue 42, org33).

Class A (one person, one control, one mail): an organizer who also plays and pauses, resumes
or extends their own deadline by mail got the organizer's answer AND their player notice
("organizátor pozastavil hru", "your deadline was extended"); the answer tells it, so their
seat gets no notice of it besides; the other players are told as before.

Class B (already paused): "Pozastavte hru" to a game paused already said so and then how to
pause it; it says till when it stays paused (by itself until a day, or until resumed) and how
to resume it.

Members are written as organizers write; HELD_OUT ones were kept aside while fixing."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from datetime import timedelta

import pytest
from test_mail_organizer_answered import ORG, _text
from test_mail_organizer_told_fully import Games

from bench.mail_games import _to

NAMES = ("Org Nováková", "Tom Hall", "Eva Nová")  # Org: org@example.org, the organizer
TOM = "tom@example.org"
TURN = ("Jsi na tahu", "Your move")


@dataclass(frozen=True)
class Asked:
    """The organizer's mail `body` (fresh, or a reply to her newest mail) in `lang`; the
    game first paused (`until`: to a day the organizer named by mail) when `paused`."""

    body: str
    lang: str = "cs"
    fresh: bool = True
    paused: bool = False
    until: str = ""


def answered(asked: Asked, plays: bool = True) -> tuple[list, list, str]:
    """(the mails the organizer got for her mail, Tom's, the game's status after)."""
    with tempfile.TemporaryDirectory() as tmp:
        table = Games(tmp, asked.lang)
        try:
            names = NAMES if plays else ("Petra Malá", *NAMES[1:])
            game = table.game("goofspiel", names=names)
            if asked.paused:
                if asked.until:
                    table.ask(None, asked.until, fresh=True)
                else:
                    table.service.pause(game)
            table.clock.moment += timedelta(hours=3)
            table.postman.deliver_pending()
            before = len(table.outbox.sent)
            newest = [m for m in table.outbox.sent if _to(m) == ORG][-1]
            table.ask(None if asked.fresh else newest, asked.body, fresh=asked.fresh)
            table.clock.moment += timedelta(hours=1)  # whatever waits for company goes
            table.postman.deliver_pending()
            sent = table.outbox.sent[before:]
            return ([m for m in sent if _to(m) == ORG], [m for m in sent if _to(m) == TOM],
                    table.service.record(game).status)
        finally:
            table.store.close()


def role(mail) -> bool:
    """Whether the mail is the organizer's answer (it says the mail was read as theirs)."""
    return any(said in _text(mail) for said in ("pořadatele", "organizer of"))


# (the mail, the status after, whether Tom is told too)
ONE_MAIL = [
    (Asked("Pozastav hru."), "paused", True),
    (Asked("Prodluž mi prosím termín o den."), "running", False),
    (Asked("Could you pause the game, please?", "en", fresh=False), "paused", True),
    (Asked("Obnov hru, díky", paused=True), "running", True),
]
ONE_MAIL_HELD_OUT = [
    (Asked("Dobrý den, pozastavte prosím hru do pátku."), "paused", True),
    (Asked("Please give me two more days.", "en"), "running", False),
    (Asked("Resume the game please", "en", fresh=False, paused=True), "running", True),
]


def check_one_mail(asked: Asked, status: str, others_told: bool) -> None:
    org, tom, after = answered(asked)
    assert after == status
    # a turn the resumed game gives her comes as her turn mail, to answer with her move
    told = [m for m in org if not m["Subject"].startswith(TURN)]
    assert [role(m) for m in told] == [True], [m["Subject"] for m in org]
    assert bool(tom) == others_told, [m["Subject"] for m in tom]


@pytest.mark.parametrize(("asked", "status", "others_told"), ONE_MAIL,
                         ids=lambda v: v.body[:30] if isinstance(v, Asked) else str(v))
def test_an_organizer_who_plays_gets_one_mail_for_a_control_asked_by_mail(
        asked, status, others_told):
    check_one_mail(asked, status, others_told)


@pytest.mark.parametrize(("asked", "status", "others_told"), ONE_MAIL_HELD_OUT,
                         ids=lambda v: v.body[:30] if isinstance(v, Asked) else str(v))
def test_held_out_an_organizer_who_plays_gets_one_mail_for_a_control_asked_by_mail(
        asked, status, others_told):
    check_one_mail(asked, status, others_told)


# what says how to pause, how to resume, and the day a pause to Monday ends (cs, en)
HOW_PAUSE = ("pozastav hru“ (nebo", "pozastavte hru“ (nebo", "pause the game” (or")
HOW_RESUME = ("obnov hru", "obnovte hru", "resume the game")
MONDAY = ("pondělí", "Mon ")

PAUSED = [
    (Asked("Pozastavte hru", paused=True), True),
    (Asked("Pause the game please", "en", paused=True,
           until="Pause the game until Monday please"), False),
]
PAUSED_HELD_OUT = [
    (Asked("Pozastav hru, prosím, jedu na chatu.", paused=True, until="Pozastav hru do pondělí"),
     True),
    (Asked("Hi, please pause the game for now.", "en", fresh=False, paused=True), False),
]


def check_paused(asked: Asked, plays: bool) -> None:
    org, _, after = answered(asked, plays)
    assert after == "paused"
    said = "\n".join(_text(m) for m in org)
    assert len(org) == 1, said
    assert not any(how in said for how in HOW_PAUSE), said
    assert any(how in said for how in HOW_RESUME), said
    # till when: by itself on the day named, else until it is resumed
    assert any(day in said for day in MONDAY) == bool(asked.until), said


@pytest.mark.parametrize(("asked", "plays"), PAUSED,
                         ids=lambda v: v.body[:30] if isinstance(v, Asked) else str(v))
def test_a_pause_asked_of_a_paused_game_says_till_when_and_how_to_resume(asked, plays):
    check_paused(asked, plays)


@pytest.mark.parametrize(("asked", "plays"), PAUSED_HELD_OUT,
                         ids=lambda v: v.body[:30] if isinstance(v, Asked) else str(v))
def test_held_out_a_pause_asked_of_a_paused_game_says_till_when_and_how_to_resume(asked,
                                                                                 plays):
    check_paused(asked, plays)
