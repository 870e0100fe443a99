"""An organizer who does not play is answered fully and about the game they asked of (issue
42). The class: an answer to an organizer's mail that tells less, or of another game, than
they asked: a running game without its standings ("Kdo vede?"), the subject naming the first
of their games for a question of another, the same line once per game, silence for a fresh
mail once all their games are over, or for a question sent as a reply to our own answer
(logged as a mail without a token). Members held out: test_mail_organizer_held_out.py."""

from __future__ import annotations

import pytest
from test_mail_organizer_answered import ORG, Table, _text


class Games(Table):
    """The organizer's table, in the organizer's language."""

    def __init__(self, tmp: str, lang: str = "cs") -> None:
        super().__init__(tmp)
        self.lang = lang

    def game(self, rules_id: str, *, plays: bool = False, start: bool = True,
             finish: bool = False, title: str = "",
             names: tuple[str, ...] = ("Petra Malá", "Tom Hall", "Eva Nová")) -> str:
        from bench.mail_games import _reply, _to, first_option
        from functions.service import PlayerSpec

        players = [PlayerSpec(name, f"{name.split()[0].lower()}@example.org", self.lang)
                   for name in names]
        game = self.service.create(rules_id, players, ORG, options={"lang": self.lang},
                                   title=title, start=start)
        self.postman.deliver_pending()
        while finish and (view := self.service.view(game.id)).game.status == "running":
            seat = view.game.seat(view.game.to_move)
            mail = next(m for m in reversed(self.outbox.sent) if _to(m) == seat.email)
            self.send(_reply(mail, first_option(view, seat), self.written))
        return game.id


@pytest.fixture
def table():
    with Games.opened() as made:
        yield made


def test_who_leads_gets_the_standings_of_a_running_game(table):
    game = table.game("1926")
    outcome, mails = table.ask(table.to_org(game)[0], "Díky. Kdo vede?")
    assert outcome.action == "answered" and len(mails) == 1
    text = _text(mails[0])
    assert "Petra Malá: Volitelé 0; Zbývající pyramidky 3 velké" in text, text
    assert "Tom Hall: Volitelé" in text


def test_a_question_naming_one_game_is_answered_of_it_under_its_name(table):
    table.game("1926")
    table.game("westernpoly")
    outcome, mails = table.ask(None, "Dobrý den, jak stojí moje WesternPoly?", fresh=True)
    assert outcome.action == "answered" and len(mails) == 1
    # "Dobrý den" is answered in its register (review 16)
    assert str(mails[0]["Subject"]) == "Jak stojí Vaše hra — WesternPoly"
    assert "1926" not in _text(mails[0])


def test_an_answer_of_two_games_names_both_and_points_to_the_dashboard_once(table):
    table.game("goofspiel")
    table.game("1926")
    outcome, mails = table.ask(None, "Jak jsou na tom moje hry?", fresh=True)
    assert str(mails[0]["Subject"]) == "Jak stojí tvoje hry — Goofspiel a 1926"
    assert _text(mails[0]).count("(odkaz níže)") == 1


def test_a_fresh_mail_once_every_game_is_over_is_answered_with_the_last_result(table):
    game = table.game("goofspiel", finish=True)
    outcome, mails = table.ask(None, "Ahoj, tak jak to dopadlo?", fresh=True)
    assert outcome.action == "answered" and outcome.game_id == game
    assert "Pořadí: Petra Malá" in _text(mails[0]) or "Pořadí: Tom Hall" in _text(mails[0])


def test_a_question_replying_to_our_answer_is_answered_and_thanks_alone_is_not(table):
    game = table.game("goofspiel")
    _, [answer] = table.ask(table.to_org(game)[0], "Jak to jde?")
    outcome, mails = table.ask(answer, "Díky. A kdo vede?")
    assert outcome.action == "answered" and len(mails) == 1
    assert "Petra Malá: Body 0" in _text(mails[0]) or "Body" in _text(mails[0])
    outcome, mails = table.ask(mails[0], "Díky!")
    assert outcome.action == "ignored" and mails == []
    assert "thanks after our answer" in outcome.detail  # never "no valid reply token"
