"""A signed-in person's own data on the web: take it out, or erase it (see service/people/person.py).

Routes (added by home.register, for the person signed in on /me):
  GET  /me/data             everything held about them, as a JSON download
  POST /me/erase            erase them: the form's nonce and their address typed again confirm
                            it; the session ends, and the front page says it is done
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode

from aws_lambda_powertools.event_handler import Response

from functions.service.people.home import preferred_lang
from functions.service.people.signin import end_sessions

from .forms import BadNonce, check_nonce, field, issue_nonce
from .responses import WebApp, download_json, redirect
from .site import PageError, Request, Site

_SCOPE = "erase:{email}"
_STAMP = "me"


def context(site: Site, email: str) -> dict[str, Any]:
    """What the /me page shows of this: the download link and the erase form's nonce."""
    return {"data_url": "/me/data",
            "erase_url": "/me/erase",
            "erase_nonce": issue_nonce(site.secret, _SCOPE.format(email=email), _STAMP)}


def register(app: WebApp, site: Site, request: Callable[[], Request],
             session: Callable[[], str | None], signed_out: Callable[[Response], Response]
             ) -> None:
    """Add the routes to `app`: `session()` is the signed-in address (None: nobody),
    `signed_out(response)` the response with the session cookie cleared."""

    @app.get("/me/data")
    def my_data() -> Response:
        email = session()
        if email is None:
            return redirect(request().keep_lang("/"))
        return download_json(site.service.person_export(email), "pbm-my-data.json")

    @app.post("/me/erase")
    def erase_me() -> Response:
        email = session()
        req = request()
        if email is None:
            return redirect(req.keep_lang("/"))
        if req.from_elsewhere(site.base_url):
            raise PageError(403, "bad_form_title", "bad_form_text")
        try:
            check_nonce(site.secret, field(req.form, "nonce"), _SCOPE.format(email=email),
                        _STAMP)
        except BadNonce:
            raise PageError(403, "bad_form_title", "bad_form_text") from None
        if field(req.form, "confirm").strip().lower() != email:
            raise PageError(400, "erase_mismatch_title", "erase_mismatch_text")
        # every session of theirs ends too (the count is kept under a keyed digest, which the
        # erasure leaves): no cookie opens /me again, not even after a later invitation
        # the front page says it is done in the person's language, which the erasure forgets
        own = req.chosen_lang or preferred_lang(site.service, email)
        end_sessions(site.service.store, site.secret, email)
        site.service.erase_person(email, site.erasure)
        # what is still under way is said: the search of their raw mail, where a deployment
        # keeps it (compose/erasing.WithRawMail records it); else everything is done
        done = "erased" if getattr(site.erasure, "raw", None) is not None else "erased_all"
        return signed_out(redirect(f"/?{urlencode({'done': done, 'lang': own})}" if own
                                   else req.keep_lang("/", done=done)))
