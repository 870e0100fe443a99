"""WesternPoly on the player's page: the ring board, the situation, and the trade form whose
post becomes the same offer command an e-mail would carry."""

from __future__ import annotations

import re
from html import unescape

import pytest
from web_events import SECRET, forms, get, hidden, post

from functions.links import play_path
from functions.service import PlayerSpec

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "en"),
           PlayerSpec("Cid", "cid@example.org", "en")]


def until_ann_owns_a_field(game_service, game_id):
    """Play (buying whatever can be bought) until Ann owns a field; return that field."""
    for _ in range(300):
        view = game_service.view(game_id)
        ann = next(p for p in view.rules.view(view.state, "Ann")["players"] if p["id"] == "Ann")
        if ann["owns"]:
            return ann["owns"][0]["field"]
        record = view.game
        seat = record.seat(record.to_move)
        moves = [m.text for m in view.rules.legal_moves(view.state, seat.player)]
        choice = next((m for m in moves if m == "buy"), None) or next(
            (m for m in moves if m in ("roll", "done")), moves[0])
        game_service.submit(game_id, seat.email, choice)
    raise AssertionError("Ann never bought a field")


def test_the_page_shows_the_ring_and_the_players_money(app, game_service):
    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "en"}, start=True)
    body = app.resolve(get(play_path(SECRET, game.id, "p1")), None)["body"]
    assert body.count('<g class="field" id="field-') == 40
    assert body.count('<g class="pawn">') == 3
    assert "Cash: $30,000" in body
    # the service threw for Ann: the form offers her decision on the field, not the throw,
    # and preselects nothing that plays
    picked = forms(body)["move-form"]["move"]
    assert picked[0] == "" and "roll" not in picked and "buy" in picked


def test_a_trade_offer_from_the_form_reaches_the_other_player(app, game_service):
    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "en"}, start=True)
    field = until_ann_owns_a_field(game_service, game.id)
    ann_page = app.resolve(get(play_path(SECRET, game.id, "p1")), None)["body"]
    offer = forms(ann_page)["offer-form-1"]
    assert str(field) in offer["give_field"] and hidden(ann_page, "offer-form-1")["to"] == "Bob"
    assert hidden(ann_page, "offer-form-2")["to"] == "Cid"
    form = {**hidden(ann_page, "offer-form-1"), "give_field": [str(field)],
            "give_money": "0", "get_money": "500"}
    response = app.resolve(post(play_path(SECRET, game.id, "p1"), form), None)
    assert response["statusCode"] == 303, response["body"]
    last = game_service.view(game.id).log[-1]
    assert (last.player, last.text, last.source) == \
        ("Ann", f"offer Bob give {field} get $500", "web")
    bob_page = app.resolve(get(play_path(SECRET, game.id, "p2")), None)["body"]
    assert 'id="offers"' in bob_page and "$500" in bob_page
    assert any(m.startswith("accept ") for m in forms(bob_page)["move-form"]["move"])


def test_each_partners_trade_form_asks_only_for_what_that_partner_holds(app, game_service):
    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "en"}, start=True)
    for _ in range(300):  # buy whatever can be bought until Bob and Cid both own fields
        view = game_service.view(game.id)
        owners = {f["owner"] for f in view.rules.view(view.state, None)["fields"]}
        if {"Bob", "Cid"} <= owners:
            break
        record = view.game
        seat = record.seat(record.to_move)
        moves = [m.text for m in view.rules.legal_moves(view.state, seat.player)]
        game_service.submit(game.id, seat.email, next(
            (m for m in moves if m == "buy"), None) or next(
            (m for m in moves if m in ("roll", "done")), moves[0]))
    fields = view.rules.view(view.state, None)["fields"]
    ann_page = app.resolve(get(play_path(SECRET, game.id, "p1")), None)["body"]
    for n, partner in ((1, "Bob"), (2, "Cid")):
        assert hidden(ann_page, f"offer-form-{n}")["to"] == partner
        asked = forms(ann_page)[f"offer-form-{n}"].get("get_field", [])
        assert asked == [str(f["index"]) for f in fields if f["owner"] == partner]
        assert f"Trade with {partner}" in ann_page


def test_after_a_move_the_page_tells_its_result_at_the_top(app, game_service):
    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "en"}, start=True)
    path = play_path(SECRET, game.id, "p1")
    body = app.resolve(get(path), None)["body"]
    fields = hidden(body, "move-form")
    # the service threw for Ann already; she decides on the field she reached
    choice = next(m for m in forms(body)["move-form"]["move"] if m)
    response = app.resolve(post(path, {**fields, "move": choice}), None)
    assert response["statusCode"] == 303, response["body"]
    body = app.resolve(get(response["headers"]["Location"]), None)["body"]
    outcome = re.sub(r"<[^>]+>", "", body.split('id="outcome"', 1)[1].split("</section>")[0])
    assert body.index('id="outcome"') < body.index('id="board-picture"')
    assert "Ann: " in outcome  # her move, read back
    # and what followed it: the next player's throw, made for them, and where it led
    assert re.search(r"throw \d", outcome)


def test_the_board_has_a_list_of_fields_with_a_legend_for_narrow_screens(app, game_service):
    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "cs"}, start=True)
    body = app.resolve(get(play_path(SECRET, game.id, "p1"), {"lang": "cs"}), None)["body"]
    rows = body.split('id="fields"', 1)[1].split("</table>", 1)[0]
    assert rows.count("<tr>") == 41  # the heading and the 40 fields
    assert "0. <b>START</b>" in rows and "START</span>" not in rows and "VĚZENÍ" in rows
    legend = body.split('id="legend"', 1)[1].split("</section>", 1)[0]
    for mark in ("▦", "$", "?", "§", "◎", "⇄", "★", "G"):
        assert f"<dt>{mark}</dt>" in legend


def test_an_english_reader_of_a_czech_game_reads_english_names(app, game_service):
    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "cs"}, start=True)
    body = app.resolve(get(play_path(SECRET, game.id, "p1"), {"lang": "en"}), None)["body"]
    rows = body.split('id="fields"', 1)[1].split("</table>", 1)[0]
    legend = body.split('id="legend"', 1)[1].split("</section>", 1)[0]
    for english, czech in (("Jail", "VĚZENÍ"), ("Shooting range", "Kurz střelby"),
                           ("Train", "Vlak"), ("Shack U Hnědáka", "Chatrč U Hnědáka")):
        assert english in rows and czech not in rows, english
    assert "Jail" in legend and "VĚZENÍ" not in legend and "Kurz střelby" not in legend
    board = body.split('id="board-picture"', 1)[1].split("</figure>", 1)[0]
    assert "Shooting range" in board and "Kurz střelby" not in board


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_amount_on_the_page_is_written_one_way(app, game_service, lang):
    players = [PlayerSpec(p.name, p.email, lang) for p in PLAYERS]
    game = game_service.create("westernpoly", players, "org@example.org",
                               options={"lang": lang}, start=True)
    until_ann_owns_a_field(game_service, game.id)
    page = app.resolve(get(play_path(SECRET, game.id, "p1")), None)["body"]
    # the board picture's legend marks a field with a "$" beside its number: not an amount
    page = re.sub(r'<g class="field".*?</g>', " ", page, flags=re.S)
    body = unescape(re.sub(r"<[^>]+>", " ", page))
    right = {"cs": r"\d{1,3}(?:[ \u00a0]\d{3})*[ \u00a0]\$",
             "en": r"(?<![\w$])\$\d{1,3}(?:,\d{3})*(?![\d,])"}[lang]
    wrong = {"cs": r"\$\s?\d|\d,\d{3}|\d{4,}\s?\$",
             "en": r"\d[\s\u00a0]*\$|\$\d{4,}|\d[ \u00a0]\d{3}"}[lang]
    assert len(re.findall(right, body)) >= 5  # cash, wealth, prices ...
    assert re.findall(wrong, body) == []


def test_the_page_numbers_the_menu_as_the_mail_does_and_reads_a_bare_number(app, game_service):
    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "en"}, start=True)
    path = play_path(SECRET, game.id, "p1")
    body = app.resolve(get(path), None)["body"]
    # the service threw for Ann already; her menu is the one her turn mail shows
    menu = game_service.view(game.id)
    first = menu.rules.choices(menu.state, "Ann")[0].text
    assert re.search(r'<option value="' + re.escape(first) + r'"[^>]*>1\. ', body)
    fields = hidden(body, "move-form")
    wrong = app.resolve(post(path, {**fields, "command": "9"}), None)
    assert "There is no option 9" in unescape(wrong["body"])
    assert len(game_service.view(game.id).log) == len(menu.log)  # nothing played
    response = app.resolve(post(path, {**fields, "command": "1"}), None)
    assert response["statusCode"] == 303, response["body"]
    played = [e for e in game_service.view(game.id).log if e.source == "web"]
    assert [e.text for e in played] == [first]


def test_the_games_own_forms_read_back_as_the_words_a_mail_would_carry():
    from functions.render import games
    from functions.web.moves import command_text

    stake = {"kind": ["stake"], "amount": ["1 500 $"], "field": [" 3 "]}
    offer = {"kind": ["offer"], "to": ["Bob"], "give_field": ["3", " 11"], "give_card": ["yes"],
             "give_money": ["junk"], "get_money": ["$500"]}
    assert command_text(stake, "westernpoly") == "stake $1500 on 3"
    assert command_text(offer, "westernpoly") == "offer Bob give 3, 11, card get $500"
    # another game has no such forms: the same post is the move written, or nothing
    assert games.of("1926").form_command(stake) is None
    assert command_text({**stake, "move": ["large Praha"]}, "1926") == "large Praha"
    assert command_text({"kind": ["pick"], "command": ["buy"]}, "westernpoly") == "buy"


def test_a_move_on_the_page_is_confirmed_as_that_move_not_as_the_roll_played_after_it(
        app, game_service):
    # a buy after a double: the service throws again for Ann in the same write; the page
    # confirms the buy (what she chose), and lists the throw after it
    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "cs"}, start=True)
    path = play_path(SECRET, game.id, "p1")
    for _ in range(400):
        view = game_service.view(game.id)
        record = view.game
        if record.status != "running":
            break
        seat = record.seat(record.to_move)
        if seat.seat != "p1":
            moves = [m.text for m in view.rules.legal_moves(view.state, seat.player)]
            game_service.submit(game.id, seat.email, next(
                (m for m in moves if m in ("buy", "roll", "done")), moves[0]))
            continue
        body = app.resolve(get(path), None)["body"]
        before = len(view.log)
        response = app.resolve(post(path, {**hidden(body, "move-form"), "command": "1"}), None)
        assert response["statusCode"] == 303, response["body"]
        written = game_service.view(game.id).log[before:]
        chosen = [e for e in written if e.source == "web"]
        auto_after = [e for e in written if e.player == "Ann" and e.source == "auto"
                      and chosen and e.seq > chosen[-1].seq]
        if not auto_after:
            continue
        page = unescape(app.resolve(get(response["headers"]["Location"]), None)["body"])
        said = view.rules.describe(view.state, view.rules.parse(view.state, "Ann",
                                                                chosen[-1].text), "en",
                                   reader="Ann")
        notice = re.search(r"Move accepted: ([^<]+)<", page)
        assert notice and notice.group(1).strip() == said.strip()
        return
    pytest.fail("no page move of Ann's was followed by a move the service played for her")
