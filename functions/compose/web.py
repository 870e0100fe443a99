"""The web app of the entry points that serve pages: the web Lambda and `pbm serve`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from functions.settings import ConfigError

from . import Parts

if TYPE_CHECKING:
    from functions.web.responses import WebApp


def web_app(parts: Parts, erasure: Any = None) -> WebApp:
    """The web app (player, spectator and organizer pages) at the settings' web address
    (`erasure`: the erase button's writer; the web function's, erasing.erasure_for, unless
    given)."""
    # the erase button's own calls (its search of the raw mail recorded, for later)
    from functions.compose.erasing import erasure_for
    from functions.service.people.home import stored_ratings
    from functions.web import create_app

    if not parts.settings.base_url:
        raise ConfigError("the web app needs its address: PBM_BASE_URL")
    return create_app(parts.service, parts.secret, parts.settings.base_url,
                      ratings=stored_ratings(parts.service), erasure=erasure or erasure_for(parts))
