"""HTML, redirect and download responses, the security headers every response carries, and the
resolver that adds them."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

from aws_lambda_powertools.event_handler import APIGatewayHttpResolver, Response

import rules
from functions.i18n import pseudonyms_in

TEMPLATES = Path(__file__).resolve().parents[2] / "templates" / "web"

SECURITY_HEADERS = {
    # No script at all, styles only from our stylesheet, forms only to ourselves, no framing.
    "Content-Security-Policy": ("default-src 'self'; script-src 'none'; style-src 'self'; "
                                "img-src 'self' data:; form-action 'self'; base-uri 'none'; "
                                "object-src 'none'; frame-ancestors 'none'"),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",  # links carry tokens: never to another site
}
HTML = "text/html; charset=utf-8"


# jinja2 loads with the first page, not on import: redirects, downloads and the stylesheet never
# need it, and the mail path imports this package's links (issue 14: cold starts).
@functools.cache
def _templates() -> Any:
    from functions.render.precompiled import loader

    return environment(loader(TEMPLATES))


def environment(loader: Any) -> Any:
    """The pages' environment over `loader` (also what the build compiles with)."""
    from jinja2 import Environment, StrictUndefined, select_autoescape

    env = Environment(loader=loader, undefined=StrictUndefined,
                      autoescape=select_autoescape(default=True, default_for_string=True),
                      trim_blocks=True, lstrip_blocks=True)
    env.filters["game_name"] = game_name  # a game by its own name in the headers
    env.filters["dative"] = dative  # a player's name as a Czech sentence's "to whom"
    env.filters["promoted"] = promoted  # a part's own first heading in its section's place
    # what a player wrote, in a cell: a word longer than any real name may break anywhere,
    # a name never inside ("Duškov|á"): the cells break words only where they overflow
    env.filters["breakable"] = breakable
    return env


def breakable(text: Any) -> Any:
    """`text` escaped, each word longer than a real name's allowed to break anywhere."""
    from markupsafe import Markup

    from functions.render.letters import breakable as in_pieces

    return text if isinstance(text, Markup) else in_pieces(str(text))  # markup is ours


def promoted(html: Any) -> Any:
    """Rendered HTML whose first h3 becomes an h2: a part that opens with its own heading
    stands in a section under that heading, not under an empty one above it."""
    from markupsafe import Markup

    return Markup(str(html).replace("<h3", "<h2", 1).replace("</h3>", "</h2>", 1))


def dative(name: str, lang: str) -> str:
    """A player's name in the Czech dative ("Tomu Hallovi", or "hráči Kim Lee" when the
    declension is unsure); the name itself in English."""
    from rules.czech_names import DATIVE
    from rules.wording import player_in

    return player_in(name, DATIVE) if lang == "cs" else name


def game_name(rules_id: str) -> str:
    """The game's own name for a rules id (the id itself for one not known)."""
    try:
        return rules.get(rules_id).name
    except rules.RulesError:
        return rules_id


class WebApp(APIGatewayHttpResolver):
    """The HTTP API v2 resolver whose every response, matched route or not, carries the
    security headers."""

    def resolve(self, event: Any, context: Any) -> dict[str, Any]:
        """Route the event (see APIGatewayHttpResolver.resolve), then add the headers."""
        response = super().resolve(event, context)
        headers = response.setdefault("headers", {})
        for name, value in SECURITY_HEADERS.items():
            headers.setdefault(name, value)
        return response


def page(template: str, code: int = 200, **context: Any) -> Response:
    """A rendered HTML page that no cache keeps (its URL may carry a personal token)."""
    body = _templates().get_template(template).render(**context)
    if context.get("lang"):  # an erased person's pseudonym in the reader's language
        body = pseudonyms_in(body, context["lang"])
    return Response(status_code=code, content_type=HTML, body=body,
                    headers={"Cache-Control": "no-store"})


def redirect(location: str) -> Response:
    """303 See Other: after a form post the browser loads `location` with GET."""
    return Response(status_code=303, content_type="text/plain; charset=utf-8", body="",
                    headers={"Location": location, "Cache-Control": "no-store"})


def download_json(data: Any, filename: str) -> Response:
    """A JSON document the browser saves as `filename`."""
    return Response(status_code=200, content_type="application/json",
                    body=json.dumps(data, ensure_ascii=False, indent=2),
                    headers={"Content-Disposition": f'attachment; filename="{filename}"',
                             "Cache-Control": "no-store"})


def stylesheet() -> Response:
    """The one stylesheet of the pages."""
    return Response(status_code=200, content_type="text/css; charset=utf-8",
                    body=(TEMPLATES / "style.css").read_text(encoding="utf-8")
                    + _chosen_options_only(rules.games()),
                    headers={"Cache-Control": "public, max-age=3600"})


# The site's icon: a pyramid on the pages' brown, as SVG (browsers take an icon by its type,
# whatever its path; text keeps the Lambda's response a plain string).
FAVICON = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'
           '<rect width="32" height="32" rx="6" fill="#5b3a1e"/>'
           '<path d="M16 6 L27 26 H5 Z" fill="#f3ede2"/></svg>')


def favicon() -> Response:
    """`/favicon.ico`: the site's icon (browsers ask for it on every site)."""
    return Response(status_code=200, content_type="image/svg+xml", body=FAVICON,
                    headers={"Cache-Control": "public, max-age=86400"})


def _chosen_options_only(rules_ids: list[str]) -> str:
    """Rules that show, without a script, only the chosen game's options in the create form
    (a browser without :has() shows them all; the server reads only the chosen game's)."""
    return "".join(
        f'form:has(#create-rules option[value="{rules_id}"]:checked) '
        f"fieldset.options:not(#options-{rules_id}) {{ display: none; }}\n"
        for rules_id in rules_ids)
