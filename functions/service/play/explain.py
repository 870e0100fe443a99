"""The service's own refusals in a person's language (Czech or English).

The rules word their refusals themselves, in the player's language (see `Game.localized`); the
checks before them (the game, the seat, the status, the turn, the version) carry a stable code
and `params`, and this module turns those into sentences. Mail and web pages both use it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from functions.i18n import Catalogue, known, listing
from functions.service.ledger.press import TEXTS as PRESS_TEXTS
from functions.service.records.refusal import ErrorCode, ServiceError

_TEXTS: dict[str, dict[str, str]] = {
    ErrorCode.GAME_NOT_FOUND: {
        "en": "There is no such game.",
        "cs": "Taková hra neexistuje.",
    },
    ErrorCode.NOT_A_PLAYER: {
        "en": "{email} does not play in this game.",
        "cs": "Adresa {email} v této hře nehraje.",
    },
    ErrorCode.GAME_NOT_RUNNING: {
        "en": "The game is {status}, so no move can be made now.",
        "cs": "Hra {status}, takže teď táhnout nejde.",
    },
    ErrorCode.NOT_YOUR_TURN: {
        "en": "It is not your turn: the game waits for {waiting_for}.",
        "cs": "Teď nejsi na tahu. Na řadě: {waiting_for}.",
    },
    ErrorCode.STALE_VERSION: {
        "en": "That turn had already been played, so nothing was played; here is the game as "
              "it stands now.",
        "cs": "Ten tah už byl odehraný, a tak se nic nezahrálo; tady je hra, jak stojí teď.",
    },
    "stale_still_yours": {
        "en": "A move has already been played on that mail (yours, or the service's for you), "
        "so this one was not played. You are to move: here is the game as it stands now; send "
        "your move again.",
        "cs": "Na ten e-mail už je zahraný tah (tvůj, nebo služby za tebe), a tak se tenhle "
        "nezahrál. Jsi na tahu: tady je hra, jak stojí teď; pošli tah znovu.",
    },
    "stale_played_for_you": {
        "en": "Meanwhile another player's move changed your turn, and the game played it on "
              "for you as the rules require:",
        "cs": "Mezitím tah jiného hráče změnil ten tvůj a hra ho za tebe podle pravidel "
              "dohrála:",
    },
    # a reply to an older turn mail that asks for the very move played for the player since
    "stale_agreed_robot": {
        "en": "Already done: when your time ran out, the bot played just that for you — {move}.",
        "cs": "Už je hotovo: když ti vypršel čas, zahrál za tebe robot právě tohle — {move}.",
    },
    "stale_agreed_orders": {
        "en": "Already done: your standing orders played just that for you — {move}.",
        "cs": "Už je hotovo: přesně tohle za tebe zahrály tvoje trvalé pokyny — {move}.",
    },
    "stale_nothing_played": {
        "en": "So nothing was played from your reply; here is the game as it stands now.",
        "cs": "Z tvé odpovědi se proto nic nezahrálo; tady je hra, jak stojí teď.",
    },
    ErrorCode.BUSY: {
        "en": "The game was busy with another move just now; please send yours again.",
        "cs": "Hra právě zpracovávala jiný tah; pošli prosím ten svůj znovu.",
    },
    # refusals of the mail front end itself
    "too_many_commands": {
        "en": "Only the first {limit} [limit: line|lines] of your mail [limit: was|were] read; "
              "{rest} more [rest: was|were] not. "
              "Send them again in another mail.",
        "cs": "Z tvého e-mailu jsme přečetli jen [limit: první {limit} řádek|první {limit} "
              "řádky|prvních {limit} řádků], zbytek ({rest}) ne. Pošli je "
              "znovu v dalším e-mailu.",
    },
    "unauthenticated": {
        "en": "Your mail was not read: the checks of its sender failed ({checks}). Send it "
              "again from your usual mail account; should this happen again, ask your mail "
              "provider about SPF, DKIM and DMARC.",
        "cs": "Tvůj e-mail jsme nečetli: ověření odesílatele selhalo ({checks}). Pošli ho prosím "
              "znovu ze své obvyklé schránky; pokud se to bude opakovat, zeptej se svého "
              "poskytovatele pošty na SPF, DKIM a DMARC.",
    },
    # said to a player: the lists leave the reader out and an empty list's sentence is dropped,
    # so no list contradicts where the reader stands (see waiting_text); the Czech lists are
    # labels ("Už ve hře: …"), so no verb has to agree with one name or five
    "waiting_intro": {"en": "“{title}” is waiting for its players.",
                      "cs": "Hra „{title}“ čeká na hráče."},
    "waiting_you_not": {"en": "Your answer has not come yet.",
                        "cs": "Od tebe odpověď zatím nemáme."},
    "waiting_joined_others": {"en": "Joined besides you: {joined}.",
                              "cs": "Z ostatních už ve hře: {joined}."},
    "waiting_joined": {"en": "Joined: {joined}.", "cs": "Už ve hře: {joined}."},
    "waiting_awaited": {"en": "Not answered yet: {awaited}.",
                        "cs": "Zatím bez odpovědi: {awaited}."},
    "waiting_awaited_too": {"en": "Not answered yet besides you: {awaited}.",
                            "cs": "Kromě tebe zatím bez odpovědi: {awaited}."},
    "waiting_start": {"en": "It starts when everyone has joined; the first turn comes by mail.",
                      "cs": "Začne, až se připojí všichni; první tah přijde e-mailem."},
    # a declined seat stays empty until the organizer gives it to someone: no start before
    "waiting_declined": {
        "en": "{declined} declined; the game starts once the organizer gives [n: that seat|those "
              "seats] to someone else and everyone has joined.",
        "cs": "{declined} pozvánku [n: odmítá|odmítají|odmítá]; hra začne, až pořadatel [n: to "
              "místo|ta místa|ta místa] obsadí někým jiným a připojí se všichni.",
    },
    "waiting_start_you": {"en": "It starts as soon as you join; the first turn comes by mail.",
                          "cs": "Začne, jakmile se připojíš; první tah přijde e-mailem."},
    # the offered player missed two turns in a row (GameRecord.absent)
    "offer_to_absent": {
        "en": "Your offer was not sent: {name} has missed two turns in a row, so a bot plays "
              "for them now and nobody would see it. Send it again once {name} is back.",
        "cs": "Nabídku jsme neposlali: po dvou zmeškaných tazích v řadě teď za [acc: {name}] "
              "hraje robot, takže by nabídku nikdo neviděl. Pošli ji znovu, až se {name} "
              "vrátí do hry.",
    },
    # the offered player is away for days they announced (AWAY), a bot playing meanwhile
    "offer_to_away": {
        "en": "Your offer was not sent: {name} is away for a while they announced, and a bot "
              "plays for them meanwhile, so nobody would see it. Send it again once {name} is "
              "back.",
        "cs": "Nabídku jsme neposlali: [acc: {name}] po dobu nahlášené nepřítomnosti "
              "zastupuje robot, takže by nabídku nikdo neviděl. Pošli ji znovu, až se {name} "
              "vrátí do hry.",
    },
    # the organizer gives a seat whose holder left in a game whose rules resigned them
    "seat_closed": {
        "en": "{name} has left, and in {game} a player who resigned stays out: the seat cannot "
              "be given to anyone else. The game goes on for the others.",
        "cs": "{name} ze hry odešel a ve hře {game} už se hráč, který hru vzdal, nevrací: "
              "jeho místo nemůže převzít nikdo jiný. Ostatní hrají dál.",
    },
    "seat_of_a_bot": {
        "en": "{name} is a bot's seat: only a person's seat can be given to someone else.",
        "cs": "{name} je místo robota: někomu jinému lze předat jen místo člověka.",
    },
    # a no to "Do you really want to leave the game?" in the player's own words
    "resign_kept": {
        "en": "Good, you stay in the game: nothing was resigned and nothing was played.",
        "cs": "Dobře, hru nevzdáváš a hraješ dál; nic se nezměnilo.",
    },
    # a yes to it: resigning cannot be undone, so only the confirmation line does it
    "resign_yes_how": {
        "en": "Resigning cannot be undone, so it takes the confirmation line from our last mail "
              "(RESIGN and the code). Nothing was resigned or played.",
        "cs": "Vzdání nejde vrátit, a tak ho potvrdí jen řádek z našeho posledního e-mailu "
              "(VZDÁVÁM a kód). Nic se nevzdalo ani nezahrálo.",
    },
    "read_as_note": {
        "en": "Thanks for your mail; it held no move, so nothing was played. To play, reply "
              "with your move or a number from the menu; HELP sends how to write moves.",
        "cs": "Díky za e-mail; nebyl v něm žádný tah, a tak se nic nezahrálo. Tah napiš do "
              "odpovědi vlastními slovy nebo číslem z nabídky; NÁPOVĚDA pošle, jak tahy psát.",
    },
    # how a game that is over ended, as its reader reads it: their own win in the second
    # person, never their name as a third person's (see i18n.win_kind)
    "over_result": {"en": "Winner: {players}; the whole game stays on your page of it.",
                    "cs": "[sex {players}: Hru vyhrál {players}|Hru vyhrála {players}|Vítězství: "
                          "{players}]; celý průběh hry zůstává na tvé stránce hry."},
    # the reader's own win told done, in the reader's gender (`name` is theirs)
    "over_result_you": {"en": "You won; the whole game stays on your page of it.",
                        "cs": "[sex {name}: Hru jsi vyhrál|Hru jsi vyhrála|Vítězství je tvoje]; "
                              "celý průběh hry zůstává na tvé stránce hry."},
    "over_result_shared": {"en": "{players} share the win; the whole game stays on your page "
                                  "of it.",
                           "cs": "Společné vítězství: {players}; celý průběh hry zůstává na "
                                 "tvé stránce hry."},
    "over_result_shared_you": {"en": "You and {players} share the win; the whole game stays on "
                                      "your page of it.",
                               "cs": "Společné vítězství: ty a {players}; celý průběh hry "
                                     "zůstává na tvé stránce hry."},
    "over_result_draw": {"en": "A draw between {players}; the whole game stays on your page "
                                "of it.",
                         "cs": "Hra skončila remízou ({players}); celý průběh hry zůstává na "
                               "tvé stránce hry."},
    # words alone to a game that is over (post-game talk, see mailroom.incoming): how it ended,
    # where the words went, how to play again; one such answer a day
    # a setting of one game (EVERY MOVE, CONFIRM, AUTO, PRESS EACH ...) sent after its end
    "after_end_setting": {
        "en": "“{title}” is over, so its settings change nothing now. You can still talk to "
              "the table (SAY text), and MY GAMES lists your other games.",
        "cs": "hra „{title}“ skončila, a tak její nastavení už nic nezmění. Psát ostatním u "
              "stolu můžeš dál (ŘEKNI text) a MOJE HRY ti ukáže tvoje další hry.",
    },
    "after_end_over": {"en": "“{title}” is over.", "cs": "Hra „{title}“ skončila."},
    "after_end_thanks": {"en": "Thanks for playing!", "cs": "Díky za hru!"},
    # a move that came after the end, said in passing (the answer is no refusal)
    "after_end_move": {"en": "“{text}” came after the end, so it is not played.",
                       "cs": "„{text}“ přišlo až po konci hry, a tak se už nehraje."},
    "after_end_said": {"en": "Your words went to the others at the table: {text}",
                       "cs": "Tvoje slova jsme poslali ostatním u stolu: {text}"},
    # the final standings and 1926's counts, asked after the end ("Jaké je pořadí?")
    "after_end_places": {"en": "Final standings: {places}.", "cs": "Konečné pořadí: {places}."},
    "after_end_no_turn": {"en": "No move is awaited from you any more, and no deadline runs.",
                          "cs": "Už od tebe nečekáme žádný tah a neběží ti žádný termín."},
    "after_end_back": {"en": "BACK changes nothing now: no more moves are played in this game.",
                       "cs": "ZPĚT už nic nemění: v téhle hře se už netáhne."},
    "after_end_counts": {"en": "[n: There was one count|There were {n} counts|There were {n} "
                               "counts].",
                         "cs": "[n: Sčítání bylo jen jedno|Sčítání byla celkem {n}|Sčítání bylo "
                               "celkem {n}]."},
    # words after the end to the organizer by name (a rematch asked): to them, not the table
    "after_end_to_organizer": {"en": "Your words went to the organizer, {organizer}: {text}",
                               "cs": "Tvoje slova jsme poslali pořadateli hry ({organizer}): "
                                     "{text}"},
    "to_organizer_words": {"en": "{name} wrote to you after “{title}” ended: {text}",
                           "cs": "{name} Vám po konci hry „{title}“ píše: {text}"},
    # a player's words for the organizer in a running game (for_the_organizer.py): to them
    # alone, the writer told where they went and who carries out what they ask
    "to_organizer_running": {"en": "{name} writes to you during “{title}”: {text}",
                             "cs": "{name} Vám během hry „{title}“ píše: {text}"},
    "to_organizer_request": {"en": "Only you can do what they ask: on your dashboard (the link "
                                   "below), or write it to us in your own words in a reply to "
                                   "this mail.",
                             "cs": "Zařídit to můžete jen Vy: na přehledu her (odkaz níže), "
                                   "nebo nám to napište vlastními slovy v odpovědi na tento "
                                   "e-mail."},
    "passed_to_organizer": {"en": "We passed your words on to the organizer, {organizer}, not "
                                  "to the players: {text}",
                            "cs": "Tvoje slova jsme předali {organizer}, ostatním hráčům ne: "
                                  "{text}"},
    "passed_request": {"en": "Only {who} can do what you ask.",
                       "cs": "Zařídit to může jen {who}."},
    "passed_question": {"en": "{who} will answer your question.",
                        "cs": "Na to ti odpoví {who}."},
    "to_organizer_subject": {"en": "{name} writes to you — {title}",
                             "cs": "{name} Vám píše — {title}"},
    "after_end_nobody": {"en": "Nobody else is still at the table to read your words: {text}",
                         "cs": "U stolu už nikdo další nesedí, tvoje slova nikdo nedostane: "
                               "{text}"},
    "after_end_not_said": {"en": "Your words did not go to the table: {reason}",
                           "cs": "Tvoje slova ke stolu nedošla: {reason}"},
    # words to the service after the end (mailroom.to_the_service): no more mail, and how
    # long the game took, from its record
    "after_end_mail_off": {
        "en": "As you asked, this game sends you no more mail, not even the table's talk "
              "(MAIL ON brings it back). Mail of your other games is set in each of them.",
        "cs": "Jak chceš, tahle hra ti už nepošle žádné e-maily, ani slova ostatních u stolu "
              "(POŠTA ZAP je vrátí). E-maily tvých dalších her se nastavují v každé zvlášť.",
    },
    "after_end_lasted": {"en": "It lasted {span}, from {start} to {end}.",
                         "cs": "Hrálo se {span}, od {start} do {end}."},
    "after_end_lasted_day": {"en": "It lasted {span}, on {start}.",
                             "cs": "Hrálo se {span}, a to {start}."},
    "after_end_never_started": {"en": "It never started.", "cs": "Hra vůbec nezačala."},
    "after_end_again": {"en": "To play again, write to the organizer, {organizer}.",
                        "cs": "Chceš hrát znovu? Napiš pořadateli: {organizer}."},
    "after_end_again_yours": {"en": "To play again, set up a new game as you set up this one.",
                              "cs": "Chceš hrát znovu? Založ novou hru stejně jako tuhle."},
    # the same, to a player the game does not wait for: no move is asked of them now
    "read_as_note_waiting": {
        "en": "Thanks for your mail; it held no move, so nothing was played. It is not your "
              "turn now (the game waits for {waiting_for}); your next turn comes by mail. HELP "
              "sends how to write moves.",
        "cs": "Díky za e-mail; nebyl v něm žádný tah, a tak se nic nezahrálo. Teď nejsi na "
              "tahu (na řadě: {waiting_for}); další tah ti přijde e-mailem. NÁPOVĚDA pošle, jak "
              "tahy psát.",
    },
    # a mail of an organizer who does not play (no reply token: their mails carry none)
    # (the dashboard is pointed to once, at the answer's end: organizer_dashboard_waiting)
    "organizer_waiting_end": {
        "en": "It starts by itself once everyone has joined.",
        "cs": "Začne sama, jakmile se připojí všichni.",
    },
    # a game ended otherwise (cancelled): no result to tell
    "organizer_ended": {
        "en": "“{title}” has ended.",
        "cs": "Hra „{title}“ skončila.",
    },
    "organizer_status": {
        "en": "“{title}” is {status}.",
        "cs": "Hra „{title}“ {status}.",
    },
    # the end of an organizer's answer, once however many games it tells of
    "organizer_dashboard": {
        "en": "You see [n: the game|the games] whole on your dashboard (the link below).",
        "cs": "[n: Celou hru|Celé hry|Celé hry] vidíš na přehledu her (odkaz níže).",
    },
    "organizer_dashboard_formal": {
        "en": "You see [n: the game|the games] whole on your dashboard (the link below).",
        "cs": "[n: Celou hru|Celé hry|Celé hry] vidíte na přehledu her (odkaz níže).",
    },
    "organizer_dashboard_waiting": {
        "en": "Who has joined, and the players to replace, are on your dashboard (the link "
              "below) at any time.",
        "cs": "Kdo se už připojil a koho případně vyměnit, vidíš kdykoli na přehledu her "
              "(odkaz níže).",
    },
    "organizer_dashboard_waiting_formal": {
        "en": "Who has joined, and the players to replace, are on your dashboard (the link "
              "below) at any time.",
        "cs": "Kdo se už připojil a koho případně vyměnit, vidíte kdykoli na přehledu her "
              "(odkaz níže).",
    },
    "organizer_dashboard_over_formal": {
        "en": "[n: The whole game is|The whole games are] on your dashboard (the link below); "
              "a new game is made there too.",
        "cs": "[n: Celou hru|Celé hry|Celé hry] najdete na přehledu her (odkaz níže), tam "
              "založíte i novou hru.",
    },
    "organizer_dashboard_over": {
        "en": "[n: The whole game is|The whole games are] on your dashboard (the link below); "
              "a new game is made there too.",
        "cs": "[n: Celou hru|Celé hry|Celé hry] najdeš na přehledu her (odkaz níže), tam "
              "založíš i novou hru.",
    },
    "invitation_unclear": {
        "en": "We could not tell from your mail whether you want to play “{title}”.",
        "cs": "Z tvého e-mailu jsme nepoznali, jestli chceš hrát „{title}“.",
    },
    # a question in answer to an invitation ("Kdy to začne?"): answered, not refused
    "invitation_question": {
        "en": "Thanks for asking. “{title}” is a game of {game} played by mail: when it is "
              "your move, a mail comes and you write your move in the reply. {time}",
        "cs": "Díky za dotaz. „{title}“ je hra {game} hraná e-mailem: když jsi na tahu, "
              "přijde ti e-mail a tah napíšeš do odpovědi. {time}",
    },
    "invitation_question_untitled": {  # a game called by its game's name
        "en": "Thanks for asking. “{title}” is played by mail: when it is your move, a mail "
              "comes and you write your move in the reply. {time}",
        "cs": "Díky za dotaz. „{title}“ se hraje e-mailem: když jsi na tahu, přijde ti "
              "e-mail a tah napíšeš do odpovědi. {time}",
    },
    "invitation_players": {"en": "The game is for {n} [n: player|players].",
                           "cs": "[n: Hraje {n} hráč|Hrají {n} hráči|Hraje {n} hráčů]."},
    "invitation_time": {"en": "Each player has {hours} [hours: hour|hours] for a move.",
                        "cs": "Na každý tah má hráč {hours} h."},
    "invitation_no_time": {"en": "Moves have no deadline.", "cs": "Tahy nemají termín."},
    "invitation_how": {
        "en": "To join, reply YES (or in your own words, such as “Count me in”); to turn the "
              "invitation down, reply NO.",
        "cs": "Chceš-li hrát, odpověz ANO (nebo vlastními slovy, třeba „Přidávám se“); pokud "
              "pozvánku odmítáš, odpověz NE.",
    },
    "organizer_page": {
        "en": "As the organizer you change the game's settings (deadlines, players) on your "
              "organizer page: {url}",
        "cs": "Jako organizátor měníš nastavení hry (termíny, hráče) na své stránce "
              "organizátora: {url}",
    },
    "too_large": {
        "en": "Your mail is {size:,} bytes; mails up to {limit:,} bytes are read.",
        "cs": "Tvůj e-mail má {size:,} bajtů; čtou se e-maily do {limit:,} bajtů.",
    },
    "no_such_choice": {
        "en": "There is no option {number}: choose a number from 1 to {size}.",
        "cs": "Možnost {number} není: vyber číslo od 1 do {size}.",
    },
    "no_such_choice_of": {  # a menu numbered by the game's own numbers (cards)
        "en": "There is no option {number}: choose one of {numbers}.",
        "cs": "Možnost {number} není: vyber jedno z čísel {numbers}.",
    },
    # the time commands (REMINDERS, TIMEZONE, AWAY, BACK) and their refusals
    "reminders_set": {
        "en": "Done: you will be reminded {hours} [hours: hour|hours] before a deadline.",
        "cs": "Hotovo: {hours} h před termínem tahu ti pošleme připomínku.",
    },
    "reminders_off": {
        "en": "Done: no more reminders before deadlines.",
        "cs": "Hotovo: před termínem tahu už ti nebudeme připomínat.",
    },
    "timezone_set": {
        "en": "Done: times are shown to you in the zone {zone}.",
        "cs": "Hotovo: časy ti ukazujeme v pásmu {zone}.",
    },
    "away_set": {
        "en": "Noted: you are away from {first} to {last}, in [n: the game|the games] "
              "{games}.",
        "cs": "Zapsáno: jsi pryč od {first} do {last}, [n: ve hře|ve hrách|ve hrách] {games}.",
    },
    # how to come back, beside every confirmation of an absence (its reader may come back early)
    "away_back": {
        "en": "Back earlier? Reply BACK (to any mail of the game).",
        "cs": "Vrátíš-li se dřív, odpověz ZPĚT (na kterýkoli e-mail ze hry).",
    },
    "away_autoplay": {
        "en": "While you are away, the bot plays your turns in [n: the game|the games] "
              "{games}.",
        "cs": "Než se vrátíš, bude za tebe hrát robot [n: ve hře|ve hrách|ve hrách] {games}.",
    },
    # every game of the absence has the bot play: named once, in the sentence before
    "away_autoplay_all": {
        "en": "While you are away, the bot plays your turns [n: there|in each of them].",
        "cs": "Než se vrátíš, bude za tebe [n: hrát robot|v každé z nich hrát robot|v každé "
              "z nich hrát robot].",
    },
    "no_token": {
        "en": "Your mail came without the game's reply address, so nothing in it was played. "
              "Here is the game as it stands: reply to this mail to play.",
        "cs": "Tvůj e-mail přišel bez adresy pro odpověď ze hry, a tak se z něj nic nezahrálo. "
              "Tady je hra, jak stojí: odpověz na tento e-mail a tah se započítá.",
    },
    # a command (not a move) in a mail without the reply address: named, and how to have it done
    "no_token_command": {
        "en": "Your mail came without the game's reply address, so we did not carry out "
              "{command}: reply to this mail and write {command} in it. Here is the game as it "
              "stands.",
        "cs": "Tvůj e-mail přišel bez adresy pro odpověď ze hry, a tak jsme příkaz {command} "
              "neprovedli: odpověz na tento e-mail a napiš do něj {command}. Tady je hra, jak "
              "stojí.",
    },
    "no_token_waiting": {
        "en": "Your mail came without the game's reply address, so nothing in it was played. "
              "It is not your turn now (the game waits for {waiting_for}); your next turn "
              "comes by mail. Here is the game as it stands.",
        "cs": "Tvůj e-mail přišel bez adresy pro odpověď ze hry, a tak se z něj nic nezahrálo. "
              "Teď nejsi na tahu (na řadě: {waiting_for}); další tah ti přijde e-mailem. Tady "
              "je hra, jak stojí.",
    },
    "absent_back": {
        "en": "Welcome back! The bot no longer plays for you: your next turn comes by mail "
              "again.",
        "cs": "Vítej zpátky! Robot už za tebe nehraje: další tah ti zase přijde e-mailem.",
    },
    "absent_back_your_turn": {
        "en": "Welcome back! The bot no longer plays for you, and it is your turn now.",
        "cs": "Vítej zpátky! Robot už za tebe nehraje a teď jsi na tahu ty.",
    },
    "back_set": {
        "en": "Welcome back! You play again in [n: the game|the games] {games}.",
        "cs": "Vítej zpátky! [n: Ve hře|Ve hrách|Ve hrách] {games} zase hraješ.",
    },
    # no "below": the welcome rides in mails with the menu below it, above it or none at all
    # (a resignation's confirmation), so it points nowhere in the mail
    "back_your_turn": {"en": "It is your turn now.", "cs": "Teď jsi na tahu ty."},
    # {names}: a list, each name in the accusative after "na" ("čeká na Tomáše Hrušku")
    "back_waiting": {"en": "The game waits for {names} now.", "cs": "Hra teď čeká na [acc: {names}]."},
    "not_away": {
        "en": "You have no absence declared.",
        "cs": "Nepřítomnost nemáš zapsanou.",
    },
    "bad_reminders": {
        "en": "Write the hours before a deadline, e.g. REMINDERS 24,4, or REMINDERS OFF.",
        "cs": "Napiš hodiny před termínem, třeba PŘIPOMÍNKY 24,4, nebo PŘIPOMÍNKY VYP.",
    },
    "bad_zone": {
        "en": "“{zone}” is not a time zone; write it like TIMEZONE Europe/Prague.",
        "cs": "„{zone}“ není časové pásmo; napiš ho třeba takto: PÁSMO Europe/Prague.",
    },
    "bad_days": {
        "en": "Write the first and the last day of your absence, e.g. AWAY 2026-12-20 2026-12-28, "
              "or in words: AWAY until Friday, AWAY Monday to Wednesday, AWAY next week.",
        "cs": "Napiš první a poslední den nepřítomnosti, třeba NEPŘÍTOMEN 20.12.2026 28.12.2026, "
              "nebo slovy: PRYČ do pátku, PRYČ od pondělí do středy, PRYČ příští týden.",
    },
    "away_dates": {
        "en": "The absence must end in the future and not before it starts.",
        "cs": "Nepřítomnost musí skončit v budoucnu a ne dřív, než začne.",
    },
    "away_cap": {
        "en": "{days} [days: day|days] is more than the game allows: {left} [left: day|days] "
              "of absence [left: is|are] left to you.",
        "cs": "{days} [days: den je|dny jsou|dní je] víc, než hra dovoluje: [left: zbývá|zbývají|"
              "zbývá] ti {left} [left: den|dny|dní] nepřítomnosti.",
    },
    # one mail per turn: resigning confirmed, standing orders, lines skipped, joining
    "resign_confirm": {
        "en": "Do you really want to leave “{title}”? It cannot be undone. To confirm, "
              "reply with this line: RESIGN {confirm}",
        "cs": "Opravdu chceš hru „{title}“ vzdát? Vrátit se to nedá. Pro potvrzení odpověz "
              "tímto řádkem: VZDÁVÁM {confirm}",
    },
    # the words said with a resignation: the others are not told them unless the player
    # says so to them (table talk); round 13: "nemám teď čas" was silently dropped
    "resign_words": {
        "en": "Your words with it (“{words}”) go to nobody else; to tell the others, put a "
              "line SAY and your message above the confirmation line.",
        "cs": "Tvoje slova k tomu („{words}“) nikomu dalšímu nepředám; chceš-li ostatním něco "
              "vzkázat, napiš nad potvrzovací řádek ŘEKNI a svůj vzkaz.",
    },
    "resign_code_wrong": {
        "en": "“{given}” is not the confirmation code of this game; you are still playing. "
              "Write RESIGN alone to get a new code.",
        "cs": "„{given}“ není potvrzovací kód této hry; hraješ dál. Napiš jen VZDÁVÁM a přijde "
              "ti nový kód.",
    },
    "old_mail": {
        "en": "Settings and resigning count only in a reply to your latest mail of the game "
              "(or with the confirmation code), so nothing was changed; here is the game as it "
              "stands now, reply to this mail.",
        "cs": "Nastavení a vzdání hry platí jen v odpovědi na tvůj nejnovější e-mail ze hry "
              "(nebo s potvrzovacím kódem), a tak se nic nezměnilo; tady je hra, jak stojí teď, "
              "odpověz na tenhle e-mail.",
    },
    "resign_by_words": {
        "en": "Leaving the game is never a menu number; write RESIGN and confirm it.",
        "cs": "Vzdát hru nejde číslem z nabídky; napiš VZDÁVÁM a potvrď to.",
    },
    "orders_set": {
        "en": "Done. Your standing orders in this game: {orders}.",
        "cs": "Hotovo. Tvoje trvalé pokyny v této hře: {orders}.",
    },
    "orders_played": {
        "en": "They decided the move you were asked for, and it was played for you: {move}.",
        "cs": "Rozhodly hned tah, na který se tě hra ptala, a ten se za tebe zahrál: {move}.",
    },
    # no "below": this confirmation rides in a mail whose list of events may come before it
    # or be cut (conv40: "poslední události jsou níže" with nothing below); the page has all
    "orders_played_more": {
        "en": "Then [n: one more move was|{n} more moves were] played for you, by your "
              "standing orders or where there was nothing to decide; the whole story is on "
              "your page of the game.",
        "cs": "Pak se za tebe [n: zahrál ještě jeden tah|zahrály ještě {n} tahy|zahrálo ještě "
              "{n} tahů], podle tvých trvalých pokynů nebo tam, kde nebylo co rozhodovat; celý "
              "průběh je na tvé stránce hry.",
    },
    "orders_none": {
        "en": "Done. You have no standing orders in this game: every decision is yours.",
        "cs": "Hotovo. V této hře nemáš žádné trvalé pokyny: každé rozhodnutí je tvoje.",
    },
    "line_skipped": {
        "en": "Skipped “{text}”: {reason}",
        "cs": "Přeskočeno „{text}“: {reason}",
    },
    "done_for_you": {
        "en": "the service did that for you already (it throws the die when your turn starts)",
        "cs": "to už za tebe udělal server (kostkou hází sám, když začne tvůj tah)",
    },
    "turn_answered_over": {
        "en": "not played, since the turn you answered is over and the game has moved on; "
              "send it in reply to your next turn mail",
        "cs": "nezahráno: tah, na který odpovídáš, skončil a hra mezitím pokročila; pošli ho "
              "v odpovědi na příští e-mail o tahu",
    },
    # a move said for after the one played ("X a pak Y", "X then Y", "Příště …"): not kept
    "later_not_kept": {
        "en": "not played: that is a move for a later turn, and moves are not kept for later; "
              "send it in reply to that turn's mail",
        "cs": "nezahráno: to je tah na některé z příštích kol a tahy na později se neschovávají; "
              "pošli ho v odpovědi na e-mail o tom tahu",
    },
    "ascii_digits": {
        "en": "Please write numbers in the digits 0–9 (“{example}” reads as no number).",
        "cs": "Čísla prosím piš číslicemi 0–9 („{example}“ jako číslo nepřečtu).",
    },
    # an answer to offers that names no one offer, or says yes and no to one: asked back
    "offer_which": {
        "en": "I can't tell which offer you are answering: offers {numbers} are open to you. "
              "Write, for example, “accept {first}” or “decline {last}”.",
        "cs": "Nevím, na kterou nabídku odpovídáš: máš otevřené nabídky {numbers}. Napiš "
              "třeba „přijímám {first}“ nebo „odmítám {last}“.",
    },
    "which_move": {
        "en": "you write {said} different [count: move|moves], but only one can be played: "
              "{moves}? Reply with just the one you mean.",
        "cs": "píšeš {said} [count: různý tah|různé tahy|různých tahů], zahrát ale jde jen "
              "jeden: {moves}? Odpověz prosím jen tím, který platí.",
    },
    # a bare yes ("👍", "ok") to a mail that asks to buy and to answer an offer: which one?
    "yes_buy_or_offer": {
        "en": "Your yes fits two questions: buying the field, or trade offer {offers}. Nothing "
              "was played. Reply “buy” to buy, or {answers} to take the offer.",
        "cs": "Tvoje ano sedí na dvě otázky: koupi pole, nebo obchodní nabídku {offers}. Nic "
              "jsem nezahrál. Napiš „koupit“, jestli kupuješ, nebo {answers}, jestli "
              "přijímáš nabídku.",
    },
    "option_or_offer": {
        "en": "I can't tell whether you mean option {number} of the menu or trade offer "
              "{number}. Reply “{number}” for the option, or “accept {number}” for the offer.",
        "cs": "Nevím, jestli myslíš možnost {number} z nabídky tahů, nebo obchodní nabídku "
              "{number}. Napiš „{number}“ pro možnost, nebo „přijímám {number}“ pro nabídku.",
    },
    # a yes or no to an offer mail whose offer is closed already (a second "Ne, díky")
    "offer_declined_already": {
        "en": "Offer {offer} is declined already; nothing more to do.",
        "cs": "Nabídka {offer} už je odmítnutá, víc není potřeba.",
    },
    "offer_accepted_already": {
        "en": "Offer {offer} is accepted already; the trade is done.",
        "cs": "Nabídka {offer} už je přijatá, obchod proběhl.",
    },
    "offer_withdrawn_already": {
        "en": "Offer {offer} was withdrawn by its maker; there is nothing to answer.",
        "cs": "Nabídku {offer} její autor stáhl, není už na co odpovídat.",
    },
    "offer_closed_already": {
        "en": "Offer {offer} is no longer open; there is nothing to answer.",
        "cs": "Nabídka {offer} už neplatí, není na co odpovídat.",
    },
    # a reply to an offer that names an amount the game reads no counter-offer from: asked
    # back, nothing played, with the line that makes the counter it seems to mean
    "counter_unread": {
        "en": "I can't tell whether you decline offer {offer} or make a counter-offer, so "
              "nothing was played. For the counter-offer, write “{move}”; to only decline, "
              "“decline {offer}”.",
        "cs": "Nevím, jestli nabídku {offer} jen odmítáš, nebo dáváš protinabídku, a tak se nic "
              "nezahrálo. Protinabídku pošli řádkem „{move}“, samotné odmítnutí „odmítám "
              "{offer}“.",
    },
    "offer_yes_or_no": {
        "en": "I can't tell whether you accept offer {first} or decline it. Write "
              "“accept {first}” or “decline {first}”.",
        "cs": "Nevím, jestli nabídku {first} přijímáš, nebo odmítáš. Napiš „přijímám {first}“ "
              "nebo „odmítám {first}“.",
    },
    # an answer in words of the wrong side of the offer ("Prodávám." to a gift): asked back
    "offer_side_sale": {
        "en": "You sell nothing in offer {first}. If you accept it, write “accept {first}”; "
              "if not, “decline {first}”.",
        "cs": "V nabídce {first} nic neprodáváš. Jestli ji přijímáš, napiš „přijímám "
              "{first}“, jestli ne, „odmítám {first}“.",
    },
    # a verb of the reader's own move with a field an open offer trades too: which one?
    "own_or_offer_sale": {
        "en": "I can't tell whether you are selling to the bank or accepting offer {offers} "
              "(it trades that field too), so neither was played. For the offer write "
              "{answers}; for the sale to the bank, “sell” and the field.",
        "cs": "Nevím, jestli prodáváš bance, nebo přijímáš nabídku {offers} (to pole v ní "
              "je taky), a tak se nezahrálo ani jedno. Pro nabídku napiš {answers}, "
              "pro prodej bance „prodat“ a název pole.",
    },
    "own_or_offer_purchase": {
        "en": "I can't tell whether you are buying from the bank or accepting offer {offers} "
              "(it trades that field too), so neither was played. For the offer write "
              "{answers}; for the purchase, “buy”.",
        "cs": "Nevím, jestli kupuješ od banky, nebo přijímáš nabídku {offers} (to pole v ní "
              "je taky), a tak se nezahrálo ani jedno. Pro nabídku napiš {answers}, "
              "pro koupi „koupit“.",
    },
    "offer_side_purchase": {
        "en": "You buy nothing in offer {first}. If you accept it, write “accept {first}”; "
              "if not, “decline {first}”.",
        "cs": "V nabídce {first} nic nekupuješ. Jestli ji přijímáš, napiš „přijímám "
              "{first}“, jestli ne, „odmítám {first}“.",
    },
    "anothers_move": {
        "en": "this reads as a remark on someone else's move or as a wish, not as your own "
              "move, so nothing was played; if it is your move, write it as yours, e.g. "
              "“I play …” or just the move",
        "cs": "čtu to jako poznámku o tahu někoho jiného nebo jako přání, ne jako tvůj tah, a "
              "tak se nic nezahrálo; jestli je to tvůj tah, napiš ho za sebe (třeba „dám …“) "
              "nebo jen samotný tah",
    },
    # a line of the game's words (a field, a player, a sum) read as no move beside moves played
    "game_words_unread": {
        "en": "it names things of the game but I could not read a move in it; if it is "
              "one, write it as the help (HELP) shows",
        "cs": "jsou v tom slova ze hry, ale tah jsem v tom nepřečetl; jestli je to tah, "
              "napiš ho prosím, jak ukazuje nápověda (NÁPOVĚDA)",
    },
    # who gets the line: nobody (it is no talk to the table either), and how it would be
    "free_text": {
        "en": "not a command, so nobody gets it; to tell the table, write SAY before it",
        "cs": "není to příkaz, a tak to nikomu nepředáváme; chceš-li to říct ostatním, napiš "
              "před to ŘEKNI",
    },
    # under the subject "You are in — {title}": the body says what comes next, not that again
    "joined": {
        "en": "Your place in “{title}” is confirmed. The game starts when everyone has joined; "
              "your first turn comes by mail.",
        "cs": "Tvoje místo ve hře „{title}“ je potvrzené. Hra začne, až se přidají všichni; "
              "první tah ti přijde e-mailem.",
    },
    "no_choices": {
        "en": "There is no option {number}: you have no moves to choose from now.",
        "cs": "Možnost {number} není: teď nemáš z čeho vybírat.",
    },
    # a number written to a mail that listed no options, while the game now has some
    "no_choices_in_mail": {
        "en": "The mail you answered listed no options, so there was no option {number} in "
              "it. Your options as the game stands now are in this mail: reply with one of "
              "them.",
        "cs": "V e-mailu, na který odpovídáš, žádné možnosti nebyly, takže ani možnost "
              "{number}. Tvoje možnosti, jak hra stojí teď, najdeš v tomto e-mailu: odpověz "
              "jednou z nich.",
    },
    "name_look_alike": {
        "en": "The name {name} looks just like {other}, who is already at the table; choose a "
              "name that reads differently.",
        "cs": "Jméno {name} vypadá stejně jako jméno {other}, které už u stolu je; vyber jméno, "
              "které se čte jinak.",
    },
    "creations_per_hour": {
        "en": "In the last hour you have created as many games or sent as many invitations as "
              "an hour allows (at most {limit} [limit: game|games] and {invitation_limit} "
              "[invitation_limit: invitation|invitations]). "
              "Please try again in an hour.",
        "cs": "Za poslední hodinu už máš tolik nových her nebo pozvánek, kolik hodina dovoluje "
              "(nejvýš {limit} [limit: hru|hry|her] a {invitation_limit} "
              "[invitation_limit: pozvánku|pozvánky|pozvánek]). Zkus to prosím znovu "
              "za hodinu.",
    },
    "language_set": {
        "en": "Done: your mails of this game are in English from now on (LANGUAGE CS: in Czech).",
        "cs": "Hotovo: e-maily z této hry ti odteď píšeme česky (JAZYK EN: anglicky).",
    },
    "confirm_off": {
        "en": "Done: a move you send is no longer confirmed by a mail of its own; the "
              "confirmation comes in your next mail from the game. CONFIRM ON brings it back.",
        "cs": "Hotovo: poslaný tah už ti nepotvrdí samostatný e-mail; potvrzení přijde v dalším "
              "e-mailu ze hry. POTVRZENÍ ZAP ho vrátí.",
    },
    "confirm_on": {
        "en": "Done: each move you send is confirmed by mail again (CONFIRM OFF: only in your "
              "next mail).",
        "cs": "Hotovo: každý poslaný tah ti zase potvrdí e-mail (POTVRZENÍ VYP: jen v dalším "
              "e-mailu).",
    },
    "every_move_on": {
        "en": "Done: you get a mail of every move in this game (EVERY MOVE OFF: only your turns "
              "and what concerns you).",
        "cs": "Hotovo: z této hry ti přijde e-mail o každém tahu (KAŽDÝ TAH VYP: jen tvoje tahy "
              "a to, co se tě týká).",
    },
    "every_move_off": {
        "en": "Done: no more mail of every move; you get your turns and what concerns you. "
              "EVERY MOVE ON brings it back.",
        "cs": "Hotovo: e-mail o každém tahu ti už nechodí, jen tvoje tahy a to, co se tě týká. "
              "KAŽDÝ TAH ZAP ho vrátí.",
    },
    "mail_all": {
        "en": "Done: you get every mail of this game again. (MAIL TURNS: only your turns; "
              "MAIL OFF: none, you play on the page.)",
        "cs": "Hotovo: z této hry ti zase chodí všechny e-maily. (POŠTA TAHY: jen když jsi na "
              "tahu; POŠTA VYP: žádné, hraješ na stránce.)",
    },
    "mail_turns": {
        "en": "Done: from this game you get mail only when it is your turn; a move you send "
              "is confirmed in that mail, not by a mail of its own. MAIL ON brings every mail "
              "back.",
        "cs": "Hotovo: z této hry ti chodí e-mail, jen když jsi na tahu; tah poslaný e-mailem "
              "ti potvrdí až ten, ne samostatný e-mail. POŠTA ZAP vrátí všechny e-maily.",
    },
    "mail_none": {
        "en": "Done: this game sends you no more mail (only answers to your own mails); you "
              "play on the game's page. Your deadlines still apply. MAIL ON brings the mail "
              "back.",
        "cs": "Hotovo: tahle hra ti už nepošle žádné e-maily (jen odpovědi na ty tvoje); hraješ "
              "na stránce hry. Termíny tahů platí dál. POŠTA ZAP e-maily vrátí.",
    },
    **PRESS_TEXTS,  # table talk's refusals and confirmations
}

_STATUS_WORDS = {
    "waiting": {"en": "waiting for its players", "cs": "čeká na hráče"},
    "paused": {"en": "paused", "cs": "je pozastavená"},
    "finished": {"en": "over", "cs": "skončila"},
    "cancelled": {"en": "cancelled", "cs": "byla zrušena"},
}


# The answer after a game's end in vykání, to a Czech writer who wrote formally ("Dobrý den,
# chtěl bych se zeptat, kdo vyhrál?"): the Czech of each text that speaks to its reader;
# English has no register and stays the same (see formal_key)
_FORMAL_CS: dict[str, str] = {
    "over_result": "[sex {players}: Hru vyhrál {players}|Hru vyhrála {players}|Vítězství: "
                   "{players}]; celý průběh hry zůstává na Vaší stránce hry.",
    "over_result_you": "[sex {name}: Hru jste vyhrál|Hru jste vyhrála|Vítězství je Vaše]; "
                       "celý průběh hry zůstává na Vaší stránce hry.",
    "over_result_shared": "Společné vítězství: {players}; celý průběh hry zůstává na Vaší "
                          "stránce hry.",
    "over_result_shared_you": "Společné vítězství: Vy a {players}; celý průběh hry zůstává na "
                              "Vaší stránce hry.",
    "over_result_draw": "Hra skončila remízou ({players}); celý průběh hry zůstává na Vaší "
                        "stránce hry.",
    "after_end_setting": "hra „{title}“ skončila, a tak její nastavení už nic nezmění. Psát "
                         "ostatním u stolu můžete dál (ŘEKNI text) a MOJE HRY Vám ukáže Vaše "
                         "další hry.",
    "after_end_thanks": "Děkujeme za hru!",
    "after_end_said": "Vaše slova jsme poslali ostatním u stolu: {text}",
    "after_end_no_turn": "Už od Vás nečekáme žádný tah a neběží Vám žádný termín.",
    "after_end_to_organizer": "Vaše slova jsme poslali pořadateli hry ({organizer}): {text}",
    "after_end_nobody": "U stolu už nikdo další nesedí, Vaše slova nikdo nedostane: {text}",
    "after_end_not_said": "Vaše slova ke stolu nedošla: {reason}",
    "after_end_mail_off": "Jak si přejete, tahle hra Vám už nepošle žádné e-maily, ani slova "
                          "ostatních u stolu (POŠTA ZAP je vrátí). E-maily Vašich dalších her "
                          "se nastavují v každé zvlášť.",
    "after_end_again": "Chcete hrát znovu? Napište pořadateli: {organizer}.",
    "after_end_again_yours": "Chcete hrát znovu? Založte novou hru stejně jako tuhle.",
}
_TEXTS.update({f"{key}_formal": {**_TEXTS[key], "cs": czech}
               for key, czech in _FORMAL_CS.items()})

PHRASES = Catalogue("phrases", _TEXTS)


def formal_key(code: str, formal: bool) -> str:
    """`code`, or its version in vykání where `formal` and it has one."""
    return f"{code}_formal" if formal and f"{code}_formal" in PHRASES.texts else code


def phrase(lang: str, code: str, **params: Any) -> str:
    """The sentence for `code` in `lang`, a game status among its params in words."""
    if "status" in params:
        params["status"] = _STATUS_WORDS.get(params["status"], {}).get(known(lang),
                                                                       params["status"])
    return PHRASES.say(lang, code, **params)


def waiting_text(lang: str, title: str, joined: str, awaited: str,
                 you_in: bool | None = None, declined: Sequence[str] = ()) -> str:
    """How a game waiting for its players stands, to a player (`you_in` says whether the reader
    has joined; the lists leave them out) or to the organizer (None); a list that is empty is
    no sentence ("Not answered yet: nobody yet" to the one who has not answered), and one who
    is in reads it under the subject "You are in", which the body does not say again; the
    organizer's answer points to the dashboard at its end (organizer_dashboard_waiting)."""
    said = [phrase(lang, "waiting_intro", title=title)]
    if you_in is False:
        said.append(phrase(lang, "waiting_you_not"))
    if joined:
        said.append(phrase(lang, "waiting_joined_others" if you_in else "waiting_joined",
                           joined=joined))
    if awaited:
        said.append(phrase(lang, "waiting_awaited_too" if you_in is False else "waiting_awaited",
                           awaited=awaited))
    if declined and you_in is not None:  # (the organizer's own end says what to do)
        said.append(phrase(lang, "waiting_declined", declined=listing(lang, list(declined)),
                           n=len(declined)))
        return " ".join(said)
    said.append(phrase(lang, "organizer_waiting_end" if you_in is None else
                       "waiting_start_you" if you_in is False and not awaited else
                       "waiting_start"))
    return " ".join(said)


def explain(error: ServiceError, lang: str) -> str:
    """A refusal in words for a person reading `lang`: the service's own checks from their code
    and params, anything else (the rules' reasons, lifecycle errors) as the error says it."""
    if "say" in error.params:  # a refusal that names its own sentence
        try:
            return phrase(lang, error.params["say"], **error.params)
        except (KeyError, IndexError):
            return error.message
    if error.code in _TEXTS:
        try:
            return phrase(lang, error.code, **error.params)
        except (KeyError, IndexError):  # raised without the params its sentence needs
            pass
    return error.message
