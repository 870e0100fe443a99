"""A one-letter Czech preposition before a substituted name or number takes its vowel where the
value's sound needs it (issue 42: "s Zdeňkem", "k Kateřině", "s 17 voliteli"): "se Zdeňkem",
"ke Kateřině", "ve Vídni", "ze Zlína", "se 17 voliteli" (sedmnácti).

Class: a one-letter preposition (v, s, z, k) before any substituted value in any Czech text of
the service — a bare value "{x}", a declined name "[ins: {x}]", an ordinal "[nth: {x}]". The
check walks every catalogue the service registers and fills each such value with names and
numbers players and games have (not our tests' names); a third of the values (HELD_OUT) was
kept aside while the vocalisation was built and only measured."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import functions
from functions.i18n import CATALOGUES, agree

# every module's catalogue registers as the module loads (the service's own words)
for _module in pkgutil.walk_packages(functions.__path__, "functions."):
    if not _module.name.startswith(("functions.aws", "functions.local")):
        importlib.import_module(_module.name)

# a preposition before a value, as the catalogues write it
_BEFORE = re.compile(r"(?<![\w{])([vszkVSZK]) (\[(?:dat|gen|acc|ins|nth): )?\{(\w+)\}")

# (preposition, value, how the text must go on)
MEMBERS = [
    ("s", "Zdeněk Horák", re.compile(r"\bse Zd")),
    ("k", "Kateřina Nová", re.compile(r"\bke Kat")),
    ("s", "17", re.compile(r"\bse 17")),
    ("z", "Zuzana Malá", re.compile(r"\bze Zuz")),
    ("v", "Václav Veselý", re.compile(r"\bve Vá")),
    ("k", "Gustav Kubát", re.compile(r"\bke Gust")),
    ("s", "Šárka Horová", re.compile(r"\bse Šár")),
    ("s", "Petr Malý", re.compile(r"\bs Pet")),
]
HELD_OUT = [
    ("z", "3", re.compile(r"\bze 3")),
    ("k", "Kamil Beneš", re.compile(r"\bke Kam")),
    ("s", "Žofie Kratochvílová", re.compile(r"\bse Žof")),
    ("v", "2", re.compile(r"\bve 2")),
]


def _members(chosen):
    """Every Czech text with a preposition before a value, with each member that fits it."""
    found = []
    for catalogue in CATALOGUES.values():
        for key, forms in catalogue.texts.items():
            text = forms.get("cs", "")
            for match in _BEFORE.finditer(text):
                for preposition, value, then in chosen:
                    if match.group(1).lower() != preposition:
                        continue
                    # an ordinal is of a number, a case of a name
                    counted = match.group(2) == "[nth: " or f"[{match.group(3)}: " in text
                    if (counted or match.group(2)) and counted != value.isdigit():
                        continue
                    found.append((f"{catalogue.name}:{key}", text, match.group(3), value, then))
    return found


def _filled(text: str, name: str, value: str) -> str:
    """`text` with `name` set to `value`, every other value a plain 5."""
    keys = {key for found in re.findall(r"\{(\w+)|\[(\w+): ", text) for key in found if key}
    values: dict[str, object] = dict.fromkeys(keys, "5")
    values[name] = value
    said = agree(text, values, "cs")
    return said.format(**values)


def _check(where, text, name, value, then):
    said = _filled(text, name, value)
    assert then.search(said), (where, said)
    assert not re.search(r"(?<!\w)[vszkVSZK] (?:se|ze|ke|ve) ", said), (where, said)


def test_the_catalogues_have_texts_of_the_class():
    assert len(_members(MEMBERS)) > 20


@pytest.mark.parametrize("where,text,name,value,then", _members(MEMBERS))
def test_a_preposition_before_a_value_is_vocalised(where, text, name, value, then):
    _check(where, text, name, value, then)


@pytest.mark.parametrize("where,text,name,value,then", _members(HELD_OUT))
def test_held_out_a_preposition_before_a_value_is_vocalised(where, text, name, value, then):
    _check(where, text, name, value, then)
