"""Every mail of whole games says each thing once, counts and names what happened rightly
(issue 42, brief once50): WesternPoly, 1926, Goofspiel and Oh Hell played by mail in Czech and
English, one player answering every turn mail, another away for a while (the bot plays for
them, or the service takes them out) and back. Every mail is read for a fact told twice (a line
the list tells again, scores the list or the final standings and the board both tell, whose
turn it is), counts said wrongly (a range of one, a plural for one, sentences run on after
their full stop) and a seat the service took out called resigned.
The held-out games are in tests/test_mail_said_once_held_out.py."""

from __future__ import annotations

import pytest

from functions.service import PlayerSpec
from tests.mail_said_once import Played, miscounted, misnamed, play, removed_names, told_twice

ANN, BOB = "ann@example.org", "bob@example.org"
TOM, JANA = "tom@example.com", "jana@example.cz"


def players(rules_id: str, lang: str, czech: bool) -> list[PlayerSpec]:
    """Two people by mail and a bot (Czech names or English and Czech)."""
    bot = "greedy" if rules_id == "1926" else "strong"
    if czech:
        return [PlayerSpec("Anna Nováková", ANN, lang), PlayerSpec("Bohumil Král", BOB, lang),
                PlayerSpec("Cyril Malý", "", lang, bot=bot)]
    return [PlayerSpec("Tom Hall", TOM, lang), PlayerSpec("Jana Dvořáková", JANA, lang),
            PlayerSpec("Mike Brown", "", lang, bot=bot)]


OPTIONS = {"westernpoly": {"max_rounds": 30}, "ohhell": {"hands": "1,2,3,2"}}

# (game, language, Czech names, the human's replies before the absent one is back, seed,
# how the service treats a missed turn)
GAMES = [("westernpoly", "en", True, 4, "a", "autoplay"),
         ("westernpoly", "cs", False, 7, "b", "autoplay"),
         ("1926", "en", True, 4, "b", "autoplay"),
         ("1926", "cs", False, 7, "a", "remove"),
         ("goofspiel", "cs", False, 7, "a", "autoplay"),
         ("goofspiel", "en", True, 4, "b", "autoplay"),
         ("ohhell", "cs", True, 4, "a", "autoplay"),
         ("ohhell", "en", False, 7, "b", "autoplay")]


def whole_game(rules_id: str, lang: str, czech: bool, back_after: int, seed: str,
               missed: str) -> Played:
    """One of the games played to its end by mail."""
    human, away = (ANN, BOB) if czech else (TOM, JANA)
    return play(rules_id, players(rules_id, lang, czech),
                {"lang": lang, "missed_turn": missed, **OPTIONS.get(rules_id, {})},
                human, away, back_after, seed)


def findings(played: Played) -> list[str]:
    """What the game's mails say twice, count wrongly or misname, mail by mail."""
    removed = removed_names(played)
    return [f"{mail.to} “{mail.subject}”: {found}" for mail in played.mails
            for found in (*told_twice(mail), *miscounted(mail), *misnamed(mail, removed))]


@pytest.fixture(scope="module", params=GAMES, ids=["-".join(map(str, g)) for g in GAMES])
def game(request) -> Played:
    return whole_game(*request.param)


def test_the_game_was_played_to_its_end_by_mail(game):
    assert game.view.game.status == "finished"
    assert {mail.to for mail in game.mails} >= {s.email for s in game.view.game.seats if s.email}


def test_every_mail_says_each_thing_once_and_counts_and_names_it_rightly(game):
    assert findings(game) == []


def test_a_seat_taken_out_stands_as_out_not_resigned():
    played = whole_game("1926", "en", True, 50, "a", "remove")
    removed = removed_names(played)
    assert removed  # the absent player was taken out
    over = [m for m in played.mails if m.subject.startswith("Game over")]
    assert over and all(not misnamed(m, removed) for m in played.mails)
    assert all(f"{removed[0]}: out of the game" in m.text for m in over)
