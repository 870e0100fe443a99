"""No mail prints a heading with nothing under it (issue 42: a WesternPoly board carrying a
read-back printed "Co se mezitím stalo:" and then the board).

Class: a heading of any mail (a turn, a board, a read-back, news, the game's end) in any game,
in both parts, has words under it. Members: every mail of whole games of the four games whose
players write their move with what players add to it (the board asked for, a question of the
game's state, a line the game cannot read, nothing), with a silence of a week in the middle
(missed turns, the bot standing in, summaries); the Czech plays were looked at while
building, the English ones were kept aside."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_headings import empty_headings
from mail_pace_table import kinds as kinds_of
from mail_pace_table import pace_table

from bench.mail_games import first_option
from functions.service import PlayerSpec

OPTIONS = {"westernpoly": {"max_rounds": 4}, "1926": {}, "goofspiel": {},
           "ohhell": {"hands": "1,2"}}
# what a player adds under their move, in turn
ADDED = {"cs": ["STAV", "Kolik mám peněz? Kdo vede?", "Kdo vede?", "nevím co dál", ""],
         "en": ["STATUS", "how much money have I got?", "who's winning?", "no idea", ""]}


def _mails(rules_id: str, lang: str, pace: timedelta):
    """Every mail of a whole game whose players add ADDED[lang] under their moves."""
    players = [PlayerSpec(name, f"{name.split()[0].lower()}@example.org", lang)
               for name in ("Tom Hall", "Lucie Malá", "Kim Lee")]
    with pace_table(rules_id, players, pace, lang=lang, **OPTIONS[rules_id]) as table:
        for n in range(300):
            view = table.view()
            if view.game.status != "running" or not table.waited():
                break
            if n == 4:  # a long silence: deadlines pass, the bots stand in, summaries go out
                table.clock.moment += timedelta(days=8)
                table.service.tick()
                table.postman.deliver_pending()
                continue
            mover = table.waited()[0]
            move = first_option(view, view.game.seat_of(mover))
            table.reply(mover, f"{move}\n{ADDED[lang][n % len(ADDED[lang])]}")
        return list(table.outbox.sent)


@pytest.mark.parametrize("lang", ["cs", "en"], ids=["tuned", "held-out"])
@pytest.mark.parametrize("rules_id", sorted(OPTIONS))
def test_no_mail_of_a_whole_game_prints_an_empty_heading(rules_id, lang):
    found, kinds = {}, set()
    for pace in (timedelta(minutes=1), timedelta(hours=3)):  # read-backs folded and alone
        for mail in _mails(rules_id, lang, pace):
            plain, markup = mail.get_body(("plain",)), mail.get_body(("html",))
            assert plain is not None and markup is not None, mail["Subject"]
            kinds |= kinds_of(mail)
            for heading in empty_headings(plain.get_content(), markup.get_content()):
                found.setdefault(heading, str(mail["Subject"]))
    assert len(kinds) >= 3  # turns, read-backs, boards, the end
    assert found == {}


@pytest.mark.parametrize(("text", "markup", "empty"), [
    ("Ahoj Evo,\n\nCo se mezitím stalo:\n\nWesternPoly — Kolo 1\n", "<p>x</p>",
     ["text: Co se mezitím stalo:"]),
    ("Hello,\n\nWhat happened since:\n", "<h2>What happened since</h2>\n<ul>\n</ul>\n<h2>B</h2>x",
     ["text: What happened since:", "HTML: What happened since"]),
    ("Co se mezitím stalo:\n  - Kupuješ Chatrč\n", "<h2>Co se mezitím stalo</h2><ul><li>Kupuješ"
     "</li></ul>", []),
])
def test_the_check_sees_a_heading_with_nothing_under_it(text, markup, empty):
    assert empty_headings(text, markup) == empty


@pytest.mark.parametrize(("lang", "heading", "not_said"), [
    ("cs", "Co se zatím stalo:", "Co se mezitím stalo"),
    ("en", "What has happened so far:", "What happened since")])
def test_the_first_mail_tells_what_happened_so_far_not_meanwhile(lang, heading, not_said):
    """Review rev56: "Co se mezitím stalo:" in a game's very first mail, where no mail came
    before it for "meanwhile" to point at (two bots moved before the human seat's turn)."""
    from mail_table import ANN, open_table

    from bench.mail_follow import text_of
    from functions.service import PlayerSpec

    players = [PlayerSpec("", "", lang, bot="strong"), PlayerSpec("", "", lang, bot="strong"),
               PlayerSpec("Jana Nováková", ANN, lang)]
    with open_table(players=players, options={"lang": lang}) as table:
        (first,) = [m for m in table.outbox.sent if ANN in str(m["To"])]
    text = text_of(first)
    assert heading in text and not_said not in text, text
