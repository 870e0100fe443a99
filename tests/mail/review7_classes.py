"""Review 7's classes of misreads (issue 41): members built for this project as players and
their clients write them; a third of every class is kept aside outside the repository and only
measured (bench/RESULTS.md, replies section)."""

from __future__ import annotations

CLASSES = {
    "answer_beside": "a yes or no beside an explicit answer to an offer is part of that answer "
                     "in any mail (the turn mail too), never the waiting purchase's answer",
    "our_subject": "a reply's subject made of ours (any client's Re:/Odp:/AW:/Fwd: prefixes, a "
                   "subject we sent or the game's title, even one made of game words) is never "
                   "read as a move",
    "own_subject": "a subject in the player's own words (after ours, or alone) is read as the "
                   "move when the body holds none",
    "chatter_only": "a mail of talk alone (no game word, no command's shape) gets the board "
                    "and 'nothing played', never 'unknown command' nor a suggestion",
    "hedged_invitation": "an invitation answered by its decisive clause (Počítej se mnou, jdu "
                         "do toho, count me in) with hedges around it; a real no stays a no, "
                         "unclear stays asked back",
    "greeted_offer": "'ti' / 'tobě' / 'you' of an offer under a greeting that names one "
                     "player is that player",
    "offer_remark": "the one open offer answered in a reply to its mail with a name called or "
                    "a remark beside the yes or no ('Platí, Ann, je tvoje.')",
    "unread_try": "a mail whose one sentence holds a command word and a name of the game, "
                  "read as no move, is answered with why and how to write it, never passed "
                  "over as talk (review 7 after rep9: 'Do Hradce Králové jde malá.' got the "
                  "board and 'nothing readable')",
    "cannot_refuse": "a command verb under a verb saying it cannot be done ('To se nedá "
                     "odmítnout, přijímám 1') is no command: the offer is accepted, never "
                     "declined (review 8: a misplay)",
    "debt_sentence": "a sale inside a sentence of dismay, the field pointed at (ten, tu, that), "
                     "a relative clause after it, in a debt",
}
# (the line, the same move alone, the seat's language): WesternPoly, a purchase waits and
# another player's offer 1 is open; the reply answers the turn mail
ANSWER_BESIDE = [
    ('Páni, tak to beru! Přijímám 1.', 'přijímám 1', 'cs'),
    ('Ne, díky. Odmítám 1.', 'odmítám 1', 'cs'),
    ('Ano, přijímám nabídku č. 1', 'přijímám 1', 'cs'),
    ('Ne, děkuji. Nabídku 1 odmítám.', 'odmítám 1', 'cs'),
    ('Ok\nprijimam 1', 'přijímám 1', 'cs'),
    ('Yes! Accept 1.', 'accept 1', 'en'),
    ('👍 přijímám 1', 'přijímám 1', 'cs'),
    ('Jasně, beru.\nPřijímám 1', 'přijímám 1', 'cs'),
    ('Beru to! Přijímám 1.\nkoupit', 'přijímám 1\nkoupit', 'cs'),
    ('Ne, díky, odmítám 1. A kupuju.', 'odmítám 1\nkoupit', 'cs'),
    ('Jo, 1 přijímám', 'přijímám 1', 'cs'),
    ('Ano. Přijímám 1. Nekupuji.', 'přijímám 1\nnekupovat', 'cs'),
    ('Ne ne ne. Odmitam 1', 'odmítám 1', 'cs'),
    ('Jasně! Nabídku 1 beru.', 'přijímám 1', 'cs'),
]
# (game, seat's language, the game's title, the reply's subject, the body): no move
OUR_SUBJECT = [
    ('westernpoly', 'cs', 'Zlatá horečka', 'Re: {subject}', 'Ahoj, díky!'),
    ('westernpoly', 'cs', 'Kurz střelby 2027', 'RE: {subject}', 'Díky všem!'),
    ('1926', 'cs', 'Praha 2027', 'AW: {subject}', ''),
    ('1926', 'cs', 'Velká koalice', 'Fwd: {subject}', 'Ahoj, díky!'),
    ('goofspiel', 'cs', 'Srdcová sedma', 'Re[2]: {subject}', 'Jsem tu, co jsem zmeškala?'),
    ('goofspiel', 'cs', 'Dvanáctka', 'Odp.: Re: {subject}', ''),
    ('1926', 'cs', 'Hoď a jeď', 'Re: {title}', 'Díky všem!'),
    ('westernpoly', 'cs', 'Zpátky ve hře', 'SV: {subject}', 'Jsem tu, co jsem zmeškala?'),
    ('1926', 'en', 'Large Praha', 'VS: {subject}', 'Thanks, all!'),
    ('goofspiel', 'en', 'Bid 13', 'Re:{subject}', 'Hi, got it.'),
    ('westernpoly', 'cs', 'Zlatá horečka', 'Re: {subject}', ''),
    ('westernpoly', 'cs', 'Kurz střelby 2027', 'RE: {subject}', 'Ahoj, díky!'),
    ('1926', 'cs', 'Praha 2027', 'AW: {subject}', 'Jsem tu, co jsem zmeškala?'),
    ('1926', 'cs', 'Velká koalice', 'Fwd: {subject}', ''),
    ('goofspiel', 'cs', 'Srdcová sedma', 'Re[2]: {subject}', 'Díky všem!'),
    ('goofspiel', 'cs', 'Dvanáctka', 'Odp.: Re: {subject}', 'Jsem tu, co jsem zmeškala?'),
    ('1926', 'cs', 'Hoď a jeď', 'Re: {title}', 'Ahoj, díky!'),
    ('westernpoly', 'cs', 'Zpátky ve hře', 'SV: {subject}', 'Díky všem!'),
    ('1926', 'en', 'Large Praha', 'VS: {subject}', 'Cheers'),
    ('goofspiel', 'en', 'Bid 13', 'Re:{subject}', 'Thanks, all!'),
]
# (game, language, title, subject, the move it holds): the body empty
OWN_SUBJECT = [
    ('goofspiel', 'cs', 'Eso', 'Re: {subject} - přihazuji 6', 'přihazuji 6'),
    ('westernpoly', 'cs', 'Zlatá horečka', 'Re: {subject} – koupit', 'koupit'),
    ('1926', 'en', 'Praha 2027', 'large Praha', 'large Praha'),
]
# (game, seat's language, the body): a mail of talk alone
CHATTER_ONLY = [
    ('westernpoly', 'cs', 'Jsem zpátky.'),
    ('1926', 'cs', 'Byl jsem na horách.'),
    ('westernpoly', 'cs', 'To byla jízda, co?'),
    ('1926', 'cs', 'Sorry, dneska nestíhám.'),
    ('westernpoly', 'cs', 'Bylo to napínavé až do konce.'),
    ('1926', 'cs', 'Omlouvám se, byl jsem nemocný.'),
    ('westernpoly', 'cs', 'Už jsem tady.'),
    ('1926', 'cs', 'Dneska mám volno.'),
    ('westernpoly', 'cs', 'Hezká hra, díky moc.'),
    ('1926', 'cs', 'Mam se fajn, diky za optani.'),
    ('westernpoly', 'en', "I'm back."),
    ('1926', 'en', 'Was away on holiday.'),
    ('westernpoly', 'en', 'Back from the mountains!'),
    ('1926', 'en', 'Sorry, busy week.'),
    ('westernpoly', 'en', 'Nice one, well played.'),
    ('1926', 'en', 'Just got home from work.'),
]
# (game, language, a sentence holding a command word and a game name that is no move)
UNREAD_TRY = [
    ('1926', 'cs', 'Velká bude letos Plzeň, uvidíte.'),
    ('1926', 'cs', 'Brno dostane ode mě malou, až na to přijde řada.'),
    ('1926', 'en', 'The big one should go to Brno eventually.'),
]
# (the reply to the offer mail, the same move alone): offer 1 is open to the player
CANNOT_REFUSE = [
    ('To se nedá odmítnout, přijímám 1', 'přijímám 1'),
    ('To se neda odmitnout, prijimam 1', 'přijímám 1'),
    ('Tohle nejde odmítnout. Přijímám 1.', 'přijímám 1'),
    ('Nelze odmítnout, beru: přijímám 1', 'přijímám 1'),
]
# (the line, the move): Tom in debt owns Chatrč U Hnědáka (1), Chatrč Pod Skálou (3),
# Nocležna U Kojota (6), Kaktusová pálenka (11), Vlak (12), Whisky Joe (14), Kurz střelby (15)
# (review 5's case 113 first: a long name before its verb)
DEBT_SENTENCE = [
    ('Musím prodat, tak Alkohol & Tabák Whisky Joe (14) prodávám. Škoda.', 'sell 14'),
    ('Musím prodat, tak Alkohol & Tabák Kaktusová pálenka prodávám. Škoda.', 'sell 11'),
    ('Sakra. Tak prodávám ten Kurz střelby, co mi zbyl.', 'sell 15'),
    ('Prodávám tu Chatrč Pod Skálou, co mám.', 'sell 3'),
    ('Sell that Vlak then, oh well.', 'sell 12'),
    ('No jo, prodávám ten Vlak.', 'sell 12'),
    ('Damn. Selling the Vlak, I guess.', 'sell 12'),
    ('Tak jo, prodat tu Chatrč U Hnědáka, bohužel.', 'sell 1'),
    ('Nedá se nic dělat, prodam ten vlak.', 'sell 12'),
    ('Bohužel, prodávám tu Chatrc pod Skalou.', 'sell 3'),
]
# (the reply to an invitation, what it says: join, decline or None: asked back)
HEDGED_INVITATION = [
    ('Nevím, jestli stihnu, ale zkusím to. Počítej se mnou.', 'join'),
    ('Nejsem si jistá časem, ale jdu do toho!', 'join'),
    ("Not sure I'll be quick, but count me in.", 'join'),
    ('Nevím, jestli to stihnu.', None),
    ('Možná budu pomalejší, ale počítejte se mnou.', 'join'),
    ("Count me in... actually no, I can't.", None),
    ('Nevim jestli to zvladnu, ale jdu do toho', 'join'),
    ('Sorry, not this time.', 'decline'),
    ('Počítej se mnou, ale asi to nestihnu.', None),
    ("Don't know if I'll have much time, but sign me up.", 'join'),
    ('Hmm, nevím nevím... ale jo, jdu do toho.', 'join'),
    ('Možná, ozvu se zítra.', None),
    ('Mozna nebudu hrat moc rychle, ale pocitejte se mnou.', 'join'),
    ('Jestli to nebude moc dlouhé, přidám se.', 'join'),
    ('Nejsem si jistý, ale zkusím to, hlásím se.', 'join'),
    ('Vielleicht etwas langsam, aber ich bin dabei.', 'join'),
]
# (the mail, the same offer named, the language): WesternPoly, the holder owns field 8, the
# others are Tomáš Dvořák and Lucie Malá
GREETED_OFFER = [
    ('Ahoj Tomasi,\nnabizim ti Modrou podkovu za 2500 dolaru', 'nabízím Tomášovi Modrou podkovu za 2500 dolarů', 'cs'),
    ('Lucie,\nDám ti Modrou podkovu za 1500 $', 'nabídka Lucii: dávám Modrou podkovu za 1500 $', 'cs'),
    ('Tomáši,\nnabídka pro tebe: dávám Modrou podkovu za 1800 $', 'nabídka Tomášovi: dávám Modrou podkovu za 1800 $', 'cs'),
    ('Hi Tomáš,\noffer you give 8 get $2000', 'offer Tomáš give 8 get $2000', 'en'),
    ('Nazdar Tomáši,\ndám ti Modrou podkovu za 2200 dolarů', 'nabídka Tomášovi: dávám Modrou podkovu za 2200 $', 'cs'),
    ('Dear Lucie,\noffer you give 8 get $1700', 'offer Lucie give 8 get $1700', 'en'),
]
# (the line, the answer alone, the language): a reply to the mail of Ann's offer 1, while
# the holder's purchase waits
OFFER_REMARK = [
    ('Platí, Ann, je tvoje.', 'přijímám 1', 'cs'),
    ('Díky za nabídku, ale ne.', 'odmítám 1', 'cs'),
    ('Ne, Ann, díky.', 'odmítám 1', 'cs'),
    ("Deal, Ann, it's yours.", 'accept 1', 'en'),
    ('Ok, Ann, je tvoje.', 'přijímám 1', 'cs'),
    ('Nope, Ann, thanks.', 'decline 1', 'en'),
]
