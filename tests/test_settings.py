"""One Settings for every entry point and one composition root: what the PBM_* variables and the
command line's flags become, what is refused, and which modules an entry point loads."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from functions import compose
from functions.service.system import FixedClock, SystemClock
from functions.settings import READBACK_WAIT, ConfigError, Relay, Settings

ROOT = Path(__file__).resolve().parents[1]


def test_every_variable_is_read_with_the_prefix_and_empty_ones_are_unset(tmp_path):
    settings = Settings.from_env({
        "PBM_STORE": "dynamodb:games", "PBM_HOME": str(tmp_path), "PBM_BASE_URL": "https://x.org",
        "PBM_SECRET_PARAMETER": "/pbm/secret", "PBM_MAIL_DOMAIN": "mail.x.org",
        "PBM_REPLY_LOCAL": "hraj", "PBM_SES_CONFIGURATION_SET": "pbm-mail",
        "PBM_INBOUND_BUCKET": "raw", "PBM_INBOUND_PREFIX": "in/", "PBM_VERDICTS": "Strict",
        "PBM_MAX_MAIL_BYTES": "5000", "PBM_SMTP_RELAY": "smtp+starttls://me:pw@mx.x.org",
        "PBM_IMAP": "imaps://me:pw@imap.x.org", "PBM_NOW": "2026-12-03T10:00:00",
        "PBM_READBACK_WAIT": "30", "PBM_SENDER": "", "STORE": "sqlite:elsewhere"})
    assert (settings.store, settings.home, settings.base_url) == \
        ("dynamodb:games", tmp_path, "https://x.org")
    assert settings.sender == "pbm@mail.x.org" and settings.reply_local == "hraj"
    assert (settings.ses_configuration_set, settings.inbound_bucket, settings.inbound_prefix) == \
        ("pbm-mail", "raw", "in/")
    assert settings.verdicts == "strict" and settings.max_mail_bytes == 5000
    assert settings.smtp_relay == Relay("mx.x.org", 587, True, "me", "pw")
    assert settings.imap == "imaps://me:pw@imap.x.org"
    assert settings.now == datetime(2026, 12, 3, 10, tzinfo=UTC)
    assert settings.readback_wait == timedelta(seconds=30)


def test_the_command_lines_flags_beat_the_environment_and_none_means_not_given():
    env = {"PBM_STORE": "sqlite:a.sqlite3", "PBM_SMTP_RELAY": "relay.x.org:25"}
    flagged = Settings.from_env(env, store="sqlite:b.sqlite3", smtp_relay=None)
    assert flagged.store == "sqlite:b.sqlite3" and flagged.smtp_relay == Relay("relay.x.org", 25)


def test_settings_built_by_hand_read_no_environment(monkeypatch):
    monkeypatch.setenv("PBM_STORE", "dynamodb:games")
    monkeypatch.setenv("PBM_MAIL_DOMAIN", "mail.x.org")
    by_hand = Settings(reply_local="hraj")
    assert (by_hand.store, by_hand.mail_domain, by_hand.sender) == \
        ("", "pbm.localhost", "pbm@pbm.localhost")
    assert by_hand.readback_wait == timedelta(0)  # tests send at once
    read = Settings.from_env()
    assert read.store == "dynamodb:games" and read.readback_wait == READBACK_WAIT


@pytest.mark.parametrize("env, named", [
    ({"PBM_VERDICTS": "sometimes"}, "PBM_VERDICTS must be one of strict, lenient, off"),
    ({"PBM_MAX_MAIL_BYTES": "a lot"}, "PBM_MAX_MAIL_BYTES must be a whole number"),
    ({"PBM_NOW": "tomorrow"}, "PBM_NOW must be an ISO 8601 time"),
    ({"PBM_READBACK_WAIT": "soon"}, "PBM_READBACK_WAIT must be a whole number of seconds"),
    ({"PBM_SMTP_RELAY": "smtp://me:pw@"}, "the SMTP relay must be"),
    ({"PBM_SMTP_RELAY": '{"host": "x"}'}, "the SMTP relay must be"),
])
def test_a_value_that_makes_no_sense_is_a_config_error_naming_it(env, named):
    with pytest.raises(ConfigError) as refused:
        Settings.from_env(env)
    assert named in str(refused.value) and "pw" not in str(refused.value)


def test_secrets_are_never_shown():
    settings = Settings.from_env({"PBM_SECRET": "hush-123",
                                  "PBM_SMTP_RELAY": "smtp+starttls://me:pw-456@mx.x.org"})
    shown = repr(settings) + str(settings) + str(settings.smtp_relay)
    assert "hush-123" not in shown and "pw-456" not in shown
    assert str(settings.smtp_relay) == "mx.x.org:587"


def test_a_function_names_every_variable_it_needs_and_lacks():
    settings = Settings.from_env({"PBM_STORE": "dynamodb:games", "PBM_SECRET": "s"})
    assert settings.require("store", "secret", who="the bounces function") is settings
    with pytest.raises(ConfigError) as missing:
        Settings.from_env({}).require("store", "inbound_bucket", "secret", who="the function")
    assert str(missing.value) == ("the function needs PBM_STORE, PBM_INBOUND_BUCKET, "
                                  "PBM_SECRET_PARAMETER in its environment")


def test_the_parts_are_built_from_the_settings_and_closed_once(tmp_path):
    fixed = compose.build(Settings(home=tmp_path, now=datetime(2026, 12, 3, tzinfo=UTC)))
    try:
        assert isinstance(fixed.clock, FixedClock) and fixed.service.clock is fixed.clock
        assert (tmp_path / "pbm.sqlite3").exists()
        assert fixed.secret == (tmp_path / "secret").read_text().encode()  # made on first use
    finally:
        fixed.close()
    again = compose.build(Settings(home=tmp_path, secret="plain"))
    again.close()
    assert isinstance(again.clock, SystemClock) and again.secret == b"plain"
    with pytest.raises(compose.StoreSpecError):
        compose.open_store("postgres:games", tmp_path)


def _loaded_by(module: str) -> set[str]:
    """The project modules and a few heavy dependencies importing `module` loads."""
    code = (f"import sys, {module}; print(' '.join(m for m in sys.modules "
            "if m.startswith(('functions', 'pydantic', 'jinja2'))))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    return set(done.stdout.split())


def test_mail_delivery_does_not_load_the_web_app():
    loaded = _loaded_by("functions.mailroom.delivery")
    assert "functions.links" in loaded
    assert not {m for m in loaded if m.startswith("functions.web")}


def test_serve_and_the_command_line_do_not_import_each_other():
    assert "functions.cli" not in _loaded_by("functions.local.serve")
    assert "functions.local.serve" not in _loaded_by("functions.cli")


@pytest.mark.parametrize("handler", ["bounces", "deadlines", "inbound", "notifier", "web"])
def test_a_handler_module_loads_its_settings_and_adapters_on_the_first_invocation(handler):
    loaded = _loaded_by(f"functions.{handler}_handler")
    assert not loaded & {"functions.settings", "functions.compose", "pydantic_settings",
                         "functions.storage.sqlite", "functions.storage.dynamodb"}
