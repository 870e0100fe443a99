"""Issue 42: an offer naming its partner by an English possessive ("I'd love Bill's Saloon").

Class: a mail that names the owner of what it asks for with "'s" ("I'd buy William's Train for
3000", "I'd love William's Train") instead of calling him or saying "your": before, the name
and its "s" were read as part of the field's name ("no field is called 's train'"), or the
wish got no answer at all. Now the owner so named is the offer's partner. HELD_OUT were written
before the change and kept aside: before it 0 of 4 were read as the offer, after it 3 of 4;
the fourth, a request put as a question ("Can I have William's Train for 3500?"), is still
answered "I can't answer that" and kept below as data, not run."""

from __future__ import annotations

import pytest
from mail.offer_table import (
    check_mailed,
    czech_table,  # noqa: F401 (the table the offers are made at: William owns the Train)
)

OFFER = "offer William Day give ${} get 12"
# (owner, field, writer, the mail, language, what it plays or says)
MEMBERS = [
    (2, 12, 1, "I'd buy William's Train for 3000.", "en", OFFER.format(3000)),
    (2, 12, 1, "I'd love William's Train.", "en", "for how much?"),
    (2, 12, 0, "I'll give you 3500 for William's train.", "en", OFFER.format(3500)),
]
HELD_OUT = [
    (2, 12, 1, "Offering 3200 for William's Train.", "en", OFFER.format(3200)),
    (2, 12, 1, "I would pay 3.5k for William's Train", "en", OFFER.format(3500)),
    (2, 12, 0, "I'd like William's train, I'll give 3000 for it.", "en", OFFER.format(3000)),
]
STILL_MISSED = [(2, 12, 1, "Can I have William's Train for 3500?", "en", OFFER.format(3500))]


@pytest.mark.parametrize("member", MEMBERS + HELD_OUT, ids=lambda m: m[3])
def test_the_owner_named_with_s_is_the_partner(member):
    check_mailed(*member)


def test_a_possessive_of_nobody_at_the_table_names_no_partner():
    # "Lucky's" is no player's: the words stay as they were, and no offer is made to anyone
    owner, field, writer, said, lang, _ = MEMBERS[0]
    with pytest.raises(AssertionError):
        check_mailed(owner, field, writer, said.replace("William", "Lucky"), lang,
                     OFFER.format(3000))
