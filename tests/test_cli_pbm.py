"""The `pbm` command line: through `functions.cli.main` with a temporary $PBM_HOME, and once
through the installed console script."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import rules
from functions.cli import main

PLAYERS = ["--player", "Ann Nováková <Ann@Example.org>", "--player", "Bob <bob@example.org>",
           "--player", "Cid <cid@example.org>"]


pytestmark = pytest.mark.usefixtures("pbm_home")  # every test runs in a fresh $PBM_HOME


def pbm(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def new_game(capsys, *extra: str) -> str:
    code, out, err = pbm(capsys, "new", "1926", *PLAYERS, "--option", "lang=en", *extra)
    assert code == 0, err
    return out.strip()


def show(capsys, game_id: str) -> dict:
    code, out, err = pbm(capsys, "show", game_id, "--json")
    assert code == 0, err
    return json.loads(out)


def test_new_prints_the_id_and_show_tells_the_game(capsys, pbm_home):
    game_id = new_game(capsys, "--start", "--title", "Friday")
    assert (pbm_home / "pbm.sqlite3").exists()
    game = show(capsys, game_id)
    assert (game["id"], game["rules"], game["status"], game["title"]) == (
        game_id, "1926", "running", "Friday")
    assert game["to_move"] == "ann@example.org"
    assert [p["email"] for p in game["players"]] == ["ann@example.org", "bob@example.org",
                                                     "cid@example.org"]
    assert game["players"][0]["name"] == "Ann Nováková"
    assert game["result"] is None and game["seed"] is None
    assert len(game["seed_commitment"]) == 64 and isinstance(game["version"], int)
    code, text, _ = pbm(capsys, "show", game_id)
    assert code == 0 and "Praha" in text and game["seed_commitment"] in text


def test_new_gives_each_player_the_language_after_their_address(capsys):
    code, out, err = pbm(capsys, "new", "westernpoly", "--player", "Ann <ann@example.org>:en",
                         "--player", "Bob <bob@example.org>", "--player",
                         "cid@example.org:CS", "--lang", "cs")
    assert code == 0, err
    players = show(capsys, out.strip())["players"]
    assert [(p["email"], p["lang"]) for p in players] == [
        ("ann@example.org", "en"), ("bob@example.org", "cs"), ("cid@example.org", "cs")]


def test_a_move_out_of_turn_is_refused_with_exit_1(capsys):
    game_id = new_game(capsys, "--start")
    code, out, err = pbm(capsys, "move", game_id, "bob@example.org", "large", "praha")
    assert code == 1 and "not your turn" in err and out == ""
    code, out, err = pbm(capsys, "move", game_id, "ann@example.org", "large", "praha")
    assert code == 0 and "large Praha" in out
    assert show(capsys, game_id)["to_move"] == "bob@example.org"
    code, _, err = pbm(capsys, "move", game_id, "bob@example.org", "huge praha")
    assert code == 1 and err.strip()
    code, _, err = pbm(capsys, "move", "nope", "bob@example.org", "small brno")
    assert code == 1 and "nope" in err


def test_move_takes_a_standing_order_as_a_reply_does(capsys):
    code, out, err = pbm(capsys, "new", "westernpoly", *PLAYERS, "--option", "lang=en",
                         "--start")
    game_id = out.strip()
    code, out, err = pbm(capsys, "move", game_id, "bob@example.org", "AUTO BUY ALWAYS")
    assert code == 0, err
    assert "standing orders:" in out and "buy" in out.lower()
    code, out, err = pbm(capsys, "move", game_id, "bob@example.org", "AUTO", "nonsense")
    assert code != 0 and err.strip() and "Traceback" not in err


@pytest.mark.parametrize("command", [["games"], ["games", "--json"], ["show", "{id}"],
                                     ["export", "{id}"]])
def test_every_command_survives_a_closed_pipe(capsys, command):
    game_id = new_game(capsys, "--start")
    read, write = os.pipe()
    os.close(read)  # `pbm games | head` once head has had enough: every write fails
    try:
        done = subprocess.run(
            [sys.executable, "-c", "import sys; from functions.cli import main; "
             "sys.exit(main(sys.argv[1:]))", *[a.format(id=game_id) for a in command]],
            stdout=write, stderr=subprocess.PIPE, text=True, cwd=Path(__file__).parents[1])
    finally:
        os.close(write)
    assert "Traceback" not in done.stderr and "BrokenPipeError" not in done.stderr
    assert done.returncode == 1


def test_a_whole_game_export_and_verify(capsys, tmp_path):
    game_id = new_game(capsys, "--start")
    game_rules = rules.get("1926")
    rng = random.Random(7)
    state = game_rules.new_game(["Ann Nováková", "Bob", "Cid"], {"lang": "en"})
    while (player := game_rules.to_move(state)) is not None:
        move = rng.choice(game_rules.legal_moves(state, player))
        email = show(capsys, game_id)["to_move"]
        code, _, err = pbm(capsys, "move", game_id, email, move.text)
        assert code == 0, err
        state = game_rules.apply(state, player, move)
    game = show(capsys, game_id)
    assert game["status"] == "finished" and game["to_move"] is None
    result = game_rules.result(state)
    emails = {"Ann Nováková": "ann@example.org", "Bob": "bob@example.org",
              "Cid": "cid@example.org"}
    assert game["result"]["winners"] == [emails[w] for w in result.winners]
    assert game["result"]["draw"] == result.draw
    assert game["result"]["scores"] == {emails[p]: s for p, s in result.scores.items()}
    assert game["seed"] and len(game["history"]) == 27

    code, out, _ = pbm(capsys, "export", game_id)
    exported = tmp_path / "game.json"
    exported.write_text(out, encoding="utf-8")
    code, out, err = pbm(capsys, "verify", str(exported))
    assert code == 0 and "27 moves" in out

    forged = json.loads(exported.read_text(encoding="utf-8"))
    forged["log"][4]["text"] = "small kladsko" if forged["log"][4]["text"] != "small kladsko" \
        else "small brno"
    exported.write_text(json.dumps(forged), encoding="utf-8")
    code, out, err = pbm(capsys, "verify", str(exported))
    assert code == 1 and "move 5" in err


def test_seats_confirm_then_the_game_starts(capsys):
    game_id = new_game(capsys)
    assert show(capsys, game_id)["status"] == "waiting"
    assert pbm(capsys, "decline", game_id, "cid@example.org")[0] == 0
    code, _, err = pbm(capsys, "replace", game_id, "cid@example.org", "Dana <dana@example.org>")
    assert code == 0, err
    for email in ("ann@example.org", "bob@example.org", "dana@example.org"):
        assert pbm(capsys, "join", game_id, email)[0] == 0
    game = show(capsys, game_id)
    assert game["status"] == "running"
    assert [p["email"] for p in game["players"]][2] == "dana@example.org"


def test_pause_resume_cancel_and_the_listing(capsys):
    first = new_game(capsys, "--start")
    second = new_game(capsys, "--start")
    assert pbm(capsys, "pause", first)[0] == 0
    assert show(capsys, first)["status"] == "paused" and show(capsys, first)["to_move"] is None
    code, _, err = pbm(capsys, "pause", first)
    assert code == 1 and "paused" in err
    assert pbm(capsys, "resume", first)[0] == 0
    assert pbm(capsys, "cancel", second)[0] == 0
    code, out, _ = pbm(capsys, "games", "--json")
    listed = {g["id"]: g for g in json.loads(out)}
    assert listed[first]["status"] == "running" and listed[second]["status"] == "cancelled"
    assert listed[first]["to_move"] == "ann@example.org" and listed[second]["to_move"] is None
    code, out, _ = pbm(capsys, "games")
    assert code == 0 and first in out and second in out
    assert show(capsys, second)["seed"]


def test_replace_and_resign_mid_game(capsys):
    game_id = new_game(capsys, "--start")
    code, _, err = pbm(capsys, "replace", game_id, "ann@example.org", "Eve <eve@example.org>")
    assert code == 0, err
    assert show(capsys, game_id)["to_move"] == "eve@example.org"
    assert pbm(capsys, "move", game_id, "eve@example.org", "large praha")[0] == 0
    assert pbm(capsys, "resign", game_id, "cid@example.org")[0] == 0
    game = show(capsys, game_id)
    assert [p["status"] for p in game["players"]] == ["joined", "joined", "resigned"]


@pytest.mark.parametrize("args", [
    ["frobnicate"],
    ["new", "1926"],
    ["new", "chess", *PLAYERS],
    ["new", "1926", *PLAYERS, "--option", "sets"],
    ["new", "1926", *PLAYERS, "--option", "sets=99"],
    ["new", "1926", *PLAYERS, "--option", "colour=red"],
    ["new", "1926", "--player", "Ann", "--player", "Bob <bob@example.org>",
     "--player", "Cid <cid@example.org>"],
    ["new", "1926", "--player", "Ann <ann@example.org>"],
    ["--store", "postgres:x", "games"],
    ["verify", "/does/not/exist.json"],
])
def test_bad_arguments_exit_2_and_write_nothing(capsys, args):
    code, out, err = pbm(capsys, *args)
    assert code == 2 and err.strip()
    assert pbm(capsys, "games", "--json")[1].strip() == "[]"


def test_the_store_can_be_chosen(capsys, tmp_path, monkeypatch):
    path = tmp_path / "elsewhere.sqlite3"
    code, out, _ = pbm(capsys, "--store", f"sqlite:{path}", "new", "1926", *PLAYERS)
    assert code == 0 and path.exists()
    monkeypatch.setenv("PBM_STORE", f"sqlite:{path}")
    assert json.loads(pbm(capsys, "games", "--json")[1])[0]["id"] == out.strip()


DEPLOYED_URL = "https://k3v9x2b7qa.execute-api.eu-central-1.amazonaws.com"


def deploy(table: str = "pbm-cli") -> None:
    """What the stack leaves for the operator: the table, the secret and its settings in SSM."""
    import boto3

    from infra.table import create_table

    create_table(boto3.client("dynamodb"), table)
    ssm = boto3.client("ssm")
    ssm.put_parameter(Name="/pbm/prod/secret", Value="deployed-secret-0123456789",
                      Type="SecureString")
    ssm.put_parameter(Name=f"/pbm/{table}/deployment", Type="String", Value=json.dumps({
        "base_url": DEPLOYED_URL, "secret_parameter": "/pbm/prod/secret",
        "mail_domain": "play.example.org", "sender": "pbm@play.example.org",
        "reply_local": "play", "ses_configuration_set": "pbm-prod-mail"}))


def test_the_dynamodb_store(capsys, aws_credentials):
    from moto import mock_aws

    with mock_aws():
        deploy()
        game_id = new_game(capsys, "--store", "dynamodb:pbm-cli")
        code, out, err = pbm(capsys, "--store", "dynamodb:pbm-cli", "show", game_id, "--json")
        assert code == 0, err
        assert json.loads(out)["status"] == "waiting"


def test_commands_on_a_deployed_table_leave_the_mail_to_its_notifier(capsys, aws_credentials,
                                                                      pbm_home):
    # the deploy guide's first game: nothing goes to a local outbox, no local secret is made,
    # nothing is marked sent: the deployment's notifier mails the invitations through SES
    from moto import mock_aws

    from functions.compose import open_store

    with mock_aws():
        deploy()
        game_id = new_game(capsys, "--store", "dynamodb:pbm-cli", "--start")
        assert pbm(capsys, "--store", "dynamodb:pbm-cli", "games")[0] == 0  # drains nothing
        assert not (pbm_home / "outbox").exists() and not (pbm_home / "secret").exists()
        pending = open_store("dynamodb:pbm-cli", pbm_home).pending_notifications(limit=50)
        assert {n.game_id for n in pending} == {game_id}
        assert len(pending) >= 3 and all(n.sent_at is None for n in pending)


def test_the_dashboard_link_of_a_deployed_table_opens_on_its_web(capsys, aws_credentials,
                                                                  monkeypatch):
    from moto import mock_aws

    from functions import web_handler
    from tests.web_events import fixture

    with mock_aws():
        deploy()
        new_game(capsys, "--store", "dynamodb:pbm-cli", "--organizer", "org@example.org")
        code, out, err = pbm(capsys, "--store", "dynamodb:pbm-cli", "dashboard",
                             "org@example.org")
        assert code == 0, err
        url = out.strip()
        assert url.startswith(DEPLOYED_URL + "/organizer/")
        for name, value in (("PBM_STORE", "dynamodb:pbm-cli"), ("PBM_BASE_URL", DEPLOYED_URL),
                            ("PBM_SECRET_PARAMETER", "/pbm/prod/secret")):
            monkeypatch.setenv(name, value)
        web_handler._app.cache_clear()
        event = fixture("http_get")
        event["rawPath"] = event["requestContext"]["http"]["path"] = url[len(DEPLOYED_URL):]
        try:
            response = web_handler.handler(event, None)
        finally:
            web_handler._app.cache_clear()
        assert response["statusCode"] == 200, response["body"][:300]


def test_a_table_without_deployment_settings_is_a_usage_error(capsys, aws_credentials):
    import boto3
    from moto import mock_aws

    from infra.table import create_table

    with mock_aws():
        create_table(boto3.client("dynamodb"), "pbm-bare")
        code, _, err = pbm(capsys, "--store", "dynamodb:pbm-bare", "games")
        assert code == 2
        assert "/pbm/pbm-bare/deployment" in err and "PBM_SECRET_PARAMETER" in err


def test_the_installed_console_script(tmp_path):
    script = shutil.which("pbm", path=str(Path(sys.executable).parent))
    assert script, "the pbm console script is not installed in the virtualenv"
    env = {**os.environ, "PBM_HOME": str(tmp_path / "home")}
    env.pop("PBM_STORE", None)
    made = subprocess.run([script, "new", "1926", *PLAYERS, "--start"], env=env,
                          capture_output=True, text=True, check=True)
    game_id = made.stdout.strip()
    shown = subprocess.run([script, "show", game_id, "--json"], env=env, capture_output=True,
                           text=True, check=True)
    assert json.loads(shown.stdout)["to_move"] == "ann@example.org"
    refused = subprocess.run([script, "move", game_id, "bob@example.org", "large praha"],
                             env=env, capture_output=True, text=True)
    assert refused.returncode == 1 and "not your turn" in refused.stderr


def test_dashboard_prints_the_organizers_signed_link(capsys, pbm_home, monkeypatch):
    from functions import links
    from functions.settings import Settings, load_secret

    monkeypatch.setenv("PBM_BASE_URL", "https://pbm.example.org")
    code, out, err = pbm(capsys, "dashboard", "Org <Org@Example.org>")
    assert code == 0, err
    url = out.strip()
    assert url.startswith("https://pbm.example.org/organizer/")
    secret = load_secret(Settings.from_env())
    assert links.verify_organizer(secret, url.rsplit("/", 1)[1]) == "org@example.org"
    code, out, err = pbm(capsys, "dashboard", "--base-url", "http://127.0.0.1:9000", "org@example.org")
    assert code == 0 and out.startswith("http://127.0.0.1:9000/organizer/")
    assert pbm(capsys, "dashboard", "not-an-address")[0] == 2


def test_a_bad_smtp_relay_is_a_usage_error(capsys):
    code, _, err = pbm(capsys, "--smtp-relay", "http://mail.example.org", "games")
    assert code == 2 and "smtp+starttls://" in err


@pytest.mark.parametrize("content", ["not json {", "[]", '"text"', '{"format": "pbm-export/2"}',
                                     '{"format": "pbm-export/1", "game": {"id": 1}, "log": []}',
                                     "[" * 100_000 + "]" * 100_000])
def test_a_malformed_export_is_a_clear_error_with_exit_2(capsys, tmp_path, content):
    path = tmp_path / "game.json"
    path.write_text(content, encoding="utf-8")
    code, out, err = pbm(capsys, "verify", str(path))
    assert code == 2 and err.startswith("pbm: ") and "Traceback" not in err


def test_undeliverable_lists_the_marks_and_clear_mails_an_address_again(capsys, pbm_home):
    from functions.compose import open_store

    assert pbm(capsys, "undeliverable", "list")[1] == "no address is marked undeliverable\n"
    store = open_store("", pbm_home)
    store.mark_undeliverable("bob@example.org", "bounce", "2026-12-01T10:00:00.000Z")
    store.close()
    code, out, _ = pbm(capsys, "undeliverable", "list")
    assert code == 0 and out == "bob@example.org  2026-12-01T10:00:00.000Z  bounce\n"
    code, out, _ = pbm(capsys, "undeliverable", "clear", "Bob <Bob@Example.org>")
    assert code == 0 and "bob@example.org is mailed again" in out
    assert pbm(capsys, "undeliverable", "clear", "bob@example.org")[0] == 1
    assert pbm(capsys, "undeliverable", "list")[1] == "no address is marked undeliverable\n"
    assert pbm(capsys, "undeliverable")[0] == 2


@pytest.mark.parametrize(("game", "lang", "subject"), [
    ("ohhell", "cs", "Tvoje hra byla založena"),      # the rules' own default is English
    ("1926", "en", "Your game is set up"),            # the rules' own default is Czech
    ("westernpoly", "en", "Your game is set up")])
def test_lang_speaks_to_the_organizer_too(capsys, pbm_home, game, lang, subject):
    import email
    import email.policy
    import mailbox

    code, out, err = pbm(capsys, "new", game, *PLAYERS, "--organizer", "org@example.org",
                         "--lang", lang, "--start")
    assert code == 0, err
    box = mailbox.Maildir(pbm_home / "outbox", create=False)
    told = [email.message_from_bytes(box.get_bytes(key), policy=email.policy.default)
            for key in box.keys()]
    subjects = [str(m["Subject"]) for m in told if "org@example.org" in str(m["To"])]
    assert len(subjects) == 1 and subjects[0].startswith(subject), subjects
    assert show(capsys, out.strip())["options"]["lang"] == lang
