"""A return said in words ends a declared absence (issue 42, conv30): Jana, away "do pátku",
wrote "jsem doma dřív a hraju dál" and stayed away, the bot playing for her. The class: a
return said in words, with or without a move in the same reply, in Czech (with or without
diacritics) and English, ends the absence and the reply says once that she is back and her
turns are hers again; words that are no return ("zpátky na start", "vrátím se v pondělí",
"hraju dál jen když …") leave the absence as it was. Held out: test_conv30_held_out.py."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec

AWAY = {"cs": "jsem pryč do pátku", "en": "I'm away until Friday"}
WELCOME = {"cs": "vítej zpátky", "en": "welcome back"}
# the reply says her turns are hers again: the bot stops, or she plays again
HERS = {"cs": ("robot už za tebe nehraje", "zase hraješ"),
        "en": ("the bot no longer plays for you", "you play again")}


@dataclass
class Answer:
    away_until: str | None  # the absence after the reply (None: over)
    texts: list[str]  # the mails to her after the reply


def answer(lang: str, words: str, policy: str = "autoplay") -> Answer:
    """Bob declares an absence in words, the table plays a few turns, then he writes `words`
    to his newest mail."""
    players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
               PlayerSpec("Cid Roe", CID, lang)]
    with open_table(players=players, options={"lang": lang, "away": policy}) as t:
        assert t.reply(BOB, AWAY[lang]).action == "answered"
        assert t.record().seat_of(BOB).away_until is not None
        for _ in range(4):
            record = t.record()
            if record.seat(record.to_move).email != BOB:
                first_choice(t)
            t.clock.moment += timedelta(hours=1)
            t.deliver()
        since = len(t.outbox.sent)
        t.reply(BOB, words)
        return Answer(t.record().seat_of(BOB).away_until,
                      [text_of(m) for m in t.outbox.sent[since:] if _to(m) == BOB])


def back_once(lang: str, got: Answer) -> bool:
    """The absence is over and the mails after the reply say so once, with her turns hers."""
    told = " ".join(got.texts).lower()
    return got.away_until is None and told.count(WELCOME[lang]) == 1 \
        and any(hers in told for hers in HERS[lang])


RETURNS = [
    ("cs", "jsem doma dřív a hraju dál"),
    ("cs", "už jsem zpátky"),
    ("en", "I'm back early, count me in"),
    ("cs", "Zpět ve hře. Kupuju."),
    ("cs", "Jsem zpatky z hor, hraju zase sama za sebe"),
    ("cs", "Vrátila jsem se dřív, takže už můžu hrát."),
    ("en", "Back home already - I'll take my turns again"),
    ("cs", "Konec dovolené, hraju zase já."),
    ("en", "Hi all, I'm back now and playing again."),
    ("cs", "Jsem zase online, robota už nepotřebuju"),
    ("en", "back from holiday, thanks bot :)"),
    ("cs", "Dovolená skončila dřív, jsem tu."),
]
NOT_RETURNS = [
    ("cs", "zpátky na start"),
    ("cs", "vrátím se v pondělí"),
    ("cs", "hraju dál jen když mi Petr prodá Saloon"),
    ("cs", "Nejsem zpátky, jen jsem se koukla."),
    ("en", "I'll be back on Monday"),
    ("cs", "Až budu zpátky, koupím Saloon"),
    ("en", "Go back 3 spaces - is that a card?"),
]


@pytest.mark.parametrize(("lang", "words"), RETURNS)
def test_a_return_in_words_ends_the_absence_and_is_confirmed_once(lang, words):
    got = answer(lang, words)
    assert back_once(lang, got), (got.away_until, got.texts)


@pytest.mark.parametrize(("lang", "words"), NOT_RETURNS)
def test_words_that_are_no_return_leave_the_absence(lang, words):
    got = answer(lang, words)
    assert got.away_until is not None
    assert not any(WELCOME[lang] in text.lower() for text in got.texts), got.texts


def test_a_return_in_words_ends_an_absence_whose_deadlines_were_extended():
    got = answer("cs", "jsem doma dřív a hraju dál", policy="extend")
    assert back_once("cs", got), (got.away_until, got.texts)
