"""The organizer's register remembered (issue 42, org29). The class: a Czech organizer who
writes to the service formally ("Dobrý den, prosím Vás …", "Vážený pane …") got vykání in the
direct answer alone; every later mail of their games (set up, started, a player who left, a
missed deadline, the end) spoke tykání again, and one who later wrote "Ahoj" kept nothing
either. The register a mail says is stored per address (the last mail decides, in every game
of theirs, new ones too), a mail that says neither keeps it, `pbm` sets it, and each organizer
mail speaks it whole, never both in one mail. Members held out:
test_organizer_register_held_out.py."""

from __future__ import annotations

import email
from datetime import timedelta
from email import policy

import pytest
from czech_register import familiar_words, formal_words, register_of
from test_mail_organizer_answered import ORG, Table, _text

from bench.mail_games import _reply, _to, first_option
from functions.mailroom import organizer_words
from functions.render.letters import render
from functions.service import PlayerSpec
from functions.service.records.notifications import Kind, Notification

NAMES = ("Petra Malá", "Tom Hall", "Eva Nová")


class Club(Table):
    """One organizer's games by invitation, in Czech, played by mail with the first option."""

    def new(self, rules_id: str, *, start: bool = False, **options: str) -> str:
        players = [PlayerSpec(n, f"{n.split()[0].lower()}@example.org", "cs") for n in NAMES]
        game = self.service.create(rules_id, players, ORG, options={"lang": "cs", **options},
                                   start=start)
        self.postman.deliver_pending()
        return game.id

    def join_all(self, game_id: str) -> None:
        for name in NAMES:
            self.service.join(game_id, f"{name.split()[0].lower()}@example.org")
            self.postman.deliver_pending()

    def finish(self, game_id: str) -> None:
        while (view := self.service.view(game_id)).game.status == "running":
            seat = view.game.seat(view.game.to_move)
            mail = next(m for m in reversed(self.outbox.sent) if _to(m) == seat.email)
            self.send(_reply(mail, first_option(view, seat), self.written))

    def write(self, body: str, game_id: str | None = None) -> list:
        """The organizer's mail (a reply to their newest mail of the game, or a fresh one):
        the mails it brought them."""
        answered = self.to_org(game_id)[-1] if game_id else None
        return self.ask(answered, body, fresh=game_id is None)[1]

    def kinds_since(self, start: int) -> list[tuple[str, str]]:
        """(kind, register) of each organizer mail since the `start`-th mail sent."""
        return [(_kind(m), _register(m)) for m in self.outbox.sent[start:] if _to(m) == ORG]


def _kind(mail) -> str:
    return next(k.value for k in Kind if f".{k.value}." in str(mail["Message-ID"]))


def _register(mail) -> str:
    """The register of the whole mail: its subject, its text and its HTML agree."""
    html = mail.get_body(("html",)).get_content()
    said = {register_of(str(mail["Subject"]) + "\n" + _text(mail)), register_of(html)}
    return said.pop() if len(said) == 1 else "mixed"


@pytest.fixture
def club():
    with Club.opened() as made:
        yield made


def test_a_formal_organizer_gets_every_later_mail_of_every_game_formal(club):
    waiting = club.new("goofspiel")
    assert club.kinds_since(0) == [("game_created", "familiar")]  # nothing said yet
    start = len(club.outbox.sent)
    # a teacher who set up a game for her pupils
    (answer,) = club.write("Dobrý den, prosím Vás, kdy hra začne? Děti se už těší.\n"
                           "S pozdravem Mgr. Jana Horáková", waiting)
    assert _register(answer) == "formal"
    club.join_all(waiting)
    club.service.resign(waiting, "eva@example.org")
    club.postman.deliver_pending()
    club.finish(waiting)
    late = club.new("1926", start=True, deadline_hours="24", missed_turn="wait")
    club.clock.moment += timedelta(hours=25)
    club.service.tick()
    club.postman.deliver_pending()
    told = club.kinds_since(start)
    assert [kind for kind, _ in told] == ["organizer_answer", "game_started", "player_resigned",
                                          "game_over", "game_created", "deadline_missed"]
    assert {register for _, register in told} == {"formal"}, told
    assert [_kind(m) for m in club.to_org(late)] == ["game_created", "deadline_missed"]


def test_an_organizer_who_writes_familiarly_later_gets_tykani_from_then_on(club):
    first = club.new("goofspiel", start=True)
    club.write("Dobrý den, jak stojí naše hra? Děkuji, K. Dvořák, předseda klubu", first)
    start = len(club.outbox.sent)
    (answer,) = club.write("Ahoj, díky za info. Kdo teď vede?", first)
    second = club.new("westernpoly", max_rounds="2")
    club.join_all(second)
    assert [(kind, register) for kind, register in club.kinds_since(start)] == [
        ("organizer_answer", "familiar"), ("game_created", "familiar"),
        ("game_started", "familiar")]
    assert club.store.register_of(ORG) == "familiar"
    assert second != first


def test_a_mail_that_says_no_register_keeps_the_one_last_said(club):
    game = club.new("goofspiel", start=True)
    club.write("Dobry den, muzete mi prosim napsat, kdo je na tahu? Dekuji", game)
    (answer,) = club.write("A kdy to skončí?", game)  # neither vykání nor tykání
    assert _register(answer) == "formal"
    assert club.store.register_of(ORG) == "formal"
    start = len(club.outbox.sent)
    club.service.resign(game, "tom@example.org")
    club.postman.deliver_pending()
    assert club.kinds_since(start) == [("player_resigned", "formal")]


def test_the_register_is_the_addresss_in_any_spelling_and_goes_with_an_erasure(club):
    game = club.new("goofspiel", start=True)
    club.write("Vážený pane, mohl byste mi poslat pořadí? S úctou Novák", game)
    assert club.store.register_of("Org@Example.org") == "formal"
    assert club.service.person_export(ORG)["register"] == "formal"
    club.service.erase_person(ORG)
    assert club.store.register_of(ORG) is None


# every mail the organizer who does not play can receive, with what its template needs
_ORGANIZER_MAILS = {
    "game_created": [{"started": False}, {"started": True}, {"started": False, "unmailed": [
        {"name": "Tom Hall", "email": "tom@example.org", "why": "bounce", "seat": "p2"}]},
        {"started": True, "unmailed": [
            {"name": "Tom Hall", "email": "tom@example.org", "why": "refused", "seat": "p2"}]}],
    "game_started": [{}],
    "seat_declined": [{"seat": "p2", "name": "Tom Hall", "email": "tom@example.org"}],
    "seat_erased": [{"seat": "p2", "number": "2"}],
    "start_failed": [{"reason": "chybí hráč"}],
    "player_resigned": [{"seat": "p2", "name": "Tom Hall", "refill": True},
                        {"seat": "p2", "name": "Tom Hall", "refill": False}],
    "player_removed": [{"seat": "p2", "name": "Tom Hall", "refill": True}],
    "player_erased": [{"seat": "p2", "number": "2", "refill": False}],
    "deadline_missed": [{"name": "Tom Hall", "action": action, "missed": 2}
                        for action in ("wait", "pause", "remove")],
    "address_undeliverable": [{"email": "tom@example.org", "name": "Tom Hall", "seat": "p2",
                               "reason": "bounce"}],
    "mail_failed": [{"failed": "your_turn", "email": "tom@example.org", "reason": "KeyError"}],
    "mail_stopped": [{"name": "Tom Hall"}],
    "game_cancelled": [{"seed": "ab12", "reason": "abandoned", "turns": 6}],
    "game_over": [{"result": None, "seed": "ab12"}],
}


@pytest.mark.parametrize("rules_id", ["westernpoly", "goofspiel"])
def test_every_organizer_mail_speaks_one_register_whole(club, rules_id):
    game_id = club.new(rules_id, start=True)
    view = club.service.view(game_id)

    def letter(kind: str, payload: dict, formal: bool, lang: str = "cs"):
        told = Notification(id=f"{game_id}:1:{kind}:organizer", game_id=game_id, version=1,
                            kind=kind, seat=None, email=ORG, lang=lang,
                            created_at="2026-03-02T09:00:00+00:00",
                            payload={"game_id": game_id, "title": view.game.title,
                                     **({"formal": True} if formal else {}), **payload})
        return render(told, view.game, view.rules, view.state, reply_address=None,
                      web_url="https://pbm.example.org/d", lang=lang,
                      unsubscribe_url="https://pbm.example.org/u",
                      privacy_url="https://pbm.example.org/p")

    for kind, payloads in _ORGANIZER_MAILS.items():
        for payload in payloads:
            formal, familiar = letter(kind, payload, True), letter(kind, payload, False)
            for part in ("subject", "text", "html"):
                said = getattr(formal, part)
                assert not familiar_words(said), (kind, part, familiar_words(said))
                plain = getattr(familiar, part)
                assert not formal_words(plain), (kind, part, formal_words(plain))
            assert formal.text.startswith("Dobrý den,\n\n") and "Váš herní server" in formal.text
            assert familiar.text.startswith("Ahoj,\n\n")
            # English has no register: the same mail either way
            assert letter(kind, payload, True, "en").text == letter(kind, payload, False,
                                                                    "en").text


def test_pbm_sets_and_prints_the_register(capsys, pbm_home):
    from functions.cli import main

    assert main(["register", "Jana Horáková <Jana@Skola.cz>"]) == 0
    assert "jana@skola.cz: familiar (not set" in capsys.readouterr().out
    assert main(["register", "jana@skola.cz", "formal"]) == 0
    assert capsys.readouterr().out == "jana@skola.cz: formal\n"
    assert main(["new", "goofspiel", "--player", "Ann <ann@example.org>", "--player",
                 "Bob <bob@example.org>", "--organizer", "predseda@klub.cz",
                 "--register", "formal"]) == 0
    capsys.readouterr()
    assert main(["register", "predseda@klub.cz"]) == 0
    assert capsys.readouterr().out == "predseda@klub.cz: formal\n"
    # the set-up mail spoke it already
    mails = [email.message_from_bytes(path.read_bytes(), policy=policy.default)
             for path in (pbm_home / "outbox" / "new").iterdir()]
    (created,) = [m for m in mails if _to(m) == "predseda@klub.cz"]
    assert str(created["Subject"]) == "Vaše hra byla založena — Goofspiel"
    assert _register(created) == "formal"
    assert main(["register", "predseda@klub.cz", "polite"]) == 2  # bad arguments
    assert club_register_unchanged(pbm_home)


def club_register_unchanged(home) -> bool:
    from functions.storage.sqlite import SqliteStore

    store = SqliteStore(home / "pbm.sqlite3")
    try:
        return store.register_of("predseda@klub.cz") == "formal"
    finally:
        store.close()


@pytest.mark.every_store
def test_each_store_keeps_the_last_register_said_per_address(store):
    assert store.register_of("jana@skola.cz") is None
    store.set_register("Jana@Skola.cz", "formal", "2026-03-02T09:00:00.000Z")
    store.set_register("karel@klub.cz", "familiar", "2026-03-02T09:01:00.000Z")
    assert store.register_of("JANA@skola.cz") == "formal"
    store.set_register("jana@skola.cz", "familiar", "2026-03-03T09:00:00.000Z")  # the last
    assert (store.register_of("jana@skola.cz"), store.register_of("karel@klub.cz")) == (
        "familiar", "familiar")
    with pytest.raises(ValueError):
        store.set_register("jana@skola.cz", "polite", "2026-03-03T09:00:00.000Z")
    assert store.register_of("jana@skola.cz") == "familiar"


@pytest.mark.parametrize("english", [
    "Hi mate, could you pause the game until Monday? Cheers",
    "Hey, when does this game end? Thanks, vis-a-vis the schedule I need to know.",
    "Could you send me the standings, mate? I want to print them.",
])
def test_an_english_mail_says_no_czech_register(english):
    """English words that fold to Czech ones ("mate" → "máte", "vase" → "vaše") say nothing of
    vykání: a Czech organizer who writes English once keeps the register they last wrote."""
    assert organizer_words.register(english) is None
    assert organizer_words.register("Dobrý den, můžete hru pozastavit?") == "formal"
