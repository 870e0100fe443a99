"""The plain-text part of every mail says what its HTML part says (issue 42: the plain board
listed "Bar Prašná cesta" where the HTML had "Bar „Prašná cesta“"; the HTML board named the
reader on turn where the plain one did not, gave no electors of the regions without pyramids,
every hand of Oh Hell where the plain one gave the last, began a folded part's sentence in
lower case). Members: every mail of whole games
of the four games; the Czech plays tuned the fixes, the English ones were kept aside."""

from __future__ import annotations

from pathlib import Path

import pytest
from mail_parts import disagreements

from bench.mail_games import play
from functions.service import PlayerSpec
from rules.westernpoly.board import FIELDS, PROPERTY

OPTIONS = {"westernpoly": {"max_rounds": 6}, "1926": {}, "goofspiel": {},
           "ohhell": {"hands": "1,2,3,2"}}
# a property's own name after its kind's noun is quoted in Czech wherever a mail shows it
TITLES = [f.proper for f in FIELDS if f.kind == PROPERTY and f.proper]


def _players(lang: str) -> list[PlayerSpec]:
    return [PlayerSpec(name, f"{name.split()[0].lower()}@example.org", lang)
            for name in ("Tom Hall", "Lucie Malá", "Kim Lee")]


@pytest.mark.parametrize("lang", ["cs", "en"], ids=["tuned", "held-out"])
@pytest.mark.parametrize("rules_id", sorted(OPTIONS))
def test_every_mail_says_the_same_in_its_plain_and_html_parts(rules_id, lang):
    played = play(rules_id, _players(lang), {"lang": lang, **OPTIONS[rules_id]})
    kinds, found = set(), []
    for mail in played.mails:
        markup = mail.get_body(("html",))
        assert markup is not None, mail["Subject"]  # every mail has both parts
        titles = TITLES if rules_id == "westernpoly" and lang == "cs" else []
        said = disagreements(mail.get_body(("plain",)).get_content(), markup.get_content(),
                             titles)
        kinds.add(str(mail["Subject"]).split(":")[0].split(" — ")[0])
        found += [f"{mail['Subject']}: {what}" for what in said]
    assert len(kinds) >= 2  # turns and the end at least
    assert found == []


@pytest.mark.parametrize(("text", "markup", "what"), [
    ("na poli 19 Bar Prašná cesta", "<td>19 Bar „Prašná cesta“</td>",
     "bare only in the text: Prašná cesta"),
    ("Zatím bez pyramidek: Plzeň (12)", "<p>Zatím bez pyramidek: Plzeň</p>",
     "a number only in the text: 12"),
    ("Body: ty 3", "<td>Kim Lee</td><td>3</td><td>2</td>", "a number only in the HTML: 2"),
    ("Ahoj,\n\ntvůj tah byl přijat.\n\nTakhle teď vypadá hra „Západ“ (kolo 6).",
     "<p>Ahoj,</p><p>tvůj tah byl přijat.</p><hr><p>takhle teď vypadá hra „Západ“ (kolo 6).</p>",
     "a sentence begins otherwise in the HTML: takhle teď vypadá hra „Západ“ (kolo 6)."),
])
def test_the_check_sees_a_name_quoted_in_one_part_and_a_number_missing_from_one(
        text, markup, what):
    assert what in disagreements(text, markup)


GOLDEN = Path(__file__).parent / "golden" / "render"


@pytest.mark.parametrize("name", sorted(p.stem for p in GOLDEN.glob("*.txt")))
def test_every_golden_mail_says_the_same_in_both_parts(name):
    """The golden mails: invitations, refusals, help, read-backs, jail, the game's end."""
    text, markup = (GOLDEN / f"{name}.txt").read_text(), (GOLDEN / f"{name}.html").read_text()
    assert disagreements(text, markup) == []


def test_the_check_lets_the_layout_differ():
    """A table is lines, an example box is quoted, a card is a face or its words."""
    text = "Trumf: kárová osma (8D)\nnapříklad „hlásím 0“\nBody: Kim Lee 10"
    markup = ("<p>Trumf: 8♦</p><ul><li class=\"example\">hlásím 0</li></ul>"
              "<table><tr><td>Kim Lee</td><td>10</td></tr></table>")
    assert disagreements(text, markup) == []
    assert disagreements("na poli Bar Prašná cesta", "<p>Bar Prašná cesta</p>",
                         ["Prašná cesta"]) == ["a title left bare in the text: Prašná cesta",
                                               "a title left bare in the HTML: Prašná cesta"]
