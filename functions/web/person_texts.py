"""The words of a person's data on /me (take it out, erase it) in Czech and English; part of the
web pages' catalogue (`texts.tr`)."""

from __future__ import annotations

from collections.abc import Mapping

PERSON_TEXTS: Mapping[str, Mapping[str, str]] = {
    "cs": {
        "data_heading": "Tvoje údaje",
        "data_text": "Stáhni si všechno, co o tobě služba má: tvoje místa ve hrách, tahy, "
                     "zprávy, nastavení, hodnocení a přihlášení (JSON).",
        "data_download": "Stáhnout moje údaje",
        "erase_text": "Smazat se: ve všech hrách tě nahradí „Hráč N (vymazán)“, tvoje soukromé "
                      "zprávy zmizí, stejně jako přihlášení, nastavení a hodnocení; rozehrané "
                      "hry to berou jako vzdání. Nedá se to vrátit. Pro potvrzení "
                      "napiš svou adresu.",
        "erase_confirm": "Tvoje e-mailová adresa",
        "erase_button": "Smazat mě",
        "erase_mismatch_title": "Adresa nesouhlasí",
        "erase_mismatch_text": "Pro smazání napiš přesně adresu, pod kterou se přihlašuješ. "
                               "Nic se nesmazalo.",
        "erased": "Hotovo: ze všech her a záznamů jsme tě smazali. E-maily od tebe "
                  "právě mažeme, do několika minut budou pryč.",
        "erased_all": "Hotovo: ze všech her a záznamů jsme tě smazali.",
    },
    "en": {
        "data_heading": "Your data",
        "data_text": "Download everything the service holds about you: your seats, moves, "
                     "messages, settings, ratings and sign-ins (JSON).",
        "data_download": "Download my data",
        "erase_text": "Erase yourself: in every game you become \u201cPlayer N (erased)\u201d, "
                      "your private messages go, and so do your sign-ins, settings and "
                      "ratings; running games treat you as resigned. This cannot be undone. "
                      "Type your address to confirm.",
        "erase_confirm": "Your e-mail address",
        "erase_button": "Erase me",
        "erase_mismatch_title": "The address does not match",
        "erase_mismatch_text": "To erase yourself, type exactly the address you are signed in "
                               "with. Nothing was erased.",
        "erased": "Done: you are erased from every game and record. The mails you sent us "
                  "are being deleted now: they are gone within a few minutes.",
        "erased_all": "Done: you are erased from every game and record.",
    },
}
