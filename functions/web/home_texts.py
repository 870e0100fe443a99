"""The words of the player's home pages (front page, sign-in, my games, public games) in Czech
and English; part of the web pages' catalogue (`texts.tr`)."""

from __future__ import annotations

from collections.abc import Mapping

HOME_TEXTS: Mapping[str, Mapping[str, str]] = {
    "cs": {
        "home_intro": "Hraj {games} e-mailem nebo na webu, s kýmkoli a kdykoli.",
        "sign_in_heading": "Tvoje hry",
        "sign_in_text": "Napiš svou e-mailovou adresu a pošleme ti odkaz na stránku se všemi "
                        "tvými hrami. Odkaz platí hodinu a jen jednou.",
        "sign_in_address": "E-mailová adresa",
        "sign_in_send": "Poslat odkaz",
        "sign_in_by_mail": "Nebo napiš MOJE HRY v odpovědi na kterýkoli e-mail ke hře.",
        "sign_in_sent_title": "Zkontroluj poštu",
        "sign_in_sent_text": "Pokud adresa {email} patří k nějaké hře, právě jsme na ni poslali "
                             "odkaz na tvoje hry. Platí hodinu a jen jednou. Nic nepřišlo? "
                             "Podívej se do spamu, nebo zkus jinou adresu.",
        "sign_in_bad_address": "Tohle nevypadá jako e-mailová adresa. Napiš ji prosím "
                               "celou, třeba jana@example.org.",
        "sign_in_confirm_title": "Přihlášení",
        "sign_in_confirm_text": "Pokračuj tlačítkem na stránku svých her ({email}).",
        "sign_in_confirm": "Otevřít moje hry",
        "link_used_title": "Odkaz už neplatí",
        "link_used_text": "Tento odkaz vypršel nebo už byl použit. Nech si poslat nový na "
                          "úvodní stránce.",
        "watch_heading": "Veřejné hry",
        "watch_link": "Podívej se na veřejné hry",
        "my_games_title": "Moje hry",
        "my_games_for": "Hry adresy {email}",
        "my_games_none": "Teď nesedíš u žádné hry.",
        "my_games_col_game": "Hra",
        "my_games_col_status": "Stav",
        "my_games_col_turn": "Na tahu",
        "my_games_col_deadline": "Tvůj termín",
        "my_games_col_links": "Odkazy",
        "my_games_you": "ty",
        "my_games_left": "už ji nehraješ",
        "my_games_play": "hrát",
        "my_games_replay": "záznam",
        "home_settings_heading": "Tvoje nastavení",
        "settings_text": "Změníš je na stránce hry, v části Čas a Trvalé pokyny, nebo "
                         "e-mailem (PŘIPOMÍNKY, PÁSMO, AUTOMATICKY …).",
        "settings_orders": "Trvalé pokyny",
        "settings_reminders": "Připomínky",
        "settings_zone": "Časové pásmo",
        "settings_no_orders": "žádné",
        "settings_reminders_hours": "{hours} h před termínem",
        "settings_reminders_off": "vypnuté",
        "settings_own": "vlastní",
        "settings_games": "podle hry",
        "ratings_heading": "Hodnocení",
        "ratings_none": "Zatím žádné hodnocení: přijde s tvou první dohranou hrou.",
        "ratings_games_1": "{games} hra",
        "ratings_games_2": "{games} hry",
        "ratings_games_5": "{games} her",
        "ratings_explained": "Hodnocení se mění po každé dohrané hře (i mimo turnaj). Číslo "
        "je opatrný odhad síly: nováček začíná na nule a s dalšími hrami, jak se odhad "
        "zpřesňuje, roste. Pod nulu nikdy neklesne.",
        "calendar_heading": "Kalendář",
        "calendar_text": "Termíny tvých tahů jako kalendář: tuto adresu přidej do svého "
                         "kalendáře (Google, Outlook, Apple) jako odběr. Je tajná, nikomu ji "
                         "nedávej.",
        "calendar_event": "Tvůj tah: {title}",
        "calendar_event_text": "Jsi na tahu ve hře {title}. Tvoje hry: {url}",
        "organizer_link": "Hry, které pořádáš",
        "sign_out": "Odhlásit se",
        "signed_out": "Odhlášení proběhlo.",
        "public_title": "Veřejné hry",
        "public_text": "Hry, které může sledovat kdokoli, od nejnovějších.",
        "public_none": "Zatím tu žádná veřejná hra není.",
        "public_started": "začala {when}",
        "public_watch": "sledovat",
        "page_newer": "← novější",
        "page_older": "starší →",
        "page_of": "strana {page}",
    },
    "en": {
        "home_intro": "Play {games} by e-mail or on the web, with anyone, any time.",
        "sign_in_heading": "Your games",
        "sign_in_text": "Write your e-mail address and we will send you a link to a page with "
                        "all your games. The link works once, within an hour.",
        "sign_in_address": "E-mail address",
        "sign_in_send": "Send the link",
        "sign_in_by_mail": "Or write MY GAMES in a reply to any mail of a game.",
        "sign_in_sent_title": "Check your mail",
        "sign_in_sent_text": "If the address {email} belongs to a game, a link to your games is "
                             "on its way to it. It works once, within an hour. Nothing came? "
                             "Look in the spam folder, or try another address.",
        "sign_in_bad_address": "That does not look like an e-mail address. Please write it "
                               "whole, like jane@example.org.",
        "sign_in_confirm_title": "Sign in",
        "sign_in_confirm_text": "Go on to the page of your games ({email}) with the button.",
        "sign_in_confirm": "Open my games",
        "link_used_title": "The link no longer works",
        "link_used_text": "This link has expired or was used already. Ask for a new one on the "
                          "front page.",
        "watch_heading": "Public games",
        "watch_link": "Watch the public games",
        "my_games_title": "My games",
        "my_games_for": "Games of {email}",
        "my_games_none": "You hold no seat in any game now.",
        "my_games_col_game": "Game",
        "my_games_col_status": "Status",
        "my_games_col_turn": "To move",
        "my_games_col_deadline": "Your deadline",
        "my_games_col_links": "Links",
        "my_games_you": "you",
        "my_games_left": "you have left it",
        "my_games_play": "play",
        "my_games_replay": "replay",
        "home_settings_heading": "Your settings",
        "settings_text": "Change them on the game's page, under Time and Standing orders, or "
                         "by mail (REMINDERS, TIMEZONE, AUTO …).",
        "settings_orders": "Standing orders",
        "settings_reminders": "Reminders",
        "settings_zone": "Time zone",
        "settings_no_orders": "none",
        "settings_reminders_hours": "{hours} h before the deadline",
        "settings_reminders_off": "off",
        "settings_own": "your own",
        "settings_games": "the game's",
        "ratings_heading": "Ratings",
        "ratings_none": "No ratings yet: they come with your first finished game.",
        "ratings_games_1": "{games} game",
        "ratings_games_2": "{games} games",
        "ratings_games_5": "{games} games",
        "ratings_explained": "A rating changes after every finished game (in a tournament or "
        "not). The number is a cautious estimate of skill: a newcomer starts at zero, and it "
        "grows as you play more and we grow surer; it never goes below zero.",
        "calendar_heading": "Calendar",
        "calendar_text": "The deadlines of your moves as a calendar: subscribe to this address "
                         "in your calendar (Google, Outlook, Apple). It is secret: give it to "
                         "nobody.",
        "calendar_event": "Your move: {title}",
        "calendar_event_text": "It is your move in {title}. Your games: {url}",
        "organizer_link": "The games you organize",
        "sign_out": "Sign out",
        "signed_out": "You are signed out.",
        "public_title": "Public games",
        "public_text": "Games anyone may watch, newest first.",
        "public_none": "No public game yet.",
        "public_started": "started {when}",
        "public_watch": "watch",
        "page_newer": "← newer",
        "page_older": "older →",
        "page_of": "page {page}",
    },
}

