"""What every page handler shares: the app's collaborators, the request as the pages need it,
the polite error pages and the words for the service's refusals."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode, urlsplit

from functions.i18n import LANGS
from functions.service import ErrorCode, GameService, GameView, ServiceError
from functions.service.play.explain import explain

from .texts import page_lang, tr


@dataclass(frozen=True)
class Site:
    """The web app's collaborators, chosen by the composition root."""

    service: GameService
    secret: bytes
    base_url: str
    # what writes an erasure (service/people.Erasure; None: the store itself, as SQLite's is)
    erasure: Any = None


@dataclass(frozen=True)
class Request:
    """The parts of an HTTP request the pages use."""

    query: Mapping[str, str] = field(default_factory=dict)
    form: dict[str, list[str]] = field(default_factory=dict)
    accept_language: str = ""
    # where a post comes from, as the browser says (Origin, Host, Sec-Fetch-Site; "" unsaid)
    origin: str = ""
    host: str = ""
    fetch_site: str = ""

    def from_elsewhere(self, base_url: str) -> bool:
        """Whether the browser says the request comes from another site (see `cross_site`)."""
        return cross_site(self.fetch_site, self.origin, self.host, base_url)

    @property
    def lang_override(self) -> str | None:
        """The `?lang=` the person chose, if it is a known language."""
        lang = self.query.get("lang")
        return lang if lang in LANGS else None

    @property
    def chosen_lang(self) -> str | None:
        """`?lang=`, else the language of the page whose form was posted (every form sends
        it: after an erasure or a sign-out, or on an error page, nothing else may know the
        reader's language), if it is a known language."""
        lang = self.lang_override or next(iter(self.form.get("lang") or ()), None)
        return lang if lang in LANGS else None

    def lang(self, preferred: str | None = None, fallback: str | None = None) -> str:
        """The page's language: `?lang=` or the posted form's, else `preferred` (the reader's
        own), else the browser's, else `fallback`."""
        return page_lang(self.chosen_lang, preferred, self.accept_language, fallback)

    def keep_lang(self, path: str, **query: str) -> str:
        """`path` with `query`, keeping a `?lang=` override so the next page speaks the same."""
        if self.lang_override:
            query = {**query, "lang": self.lang_override}
        return f"{path}?{urlencode(query)}" if query else path

    def step_links(self, path: str) -> Callable[[int], str]:
        """`n -> keep_lang(path, step=str(n))` with the rest of the query encoded once: a
        replay page links every step of its history, thousands in a long game."""
        rest = f"&{urlencode({'lang': self.lang_override})}" if self.lang_override else ""
        return lambda n: f"{path}?step={n:d}{rest}"


def cross_site(fetch_site: str, origin: str, host: str, base_url: str) -> bool:
    """Whether a request's own headers say it comes from another site.

    `Sec-Fetch-Site` decides when the browser sends it (every current browser does on https and
    on loopback; a page cannot forge it): only `same-origin` and `none` (typed, a bookmark) are
    ours. Without it, an `Origin` decides: it must be the site's address or the host asked; an
    opaque `null` is refused, since it is what a cross-site sandboxed frame or a page under a
    no-referrer policy sends. A request with neither header is taken as from the site (old
    clients, curl): the form's nonce decides for those."""
    if fetch_site:
        return fetch_site.strip().lower() not in ("same-origin", "none")
    if not origin:
        return False
    origin = origin.strip().lower().rstrip("/")
    ours = urlsplit(base_url.lower())
    return origin != f"{ours.scheme}://{ours.netloc}" and (
        not host or urlsplit(origin).netloc != host.strip().lower())


class PageError(Exception):
    """A request that ends in a polite error page (bad link: 403, nothing there: 404 ...)."""

    def __init__(self, status: int, title: str, text: str, lang: str | None = None,
                 fallback: str | None = None):
        super().__init__(title)
        self.status = status
        self.title = title
        self.text = text
        # the reader's language as the link knows it (the seat's), before the browser's; the
        # game's as the last resort
        self.lang = lang
        self.fallback = fallback


def not_found() -> PageError:
    """404: no such page, game, or not a public one (the same answer, so nothing leaks)."""
    return PageError(404, "not_found_title", "not_found_text")


def view_of(site: Site, game_id: str) -> GameView:
    """The service's view of a game; PageError(404) when there is no such game."""
    try:
        return site.service.view(game_id)
    except ServiceError as error:
        if error.code == ErrorCode.GAME_NOT_FOUND:
            raise not_found() from None
        raise


def bad_link() -> PageError:
    """403: a token that does not verify."""
    return PageError(403, "bad_link_title", "bad_link_text")


def ended_link(why: str, lang: str | None = None, fallback: str | None = None) -> PageError:
    """410: a genuine link that no longer leads anywhere, saying why (`why`: erased, replaced,
    removed, game_gone) and what to do, in the link's own language (`lang`) when it is known."""
    return PageError(410, f"link_{why}_title", f"link_{why}_text", lang, fallback)


# HTTP status of a refused submission or action, by the service's error code.
REFUSAL_STATUS = {
    ErrorCode.STALE_VERSION: 409, ErrorCode.NOT_YOUR_TURN: 409, ErrorCode.GAME_NOT_RUNNING: 409,
    ErrorCode.WRONG_STATUS: 409, ErrorCode.BUSY: 503, ErrorCode.NOT_A_PLAYER: 403,
    ErrorCode.GAME_NOT_FOUND: 404,
}


@dataclass(frozen=True)
class Problem:
    """A refusal as a page shows it: heading, explanation, the service's detail, candidates."""

    title: str
    text: str = ""
    detail: str = ""
    candidates: list[str] = field(default_factory=list)
    status: int = 422


def refusal(error: ServiceError, lang: str, title_key: str = "refused_title") -> Problem:
    """The words for a refused move or action."""
    status = REFUSAL_STATUS.get(error.code, 422)
    if error.code == ErrorCode.STALE_VERSION:
        return Problem(tr(lang, "stale_title"), tr(lang, "stale_text"), status=status)
    if error.code == ErrorCode.BUSY:
        return Problem(tr(lang, title_key), tr(lang, "busy_text"), status=status)
    return Problem(tr(lang, title_key), detail=explain(error, lang),
                   candidates=error.candidates, status=status)


def language_links(request: Request, path: str) -> list[dict[str, Any]]:
    """Links to this page in each language."""
    keep = {k: v for k, v in request.query.items() if k in ("step", "game")}
    return [{"lang": lang, "href": f"{path}?{urlencode({**keep, 'lang': lang})}"}
            for lang in LANGS]
