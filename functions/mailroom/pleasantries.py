"""Whether a reply says nothing but courtesy: thanks, an ok, a greeting, a smile, a name.

Such a reply ("ok, diky", "Tak jo 👍", "OK, díky za potvrzení.", "Thanks, got it!") answers
our mail; it is no move and nothing for the other players to read (review 12n: "Tak jo" to a
finished game went out as table talk in five mails).
"""

from __future__ import annotations

import re

from functions.mail.commands import is_courtesy, signs_off
from rules.text import fold

__all__ = ["only_courtesy", "stray_mail"]

# Words that acknowledge or thank, alone or in a run ("ok tak jo diky moc"), folded (a yes
# that answers a decision is bare_yes._YES_WORDS: narrower, and it holds the yes of a deal).
_WORDS = frozenset("""
    ok okay oki okey okej okidoki jo jj joj ano jasne jasnacka jasny tak dobre dobra dobry
    fajn super paradni parada vyborne vyborny skvele skvely bezva prima diky dik dekuji dekuju
    dekujem dekujeme dekuju dekujiii moc mockrat predem rozumim chapu beru vedomi na poradku v
    vporadku no nojo aha jasne hezky pekne ahoj cau zdravim nazdar dobry den vecer rano mejte
    mej se zatim pa papa
    thanks thank you thx ty tnx cheers great cool nice good fine sure yes yep yeah yup alright
    right got it noted understood many lot a so much very much perfect awesome brilliant
    lovely hi hello hey bye all the best see
""".split())

# Thanks for what our mail did, not for the game: "díky za potvrzení", "thanks for the update".
_FOR_OUR_MAIL = re.compile(
    r"^(?:(?:moc |mockrat )?(?:diky|dik|dekuji|dekuju|dekujeme)(?: moc| mockrat)? za "
    r"(?:to |tu |ten |tvoje |vase |vasi |tvou )?"
    r"(?:potvrzeni|info|informaci|informace|zpravu|upozorneni|pripominku|mail|e mail|email|"
    r"odpoved|prehled|vysvetleni)"
    r"|(?:many )?(?:thanks|thank you|thx)(?: so much| a lot| very much)? for (?:the |your |this )?"
    r"(?:confirmation|info|information|update|message|mail|email|e mail|reminder|heads-up|"
    r"heads up|note|reply|answer|summary|explanation|news|notice|notification)"
    # thanks for telling: "thanks for letting me know", "díky, že jste mi dali vědět"
    r"|(?:many )?(?:thanks|thank you|thx)(?: so much| a lot| very much)? for (?:letting|keeping) "
    r"(?:me|us) (?:know|posted|informed|updated|in the loop)"
    r"|(?:moc |mockrat )?(?:diky|dik|dekuji|dekuju|dekujeme)(?: moc| mockrat)?"
    r"(?: za (?:dani vedet|oznameni|vyrozumeni|informovani)| ze (?:jste|jsi|ste) (?:mi |nam )?"
    r"(?:dal\w*|napsal\w*) vedet))$")

# A closing that says the reader has what they wanted (review 16: "Děkuji pěkně, to mi
# stačí." after our answer brought a copy of it), folded.
_ENOUGH = re.compile(
    r"^(?:(?:tak |no |uz |to )*(?:mi |nam )?(?:to )?(?:(?:uz |mi |nam )*(?:staci|stacilo|"
    r"postaci|je jasne|je vse|je vsechno|bylo vse|vse jasne|vsechno jasne|uz nic|nic dalsiho|"
    r"vic nepotrebuju|vic nepotrebuji|dal nic))(?: mi| nam| uz| vsechno| vse| jasne| diky)*"
    r"|(?:uz )?(?:nic|nic dalsiho|nic vic) (?:uz )?(?:nepotrebuju|nepotrebuji|nepotrebujeme)"
    r"|(?:that'?s|that is|that was|that'?ll|that will) (?:all|enough|it|everything|"
    r"all i needed|all i need|all i wanted|do|helpful|very helpful)(?: i needed| for now| thanks)?"
    r"|(?:all|everything) (?:clear|good|set)(?: now)?|nothing (?:more|else)(?: for now)?)$")

# What splits a message into pieces: sentence marks, commas, dashes, smileys and emoji.
_SPLIT = re.compile(r"[,.;:!?…\-–—()\[\]\"'„“”]+|\s[:;]-?[()DPp]|[^\w\s]", re.UNICODE)


def only_courtesy(text: str) -> bool:
    """Whether a reply holds only courtesy ("ok, diky", "Tak jo 👍", "Thanks for the update!"),
    a greeting or a name signed under it: nothing to play, nothing to pass on."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        return False
    if len(lines) > 1 and signs_off(lines[-1]):  # the writer's name under the thanks
        lines = lines[:-1]
    # a question wants an answer ("Díky, bylo to fajn. Kdy bude další hra?"), however polite
    return not any("?" in line for line in lines) and all(_courteous(line) for line in lines)


def _courteous(line: str) -> bool:
    """Whether one line is courtesy alone: each of its pieces a thanks, ok or greeting."""
    if is_courtesy(line):
        return True
    line = re.sub(r"(?<=\w)['’](?=\w)", "", line)  # "that's all" is one piece: "thats all"
    line = re.sub(r"(?<=\w)-(?=\w)", " ", line)  # "heads-up", "e-mail": one piece
    pieces = [" ".join(fold(p).split()) for p in _SPLIT.split(line)]
    return all(not p or _FOR_OUR_MAIL.match(p) or _ENOUGH.match(p) or _greeting(p) or set(p.split()) <= _WORDS
               for p in pieces)


def _greeting(piece: str) -> bool:
    """A greeting with a name after it ("ahoj petre", "hi tom"): courtesy too."""
    head, _, name = piece.partition(" ")
    return head in {"ahoj", "cau", "hi", "hello", "hey", "zdravim", "nazdar"} \
        and len(name.split()) == 1


# An apology for a mail sent astray, folded piece by piece (ask55: "Oops, sorry, wrong mail.
# All good." went to every player as table talk): the mail itself, the mistake, "ignore it"
_STRAY = re.compile(
    r"^(?:(?:sorry |oops |pardon |jejda )?(?:(?:that was |this was |to byl |to je |byl to )?"
    r"(?:a |the |na |do )?(?:wrong|spatn\w*|jin\w*) (?:mail|email|e mail|message|thread|address|"
    r"recipient|person|game|chat|conversation|reply|adres\w*|vlakn\w*|zprav\w*|hr\w*|"
    r"konverzac\w*|prijemc\w*|cloveku|clovek)(?: (?:sorry|pardon|omlouvam se))?)"
    r"|(?:to |tohle |tenhle mail |ten mail |this |that |it )?(?:byl |bylo |was |is )?"
    r"(?:(?:\w+ ){0,2}(?:poslal\w*|napsal\w*|odeslal\w*|sent|send|replied|clicked|kliknul\w*|"
    r"odpovedel\w*) )?(?:\w+ ){0,2}(?:omylem|by mistake|by accident|accidentally|in error|"
    r"omyl|preklep|mistake|a mistake|my mistake|my bad)"
    r"|(?:prosim |please |pls |just )?(?:ignoruj\w*|ignore|disregard|nevsimej\w*|zapomen\w*|"
    r"forget)(?: (?:it|this|that|me|to|tu|ten|tuhle|tenhle|prosim|please|(?:my|mou|muj|moji|"
    r"posledni|last|previous|predchozi|mail|email|e mail|message|zpravu|zprava|that|this)"
    r"(?: \w+){0,2}))*)$")
# What may stand beside such an apology: the apology itself, a sigh, "all good", folded
_AROUND_STRAY = frozenset("""
    sorry oops whoops pardon jejda jejky omlouvam omlouvame se prominte promin excuse me my bad
    all good no problem no worries never mind nevermind nic se nedeje vse ok v poradku je
    everything fine is it's its ok okay hups ups
""".split())


def stray_mail(text: str) -> bool:
    """Whether a reply only says it was sent astray ("Oops, sorry, wrong mail. All good.",
    "Pardon, to byl omyl", "Please ignore my last message"): for nobody to read."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if len(lines) > 1 and signs_off(lines[-1]):
        lines = lines[:-1]
    if not lines or any("?" in line for line in lines):
        return False
    line = re.sub(r"(?<=\w)['’](?=\w)", "", " ".join(lines))
    line = re.sub(r"(?<=\w)-(?=\w)", " ", line)
    pieces = [" ".join(fold(p).split()) for p in _SPLIT.split(line)]
    pieces = [p for p in pieces if p]
    stray = [p for p in pieces if _STRAY.match(p)]
    return bool(stray) and all(p in stray or set(p.split()) <= _AROUND_STRAY or _courteous(p)
                               for p in pieces)
