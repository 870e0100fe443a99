"""The mail a player takes from one game, on the web: the one-click unsubscribe of every game
mail (RFC 8058) and the "Your mail" section of the player's page.

`/play/<token>/unsubscribe/<mode>` is the URL of a mail's `List-Unsubscribe` header and of its
footer link; `<mode>` is one step down from the mail the player took when the mail was sent
(links.stop_after: every mail -> only my turns -> none), so the same link posted twice (a
mailbox provider retrying) takes the same step once. A POST there acts at once, with no login
and no confirmation (mailbox providers post without a person; the token in the URL is the
authority) and reads no form (RFC 8058 allows either form encoding; nothing in it matters). A
GET (a person, or a link scanner) shows the choice and changes nothing. The page's own form
(`POST /play/<token>/mail`, with a nonce) sets any mode, MAIL ON included.

The organizer's mail about a game has its own: `/organizer/<token>/unsubscribe/<game_id>`
(POST: no more mail about that game, GET: the choice), and `POST /organizer/<token>/mail/<game_id>`
(with a nonce) turns it on or off again."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools.event_handler import Response

from functions.i18n import LANGS, Catalogue, known
from functions.links import PRIVACY_PATH
from functions.service import ErrorCode, GameRecord, Seat, ServiceError
from functions.service.records.seats import MAIL_MODES

from .forms import BadNonce, check_nonce, field, issue_nonce
from .responses import page, redirect
from .site import PageError, Request, Site, language_links, not_found
from .texts import tr

STAMP = "mail"  # the nonce's stamp (see forms.issue_nonce)
# `?done=` after the page's mail form: the mail section the page opens at says it was saved
SAVED = "mail_saved"

MAIL = Catalogue("mail", {
    "heading": {"en": "Your mail from this game", "cs": "Tvoje e-maily z této hry"},
    # what the player takes now, each a sentence of its own (not "Now: Every mail: …")
    "mode_all": {"en": "You now get every mail: your turns, the other players' news, the end of "
                       "the game.",
                 "cs": "Teď ti chodí všechny e-maily: tvoje tahy, co se děje u stolu, konec "
                       "hry."},
    "mode_turns": {"en": "You now get mail only when it is your turn; a move you send is "
                         "confirmed in that mail, not by a mail of its own.",
                   "cs": "Teď ti chodí e-mail, jen když jsi na tahu; tah poslaný e-mailem ti "
                         "potvrdí až ten, ne samostatný e-mail."},
    "mode_none": {"en": "You now get no mail: you play on this page (answers to your own mails "
                        "still come).",
                  "cs": "Teď ti žádné e-maily nechodí: hraješ na této stránce (odpovědi na "
                        "tvoje e-maily chodí dál)."},
    # the same on the page a link opens before any button is pressed: nothing changed, so
    # what the reader gets is said as kept, never as news ("Teď ti chodí …" under "Otevřením
    # odkazu se nic nezměnilo" read as a change after all, review 55)
    "mode_all_kept": {"en": "You still get every mail: your turns, the other players' news, "
                            "the end of the game.",
                      "cs": "Dál ti chodí všechny e-maily: tvoje tahy, co se děje u stolu, "
                            "konec hry."},
    "mode_turns_kept": {"en": "You still get mail only when it is your turn; a move you send "
                              "is confirmed in that mail, not by a mail of its own.",
                        "cs": "Dál ti chodí e-mail, jen když jsi na tahu; tah poslaný e-mailem "
                              "ti potvrdí až ten, ne samostatný e-mail."},
    "mode_none_kept": {"en": "You still get no mail: you play on this page (answers to your "
                             "own mails still come).",
                       "cs": "Dál ti žádné e-maily nechodí: hraješ na této stránce (odpovědi "
                             "na tvoje e-maily chodí dál)."},
    "choose_all": {"en": "Send me every mail", "cs": "Posílat mi všechny e-maily"},
    "choose_turns": {"en": "Mail me only when it is my turn, no read-backs",
                     "cs": "Posílat mi jen e-maily, když jsem na tahu, bez potvrzení tahů"},
    "choose_none": {"en": "No mail, I play on the page",
                    "cs": "Žádné e-maily, hraju na stránce"},
    # once the game is over only its table's talk may still come: no turns, no deadlines
    "mode_all_over": {"en": "The game is over; you still get what its table says.",
                      "cs": "Hra skončila; co se řekne u stolu, ti chodí dál."},
    "mode_turns_over": {"en": "The game is over; what its table says does not come to you.",
                        "cs": "Hra skončila; co se řekne u stolu, ti nechodí."},
    "mode_none_over": {"en": "The game is over; you get no more mail from it (answers to your "
                             "own mails still come).",
                       "cs": "Hra skončila; žádné další e-maily z ní ti nechodí (odpovědi na "
                             "tvoje e-maily chodí dál)."},
    "choose_all_over": {"en": "Send me what the table says", "cs": "Posílat mi, co se řekne u "
                                                                   "stolu"},
    "choose_none_over": {"en": "No more mail from this game's table",
                         "cs": "Už žádné e-maily od stolu této hry"},
    "by_mail_over": {"en": "By mail: MAIL OFF in a reply.", "cs": "E-mailem: POŠTA VYP v "
                                                                  "odpovědi."},
    "current": {"en": "(your choice now)", "cs": "(tvoje volba teď)"},
    "readbacks_on": {"en": "Each move you send by mail is confirmed by a mail of its own.",
                     "cs": "Každý tah poslaný e-mailem ti potvrdí samostatný e-mail."},
    "readbacks_off": {"en": "A move you send by mail is confirmed in your next mail from the "
                            "game, not by a mail of its own.",
                      "cs": "Tah poslaný e-mailem ti potvrdí až další e-mail ze hry, ne "
                            "samostatný e-mail."},
    "choose_readbacks_on": {"en": "Confirm each move by a mail of its own",
                            "cs": "Potvrzovat každý tah samostatným e-mailem"},
    "choose_readbacks_off": {"en": "Confirm my moves in my next mail only",
                             "cs": "Potvrzovat tahy jen v dalším e-mailu"},
    "readbacks_by_mail": {"en": "By mail: CONFIRM ON or CONFIRM OFF in a reply.",
                          "cs": "E-mailem: POTVRZENÍ ZAP nebo POTVRZENÍ VYP v odpovědi."},
    "by_mail": {"en": "By mail: MAIL ON, MAIL TURNS or MAIL OFF in a reply.",
                "cs": "E-mailem: POŠTA ZAP, POŠTA TAHY nebo POŠTA VYP v odpovědi."},
    "deadlines": {"en": "Your deadlines apply whatever mail you take: a turn you miss is handled "
                        "as the game's timing says.",
                  "cs": "Termíny tahů platí, ať ti chodí e-maily, nebo ne: zmeškaný tah se řeší "
                        "tak, jak říká nastavení času hry."},
    "organizer_told": {"en": "If you stop all mail, the organizer is told.",
                       "cs": "Když vypneš všechny e-maily, organizátor se to dozví."},
    "choice_title": {"en": "Less mail from “{title}”?", "cs": "Méně e-mailů ze hry „{title}“?"},
    # above the mail as it stands ("You now get …"): opening the link changed nothing, so
    # it must not read as if that sentence were news (review 55)
    "choice_text": {"en": "Opening this link changed nothing: your mail stays as said below "
                          "until you press one of the buttons.",
                    "cs": "Otevřením odkazu se nic nezměnilo: e-maily ti chodí, jak píšeme "
                          "níže, dokud nestiskneš některé z tlačítek."},
    "done_title": {"en": "Done: your mail from “{title}”", "cs": "Hotovo: tvoje e-maily ze hry "
                                                              "„{title}“"},
    "done_text": {"en": "Saved. You can change it back here or on your page of the game.",
                  "cs": "Uloženo. Vrátit to můžeš tady nebo na své stránce hry."},
    # the language the player's mails of this game are written in (LANGUAGE / JAZYK by mail)
    "mail_lang_now_en": {"en": "Your mails of this game are in English.",
                         "cs": "E-maily z této hry ti píšeme anglicky."},
    "mail_lang_now_cs": {"en": "Your mails of this game are in Czech.",
                         "cs": "E-maily z této hry ti píšeme česky."},
    "choose_mail_lang_en": {"en": "Write to me in English", "cs": "Psát mi anglicky"},
    "choose_mail_lang_cs": {"en": "Write to me in Czech", "cs": "Psát mi česky"},
    "mail_lang_by_mail": {"en": "By mail: LANGUAGE CS or LANGUAGE EN in a reply.",
                          "cs": "E-mailem: JAZYK EN nebo JAZYK CS v odpovědi."},
    "to_page": {"en": "Your page of the game", "cs": "Tvoje stránka hry"},
    "organizer_title": {"en": "Your mail about “{title}”", "cs": "Tvoje e-maily o hře „{title}“"},
    "organizer_on": {"en": "You get the mail about this game (its players' news that concern "
                           "you as its organizer).",
                     "cs": "E-maily o této hře ti chodí (co se jejích hráčů týká a co má vědět "
                           "organizátor)."},
    "organizer_off": {"en": "You get no mail about this game; your dashboard shows it all.",
                      "cs": "E-maily o této hře ti nechodí; v přehledu her uvidíš všechno."},
    "organizer_stop": {"en": "No more mail about this game", "cs": "Už žádné e-maily o této hře"},
    "organizer_start": {"en": "Mail me about this game again",
                        "cs": "Zase mi posílat e-maily o této hře"},
    "to_dashboard": {"en": "Your dashboard", "cs": "Přehled tvých her"},
    "privacy": {"en": "Privacy: what we keep and for how long",
                "cs": "Soukromí: co uchováváme a jak dlouho"},
})


def words(lang: str) -> dict[str, str]:
    """The mail section's words in `lang`."""
    return {key: forms[known(lang)] for key, forms in MAIL.texts.items()}


def scope(record: GameRecord, seat: Seat) -> str:
    """The nonce scope of the mail form: the game, the seat and the person on it now."""
    return f"mail:{record.id}:{seat.seat}:{seat.email}"


def section(site: Site, request: Request, path: str, record: GameRecord, seat: Seat,
            lang: str) -> dict[str, Any]:
    """The "Your mail" section of the player's page: the mode now and the form to change it
    (once the game is over: its table's talk or nothing, no turns, deadlines nor read-backs)."""
    w = words(lang)
    mail_lang = {"mail_lang": seat.lang, "mail_lang_now": w[f"mail_lang_now_{seat.lang}"],
                 "mail_lang_choices": [(m, w[f"choose_mail_lang_{m}"]) for m in LANGS]}
    if record.ended:
        return mail_lang | {"w": {**w, "deadlines": "", "organizer_told": "",
                                  "by_mail": w["by_mail_over"]},
                "mode": seat.mail,
                "modes": [(m, w[f"choose_{m}_over"]) for m in ("all", "none")],
                "now": w[f"mode_{seat.mail}_over"], "action": request.keep_lang(f"{path}/mail"),
                "nonce": issue_nonce(site.secret, scope(record, seat), STAMP),
                "saved": tr(lang, "settings_notice") if request.query.get("done") == SAVED
                else ""}
    shown = mail_lang | {"w": w, "mode": seat.mail, "modes": [(m, w[f"choose_{m}"]) for m in MAIL_MODES],
             "now": w[f"mode_{seat.mail}"], "action": request.keep_lang(f"{path}/mail"),
             "nonce": issue_nonce(site.secret, scope(record, seat), STAMP),
             "saved": tr(lang, "settings_notice") if request.query.get("done") == SAVED else ""}
    if seat.mail == "none":  # every answer to their mails comes (Seat.takes_readback_mail)
        return shown
    return shown | {"readbacks": "on" if seat.readbacks else "off",
                    "readbacks_now": w["readbacks_on" if seat.readbacks else "readbacks_off"],
                    "readback_choices": [(m, w[f"choose_readbacks_{m}"]) for m in ("on", "off")]}


def choice(site: Site, request: Request, token: str, record: GameRecord, seat: Seat,
           suggested: str, done: bool = False) -> Response:
    """The page of the unsubscribe link: the choice (GET: nothing changed) or, after the
    one-click POST, what was set, with the way back."""
    if suggested not in MAIL_MODES:
        raise not_found()
    lang = request.lang(seat.lang)
    path = f"/play/{token}"
    w = words(lang)
    heading = "done_title" if done else "choice_title"
    mail = section(site, request, path, record, seat, lang)
    if not done and not record.ended:  # nothing changed: the mail as it stays, then the choice
        mail["now"] = w[f"mode_{seat.mail}_kept"]
    return page("mail.html", lang=lang, tr=lambda key, **v: tr(lang, key, **v),
                languages=language_links(request, f"{path}/unsubscribe/{suggested}"),
                heading=MAIL.say(lang, heading, title=record.title),
                text=w["done_text" if done else "choice_text"], suggested=suggested,
                mail=mail, page_url=request.keep_lang(path),
                privacy_url=request.keep_lang(PRIVACY_PATH))


def one_click(site: Site, request: Request, token: str, record: GameRecord, seat: Seat,
              mode: str) -> Response:
    """The one-click POST (RFC 8058): the seat's mail set to `mode` at once."""
    if mode not in MAIL_MODES:
        raise not_found()
    try:
        site.service.set_mail(record.id, seat.email, mode)  # "turns": no read-backs either
    except ServiceError as error:
        if error.code == ErrorCode.GAME_NOT_FOUND:
            raise not_found() from None
        raise
    seat = site.service.view(record.id).game.seat(seat.seat)
    return choice(site, request, token, record, seat, mode, done=True)


def post(site: Site, request: Request, token: str, record: GameRecord, seat: Seat) -> Response:
    """The page's mail form (a nonce, a mode): set, then back to the page (or, refused, a 400
    page that says the form was bad)."""
    form = request.form
    mode, confirm = field(form, "mode"), field(form, "confirm")
    mail_lang = field(form, "mail_lang")
    try:
        if mode not in MAIL_MODES and confirm not in ("on", "off") and mail_lang not in LANGS:
            raise BadNonce("neither a mail mode, a read-back choice nor a language")
        check_nonce(site.secret, field(form, "nonce"), scope(record, seat), STAMP)
    except BadNonce:
        raise PageError(400, "bad_form_title", "bad_form_text") from None
    if mail_lang in LANGS:  # the language of the player's mails of this game
        site.service.set_lang(record.id, seat.email, mail_lang)
        return redirect(request.keep_lang(f"/play/{token}", done=SAVED) + "#mail")
    if mode not in MAIL_MODES:  # the read-backs of the player's moves by mail
        site.service.set_readbacks(record.id, seat.email, confirm == "on")
        return redirect(request.keep_lang(f"/play/{token}", done=SAVED) + "#mail")
    site.service.set_mail(record.id, seat.email, mode)
    back = field(form, "back")
    if back == "choice":  # from the unsubscribe page: it shows what was set
        return redirect(request.keep_lang(f"/play/{token}/unsubscribe/{mode}", done="1"))
    return redirect(request.keep_lang(f"/play/{token}", done=SAVED) + "#mail")


def organizer_scope(email: str, game_id: str) -> str:
    """The nonce scope of the organizer's mail form: the organizer and the game."""
    return f"orgmail:{email}:{game_id}"


def organizer_choice(site: Site, request: Request, token: str, email: str,
                     record: GameRecord, done: bool = False) -> Response:
    """The page of the organizer's unsubscribe link: whether the game's mail comes, and the
    button that changes it (GET: nothing changed)."""
    lang = request.lang()
    w = words(lang)
    return page("organizer_mail.html", lang=lang, tr=lambda key, **v: tr(lang, key, **v),
                languages=language_links(request, f"/organizer/{token}/unsubscribe/{record.id}"),
                heading=MAIL.say(lang, "organizer_title", title=record.title), w=w,
                text=w["done_text" if done else "choice_text"], on=record.organizer_mail,
                action=request.keep_lang(f"/organizer/{token}/mail/{record.id}"),
                nonce=issue_nonce(site.secret, organizer_scope(email, record.id), STAMP),
                dashboard_url=request.keep_lang(f"/organizer/{token}"),
                privacy_url=request.keep_lang(PRIVACY_PATH))


def organizer_one_click(site: Site, request: Request, token: str, email: str,
                        record: GameRecord) -> Response:
    """The organizer's one-click POST: no more mail about the game, at once."""
    record = site.service.set_organizer_mail(record.id, False)
    return organizer_choice(site, request, token, email, record, done=True)


def organizer_post(site: Site, request: Request, token: str, email: str,
                   record: GameRecord) -> Response:
    """The organizer's mail form (a nonce, on=yes|no): set, then the choice page again."""
    form = request.form
    try:
        check_nonce(site.secret, field(form, "nonce"), organizer_scope(email, record.id), STAMP)
    except BadNonce:
        raise PageError(400, "bad_form_title", "bad_form_text") from None
    record = site.service.set_organizer_mail(record.id, field(form, "on") == "yes")
    return organizer_choice(site, request, token, email, record, done=True)


def organizer_link(site: Site, request: Request, token: str, game_id: str, *,
                   post: bool) -> Response:
    """The organizer's unsubscribe link of a game's mail: POST stops it, GET shows the choice."""
    email, record = _organizer_game(site, token, game_id)
    if post:
        return organizer_one_click(site, request, token, email, record)
    return organizer_choice(site, request, token, email, record)


def organizer_form(site: Site, request: Request, token: str, game_id: str) -> Response:
    """The organizer's mail form of one game (see organizer_post)."""
    email, record = _organizer_game(site, token, game_id)
    return organizer_post(site, request, token, email, record)


def _organizer_game(site: Site, token: str, game_id: str) -> tuple[str, GameRecord]:
    from .organizer import _organized, organizer_of  # the dashboard's own checks

    email = organizer_of(site, token)
    return email, _organized(site, email, game_id)
