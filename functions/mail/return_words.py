"""A return from an absence said in words, as people write it to the people they play with:
"Jsem zpátky dřív", "jsem doma dřív a hraju dál", "Zpět ve hře", "Konec dovolené",
"I'm back early, count me in", "back from holiday" (issue 42).

A clause is a return when the whole of it says so: its writer is back (in the first person,
now), with words of when or whence around it and, after "a" / "and", that they play on. What
says anything more is no return: "zpátky na start" (a field), "vrátím se v pondělí" (a new
absence), "nejsem zpátky", "až budu zpátky", "Petr je zpátky", "hraju dál jen když …".
"""

from __future__ import annotations

import re

from functions.mail.bot_words import BOT

# the words of being back, in the first person and now
_BACK = (
    r"(?:(?:uz|zase|opet|konecne|tak|ted) )*"
    r"(?:(?:jsem|jsme) (?:(?:uz|zase|opet|tedy|teda|konecne|nakonec|ted) )*"
    r"(?:zpatky|zpet|doma|tady|tu|online|on-?line|u pocitace|k dispozici|ve hre|v akci)"
    r"|(?:zpatky|zpet|doma)(?: (?:jsem|jsme))?"
    r"|(?:vratil|vratila|vratili) (?:jsem|jsme) se|(?:jsem|jsme) se (?:vratil|vratila|vratili)"
    r"|vracim se(?: do hry)?"
    # the absence over: "Konec dovolené", "Dovolená skončila dřív"
    r"|konec (?:(?:me|moji|mojí|te) )?(?:dovolene|nepritomnosti|absence|cesty|vyletu)"
    r"|(?:(?:moje|ma) )?(?:dovolena|nepritomnost|absence|cesta) (?:uz )?(?:skoncila|konci|je u konce)"
    r"|i(?:'m| am) (?:(?:already|now|finally|just) )?"
    r"(?:back|home|around|here|available|online|reachable)(?= again|$| )"
    r"|i(?:'ve| have)? (?:come back|returned|got back|gotten back)|i came back|returned"
    r"|(?:just )?(?:got|came) back"
    r"|back|home again|home early"
    r"|(?:my )?(?:holiday|vacation|absence|trip|leave) (?:is )?(?:over|done)"
    # the absence called off: "Ruším nepřítomnost", "cancel my away"
    r"|(?:rusim|zrusim|zrusit|zrus|odvolavam|odvolam|konci|koncim|cancel|cancelling|end|ending)"
    r" (?:(?:svou|svoji|moji|mou|tu|tuhle|ohlasenou|my|the) )?"
    r"(?:nepritomnost|absenci|dovolenou|away|absence|holiday|vacation|out of office)"
    r"(?: (?:prosim|please|diky|thanks|thx))?)")
# words of when and whence around it: "dřív", "z hor", "early", "from my trip", "in the game"
_WHEN = (
    r"(?: (?:uz|drive|driv|dnes|dneska|ted|predcasne|domu|doma|zase|opet|tady|tu|ve hre|"
    r"zpatky|zpet|z (?!vezeni)\w+|"
    # how much earlier: "o pár dní dřív", "o den dřív", "a few days early", "two days early"
    r"o (?:(?:par|nekolik|dva|dve|tri|ctyri|pet|sest|\d+) )?(?:den|dny|dni|tyden|tydny|tydnu|hodin)|"
    r"(?:a |(?:a )?(?:few|couple of|couple|two|three|\d+) )?(?:day|days|week|weeks)|early|earlier|already|sooner|today|now|home|again|here|"
    r"in the game|at the table|online|than planned|than expected|nez jsem cekal[a]?|"
    r"nez jsem myslel[a]?|from (?:(?:my|the|a|our) )?(?!jail)\w+(?: trip)?))*")
# that they play on, after "a" / "and" / a dash: "a hraju dál", "count me in", "playing again"
_PLAY_ON = (
    r"(?:hraju|hraji|hrajem|hrajeme)(?: (?:zase|opet|dal|uz))*(?: (?:sam|sama|ja))?"
    r"(?: za sebe)?"
    r"|(?:uz |zase )*(?:muzu|mohu|muzeme) (?:zase |opet |uz )*hrat"
    r"|(?:uz )?(?:zase|opet) hraju(?: (?:sam|sama|ja))?"
    rf"|{BOT} uz nepotrebuju"
    r"|count me (?:back )?in(?: again)?|i'm in(?: again)?|(?:i'm )?playing again"
    r"|i(?:'ll| will) (?:take|play) my (?:own )?turns(?: again)?(?: from now on)?"
    r"|i play on|let's play|i(?:'ll| will) play (?:again|on)")
_RETURN = re.compile(
    rf"(?:{_BACK}){_WHEN}(?:(?: a| and|,? ?-|,? ?–|,? ?—| so| takze| tak)(?: (?:{_PLAY_ON})))?"
    r"\s*")
# the words "I play again" alone (never "hraju dál", which keeps a player who thought of
# resigning in the game): "Hraju zase já", "zase hraju sama"
_PLAY_AGAIN = re.compile(
    r"(?:uz )?(?:zase|opet) hraju(?: (?:sam|sama|ja))?(?: za sebe)?"
    r"|hraju (?:zase|opet) (?:(?:sam|sama|ja)(?: za sebe)?|za sebe)"
    r"|i(?:'m| am) playing again|i(?:'ll| will) (?:take|play) my (?:own )?turns again")


def said_back(clause: str) -> bool:
    """Whether a clause (folded, its smile and leading "tak" / "so" gone) says its writer is
    back from an absence now."""
    said = clause.replace("’", "'").strip()
    return bool(said) and (_RETURN.fullmatch(said) is not None
                           or _PLAY_AGAIN.fullmatch(said) is not None)
