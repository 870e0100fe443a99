"""What a player writes with an answer to a trade offer reaches the offer's maker (issue 42,
newcomer reviews of WesternPoly by mail: "Tomáši, za 3000 ne, to je moc. Dala bych 2200."
reached Tomáš as a bare "Lucie Malá odmítla tvůj obchod #1", and the writer was not told).

Class: a reply that answers an offer open to its writer in words — a no with its reason ("to
je moc", "I'd want at least $4,000 for it", "radši si to nechám"), a yes with a remark, called
by the maker's name in the vocative or not, Czech with or without diacritics or English — is
played as the answer, but the words around the yes or no never reach the offer's maker. Where
a purchase of the writer's own turn waits too, the words to the maker by name answer the
offer, never the purchase. Expected: the answer is played, the words go to the maker with the
answer's news (quoted and attributed as table talk is), and the writer's read-back says so.
The members were built for this file from how people answer offers (MEMBERS: 0 of 10 reached
the maker before, 10 of 10 after); a third was kept aside and measured last: 0 of 5 before,
3 of 5 after (the two still lost are kept as data in STILL_LOST). A price wanted with the
refusal ("Odmítám, chci aspoň 4000.", "I'd want at least $4,000 for it") is WesternPoly's
counter-offer (docs/moves.md), made beside the decline; the words ride with both.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, Table, first_choice, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec
from rules.text import fold
from rules.westernpoly.board import FIELDS

# the writer first, the offer's maker second
CS = ["Karel Novák", "Petr Dvořák", "Tomáš Hora"]
EN = ["Mark Reed", "Tom Hill", "Eva Gray"]


def _others(lang: str, maker: str) -> list[str]:
    """The players, the writer first and `maker` second."""
    names = list(CS if lang == "cs" else EN)
    return [names[0], maker, next(n for n in names[1:] if n != maker)] if maker not in names \
        else [names[0], maker, *(n for n in names[1:] if n != maker)]


def _position(t: Table, offer: str) -> int:
    """Play on the page until the offer can be made, make it (the maker to the writer) and
    return its field: "buy" $2000 for the writer's field, "sell" the maker's field for $3000,
    "gift" $500; "_turn": while the writer is on turn with a field waiting to be bought."""
    for _ in range(400):
        state = t.service.view(t.game.id).state
        record = t.record()
        writer, maker = (state.players.index(record.seat_of(a).player) for a in (ANN, BOB))
        owned = {who: [f for f, o in enumerate(state.owner) if o == who] for who in (writer, maker)}
        if owned[writer] and (owned[maker] or not offer.startswith("sell")) and (
                not offer.endswith("_turn") or state.active == writer and state.buy_pending):
            break
        first_choice(t)
        t.deliver()
    else:
        raise AssertionError(f"the position for {offer!r} was never reached")
    name = record.seat_of(ANN).name
    made = {"buy": (f"give $2000 get {owned[writer][0]}", owned[writer][0]),
            "sell": (f"give {owned[maker][:1][0] if owned[maker] else 0} get $3000",
                     owned[maker][0] if owned[maker] else 0),
            "gift": ("give $500", owned[writer][0])}[offer.removesuffix("_turn")]
    t.service.submit(t.game.id, BOB, f"offer {name} {made[0]}", source="web")
    t.deliver()
    return made[1]


def answered(lang: str, maker: str, offer: str, body: str) -> tuple[list[str], str, str]:
    """(the writer's acts, what the maker then receives, what the writer receives) after the
    maker's `offer` (see _position) and the writer's reply `body` (FIELD: the offer's field)."""
    people = [PlayerSpec(n, a, lang) for n, a in zip(_others(lang, maker), (ANN, BOB, CID),
                                                     strict=True)]
    with open_table(players=people) as t:
        field = _position(t, offer)
        name = FIELDS[field].cs if lang == "cs" else FIELDS[field].en
        before, sent = len(t.log(ANN)), len(t.outbox.sent)
        t.reply(ANN, body.replace("FIELDND", fold(name)).replace("FIELD", name))
        t.clock.moment += timedelta(hours=1)  # the read-back's wait
        t.service.tick()
        t.deliver()
        mails = t.outbox.sent[sent:]
        return ([e for e in t.log(ANN)[before:] if e != "done"],
                "\n".join(text_of(m) for m in mails if _to(m) == BOB),
                "\n".join(text_of(m) for m in mails if _to(m) == ANN))


# (language, the maker, the offer, the reply, the answer played first, words the maker reads)
MEMBERS = [
    ("cs", "Tomáš Hora", "sell", "Tomáši, za 3000 ne, to je moc. Dala bych 2200.",
     "decline 1", "to je moc"),
    ("cs", "Petr Dvořák", "buy", "Odmítám, chci aspoň 4000.", "decline 1", "aspoň 4000"),
    ("en", "Tom Hill", "buy", "No thanks, I'd want at least $4,000 for it.", "decline 1",
     "at least $4,000"),
    ("cs", "Petr Dvořák", "buy_turn", "Petře, FIELD si nechám, za 2000 ne.", "decline 1",
     "si nechám"),
    ("en", "Ann Lee", "buy_turn", "Hi Ann, I'll pass on this one. Good luck!", "decline 1",
     "Good luck"),
    ("cs", "Eva Nová", "buy", "Evo, ne díky, radši si to nechám.", "decline 1",
     "radši si to nechám"),
    ("cs", "Tomáš Hora", "buy", "Tome, necham si to, je to moje nejlepsi pole.", "decline 1",
     "moje nejlepsi pole"),
    ("en", "Tom Hill", "sell", "Tom, no deal - $3000 is way too much for that shack.",
     "decline 1", "way too much"),
    ("cs", "Jana Malá", "sell", "Jano, beru! Stejně jsem ji chtěla.", "accept 1",
     "Stejně jsem ji chtěla"),
    ("cs", "Lucie Nová", "gift", "Lucko, díky moc, beru, to se mi hodí!", "accept 1",
     "to se mi hodí"),
]
HELD_OUT = [
    ("cs", "Petr Dvořák", "buy", "Petre, za 2000 ne, to je malo, stoji vic.", "decline 1",
     "stoji vic"),
    ("en", "Eva Gray", "buy", "Eva, I'll keep it, sorry - it's the only field I have.",
     "decline 1", "the only field I have"),
    ("cs", "Tomáš Hora", "sell", "Tome, odmítám, na to teď nemám peníze.", "decline 1",
     "nemám peníze"),
]

# held out and still lost (the answer played, the words reach nobody): data, not tests. A
# sentence of its own after the answer ("Šetřím na hotel."), and an accept said in a clause
# the reader does not read alone ("I accept - that helps …"), are not yet taken as its words
STILL_LOST = [
    ("cs", "Jana Malá", "buy_turn", "Jano, ne díky, radši si to nechám. Šetřím na hotel.",
     "decline 1", "Šetřím na hotel"),
    ("en", "Lucy Hall", "gift", "Lucy, thanks a lot, I accept - that helps me pay the rent.",
     "accept 1", "pay the rent"),
]


def reached(lang: str, maker: str, offer: str, body: str, answer: str, words: str) -> bool:
    """Whether the reply is played as `answer` and its `words` reach the maker and are named
    in the writer's read-back."""
    acts, to_maker, to_writer = answered(lang, maker, offer, body)
    return acts[:1] == [answer] and "pass" not in acts and words in to_maker \
        and words in to_writer


@pytest.mark.parametrize(("lang", "maker", "offer", "body", "answer", "words"),
                         MEMBERS + HELD_OUT)
def test_the_words_said_with_an_answer_reach_the_offers_maker(lang, maker, offer, body,
                                                              answer, words):
    assert reached(lang, maker, offer, body, answer, words)


@pytest.mark.parametrize(("lang", "maker", "body", "answer"), [
    ("cs", "Petr Dvořák", "odmítám 1", "decline 1"),
    ("cs", "Petr Dvořák", "Petře, nemám zájem, díky.", "decline 1"),
    ("en", "Tom Hill", "No thanks.", "decline 1"),
])
def test_an_answer_alone_brings_its_maker_the_news_alone(lang, maker, body, answer):
    acts, to_maker, _ = answered(lang, maker, "buy", body)
    assert acts == [answer]
    assert "declined your trade #1" in to_maker or "odmítl tvůj obchod #1" in to_maker or "odmítla tvůj obchod #1" in to_maker
    assert "jen tobě" not in to_maker and "to you only" not in to_maker
