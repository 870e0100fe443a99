"""The .eml corpus: every realistic reply parses to the sender, token, kind and commands expected."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from functions.mail.commands import parse_commands
from functions.mail.inbound import parse_mail
from functions.mail.tokens import Purpose, first_valid

CORPUS = Path(__file__).parent / "mail"
SECRET = b"test-secret"
EXPECTED = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))


def test_corpus_is_complete() -> None:
    files = {path.stem for path in CORPUS.glob("*.eml")}
    assert files == set(EXPECTED)
    assert len(files) >= 30


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_mail(name: str) -> None:
    expected = EXPECTED[name]
    mail = parse_mail((CORPUS / f"{name}.eml").read_bytes())

    assert mail.sender == expected["sender"]
    assert (mail.automatic is not None) == expected["automatic"], mail.automatic
    claims = first_valid(SECRET, mail.tokens, Purpose.REPLY)
    if expected["claims"] == "bad":
        assert mail.tokens and claims is None
    elif expected["claims"] is None:
        assert not mail.tokens
    else:
        assert claims is not None
        assert {"game_id": claims.game_id, "seat": claims.seat, "version": claims.version} == (
            expected["claims"]
        )
    if expected["commands"] is not None:
        commands = parse_commands(mail.reply, mail.sender_name)
        assert [[c.kind.value, c.text] for c in commands] == expected["commands"], mail.reply
    for method, verdict in expected.get("verdicts", {}).items():
        assert mail.verdicts[method] == verdict


def test_no_command_is_ever_a_quoted_line() -> None:
    for path in CORPUS.glob("*.eml"):
        mail = parse_mail(path.read_bytes())
        assert not any(line.lstrip().startswith(">") for line in mail.reply.splitlines())
