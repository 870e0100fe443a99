"""Real-shaped API Gateway HTTP API (payload 2.0) events for the web tests, from the fixtures
in tests/events/, with the path, query and form filled in."""

from __future__ import annotations

import base64
import copy
import json
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlencode

EVENTS = Path(__file__).parent / "events"
SECRET = b"web-test-secret-0123456789abcdef"  # signs the web tests' links and forms


def fixture(name: str) -> dict:
    """A fixture event as stored."""
    return json.loads((EVENTS / f"{name}.json").read_text(encoding="utf-8"))


def get(path: str, query: dict[str, str] | None = None, **headers: str) -> dict:
    """A browser's GET of `path` as API Gateway delivers it."""
    event = _at(fixture("http_get"), path, query)
    event["headers"].update({k.replace("_", "-"): v for k, v in headers.items()})
    return event


def post(path: str, form: dict, query: dict[str, str] | None = None,
         base64_body: bool = False) -> dict:
    """A browser's form post to `path`; base64-encoded like API Gateway does for many clients."""
    event = _at(fixture("http_post_form_base64" if base64_body else "http_post_form"),
                path, query)
    body = urlencode(form, doseq=True)
    if base64_body:
        event["body"] = base64.b64encode(body.encode()).decode()
    else:
        event["body"] = body
    event["headers"]["content-length"] = str(len(body.encode()))
    return event


def _at(event: dict, path: str, query: dict[str, str] | None) -> dict:
    event = copy.deepcopy(event)
    path, _, raw = path.partition("?")
    query = dict(query or {})
    if raw:
        query.update(pair.split("=", 1) for pair in raw.split("&"))
    event["rawPath"] = path
    event["requestContext"]["http"]["path"] = path
    event["rawQueryString"] = urlencode(query)
    if query:
        event["queryStringParameters"] = query
    else:
        event.pop("queryStringParameters", None)
    return event


class _Forms(HTMLParser):
    """Collects the input values (hidden and visible) and select options of each form by id."""

    def __init__(self) -> None:
        super().__init__()
        self.forms: dict[str, dict[str, list[str]]] = {}
        self.hidden: dict[str, dict[str, str]] = {}
        self._form: str | None = None
        self._select: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = {k: v or "" for k, v in attrs}
        if tag == "form":
            self._form = attr.get("id", "")
            self.forms[self._form] = {}
            self.hidden[self._form] = {}
        elif self._form is not None and tag == "input" and "name" in attr:
            self.forms[self._form].setdefault(attr["name"], []).append(attr.get("value", ""))
            if attr.get("type") == "hidden":
                self.hidden[self._form][attr["name"]] = attr.get("value", "")
        elif self._form is not None and tag == "select":
            self._select = attr.get("name")
        elif self._select and tag == "option":
            self.forms[self._form].setdefault(self._select, []).append(attr.get("value", ""))

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self._form = None
        elif tag == "select":
            self._select = None


def forms(html: str) -> dict[str, dict[str, list[str]]]:
    """Every form of a page by id: field name -> the values offered (inputs, select options)."""
    parser = _Forms()
    parser.feed(html)
    return parser.forms


def hidden(html: str, form_id: str) -> dict[str, str]:
    """The hidden fields of a form (nonce, version, kind ...), as a browser would send them."""
    parser = _Forms()
    parser.feed(html)
    return parser.hidden[form_id]
