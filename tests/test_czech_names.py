"""People's names in the case a Czech sentence needs (rules/czech_names.py), checked on names
that were kept aside while the rules were written: the most common Czech names, men's and
women's, and a few foreign ones. A name the rules are unsure of gives None (the texts then say
"hráči Kim Lee"), never a wrong form."""

from __future__ import annotations

import pytest

from functions.service.play.creating import ROBOT_NAMES
from rules.czech_names import (
    ACCUSATIVE,
    DATIVE,
    GENITIVE,
    INSTRUMENTAL,
    TITLES,
    decline,
    gender,
)
from rules.wording import counted, join, player_in

# Held out: written by hand as a Czech speaker says them, never looked at while writing the
# rules (the names used then were Petr Dvořák, Tom Hall, Lucie Malá, Jana Nováková and a few).
HELD_OUT_DATIVE = {
    "Jan Novák": "Janu Novákovi", "Jiří Svoboda": "Jiřímu Svobodovi",
    "Petr Novotný": "Petru Novotnému", "Josef Dvořák": "Josefu Dvořákovi",
    "Pavel Černý": "Pavlu Černému", "Martin Procházka": "Martinu Procházkovi",
    "Tomáš Kučera": "Tomáši Kučerovi", "Jaroslav Veselý": "Jaroslavu Veselému",
    "Miroslav Horák": "Miroslavu Horákovi", "Václav Marek": "Václavu Markovi",
    "Michal Pospíšil": "Michalu Pospíšilovi", "Karel Pokorný": "Karlu Pokornému",
    "Lukáš Hájek": "Lukáši Hájkovi", "Milan Král": "Milanu Královi",
    "Jakub Jelínek": "Jakubu Jelínkovi", "David Růžička": "Davidu Růžičkovi",
    "Ondřej Beneš": "Ondřeji Benešovi", "Vojtěch Fiala": "Vojtěchu Fialovi",
    "Roman Sedláček": "Romanu Sedláčkovi", "Filip Doležal": "Filipu Doležalovi",
    "Radek Zeman": "Radku Zemanovi", "Adam Kolář": "Adamu Kolářovi",
    "Stanislav Navrátil": "Stanislavu Navrátilovi", "Matěj Čermák": "Matěji Čermákovi",
    "Honza Kratochvíl": "Honzovi Kratochvílovi", "Daniel Urban": "Danielu Urbanovi",
    "Jana Nováková": "Janě Novákové", "Eva Svobodová": "Evě Svobodové",
    "Hana Novotná": "Haně Novotné", "Anna Dvořáková": "Anně Dvořákové",
    "Lenka Černá": "Lence Černé", "Kateřina Procházková": "Kateřině Procházkové",
    "Lucie Kučerová": "Lucii Kučerové", "Věra Veselá": "Věře Veselé",
    "Alena Horáková": "Aleně Horákové", "Petra Němcová": "Petře Němcové",
    "Marie Marková": "Marii Markové", "Veronika Pokorná": "Veronice Pokorné",
    "Martina Králová": "Martině Králové", "Jitka Jelínková": "Jitce Jelínkové",
    "Michaela Růžičková": "Michaele Růžičkové", "Tereza Benešová": "Tereze Benešové",
    "Zuzana Fialová": "Zuzaně Fialové", "Olga Zemanová": "Olze Zemanové",
    "Klára Kolářová": "Kláře Kolářové", "Barbora Navrátilová": "Barboře Navrátilové",
    "Dagmar Čermáková": "Dagmar Čermákové", "John Smith": "Johnu Smithovi",
    "Peter Brown": "Peteru Brownovi",
}
HELD_OUT_GENITIVE = {
    "Jana Nováková": "Jany Novákové", "Tomáš Kučera": "Tomáše Kučery",
    "Lucie Kučerová": "Lucie Kučerové", "Jiří Svoboda": "Jiřího Svobody",
    "Petr Novotný": "Petra Novotného", "Radek Zeman": "Radka Zemana",
}
# A second batch, kept aside until the rules passed the first (known Czech people): its first
# run declined 29 of 30 right and one wrong ("Jana Huse": Hus -> Husa but Klaus -> Klause, so
# a surname in -s, -z, -x is now left undeclined in the genitive and accusative).
SECOND_BATCH = {
    ("Jiří Kovář", DATIVE): "Jiřímu Kovářovi", ("Zbyněk Brož", GENITIVE): "Zbyňka Brože",
    ("Ludmila Šťastná", DATIVE): "Ludmile Šťastné", ("Irena Krejčí", DATIVE): "Ireně Krejčí",
    ("Libor Sýkora", GENITIVE): "Libora Sýkory", ("Marek Vlk", DATIVE): "Marku Vlkovi",
    ("Emil Zátopek", GENITIVE): "Emila Zátopka", ("Božena Němcová", GENITIVE): "Boženy Němcové",
    ("Věra Čáslavská", DATIVE): "Věře Čáslavské", ("Jaromír Jágr", DATIVE): "Jaromíru Jágrovi",
    ("Dominik Hašek", GENITIVE): "Dominika Haška", ("Petr Čech", GENITIVE): "Petra Čecha",
    ("Tomáš Rosický", DATIVE): "Tomáši Rosickému", ("Pavel Nedvěd", INSTRUMENTAL): "Pavlem Nedvědem",
    ("Jan Hus", GENITIVE): "Jana Husa", ("Karel Gott", ACCUSATIVE): "Karla Gotta",
    ("Martina Navrátilová", ACCUSATIVE): "Martinu Navrátilovou", ("Ivan Lendl", DATIVE): "Ivanu Lendlovi",
    ("Eliška Krásnohorská", INSTRUMENTAL): "Eliškou Krásnohorskou",
    ("Bohumil Hrabal", GENITIVE): "Bohumila Hrabala", ("Milada Horáková", DATIVE): "Miladě Horákové",
    ("Kamila Moučková", DATIVE): "Kamile Moučkové", ("Olga Havlová", GENITIVE): "Olgy Havlové",
    ("Jindřich Štyrský", DATIVE): "Jindřichu Štyrskému", ("Alois Jirásek", DATIVE): "Aloisi Jiráskovi",
    ("Leoš Janáček", GENITIVE): "Leoše Janáčka", ("Tereza Boučková", ACCUSATIVE): "Terezu Boučkovou",
    ("Honza Vondráček", DATIVE): "Honzovi Vondráčkovi", ("Radek Štěpánek", GENITIVE): "Radka Štěpánka",
    ("Matouš Ruml", DATIVE): "Matouši Rumlovi",
}
UNSURE = ["Mary Jones", "Kim Lee", "Bot 3", "ann@example.org", "Jean-Luc Picard", "Nikdo"]


def test_held_out_names_are_declined_right_or_left_alone():
    wrong, declined = {}, 0
    for cases, case in ((HELD_OUT_DATIVE, DATIVE), (HELD_OUT_GENITIVE, GENITIVE)):
        for name, expected in cases.items():
            got = decline(name, case)
            if got is not None and got != expected:
                wrong[(name, case)] = got
            declined += got == expected
    assert not wrong
    total = len(HELD_OUT_DATIVE) + len(HELD_OUT_GENITIVE)
    assert declined == total, f"{declined} of {total} declined"


def test_the_second_batch_is_declined_right_or_left_alone():
    got = {key: decline(*key) for key in SECOND_BATCH}
    assert {k: v for k, v in got.items() if v is not None and v != SECOND_BATCH[k]} == {}
    assert sum(v == SECOND_BATCH[k] for k, v in got.items()) == 29  # "Jana Husa": unsure
    assert got[("Jan Hus", GENITIVE)] is None and decline("Jan Hus", DATIVE) == "Janu Husovi"


@pytest.mark.parametrize("name", UNSURE)
def test_a_name_the_rules_do_not_know_is_not_declined(name):
    assert decline(name, DATIVE) is None
    woman = name == "Mary Jones"  # the noun takes the gender when it is sure
    assert player_in(name, DATIVE) == f"{'hráčce' if woman else 'hráči'} {name}"
    assert player_in(name, GENITIVE) == f"{'hráčky' if woman else 'hráče'} {name}"


@pytest.mark.parametrize(("name", "dative", "genitive", "instrumental"), [
    ("Petr Dvořák", "Petru Dvořákovi", "Petra Dvořáka", "Petrem Dvořákem"),
    ("Tom Hall", "Tomu Hallovi", "Toma Halla", "Tomem Hallem"),
    ("Lucie Malá", "Lucii Malé", "Lucie Malé", "Lucií Malou"),
    ("Jiří Krejčí", "Jiřímu Krejčímu", "Jiřího Krejčího", "Jiřím Krejčím"),
    ("Bedřich", "Bedřichovi", "Bedřicha", "Bedřichem"),  # alone: -ovi
    ("Zdenek", "Zdenkovi", "Zdenka", "Zdenkem"),  # written without diacritics, kept so
    ("PETR", "PETROVI", "PETRA", "PETREM"),
    ("Ann Smith", "Ann Smith", "Ann Smith", "Ann Smith"),  # a woman's foreign name: no case
    # an English silent e is no Czech -e: "Kati Moss" (review 21n); Alice is Czech too
    ("Kate Moss", "Kate Moss", "Kate Moss", "Kate Moss"),
    ("Grace Kelly", "Grace Kelly", "Grace Kelly", "Grace Kelly"),
    ("Rose Tyler", "Rose Tyler", "Rose Tyler", "Rose Tyler"),
    ("Alice Cooper", "Alici Cooper", "Alice Cooper", "Alicí Cooper"),
    ("Marie Nová", "Marii Nové", "Marie Nové", "Marií Novou"),
])
def test_names_of_every_shape_in_every_case(name, dative, genitive, instrumental):
    assert [decline(name, c) for c in (DATIVE, GENITIVE, INSTRUMENTAL)] == [
        dative, genitive, instrumental]


@pytest.mark.parametrize("name", ROBOT_NAMES)
def test_every_bots_name_declines_and_says_its_gender(name):
    """The bots' seats are named by the service (Čapek's robots): a Czech text never falls
    back to "hráči Robot Karel" for them."""
    forms = [decline(name, c) for c in (DATIVE, GENITIVE, ACCUSATIVE, INSTRUMENTAL)]
    assert None not in forms and len(set(forms)) >= 3, forms
    assert gender(name) in ("m", "f")
    # its title is one the readers know to leave out when the bot is called ("Karle")
    assert name.split()[0].casefold() in TITLES


@pytest.mark.parametrize(("name", "dative", "genitive", "instrumental"), [
    ("Robot Radius", "Robotu Radiovi", "Robota Radia", "Robotem Radiem"),
    ("Robotka Helena", "Robotce Heleně", "Robotky Heleny", "Robotkou Helenou"),
    ("Robot Sulla", "Robotu Sullovi", "Robota Sully", "Robotem Sullou"),
    ("Marius", "Mariovi", "Maria", "Mariem"),
])
def test_a_title_and_a_latin_name_decline_as_czech_declines_them(name, dative, genitive,
                                                                 instrumental):
    assert [decline(name, c) for c in (DATIVE, GENITIVE, INSTRUMENTAL)] == [
        dative, genitive, instrumental]


def test_a_title_before_a_name_of_the_other_gender_is_left_alone():
    assert decline("Robot Jana", DATIVE) is None and decline("Robotka Petr", DATIVE) is None


@pytest.mark.parametrize(("n", "cs", "en"), [
    (1, "1 událost", "1 event"), (2, "2 události", "2 events"), (4, "4 události", "4 events"),
    (5, "5 událostí", "5 events"), (0, "0 událostí", "0 events"), (21, "21 událostí", "21 events"),
])
def test_a_noun_after_a_number_agrees_with_it(n, cs, en):
    assert counted(n, ("událost", "události", "událostí"), "cs") == cs
    assert counted(n, ("event", "events"), "en") == en


def test_a_list_is_joined_with_a_or_and():
    assert join(["Lucie Malá", "Mark Twain"], "cs") == "Lucie Malá a Mark Twain"
    assert join(["A", "B", "C"], "en") == "A, B and C"
    assert join(["A"], "cs") == "A" and join([], "en") == ""


def test_a_given_name_has_its_common_short_forms_in_every_case():
    from rules.czech_names import nickname_forms

    assert {"Tom", "Tomovi", "Toma", "Tomík"} <= {f.capitalize() for f in
                                                  nickname_forms("Tomáš Dvořák")}
    assert {"kuba", "kubovi", "kubu"} <= nickname_forms("Jakub")
    assert {"honzovi", "jendovi"} <= nickname_forms("Jan Procházka")  # a man's -a name
    assert "aničce" in nickname_forms("Anna Bílá")
    assert nickname_forms("Zorro") == frozenset()
    # Péťa is Petr's and Petra's: the masculine dative is Petr's only
    assert "péťovi" in nickname_forms("Petr") and "péťovi" not in nickname_forms("Petra")
    assert "péťu" in nickname_forms("Petr") and "péťu" in nickname_forms("Petra")


# English names whose Czech forms are regular (issue 42: "platíš 560 $ hráči: Mike Brown" next
# to "Tomu Hallovi"): a given name in a silent -e on its stem, an English surname in a silent -e
# or in -y as Czech writes them ("Jacka Whitea", "Kennedymu"); after -c/-g the -e is said.
@pytest.mark.parametrize(("name", "dative", "genitive", "instrumental"), [
    ("Mike Brown", "Mikovi Brownovi", "Mika Browna", "Mikem Brownem"),
    ("Greg White", "Gregu Whiteovi", "Grega Whitea", "Gregem Whitem"),
    ("Steve Kelly", "Stevovi Kellymu", "Steva Kellyho", "Stevem Kellym"),
    ("Nick Stone", "Nicku Stoneovi", "Nicka Stonea", "Nickem Stonem"),
    ("Mike", "Mikovi", "Mika", "Mikem"),
])
def test_english_names_of_regular_forms_are_declined(name, dative, genitive, instrumental):
    assert [decline(name, c) for c in (DATIVE, GENITIVE, INSTRUMENTAL)] == [
        dative, genitive, instrumental]
    assert player_in(name, DATIVE) == dative  # no "hráči: Mike Brown"


@pytest.mark.parametrize("name", ["Bruce Wayne", "George Lee", "Mike Crow", "Kim White"])
def test_an_english_name_whose_form_czech_does_not_settle_is_left_alone(name):
    assert decline(name, DATIVE) is None
