"""Issue 42, brief offer50: trade offers written as people write them, by mail.

Class: a trade offer or counter-offer written the way people write it, in Czech or English,
that the service did not read as an offer (sent on as table talk, refused, or read as
something else): a request to buy put as a question or a wish ("could I have …", "any chance
you'd sell me …", "would you be willing to sell …", "chceš mi prodat …?", "odkoupím od tebe
…", "vezmu si od tebe …"), a sale in the writer's own conditional or modal ("… bych ti
prodala za …", "můžu ti prodat …", "odprodám ti …"), a sale at a price of the writer's own
with nobody named ("Prodám Modrou podkovu za 3000": an offer to the one other player, else
asked whom, never a sale to the bank, which pays the field's price), a gift of money ("jako
dárek", "here's $1000 as a present"), the partner's field as "that shack of yours", a price
after a comma or a question ("…, $8,500?", "…, prodáš?", "… a plácneme si?"), two sentences
(a question, then the price: "Chceš Bizoní kopýtka? Můžu ti je dát za 5000."), and a
counter-offer said as the price one would pay ("Dala bych 2200", "I'd pay 2,000 tops"), and
"both" taken while one offer is open and a purchase waits ("Beru obojí: nabídku i pole"),
which accepted the offer and left the purchase without a word.
Talk is never made an offer: a price refused ("bych … nikdy neprodala", "I wouldn't sell …")
or a negated sale ("Neprodám Modrou podkovu.", which sold the field to the bank before); a line
not read is quoted as written, never with our reading of its "you" ("I'll give Robert Stone …").

The first members are the reviewers' (brief offer50), the rest were built for this class.
A first held-out third was looked at while fixing, so it is in TRAINING; HELD_OUT was written
afterwards and measured last: 4 of 15 read as meant before the fix, 14 of 15 after (the one
still unread is kept as data in STILL_UNREAD)."""

from __future__ import annotations

import functools
from datetime import timedelta

import mail_table
import pytest
import test_mail_offer_reply_rule as reply_rule
from mail_table import ANN, BOB, CID, open_table
from test_mail_offer_reply_rule import Member, _Owning

import rules
from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.mailroom.delivery import Postman
from functions.service import PlayerSpec
from tests.mail.reading_classes import play

CZECH = ("Cyril Novák", "Anna Malá", "Bohuslav Dvořák")
ENGLISH = ("Robert Stone", "Ann Lee", "William Day")
WHOM = "whom"  # nothing played; the writer is asked whom the offer is for
TALK = "talk"  # no offer made

# (owner seat, field, writer seat, what the writer mails, language, the move it plays or
# WHOM / TALK, how many players: 3 unless told)
TRAINING = [
    # the reviewers' own (field names made the board's)
    (0, 1, 1, "Hey Bob, I'll give you $1,500 for that shack of yours. Deal?", "en",
     "offer Robert Stone give $1500 get 1"),
    (0, 26, 1, "Robert, could I have Saloon Zlatý důl for $2100?", "en",
     "offer Robert Stone give $2100 get 26"),
    (0, 1, 1, "Cyrile, nabízím ti 2000 $ jako dárek.", "cs",
     "offer Cyril Novák give $2000 get nothing"),
    (0, 8, 1, "Cyrile, tak Modrou podkovu za 2500 a plácneme si?", "cs",
     "offer Cyril Novák give $2500 get 8"),
    (1, 8, 1, "Prodám Modrou podkovu za 3000.", "cs", "offer Cyril Novák give 8 get $3000", 2),
    (1, 8, 1, "Prodám Modrou podkovu za 3000.", "cs", WHOM),
    # built for the class
    (1, 14, 0, "Ando, chces mi prodat Whisky Joe za 3500?", "cs",
     "offer Anna Malá give $3500 get 14"),
    (1, 16, 2, "Ann, any chance you'd sell me Rezavá ostruha for $4,200?", "en",
     "offer Ann Lee give $4200 get 16"),
    (0, 19, 0, "Ann, I'm selling you Prašná cesta for $4,500.", "en",
     "offer Ann Lee give 19 get $4500"),
    (1, 11, 1, "Bohouši, Kaktusovou pálenku bych ti prodala za 3500.", "cs",
     "offer Bohuslav Dvořák give 11 get $3500"),
    (2, 21, 2, "Cyrile, chceš Bizoní kopýtka? Můžu ti je dát za 5000.", "cs",
     "offer Cyril Novák give 21 get $5000"),
    (0, 1, 1, "Will, here's $1000 as a present.", "en",
     "offer William Day give $1000 get nothing"),
    (1, 26, 1, "Robert, I'd never sell Saloon Zlatý důl for $2100.", "en", TALK),
    (1, 8, 1, "Cyrile, Modrou podkovu bych za 3000 neprodala ani omylem.", "cs", TALK),
    (2, 32, 0, "Bill, would you be willing to sell Winchester for $6,500?", "en",
     "offer William Day give $6500 get 32"),
    (1, 13, 2, "Ando, odkoupím od tebe Dýmku míru za 3200.", "cs",
     "offer Anna Malá give $3200 get 13"),
    (2, 31, 0, "Bohouši, vezmu si od tebe Coltovu dílnu za 6500 dolarů, jestli chceš.", "cs",
     "offer Bohuslav Dvořák give $6500 get 31"),
    (1, 39, 0, "Ann, I'd like to buy Železná pokladna from you, $8,500?", "en",
     "offer Ann Lee give $8500 get 39"),
    (0, 28, 1, "Cyrile, Náklad bych koupila za 3500 $, prodáš?", "cs",
     "offer Cyril Novák give $3500 get 28"),
    (0, 18, 0, "Ando, nechceš koupit Mustang? Za 4000 je tvůj.", "cs",
     "offer Anna Malá give 18 get $4000"),
    (1, 13, 1, "Bill, want to buy Dýmka míru? $3,000.", "en",
     "offer William Day give 13 get $3000"),
    (2, 14, 2, "Cyrile, odprodám ti Whisky Joe za 3200.", "cs",
     "offer Cyril Novák give 14 get $3200"),
    (0, 9, 0, "I'm selling Poslední míle for $3,000 if anyone wants it.", "en", WHOM),
    (0, 9, 0, "Selling Poslední míle for $3,000, interested?", "en",
     "offer Ann Lee give 9 get $3000", 2),
    (1, 29, 0, "Ando, Divokou růži bys mi neprodala? Dám 6000.", "cs",
     "offer Anna Malá give $6000 get 29"),
    (0, 1, 2, "Ando, za 5000 bych Vlak nekoupil ani náhodou.", "cs", TALK),
    (0, 8, 0, "Neprodám Modrou podkovu.", "cs", TALK, 2),
    (0, 8, 0, "Neprodám Modrou podkovu za 3000.", "cs", TALK, 2),
    # read before the fix too: kept as members of the class
    (2, 12, 0, "Bohouši, prodáš mi Vlak za 3 000 dolarů?", "cs",
     "offer Bohuslav Dvořák give $3000 get 12"),
    (0, 23, 2, "Cyrile, prodal bys mi Kožené sedlo za 1 500 dolarů?", "cs",
     "offer Cyril Novák give $1500 get 23"),
    (0, 37, 1, "Cyrile, za Devět centů bych ti dala 7500.", "cs",
     "offer Cyril Novák give $7500 get 37"),
    (0, 3, 2, "Robert, $1,300 for Shack Pod Skálou, deal?", "en",
     "offer Robert Stone give $1300 get 3"),
    (1, 5, 1, "Prodávám Kurz střelby za 4500, Bohouši, chceš?", "cs",
     "offer Bohuslav Dvořák give 5 get $4500"),
]
# written after the fix of TRAINING and measured last: 4 of 15 before, 14 of 15 after
HELD_OUT = [
    (1, 16, 0, "Ando, prodala bys mi Rezavou ostruhu za čtyři tisíce?", "cs",
     "offer Anna Malá give $4000 get 16"),
    (2, 23, 1, "Bohouši, odkoupila bych od tebe Kožené sedlo, třeba za 5 tisíc.", "cs",
     "offer Bohuslav Dvořák give $5000 get 23"),
    (0, 12, 2, "Robert, could I have your Train for $3,500?", "en",
     "offer Robert Stone give $3500 get 12"),
    (2, 27, 0, "Bill, any chance you'd let me have Tři esa for 6k?", "en",
     "offer William Day give $6000 get 27"),
    (1, 6, 1, "Prodávám Nocležnu U Kojota za 2500.", "cs", "offer Cyril Novák give 6 get $2500",
     2),
    (1, 6, 1, "Prodám U Kojota za 2 500 dolarů.", "cs", WHOM),
    (0, 31, 0, "Selling Coltova dílna for $7,000, anyone?", "en",
     "offer Ann Lee give 31 get $7000", 2),
    (2, 13, 2, "Ando, Dýmku míru bych ti prodal za 3000, bereš?", "cs",
     "offer Anna Malá give 13 get $3000"),
    (1, 24, 2, "Ann, would you be willing to sell Stříbrná přezka? I'd pay 5500.", "en",
     "offer Ann Lee give $5500 get 24"),
    (0, 9, 2, "Cyrile, chceš mi prodat Poslední míli? Dám ti za ni 3000.", "cs",
     "offer Cyril Novák give $3000 get 9"),
    (1, 8, 1, "Cyrile, Modrou podkovu bych ti za 2000 nikdy neprodala.", "cs", TALK),
    (0, 26, 0, "Ann, I wouldn't sell Zlatý důl for $2100.", "en", TALK),
    (1, 11, 1, "Cyrile, můžu ti prodat Kaktusovou pálenku za 3 tisíce.", "cs",
     "offer Cyril Novák give 11 get $3000"),
    (0, 37, 1, "cyrile, odkoupim od tebe devet centu za 7500", "cs",
     "offer Cyril Novák give $7500 get 37"),
]
# held out and still not read as the gift it is (nothing played, nothing said back): data
STILL_UNREAD = [
    (0, 19, 1, "Cyrile, posílám ti 300 dolarů jako dárek k narozeninám.", "cs",
     "offer Cyril Novák give $300 get nothing"),
]


def mailed(owner: int, field: int, writer: int, said: str, lang: str, players: int = 3
           ) -> tuple[list[str], str]:
    """(the moves the writer's mail plays, what the game writes back to them) when player
    `owner` owns `field` at a table of `players` and player `writer` mails `said`."""
    game = _Owning(owner, field)

    def rules_for(name: str):
        return game if name == "westernpoly" else rules.get(name)

    names = (CZECH if lang == "cs" else ENGLISH)[:players]
    people = [PlayerSpec(n, a, lang) for n, a in zip(names, (ANN, BOB, CID), strict=False)]
    who = (ANN, BOB, CID)[writer]
    postman = mail_table.Postman
    mail_table.Postman = functools.partial(Postman, rules_for=rules_for)
    try:
        with open_table(players=people, rules_for=rules_for, options={"lang": lang}) as t:
            sent, before = len(t.outbox.sent), len(t.log(who))
            t.reply(who, said, to=t.newest(who))
            t.clock.moment += timedelta(hours=1)  # the read-back waits for company no more
            t.service.tick()
            t.deliver()
            back = "\n".join(text_of(m) for m in t.outbox.sent[sent:] if _to(m) == who)
            return t.log(who)[before:], back.split("\n> ")[0].replace("\xa0", " ")
    finally:
        mail_table.Postman = postman


def check(owner: int, field: int, writer: int, said: str, lang: str, want: str,
          players: int = 3) -> None:
    """The mail plays `want`, and its read-back names the offer's number, partner and price;
    or (WHOM) it plays nothing and asks whom; or (TALK) it makes no offer and sells nothing."""
    moves, back = mailed(owner, field, writer, said, lang, players)
    if want == WHOM:
        assert moves == [] and ("komu to nabízíš" in back or "whom do you offer" in back), back
    elif want == TALK:
        assert not [m for m in moves if m.startswith(("offer", "sell"))], moves
    else:
        assert moves[:1] == [want], (moves, back)
        partner = want.split(" give ")[0].removeprefix("offer ")
        price = int(want.rsplit("$", 1)[1].split()[0])
        amount = f"{price:,}".replace(",", " ") + " $" if lang == "cs" else f"${price:,}"
        surname = partner.split()[1][:4]  # in the dative in Czech: "Cyrilu Novákovi"
        assert ("obchod #1" in back or "trade #1" in back) and surname in back \
            and amount in back, back


@pytest.mark.parametrize("member", [pytest.param(m, id=m[3][:50]) for m in TRAINING])
def test_an_offer_written_as_people_write_it_is_read(member):
    check(*member)


@pytest.mark.parametrize("member", [pytest.param(m, id="held_out: " + m[3][:40])
                                    for m in HELD_OUT])
def test_held_out_offers_are_read(member):
    check(*member)


# --- a counter-offer said as the price one would pay --------------------------------------------
# (the first player offers the field to the second, who answers the offer's mail)
COUNTERS = [
    Member("cs", 8, True, 2500, "Dala bych 2200", 2200),  # the reviewers' own
    Member("cs", 8, True, 2500, "Dal bych max 2000.", 2000),
    Member("en", 8, True, 2500, "I'd pay 2,000 tops.", 2000),
    Member("cs", 8, True, 2500, "Hmm, 2100 bych dala, víc ne.", 2100),
    Member("cs", 8, True, 2500, "Dala bych ti 2200, víc fakt ne.", 2200),
    # read before the fix too
    Member("cs", 8, True, 2500, "Za 2300 bych to vzala.", 2300),
    Member("cs", 8, False, 2500, "Prodala bych ji za 3500.", 3500),
    Member("en", 8, False, 2500, "I'd sell it for 4000.", 4000),
]


@pytest.mark.parametrize("member", [pytest.param(m, id=m.said[:40]) for m in COUNTERS])
def test_a_counter_said_as_the_price_one_would_pay(member):
    reply_rule.check(member)


def test_a_payment_under_a_condition_is_no_counter():
    moves, _, _ = reply_rule.answer(
        Member("cs", 8, True, 2500, "Dala bych 2200, kdybych na to měla.", "decline"))
    assert not [m for m in moves if m.startswith("offer")]


def test_a_line_not_read_is_quoted_as_written():
    """The "you" read as the player greeted is ours: the line is quoted with the writer's."""
    moves, back = mailed(0, 1, 1, "Hey Bob, I'll give you $1,500 for a horse. Deal?", "en")
    assert moves == [] and "“Hey Bob, I'll give you $1,500 for a horse. Deal?”" in back, back
    assert "give Robert Stone" not in back, back


# --- both taken: the offer and the field waiting ------------------------------------------------
# (the holder may buy a field; another player has offered them $500; the reply answers that
# offer's mail)
BOTH = [
    ("cs", "Beru obojí: nabídku i pole."),  # the reviewers' own
    ("en", "I'll take both: the offer and the field."),
    ("cs", "Obojí beru, díky!"),
]


@pytest.mark.parametrize(("lang", "said"), BOTH)
def test_both_taken_accepts_the_offer_and_buys(tmp_path, lang, said):
    answer = play(tmp_path, "westernpoly", lang, said, "offered_buying")
    assert answer.moves[:2] == ("accept 1", "buy"), answer.moves


def test_neither_taken_buys_nothing(tmp_path):
    answer = play(tmp_path, "westernpoly", "cs", "Neberu ani jedno, díky.", "offered_buying")
    assert "buy" not in answer.moves and answer.moves[:1] == ("decline 1",), answer.moves
