"""A question of the rules or of the public table is answered by the game from its own data
(issue 42: a newcomer asked "Kolik peněz se dostává na začátku?", "Kolik platí nájem za
Saloon?", "vidí ostatní, kolik jsem dal?" and got "Na zbytek tvých otázek ti odpovědět neumím").

Class: a question of the rules or the PUBLIC state that the game's own data answers is answered
from the rules (numbers from the rules' data, never retyped), in the reader's language, from
what the reader may see (never the deck's order, a sealed bid, another's hand); one nobody here
can answer gets the polite "can't answer" and where to read how the game is played (HELP).
Members are written as players write them (with and without diacritics, a generic "you");
HELD_OUT was kept aside while the answers were built: 11 of its 13 were answered before the two
it showed were fixed (a generic "you" read as a question to another player; "Které karty
zbývají Janě?" not known as one of the others' cards).
In each game Tom Hanks, Petr Novák and Jana Nováková play; nothing has been played yet.
"""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table
from test_questions_answered_whole import ADDRESS, NAMES, _ask, _top, answered_whole

import rules
from bench.mail_follow import text_of
from functions.service import PlayerSpec
from rules.ohhell.texts import card_words
from rules.westernpoly.board import CHAINS, FIELDS, START_BONUS, START_CASH
from rules.westernpoly.words import money

SALOON = FIELDS[CHAINS[6][0]]
BANK = FIELDS[CHAINS[8][-1]]

# (game, language, who writes, the mail, what the top of its answer says)
MEMBERS = [
    ("westernpoly", "cs", "petr", "Kolik peněz se dostává na začátku?",
     (money(START_CASH, "cs"), money(START_BONUS, "cs"))),
    ("westernpoly", "cs", "jana", "S kolika penězi se začíná?", (money(START_CASH, "cs"),)),
    ("westernpoly", "en", "jana", "How much money does everyone start with?",
     (money(START_CASH, "en"),)),
    ("westernpoly", "cs", "petr", "kolik dostanu kdyz projdu startem",
     (money(START_BONUS, "cs"),)),
    ("westernpoly", "cs", "petr", "Kolik platí nájem za Saloon?",
     (money(SALOON.rents[0], "cs"), money(SALOON.rents[-1], "cs"))),
    ("westernpoly", "cs", "tom", "Jaky je najem na Zlatem dolu?",
     (money(SALOON.rents[0], "cs"), "Zlatý důl")),
    ("westernpoly", "en", "petr", "what's the rent for the Bank with 2 stars?",
     (money(BANK.rents[2], "en"),)),
    ("westernpoly", "en", "jana", "do I pay rent to myself?", ("No: on your own field",)),
    # two chains in one question: both told (only the first was)
    ("westernpoly", "cs", "jana", "Kolik je nájem na Saloonu a kolik na Bance?",
     (money(SALOON.rents[0], "cs"), money(BANK.rents[0], "cs"))),
    ("westernpoly", "en", "tom", "What's the rent on the Saloon and on the Bank?",
     (money(SALOON.rents[0], "en"), money(BANK.rents[0], "en"))),
    ("westernpoly", "cs", "jana", "Platím nájem, když stoupnu na svoje pole?",
     ("na vlastním poli nájem neplatíš",)),
    ("westernpoly", "cs", "jana", "kolik se plati za vlak?", ("Vlaku i Nákladu",)),
    ("westernpoly", "cs", "tom", "Kolik stojí hvězda na Saloonu?",
     (money(SALOON.star_cost, "cs"),)),
    ("westernpoly", "cs", "petr", "půjde hrát z mobilu?", ("Ano: hraje se e-mailem",)),
    ("westernpoly", "en", "tom", "Can I play this on my phone?", ("Yes: the game is played",)),
    ("goofspiel", "cs", "petr", "vidí ostatní, kolik jsem dal?", ("nikdo nevidí",)),
    ("goofspiel", "en", "petr", "Do the others see what I bid?", ("Nobody sees your bid",)),
    ("goofspiel", "cs", "petr", "Jaké karty ještě má soupeř?", ("Tom Hanks: 1, 2",)),
    ("goofspiel", "en", "tom", "What cards does Petr still have?", ("Petr Novák: 1, 2",)),
    ("goofspiel", "cs", "tom", "Jake ceny jeste zbyvaji?", ("v jakém pořadí, neví nikdo",)),
    ("ohhell", "en", "jana", "what's trump?", ("The trump of this hand",)),
    ("ohhell", "cs", "tom", "Co je trumf?", ("trumf tohoto rozdání",)),
    ("ohhell", "en", "jana", "how many tricks did I bid?", ("You have not bid",)),
    ("ohhell", "en", "tom", "How does scoring work?", ("10 points more",)),
    ("1926", "cs", "petr", "kolik pyramid mi zbývá?", ("zbývají ti 3 velké",)),
    ("1926", "cs", "petr", "Kolik pyramid ma jeste Jana?", ("Jana Nováková má teď",)),
    ("1926", "en", "jana", "How many voters are in Praha?", ("Region Praha: 17 electors",)),
    ("1926", "cs", "jana", "Kolik volitelů je v Brně?", ("region Brno: 14 volitelů",)),
    ("1926", "cs", "tom", "kolik volitelu potrebuju k vyhre?", ("aspoň 39",)),
    ("1926", "cs", "tom", "Kolik pyramidek se dá dát do jednoho města?",
     ("se vejdou 3 kandidáti",)),
]
HELD_OUT = [
    ("westernpoly", "cs", "jana", "Kolik je startovní hotovost?", (money(START_CASH, "cs"),)),
    ("westernpoly", "en", "petr", "How much do you get when you pass Start?",
     (money(START_BONUS, "en"),)),
    ("westernpoly", "cs", "tom", "kolik bych platil za najem v Bance?",
     (money(BANK.rents[0], "cs"),)),
    ("westernpoly", "en", "jana", "If I land on my own saloon, do I pay anything?",
     ("No: on your own field",)),
    ("westernpoly", "cs", "petr", "Jde to hrát i přes telefon?", ("Ano: hraje se e-mailem",)),
    ("goofspiel", "en", "jana", "Are the bids secret?", ("Nobody sees your bid",)),
    ("goofspiel", "cs", "tom", "Které karty zbývají Janě?", ("Jana Nováková: 1, 2",)),
    ("ohhell", "en", "petr", "Which suit is trump this hand?", ("The trump of this hand",)),
    ("ohhell", "cs", "jana", "Kolik zdvihů jsem hlásila?", ("ještě hlásit budeš",)),
    ("ohhell", "cs", "tom", "Jak se počítají body?", ("navíc 10 bodů",)),
    ("1926", "en", "tom", "How many electors do I need to win?", ("at least 39",)),
    ("1926", "cs", "jana", "Kolik hlasů má Plzeň?", ("region Plzeň: 12 volitelů",)),
    ("1926", "en", "petr", "how many candidates can go into one region?",
     ("A region takes 3 candidates",)),
]


@pytest.mark.parametrize("game,lang,who,body,said", MEMBERS)
def test_a_question_of_the_rules_is_answered_from_them(game, lang, who, body, said):
    assert answered_whole(lang, who, body, said, game), _ask(lang, who, body, game)


@pytest.mark.parametrize("game,lang,who,body,said", HELD_OUT)
def test_held_out_a_question_of_the_rules_is_answered_from_them(game, lang, who, body, said):
    assert answered_whole(lang, who, body, said, game), _ask(lang, who, body, game)


def test_the_others_cards_are_hidden_when_bids_stay_sealed():
    """With `reveal: winner` the others' cards left would tell their bids: said hidden."""
    game = rules.get("goofspiel")
    state = game.new_game(["Tom", "Petr"], options={"reveal": "winner", "lang": "cs"}, seed=1)
    said = game.answer_rules(state, "Tom", "jake karty jeste ma souper", "cs")
    assert said is not None and "skryté" in said[0] and "1, 2" not in said[0], said


def test_another_hand_is_never_told():
    """Oh Hell: a question of another's cards never names one of them, beside the trump it
    answers (the game answers from the reader's view, which holds only their own hand)."""
    players = [PlayerSpec(NAMES[a], a, "en") for a in (ANN, BOB, CID)]
    with open_table(players=players, rules_id="ohhell") as table:
        view = table.service.view(table.game.id)
        tom = rules.get("ohhell").view(view.state, view.state.players[0])
        before = len(table.outbox.sent)
        table.reply(ADDRESS["petr"], "What cards does Tom have? And what's trump?")
        (text,) = [text_of(m) for m in table.outbox.sent[before:]
                   if str(m["To"]).endswith(f"<{ADDRESS['petr']}>")]
    top = _top(text)
    assert tom["hand"] and "The trump of this hand" in top, text
    assert not any(card_words(card, "en") in top for card in tom["hand"]
                   if card != tom["trump"]), text


@pytest.mark.parametrize("lang,body,said", [
    ("cs", "Je to vůbec fér?", "NÁPOVĚDA ti pošle, jak se hra hraje"),
    ("en", "Is the dealer chosen at random?", "HELP sends how the game is played"),
])
def test_what_nobody_can_answer_points_to_the_help(lang, body, said):
    """A question nobody here can answer is said so, with where to read how it is played."""
    outcome, texts = _ask(lang, "jana", body)
    (text,) = texts
    assert said in _top(text), text


@pytest.mark.parametrize("game,lang,body,subject", [
    ("westernpoly", "cs", "Kolik mam penez?", f"Máš {money(START_CASH, 'cs')} — "),
    ("westernpoly", "en", "do I pay rent to myself?", "No: on your own field you pay no rent — "),
    ("ohhell", "cs", "Co je trumf?", "Trumf tohoto rozdání: "),
    ("westernpoly", "cs", "Je to vůbec fér?", "Stav hry — "),
    ("westernpoly", "cs", "Jak můžu prodat pole?", "Nápověda: „Jak můžu prodat pole?“ — "),
    ("westernpoly", "en", "How do I make a trade offer to Petr and what happens if he says no "
                          "and I want to try again later?", "Help with your question — "),
])
def test_an_answer_is_titled_by_what_it_tells(game, lang, body, subject):
    """The subject says what the mail tells (issue 42: never "Odpověď na tvou otázku")."""
    players = [PlayerSpec(NAMES[a], a, lang) for a in (ANN, BOB, CID)]
    with open_table(players=players, rules_id=game) as table:
        before = len(table.outbox.sent)
        table.reply(ADDRESS["tom"], body)
        (mail,) = [m for m in table.outbox.sent[before:]
                   if str(m["To"]).endswith(f"<{ADDRESS['tom']}>")]
    assert str(mail["Subject"]).startswith(subject), mail["Subject"]


@pytest.mark.parametrize(("said", "subject"), [
    # review 19o: "Kdy mám termín?" came back titled "Ota má čas do 9" (cut at a date's dot)
    ("Ota Král má čas do 9. 12. 2026 (středa), 09:00 SEČ; tvůj tah ti přijde e-mailem.",
     "Ota Král má čas do 9. 12. 2026 (středa), 09:00 SEČ"),
    ("Ota has until Wed 9 Dec 2026, 09:00 CET; your own turn comes by mail.",
     "Ota has until Wed 9 Dec 2026, 09:00 CET"),
])
def test_an_answers_subject_is_its_first_sentence_whole(said, subject):
    from functions.render.state_answers import told

    assert told(said, "cs" if "SEČ" in said else "en") == subject
