"""Issue 41, the misplays a blind review found after review 11 and their classes: a line that
speaks of a piece on the board beside the player's move line; Goofspiel's prize named in a
remark beside the card bid; a card of then beside a card of now; "tam" after a question that
names one region. Members built for this project as players write them; a third of each
class is kept aside outside the repository and only measured."""

from __future__ import annotations

CLASSES = {
    "board_remark": "1926: a line that speaks of a piece on the board where it stands (a "
                    "demonstrative 'ta/ten/ty', a verb of being 'je/jsou/byla/vypadá', a "
                    "possessive, a name called) is a remark, never a move; the player's own "
                    "move line beside it is the move.",
    "prize_remark": "Goofspiel: the prize named in a remark ('tak šestka, hm', 'Šestka?', 'o "
                    "šestku jde') beside one other card is the prize; the other card is the "
                    "bid. Two cards other than the prize with no word of bidding are asked.",
    "now_after_then": "Goofspiel: a card in a clause of then or would-have ('minule bych "
                      "dala', 'last time I'd have') beside a card in a clause of now ('teď', "
                      "'tentokrát', 'now', 'this time'): the card of now is the bid.",
    "there_after_question": "1926: 'tam' after a question that names one region ('Tomášova "
                            "střední v Plzni? Tam dám velkou.') is that region.",
}

# (game, lang, body, the move read); goofspiel lines are read with the prize 6 on the table
MEMBERS = [
    ("board_remark", "1926", "cs", "Jano, ta malá v Brně je odvážná :)\nVelká do Olomouce.",
     "large olomouc"),
    ("board_remark", "1926", "cs", "Tomáši, ta velká v Praze je drzá!\nMalá do Plzně.",
     "small plzen"),
    ("board_remark", "1926", "cs", "Ta střední v Liberci vypadá osaměle.\nStřední do Opavy.",
     "medium troppau"),
    ("board_remark", "1926", "cs", "Lucko, tvoje malá v Olomouci je statečná.\nVelkou do Brna.",
     "large brno"),
    ("board_remark", "1926", "cs", "Ta velka v Plzni je silna.\nMala do Prahy", "small praha"),
    ("board_remark", "1926", "en", "That large one in Praha looks strong!\nsmall Brno",
     "small brno"),
    ("prize_remark", "goofspiel", "cs", "tak šestka, hm. Tentokrát pětka.", "bid 5"),
    ("prize_remark", "goofspiel", "cs", "Šestka, no jo. Dám pětku.", "bid 5"),
    ("prize_remark", "goofspiel", "cs", "O šestku jde, pětka.", "bid 5"),
    ("prize_remark", "goofspiel", "cs", "Šestka? Tentokrát trojka.", "bid 3"),
    ("prize_remark", "goofspiel", "cs", "Sestka, hm. Tentokrat devitka.", "bid 9"),
    ("prize_remark", "goofspiel", "en", "The six, hm. This time the four.", "bid 4"),
    ("now_after_then", "goofspiel", "cs", "Minule bych dala třináctku, ale teď jen dvojku.",
     "bid 2"),
    ("now_after_then", "goofspiel", "cs", "Minule bych dal krále, ale ted jen trojku.", "bid 3"),
    ("now_after_then", "goofspiel", "en", "Last time I'd have bid 13, but now just 2.", "bid 2"),
    ("now_after_then", "goofspiel", "cs", "Loni bych dal dvanáctku, ale tentokrát sedmičku.",
     "bid 7"),
    ("there_after_question", "1926", "cs", "Tomášova střední v Plzni? Tam dám velkou.",
     "large plzen"),
    ("there_after_question", "1926", "cs", "Lucina velká v Praze? Tam dám střední.",
     "medium praha"),
    ("there_after_question", "1926", "cs", "Tomasova stredni v Plzni? Tam dam malou.",
     "small plzen"),
    ("there_after_question", "1926", "cs", "Co Olomouc? Tam dám malou.", "small olomouc"),
]

# beside those members, never played: two cards of no prize, "tam" after two regions, a
# line of the board alone (game, lang, line)
UNPLAYED = [
    ("goofspiel", "cs", "Pětka. Sedmička."),
    # ("Šestka? Dám pětku. Sedmičku příště." bids 5 since rep19: the 7 is marked for later)
    ("goofspiel", "cs", "Šestka? Pětka. Sedmička."),
    ("1926", "cs", "Praha nebo Brno? Tam dám malou."),
    ("1926", "cs", "Jano, ta malá v Brně je odvážná :)"),
]
