"""Who plays a seat that changed hands is told in its reader's very next mail, an answer too
(issue 42, newcomer review: the answer right after a replacement lacked "Místo X teď hraje
Y."), once: the next turn mail does not say it again, and still tells what happened."""

from __future__ import annotations

from mail_table import ANN, BOB, first_choice, open_table

from functions.service import PlayerSpec


def _text(mail) -> str:
    return mail.get_body(("plain",)).get_content()


def test_the_answer_after_a_replacement_tells_who_plays_the_seat_once():
    players = [PlayerSpec("Jana Nováková", ANN, "cs"), PlayerSpec("Petr Svoboda", BOB, "cs"),
               PlayerSpec("Tom Hall", "cid@example.org", "en")]
    with open_table(players=players, options={"lang": "cs"}) as t:
        t.service.replace_player(t.game.id, BOB, "Kateřina Malá", "kat@example.org")
        t.deliver()
        t.reply(ANN, "Kolik mám peněz?")
        answer = _text(t.newest(ANN))
        # (after the greeting in lower case)
        assert answer.lower().count("místo petra svobody teď hraje kateřina malá.") == 1, answer
        before = len(t.outbox.sent)
        t.reply(ANN, "koupit")
        jana = t.record().seat_of(ANN).seat
        for _ in range(10):  # the others play until Jana's next turn mail
            if t.record().to_move == jana:
                break
            first_choice(t)
            t.deliver()
        following = [m for m in t.outbox.sent[before:] if ANN in str(m["To"])]
        assert following
        text = _text(following[-1])
        assert "místo petra svobody" not in text.lower()
        assert "Co se mezitím stalo" in text or "Kateřina Malá" in text
