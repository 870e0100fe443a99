"""The two 1926 maps: regions, electors, and every name a player may use for a region."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Region:
    """One region of a map.

    `names` are the ways people write the region: each entry is a phrase whose words list their
    accepted forms separated by "|" (Czech case forms: "do Prahy", "v Praze"); the first form of
    the first entry is the display name. Aliases from the rule book (docs/rules/1926.md) are
    further entries.
    `at` is where a pyramid stands in Czech, preposition and locative ("v Praze", "na Valašsku"),
    so that a placement reads "velká v Praze", never "velká Praha".
    """

    id: str
    electors: int
    names: tuple[str, ...]
    at: str
    # the stems Czech derives the land around the town from (rules.czech.area_forms):
    # "olomouc" -> Olomoucko, na Olomoucku, do Olomouckého kraje
    areas: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        """The display name ("Hradec Králové")."""
        return " ".join(word.split("|")[0] for word in self.names[0].split())


def _region(region_id: str, electors: int, *names: str, at: str,
            areas: tuple[str, ...] = ()) -> Region:
    """A Region from its id, electors, declined name, aliases, Czech locative phrase and the
    stems of the land's names."""
    return Region(region_id, electors, names, at, areas)


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
# The German names of the period are not declined in a placement: "velká v oblasti Troppau"
# reads naturally where "v Troppau" or "v Karlsbadu" would make a Czech reader stumble.
PRIMARKY = Map(
    id="primarky",
    names={"cs": "Primárky", "en": "The Primaries"},
    regions=(
        _region("praha", 17, "Praha|Prahy|Praze|Prahu|Prahou", "Prague", "Prag", at="v Praze", areas=("praž",)),
        _region("plzen", 12, "Plzeň|Plzně|Plzni|Plzní", "Pilsen", at="v Plzni", areas=("plzeň",)),
        _region("hradec-kralove", 5, "Hradec|Hradce|Hradci|Hradcem Králové",
               "Königgrätz|Koeniggraetz", at="v Hradci Králové", areas=("královéhradec", "hradec")),
        _region("olomouc", 7, "Olomouc|Olomouce|Olomouci", "Olmütz|Olmuetz", at="v Olomouci", areas=("olomouc",)),
        _region("karlsbad", 2, "Karlsbad|Karlsbadu|Karlsbadem",
               "Karlovy|Karlových|Karlovým|Karlovými Vary|Varů|Varech|Varům",
               at="v oblasti Karlsbad", areas=("karlovar",)),
        _region("aussig", 5, "Aussig|Aussigu|Aussigem an der Elbe", "Ústí|Ústím nad Labem",
               at="v oblasti Aussig an der Elbe", areas=("ústec",)),
        _region("reichenberg", 4, "Reichenberg|Reichenbergu|Reichenbergem",
               "Liberec|Liberce|Liberci|Libercem", at="v oblasti Reichenberg", areas=("liberec",)),
        _region("troppau", 4, "Troppau", "Opava|Opavy|Opavě|Opavu|Opavou", at="v oblasti Troppau", areas=("opav",)),
        _region("ceske-budejovice", 5,
               "České|Českých|Českým|Českými "
               "Budějovice|Budějovic|Budějovicích|Budějovicím|Budějovicemi",
               "Budweis", at="v Českých Budějovicích", areas=("budějovic", "českobudějovic")),
        _region("brno", 14, "Brno|Brna|Brně|Brnu|Brnem", "Brünn|Bruenn", at="v Brně", areas=("brněn",)),
        _region("kladsko", 2, "Kladsko|Kladska|Kladsku|Kladskem", "Glatz", at="na Kladsku"),
    ),
)

# The rule book lists no aliases for the empire map except the original's misspelling
# "Chorvastsko"; the English names are added for English-speaking players.
KANCLER = Map(
    id="kancler",
    names={"cs": "Kancléř", "en": "The Chancellor"},
    regions=(
        _region("ceske-zeme", 8, "České|Českých|Českým|Českými země|zemí|zemích|zemím",
               "Czech lands", at="v Českých zemích"),
        _region("rakouske-zeme", 6,
               "Rakouské|Rakouských|Rakouským|Rakouskými země|zemí|zemích|zemím",
               "Austrian lands", at="v Rakouských zemích"),
        _region("alpske-zeme", 5, "Alpské|Alpských|Alpským|Alpskými země|zemí|zemích|zemím",
               "Alpine lands", at="v Alpských zemích"),
        _region("slovinsko", 3, "Slovinsko|Slovinska|Slovinsku|Slovinskem", "Slovenia",
               at="ve Slovinsku"),
        _region("chorvatsko", 7, "Chorvatsko|Chorvatska|Chorvatsku|Chorvatskem",
               "Chorvastsko|Chorvastska|Chorvastsku", "Croatia", at="v Chorvatsku"),
        _region("bosna", 3,
               "Bosna|Bosny|Bosně|Bosnu|Bosnou a Hercegovina|Hercegoviny|Hercegovině|Hercegovinu",
               "Bosnia and Herzegovina", at="v Bosně a Hercegovině"),
        _region("uhersko", 10, "Uhersko|Uherska|Uhersku|Uherskem", "Hungary", at="v Uhersku"),
        _region("sedmihradsko", 3, "Sedmihradsko|Sedmihradska|Sedmihradsku|Sedmihradskem",
               "Transylvania", at="v Sedmihradsku"),
        _region("bukovina", 2, "Bukovina|Bukoviny|Bukovině|Bukovinu|Bukovinou", at="na Bukovině"),
        _region("moldavsko", 2, "Moldavsko|Moldavska|Moldavsku|Moldavskem", "Moldavia",
               at="v Moldavsku"),
        _region("valassko", 4, "Valašsko|Valašska|Valašsku|Valašskem", "Wallachia",
               at="na Valašsku"),
    ),
)

# The lands and historical names players write around a region ("střední na Moravu, do Brna",
# "large in Brno, Moravia"): each form, folded, and the regions of the map that lie in it. A
# region named beside a land wins; a land alone is asked back with its regions.
_BOHEMIA = "cechy cech cechach cechami bohemia bohmen boehmen"
_MORAVIA = "morava moravy morave moravu moravou moravia mahren maehren"
_SILESIA = "slezsko slezska slezsku slezskem silesia schlesien"
LANDS: dict[str, tuple[tuple[dict[str, str], str, tuple[str, ...]], ...]] = {
    "primarky": (
        ({"cs": "Čechy", "en": "Bohemia"}, _BOHEMIA,
         ("praha", "plzen", "hradec-kralove", "karlsbad", "aussig", "reichenberg",
          "ceske-budejovice")),
        ({"cs": "Morava", "en": "Moravia"}, _MORAVIA, ("olomouc", "brno")),
        ({"cs": "Slezsko", "en": "Silesia"}, _SILESIA, ("troppau",)),
        ({"cs": "Sudety", "en": "The Sudetes"}, "sudety sudet sudetech sudetenland sudetes",
         ("karlsbad", "aussig", "reichenberg", "troppau")),
    ),
    "kancler": (
        ({"cs": "České země", "en": "The Czech lands"}, f"{_BOHEMIA} {_MORAVIA} {_SILESIA}",
         ("ceske-zeme",)),
        ({"cs": "Rakousy", "en": "Austria"}, "rakousy rakous rakousich viden vidne vidni vienna "
         "wien", ("rakouske-zeme",)),
        ({"cs": "Alpské země", "en": "The Alpine lands"}, "tyrolsko tyrolska tyrolsku tyrol "
         "tirol styrsko styrska styrsku styria steiermark korutany korutan korutanech carinthia "
         "karnten kaernten salcbursko salcburska salcbursku salzburg", ("alpske-zeme",)),
        ({"cs": "Kraňsko", "en": "Carniola"}, "kransko kranska kransku carniola krain",
         ("slovinsko",)),
        ({"cs": "Dalmácie", "en": "Dalmatia"}, "dalmacie dalmacii dalmatia slavonie slavonii "
         "slavonia", ("chorvatsko",)),
        ({"cs": "Uhry", "en": "Hungary"}, "uhry uher uhrach madarsko madarska madarsku ungarn",
         ("uhersko",)),
        ({"cs": "Transylvánie", "en": "Transylvania"}, "transylvanie transylvanii siebenburgen",
         ("sedmihradsko",)),
    ),
}

# fmt: on

MAPS: dict[str, Map] = {PRIMARKY.id: PRIMARKY, KANCLER.id: KANCLER}
