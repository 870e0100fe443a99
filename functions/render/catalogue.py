"""Every sentence of the outgoing mails in Czech and English, in one place.

Templates call `t("key", name=...)`; the values are filled in with `str.format`, so a missing
value raises instead of mailing a half-filled sentence. Czech addresses the player with "ty",
as the games' own messages do (one voice per mail); an organizer who writes formally gets
"Vy", each text that speaks to them in its "_formal" version (see translator). Texts are plain: the HTML templates escape
them, so a player named "<script>" stays text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from functions.i18n import Catalogue, listing

_TEXTS: dict[str, dict[str, str]] = {
    # frame of every mail
    "greeting": {"en": "Hello {name},", "cs": "Ahoj {name},"},
    "greeting_unnamed": {"en": "Hello,", "cs": "Ahoj,"},
    "sign_off": {"en": "Your pbm game master", "cs": "Tvůj herní server pbm"},
    # the register of a formal mail answered (an organizer's "Dobrý den"): vykání
    "greeting_formal": {"en": "Hello,", "cs": "Dobrý den,"},
    "sign_off_formal": {"en": "Your pbm game master", "cs": "Váš herní server pbm"},
    "events_heading": {"en": "What happened since", "cs": "Co se mezitím stalo"},
    # the game's first mail: "meanwhile" would point at a mail before it (review rev56)
    "events_heading_start": {"en": "What has happened so far", "cs": "Co se zatím stalo"},
    # to a player a bot played for: their own moves below were the bot's (see STAND_IN_MARK)
    # a welcome back of a game that sums no absence up: the bot's moves for the reader that
    # the list of what happened since their last mail does not hold, in order (issue 42)
    "absence_earlier": {"en": "Earlier in your absence the bot played for you:",
                        "cs": "Dřív za tebe robot během tvé nepřítomnosti zahrál:"},
    "stand_in_note": {"en": "A bot played for you; its moves are marked “(the bot for you)”.",
                      "cs": "Za tebe hrál robot; jeho tahy jsou označené „(za tebe robot)“."},
    "events_earlier": {"en": "… and {n} earlier [n: event|events]: the whole story is on your "
                             "game page.",
                       "cs": "… a ještě {n} [n: dřívější událost|dřívější události|dřívějších "
                             "událostí]: celý průběh je na tvé stránce hry."},
    # the list kept the reader's own older events: the ones left out are not all earlier
    "events_picked": {"en": "… {n} other [n: event|events] left out (yours kept first): the "
                            "whole story is on your game page.",
                      "cs": "… [n: vynechána {n} další událost|vynechány {n} další události|"
                            "vynecháno {n} dalších událostí] (tvoje přednostně zůstaly): celý "
                            "průběh je na tvé stránce hry."},
    # past EVENTS_COUNTED a count tells nothing ("91 other events"): what was left out, named
    "events_earlier_many": {"en": "… and earlier turns: the whole story is on your game page.",
                            "cs": "… a dřívější tahy: celý průběh je na tvé stránce hry."},
    "events_picked_many": {"en": "… the other players' earlier turns are left out (yours are "
                                 "kept): the whole story is on your game page.",
                           "cs": "… dřívější tahy ostatních hráčů jsou vynechané (tvoje "
                                 "zůstaly): celý průběh je na tvé stránce hry."},
    "board_heading": {"en": "The board", "cs": "Stav hry"},
    "menu_heading": {
        "en": 'Your options (reply with just the number: "{example}" picks option {example})',
        "cs": "Tvoje možnosti (stačí odpovědět číslem: „{example}“ vybere možnost {example})",
    },
    "how_heading": {"en": "How to reply", "cs": "Jak odpovědět"},
    "how_text": {
        "en": "reply to this email with your move in your own words, in Czech or English, "
        "for example",
        "cs": "odpověz na tento e-mail a napiš svůj tah vlastními slovy (česky nebo anglicky), "
        "například",
    },
    # a turn without a menu (a debt to settle: what to sell is the player's to write)
    "how_text_plain": {
        "en": "reply to this email with your move in your own words, in Czech or English "
        "(HELP lists how to write moves)",
        "cs": "odpověz na tento e-mail a napiš svůj tah vlastními slovy, česky nebo anglicky "
        "(jak psát tahy, ukáže NÁPOVĚDA)",
    },
    "quoted": {"en": "“{text}”", "cs": "„{text}“"},
    # {commands}: the commands' short list (functions.mail.command_table.brief)
    "commands_text": {"en": "Other commands: {commands}.", "cs": "Další příkazy: {commands}."},
    "deadline": {"en": "Deadline for your move: {deadline}", "cs": "Termín tahu: {deadline}"},
    "absent_players": {"en": "Away: {players}.", "cs": "Pryč: {players}."},
    "absent_player": {"en": "{name} through {until}", "cs": "{name} do {until}"},
    # a player absent after missed turns (GameRecord.absent): no last day, the bot plays on
    "absent_player_bot": {"en": "{name} (a bot plays their turns)",
                          "cs": "{name} (tahy hraje robot)"},
    # the reader's own absence, never their name in the third person
    "reader_away": {"en": "You are away through {until}. Back earlier? Reply BACK.",
                    "cs": "Jsi pryč do {until}. Vrátíš-li se dřív, napiš ZPĚT."},
    # the reader's absence ran out since their last mail (Seat.away_over): their turns are
    # theirs again, told in the next mail they get (its end sent no mail of its own)
    "reader_back_autoplay": {
        "en": "Your absence through {until} is over: the bot no longer plays for you, your "
              "turns are yours again.",
        "cs": "Tvoje nepřítomnost do {until} skončila: robot už za tebe nehraje, tahy jsou "
              "zase tvoje."},
    # who plays a seat that changed hands since the reader's last mail (play.silence)
    "holder_changed": {
        "en": "{successor} has taken over {holder}’s seat.",
        "cs": "Místo [gen: {holder}] teď hraje {successor}."},
    "reader_back_extend": {
        "en": "Your absence through {until} is over: the deadlines of your turns are no "
              "longer extended for it.",
        "cs": "Tvoje nepřítomnost do {until} skončila: termíny tvých tahů se kvůli ní už "
              "neprodlužují."},
    "web_link": {"en": "Your page of the game: {url}", "cs": "Tvoje stránka hry: {url}"},
    "dashboard_link": {
        "en": "Your dashboard of all the games you organize: {url}",
        "cs": "Přehled všech her, které pořádáš: {url}",
    },
    "token_note": {
        "en": "If your mail program replies to another address, keep this line in your reply:",
        "cs": "Pokud tvůj poštovní program odpovídá na jinou adresu, ponech v odpovědi tento "
        "řádek:",
    },
    # the text's footer: the token first on its line, then why (a turn mail's lines are few)
    "token_keep": {
        "en": "(keep it in your reply if your mail program replies to another address)",
        "cs": "(ponech ho v odpovědi, pokud tvůj poštovní program odpovídá na jinou adresu)",
    },
    # the footer of every mail of a game: the one-click stop (what it does next) and privacy
    "unsubscribe_turns": {
        "en": "Too much mail? Mail me only when it is my turn, no read-backs: {url}",
        "cs": "Moc pošty? Posílat mi jen e-maily, když jsem na tahu, bez potvrzení tahů: {url}",
    },
    "unsubscribe_turns_short": {"en": "Mail me only when it is my turn, no read-backs",
                                "cs": "Posílat mi jen e-maily, když jsem na tahu, bez "
                                      "potvrzení tahů"},
    # the same link in a read-back that says how to take no read-backs (CONFIRM OFF) above
    "unsubscribe_turns_only": {
        "en": "Too much mail? Mail me only when it is my turn: {url}",
        "cs": "Moc pošty? Posílat mi jen e-maily, když jsem na tahu: {url}",
    },
    "unsubscribe_turns_only_short": {"en": "Mail me only when it is my turn",
                                     "cs": "Posílat mi jen e-maily, když jsem na tahu"},
    "unsubscribe_none": {
        "en": "No more mail from this game, I play on the page: {url}",
        "cs": "Už žádné e-maily z této hry, hraju na stránce: {url}",
    },
    "unsubscribe_none_short": {"en": "No more mail from this game, I play on the page",
                               "cs": "Už žádné e-maily z této hry, hraju na stránce"},
    "unsubscribe_off": {
        "en": "You take no mail from this game but answers to your own; change it: {url}",
        "cs": "Z této hry ti chodí jen odpovědi na tvoje e-maily; změnit to můžeš tady: {url}",
    },
    "unsubscribe_off_short": {"en": "Your mail of this game", "cs": "Tvoje e-maily z této hry"},
    # the footer's link once the game is over: no turns are left, its table may still talk
    "unsubscribe_over": {
        "en": "No more mail from this game's table: {url}",
        "cs": "Už žádné e-maily od stolu této hry: {url}",
    },
    "unsubscribe_over_short": {"en": "No more mail from this game's table",
                               "cs": "Už žádné e-maily od stolu této hry"},
    # the footer of an answer to a player who wrote formally (a Czech "Dobrý den, …" after
    # the game's end): vykání
    "web_link_formal": {"en": "Your page of the game: {url}", "cs": "Vaše stránka hry: {url}"},
    "token_keep_formal": {
        "en": "(keep it in your reply if your mail program replies to another address)",
        "cs": "(ponechte ho v odpovědi, pokud Váš poštovní program odpovídá na jinou adresu)",
    },
    "token_note_formal": {
        "en": "If your mail program replies to another address, keep this line in your reply:",
        "cs": "Pokud Váš poštovní program odpovídá na jinou adresu, ponechte v odpovědi tento "
        "řádek:",
    },
    "unsubscribe_off_formal": {
        "en": "You take no mail from this game but answers to your own; change it: {url}",
        "cs": "Z této hry Vám chodí jen odpovědi na Vaše e-maily; změnit to můžete tady: {url}",
    },
    "unsubscribe_off_formal_short": {"en": "Your mail of this game",
                                     "cs": "Vaše e-maily z této hry"},
    "unsubscribe_over_formal": {
        "en": "No more mail from this game's table: {url}",
        "cs": "Už žádné e-maily od stolu této hry: {url}",
    },
    "unsubscribe_over_formal_short": {"en": "No more mail from this game's table",
                                      "cs": "Už žádné e-maily od stolu této hry"},
    "unsubscribe_organizer": {
        "en": "No more mail about this game (its dashboard shows it all): {url}",
        "cs": "Už žádné e-maily o této hře (v přehledu her ji uvidíš celou): {url}",
    },
    "unsubscribe_organizer_short": {"en": "No more mail about this game",
                                    "cs": "Už žádné e-maily o této hře"},
    "privacy_link": {"en": "What we keep about you, and for how long: {url}",
                     "cs": "Co o tobě uchováváme a jak dlouho: {url}"},
    # the footer of an answer to a formal mail (the organizer's "Dobrý den"): vykání
    "privacy_link_formal": {"en": "What we keep about you, and for how long: {url}",
                            "cs": "Co o Vás uchováváme a jak dlouho: {url}"},
    "dashboard_link_formal": {"en": "Your dashboard of all the games you organize: {url}",
                              "cs": "Přehled všech her, které pořádáte: {url}"},
    "unsubscribe_organizer_formal": {
        "en": "No more mail about this game (its dashboard shows it all): {url}",
        "cs": "Už žádné e-maily o této hře (v přehledu her ji uvidíte celou): {url}"},
    "unsubscribe_organizer_formal_short": {"en": "No more mail about this game",
                                           "cs": "Už žádné e-maily o této hře"},
    "privacy_link_short": {"en": "Privacy: what we keep and for how long",
                           "cs": "Soukromí: co uchováváme a jak dlouho"},
    "mail_stopped_intro": {
        "en": "{name} has stopped all mail of “{title}” and plays on the game's page from now "
              "on.",
        "cs": "{name} už nechce dostávat žádné e-maily ze hry „{title}“ a hraje dál na "
              "stránce hry.",
    },
    "mail_stopped_deadlines": {
        "en": "The deadlines still apply to them: a turn they miss is handled as the game's "
              "timing says.",
        "cs": "Termíny tahů platí dál: zmeškaný tah se řeší tak, jak říká nastavení času hry.",
    },
    "subject_mail_stopped": {"en": "{name} takes no more mail — {title}",
                             "cs": "{name} už nechce e-maily — {title}"},
    "turn_move": {"en": "move {n}", "cs": "tah {n}"},
    "turn_round": {"en": "round {n}", "cs": "kolo {n}"},
    # subjects: the fact first, then the game; each differs from the other mails of a round
    "subject_your_turn": {"en": "Your move: {title}, {turn}", "cs": "Jsi na tahu: {title}, {turn}"},
    "subject_your_turn_menu_changed": {"en": "New options for your move: {title}, {turn}",
                                       "cs": "Nové možnosti tahu: {title}, {turn}"},
    "subject_your_turn_news": {"en": "{news} — {title}", "cs": "{news} — {title}"},
    "subject_board": {"en": "The board: {title}, {turn}", "cs": "Stav hry: {title}, {turn}"},
    "subject_board_news": {"en": "News for you: {title}, {turn}",
                           "cs": "Máš novinky: {title}, {turn}"},
    "subject_move_read_back": {"en": "Move accepted: {move} — {title}",
                               "cs": "Tah přijat: {move} — {title}"},
    "subject_move_read_back_news": {"en": "{news}; move accepted: {move} — {title}",
                                    "cs": "{news}; tah přijat: {move} — {title}"},
    # the answer to a reply to an older mail: this reply played nothing (issue 42)
    "subject_board_stale": {"en": "Not played: “{said}” answered an older mail — {title}",
                            "cs": "Nezahráno: „{said}“ odpovídá na starší e-mail — {title}"},
    # ... that asks for the very move played for the player since (a robot's, an order's)
    "subject_board_stale_agreed": {"en": "Already played: “{said}” — {title}",
                                   "cs": "Už zahráno: „{said}“ — {title}"},
    "subject_board_stale_stands": {
        "en": "Not played: “{said}” answered an older mail; your move stands: {move} — {title}",
        "cs": "Nezahráno: „{said}“ odpovídá na starší e-mail; platí tvůj tah: {move} — {title}"},
    "subject_refused": {"en": "Not accepted, please write again — {title}",
                        "cs": "Nepřijato, napiš prosím znovu — {title}"},
    # an offer to a player a bot plays for: writing again helps only once they are back
    "subject_refused_away": {"en": "Offer not sent: {name} is away — {title}",
                             "cs": "Nabídka neodeslána: {name} teď nehraje — {title}"},
    # to a player the game does not wait for: nothing to write again now
    "subject_refused_waiting": {"en": "Not accepted — {title}", "cs": "Nepřijato — {title}"},
    "subject_refused_paused": {"en": "The game is paused, nothing was played — {title}",
                               "cs": "Hra je pozastavená, nic se nehrálo — {title}"},
    "subject_refused_cancelled": {"en": "The game was cancelled, nothing was played — {title}",
                                  "cs": "Hra byla zrušena, nic se nehrálo — {title}"},
    "subject_refused_finished": {"en": "The game is over, nothing was played — {title}",
                                 "cs": "Hra skončila, nic se nehrálo — {title}"},
    "subject_game_started": {"en": "The game has started — {title}", "cs": "Hra začala — {title}"},
    "subject_invitation": {"en": "{name} invites you to play — {title}",
                           "cs": "{name} tě zve ke hře — {title}"},
    "subject_invitation_unnamed": {"en": "An invitation to play — {title}",
                                   "cs": "Pozvánka ke hře — {title}"},
    "subject_game_over": {"en": "Game over: {name} wins — {title}",
                          "cs": "[sex {name}: Konec hry: vyhrál {name}|Konec hry: vyhrála {name}|"
                                "Konec hry, vítězství: {name}] — {title}"},
    "subject_game_over_you": {"en": "Game over: you win — {title}",
                              # the reader's own win, done, in their gender (the name is theirs)
                              "cs": "[sex {name}: Konec hry: vyhrál jsi|Konec hry: vyhrála jsi|"
                                    "Konec hry, vítězství je tvoje] — {title}"},
    "subject_game_over_draw": {"en": "Game over: a draw between {name} — {title}",
                               "cs": "Konec hry: remíza, {name} — {title}"},
    "subject_game_over_shared": {"en": "Game over: {name} share the win — {title}",
                                 "cs": "Konec hry, společné vítězství: {name} — {title}"},
    "subject_game_over_shared_you": {"en": "Game over: you and {name} share the win — {title}",
                                     "cs": "Konec hry, společné vítězství: ty a {name} — "
                                           "{title}"},
    "subject_game_over_undecided": {"en": "Game over — {title}", "cs": "Konec hry — {title}"},
    "subject_help": {"en": "How to play by mail — {title}", "cs": "Jak hrát e-mailem — {title}"},
    # a help that leads with the part that answers a question of how (render/questions.py)
    "subject_help_question": {"en": "Help: {question} — {title}",
                              "cs": "Nápověda: {question} — {title}"},
    "subject_help_question_long": {"en": "Help with your question — {title}",
                                   "cs": "Nápověda k tvé otázce — {title}"},
    # a question of the game or its rules answered above the board: what the answer tells
    # ("Máš 30 000 $ — …"), else that the board comes with it
    "subject_board_asked": {"en": "{told} — {title}", "cs": "{told} — {title}"},
    "subject_board_asked_long": {"en": "Your answer, with the board — {title}",
                                 "cs": "Odpověď a stav hry — {title}"},
    "subject_board_asked_unknown": {"en": "The board — {title}", "cs": "Stav hry — {title}"},
    "subject_game_paused": {"en": "Game paused — {title}", "cs": "Hra je pozastavená — {title}"},
    "subject_game_created": {"en": "Your game is set up — {title}",
                             "cs": "Tvoje hra byla založena — {title}"},
    "subject_game_resumed": {"en": "The game goes on — {title}", "cs": "Hra pokračuje — {title}"},
    "answers_resume": {"en": "We'll answer further commands after {at}.",
                       "cs": "Další odpovědi na příkazy ti pošleme až po {at}."},
    "subject_game_resumed_yours": {"en": "The game goes on: your move — {title}",
                                   "cs": "Hra pokračuje, jsi na tahu — {title}"},
    "subject_game_cancelled": {"en": "Game cancelled — {title}", "cs": "Hra je zrušená — {title}"},
    "subject_game_ended_unplayed": {"en": "Game ended, nobody plays it any more — {title}",
                                    "cs": "Hra skončila, už ji nikdo nehraje — {title}"},
    "subject_seat_declined": {"en": "{name} declined the invitation — {title}",
                              "cs": "[sex {name}: {name} odmítl pozvánku|{name} odmítla pozvánku|{name}: pozvánka odmítnuta] — {title}"},
    "subject_start_failed": {"en": "Your game could not start — {title}",
                             "cs": "Tvoje hra nemohla začít — {title}"},
    "subject_seat_replaced": {"en": "Your seat was handed over — {title}",
                              "cs": "Tvoje místo ve hře převzal někdo jiný — {title}"},
    "subject_seat_replaced_invited": {"en": "Your invitation was withdrawn — {title}",
                                      "cs": "Pozvánka už neplatí — {title}"},
    # the seat is theirs as the organizer gives it (a running game's seat needs no yes):
    # the mail tells so, it asks nothing (review 24n: "Převezmeš místo?" had no answer line)
    "subject_replacement": {"en": "You take over a seat — {title}",
                            "cs": "Přebíráš místo ve hře — {title}"},
    "subject_player_resigned": {"en": "{name} resigned — {title}", "cs": "[sex {name}: {name} vzdal hru|{name} vzdala hru|{name}: hra vzdána] — {title}"},
    "subject_player_removed": {"en": "{name} was taken out by the organizer — {title}",
                               "cs": "[sex {organizer}: Organizátor vyřadil|Organizátorka vyřadila|Organizátor vyřadil] [acc: {name}] — {title}"},
    # a player who erased their data: by the seat's number alone, never by a name (issue 43)
    "subject_player_erased": {"en": "Player {name} left the game — {title}",
                              "cs": "Hráč {name} odešel ze hry — {title}"},
    "subject_seat_erased": {"en": "Player {name} will not play — {title}",
                            "cs": "Hráč {name} hrát nebude — {title}"},
    # ...and to the player who left, in the second person (no gendered Czech forms)
    "subject_player_resigned_you": {"en": "You have left the game — {title}",
                                    "cs": "Hru už nehraješ — {title}"},
    "subject_player_removed_you": {"en": "The organizer has taken you out — {title}",
                                   "cs": "[sex {organizer}: Organizátor tě vyřadil|Organizátorka tě vyřadila|Organizátor tě vyřadil] — {title}"},
    # ...and taken out by the game's timing after missed turns (remove_after): nobody's act
    "subject_player_removed_missed": {"en": "{name} is out after missed turns — {title}",
                                      "cs": "{name} vypadává po zmeškaných tazích — {title}"},
    "subject_player_removed_missed_you": {"en": "You are out after missed turns — {title}",
                                          "cs": "Vypadáváš po zmeškaných tazích — {title}"},
    # another's move in the third person as the game tells it, never the mover's read-back
    # ("koupit …"); a move the game tells no event of, as the game words it for the reader
    "subject_move_played": {"en": "{name}: {move} — {title}", "cs": "{name}: {move} — {title}"},
    "subject_move_played_told": {"en": "{told} — {title}", "cs": "{told} — {title}"},
    "subject_sender_mismatch": {"en": "A mail from another address was not played — {title}",
                                "cs": "E-mail z cizí adresy se nepočítá — {title}"},
    "subject_address_undeliverable": {"en": "Mail to {name} cannot be delivered — {title}",
                                      "cs": "Nejde doručit poštu pro [acc: {name}] — {title}"},
    # your_turn, board
    "your_turn_intro": {
        "en": "It is your move in “{title}” ({turn}).",
        "cs": "ve hře „{title}“ jsi na tahu ({turn}).",
    },
    "board_summary": {
        "en": "Your week in “{title}” ({turn}): the bot plays your turns until you write. "
        "Reply BACK, or any move, to play again yourself; this is how the game stands:",
        "cs": "tvůj týden ve hře „{title}“ ({turn}): robot hraje tvoje tahy, dokud se neozveš. "
        "Chceš-li zase hrát za sebe, odpověz ZPĚT nebo pošli jakýkoli tah; takhle hra stojí:",
    },
    "subject_board_summary": {"en": "Your week: the bot plays for you — {title}",
                              "cs": "Tvůj týden: robot hraje za tebe — {title}"},
    # a present player who got no mail of the game for a week (play.silence): what happened
    # since their last mail, whose turn it is and until when
    "board_summary_present": {
        "en": "A week without a mail from “{title}” ({turn}): this is what happened since your "
        "last one, and how the game stands.",
        "cs": "ze hry „{title}“ ({turn}) ti už týden nic nepřišlo, tak tady je, co se od tvého "
        "posledního e-mailu stalo a jak hra stojí.",
    },
    "subject_board_summary_present": {"en": "Your week: {name} [n: is|are] to move — {title}",
                                      "cs": "Tvůj týden: na tahu [n: je|jsou|jsou] {name} — "
                                            "{title}"},
    "subject_board_summary_yours": {"en": "Your week: it is your move — {title}",
                                    "cs": "Tvůj týden: jsi na tahu — {title}"},
    "summary_to_move": {"en": "{name} [n: is|are] to move, by {deadline}.",
                        "cs": "Na tahu [n: je|jsou|jsou] {name}, termín: {deadline}."},
    "summary_to_move_undated": {"en": "{name} [n: is|are] to move; the game sets no deadline.",
                                "cs": "Na tahu [n: je|jsou|jsou] {name}; hra termín nemá."},
    "summary_yours": {"en": "It is your move, by {deadline}.",
                      "cs": "Na tahu jsi ty, termín: {deadline}."},
    "summary_yours_undated": {"en": "It is your move; the game sets no deadline.",
                              "cs": "Na tahu jsi ty; hra termín nemá."},
    # the answer to BACK, or to any mail of a player the bot played for: a mail of the game
    "subject_board_back": {"en": "You are back in the game — {title}",
                           "cs": "Jsi zpátky ve hře — {title}"},
    "board_intro": {
        "en": "This is “{title}” as it stands now ({turn}).",
        "cs": "takhle teď vypadá hra „{title}“ ({turn}).",
    },
    # move_read_back
    "read_back_intro": {"en": "Your move was accepted.", "cs": "tvůj tah byl přijat."},
    # the move is a line of the mail's list above: said there once (issue 42, conv44)
    "read_back_listed": {"en": "Your move, in the list above, was accepted.",
                         "cs": "tvůj tah, uvedený výše v přehledu, byl přijat."},
    # several moves of the reader folded into one mail: said once, the moves listed under it
    "read_back_intro_many": {"en": "Your moves were accepted:",
                             "cs": "tvoje tahy byly přijaty:"},
    # the read-back of an offer or of an answer to one: no turn was played
    "read_back_beside": {"en": "Done, passed on; the turn stays as it was.",
                         "cs": "hotovo, předali jsme to dál; na tahu se tím nic nemění."},
    "read_as_list": {"en": "Read as:", "cs": "Přečteno jako:"},
    # a read-back mail of its own says what the move led to: whom the game waits for now, until
    # when, and that the reader's next turn comes by mail (issue 42: "přihazuji 10" alone)
    "read_back_next": {"en": "{name} is to move now, by {deadline}.",
                       "cs": "Na tahu je teď {name}, čas má do {deadline}."},
    "read_back_next_undated": {"en": "{name} is to move now.", "cs": "Na tahu je teď {name}."},
    # several seats move at once (sealed bids): the names in the accusative ("na Petra a Toma")
    "read_back_waiting": {"en": "Waiting for {name} to move, by {deadline}.",
                          "cs": "Čeká se ještě na {name}; čas [n: má|mají|mají] do {deadline}."},
    "read_back_waiting_undated": {"en": "Waiting for {name} to move.",
                                  "cs": "Čeká se ještě na {name}."},
    # the reader's own turn is still open after what their reply did (an offer, an answer to
    # one, a setting): it waits, until when, and its options follow (issue 42)
    "turn_still_open": {"en": "Your move is still to come, by {deadline}:",
                        "cs": "Tvůj tah ještě čeká, termín máš do {deadline}:"},
    "turn_still_open_undated": {"en": "Your move is still to come:",
                                "cs": "Tvůj tah ještě čeká:"},
    "read_back_next_mail": {"en": "You will get a mail when it is your turn again.",
                            "cs": "Až budeš zase na tahu, přijde ti e-mail."},
    # the one line a read-back mail of its own owes its reader: how to do without it
    "read_back_stop": {
        "en": "No mail for each move? Reply CONFIRM OFF: your next mail from the game confirms it.",
        "cs": "Nechceš e-mail ke každému tahu? Odpověz POTVRZENÍ VYP a potvrdí ti ho až další "
              "e-mail ze hry.",
    },
    # (the body says "passed on"; "Zapsáno" is for notes and settings, never a move); the
    # subject names the act: an offer made, an answer to one, a withdrawal; several acts of one
    # reply are named each (subject_move_read_back_acts); this is for none of them
    "subject_move_read_back_beside": {"en": "Passed on: {move} — {title}",
                                      "cs": "Předáno: {move} — {title}"},
    # (the move names the offer already: "Sent: offer to Ann Lee; …", "Odeslána nabídka …")
    "subject_move_read_back_offer": {"en": "Sent: {move} — {title}",
                                     "cs": "Odeslána {move} — {title}"},
    "subject_move_read_back_answer": {"en": "Answer received: {move} — {title}",
                                      "cs": "Odpověď přijata: {move} — {title}"},
    "subject_move_read_back_withdraw": {"en": "Offer {offer} withdrawn — {title}",
                                        "cs": "Nabídka {offer} stažena — {title}"},
    # a reply of several trade lines: what was done, each kind of act with its count
    "subject_move_read_back_acts": {"en": "{acts} — {title}", "cs": "{acts} — {title}"},
    "acts_offer": {"en": "[n: offer sent|{n} offers sent]",
                   "cs": "[n: nabídka odeslána|{n} nabídky odeslány|{n} nabídek odesláno]"},
    "acts_answer": {"en": "[n: answer passed on|{n} answers passed on]",
                    "cs": "[n: odpověď předána|{n} odpovědi předány|{n} odpovědí předáno]"},
    "acts_withdraw": {"en": "[n: offer withdrawn|{n} offers withdrawn]",
                      "cs": "[n: nabídka stažena|{n} nabídky staženy|{n} nabídek staženo]"},
    "read_as": {"en": "Read as: {move}", "cs": "Přečteno jako: {move}"},
    "move_played_intro_m": {"en": "{name} played in “{title}”: {move}.",
                            "cs": "{name} táhl ve hře „{title}“: {move}."},
    "move_played_intro_f": {"en": "{name} played in “{title}”: {move}.",
                            "cs": "{name} táhla ve hře „{title}“: {move}."},
    "move_played_intro_unknown": {"en": "{name} played in “{title}”: {move}.",
                                  "cs": "Nový tah ve hře „{title}“ – {name}: {move}."},
    # the game's own sentence (its subject names the game): "Hans Müller hlásil 0."
    "move_played_told": {"en": "{told}.", "cs": "{told}."},
    "every_move_note": {
        "en": "You get every move because you asked for it; reply EVERY MOVE OFF to stop.",
        "cs": "Dostáváš každý tah, protože to máš zapnuté; odpověz KAŽDÝ TAH VYP a přestane to.",
    },
    "stale_note": {
        "en": "Your reply answered an older mail. {message}",
        "cs": "Tvoje odpověď patřila ke staršímu e-mailu. {message}",
    },
    "stale_note_played": {
        "en": "Your move above stands; this later reply answered an older mail, so it played "
        "nothing more.",
        "cs": "Tvůj tah výše platí; tahle pozdější odpověď patřila ke staršímu e-mailu, a tak "
        "už nic dalšího nezahrála.",
    },
    # a question of the game's state answered to a player on turn: the move is still awaited
    "state_answer_awaited": {"en": "The game still waits for your move; this mail did not hold one.",
                             "cs": "Tah v tomhle e-mailu nebyl; hra dál čeká na tvůj."},
    "note_played": {
        "en": "Your move above stands; this later mail held no move, so it played nothing more.",
        "cs": "Tvůj tah výše platí; v tomhle pozdějším e-mailu už žádný tah nebyl, a tak se nic "
        "dalšího nezahrálo.",
    },
    # refused
    # "accept" is a word of the offers ("ACCEPT 2"): a refused "ACCEPT 2" or "DECLINE 1" was
    # not "accepted", it could not be done
    "refused_intro": {
        "en": "I could not carry out “{text}”:",
        "cs": "„{text}“ nešlo provést:",
    },
    # an ask-back's lead: what was unclear, in plain words (the question follows)
    "refused_intro_unclear_move": {
        "en": "Your mail left unclear which move you meant:",
        "cs": "Z tvého e-mailu nebylo jasné, který z tahů myslíš:",
    },
    "refused_intro_unclear_words": {
        "en": "It was not clear what you meant by “{text}”:",
        "cs": "Nebylo jasné, jak myslíš „{text}“:",
    },
    "refused_intro_no_text": {
        "en": "I could not accept your message:",
        "cs": "tvou zprávu nešlo přijmout:",
    },
    # game_started
    "game_started_intro_untitled": {  # a game called by its game's name
        "en": "“{title}” has started. Playing order: {order}.",
        "cs": "hra „{title}“ začala. Pořadí hráčů: {order}.",
    },
    "game_started_intro": {
        "en": "“{title}” ({game}) has started. Playing order: {order}.",
        "cs": "hra „{title}“ ({game}) začala. Pořadí hráčů: {order}.",
    },
    "seed_commitment": {
        "en": "The dice come from a secret fixed before the game; with this fingerprint of it "
        "you can check at the end that nobody changed it: {commitment}",
        "cs": "Kostky určuje tajný klíč pevně daný už před hrou; podle tohoto otisku si na konci "
        "ověříš, že ho nikdo nezměnil: {commitment}",
    },
    # invitation
    "invitation_intro": {
        "en": "{organizer} invites you to play {game}: “{title}”. Players: {players}.",
        "cs": "{organizer} tě zve ke hře {game}: „{title}“. Hráči: {players}.",
    },
    "invitation_intro_unnamed": {  # an organizer who does not play: no name known
        "en": "You are invited to play {game}: “{title}”, organized by {address}. Players: "
        "{players}.",
        "cs": "zveme tě ke hře {game}: „{title}“, kterou pořádá {address}. Hráči: {players}.",
    },
    "invitation_join": {
        "en": "To play, reply with the single word JOIN (or YES).",
        "cs": "Chceš-li hrát, odpověz jediným slovem ANO (nebo JOIN).",
    },
    "invitation_decline": {
        "en": "Not this time? Reply DECLINE (or NO).",
        "cs": "Tentokrát ne? Odpověz NE (nebo DECLINE).",
    },
    "sender_mismatch_intro": {
        "en": "A mail from {sender} answered one of your mails from “{title}”. Only mail from "
        "your own address ({email}) can play for you, so it was not accepted.",
        "cs": "na jeden z tvých e-mailů ze hry „{title}“ odpověděl e-mail z adresy {sender}. "
        "Hrát za tebe může jen pošta z tvé adresy ({email}), takže nebyl přijat.",
    },
    "sender_mismatch_advice": {
        "en": "If that was you, reply from {email}. If it was not, nothing has changed; keep "
        "your turn mails to yourself.",
        "cs": "Pokud ten e-mail posíláš ty, odpověz z adresy {email}. Pokud ne, nic se nestalo; své "
        "e-maily ze hry nikomu nepřeposílej.",
    },
    "address_undeliverable_intro": {
        "en": "Mail to {email} ({name}) in “{title}” cannot be delivered ({reason}); no more "
        "mail goes there. To give the seat to someone else, use “Replace a player” on your "
        "dashboard (the link below).",
        "cs": "pošta pro {email} ({name}) ve hře „{title}“ se nedá doručit ({reason}); další "
        "e-maily tam nepůjdou. Jeho místo můžeš předat někomu jinému tlačítkem „Vyměnit "
        "hráče“ na přehledu her (odkaz níže).",
    },
    # game_over
    "game_over_intro": {"en": "“{title}” is over.", "cs": "hra „{title}“ skončila."},
    # another's win is told as done, in the gender the name shows
    "winner": {"en": "Winner: {players}",
               "cs": "[sex {players}: Vyhrál {players}.|Vyhrála {players}.|Vítězství: {players}.]"},
    # the winner reads of their own win in the second person, as its subject says
    # ... and in the past with the reader's gender, a noun phrase when the name does not say it
    "winner_you": {"en": "You win.",
                   "cs": "[sex {me}: Vyhrál jsi!|Vyhrála jsi!|Vítězství je tvoje!]"},
    # a first place shared by some (not all) players is their win, not a draw
    "winner_shared": {"en": "Shared win: {players}", "cs": "Společné vítězství: {players}."},
    "winner_shared_you": {"en": "You and {players} win together.",
                          "cs": "Společné vítězství: ty a {players}."},
    "draw": {"en": "Draw between {players}", "cs": "Remíza: {players}"},
    "scores_heading": {"en": "Final standings", "cs": "Konečné pořadí"},
    "seed_revealed": {
        "en": "The dice's secret, revealed now (its fingerprint came in your first mail of "
        "the game): {seed}",
        "cs": "Tajný klíč kostek, teď odhalený (jeho otisk přišel v prvním e-mailu hry): {seed}",
    },
    "seed_revealed_nodice": {
        "en": "The game's secret (it drew the seating and the bots' choices), revealed now: "
        "{seed}; it matches the fingerprint of your first mail of the game.",
        "cs": "Tajný klíč hry (určil pořadí a volby robotů), teď odhalený: {seed}; odpovídá "
        "otisku z tvého prvního e-mailu hry.",
    },
    "seed_commitment_nodice": {
        "en": "The seating and the bots' choices come from a secret fixed before the game; with "
        "this fingerprint of it you can check at the end that nobody changed it: {commitment}",
        "cs": "Pořadí a volby robotů určuje tajný klíč pevně daný už před hrou; podle tohoto "
        "otisku si na konci ověříš, že ho nikdo nezměnil: {commitment}",
    },
    # the same in a game without bots: nothing is said of bots where there are none
    "seed_revealed_nobots": {
        "en": "The game's secret (it drew the seating), revealed now: {seed}; it matches the "
        "fingerprint of your first mail of the game.",
        "cs": "Tajný klíč hry (určil pořadí u stolu), teď odhalený: {seed}; odpovídá otisku "
        "z tvého prvního e-mailu hry.",
    },
    "seed_commitment_nobots": {
        "en": "The seating comes from a secret fixed before the game; with this fingerprint of "
        "it you can check at the end that nobody changed it: {commitment}",
        "cs": "Pořadí u stolu určuje tajný klíč pevně daný už před hrou; podle tohoto otisku si "
        "na konci ověříš, že ho nikdo nezměnil: {commitment}",
    },
    # who wants to check the dice finds how in docs/proofs.md: one line, no recipe
    "seed_check": {
        "en": "With it anyone can check every throw; the organizer can tell you how.",
        "cs": "Podle něj si kdokoli může ověřit každý hod; jak na to, poradí organizátor.",
    },
    "thanks": {"en": "Thank you for playing.", "cs": "Díky za hru."},
    # help
    "help_intro_untitled": {  # a game called by its game's name
        "en": "This is how to play “{title}” by email.",
        "cs": "takhle se hraje „{title}“ e-mailem.",
    },
    "help_intro": {
        "en": "This is how to play “{title}” ({game}) by email.",
        "cs": "takhle se hraje „{title}“ ({game}) e-mailem.",
    },
    # a question answered first in the help (render/questions.py), the rest of the help after
    "help_question": {"en": "You asked: {question}", "cs": "Ptáš se: {question}"},
    "help_rest": {"en": "The rest of the help", "cs": "Zbytek nápovědy"},
    "ask_command": {"en": "This is the command for it:", "cs": "Na to je tenhle příkaz:"},
    "ask_undo": {
        "en": "A move once played cannot be taken back. Within one mail the last word counts: "
              "“Correction: …” on the line under a move replaces it.",
        "cs": "Zahraný tah už vzít zpět nejde. V jednom e-mailu ale platí poslední slovo: "
              "„Oprava: …“ na řádku pod tahem ho nahradí.",
    },
    "ask_when_you": {
        "en": "It is your turn now, until {deadline}: write your move in a reply to your turn "
              "mail (BOARD sends the board again).",
        "cs": "Na tahu jsi teď ty, čas máš do {deadline}: tah napiš do odpovědi na e-mail s "
              "tahem (STAV ti pošle stav hry znovu).",
    },
    "ask_when_you_undated": {
        "en": "It is your turn now: write your move in a reply to your turn mail (BOARD sends "
              "the board again).",
        "cs": "Na tahu jsi teď ty: tah napiš do odpovědi na e-mail s tahem (STAV ti pošle stav "
              "hry znovu).",
    },
    "ask_when": {
        "en": "{names} [n: is|are] to move now, by {deadline}.",
        "cs": "Na tahu [n: je|jsou|jsou] teď {names}, čas [n: má|mají|mají] do {deadline}.",
    },
    "ask_when_undated": {
        "en": "{names} [n: is|are] to move now.",
        "cs": "Na tahu [n: je|jsou|jsou] teď {names}.",
    },
    # said only to a player whose turn mail comes (not after MAIL OFF: outbox.takes)
    "ask_when_mail": {"en": "When your turn comes, you get a mail.",
                      "cs": "Až přijdeš na řadu ty, přijde ti e-mail."},
    "ask_when_page": {"en": "You take no mail of this game: its page shows when your turn comes.",
                      "cs": "E-maily z této hry ti nechodí: kdy jsi na tahu, uvidíš na stránce "
                            "hry."},
    # the help of a game that is over: no moves, only what the game still does by mail
    "help_over": {
        "en": "“{title}” is over, so no more moves are written. What it still does by mail:",
        "cs": "Hra „{title}“ skončila, tahy už se nepíšou. Co s ní e-mailem jde dál:",
    },
    "help_moves_heading": {"en": "Writing a move", "cs": "Jak napsat tah"},
    "help_commands_heading": {"en": "Commands", "cs": "Příkazy"},
    "help_number": {
        "en": "A number alone picks that option from the list in the mail you answer.",
        "cs": "Samotné číslo vybere možnost z výčtu v e-mailu, na který odpovídáš.",
    },
    "help_if": {  # how a move is written (the list of commands is command_table's)
        "en": "A move followed by “if possible” is played only when it can be; otherwise it "
        "is skipped, and you are told why.",
        "cs": "Tah, za kterým napíšeš „pokud lze“ (if possible), se zahraje, jen když to jde; "
        "jinak se přeskočí a řekneme ti proč.",
    },
    "help_lines": {
        "en": "Write one command a line; lines quoted with > are ignored.",
        "cs": "Piš jeden příkaz na řádek; citované řádky začínající > se nečtou.",
    },
    "moves_generic": {
        "en": "Write your move as the list of options in your turn email shows it.",
        "cs": "Napiš tah tak, jak ho ukazuje výčet možností v e-mailu s tvým tahem.",
    },
    # lifecycle notices
    # {n}: how many were invited ("Pozvánku má Jana", never "Pozvánky dostali: Jana": cz47)
    "game_created_invited": {
        "en": "Your game “{title}” ({game}) is set up. [n: An invitation went|Invitations went] "
        "to {players}; it starts when [n: they have|each of them has] joined.",
        "cs": "tvoje hra „{title}“ ({game}) byla založena. [n: Pozvánku má|Pozvánky mají|"
        "Pozvánky mají] {players}; hra začne, [n: až ji přijme|až pozvánky přijmou|až "
        "pozvánky přijmou].",
    },
    "game_created_you_play": {  # the organizer holds a seat: it needs no answer
        "en": "You play in it yourself; your seat needs no answer.",
        "cs": "Hraješ v ní i ty; svoje místo potvrzovat nemusíš.",
    },
    "game_created_invited_untitled": {
        "en": "Your game “{title}” is set up. [n: An invitation went|Invitations went] to "
        "{players}; it starts when [n: they have|each of them has] joined.",
        "cs": "tvoje hra „{title}“ byla založena. [n: Pozvánku má|Pozvánky mají|Pozvánky "
        "mají] {players}; hra začne, [n: až ji přijme|až pozvánky přijmou|až pozvánky "
        "přijmou].",
    },
    # folded into the mail that tells the start and the order of play (the organizer plays):
    # set up, said once; the start and the players are that mail's (issue 42: "byla založena
    # a už běží. Hráči: …" above "Hra začala. Pořadí hráčů: …")
    "game_created_started_folded": {"en": "Your game “{title}” is set up.",
                                    "cs": "tvoje hra „{title}“ byla založena."},
    "game_created_started_untitled": {
        "en": "Your game “{title}” is set up and has started. Players: {players}.",
        "cs": "tvoje hra „{title}“ byla založena a už běží. Hráči: {players}.",
    },
    "game_created_started": {
        "en": "Your game “{title}” ({game}) is set up and has started. Players: {players}.",
        "cs": "tvoje hra „{title}“ ({game}) byla založena a už běží. Hráči: {players}.",
    },
    "game_created_dashboard_at": {
        "en": "From your organizer dashboard you follow all your games, pause, resume, replace a "
        "player and export: {url}",
        "cs": "Na přehledu her organizátora sleduješ všechny své hry a můžeš je pozastavit, "
        "obnovit, vyměnit hráče nebo exportovat: {url}",
    },
    # an invited address that bounced before (people.unmailed): who can act is told how
    "game_created_unmailed": {
        "en": "No invitation reached {name} ({email}): mail to that address {why} in an "
        "earlier game, so none goes there. Ask them for another address and put it on their "
        "seat with “Replace a player” on your dashboard; once their mailbox works again, "
        "whoever runs this service can mail it again (pbm undeliverable clear).",
        "cs": "Nedošla pozvánka pro [acc: {name}]. Pošta na adresu {email} {why} už v "
        "dřívější hře, a tak tam nic nechodí. Zeptej se na jinou adresu a dej ji na to místo "
        "tlačítkem „Vyměnit hráče“ na přehledu her; až schránka zase funguje, může ji "
        "provozovatel služby znovu povolit (pbm undeliverable clear).",
    },
    "game_created_unmailed_started": {  # a game started at once: no invitation, no mail
        "en": "Nothing is mailed to {name} ({email}): mail to that address {why} in an "
        "earlier game. Ask them for another address and put it on their seat with “Replace a "
        "player” on your dashboard, or they play on the game's page alone.",
        "cs": "Žádná pošta nechodí [dat: {name}]. Pošta na adresu {email} {why} už v "
        "dřívější hře. Zeptej se na jinou adresu a dej ji na to místo tlačítkem „Vyměnit "
        "hráče“ na přehledu her, jinak může hrát jen na stránce hry.",
    },
    "unmailed_why_bounce": {"en": "bounced", "cs": "se vrátila jako nedoručitelná"},
    "unmailed_why_complaint": {"en": "was marked as spam by its reader",
                               "cs": "byla adresátem označena jako spam"},
    "unmailed_why_refused": {"en": "was refused by the receiving server",
                             "cs": "byla odmítnuta serverem příjemce"},
    "game_created_dashboard": {
        "en": "From your dashboard (the link below) you can follow all your games, pause, resume, "
        "replace a player and export.",
        "cs": "Na přehledu her (odkaz níže) sleduješ všechny své hry a můžeš je pozastavit, "
        "obnovit, vyměnit hráče nebo exportovat.",
    },
    # what the organizer did, in the gender their name shows ("organizátorka pozastavila");
    # a name that does not say it, or none, keeps the generic "organizátor" (brief org54)
    "game_paused_intro": {
        "en": "The organizer has paused “{title}”. You will hear when it goes on.",
        "cs": "[sex {organizer}: organizátor pozastavil|organizátorka pozastavila|organizátor pozastavil] hru „{title}“. Dáme vědět, až bude pokračovat.",
    },
    # a pause with its end says the day it goes on, never a promise to tell beside it
    "game_paused_intro_until": {
        "en": "The organizer has paused “{title}”; it goes on by itself on {until}.",
        "cs": "[sex {organizer}: organizátor pozastavil|organizátorka pozastavila|organizátor pozastavil] hru „{title}“; sama bude pokračovat {until}.",
    },
    "game_resumed_intro": {
        "en": "“{title}” goes on.",
        "cs": "hra „{title}“ pokračuje.",
    },
    "game_abandoned_intro": {
        "en": "Nobody has played “{title}” for {n} [n: turn|turns] in a row: everyone's turns "
              "were the bot's. The game ends here, without a result.",
        "cs": "Hru „{title}“ už nikdo nehraje: robot odehrál za každého hráče {n} [n: tah|tahy|"
              "tahů] v řadě. Hra tu končí, bez výsledku.",
    },
    # the last person left a game bots alone would play on for ever (run.deserted); the Czech
    # verb agrees with „člověk“, whoever it was, so the name needs no case
    "game_deserted_intro": {
        "en": "The last person at the table of “{title}” has left: {name}. Only bots remain, "
              "and bots alone would play it on without end, so the game ends here, without a "
              "result.",
        "cs": "Ze hry „{title}“ odešel poslední člověk u stolu: {name}. Zůstali jen roboti, "
              "kteří by ji sami hráli donekonečna, a tak tu hra končí, bez výsledku.",
    },
    "game_deserted_intro_unnamed": {
        "en": "No person is left at the table of “{title}”, only bots, and bots alone would "
              "play it on without end, so the game ends here, without a result.",
        "cs": "U hry „{title}“ nezůstal žádný člověk, jen roboti, kteří by ji sami hráli "
              "donekonečna, a tak tu hra končí, bez výsledku.",
    },
    "game_cancelled_intro": {
        "en": "The organizer has cancelled “{title}”.",
        "cs": "[sex {organizer}: organizátor zrušil|organizátorka zrušila|organizátor zrušil] hru „{title}“.",
    },
    "subject_organizer_answer": {"en": "How your game stands — {title}",
                                 "cs": "Jak stojí tvoje hra — {title}"},
    "subject_organizer_answer_games": {"en": "How your games stand — {titles}",
                                       "cs": "Jak stojí tvoje hry — {titles}"},
    # to a mail that greets formally ("Dobrý den", vykání): answered in its register
    "subject_organizer_answer_formal": {"en": "How your game stands — {title}",
                                        "cs": "Jak stojí Vaše hra — {title}"},
    "subject_organizer_answer_games_formal": {"en": "How your games stand — {titles}",
                                              "cs": "Jak stojí Vaše hry — {titles}"},
    "seat_declined_intro": {
        "en": "{name} <{email}> declined the invitation to “{title}”.",
        "cs": "{name} <{email}> odmítá pozvánku do hry „{title}“.",
    },
    # a person erased since: named by the pseudonym alone, no placeholder address
    "seat_declined_intro_erased": {
        "en": "{name} declined the invitation to “{title}”.",
        "cs": "{name} odmítá pozvánku do hry „{title}“.",
    },
    "seat_declined_next": {
        "en": "What now: on your dashboard (the link below) invite someone else to the free "
              "seat with “Replace a player”, or cancel the game. The game starts once every "
              "seat has joined.",
        "cs": "Co teď: na přehledu her (odkaz níže) pozveš na uvolněné místo někoho jiného "
              "tlačítkem „Vyměnit hráče“, nebo hru zrušíš. Hra začne, až budou obsazená "
              "všechna místa.",
    },
    "start_failed_intro": {
        "en": "Everyone has joined “{title}”, but the game could not start: {reason}. It "
              "waits; create it again with other options, or cancel it.",
        "cs": "do hry „{title}“ se přihlásili všichni, ale hra nemohla začít: {reason}. Hra "
              "čeká; založ ji znovu s jinými volbami, nebo ji zruš.",
    },
    "seat_replaced_invited_intro": {
        "en": "The seat in “{title}” you were invited to now goes to {successor}: you need not "
              "answer the invitation any more.",
        "cs": "místo ve hře „{title}“, kam jsme tě zvali, teď přebírá {successor}: na pozvánku "
              "už odpovídat nemusíš.",
    },
    "seat_replaced_intro": {
        "en": "Your seat in “{title}” was handed over to {successor}. Thank you for playing.",
        "cs": "tvoje místo ve hře „{title}“ přebírá {successor}. Díky za hru.",
    },
    # the take-over mail (brief seat52: whose seat, which game, where it is, whose turn, the
    # board and how to reply; "hraješ ho od teď" read clumsily)
    "replacement_intro": {
        "en": "{organizer} has given you {holder}’s seat in “{title}” ({game}). The game goes "
        "on from where it is: {turn}.",
        "cs": "{organizer} ti předává místo [gen: {holder}] ve hře „{title}“ ({game}). Hra "
        "pokračuje tam, kde je: {turn}.",
    },
    "replacement_intro_unnamed": {
        "en": "You take over {holder}’s seat in “{title}” ({game}), organized by {address}. "
        "The game goes on from where it is: {turn}.",
        "cs": "přebíráš místo [gen: {holder}] ve hře „{title}“ ({game}), kterou pořádá "
        "{address}. Hra pokračuje tam, kde je: {turn}.",
    },
    # (a seat nobody held under a name of their own: an erased person's)
    "replacement_intro_seat": {
        "en": "{organizer} has given you a seat in “{title}” ({game}). The game goes on from "
        "where it is: {turn}.",
        "cs": "{organizer} ti předává místo ve hře „{title}“ ({game}). Hra pokračuje tam, "
        "kde je: {turn}.",
    },
    "replacement_how": {
        "en": "How to reply: when it is your turn, a mail brings you your options; reply to it "
        "with your move, in your own words or the option's number. If you cannot play, tell "
        "the organizer.",
        "cs": "Jak odpovědět: až budeš na tahu, přijde ti e-mail s tvými možnostmi; odpověz na "
        "něj svým tahem, vlastními slovy nebo číslem možnosti. Pokud hrát nemůžeš, dej vědět "
        "organizátorovi.",
    },
    "player_resigned_intro": {
        "en": "{name} has resigned from “{title}”.",
        "cs": "[sex {name}: {name} vzdal hru „{title}“.|{name} vzdala hru „{title}“.|"
              "{name}: hra „{title}“ vzdána.]",
    },
    "player_removed_intro": {
        "en": "The organizer has removed {name} from “{title}”.",
        "cs": "[sex {organizer}: organizátor vyřadil|organizátorka vyřadila|organizátor vyřadil] ze hry „{title}“ [acc: {name}].",
    },
    "player_erased_intro": {
        "en": "Player {number} left “{title}” (erased their data).",
        "cs": "hráč {number} odešel ze hry „{title}“ (vymazal své údaje).",
    },
    # the organizer's next step with a seat whose holder left a running game
    "seat_refill_open": {
        "en": "Until you give the seat to someone new, the service plays it. You can do that "
              "on your dashboard (the link below) with “Replace a player”.",
        "cs": "Dokud místo nepředáš někomu novému, hraje za něj služba. Předat ho můžeš na "
              "přehledu her (odkaz níže) tlačítkem „Vyměnit hráče“.",
    },
    "seat_refill_closed": {
        "en": "In {game} a player who has left stays out, so nobody can take the seat; the "
              "game goes on for the others and there is nothing for you to do.",
        "cs": "Ve hře {game} se hráč, který odešel, už nevrací, a jeho místo tak nikdo "
              "převzít nemůže; ostatní hrají dál a ty nemusíš nic dělat.",
    },
    "seat_erased_intro": {
        "en": "Player {number}, invited to “{title}”, erased their data and will not play.",
        "cs": "hráč {number}, pozvaný do hry „{title}“, vymazal své údaje a hrát nebude.",
    },
    "player_resigned_you_intro": {
        "en": "You have left the game “{title}”: your resignation is recorded.",
        "cs": "hru „{title}“ už nehraješ: vzdání je zaznamenané.",
    },
    "player_removed_you_intro": {
        "en": "The organizer has taken you out of “{title}”.",
        "cs": "[sex {organizer}: organizátor tě vyřadil|organizátorka tě vyřadila|organizátor tě vyřadil] ze hry „{title}“.",
    },
    # removed by the timing's remove_after: the reason, in words that need no gender
    "player_removed_missed_intro": {
        "en": "{name} is out of “{title}” after {n} missed [n: turn|turns] in a row.",
        "cs": "ze hry „{title}“ vypadává {name} po {n} [n: zmeškaném tahu|zmeškaných tazích|"
              "zmeškaných tazích] za sebou.",
    },
    "player_removed_missed_you_intro": {
        "en": "You are out of “{title}” after {n} missed [n: turn|turns] in a row.",
        "cs": "ze hry „{title}“ vypadáváš po {n} [n: zmeškaném tahu|zmeškaných tazích|"
              "zmeškaných tazích] za sebou.",
    },
    # boards
    "to_move": {"en": "To move: {player}", "cs": "Na tahu: {player}"},
    # time: reminders, missed turns, extensions, the timing policy
    # how much time is left first: the 24 h and the 4 h reminder are two different mails
    "subject_reminder": {"en": "Reminder: {left} for your move in {title} (deadline {deadline})",
                         "cs": "Připomínka: {left} na tah ve hře {title} (termín {deadline})"},
    "subject_reminder_undated": {"en": "Reminder: your move in {title}",
                                 "cs": "Připomínka: jsi na tahu ve hře {title}"},
    "reminder_intro": {
        "en": "A reminder: it is still your move in “{title}” ({turn}). The deadline is {deadline}: {left}.",
        "cs": "připomínáme, že ve hře „{title}“ jsi pořád na tahu ({turn}). Termín tahu je {deadline}, {left}.",
    },
    "subject_turn_missed": {"en": "The bot played your turn — {title}",
                            "cs": "Za tebe hrál robot — {title}"},
    "turn_missed_intro": {
        "en": "Your move in “{title}” did not come before the deadline.",
        "cs": "tvůj tah ve hře „{title}“ nepřišel do termínu.",
    },
    "turn_missed_autoplay": {
        "en": "So that the others need not wait, the game's bot played for you: {played}.",
        "cs": "Aby ostatní nemuseli čekat, zahrál za tebe robot: {played}.",
    },
    "turn_missed_away": {
        "en": "Going away? Reply AWAY with the first and the last day (AWAY 2026-12-20 "
        "2026-12-28) and your turns will wait for you.",
        "cs": "Chystáš se pryč? Odpověz NEPŘÍTOMEN s prvním a posledním dnem (NEPŘÍTOMEN "
        "20.12.2026 28.12.2026) a tvoje tahy na tebe počkají.",
    },
    "subject_turn_missed_absent": {"en": "The bot plays for you until you write — {title}",
                                   "cs": "Robot za tebe hraje, dokud se neozveš — {title}"},
    "turn_missed_absent": {
        "en": "That is {missed} turns in a row, so from now on the bot plays your turns for you "
        "and until you write the game sends you only a summary once a week and the end of the "
        "game. To play again yourself, reply BACK, or any move, whenever you like.",
        "cs": "[missed: Je to už {missed} zmeškaný tah|Jsou to už {missed} zmeškané tahy|Je to "
        "už {missed} zmeškaných tahů] za sebou, a tak odteď za tebe hraje "
        "robot, a než se ozveš, pošle ti hra jen jednou týdně souhrn a pak zprávu o konci hry. "
        "Chceš-li zase hrát za sebe, odpověz kdykoli ZPĚT nebo pošli jakýkoli tah.",
    },
    "turn_missed_next": {
        "en": "Your next turn comes by mail as usual. Going away? Reply AWAY with the first and "
        "the last day (AWAY 2026-12-20 2026-12-28) and your turns will wait for you.",
        "cs": "Další tah ti přijde e-mailem jako obvykle. Chystáš se pryč? Odpověz "
        "NEPŘÍTOMEN s prvním a posledním dnem (NEPŘÍTOMEN 20.12.2026 28.12.2026) a tvoje tahy "
        "na tebe počkají.",
    },
    # the same under away=autoplay: a declared absence does not hold the turns, the bot plays them
    "turn_missed_away_autoplay": {
        "en": "Going away? Reply AWAY with the first and the last day (AWAY 2026-12-20 "
        "2026-12-28) and meanwhile the bot plays your turns for you without waiting for the "
        "deadline.",
        "cs": "Chystáš se pryč? Odpověz NEPŘÍTOMEN s prvním a posledním dnem (NEPŘÍTOMEN "
        "20.12.2026 28.12.2026) a robot za tebe mezitím odehraje tahy hned, bez čekání na termín.",
    },
    "turn_missed_next_autoplay": {
        "en": "Your next turn comes by mail as usual. Going away? Reply AWAY with the first and "
        "the last day (AWAY 2026-12-20 2026-12-28) and meanwhile the bot plays your turns for "
        "you without waiting for the deadline.",
        "cs": "Další tah ti přijde e-mailem jako obvykle. Chystáš se pryč? Odpověz "
        "NEPŘÍTOMEN s prvním a posledním dnem (NEPŘÍTOMEN 20.12.2026 28.12.2026) a robot za "
        "tebe mezitím odehraje tahy hned, bez čekání na termín.",
    },
    # remove_after: the bot plays a missed turn only until the player is out
    "turn_missed_out_after": {
        "en": "[left: One more missed turn|{left} more missed turns] in a row and you are out "
        "of the game.",
        "cs": "[left: Ještě {left} zmeškaný tah|Ještě {left} zmeškané tahy|Ještě {left} "
        "zmeškaných tahů] za sebou a hra tě vyřadí.",
    },
    "subject_deadline_missed": {"en": "{name} missed the deadline — {title}",
                                "cs": "{name}: zmeškaný termín — {title}"},
    "deadline_missed_intro": {
        "en": "{name} did not move in “{title}” before the deadline ([missed: the first "
        "time|{missed} times in a row]).",
        "cs": "{name}: tah ve hře „{title}“ nepřišel do termínu ([missed: poprvé|už {missed}× "
        "za sebou|už {missed}× za sebou]).",
    },
    "deadline_missed_wait": {
        "en": "The game waits. From your dashboard you can extend the deadline, replace the "
        "player or take them out.",
        "cs": "Hra čeká. V přehledu her můžeš termín prodloužit, hráče nahradit nebo vyřadit.",
    },
    "deadline_missed_pause": {
        "en": "The game is paused; resume it from your dashboard when you are ready.",
        "cs": "Hra je pozastavená; až budeš chtít, spusť ji znovu v přehledu her.",
    },
    "subject_deadline_missed_all_away": {"en": "The bot plays for every player — {title}",
                                         "cs": "Za všechny hráče hraje robot — {title}"},
    "deadline_missed_all_away": {
        "en": "Now the bot plays for every player of the game: none of them has played their "
        "last turns. The game goes on by itself, and if nobody writes, it ends "
        "without a result. From your dashboard you can pause or cancel it, or give the seats "
        "to someone else; a player who writes plays again.",
        "cs": "Teď za všechny hráče hraje robot: nikdo z nich svoje poslední tahy nezahrál. "
        "Hra tak běží sama, a když se nikdo neozve, skončí bez výsledku. V přehledu her "
        "ji můžeš pozastavit nebo zrušit, případně místa předat jiným hráčům; kdo se ozve, "
        "hraje zase sám.",
    },
    "deadline_missed_remove": {
        "en": "As the game's timing policy says, the player is out of the game now.",
        "cs": "Podle pravidel hry pro zmeškané tahy je hráč teď ze hry vyřazen.",
    },
    "subject_deadline_extended": {"en": "More time: your deadline is {deadline} — {title}",
                                  "cs": "Víc času: termín tahu je {deadline} — {title}"},
    "subject_deadline_extended_undated": {"en": "More time for your move — {title}",
                                          "cs": "Víc času na tah — {title}"},
    "deadline_extended_intro": {
        "en": "The organizer has given you more time in “{title}”: the new deadline is {deadline}.",
        "cs": "[sex {organizer}: organizátor ti|organizátorka ti|organizátor ti] ve hře „{title}“ [sex {organizer}: prodloužil|prodloužila|prodloužil] termín: nový termín tahu je {deadline}.",
    },
    "subject_mail_failed": {"en": "A mail could not be made — {title}",
                            "cs": "E-mail nešel sestavit — {title}"},
    "mail_failed_intro": {
        "en": "A mail of “{title}” to {email} ({kind}) could not be made and was not sent; it "
        "will not be tried again. If it keeps happening, please tell whoever runs this service.",
        "cs": "e-mail hry „{title}“ pro {email} ({kind}) nešel sestavit, a tak nebyl odeslán; "
        "znovu se už posílat nebude. Pokud se to opakuje, dej prosím vědět provozovateli služby.",
    },
    "subject_settings_changed": {"en": "Your settings — {title}",
                                 "cs": "Tvoje nastavení — {title}"},
    "subject_timing_changed": {"en": "New time rules — {title}", "cs": "Nová pravidla času — {title}"},
    # one mail per turn (issue 12): lines skipped, resigning confirmed, joining confirmed
    "subject_lines_skipped": {"en": "Lines skipped — {title}", "cs": "Přeskočené řádky — {title}"},
    # ... and nothing played while the game still waits for the reader: they write again
    "subject_lines_skipped_open": {"en": "Not played, please write your move again — {title}",
                                   "cs": "Nezahráno, napiš prosím tah znovu — {title}"},
    "subject_resign_confirm": {"en": "Confirm resigning — {title}",
                               "cs": "Potvrď vzdání hry — {title}"},
    "subject_joined": {"en": "You are in — {title}", "cs": "Jsi ve hře — {title}"},
    "subject_joined_waiting": {"en": "The game waits for players — {title}",
                               "cs": "Hra čeká na hráče — {title}"},
    "subject_joined_invited": {"en": "Your invitation: how to join — {title}",
                               "cs": "Tvoje pozvánka: jak se připojit — {title}"},
    "subject_timing_changed_yours": {"en": "New time rules for your move — {title}",
                                     "cs": "Nová pravidla času pro tvůj tah — {title}"},
    "timing_kept": {
        "en": "Your move keeps the deadline you were given; the new rules apply from your "
              "next turn.",
        "cs": "Tvůj rozehraný tah si ponechává dosavadní termín; nová pravidla platí od "
              "dalšího tahu.",
    },
    "timing_changed_intro": {
        "en": "The organizer has changed the time rules of “{title}”:",
        "cs": "[sex {organizer}: organizátor změnil|organizátorka změnila|organizátor změnil] pravidla času ve hře „{title}“:",
    },
    "game_paused_missed": {
        "en": "{name} missed a deadline, so “{title}” is paused until the organizer resumes it.",
        "cs": "{name}: tah nepřišel do termínu, a tak je hra „{title}“ pozastavená, dokud ji "
        "[sex {organizer}: organizátor|organizátorka|organizátor] znovu nespustí.",
    },
    "game_paused_until": {"en": "It goes on by itself on {until}.",
                          "cs": "Sama bude pokračovat {until}."},
    "timing_deadline": {"en": "{hours} [hours: hour|hours] for a move", "cs": "na tah máš {hours} h"},
    # the organizer's page: the same rules said of the players, not to "you"
    "timing_deadline_players": {"en": "players have {hours} [hours: hour|hours] for a move",
                                "cs": "hráči mají na tah {hours} h"},
    "timing_no_deadline": {"en": "no deadline for moves", "cs": "tahy nemají termín"},
    "timing_weekends_skip": {"en": "weekends do not count", "cs": "víkendy se nepočítají"},
    "timing_grace": {"en": "{hours} [hours: hour|hours] of grace after the deadline",
                     "cs": "po termínu ještě {hours} h strpení"},
    "timing_reminders": {"en": "reminders {hours} [hours: hour|hours] before the deadline",
                         "cs": "připomínka {hours} h před termínem"},
    "timing_missed_wait": {"en": "a missed turn: the game waits and the organizer is told",
                           "cs": "zmeškaný tah: hra počká a organizátor dostane zprávu"},
    "timing_missed_autoplay": {"en": "a missed turn: the game's bot plays it",
                               "cs": "zmeškaný tah: zahraje ho robot"},
    "timing_missed_pause": {"en": "a missed turn: the game pauses",
                            "cs": "zmeškaný tah: hra se pozastaví"},
    "timing_missed_remove": {"en": "a missed turn: the player is out",
                             "cs": "zmeškaný tah: hráč je vyřazen"},
    "timing_remove_after": {"en": "out after {n} missed [n: turn|turns] in a row",
                            "cs": "po {n} [n: zmeškaném tahu|zmeškaných tazích|zmeškaných "
                                  "tazích] za sebou vyřazení"},
    "timing_away": {"en": "absences: up to {days} [days: day|days]; your turns wait for you",
                    "cs": "nepřítomnost: až {days} [days: den|dny|dní]; tahy na tebe počkají"},
    "timing_away_autoplay": {"en": "absences: up to {days} [days: day|days]; the bot plays for "
                                   "you",
                             "cs": "nepřítomnost: až {days} [days: den|dny|dní]; za tebe hraje "
                                   "robot"},
    # to a player away now: what happens to their turns until they are back (issue 42: "a
    # missed turn: the game waits" to a player the bot plays for)
    "timing_you_away": {"en": "you are away until {until}: your turns wait for you",
                        "cs": "jsi pryč do {until}: tahy na tebe počkají"},
    "timing_you_away_autoplay": {"en": "you are away until {until}: the bot plays your turns",
                                 "cs": "jsi pryč do {until}: tvoje tahy hraje robot"},
    "timing_away_players": {"en": "absences: up to {days} [days: day|days]; the turns wait "
                                  "for the absent",
                            "cs": "nepřítomnost: až {days} [days: den|dny|dní]; tahy na hráče "
                                  "počkají"},
    "timing_away_autoplay_players": {"en": "absences: up to {days} [days: day|days]; the bot "
                                           "plays for the absent",
                                     "cs": "nepřítomnost: až {days} [days: den|dny|dní]; za "
                                           "nepřítomné hraje robot"},
    "timing_zone": {"en": "time zone {zone}", "cs": "časové pásmo {zone}"},
    # table talk (press)
    "talk_heading": {"en": "Table talk", "cs": "Zprávy ze stolu"},
    # a text that named an erased person (no gendered Czech form: "jednoho z hráčů")
    "talk_erased": {"en": "(deleted with a player's erased data)",
                    "cs": "(smazáno s vymazanými údaji jednoho z hráčů)"},
    "talk_public": {"en": "{name} to everyone ({at}):", "cs": "{name} všem ({at}):"},
    "talk_private": {"en": "{name} to you only ({at}):", "cs": "{name} jen tobě ({at}):"},
    # a mail short of room: the heading says how many messages only the game page shows
    "talk_left": {"en": "Table talk ({n} earlier [n: message is|messages are] on your game "
                        "page):",
                  "cs": "Zprávy ze stolu ({n} [n: starší zpráva je|starší zprávy jsou|starších "
                        "zpráv je] na tvé stránce hry):"},
    "talk_all_left": {"en": "Table talk: {n} new [n: message is|messages are] on your game page.",
                      "cs": "Zprávy ze stolu: {n} [n: nová zpráva je|nové zprávy jsou|nových "
                            "zpráv je] na tvé stránce hry."},
    "talk_howto": {
        "en": "Reply with SAY text (to everyone) or SAY Name: text (to one player); PRESS EACH "
              "mails you every message at once.",
        "cs": "Odpověz ŘEKNI text (všem) nebo ŘEKNI Jméno: text (jednomu hráči); ZPRÁVY HNED "
              "ti pošle každou zprávu hned.",
    },
    # the same once the game is over: its talk goes on, nothing else to set
    "talk_howto_over": {
        "en": "Reply with SAY text (to everyone) or SAY Name: text (to one player).",
        "cs": "Odpověz ŘEKNI text (všem) nebo ŘEKNI Jméno: text (jednomu hráči).",
    },
    "press_intro": {"en": "A new message at the table of “{title}”.",
                    "cs": "Nová zpráva u stolu hry „{title}“."},
    "subject_press": {"en": "A message from {name} — {title}",
                      "cs": "Zpráva od [gen: {name}] — {title}"},
    "subject_press_sent": {"en": "Your message — {title}", "cs": "Tvoje zpráva — {title}"},
    "subject_after_end": {"en": "The game is over — {title}", "cs": "Hra skončila — {title}"},
    # said to an invitee in the paragraph about the game (a paragraph of its own read as
    # out of context): what writing to the others is like at this table
    "talk_policy_all": {"en": "At the table you can write to the other players: to everyone or "
                              "to one of them.",
                        "cs": "U stolu si můžeš s ostatními hráči psát: se všemi naráz, nebo "
                              "jen s jedním z nich."},
    "talk_policy_public": {"en": "At the table you can write to the other players, to all of "
                                 "them at once.",
                           "cs": "U stolu si můžeš s ostatními hráči psát, ale jen se všemi "
                                 "naráz."},
    "talk_policy_none": {"en": "Writing to the other players is switched off in this game.",
                         "cs": "Psaní zpráv ostatním hráčům je v této hře vypnuté."},
    "talk_private_organizer": {"en": "The organizer can read private messages.",
                               "cs": "Soukromé zprávy může číst i organizátor."},
    "talk_private_only": {"en": "Private messages are read only by their sender and recipient.",
                          "cs": "Soukromé zprávy čte jen odesílatel a adresát."},
    # the player's home (issue 13): MY GAMES and the sign-in mail
    "subject_my_games": {"en": "Your games — {title}", "cs": "Tvoje hry — {title}"},
    "subject_sign_in": {"en": "Your games: a link to sign in",
                        "cs": "Tvoje hry: odkaz k přihlášení"},
    "my_games_title": {"en": "Your games", "cs": "Tvoje hry"},
    "my_games_intro": {"en": "Your games:", "cs": "Tvoje hry:"},
    "my_games_none": {"en": "You hold no seat in any game now.",
                      "cs": "Teď nesedíš u žádné hry."},
    "my_games_link": {
        "en": "All your games on one page (the link works once, within an hour): {url}",
        "cs": "Všechny tvoje hry na jedné stránce (odkaz platí jednou a jen hodinu): {url}"},
    "my_games_link_label": {"en": "Open the page of your games",
                            "cs": "Otevřít stránku tvých her"},
    "my_games_link_note": {"en": "The link works once, within an hour.",
                           "cs": "Odkaz platí jednou a jen hodinu."},
    "my_games_no_link": {
        "en": "No new link this time: you asked for several within the hour. The link of "
              "the previous mail still works.",
        "cs": "Tentokrát bez nového odkazu: za poslední hodinu už jich odešlo několik. Odkaz "
              "z předchozího e-mailu pořád platí."},
    "my_games_asked": {
        "en": "Someone asked for a link to your games, we hope it was you. If not, just "
              "ignore this mail: nothing happens without the link.",
        "cs": "Někdo požádal o odkaz na tvoje hry, doufáme, že ty. Pokud ne, tento e-mail "
              "prostě ignoruj: bez odkazu se nic nestane."},
    "my_games_your_turn": {"en": "your move, deadline {deadline}",
                           "cs": "jsi na tahu, termín {deadline}"},
    "my_games_your_turn_undated": {"en": "your move", "cs": "jsi na tahu"},
    "my_games_waiting_for": {"en": "{name} to move",
                             "cs": "na tahu [count: je|jsou|jsou] {name}"},
    "my_games_waiting": {"en": "waiting for players", "cs": "čeká na hráče"},
    "my_games_paused": {"en": "paused", "cs": "pozastavena"},
    "my_games_finished": {"en": "over", "cs": "skončila"},
    # a game that is over was won: the past tense, in the winner's gender, or a noun that
    # needs none (never "skončila, vyhrává Jana" as if it still went on; issue 42)
    "my_games_won_by": {"en": "over, {name} won",
                        "cs": "skončila, [sex {name}: vyhrál {name}|vyhrála {name}|vítězství: "
                              "{name}]"},
    "my_games_won_together": {"en": "over, {names} won together",
                              "cs": "skončila, společné vítězství: {names}"},
    "my_games_you_won": {"en": "over, you won",
                         "cs": "skončila, [sex {name}: vyhrál jsi|vyhrála jsi|vítězství je "
                               "tvoje]"},
    "my_games_you_won_with": {"en": "over, you and {names} won together",
                              "cs": "skončila, společné vítězství: ty a {names}"},
    "my_games_draw": {"en": "over, a draw between {names}", "cs": "skončila remízou: {names}"},
    "my_games_draw_you": {"en": "over, a draw between you and {names}",
                          "cs": "skončila remízou: ty a {names}"},
    "my_games_cancelled": {"en": "cancelled", "cs": "zrušena"},
    "my_games_left": {"en": "you have left it", "cs": "už ji nehraješ"},
    # tournaments: the standings after each round
    "subject_tournament_round": {"en": "Tournament standings — {title}",
                                 "cs": "Pořadí turnaje — {title}"},
    "tournament_round_intro": {"en": "Round {round} of {rounds} of the tournament {name} is over.",
                               "cs": "Turnaj {name}: skončilo {round}. kolo z {rounds}."},
    "tournament_final_intro": {"en": "The last round of the tournament {name} is over: these "
                                     "are the final standings.",
                               "cs": "Poslední kolo turnaje {name} skončilo. Tady je konečné "
                                     "pořadí."},
    "tournament_your_place": {"en": "You are in [nth: {place}] place with {points} [points: point|points].",
                              "cs": "Jsi na [nth: {place}] místě, body: {points}."},
    "tournament_next_round": {"en": "The next round starts when every game of this one has "
                                    "ended; a new mail will bring your table.",
                              "cs": "Další kolo začne, jakmile skončí všechny hry tohoto kola; "
                                    "ke kterému stolu si sedneš, ti přijde poštou."},
    "tournament_next_round_at": {"en": "The next round starts on {date} at the earliest; a new "
                                       "mail will bring your table.",
                                 "cs": "Další kolo začne nejdřív {date}; ke kterému stolu si "
                                       "sedneš, ti přijde poštou."},
    "tournament_columns": {"en": "Place|Player|Points|Wins|Games",
                           "cs": "Místo|Hráč|Body|Výhry|Hry"},
    "tournament_tie_breaks": {"en": "Equal points: more wins first, then more opponents beaten.",
                              "cs": "Při rovnosti bodů rozhoduje víc výher, pak víc poražených "
                                    "soupeřů."},
}


# The organizer's mails in vykání, for one who writes formally ("Dobrý den, prosím Vás …"): the
# Czech of each text that speaks to its reader; English has no register and stays the same.
# A text said to nobody in particular ("hra „…“ začala") needs none.
_FORMAL_CS: dict[str, str] = {
    "greeting_unnamed": "Dobrý den,",
    "subject_game_created": "Vaše hra byla založena — {title}",
    "subject_start_failed": "Vaše hra nemohla začít — {title}",
    "game_created_invited": "Vaše hra „{title}“ ({game}) byla založena. [n: Pozvánku má|"
                            "Pozvánky mají|Pozvánky mají] {players}; hra začne, [n: až ji "
                            "přijme|až pozvánky přijmou|až pozvánky přijmou].",
    "game_created_invited_untitled": "Vaše hra „{title}“ byla založena. [n: Pozvánku má|"
                                     "Pozvánky mají|Pozvánky mají] {players}; hra začne, [n: "
                                     "až ji přijme|až pozvánky přijmou|až pozvánky "
                                     "přijmou].",
    "game_created_started_folded": "Vaše hra „{title}“ byla založena.",
    "game_created_started": "Vaše hra „{title}“ ({game}) byla založena a už běží. Hráči: "
                            "{players}.",
    "game_created_started_untitled": "Vaše hra „{title}“ byla založena a už běží. Hráči: "
                                     "{players}.",
    "game_created_you_play": "Hrajete v ní i Vy; své místo potvrzovat nemusíte.",
    "game_created_unmailed": "Nedošla pozvánka pro [acc: {name}]. Pošta na adresu {email} "
                             "{why} už v dřívější hře, a tak tam nic nechodí. Zeptejte se "
                             "prosím na jinou adresu a dejte ji na to místo tlačítkem „Vyměnit "
                             "hráče“ na přehledu her; až schránka zase funguje, může ji "
                             "provozovatel služby znovu povolit (pbm undeliverable clear).",
    "game_created_unmailed_started": "Žádná pošta nechodí [dat: {name}]. Pošta na adresu "
                                     "{email} {why} už v dřívější hře. Zeptejte se prosím na "
                                     "jinou adresu a dejte ji na to místo tlačítkem „Vyměnit "
                                     "hráče“ na přehledu her, jinak může hrát jen na stránce "
                                     "hry.",
    "game_created_dashboard": "Na přehledu her (odkaz níže) sledujete všechny své hry a můžete "
                              "je pozastavit, obnovit, vyměnit hráče nebo exportovat.",
    "game_created_dashboard_at": "Na přehledu her organizátora sledujete všechny své hry a "
                                 "můžete je pozastavit, obnovit, vyměnit hráče nebo "
                                 "exportovat: {url}",
    "seed_commitment": "Kostky určuje tajný klíč pevně daný už před hrou; podle tohoto otisku "
                       "si na konci ověříte, že ho nikdo nezměnil: {commitment}",
    "seed_commitment_nobots": "Pořadí u stolu určuje tajný klíč pevně daný už před hrou; "
                              "podle tohoto otisku si na konci ověříte, že ho nikdo "
                              "nezměnil: {commitment}",
    "seed_commitment_nodice": "Pořadí a volby robotů určuje tajný klíč pevně daný už před "
                              "hrou; podle tohoto otisku si na konci ověříte, že ho nikdo "
                              "nezměnil: {commitment}",
    "seed_revealed_nobots": "Tajný klíč hry (určil pořadí u stolu), teď odhalený: {seed}; "
                            "odpovídá otisku z Vašeho prvního e-mailu hry.",
    "seed_revealed_nodice": "Tajný klíč hry (určil pořadí a volby robotů), teď odhalený: "
                            "{seed}; odpovídá otisku z Vašeho prvního e-mailu hry.",
    "seat_declined_next": "Co teď: na přehledu her (odkaz níže) pozvete na uvolněné místo "
                          "někoho jiného tlačítkem „Vyměnit hráče“, nebo hru zrušíte. Hra "
                          "začne, až budou obsazená všechna místa.",
    "seat_refill_open": "Dokud místo nepředáte někomu novému, hraje za něj služba. Předat ho "
                        "můžete na přehledu her (odkaz níže) tlačítkem „Vyměnit hráče“.",
    "seat_refill_closed": "Ve hře {game} se hráč, který odešel, už nevrací, a jeho místo tak "
                          "nikdo převzít nemůže; ostatní hrají dál a Vy nemusíte nic dělat.",
    "start_failed_intro": "do hry „{title}“ se přihlásili všichni, ale hra nemohla začít: "
                          "{reason}. Hra čeká; založte ji prosím znovu s jinými volbami, nebo "
                          "ji zrušte.",
    "deadline_missed_wait": "Hra čeká. V přehledu her můžete termín prodloužit, hráče nahradit "
                            "nebo vyřadit.",
    "deadline_missed_pause": "Hra je pozastavená; až budete chtít, spusťte ji znovu v přehledu "
                             "her.",
    "deadline_missed_all_away": "Teď za všechny hráče hraje robot: nikdo z nich svoje "
                                "poslední tahy nezahrál. Hra tak běží sama, a když se nikdo "
                                "neozve, skončí bez výsledku. V přehledu her ji můžete "
                                "pozastavit nebo zrušit, případně místa předat jiným hráčům; "
                                "kdo se ozve, hraje zase sám.",
    "address_undeliverable_intro": "pošta pro {email} ({name}) ve hře „{title}“ se nedá "
                                   "doručit ({reason}); další e-maily tam nepůjdou. Jeho místo "
                                   "můžete předat někomu jinému tlačítkem „Vyměnit hráče“ na "
                                   "přehledu her (odkaz níže).",
    "mail_failed_intro": "e-mail hry „{title}“ pro {email} ({kind}) nešel sestavit, a tak "
                         "nebyl odeslán; znovu se už posílat nebude. Pokud se to opakuje, "
                         "dejte prosím vědět provozovateli služby.",
    "talk_howto": "Odpovězte ŘEKNI text (všem) nebo ŘEKNI Jméno: text (jednomu hráči); "
                  "ZPRÁVY HNED Vám pošle každou zprávu hned.",
    "talk_howto_over": "Odpovězte ŘEKNI text (všem) nebo ŘEKNI Jméno: text (jednomu hráči).",
}
_TEXTS.update({f"{key}_formal": {**_TEXTS[key], "cs": czech}
               for key, czech in _FORMAL_CS.items() if f"{key}_formal" not in _TEXTS})

MAIL = Catalogue("mail", _TEXTS)
FORMAL_SUFFIX = "_formal"  # a text's version in vykání (see translator)
say = MAIL.say


def translator(lang: str, own: Catalogue | None = None, formal: bool = False
               ) -> Callable[..., str]:
    """`say` bound to `lang`, as the templates' `t`; a game's `own` texts first, if any; in
    the `formal` register (vykání: a mail to an organizer who writes so) a text's "_formal"
    version wherever it has one, so one mail never mixes "Vaše hra" and "můžeš"."""

    def t(key: str, **values: object) -> str:
        if formal and not key.endswith(FORMAL_SUFFIX) and key + FORMAL_SUFFIX in MAIL:
            key += FORMAL_SUFFIX
        if own is not None and key in own:
            return own.say(lang, key, **values)
        return say(lang, key, **values)

    return t


def timing_lines(timing: Mapping[str, Any], lang: str, players: bool = False,
                 away_until: str | None = None) -> list[str]:
    """The timing policy (Timing.to_dict) as short lines a player reads (`players`: said of
    the players, for the organizer who may not play); to a player away until the day
    `away_until`, what happens to their turns meanwhile instead of to a missed turn."""
    hours = timing.get("deadline_hours") or 0
    said = "_players" if players else ""
    lines = [say(lang, f"timing_deadline{said}", hours=hours) if hours
             else say(lang, "timing_no_deadline")]
    if hours:
        if timing.get("weekends") == "skip":
            lines.append(say(lang, "timing_weekends_skip"))
        if timing.get("grace_hours"):
            lines.append(say(lang, "timing_grace", hours=timing["grace_hours"]))
        reminders = list(timing.get("reminder_hours") or [])
        if reminders:
            lines.append(say(lang, "timing_reminders",
                             hours=listing(lang, [str(h) for h in reminders])))
        if away_until is None:  # (an away player misses no turn: see below)
            lines.append(say(lang, f"timing_missed_{timing.get('missed_turn', 'wait')}"))
        if timing.get("remove_after"):
            lines.append(say(lang, "timing_remove_after", n=timing["remove_after"]))
    away = "timing_away_autoplay" if timing.get("away") == "autoplay" else "timing_away"
    if away_until is not None:  # the reader is away: what happens to them, first
        lines.insert(0, say(lang, f"timing_you_{away.removeprefix('timing_')}",
                            until=away_until))
    else:
        lines.append(say(lang, away + said, days=timing.get("away_days", 14)))
    lines.append(say(lang, "timing_zone", zone=timing.get("timezone", "")))
    return lines


def subjects() -> list[str]:
    """Every subject our mails are made from, in every language (a template's text): the
    mail's and those of the games' own mails (their announced events)."""
    import rules  # noqa: PLC0415 - the games' words load with the first subject asked for
    from functions.render import games  # noqa: PLC0415

    own = [words.texts for words in (games.of(game_id).WORDS for game_id in rules.games())
           if words is not None]
    return [text for texts in (_TEXTS, *own) for key, forms in texts.items()
            if key.startswith("subject_") for text in forms.values()]
