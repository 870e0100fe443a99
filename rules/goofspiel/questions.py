"""A player's question of Goofspiel's rules and public table answered from what the reader
may see (issue 42): whether the others see a bid (sealed until its round is resolved, or until
the end with `reveal: winner`), which cards the others still hold (every card less the bids
shown: public when bids are revealed, hidden otherwise), which prizes are still to come (their
values, never their order), who took the last round."""

from __future__ import annotations

import re

from rules.goofspiel.view import View
from rules.text import fold
from rules.wording import join

_SEEN = re.compile(r"\b(?:vidi|videj|uvidi|uvidej|vi|vedi|dozvi\w*|zjist\w*|see|sees|seen|"
                   r"know|knows|shown|visible|viditeln\w*)\b")
_BID = re.compile(r"\b(?:kolik|co|jakou|jakej|prihoz\w*|bid\w*|dal|dala|davam|prihodil\w*|"
                  r"prihodim|vsadil\w*|hral\w*|hraju|kart\w*|cards?|what i)\b")
_SECRET = re.compile(r"\b(?:skryt\w*|tajn\w*|zapecet\w*|hidden|secret|sealed|private)\b")
_CARDS = re.compile(r"\b(?:kart\w*|cards?)\b")
_OTHERS = re.compile(r"\b(?:soup\w*|protihrac\w*|ostatni\w*|opponent\w*|others?|"
                     r"other players?|ma|maji|zbyva\w*|zbyl\w*|has|have they|left|remain\w*|"
                     r"does \w+ (?:still )?have)\b")
_MINE = re.compile(r"\b(?:mam|mi|ja|do i|i have|my|me)\b")
_PRIZES = re.compile(r"\b(?:cen[ayu]?|cenami|cenach|prize\w*)\b")
# who took the round before ("Kdo vyhrál minulé kolo?", "who won the last prize?", "kdo bral
# posledni kartu?")
_LAST = re.compile(r"\b(?:minul\w*|posledn\w*|predchoz\w*|predesl\w*|last|previous|latest)\b")
_TOOK = re.compile(r"\b(?:vyhral\w*|vyhrava\w*|vzal\w*|bral\w*|ziskal\w*|dostal\w*|won|took|"
                   r"got|win\w*|take[sn]?)\b")
_ROUND = re.compile(r"\b(?:kol\w*|cen\w*|kart\w*|rounds?|prizes?|cards?|hand)\b")
_LEFT = re.compile(r"\b(?:zbyv\w*|zbyl\w*|zustav\w*|zustal\w*|jeste|left|remain\w*|still|"
                   r"to come|prijdou|budou)\b")


def asks(question: str) -> bool:
    """Whether a folded question asks whether bids are seen, what the others hold, or which
    prizes are left."""
    return _topic(question) is not None


def answer(view: View, player: str, question: str, lang: str) -> list[str] | None:
    """The sentences that answer a folded question `asks` knows, from `player`'s `view`."""
    topic = _topic(question)
    cs = lang == "cs"
    if topic == "last":
        if not view["rounds"]:
            return [_say(cs, "last_none")]
        last = view["rounds"][-1]
        told = _say(cs, "last_yours", prize=last["prize"]) if last["winner"] == player \
            else _say(cs, "last_won", prize=last["prize"], player=last["winner"]) \
            if last["winner"] else _say(cs, "last_tied", prize=last["prize"])
        if bids := last.get("bids"):  # shown to everyone once the round was resolved
            told += " " + _say(cs, "last_bids", bids=join(
                [f"{bidder} {card}" for bidder, card in bids.items()], lang))
        return [told]
    if topic == "seen":
        key = "seen_bids" if view["reveal"] == "bids" else "seen_winner"
        return [_say(cs, key)]
    if topic == "prizes":
        left = sorted(view["deck"])  # the values, in order of value: never the deck's order
        return [_say(cs, "prizes", cards=join(map(str, left), lang)) if left
                else _say(cs, "prizes_none")]
    if topic == "others":
        if view["reveal"] != "bids":
            return [_say(cs, "others_hidden")]
        shown: dict[str, set[int]] = {p: set() for p in view["players"] if p != player}
        for round_ in view["rounds"]:
            for bidder, card in round_.get("bids", {}).items():
                shown.setdefault(bidder, set()).add(card)
        said = question.split()
        named = [p for p in shown if any(w.startswith(fold(p).split()[0][:3]) for w in said)]
        held = [_say(cs, "held", player=other, cards=join(
            [str(c) for c in range(1, view["cards"] + 1) if c not in cards], lang))
            for other, cards in shown.items() if other != player
            and (not named or other in named)]  # the one asked of, else all the others
        return [_say(cs, "others", held="; ".join(held))]
    return None


def _topic(question: str) -> str | None:
    """What a folded question asks of the table: "last", "seen", "others", "prizes" (None:
    none)."""
    if _LAST.search(question) and _TOOK.search(question) and _ROUND.search(question):
        return "last"
    if _PRIZES.search(question) and _LEFT.search(question):
        return "prizes"
    if _SEEN.search(question) and _BID.search(question) or _SECRET.search(question):
        return "seen"
    if _CARDS.search(question) and _OTHERS.search(question) \
            and not _MINE.search(question.replace("soupe", "")):
        return "others"
    return None


_WORDS = {
    "seen_bids": ("Tvůj příhoz nikdo nevidí, dokud nepřihodí všichni; pak se ukážou všechny "
                  "příhozy toho kola najednou.",
                  "Nobody sees your bid until everyone has bid; then all the round's bids "
                  "are shown at once."),
    "seen_winner": ("Tvůj příhoz nikdo nevidí ani po kole: v téhle hře se až do konce ukazuje "
                    "jen, kdo cenu vzal.",
                    "Nobody sees your bid, not even after the round: in this game only who "
                    "took each prize is shown until the end."),
    "others": ("Karty, které ostatní ještě nepřihodili (nový příhoz tohoto kola se ukáže, až "
               "přihodí všichni): {held}.",
               "The cards the others have not bid yet (this round's new bids show once "
               "everyone has bid): {held}."),
    "held": ("{player}: {cards}", "{player}: {cards}"),
    "others_hidden": ("To je skryté: v téhle hře se příhozy až do konce neukazují, a tak ani "
                      "karty, které ostatním zbývají.",
                      "That is hidden: in this game bids are not shown until the end, so "
                      "neither are the cards the others have left."),
    "prizes": ("Ceny, které ještě přijdou: {cards} (v jakém pořadí, neví nikdo).",
               "The prizes still to come: {cards} (in what order, nobody knows)."),
    "last_none": ("Zatím se žádné kolo nedohrálo.", "No round has been played yet."),
    "last_won": ("Minulé kolo (cena {prize}) vzal {player}.",
                 "The last round (prize {prize}) went to {player}."),
    "last_yours": ("Minulé kolo (cena {prize}) je tvoje.",
                   "You took the last round (prize {prize})."),
    "last_tied": ("Minulé kolo (cena {prize}) nevzal nikdo: nejvyšší příhozy byly stejné.",
                  "Nobody took the last round (prize {prize}): the highest bids tied."),
    "last_bids": ("Příhozy: {bids}.", "The bids: {bids}."),
    "prizes_none": ("Žádná další cena už nepřijde.", "No more prizes are to come."),
}


def _say(cs: bool, key: str, **values: object) -> str:
    """One of the answers, in Czech or English."""
    return _WORDS[key][0 if cs else 1].format(**values)
