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


PRIMARKY = Map(
    id="primarky",
    names={"cs": "Primárky", "en": "The Primaries"},
    regions=(
        Region("praha", 17, ("Praha|Prahy|Praze|Prahu|Prahou", "Prague", "Prag")),
        Region("plzen", 12, ("Plzeň|Plzně|Plzni|Plzní", "Pilsen")),
        Region("hradec-kralove", 5, (
            "Hradec|Hradce|Hradci|Hradcem Králové",
            "Königgrätz|Koeniggraetz",
        )),
        Region("olomouc", 7, ("Olomouc|Olomouce|Olomouci", "Olmütz|Olmuetz")),
        Region("karlsbad", 2, (
            "Karlsbad|Karlsbadu|Karlsbadem",
            "Karlovy|Karlových|Karlovým|Karlovými Vary|Varů|Varech|Varům",
        )),
        Region("aussig", 5, (
            "Aussig|Aussigu|Aussigem an der Elbe",
            "Ústí|Ústím nad Labem",
        )),
        Region("reichenberg", 4, (
            "Reichenberg|Reichenbergu|Reichenbergem",
            "Liberec|Liberce|Liberci|Libercem",
        )),
        Region("troppau", 4, ("Troppau", "Opava|Opavy|Opavě|Opavu|Opavou")),
        Region("ceske-budejovice", 5, (
            "České|Českých|Českým|Českými Budějovice|Budějovic|Budějovicích|Budějovicím",
            "Budweis",
        )),
        Region("brno", 14, ("Brno|Brna|Brně|Brnu|Brnem", "Brünn|Bruenn")),
        Region("kladsko", 2, ("Kladsko|Kladska|Kladsku|Kladskem", "Glatz")),
    ),
)

# The digest lists no aliases for the empire map except the original's misspelling
# "Chorvastsko"; the English names are added for English-speaking players.
KANCLER = Map(
    id="kancler",
    names={"cs": "Kancléř", "en": "The Chancellor"},
    regions=(
        Region("ceske-zeme", 8, (
            "České|Českých|Českým|Českými země|zemí|zemích|zemím",
            "Czech lands",
        )),
        Region("rakouske-zeme", 6, (
            "Rakouské|Rakouských|Rakouským|Rakouskými země|zemí|zemích|zemím",
            "Austrian lands",
        )),
        Region("alpske-zeme", 5, (
            "Alpské|Alpských|Alpským|Alpskými země|zemí|zemích|zemím",
            "Alpine lands",
        )),
        Region("slovinsko", 3, ("Slovinsko|Slovinska|Slovinsku|Slovinskem", "Slovenia")),
        Region("chorvatsko", 7, (
            "Chorvatsko|Chorvatska|Chorvatsku|Chorvatskem",
            "Chorvastsko|Chorvastska|Chorvastsku",
            "Croatia",
        )),
        Region("bosna", 3, (
            "Bosna|Bosny|Bosně|Bosnu|Bosnou a Hercegovina|Hercegoviny|Hercegovině|Hercegovinu",
            "Bosnia and Herzegovina",
        )),
        Region("uhersko", 10, ("Uhersko|Uherska|Uhersku|Uherskem", "Hungary")),
        Region("sedmihradsko", 3, (
            "Sedmihradsko|Sedmihradska|Sedmihradsku|Sedmihradskem",
            "Transylvania",
        )),
        Region("bukovina", 2, ("Bukovina|Bukoviny|Bukovině|Bukovinu|Bukovinou",)),
        Region("moldavsko", 2, ("Moldavsko|Moldavska|Moldavsku|Moldavskem", "Moldavia")),
        Region("valassko", 4, ("Valašsko|Valašska|Valašsku|Valašskem", "Wallachia")),
    ),
)

MAPS: dict[str, Map] = {PRIMARKY.id: PRIMARKY, KANCLER.id: KANCLER}
