"""One list of the words people name our bots by (functions/mail/bot_words.py), read alike by
every reader of them (str36). The class: the bot words stood in four lists that had grown
apart: a player's "what did the bot do?" (render.state_answers: "bot" and any longer word,
"bottom" too), the organizer's "who has the robot play for them?" (organizer_questions: some
Czech cases), the player's question "has the bot …" (state_questions: "the bot", "the robot")
and a player back "robota už nepotřebuju" (return_words: two forms). A form one of them knew
was lost on the others. Members as people write them, each form put to every reader;
HELD_OUT (test_bot_words_held_out.py) was kept aside."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from functions.mail.return_words import said_back
from functions.mailroom import organizer_questions
from functions.mailroom.state_questions import state_questions
from functions.render import state_answers
from rules.text import fold

# (a form of the bot's name, Czech with or without diacritics, or English)
MEMBERS = ["robot", "robota", "robotovi", "robotem", "roboti", "bot", "botem", "botovi",
           "bots", "robůtek", "Robot", "BOT"]
# words that hold "bot" but name no bot
NOT_BOTS = ["bottom", "botanika", "sobota", "robustní"]

NEWS = ["Tom Hanks koupil Saloon", "Robot Karel koupil Ranč", "Petr Novák hodil 7"]


def _game_with_a_bot():
    """A record's seats as state_answers reads them: Tom and Petr people, Karel a bot."""
    seats = [SimpleNamespace(bot=False, shown_names=("Tom Hanks",)),
             SimpleNamespace(bot=True, shown_names=("Robot Karel",)),
             SimpleNamespace(bot=False, shown_names=("Petr Novák",))]
    return SimpleNamespace(seats=seats)


def of_the_bots(question: str) -> list[str]:
    """What happened, as a player's question of it is answered (a question naming no player)."""
    asked = SimpleNamespace(about=None, text=fold(question))
    return list(state_answers._of_whom(asked, _game_with_a_bot(), NEWS))


def readers(word: str) -> dict[str, bool]:
    """Whether each reader of bot words reads `word` as a bot's name, in a sentence of its
    own as people write it."""
    asked = state_questions(f"Has the {word} bought anything yet?", [])
    return {
        "happened": of_the_bots(f"Co udělal {word}?") == ["Robot Karel koupil Ranč"],
        "organizer": "away" in organizer_questions.asked(f"Za koho hraje {word}?"),
        "player": [a.topic for a in asked] == ["happened"],
        "back": said_back(fold(f"jsem zpátky a {word} už nepotřebuju")),
    }


@pytest.mark.parametrize("word", MEMBERS)
def test_every_reader_knows_each_name_of_the_bot(word):
    assert readers(word) == dict.fromkeys(("happened", "organizer", "player", "back"), True)


@pytest.mark.parametrize("word", NOT_BOTS)
def test_a_word_that_only_holds_bot_names_no_bot(word):
    """ "Co se stalo na bottom?" asks of everything: the bots' lines are not picked out."""
    assert of_the_bots(f"Co se stalo, {word}?") == NEWS
    assert not said_back(fold(f"jsem zpátky a {word} už nepotřebuju"))
