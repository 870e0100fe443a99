"""The 40 fields of the WesternPoly board as data: kinds, chains, prices, rents and names.

Numbers are the rule book's (docs/rules/westernpoly.md). Nineteen of the 22 property names
are invented in the Wild-West style; the three known from the original are marked in comments.
"""

from __future__ import annotations

from dataclasses import dataclass

# Field kinds.
START = "start"
PROPERTY = "property"
TRAINER = "trainer"  # KURZ STŘELBY
SERVICE = "service"  # VLAK, NÁKLAD
MONEY_CARD = "prachy"
FORTUNE_CARD = "stestena"
ACCIDENT = "accident"  # NEHODA
JAIL = "jail"  # VĚZENÍ
WASTELAND = "wasteland"  # PUSTINA
SUSPICION = "suspicion"  # PODEZŘENÍ Z KRÁDEŽE

BUYABLE = frozenset({PROPERTY, TRAINER, SERVICE})

START_BONUS = 4000
START_CASH = 30000
JAIL_FIELD = 10
GOLDEN = 5
"""The star level that means Golden (the four stars went back to the bank)."""

# Chain number -> (Czech type, English type); chains 3, 5 and 7 are "shops".
CHAIN_TYPES: dict[int, tuple[str, str]] = {
    1: ("Chatrč", "Shack"),
    2: ("Nocležna", "Lodging house"),
    3: ("Alkohol & Tabák", "Liquor & Tobacco"),
    4: ("Bar", "Bar"),
    5: ("Vybavení", "Outfitter"),
    6: ("Saloon", "Saloon"),
    7: ("Zbraně & Munice", "Guns & Ammo"),
    8: ("Banka", "Bank"),
}
SHOP_CHAINS = (3, 5, 7)


@dataclass(frozen=True, slots=True)
class Field:
    """One field of the board; `rents` is (base, ★1, ★2, ★3, ★4, Golden) for properties."""

    index: int
    kind: str
    cs: str
    en: str
    proper: str = ""  # the property's own name, without its type ("Zlatý důl")
    chain: int = 0
    price: int = 0
    rents: tuple[int, ...] = ()
    star_cost: int = 0
    fee: int = 0  # NEHODA

    def name(self, lang: str) -> str:
        """The field's name in `lang` ("cs" or "en")."""
        return self.cs if lang == "cs" else self.en


def _special(index: int, kind: str, cs: str, en: str, *, price: int = 0, fee: int = 0) -> Field:
    return Field(index, kind, cs, en, price=price, fee=fee)


def _property(index: int, chain: int, proper: str, price: int, rents: tuple[int, ...],
              star_cost: int) -> Field:
    cs_type, en_type = CHAIN_TYPES[chain]
    return Field(index, PROPERTY, f"{cs_type} {proper}", f"{en_type} {proper}", proper, chain,
                 price, rents, star_cost)


_R1 = (40, 200, 600, 1800, 3200, 5000)
_R2a = (120, 600, 1800, 5400, 8000, 11000)
_R2b = (160, 800, 2000, 6000, 9000, 12000)
_R3a = (200, 1000, 3000, 9000, 12500, 15000)
_R3b = (240, 1200, 3600, 10000, 14000, 18000)
_R4a = (280, 1400, 4000, 11000, 15000, 19000)
_R4b = (320, 1600, 4400, 12000, 16000, 20000)
_R5a = (360, 1800, 5000, 14000, 17000, 21000)
_R5b = (400, 2000, 6000, 15000, 18000, 22000)
_R6a = (440, 2200, 6600, 16000, 19500, 23000)
_R6b = (580, 2400, 7200, 17000, 20500, 24000)
_R7a = (500, 2600, 7800, 18000, 22000, 25500)
_R7b = (560, 3000, 9000, 20000, 24000, 28000)
_R8a = (700, 3500, 10000, 22000, 26000, 30000)
_R8b = (1000, 4000, 12000, 28000, 34000, 40000)

FIELDS: tuple[Field, ...] = (
    _special(0, START, "START", "START"),
    _property(1, 1, "U Hnědáka", 1200, _R1, 1000),  # name from the original
    _special(2, MONEY_CARD, "PRACHY", "Money card"),
    _property(3, 1, "Pod Skálou", 1200, _R1, 1000),
    _special(4, ACCIDENT, "NEHODA", "Accident", fee=500),
    _special(5, TRAINER, "Kurz střelby", "Shooting range", price=4000),
    _property(6, 2, "U Kojota", 2000, _R2a, 1000),
    _special(7, FORTUNE_CARD, "ŠTĚSTĚNA", "Fortune card"),
    _property(8, 2, "Modrá podkova", 2000, _R2a, 1000),
    _property(9, 2, "Poslední míle", 2400, _R2b, 1000),
    _special(10, JAIL, "VĚZENÍ", "Jail"),
    _property(11, 3, "Kaktusová pálenka", 2800, _R3a, 2000),
    _special(12, SERVICE, "Vlak", "Train", price=3000),
    _property(13, 3, "Dýmka míru", 2800, _R3a, 2000),
    _property(14, 3, "Whisky Joe", 2800, _R3b, 2000),
    _special(15, TRAINER, "Kurz střelby", "Shooting range", price=4000),
    _property(16, 4, "Rezavá ostruha", 3600, _R4a, 2000),
    _special(17, MONEY_CARD, "PRACHY", "Money card"),
    _property(18, 4, "Mustang", 3600, _R4a, 2000),
    _property(19, 4, "Prašná cesta", 4000, _R4b, 2000),
    _special(20, WASTELAND, "PUSTINA", "Wasteland"),
    _property(21, 5, "Bizoní kopýtka", 4400, _R5a, 3000),  # name from the original
    _special(22, FORTUNE_CARD, "ŠTĚSTĚNA", "Fortune card"),
    _property(23, 5, "Kožené sedlo", 4400, _R5a, 3000),
    _property(24, 5, "Stříbrná přezka", 4800, _R5b, 3000),
    _special(25, TRAINER, "Kurz střelby", "Shooting range", price=4000),
    _property(26, 6, "Zlatý důl", 5200, _R6a, 3000),
    _property(27, 6, "Tři esa", 5200, _R6a, 3000),
    _special(28, SERVICE, "Náklad", "Freight", price=3000),
    _property(29, 6, "Divoká růže", 5600, _R6b, 3000),
    _special(30, SUSPICION, "PODEZŘENÍ Z KRÁDEŽE", "Suspected of theft"),
    _property(31, 7, "Coltova dílna", 6000, _R7a, 4000),
    _property(32, 7, "Winchester", 6000, _R7a, 4000),
    _special(33, MONEY_CARD, "PRACHY", "Money card"),
    _property(34, 7, "Olověná kulka", 6400, _R7b, 4000),
    _special(35, TRAINER, "Kurz střelby", "Shooting range", price=4000),
    _special(36, FORTUNE_CARD, "ŠTĚSTĚNA", "Fortune card"),
    _property(37, 8, "Devět centů", 7000, _R8a, 4000),  # name from the original
    _special(38, ACCIDENT, "NEHODA", "Accident", fee=1000),
    _property(39, 8, "Železná pokladna", 8000, _R8b, 4000),
)

CHAINS: dict[int, tuple[int, ...]] = {
    c: tuple(f.index for f in FIELDS if f.chain == c) for c in CHAIN_TYPES
}
TRAINERS = tuple(f.index for f in FIELDS if f.kind == TRAINER)
SERVICES = tuple(f.index for f in FIELDS if f.kind == SERVICE)
BUYABLE_FIELDS = tuple(f.index for f in FIELDS if f.kind in BUYABLE)
PROPERTIES = tuple(f.index for f in FIELDS if f.kind == PROPERTY)


def chain_of(index: int) -> tuple[int, ...]:
    """The fields of the chain `index` belongs to (empty for a non-property)."""
    chain = FIELDS[index].chain
    return CHAINS[chain] if chain else ()


def fields_of_chains(chains: tuple[int, ...]) -> tuple[int, ...]:
    """Every field of the given chains, in board order."""
    return tuple(f.index for f in FIELDS if f.chain in chains)
