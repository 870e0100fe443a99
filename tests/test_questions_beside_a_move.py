"""Every part of a question beside a move is answered (issue 42: the lead played 1926, Oh Hell
and WesternPoly by mail and found "Dávám velkou do Prahy. Kolik volitelů má Brno a kdo teď
vede?" answered in part, "Hlásím nulu. Kdo vynáší?" and "Beru ji. Kolik za ni budu brát
nájem?" not at all, "who leads the first trick?" answered with the score).

Class: a reply holding a move (played or refused) and questions; every part of every question
gets its answer or the plain "can't answer" line in the read-back (or refusal) that carries it,
never silence; the game's own meaning of a word ("lead", "vynáší", "trumf", "nájem za ni": the
field just bought) before the game-neutral one; a move written as a question ("Dám velkou do
Prahy, ok?") is a move, no question. Members are written as players write them: all four
games, Czech with and without diacritics, English, the question before or after the move, in
one sentence with it, several parts of one topic. HELD_OUT was kept aside while the answers
were built: 2 of 6 on land14, 5 of 6 after the first fixes (the tagged bid
"Hlásím jedna, ok?" showed a class, fixed after), 6 of 6 now; HELD_OUT_LATER, written after
the fixes and run once: 4 of 6 (a move opening a question sentence, "a kolik Praha?"), 6 of 6
now.
Tom Hanks moves first in each game (in WesternPoly he stands on Chatrč U Hnědáka, for sale).
"""

from __future__ import annotations

import pytest
from test_questions_answered_whole import CANT, _ask, answered_whole

from rules.westernpoly.board import FIELDS
from rules.westernpoly.words import money

HUT = FIELDS[1]  # Chatrč U Hnědáka: where Tom's first throw takes him, and what he buys

# (game, language, the mail Tom writes, what its read-back says; "played": the move was played;
# CANT: "can't answer" said of a part, never said where it is not listed)
MEMBERS = [
    ("1926", "cs", "Dávám velkou do Prahy. Kolik volitelů má Brno a kdo teď vede?",
     ("played", "Brno: 14 volitelů", "Vedeš ty")),
    ("1926", "en", "Medium in Brno please. How many electors does Praha have, and how many "
                   "large pyramids does Jana have left?",
     ("played", "Praha: 17 electors", "Jana Nováková has")),
    ("1926", "cs", "Kolik pyramid má Jana a kolik Petr? Dám malou do Olomouce.",
     ("played", "Jana Nováková má", "Petr Novák má")),
    ("ohhell", "en", "I bid 1. What is trump again, and who leads the first trick?",
     ("played", "The trump of this hand", "You lead the first trick")),
    ("ohhell", "cs", "Hlásím nulu. Kdo vynáší?", ("played", "První zdvih vynášíš ty")),
    ("ohhell", "cs", "hlasim 1. jaky je trumf a kdo vynasi?",
     ("played", "Trumf tohoto rozdání", "vynášíš ty")),
    ("westernpoly", "cs", "Beru ji. Kolik za ni budu brát nájem?",
     ("played", f"Chatrč U Hnědáka je {money(HUT.rents[0], 'cs')}")),
    ("westernpoly", "en", "Buy it. How much rent will I get for it?",
     ("played", money(HUT.rents[0], "en"))),
    # a part nobody answers is said so beside another that is answered; a lone question of
    # no game matter beside a move stays the player's chatter ("Mimochodem, kdy se zase
    # sejdeme u piva?": issue 41's class), as "Je to vůbec fér?" alone now is
    ("westernpoly", "cs", "Beru ji. Kolik za ni budu brát nájem? A je to vůbec fér?",
     ("played", f"Chatrč U Hnědáka je {money(HUT.rents[0], 'cs')}", CANT)),
    ("westernpoly", "cs", "Kupuju. Komu patří Chatrč U Hnědáka?", ("played", "patří tobě")),
    ("westernpoly", "en", "Buy. Who owns the Saloon?", ("played", "Saloon Zlatý důl is nobody's")),
    ("goofspiel", "en", "bid 5. Do the others see what I bid?", ("played", "Nobody sees your bid")),
    ("goofspiel", "cs", "Přihazuji 7. Jaké ceny ještě zbývají a kdo vede?",
     ("played", "v jakém pořadí", "Zatím nikdo nevede")),
]
HELD_OUT = [
    ("1926", "en", "large Praha. who's winning and how many electors does Brno have?",
     ("played", "You lead", "Brno: 14 electors")),
    ("1926", "cs", "Kolik volitelu ma Plzen a kolik pyramid ma Petr? Davam stredni do Brna.",
     ("played", "Plzeň: 12 volitelů", "Petr Novák má")),
    ("ohhell", "en", "Who leads? I bid 0.", ("played", "You lead the first trick")),
    ("ohhell", "cs", "Hlásím jedna, ok? Kolik mám bodů a kdo vynáší?",
     ("played", "0 bodů", "vynášíš ty")),
    ("westernpoly", "cs", "Kupuju. A kolik je nájem na tomhle poli?",
     ("played", money(HUT.rents[0], "cs"))),
    ("goofspiel", "en", "I'll bid 3. What prizes are still to come, and is this game any good?",
     ("played", "still to come", CANT)),
]

# written after the fixes, run once, never tuned on
HELD_OUT_LATER = [
    ("goofspiel", "cs", "prihazuji 4, kdo vede a jake ceny jeste zbyvaji?",
     ("played", "Zatím nikdo nevede", "v jakém pořadí")),
    ("westernpoly", "en", "What's the rent on this one? I'll buy it.",
     ("played", money(HUT.rents[0], "en"))),
    ("1926", "cs", "Malou do Olomouce. Kolik voličů má Olomouc a kolik Praha?",
     ("played", "Olomouc: 7 volitelů", "Praha: 17 volitelů")),
    ("ohhell", "en", "Who plays first this hand? bid 0 please",
     ("played", "You lead the first trick")),
    ("ohhell", "cs", "Hlásím 1. Kdo teď vede?", ("played", "Zatím nikdo nevede")),
    ("westernpoly", "cs", "kupuju. kolik za to pole dostanu najem a kolik mam penez?",
     ("played", money(HUT.rents[0], "cs"), "Máš ")),
]


@pytest.mark.parametrize("game,lang,body,said", MEMBERS)
def test_every_part_of_a_question_beside_a_move_is_answered(game, lang, body, said):
    assert answered_whole(lang, "tom", body, said, game), _ask(lang, "tom", body, game)


@pytest.mark.parametrize("game,lang,body,said", [*HELD_OUT, *HELD_OUT_LATER])
def test_held_out_every_part_of_a_question_beside_a_move_is_answered(game, lang, body, said):
    assert answered_whole(lang, "tom", body, said, game), _ask(lang, "tom", body, game)


@pytest.mark.parametrize("game,lang,body,said", [
    ("1926", "cs", "Dám velkou do Prahy, ok?", ()),
    ("westernpoly", "cs", "koupit, jo?", ()),
    ("westernpoly", "cs", "Kupuju, proč ne?", ()),
    ("ohhell", "en", "bid 1, right?", ()),
    ("ohhell", "cs", "Hlásím nulu, jo? A kdo vynáší?", ("První zdvih vynášíš ty",)),
])
def test_a_move_written_as_a_question_is_played_and_no_question(game, lang, body, said):
    """A move with a question tag ("…, ok?") is played, and no "can't answer" rides with it
    (a read-back is sent only when something is asked)."""
    outcome, texts = _ask(lang, "tom", body, game)
    assert outcome.action == "played" and len(texts) == bool(said), (outcome, texts)
    assert not any(word in text for text in texts for word in CANT), texts
    assert all(words in texts[0] for words in said), texts
