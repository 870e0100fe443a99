"""The privacy page `/privacy`: in plain words, in both languages, what the service keeps about a
person, for how long, who sees what, and how to take it out or erase it. Every mail of a game
links to it (its footer); docs/privacy.md says the same for operators, with the mechanics."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools.event_handler import Response

from functions.i18n import known

from .responses import page
from .site import Request, language_links
from .texts import tr

PATH = "/privacy"

# (heading, paragraphs) per language; plain text, the template escapes it
SECTIONS: dict[str, list[tuple[str, list[str]]]] = {
    "en": [
        ("What we keep", [
            "Your e-mail address and the name you play under, your language and time zone, "
            "and your settings in each game (reminders, absences, standing orders, table talk "
            "and how much mail you take).",
            "Each game you play: its moves (who, what, when, and whether by mail or on the "
            "web), its table talk, and its result and ratings.",
            "The mail we sent you, and a short record of the mail you sent us (its Message-ID, "
            "so a mail is never played twice).",
            "Sign-in links you asked for, and a note when your address stopped taking mail "
            "(a permanent bounce), so that we stop writing to it.",
        ]),
        ("For how long", [
            "Mail you send us (the raw message) is kept at most 30 days, then deleted "
            "automatically, and within minutes if you erase your data; "
            "the record that it was processed goes after 30 days too.",
            "Mail we send you is kept 7 days after it was sent, then deleted.",
            "A sign-in link works for one hour; its record goes a day later. A sign-in lasts "
            "14 days, or until you sign out.",
            "Games, finished ones included, are kept so that their results, ratings and hash "
            "chains can be checked, until you erase your data (below).",
        ]),
        ("Who sees what", [
            "The organizer of a game sees its players' names and e-mail addresses, every move "
            "and the talk to the whole table. Private messages only when the game said so when "
            "it was created; every player is told that choice.",
            "The other players see your name (never your address), your moves and the talk "
            "meant for them.",
            "Spectators of a public game see the names, the moves, the board and the talk to "
            "the whole table; never an address, never a private message.",
            "Nobody else. We do not sell or share anything, and our mails have no tracking "
            "pixels and no rewritten links: every link goes straight to this site.",
        ]),
        ("Less mail", [
            "Every mail of a game has a link (and a one-click unsubscribe for your mail "
            "program) that first keeps only the mails of your turns, then stops the game's mail "
            "altogether; you then play on the game's page. Your page of the game shows the "
            "choice, and MAIL ON in a reply brings every mail back. The deadlines still apply.",
        ]),
        ("Take it out, or erase it", [
            "On your page of games (/me): “Export my data” gives everything we hold about you "
            "as a JSON file: your seats, games, moves, the messages you wrote or received, "
            "your settings, ratings, sign-ins and bounce marks. “Erase me” (confirmed once "
            "more) removes you: your name and address are replaced in every game by a "
            "pseudonym such as “Player 3 (erased)”, your private messages' texts are deleted, "
            "your sign-ins, settings, calendar key and ratings go, and a running game treats "
            "you as resigned (or replaced, as the organizer chooses). The mail you sent us goes "
            "too. The games' hash chains stay verifiable, also against the chain heads in "
            "the mails of the game: they hold a salted digest of who played, never a name.",
            "The operator of the service can do the same: pbm person export EMAIL and "
            "pbm person erase EMAIL.",
        ]),
    ],
    "cs": [
        ("Co uchováváme", [
            "Tvoji e-mailovou adresu a jméno, pod kterým hraješ, jazyk a časové pásmo a tvoje "
            "nastavení v každé hře (připomínky, nepřítomnost, trvalé pokyny, zprávy u stolu a "
            "kolik e-mailů chceš dostávat).",
            "Každou hru, kterou hraješ: její tahy (kdo, co, kdy a zda e-mailem, nebo na webu), "
            "zprávy u stolu, výsledek a hodnocení.",
            "E-maily, které jsme ti poslali, a krátký záznam o e-mailech od tebe "
            "(jejich Message-ID, aby se žádný nezahrál dvakrát).",
            "Odkazy k přihlášení poslané na tvou žádost a poznámku, když tvoje adresa přestala "
            "poštu přijímat (trvalé vrácení), abychom na ni přestali psát.",
        ]),
        ("Jak dlouho", [
            "E-mail, který nám pošleš (celá zpráva), uchováváme nejvýš 30 dní, pak se sám smaže "
            "(a do několika minut, když svoje údaje smažeš); "
            "záznam o jeho zpracování zmizí po 30 dnech také.",
            "E-maily, které posíláme my tobě, uchováváme 7 dní po odeslání, pak je mažeme.",
            "Odkaz k přihlášení platí hodinu a jeho záznam zmizí o den později. Přihlášení "
            "trvá 14 dní, nebo dokud se neodhlásíš.",
            "Hry, i ty skončené, uchováváme, aby šlo ověřit jejich výsledky, hodnocení a "
            "řetězce otisků, dokud svoje údaje nesmažeš (viz níže).",
        ]),
        ("Kdo co vidí", [
            "Organizátor hry vidí jména a e-mailové adresy jejích hráčů, všechny tahy a zprávy "
            "celému stolu. Soukromé zprávy jen tehdy, když to hra při založení řekla; tu volbu "
            "vidí každý hráč.",
            "Ostatní hráči vidí tvoje jméno (nikdy adresu), tvoje tahy a zprávy, které jsou "
            "pro ně.",
            "Diváci veřejné hry vidí jména, tahy, plán a zprávy celému stolu; nikdy adresu, "
            "nikdy soukromou zprávu.",
            "Nikdo jiný. Nic neprodáváme ani nesdílíme a naše e-maily nemají sledovací pixely "
            "ani přesměrované odkazy: každý odkaz vede rovnou sem.",
        ]),
        ("Méně e-mailů", [
            "Každý e-mail hry má odkaz (a odhlášení jedním kliknutím pro tvůj poštovní "
            "program), který napřed nechá jen e-maily, když jsi na tahu, a podruhé e-maily hry "
            "vypne úplně; pak hraješ na stránce hry. Tvoje stránka hry volbu ukazuje a POŠTA "
            "ZAP v odpovědi vrátí všechny e-maily. Termíny tahů platí dál.",
        ]),
        ("Vzít si data, nebo je smazat", [
            "Na stránce tvých her (/me): „Stáhnout moje data“ dá všechno, co o tobě máme, jako "
            "soubor JSON: tvoje místa u stolu, hry, tahy, zprávy od tebe i pro tebe, "
            "nastavení, hodnocení, přihlášení a záznamy o vrácené poště. „Smazat "
            "mě“ (s dalším potvrzením) tě odstraní: tvoje jméno a adresu ve všech hrách "
            "nahradí přezdívka jako „Hráč 3 (vymazán)“, texty tvých soukromých zpráv se smažou, "
            "tvoje přihlášení, nastavení, klíč kalendáře a hodnocení zmizí a rozehraná hra tě "
            "bere to jako vzdání (nebo tě nahradí, jak rozhodne organizátor). Smažou se "
            "i e-maily od tebe. Řetězce otisků her zůstanou ověřitelné, i "
            "proti otiskům v e-mailech hry: obsahují jen osolený otisk toho, kdo hrál, nikdy "
            "jméno.",
            "Totéž umí provozovatel služby: pbm person export EMAIL a pbm person erase EMAIL.",
        ]),
    ],
}
TITLE = {"en": "Privacy: what we keep, for how long, who sees it",
         "cs": "Soukromí: co uchováváme, jak dlouho a kdo to vidí"}


def show(request: Request) -> Response:
    """The privacy page in the reader's language (`?lang=`, else the browser's)."""
    lang = known(request.lang())
    context: dict[str, Any] = {"lang": lang, "tr": lambda key, **v: tr(lang, key, **v),
                               "languages": language_links(request, PATH),
                               "title": TITLE[lang], "sections": SECTIONS[lang]}
    return page("privacy.html", **context)
