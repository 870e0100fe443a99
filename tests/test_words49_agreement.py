"""Texts built from parts that agree with whom they speak of or to (words49, issue 42: a
newcomer review of WesternPoly by mail). The class: a text put together from a template and
the game's data — a card's printed text, an event line, an offer line, a mail's header, the
reason a player left — that does not agree with the person it speaks to or of: a masculine
past to a woman ("Zaplatil jsi", "Prodal jsi stádo" to Jana), a field's name left as an
appositive in the accusative after a comma ("Jeď zpět na poslední pole hry, Banku Železná
pokladna"), another's card told without what it was ("X táhl kartu"), a 6 told with its verb
twice ("hází 6 a hází ještě jednou"), a field's number read as an ordinal ("chce 9.
Nocležnu"), an organizer's mail addressed without the name they gave, a seat taken out after
missed turns told as the organizer's act. Members are built from whole games played by mail
with women and men at the table; a third is held out in test_words49_held_out.py."""

from __future__ import annotations

import re

import pytest
from words49_kit import (
    CARD_IDS,
    ORG,
    drawn_by_other,
    drawn_by_self,
    offers_told,
    organizer_mails,
    removed_after_missed,
    six_and_after,
    wrong_gender,
)

from rules.czech_names import gender
from rules.westernpoly.cards import CARDS

DRAWERS = ["Jana Nováková", "Petr Král", "Lucie Malá", "Kim Lee"]


@pytest.mark.parametrize("name", DRAWERS)
def test_every_card_speaks_to_its_drawer_in_their_gender(name):
    wrong = {card: found for card in CARD_IDS
             if (found := wrong_gender(drawn_by_self(card, name), gender(name)))}
    assert not wrong


def test_a_card_that_tells_what_the_drawer_did_agrees_with_them():
    for card in CARD_IDS:
        told = {drawn_by_self(card, n) for n in ("Jana Nováková", "Petr Král")}
        if "jsi" in CARDS[card].text("cs", "Petr Král") + CARDS[card].text("cs", "Jana Nováková"):
            assert len(told) == 2, card  # the man's and the woman's differ


@pytest.mark.parametrize("name", ["Jana Nováková", "Petr Král", "Kim Lee"])
def test_another_s_card_is_told_by_its_name_in_the_third_person(name):
    for card in CARD_IDS:
        told = drawn_by_other(card, name)
        named = re.search(r"„([^“]+)“", told)
        assert named and len(named[1]) > 3, told  # the reader learns which card it was
        assert not re.search(r"\b(jsi|sis|ses|tě|ti|tvé|svou|svůj)\b", told), told
        assert CARDS[card].text("cs", name) not in told  # not the drawer's second person


def test_no_card_leaves_a_field_as_an_appositive_after_a_comma():
    for card in CARDS.values():
        for name in ("Jana Nováková", "Petr Král", "Kim Lee"):
            assert not re.search(r", (Banku|Nocležnu|Chatrč|Banka|Nocležna)\b",
                                 card.text("cs", name)), card.id


@pytest.mark.parametrize(("name", "reader"), [
    ("Jana Nováková", "Jana Nováková"),   # the reader's own 6
    ("Kim Lee", "Jana Nováková"),         # a name that does not say the gender: the present
])
def test_a_six_and_the_throw_after_it_never_say_one_verb_twice(name, reader):
    told = six_and_after(name, reader)
    assert not re.search(r"\b(\w+) 6 a \1\b", told), told
    assert "6" in told and "4" in told and "+" not in told, told


def test_an_offer_names_a_field_with_its_number_after_it():
    told = offers_told(9, "cs")
    assert "Nocležnu „Poslední míle“ (9)" in told, told
    assert not re.search(r"\b\d+\. \w", told), told


def test_the_organizer_s_mail_carries_the_name_they_gave():
    mails = organizer_mails("Eva Dvořáková <org@example.org>", "cs")
    assert mails
    for mail in mails:
        assert mail["To"].addresses[0].display_name == "Eva Dvořáková", mail["To"]
    (bare,) = {m["To"].addresses[0].display_name for m in organizer_mails(ORG, "cs")}
    assert bare == ""  # an address alone names no one


def test_a_seat_taken_out_after_missed_turns_is_told_why():
    mails = removed_after_missed(("Jana Nováková", "Petr Král"), "cs", 2)
    out, stays = mails["bob@example.org"], mails["ann@example.org"]
    assert "po 2 zmeškaných tazích" in out and "Organizátor tě vyřadil" not in out, out
    assert "Petr Král po 2 zmeškaných tazích" in stays, stays
    assert "Organizátor vyřadil" not in stays, stays
    # the rules' resignation the service played for them is no act of theirs
    assert "Vzdáváš hru" not in out and "Vypadáváš ze hry" in out, out
    assert "vzdal hru" not in stays and "Petr Král" in stays, stays


def test_a_1926_seat_taken_out_is_not_told_as_resigning():
    mails = removed_after_missed(("Jana Nováková", "Petr Král", "Eva Malá"), "cs", 2, "1926")
    # the seat taken out of a game that goes on hears it, absent as it is (it heard nothing)
    out = mails["bob@example.org"]
    assert "Vypadáváš po zmeškaných tazích" in out and "vypadáváš po 2" in out, out
    for text in (mails["ann@example.org"], mails["cid@example.org"]):
        assert "Petr Král už ve hře není" in text and "Petr Král se vzdal" not in text, text
