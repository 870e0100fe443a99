"""An organizer's request is an act: always done or answered, never dropped as "the same words
again" or "the same state minutes ago"; a question our last answer holds is folded, and its
writer is still told so (issue 42, org32). Members written as organizers write, Czech and
English, polite and terse; the ones kept aside are in *_held_out.py."""

from __future__ import annotations

import pytest
from organizer_requests_kit import write

# (the mail, the mails before it, the game paused, the player whose deadline it may move)
MEMBERS = [
    ("Prodlužte prosím Tomovi termín o den.", ("Prodlužte prosím Tomovi termín o den.",),
     False, "tom"),
    ("please give Tom one more day", ("please give Tom one more day",), False, "tom"),
    ("Pozastavte prosím hru.", ("Pozastavte prosím hru.",), False, None),
    ("dej Evě ještě den", ("Jak stojí hra?",), False, "eva"),
    ("Jak stojí hra?", ("Jak stojí hra?",), False, None),
    ("Kdo je na tahu?", ("Jak stojí hra?",), False, None),
]


def answered(tmp: str, body: str, earlier: tuple[str, ...], paused: bool,
             who: str | None) -> str:
    """What the organizer got for `body`; "" for silence (or more time added twice)."""
    told = write(tmp, body, earlier=earlier, paused=paused,
                 lang="en" if body.isascii() and " the " in f" {body} " else "cs")
    if who is not None and body in earlier \
            and told.deadline(who, told.after) != told.deadline(who, told.before):
        return ""  # the same request again added time again
    return told.text


@pytest.mark.parametrize(("body", "earlier", "paused", "who"), MEMBERS)
def test_an_organizers_mail_is_never_met_with_silence(tmp_path, body, earlier, paused, who):
    assert answered(str(tmp_path), body, earlier, paused, who)


def test_the_same_request_again_says_what_stands_and_adds_nothing(tmp_path):
    told = write(str(tmp_path), "Prodlužte prosím Tomovi termín o den.",
                 earlier=("Prodlužte prosím Tomovi termín o den.",))
    assert told.deadline("tom", told.after) == told.deadline("tom", told.before)
    assert "Tom Hall už má na tah" in told.text and "Už prodlouženo" in told.subject


def test_a_question_folded_is_told_in_a_line_not_the_state_again(tmp_path):
    told = write(str(tmp_path), "Kdo je na tahu?", earlier=("Jak stojí hra?",))
    assert "předchozím e-mailu" in told.text and "nic nezměnilo" in told.text
    assert "Na tahu" not in told.text and "Odesláno:" not in told.subject
