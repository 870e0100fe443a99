"""Words a newcomer stumbled on (review 13), each checked as a class: a new text, game, card
list or robot of the same kind is caught by the same test.

- a name the Czech case rules do not know is written after the noun in the case ("od hráče
  Mike Ross"), with no colon, so it reads on anywhere (issue 42: not "zprávy od hráče: Mike
  Ross už neuvidíš", not "Kim Lee: nájem 320 $ hráčce: Eva Malá");
- option labels say no range: the form adds each option's range from its spec, once;
- a card list names every card in the reader's language, as the trump line does;
- a robot never shares a given name (nor one of its forms) with a person at the table;
- the erased are named in the reader's language in every mail, the list of games too.

Names: those below tuned the fixes; HELD_OUT (a third, written as real people's names are)
were kept aside and are checked by the same tests.
"""

from __future__ import annotations

import re

import pytest

import rules
from functions.i18n import Catalogue
from functions.render import games
from functions.render.catalogue import MAIL
from functions.render.letters import render_person
from functions.service import PlayerSpec
from functions.service.play.creating import robot_names
from functions.service.play.explain import PHRASES
from functions.service.records.notifications import Kind, Notification
from functions.web.mailing import MAIL as WEB_MAIL
from functions.web.talk import TALK
from functions.web.texts import WEB
from rules.ohhell.texts import board_text, card_words
from rules.westernpoly.words import LAPSE_REASONS, READER_TEMPLATES, TEMPLATES, event_text

# names the Czech rules do not decline for sure (foreign, unknown), and Czech ones that do
TUNED = ["Mike Ross", "Kim Lee", "Emily Stone", "Jean Dupont"]
HELD_OUT = ["Siobhan Kelly", "Nguyen Van", "Björn Ek"]
CATALOGUES = [MAIL, PHRASES, WEB, TALK, WEB_MAIL,
              *(games.of(rules_id).WORDS for rules_id in rules.games())]
_CASE = re.compile(r"\[(dat|gen|acc|ins): \{(\w+)\}\]")


def _fallback_ends_its_clause(text: str, name: str) -> bool:
    """Whether `name`, where its case is unsure, reads on in its clause: after the noun in
    the case with no colon ("od hráče Mike Ross už"), never "hráči: <name>"."""
    return not re.search(rf"(?:hráč|hráčk)\w*: {re.escape(name)}", text)


def _case_texts(catalogue: Catalogue) -> list[tuple[str, str]]:
    return [(key, forms["cs"]) for key, forms in catalogue.texts.items()
            if "cs" in forms and _CASE.search(forms["cs"])]


def _filled(text: str, name: str) -> str:
    """A Czech text with a case placeholder said of `name`, other values left as names."""
    values = {key: name if key in {m.group(2) for m in _CASE.finditer(text)} else f"X{key}"
              for key in re.findall(r"\{(\w+)\}", text)}
    try:
        return Catalogue("one", {"t": {"cs": text}}, register=False).say("cs", "t", **values)
    except (KeyError, ValueError, IndexError):
        return Catalogue("one", {"t": {"cs": text}}, register=False).say("cs", "t", **{**values, "n": 1})


def _case_misses(names: list[str]) -> list[str]:
    misses = []
    for catalogue in CATALOGUES:
        for key, text in _case_texts(catalogue):
            for name in names:
                said = _filled(text, name)
                if not _fallback_ends_its_clause(said, name):
                    misses.append(f"{catalogue.name}.{key}: {said}")
    return misses


@pytest.mark.parametrize("names", [TUNED, HELD_OUT], ids=["tuned", "held-out"])
def test_a_name_without_a_known_case_ends_its_clause_in_every_catalogue(names):
    assert sum(len(_case_texts(c)) for c in CATALOGUES) >= 5  # the check sees the texts
    assert _case_misses(names) == []


def test_the_clause_check_sees_a_colon_after_the_noun():
    assert not _fallback_ends_its_clause("Kim Lee: nájem 320 $ hráčce: Mike Ross", "Mike Ross")
    said = _filled("Hotovo: zprávy od [gen: {name}] už neuvidíš.", "Mike Ross")
    assert said == "Hotovo: zprávy od hráče Mike Ross už neuvidíš."
    assert _fallback_ends_its_clause(said, "Mike Ross")


_MONEY = {"fields": [], "card": False, "money": 100}
_ROLES = ("owner", "to", "proposer", "holder")


@pytest.mark.parametrize("names", [TUNED, HELD_OUT], ids=["tuned", "held-out"])
def test_a_westernpoly_event_that_names_a_player_in_a_case_ends_its_clause(names):
    """Every WesternPoly event told in Czech, to a bystander and to each side, with a name
    the rules cannot decline in every role that takes a case."""
    misses, told = [], 0
    for kind in {*TEMPLATES, *READER_TEMPLATES}:
        for name, subject in [(n, s) for n in names for s in ("Ann", "Kim Lee")]:
            data = {"player": subject, "amount": 300, "field": 6, "offer": 3, "give": _MONEY,
                    "get": _MONEY, "count": 1, "dice": [3, 4], "reason": next(iter(LAPSE_REASONS)),
                    "winners": ["Ann"], **{role: name for role in _ROLES}}
            for reader in (None, subject, name, "Zoe"):
                try:
                    said = event_text(kind, data, "cs", reader)
                except (KeyError, IndexError, TypeError):
                    continue  # an event of another shape (a card, a stake's own data)
                told += "hráč" in said
                if not _fallback_ends_its_clause(said, name):
                    misses.append(f"{kind} to {reader}: {said}")
    assert told >= 20  # the events were told, the names in the form that needs no case
    assert misses == []


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_no_option_label_says_a_range_the_form_adds(lang):
    """Review 13: "Cards in each hand and in the prize deck (1 to N) (3–13)"."""
    ranged = re.compile(r"\d+\s*(?:to|až|–|-)\s*(?:\d+|N)\b")
    for rules_id in rules.games():
        words = games.of(rules_id).WORDS
        for name, spec in rules.get(rules_id).option_specs.items():
            key = f"option_{name}"
            if spec.minimum is not None and spec.maximum is not None and key in words:
                assert not ranged.search(words.say(lang, key)), (rules_id, key)


def test_every_card_of_an_oh_hell_hand_is_named_in_the_readers_language():
    game = rules.get("ohhell")
    state = game.new_game(["Ann", "Bob", "Cid"], {"lang": "en"}, seed=4)
    while game.to_move(state) == rules.CHANCE:
        state = game.apply(state, rules.CHANCE, game.chance_outcomes(state)[0][0])
    for lang, label in (("en", "Your cards: "), ("cs", "Tvoje karty: ")):
        view = game.view(state, "Ann")
        line = next(row for row in board_text(view, "Ann", lang).splitlines()
                    if row.startswith(label))
        assert line == label + ", ".join(card_words(c, lang) for c in view["hand"])
        assert all(f"{c} (" in line or f"({c})" in line for c in view["hand"]), line


@pytest.mark.parametrize("people", [
    ["Karel Novák", "Helena Malá"], ["Karla Nová"],  # tuned
    ["Karel Gott", "Sulla Petr"], ["Helena Růžičková", "Marius Kolář"],
], ids=["karel-helena", "karla", "held-out-1", "held-out-2"])
def test_a_robot_never_shares_a_given_name_with_a_person_at_the_table(people, game_service):
    from rules.czech_names import case_forms, vocative
    from rules.text import fold

    def called(name: str) -> set[str]:
        given = name.split()[-1] if name.split()[0] in ("Robot", "Robotka") else name.split()[0]
        return {fold(f) for f in {given, vocative(given), *case_forms(given)}}

    specs = [PlayerSpec(n, f"p{i}@example.org") for i, n in enumerate(people)]
    specs += [PlayerSpec("", "", bot=next(iter(rules.get("westernpoly").bots))) for _ in range(2)]
    game = game_service.create("westernpoly", specs, "org@example.org", start=True)
    robots = [s.name for s in game.seats if s.bot]
    assert len(robots) == 2 and robots == robot_names(specs)[:2]
    for robot in robots:
        for person in people:
            assert not called(robot) & called(person), (robot, person)


def test_the_list_of_games_names_the_erased_in_the_readers_language():
    """Review 13: "Friday bids: skončila, vyhrává Player 4 (erased)" in a Czech mail."""
    mail = Notification(id="personal:sign_in:x", game_id="personal", version=0,
                        kind=Kind.SIGN_IN, seat=None, email="eva@example.org", lang="cs",
                        created_at="2026-12-01T10:00:00+00:00", payload={
                            "name": "Eva", "link": "https://pbm.example.org/signin/x",
                            "games": [{"title": "Friday bids",
                                       "state": "skončila, vyhrává Player 4 (erased)"}]})
    letter = render_person(mail)
    assert "Hráč 4 (vymazán)" in letter.text and "erased" not in letter.text
    assert "Hráč 4 (vymazán)" in letter.html


# ---- mails of a game by mail ------------------------------------------------------------

MAIL_PEOPLE = {"cs": ["Lucie Malá", "Mike Ross", "Karel Novák"],
               "en": ["Lucie Hall", "Mike Ross", "Karl Stone"]}
DONE = {"cs": "Hotovo:", "en": "Done:"}
# a reply of several settings and an answer to an offer, as players write them; the last of
# each language was kept aside
SETTINGS_REPLIES = {
    "cs": ["ZTLUMIT Mike Ross\npřijímám 1\nPŘIPOMÍNKY VYP\nKAŽDÝ TAH ZAP",
           "PŘIPOMÍNKY VYP\npřijímám 1\nKAŽDÝ TAH ZAP",
           "KAŽDÝ TAH ZAP\nZTLUMIT Mike\nodmítám 1\nPŘIPOMÍNKY VYP"],
    "en": ["MUTE Mike Ross\naccept 1\nREMINDERS OFF\nEVERY MOVE ON",
           "REMINDERS OFF\naccept 1\nEVERY MOVE ON",
           "EVERY MOVE ON\nMUTE Mike\ndecline 1\nREMINDERS OFF"],
}


def _table(lang):
    from mail_table import ANN, BOB, CID, open_table
    return open_table(players=[PlayerSpec(n, a, lang) for n, a in
                               zip(MAIL_PEOPLE[lang], (ANN, BOB, CID), strict=True)])


@pytest.mark.parametrize(("lang", "reply"), [(lang, reply) for lang, replies in
                                             SETTINGS_REPLIES.items() for reply in replies])
def test_the_settings_of_a_reply_are_told_together_after_its_moves(lang, reply):
    """Review 13: "hotovo:" and "Hotovo:" by turns, a read-back between two of them."""
    from datetime import timedelta

    from mail_table import ANN, BOB

    from bench.mail_follow import text_of
    from bench.mail_games import _to
    with _table(lang) as t:
        offer = "nabídka Lucie dávám 100 $ za nic" if lang == "cs" \
            else "offer Lucie give $100 get nothing"
        t.reply(BOB, offer)
        since = len(t.outbox.sent)
        t.reply(ANN, reply)
        t.clock.moment += timedelta(minutes=30)
        t.service.tick()
        t.deliver()
        (mail,) = [m for m in t.outbox.sent[since:] if _to(m) == ANN]
        text = text_of(mail).split("\n\n", 1)[1]
        done = [m.start() for m in re.finditer(DONE[lang], text, re.I)]
        assert len(done) == 1, text  # said once, above the list of what was set
        answer = re.search(r"(?i)(přijímáš|odmítáš|you accepted|you declined) ", text)
        assert answer is not None and answer.start() < done[0], text
        listed = text[done[0]:].split("\n\n", 1)[0].splitlines()[1:]
        settings = reply.count("\n") + 1 - 1  # every line but the answer to the offer
        assert len(listed) == settings and all(line.startswith("  - ") for line in listed)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_another_players_move_is_told_in_the_third_person_not_as_an_order(lang):
    """Review 13: "Hans Müller: koupit Saloon Divoká růže…" and "Přečteno jako: …" in the
    every-move mail of another player."""
    from mail_table import ANN

    from bench.mail_follow import text_of
    from bench.mail_games import _to
    with _table(lang) as t:
        t.service.set_every_move(t.game.id, ANN, True)
        for _ in range(8):
            record = t.record()
            t.reply(record.seat(record.to_move).email, "1")
        told = [m for m in t.outbox.sent if _to(m) == ANN and "move_played" in
                str(m["Message-ID"]) and str(m["Subject"]).startswith(tuple(MAIL_PEOPLE[lang]))]
        assert len(told) >= 2
        orders = ("koupit", "prodat", "hodit", "ukončit") if lang == "cs" \
            else ("buy", "sell", "roll", "end")
        for mail in told:
            subject = str(mail["Subject"])
            name = next(n for n in MAIL_PEOPLE[lang] if subject.startswith(n))
            assert not subject[len(name):].startswith(":"), subject
            assert subject[len(name) + 1:].split()[0] not in orders, subject
            body = text_of(mail)  # a read-back only of her own move, which it may carry
            read_as, own = ("Přečteno jako", "tah byl přijat") if lang == "cs" \
                else ("Read as", "move was accepted")
            assert body.count(read_as) == body.count(own), body


@pytest.mark.parametrize("field", [6, 9, 37, 39])  # the -a nouns whose accusative differs
def test_a_field_after_a_verb_is_in_the_case_the_verb_wants(field):
    """Review 13 (item 1): a field's name after a verb is its object ("kupuje Nocležnu U
    Kojota", "prodává bance Banku Devět centů"); the nominative only as a title after "pole"
    ("dojíždí na pole Nocležna U Kojota") or opening its own sentence. ("Bar Rezavá ostruha"
    is the same in both cases: a masculine thing.)"""
    from rules.westernpoly.board import FIELDS
    nominative = FIELDS[field].cs.split()[0]
    told = 0
    for kind in {*TEMPLATES, *READER_TEMPLATES}:
        data = {"player": "Ann", "amount": 300, "field": field, "offer": 3, "count": 1,
                "give": {"fields": [field], "card": False, "money": 0}, "get": _MONEY,
                "dice": [3, 4], "reason": next(iter(LAPSE_REASONS)), "winners": ["Ann"],
                "owner": "Bob", "to": "Bob", "proposer": "Bob", "holder": "Bob"}
        for reader in (None, "Ann", "Bob"):
            try:
                said = event_text(kind, data, "cs", reader)
            except (KeyError, IndexError, TypeError):
                continue
            for m in re.finditer(rf"\b{nominative}\b", said):
                told += 1
                before = said[:m.start()].rstrip()
                assert before == "" or before.endswith(("pole", "poli", ":", ".")), (kind, said)
    assert told >= 5
