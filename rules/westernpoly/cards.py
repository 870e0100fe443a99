"""The Fortune (ŠTĚSTĚNA, movement) and Money (PRACHY) decks as data, in Czech and English.

Each card names one `action` the engine knows; the numbers it needs are data too. A card is one
of three origins: the original game's 14 + 14 (`classic`), the two quoted in the WesternPoly rules
(`western`), or designed here to fill the decks to 20 + 19 (`addition`).

Actions:
  back_steps  move `amount` fields back
  keep        the Get out of Jail card: kept until used (or traded)
  forward_to  forward to the nearest of `targets`
  back_to     back to the nearest of `targets`
  miss        miss `amount` turns
  jail        straight to Jail (no START bonus)
  pay / receive                 `amount` to / from the bank
  pay_per_star                  `amount` per ★ and `golden` per Golden on your properties
  collect_each                  `amount` from every other player
  pay_per_owned / receive_per_owned   `amount` per owned field of the chains `chains`
`start` says what a move does with the START bonus: never, always, or if_passed (passing START in
the card's direction; forward also counts landing on it).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.czech_names import by_gender
from rules.westernpoly.board import JAIL_FIELD, SHOP_CHAINS, TRAINERS, fields_of_chains

FORTUNE = "stestena"
MONEY = "prachy"
DECK_NAMES = {FORTUNE: {"cs": "ŠTĚSTĚNA", "en": "Fortune"},
              MONEY: {"cs": "PRACHY", "en": "Money"}}
"""The printed deck names in each language (the board's "Fortune card" and "Money card")."""

CLASSIC = "classic"
WESTERN = "western"
ADDITION = "addition"

NEVER, ALWAYS, IF_PASSED = "never", "always", "if_passed"


@dataclass(frozen=True, slots=True)
class Card:
    """One card: its id (`stestena-03`), effect and texts."""

    id: str
    action: str
    cs: str
    en: str
    origin: str = CLASSIC
    amount: int = 0
    golden: int = 0
    targets: tuple[int, ...] = ()
    chains: tuple[int, ...] = ()
    start: str = NEVER

    @property
    def deck(self) -> str:
        """The deck the card belongs to."""
        return self.id.split("-")[0]

    @property
    def addition(self) -> bool:
        """True for the cards designed here (not in the original nor quoted in the rules)."""
        return self.origin == ADDITION

    def text(self, lang: str, drawer: str = "") -> str:
        """The printed text in `lang`, its Czech past in the gender of the `drawer`'s name
        ("Prodala jsi stádo" to Jana), or in words that need no gender when the name does
        not say it ("Prodej stáda")."""
        return by_gender(self.cs, {"drawer": drawer}) if lang == "cs" else self.en

    def title(self, lang: str) -> str:
        """The card's name in a few words of the third person, for the other players: the
        printed text speaks to the one who drew it ("Jdi do VĚZENÍ")."""
        return TITLES[self.id][lang == "cs"]


_MONEY_FIELDS = (2, 17, 33)

FORTUNE_CARDS: tuple[Card, ...] = (
    Card("stestena-01", "back_steps", "Vrať se o 3 pole zpět.", "Go back 3 fields.", amount=3),
    Card("stestena-02", "keep",
         "Šerif ti dluží laskavost: zrušení VĚZENÍ. Kartu si ponech, dokud ji nepoužiješ.",
         "The sheriff owes you a favour: Get out of Jail. Keep this card until you use it."),
    Card("stestena-03", "forward_to",
         "Jdi na nejbližší KURZ STŘELBY. Přejdeš-li START, dostaneš 4 000 $.",
         "Go forward to the nearest shooting range. If you pass START, collect $4,000.",
         targets=TRAINERS, start=IF_PASSED),
    Card("stestena-04", "miss", "[sex {drawer}: Zlomil sis nohu|Zlomila sis nohu|Zlomená noha]: 2 kola stojíš.",
         "You broke your leg: miss 2 turns.", amount=2),
    Card("stestena-05", "jail", "Jdi do VĚZENÍ. Nedostaneš 4 000 $.",
         "Go to Jail. Do not collect $4,000."),
    Card("stestena-06", "back_to", "Jdi zpět na nejbližší pole PRACHY.",
         "Go back to the nearest Money card field.", targets=_MONEY_FIELDS),
    Card("stestena-07", "back_to",
         "Jeď zpět do Banky Železná pokladna na posledním poli hry. Dostaneš 4 000 $.",
         "Ride back to Bank Železná pokladna on the last field. Collect $4,000.",
         targets=(39,), start=ALWAYS),
    Card("stestena-08", "back_to",
         "Jdi zpět do VĚZENÍ. Přejdeš-li START, dostaneš 4 000 $.",
         "Go back to Jail. If you pass START, collect $4,000.",
         targets=(JAIL_FIELD,), start=IF_PASSED),
    Card("stestena-09", "back_to", "Jdi zpět na nejbližší pole PRACHY.",
         "Go back to the nearest Money card field.", targets=_MONEY_FIELDS),
    Card("stestena-10", "back_to", "Jdi zpět na START a dostaneš 4 000 $.",
         "Go back to START and collect $4,000.", targets=(0,), start=ALWAYS),
    Card("stestena-11", "back_to", "Jdi zpět na START. Nedostaneš 4 000 $.",
         "Go back to START. Do not collect $4,000.", targets=(0,)),
    Card("stestena-12", "miss", "Kůň ti utekl: 2 kola stojíš.",
         "Your horse ran away: miss 2 turns.", amount=2),
    Card("stestena-13", "miss", "[sex {drawer}: Prospal ses|Prospala ses|Spánek] v seníku: 1 kolo stojíš.",
         "You overslept in the hayloft: miss 1 turn.", amount=1),
    Card("stestena-14", "back_to",
         "Jdi zpět do PUSTINY. Přejdeš-li START, dostaneš 4 000 $.",
         "Go back to the Wasteland. If you pass START, collect $4,000.",
         targets=(20,), start=IF_PASSED),
    Card("stestena-15", "forward_to",
         "Máš strašnou žízeň. Dojeď do nejbližšího Baru, obchodu s Alkoholem, nebo Saloonu.",
         "You have a terrible thirst. Ride to the nearest Bar, Liquor & Tobacco or Saloon.",
         origin=WESTERN, targets=fields_of_chains((3, 4, 6)), start=IF_PASSED),
    Card("stestena-16", "forward_to",
         "Zlatá horečka! Jeď do nejbližší Banky uložit nuggety. Přejdeš-li START, "
         "dostaneš 4 000 $.",
         "Gold rush! Ride to the nearest Bank to deposit your nuggets. If you pass START, "
         "collect $4,000.",
         origin=ADDITION, targets=fields_of_chains((8,)), start=IF_PASSED),
    Card("stestena-17", "back_to", "[sex {drawer}: Jsi k smrti unavený|Jsi k smrti unavená|Únava tě zmohla]. Vrať se do "
         "nejbližší Nocležny.",
         "You are dead tired. Go back to the nearest Lodging house.",
         origin=ADDITION, targets=fields_of_chains((2,))),
    Card("stestena-18", "forward_to",
         "Došly ti náboje. Jeď do nejbližšího obchodu se Zbraněmi & Municí. Přejdeš-li START, "
         "dostaneš 4 000 $.",
         "You ran out of bullets. Ride to the nearest Guns & Ammo. If you pass START, "
         "collect $4,000.",
         origin=ADDITION, targets=fields_of_chains((7,)), start=IF_PASSED),
    Card("stestena-19", "back_to", "Stýská se ti po domově. Vrať se do nejbližší Chatrče.",
         "You are homesick. Go back to the nearest Shack.",
         origin=ADDITION, targets=fields_of_chains((1,))),
    Card("stestena-20", "forward_to",
         "Dochází zásoby. Jeď do nejbližšího obchodu (Alkohol & Tabák, Vybavení, Zbraně & "
         "Munice). Přejdeš-li START, dostaneš 4 000 $.",
         "Supplies are running low. Ride to the nearest shop (Liquor & Tobacco, Outfitter, "
         "Guns & Ammo). If you pass START, collect $4,000.",
         origin=ADDITION, targets=fields_of_chains(SHOP_CHAINS), start=IF_PASSED),
)

MONEY_CARDS: tuple[Card, ...] = (
    Card("prachy-01", "pay", "Pokuta za opilost na veřejnosti: zaplať 1 000 $.",
         "Fined for public drunkenness: pay $1,000.", amount=1000),
    Card("prachy-02", "pay", "Podkováři: zaplať 400 $.", "Pay the blacksmith $400.",
         amount=400),
    Card("prachy-03", "pay_per_star",
         "Prach a písek: za každou ★ na svých nemovitostech zaplať 500 $ (Golden se počítá "
         "jako 5 ★).",
         "Dust and sand: pay $500 for every ★ on your properties (a Golden counts as 5 ★).",
         amount=500, golden=2500),
    Card("prachy-04", "receive", "[sex {drawer}: Prodal jsi stádo|Prodala jsi stádo|Prodej stáda]: "
         "dostaneš 2 000 $.",
         "You sold a herd: collect $2,000.", amount=2000),
    Card("prachy-05", "collect_each", "Máš narozeniny: každý hráč ti dá 200 $.",
         "It is your birthday: every other player gives you $200.", amount=200),
    Card("prachy-06", "receive", "[sex {drawer}: Našel jsi v písku stříbrňák|Našla jsi v písku "
         "stříbrňák|Stříbrňák v písku]: dostaneš 500 $.",
         "You found a silver dollar in the sand: collect $500.", amount=500),
    Card("prachy-07", "receive", "Odměna za dopadení bandity: dostaneš 4 000 $.",
         "Reward for catching a bandit: collect $4,000.", amount=4000),
    Card("prachy-08", "pay", "[sex {drawer}: Prohrál jsi v pokeru|Prohrála jsi v pokeru|Prohra "
         "v pokeru]: zaplať 3 000 $.",
         "You lost at poker: pay $3,000.", amount=3000),
    Card("prachy-09", "pay_per_star",
         "Opravy po bouři: zaplať 800 $ za každou ★ a 2 300 $ za každý Golden.",
         "Repairs after the storm: pay $800 per ★ and $2,300 per Golden.",
         amount=800, golden=2300),
    Card("prachy-10", "pay", "Doktor ti vytahoval kulku: zaplať 2 000 $.",
         "The doctor dug out a bullet: pay $2,000.", amount=2000),
    Card("prachy-11", "pay", "Holič a koupel: zaplať 100 $.", "Barber and a bath: pay $100.",
         amount=100),
    Card("prachy-12", "receive", "[sex {drawer}: Vyhrál jsi rodeo|Vyhrála jsi rodeo|Výhra v rodeu]: "
         "dostaneš 1 000 $.",
         "You won the rodeo: collect $1,000.", amount=1000),
    Card("prachy-13", "receive", "Dědictví po strýci z Texasu: dostaneš 2 000 $.",
         "Inheritance from your uncle in Texas: collect $2,000.", amount=2000),
    Card("prachy-14", "receive", "[sex {drawer}: Našel jsi zlatou žílu|Našla jsi zlatou žílu|Zlatá "
         "žíla]: dostaneš 3 000 $.",
         "You struck a gold vein: collect $3,000.", amount=3000),
    Card("prachy-15", "pay_per_owned",
         "Zloději! Z každého tebou vlastněného obchodu se ti ztratilo zboží za 200 $.",
         "Thieves! Goods worth $200 vanished from every shop you own.",
         origin=WESTERN, amount=200, chains=SHOP_CHAINS),
    Card("prachy-16", "receive_per_owned",
         "Úroky z vkladů: za každou svou Banku dostaneš 1 000 $.",
         "Interest on deposits: collect $1,000 for every Bank you own.",
         origin=ADDITION, amount=1000, chains=(8,)),
    Card("prachy-17", "pay_per_owned",
         "Rvačka! Za každý svůj Bar a Saloon zaplať 300 $ za rozbité židle.",
         "Brawl! Pay $300 for broken chairs in every Bar and Saloon you own.",
         origin=ADDITION, amount=300, chains=(4, 6)),
    Card("prachy-18", "receive_per_owned",
         "Honáci přihnali stádo: za každou svou Chatrč a Nocležnu dostaneš 300 $.",
         "The cattle drive is in town: collect $300 for every Shack and Lodging house you own.",
         origin=ADDITION, amount=300, chains=(1, 2)),
    Card("prachy-19", "pay_per_owned",
         "Šerif vybírá daň ze zbraní: za každý svůj obchod se Zbraněmi & Municí zaplať 500 $.",
         "The sheriff taxes firearms: pay $500 for every Guns & Ammo you own.",
         origin=ADDITION, amount=500, chains=(7,)),
)

# Each card's name, as another player reads of it ("Jana táhla kartu PRACHY „Prodej stáda“"):
# a noun phrase, in no person and no gender; id -> (English, Czech)
TITLES: dict[str, tuple[str, str]] = {
    "stestena-01": ("Back 3 fields", "O 3 pole zpět"),
    "stestena-02": ("The sheriff's favour", "Laskavost šerifa"),
    "stestena-03": ("To the nearest shooting range", "Na nejbližší kurz střelby"),
    "stestena-04": ("A broken leg", "Zlomená noha"),
    "stestena-05": ("To Jail", "Do VĚZENÍ"),
    "stestena-06": ("Back to a Money card field", "Zpět na pole PRACHY"),
    "stestena-07": ("Back to Bank Železná pokladna", "Zpět do Banky Železná pokladna"),
    "stestena-08": ("Back to Jail", "Zpět do VĚZENÍ"),
    "stestena-09": ("Back to a Money card field", "Zpět na pole PRACHY"),
    "stestena-10": ("Back to START", "Zpět na START"),
    "stestena-11": ("Back to START, no $4,000", "Zpět na START bez 4 000 $"),
    "stestena-12": ("A runaway horse", "Utečený kůň"),
    "stestena-13": ("Asleep in the hayloft", "Spánek v seníku"),
    "stestena-14": ("Back to the Wasteland", "Zpět do PUSTINY"),
    "stestena-15": ("A terrible thirst", "Strašná žízeň"),
    "stestena-16": ("Gold rush", "Zlatá horečka"),
    "stestena-17": ("Dead tired", "Smrtelná únava"),
    "stestena-18": ("Out of bullets", "Došlé náboje"),
    "stestena-19": ("Homesick", "Stesk po domově"),
    "stestena-20": ("Supplies running low", "Docházející zásoby"),
    "prachy-01": ("A fine for drunkenness", "Pokuta za opilost"),
    "prachy-02": ("The blacksmith", "Podkovář"),
    "prachy-03": ("Dust and sand", "Prach a písek"),
    "prachy-04": ("A herd sold", "Prodej stáda"),
    "prachy-05": ("A birthday", "Narozeniny"),
    "prachy-06": ("A silver dollar in the sand", "Stříbrňák v písku"),
    "prachy-07": ("A bandit caught", "Odměna za banditu"),
    "prachy-08": ("Lost at poker", "Prohra v pokeru"),
    "prachy-09": ("Repairs after the storm", "Opravy po bouři"),
    "prachy-10": ("A bullet dug out", "Kulka u doktora"),
    "prachy-11": ("Barber and a bath", "Holič a koupel"),
    "prachy-12": ("A rodeo won", "Výhra v rodeu"),
    "prachy-13": ("An inheritance from Texas", "Dědictví z Texasu"),
    "prachy-14": ("A gold vein", "Zlatá žíla"),
    "prachy-15": ("Thieves", "Zloději"),
    "prachy-16": ("Interest on deposits", "Úroky z vkladů"),
    "prachy-17": ("A brawl", "Rvačka"),
    "prachy-18": ("The cattle drive", "Honáci se stádem"),
    "prachy-19": ("A tax on firearms", "Daň ze zbraní"),
}

CARDS: dict[str, Card] = {c.id: c for c in FORTUNE_CARDS + MONEY_CARDS}


def deck_cards(deck: str, decks_option: str) -> tuple[str, ...]:
    """The card ids of `deck` for the `decks` option (`western`: all, `classic`: the 14)."""
    cards = FORTUNE_CARDS if deck == FORTUNE else MONEY_CARDS
    return tuple(c.id for c in cards if decks_option == WESTERN or c.origin == CLASSIC)
