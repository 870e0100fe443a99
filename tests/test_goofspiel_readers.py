"""Hidden information through the whole shell, with Goofspiel's sealed bids: nothing another
player, a spectator or the organizer is shown (pages, mails and their subjects, the export,
`pbm show` and its JSON, the dashboard, the replay) changes with a bid still sealed.

Each test plays the same game in two worlds that differ only in Ann's bid (the service's
secrets and clock are the same fakes, so ids, seeds, tokens and times agree) and compares what
the others see in both, hashes aside: a salted digest differs, as it must, and tells nothing.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

import pytest
from conftest import FakeClock, FakeSecrets
from test_cli_pbm import pbm
from test_mailroom_incoming import SECRET as MAIL_SECRET
from test_mailroom_incoming import SETTINGS, RecordingTransport
from web_events import SECRET, get, hidden, post

import rules
from functions.links import game_path, organizer_path, play_path
from functions.mailroom.delivery import Postman
from functions.render.views import game_json, game_text
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore
from functions.web import create_app

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]
ANN, BOB, CID = (p.email for p in PLAYERS)
ORGANIZER = "org@example.org"
_HASH = re.compile(r"\b[0-9a-f]{64}\b")
_NONCE = re.compile(r'(name="nonce" value=")[^"]*')  # fresh randomness in every form


@dataclass
class World:
    """One run of the game: its service, its store, the game and its web app."""

    service: GameService
    store: SqliteStore
    clock: FakeClock
    game_id: str

    def bid(self, email: str, text: str) -> None:
        self.service.submit(self.game_id, email, text, source="email")

    def page(self, path: str, **query: str) -> str:
        app = create_app(self.service, SECRET, "https://games.example.org")
        response = app.resolve(get(path, query or None), None)
        assert response["statusCode"] == 200, path
        return masked(response["body"])

    def mails(self) -> dict[str, list[str]]:
        """Every mail sent so far, by recipient: subject, text and HTML."""
        recorded = RecordingTransport()
        Postman(self.store, recorded, SETTINGS, MAIL_SECRET, self.clock).deliver_pending()
        out: dict[str, list[str]] = {}
        for message in recorded.sent:
            to = message["To"].addresses[0].addr_spec
            parts = [str(message["Subject"])] + [
                message.get_body((kind,)).get_content() for kind in ("plain", "html")]
            out.setdefault(to, []).append(masked("\n".join(parts)))
        return out


def words(html: str) -> str:
    """A page's text without its tags."""
    return re.sub(r"<[^>]+>", "", html)


def masked(text: str) -> str:
    return _NONCE.sub(r"\1<nonce>", _HASH.sub("<hash>", text))


def world(tmp_path, name: str, reveal: str = "bids") -> World:
    store = SqliteStore(tmp_path / f"{name}.sqlite3")
    clock = FakeClock()
    service = GameService(store, clock, FakeSecrets(), key=chain.seal_key(MAIL_SECRET))
    game = service.create("goofspiel", PLAYERS, ORGANIZER, options={"cards": 5, "reveal": reveal},
                          start=True, public=True)
    for email in (BOB, CID):  # they want a mail of every move
        service.set_every_move(game.id, email, True)
    return World(service, store, clock, game.id)


@pytest.fixture
def worlds(tmp_path, request):
    """Two games alike but for Ann's sealed bid (2 in one, 4 in the other); Bob and Cid have
    not bid yet."""
    reveal = getattr(request, "param", "bids")
    two, four = world(tmp_path, "two", reveal), world(tmp_path, "four", reveal)
    two.bid(ANN, "bid 2")
    four.bid(ANN, "bid 4")
    return two, four


def seat_paths(game_id: str) -> dict[str, str]:
    return {seat: play_path(SECRET, game_id, seat) for seat in ("p1", "p2", "p3")}


def test_the_worlds_differ_where_they_should(worlds):
    # the comparison below can fail: Ann herself sees her own bid on her page
    two, four = worlds
    ann = seat_paths(two.game_id)["p1"]
    assert two.page(ann) != four.page(ann)
    assert "bid 2" in two.page(ann) or "Your bid: 2" in two.page(ann)


def test_the_pages_of_the_others_do_not_change_with_a_sealed_bid(worlds):
    two, four = worlds
    paths = seat_paths(two.game_id)
    for seat in ("p2", "p3"):
        assert two.page(paths[seat]) == four.page(paths[seat]), seat
        assert two.page(paths[seat] + "/replay") == four.page(paths[seat] + "/replay"), seat
    assert "Ann: zakrytý příhoz" in words(two.page(paths["p2"]))


def test_the_spectator_page_and_its_replay_at_every_step_do_not_change(worlds):
    two, four = worlds
    spectator = game_path(two.game_id)
    assert two.page(spectator) == four.page(spectator)
    total = len(two.service.view(two.game_id).log)
    for step in range(total + 1):
        assert two.page(spectator, step=str(step)) == four.page(spectator, step=str(step))
    assert "Ann: zakrytý příhoz" in two.page(spectator)  # a spectator reads the game's Czech


def test_the_dashboard_and_its_export_do_not_change(worlds):
    two, four = worlds
    dashboard = organizer_path(SECRET, ORGANIZER)
    assert two.page(dashboard) == four.page(dashboard)
    download = f"{dashboard}/games/{two.game_id}/export"
    assert two.page(download) == four.page(download)
    document = json.loads(two.page(download).replace("<hash>", "0" * 64))
    assert document["log"][-1]["sealed"] and "text" not in document["log"][-1]


def test_the_mails_and_their_subjects_to_the_others_do_not_change(worlds):
    two, four = worlds
    mails_two, mails_four = two.mails(), four.mails()
    for reader in (BOB, CID, ORGANIZER):
        assert mails_two.get(reader) == mails_four.get(reader), reader
    # Cid was mailed Ann's move, as sealed (in his turn mail: the game waits for him still);
    # Ann's own read-back names her card
    assert any("a sealed bid" in mail and "Ann" in mail for mail in mails_two[CID])
    # (his own menu offers "bid 2": what tells Ann's move must not name her card)
    assert not any("Read as: bid 2" in mail or "Ann: bid 2" in mail for mail in mails_two[CID])
    assert any("bid 2" in mail for mail in mails_two[ANN])


def test_show_and_its_json_do_not_change_and_offer_no_ones_hand(worlds):
    two, four = worlds
    views = [w.service.view(w.game_id) for w in worlds]
    assert masked(game_text(views[0])) == masked(game_text(views[1]))
    shown = [game_json(v) for v in views]
    assert masked(json.dumps(shown[0])) == masked(json.dumps(shown[1]))
    assert shown[0]["menu"] == []  # Bob's hand is his own
    assert shown[0]["history"][-1]["text"] is None and shown[0]["history"][-1]["sealed"]
    assert "Ann: zakrytý příhoz" in game_text(views[0])  # the game's language, Czech


def test_the_export_withholds_a_sealed_bid_and_the_chain_still_verifies(worlds):
    two, four = worlds
    documents = [w.service.export(w.game_id) for w in worlds]
    assert masked(json.dumps(documents[0])) == masked(json.dumps(documents[1]))
    entry = documents[0]["log"][-1]
    assert entry["player"] == "Ann" and entry["sealed"] and "text" not in entry
    assert chain.verify(documents[0], rules.get).ok
    # its hash is salted: no plain guess of the bid reproduces it
    guesses = {chain.entry_hash(two.game_id, entry["seq"], "Ann", f"bid {card}", entry["source"],
                                entry["at"], entry["prev"]) for card in range(1, 6)}
    assert entry["hash"] not in guesses


def finish_round(pair: tuple[World, World]) -> None:
    for w in pair:
        w.bid(BOB, "bid 5")
        w.bid(CID, "bid 1")


def test_once_the_round_resolves_the_bids_are_public(worlds):
    two, four = worlds
    spectator = game_path(two.game_id)
    bob = seat_paths(two.game_id)["p2"]
    assert "Ann: zakrytý příhoz" in words(two.page(spectator))  # told as sealed, and kept so
    assert "Ann: zakrytý příhoz" in words(two.page(bob))
    finish_round(worlds)
    assert "Ann: přihazuji 2" in words(two.page(bob))  # told again, now that it is public
    assert two.page(spectator) != four.page(spectator)
    assert "Ann: přihazuji 2" in words(two.page(spectator))
    document = two.service.export(two.game_id)
    public = [e for e in document["log"] if e["player"] == "Ann"]
    assert public[0]["text"] == "bid 2" and "salt" in public[0]
    assert chain.verify(document, rules.get).ok


@pytest.mark.parametrize("worlds", ["winner"], indirect=True)
def test_with_reveal_winner_resolved_bids_stay_hidden(worlds):
    two, four = worlds
    finish_round(worlds)  # Bob takes the prize in both worlds
    paths = seat_paths(two.game_id)
    for path in (paths["p2"], paths["p3"], game_path(two.game_id),
                 organizer_path(SECRET, ORGANIZER)):
        assert two.page(path) == four.page(path), path
    mails_two, mails_four = two.mails(), four.mails()
    for reader in (BOB, CID, ORGANIZER):
        assert mails_two.get(reader) == mails_four.get(reader), reader
    views = [w.service.view(w.game_id) for w in worlds]
    assert masked(game_text(views[0])) == masked(game_text(views[1]))
    assert masked(json.dumps(game_json(views[0]))) == masked(json.dumps(game_json(views[1])))
    documents = [w.service.export(w.game_id) for w in worlds]
    assert masked(json.dumps(documents[0])) == masked(json.dumps(documents[1]))
    assert chain.verify(documents[0], rules.get).ok


@pytest.mark.usefixtures("pbm_home")
def test_goofspiel_plays_to_its_end_with_bots(capsys):
    code, out, err = pbm(capsys, "new", "goofspiel", "--bot", "random", "--bot", "greedy",
                         "--bot", "strong", "--option", "cards=6", "--start",
                         "--organizer", ORGANIZER)
    assert code == 0, err
    game_id = out.strip()
    code, out, err = pbm(capsys, "show", game_id, "--json")
    shown = json.loads(out)
    assert shown["status"] == "finished"
    assert sum(shown["result"]["scores"].values()) <= sum(range(1, 7))
    # five prizes drawn and bid for, each by all three; the last round plays itself
    assert len([e for e in shown["history"] if e["player"] == "@chance"]) == 5
    assert len(shown["history"]) == 5 + 5 * 3
    code, out, err = pbm(capsys, "export", game_id)
    document = json.loads(out)
    assert all("text" in e for e in document["log"])  # the game is over: every bid is public
    assert chain.verify(document, rules.get).ok


def test_the_create_form_offers_goofspiel_with_its_own_words_and_creates_it(app, game_service):
    dashboard = organizer_path(SECRET, ORGANIZER)
    page = app.resolve(get(dashboard, {"lang": "cs"}), None)["body"]
    assert "Karet v ruce i v balíčku cen (3–13)" in page and "jen kdo bere cenu" in page
    fields = hidden(page, "create-form")
    form = {**fields, "rules": "goofspiel", "players": "Ann <ann@example.org>\nbot greedy",
            "players_lang": "en", "opt-goofspiel-cards": "4", "opt-goofspiel-reveal": "winner",
            "opt-goofspiel-lang": "en", "start": "yes"}
    response = app.resolve(post(f"{dashboard}/games", form, {"lang": "en"}), None)
    assert response["statusCode"] == 303
    [game_id] = game_service.store.games_of_organizer(ORGANIZER)
    game = game_service.view(game_id).game
    assert game.rules == "goofspiel" and game.options == {"cards": 4, "reveal": "winner",
                                                          "lang": "en"}
    assert 'name="opt-goofspiel-lang"' in page  # the language, as every game offers it
    assert game.status == "running"


def test_a_bid_from_the_players_page_is_read_back_to_its_bidder_only(app, game_service):
    game = game_service.create("goofspiel", PLAYERS, ORGANIZER, options={"cards": 4},
                               start=True, public=True)
    ann = play_path(SECRET, game.id, "p1")
    page = app.resolve(get(ann), None)["body"]
    assert 'id="situation"' in page and 'id="hand">1 2 3 4<' in page
    fields = hidden(page, "move-form")
    response = app.resolve(post(ann, {**fields, "move": "bid 3"}), None)
    assert response["statusCode"] == 303
    after = app.resolve(get(response["headers"]["Location"]), None)["body"]
    assert "bid 3" in after and 'id="own-bid">3<' in after
    spectator = app.resolve(get(game_path(game.id)), None)["body"]
    assert "Ann: zakrytý příhoz" in spectator and "přihazuji 3" not in spectator
