"""Counter-offers in a reply: an answer to a trade offer (or to the mail telling that one's
own offer was declined) that names a price of its own is a new offer between the same two
players on the same things ("Za 3200 ti ji pustím", "Dám ti za něj 3 200, víc ne.", "A
nechceš mi ho prodat aspoň za 4 tisíce?"), the offer it answers declined when it is still open
to the writer. The game reads the offer (`Game.counter_offer`); this module finds it in the
reply's line, sentence by sentence, and says what the line then plays, in order."""

from __future__ import annotations

import re
from collections.abc import Callable

# Where a line parts into the pieces one of which may be the counter-offer: its sentences,
# its clauses ("Za tolik ne, dej mi za ni aspoň 3000"), the turn to a new price ("Za 2500 ne
# ale za 3500 ti ho dám"); a sentence ending in a price when a capital opens the next ("I won't
# sell it for 2500. For 3000 it's yours."); never the comma inside a number ("3,000")
_PIECES = re.compile(r"(?<=[^\W\d])[.!?;]+(?=\s|$)|(?<=[^\W\d])[.!?;]+\s*(?=\S)|"
                     r"(?<=\d)[.!?;]+\s+(?-i:(?=[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]))|"
                     r",?\s+(?:ale|but)\s+|,\s+", re.IGNORECASE)


def counter_in_line(line: str, read: Callable[[str], str | None], answer: str,
                    moves: Callable[[str], bool]) -> list[str] | None:
    """The texts a line plays when it holds a counter-offer: the pieces before it that hold
    `moves` of their own, `answer` (the old offer's decline; '' for none), the new offer's
    canonical text (what `read` makes of its piece), the pieces after it; None when no piece
    of the line is a counter-offer."""
    if (whole := read(line)) is not None:
        return [t for t in (answer, whole) if t]
    # a piece trailing off ("Dám ti za ni 1 400…") ends its price there
    pieces = [p.strip().rstrip("….") for p in _PIECES.split(line) if p and p.strip()]
    for at, piece in enumerate(pieces):
        if (move := read(piece)) is None:
            continue
        # "Škoda. Dám ti za něj 3 tisíce.", "Za 2500 ne, ale za 3500 ti ho dám": a no or a
        # courtesy beside the new price is the old offer's answer, said once
        before = [p for p in pieces[:at] if moves(p)]
        after = [p for p in pieces[at + 1:] if moves(p)]
        return [t for t in (*before, answer, move, *after) if t]
    return None
