"""A turn the bot played for a player is told in the next mail they get anyway (their next
turn, or an answer of ours), or in a mail of its own when none comes within a day
(docs/time.md, missed_turn=autoplay); never once per missed turn to an absent player (see
test_mail_absent).

Class: a person not told, or told late, what was done in their name."""

from __future__ import annotations

import tempfile
from datetime import timedelta

import pytest
from test_mail_one_outcome import _open

from bench.mail_follow import text_of
from bench.mail_games import SECRET, SETTINGS, _reply, _to
from functions.mailroom import incoming
from functions.service import PlayerSpec

A, B, C = "ann@example.org", "bob@example.org", "cid@example.org"
TOLD = ("the game's bot played for you", "zahrál za tebe robot")


class _Game:
    def __init__(self, tmp, rules_id, lang):
        people = [PlayerSpec("Ann Lee", A, lang), PlayerSpec("Bob Day", B, lang),
                  PlayerSpec("Cid Roe", C, lang)]
        (self.store, self.clock, self.outbox, self.service, self.postman,
         self.game) = _open(rules_id, people, {"lang": lang, "deadline_hours": 24,
                                                "reminder_hours": [],
                                                "missed_turn": "autoplay"}, tmp)
        self.n = 0

    def to_move(self):
        record = self.service.record(self.game.id)
        return [record.seat(s).email for s in record.waited]

    def reply(self, who, body, hours=0.5):
        self.n += 1
        mail = [m for m in self.outbox.sent if _to(m) == who][-1]
        incoming.handle(_reply(mail, body, self.n), service=self.service, secret=SECRET,
                        settings=SETTINGS)
        self.pass_time(hours)

    def pass_time(self, hours):
        self.clock.moment += timedelta(hours=hours)
        self.service.tick()
        self.postman.deliver_pending()

    def others_until_ann(self, hours):
        while A not in self.to_move():
            for who in self.to_move():
                self.reply(who, "1", hours)

    def ann_mails(self, since):
        return [m for m in self.outbox.sent[since:] if _to(m) == A]


def _missed(rules_id, lang, after):
    with tempfile.TemporaryDirectory() as tmp:
        g = _Game(tmp, rules_id, lang)
        try:
            g.others_until_ann(0.5)
            since = len(g.outbox.sent)
            g.pass_time(25)  # Ann's deadline passes: the bot plays for her
            after(g)
            return [text_of(m) for m in g.ann_mails(since)]
        finally:
            g.store.close()


def _told_once_first(texts):
    told = [i for i, text in enumerate(texts) if any(t in text for t in TOLD)]
    assert told == [0], texts  # the first mail she gets says it, and only that one


@pytest.mark.parametrize("rules_id, lang", [("1926", "en"), ("westernpoly", "cs")])
def test_the_next_turn_mail_tells_it_when_the_others_take_hours(rules_id, lang):
    texts = _missed(rules_id, lang, lambda g: g.others_until_ann(5))
    _told_once_first(texts)
    assert len(texts) == 1  # no mail of its own before the turn mail


@pytest.mark.parametrize("rules_id, lang", [("1926", "cs"), ("westernpoly", "en")])
def test_an_answer_of_ours_tells_it_first(rules_id, lang):
    def ask_help(g):
        g.reply(A, "HELP" if lang == "en" else "NÁPOVĚDA", 1)
        g.others_until_ann(5)
    texts = _missed(rules_id, lang, ask_help)
    _told_once_first(texts)


@pytest.mark.parametrize("rules_id, lang", [("1926", "en"), ("westernpoly", "cs")])
def test_a_mail_of_its_own_when_none_comes_within_a_day(rules_id, lang):
    texts = _missed(rules_id, lang, lambda g: g.pass_time(23))  # the others take their time
    assert texts == []
    texts = _missed(rules_id, lang, lambda g: g.pass_time(25))
    assert texts and any(t in texts[0] for t in TOLD), texts
