"""The two 1926 maps: regions, electors, and every name a player may use for a region."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Region:
    """One region of a map.

    `names` are the ways people write the region: each entry is a phrase whose words list their
    accepted forms separated by "|" (Czech case forms: "do Prahy", "v Praze"); the first form of
    the first entry is the display name. Aliases from the rules digest are further entries.
    """

    id: str
    electors: int
    names: tuple[str, ...]

    @property
    def name(self) -> str:
        """The display name ("Hradec Králové")."""
        return " ".join(word.split("|")[0] for word in self.names[0].split())


def _region(region_id: str, electors: int, *names: str) -> Region:
    """A Region from its id, electors, declined name and aliases."""
    return Region(region_id, electors, names)


@dataclass(frozen=True, slots=True)
class Map:
    """A variant's board: its regions in printed order and the electors needed to win."""

    id: str
    names: dict[str, str]  # lang -> variant name
    regions: tuple[Region, ...]

    @property
    def electors(self) -> int:
        """All electors on the map."""
        return sum(region.electors for region in self.regions)

    @property
    def majority(self) -> int:
        """The absolute majority of all electors (39 of 77, 27 of 53)."""
        return self.electors // 2 + 1


# fmt: off
PRIMARKY = Map(
    id="primarky",
    names={"cs": "Primárky", "en": "The Primaries"},
    regions=(
        _region("praha", 17, "Praha|Prahy|Praze|Prahu|Prahou", "Prague", "Prag"),
        _region("plzen", 12, "Plzeň|Plzně|Plzni|Plzní", "Pilsen"),
        _region("hradec-kralove", 5, "Hradec|Hradce|Hradci|Hradcem Králové",
               "Königgrätz|Koeniggraetz"),
        _region("olomouc", 7, "Olomouc|Olomouce|Olomouci", "Olmütz|Olmuetz"),
        _region("karlsbad", 2, "Karlsbad|Karlsbadu|Karlsbadem",
               "Karlovy|Karlových|Karlovým|Karlovými Vary|Varů|Varech|Varům"),
        _region("aussig", 5, "Aussig|Aussigu|Aussigem an der Elbe", "Ústí|Ústím nad Labem"),
        _region("reichenberg", 4, "Reichenberg|Reichenbergu|Reichenbergem",
               "Liberec|Liberce|Liberci|Libercem"),
        _region("troppau", 4, "Troppau", "Opava|Opavy|Opavě|Opavu|Opavou"),
        _region("ceske-budejovice", 5,
               "České|Českých|Českým|Českými "
               "Budějovice|Budějovic|Budějovicích|Budějovicím|Budějovicemi",
               "Budweis"),
        _region("brno", 14, "Brno|Brna|Brně|Brnu|Brnem", "Brünn|Bruenn"),
        _region("kladsko", 2, "Kladsko|Kladska|Kladsku|Kladskem", "Glatz"),
    ),
)

# The digest lists no aliases for the empire map except the original's misspelling
# "Chorvastsko"; the English names are added for English-speaking players.
KANCLER = Map(
    id="kancler",
    names={"cs": "Kancléř", "en": "The Chancellor"},
    regions=(
        _region("ceske-zeme", 8, "České|Českých|Českým|Českými země|zemí|zemích|zemím",
               "Czech lands"),
        _region("rakouske-zeme", 6,
               "Rakouské|Rakouských|Rakouským|Rakouskými země|zemí|zemích|zemím",
               "Austrian lands"),
        _region("alpske-zeme", 5, "Alpské|Alpských|Alpským|Alpskými země|zemí|zemích|zemím",
               "Alpine lands"),
        _region("slovinsko", 3, "Slovinsko|Slovinska|Slovinsku|Slovinskem", "Slovenia"),
        _region("chorvatsko", 7, "Chorvatsko|Chorvatska|Chorvatsku|Chorvatskem",
               "Chorvastsko|Chorvastska|Chorvastsku", "Croatia"),
        _region("bosna", 3,
               "Bosna|Bosny|Bosně|Bosnu|Bosnou a Hercegovina|Hercegoviny|Hercegovině|Hercegovinu",
               "Bosnia and Herzegovina"),
        _region("uhersko", 10, "Uhersko|Uherska|Uhersku|Uherskem", "Hungary"),
        _region("sedmihradsko", 3, "Sedmihradsko|Sedmihradska|Sedmihradsku|Sedmihradskem",
               "Transylvania"),
        _region("bukovina", 2, "Bukovina|Bukoviny|Bukovině|Bukovinu|Bukovinou"),
        _region("moldavsko", 2, "Moldavsko|Moldavska|Moldavsku|Moldavskem", "Moldavia"),
        _region("valassko", 4, "Valašsko|Valašska|Valašsku|Valašskem", "Wallachia"),
    ),
)

# fmt: on

MAPS: dict[str, Map] = {PRIMARKY.id: PRIMARKY, KANCLER.id: KANCLER}
