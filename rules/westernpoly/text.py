"""The plain-text board for emails and the CLI: players, the 40 fields, the last turn in words."""

from __future__ import annotations

from collections.abc import Sequence

from rules.westernpoly.board import FIELDS, GOLDEN
from rules.westernpoly.legal import one_reply, to_move
from rules.westernpoly.money import wealth
from rules.westernpoly.state import BANK, NOBODY, Offer, State
from rules.westernpoly.words import (
    debt_cause,
    event_text,
    field_title,
    heading_of_round,
    money,
    narrate,
    object_title,
    party,
)
from rules.wording import counted, join

_LABELS = {
    "en": {"cash": "cash", "at": "at", "wealth": "wealth", "jailed": "in Jail",
           "misses": "misses {turns}", "card": "holds the Get out of Jail card",
           "out": "out of the game", "owns": "owns", "nothing": "nothing",
           "fields": "Board", "free": "free", "last": "Last turn", "now": "This turn",
           "waiting": "Waiting for", "over": "The game is over.", "offers": "Open trades",
           "debts": "Debts", "owes": "owes {amount} to", "round": "Round",
           "chance": "the dice or a card",
           "others_offers": "… and {trades} between the others (on the game page)"},
    "cs": {"cash": "hotovost", "at": "na poli", "wealth": "majetek", "jailed": "ve VĚZENÍ",
           "misses": "vynechá {turns}", "card": "má kartu zrušení VĚZENÍ",
           "out": "mimo hru", "owns": "vlastní", "nothing": "nic",
           "fields": "Hrací plán", "free": "volné", "last": "Minulý tah", "now": "Tento tah",
           "waiting": "Na tahu", "over": "Hra skončila.", "offers": "Otevřené obchody",
           "debts": "Dluhy", "owes": "dluží {amount}", "round": "Kolo",
           "chance": "kostka nebo karta",
           "others_offers": "… a {trades} mezi ostatními (na stránce hry)"},
}

# a debt owed to the reader: Czech puts the unstressed "ti" second ("Jana ti dluží 240 $")
_OWED_TO_YOU = {"en": "{owes} you", "cs": "ti {owes}"}
_TURNS = {"en": ("turn", "turns"), "cs": ("tah", "tahy", "tahů")}
_OFFERS_LISTED = 3  # open trades a player's mail lists whoever makes them
_TRADES = {"en": ("more trade", "more trades"), "cs": ("další obchod", "další obchody",
                                                       "dalších obchodů")}


def round_number(s: State) -> int:
    """The round being played, or the last one played once the round limit ended the game
    (a 30-round game never shows "Round 31")."""
    limit = s.options.max_rounds
    return min(s.rounds + 1, limit) if limit else s.rounds + 1


def round_heading(s: State, lang: str) -> str:
    """The board's first line: the round and, in a game of a round limit, of how many
    ("WesternPoly — Kolo 3 z 14"), so a player reads from the first mail how long it goes."""
    return heading_of_round(round_number(s), s.options.max_rounds, lang)


def stars_mark(level: int) -> str:
    """★★ for two stars, "Golden" for Golden, "" for none."""
    return "Golden" if level == GOLDEN else "★" * level


def board_text(s: State, lang: str) -> str:
    """The whole board as plain text in `lang`."""
    w = _LABELS[lang]
    lines = [round_heading(s, lang), *_players_lines(s, lang), ""]
    lines.append(w["fields"] + ":")
    for f in FIELDS:
        line = f"{f.index:>2} {field_title(f.index, lang)}"
        if f.price:
            owner = s.owner[f.index]
            holder = w["free"] if owner == NOBODY else s.players[owner]
            line += f" ({money(f.price, lang)}) — {holder} {stars_mark(s.stars[f.index])}"
        here = [p for seat, p in enumerate(s.players) if s.alive[seat] and s.pos[seat] == f.index]
        if here:
            line += "  ← " + ", ".join(here)
        lines.append(line.rstrip())
    lines += _open_lines(s, lang)
    lines.append("")
    if s.last_log:
        lines.append(f"{w['last']}: {narrate(s.last_log, lang)}")
    current = narrate(s.log, lang)
    if current:
        lines.append(f"{w['now']}: {current}")
    lines.append(_waiting_line(s, lang))
    return "\n".join(lines)


def summary_text(s: State, lang: str, reader: str | None = None) -> str:
    """The board in short, for a mail that tells the turn's events itself and links the whole
    board: the players (cash, position, wealth, cards), open trades, debts, who is to move
    (unless it is `reader`, whose mail says so)."""
    w = _LABELS[lang]
    if to_move(s) is None:  # over: the places give each one's wealth; here what they owned
        return "\n".join([f"WesternPoly — {w['over']}", *(
            f"{pid} — {w['owns']}: {_owned(s, seat, lang)}"
            for seat, pid in enumerate(s.players) if s.alive[seat])])
    lines = [round_heading(s, lang), *_players_lines(s, lang)]
    seat = s.players.index(reader) if reader in s.players else None
    lines += _open_lines(s, lang, seat)
    if seat is not None:
        lines += _your_debt(s, seat, lang)
    if reader is None or to_move(s) != reader:
        lines.append(_waiting_line(s, lang))
    return "\n".join(lines)


def _players_lines(s: State, lang: str) -> list[str]:
    w = _LABELS[lang]
    lines = []
    for seat, pid in enumerate(s.players):
        if not s.alive[seat]:
            lines.append(f"{pid}: {w['out']}")
            continue
        bits = [f"{w['cash']} {money(s.cash[seat], lang)}",
                f"{w['at']} {s.pos[seat]} {field_title(s.pos[seat], lang)}",
                f"{w['wealth']} {money(wealth(s, seat), lang)}"]
        if s.jailed[seat]:
            bits.append(w["jailed"])
        if s.skips[seat]:
            bits.append(w["misses"].format(turns=counted(s.skips[seat], _TURNS[lang], lang)))
        if s.kept[seat]:
            bits.append(w["card"])
        lines.append(f"{pid}: " + ", ".join(bits))
        lines.append(f"  {w['owns']}: {_owned(s, seat, lang)}")
    return lines


def _owned(s: State, seat: int, lang: str) -> str:
    """The fields a seat owns, with their stars ("nothing" when none), as the object of
    "vlastní" (Czech accusative: "9 Nocležnu „Poslední míle“")."""
    owned = [f"{f} {object_title(f, lang)} {stars_mark(s.stars[f])}".rstrip()
             for f, o in enumerate(s.owner) if o == seat]
    return "; ".join(owned) if owned else _LABELS[lang]["nothing"]


def _open_lines(s: State, lang: str, reader: int | None = None) -> list[str]:
    """Open trades and debts, each under its heading after a blank line (the debts of
    `reader` aside: their mail tells them in the second person)."""
    w = _LABELS[lang]
    lines = []
    if s.offers:
        lines.append("")
        lines.append(w["offers"] + ":")
        name = s.players[reader] if reader is not None else None
        # a player's mail lists the trades they are party to, then the others' while they are
        # few; more are counted (at a six-seat table they may be many, and a turn mail's lines
        # are few)
        mine = [o for o in s.offers if reader is None or reader in (o.proposer, o.recipient)]
        others = [o for o in s.offers if o not in mine]
        if len(mine) + len(others) <= _OFFERS_LISTED:
            mine = list(s.offers)
        lines.extend(f"  {_offer_line(s, o, lang, name)}" for o in mine)
        if len(s.offers) > len(mine):
            lines.append("  " + w["others_offers"].format(
                trades=counted(len(s.offers) - len(mine), _TRADES[lang], lang)))
    debts = [d for d in s.debts if d.debtor != reader]
    if debts:
        lines.append("")
        lines.append(w["debts"] + ":")
        for d in debts:
            owes = w["owes"].format(amount=money(d.amount, lang))
            if d.creditor == reader and reader is not None:
                owed = _owed(_OWED_TO_YOU[lang].format(owes=owes), d.cause, d.field, lang)
                lines.append(f"  {s.players[d.debtor]} {owed}")
                continue
            to = party(None if d.creditor == BANK else s.players[d.creditor], lang)
            lines.append(f"  {s.players[d.debtor]} {_owed(f'{owes} {to}', d.cause, d.field, lang)}")
    return lines


def _your_debt(s: State, seat: int, lang: str) -> list[str]:
    """To a player in debt: whom they owe what, what they have and what is missing, and how
    to raise it (the menu holds the sales to the bank)."""
    debts = [(d.amount, None if d.creditor == BANK else s.players[d.creditor], d.cause, d.field)
             for d in s.debts if d.debtor == seat]
    return ["", *debt_advice(debts, s.cash[seat], lang, one_reply(s, seat))] if debts else []


def debt_advice(debts: list[tuple[int, str | None, str, int]], cash: int, lang: str,
                numbers: Sequence[int] = ()) -> list[str]:
    """To a player in debt (amount, creditor (None for the bank), cause and field, per debt):
    whom they owe what and why, what they have and what is missing, and how to raise it; with `numbers` (legal.one_reply),
    how to pay it all in one reply (round 13: a debt of 34 000 $ took eight replies)."""
    listed = ", ".join(map(str, numbers))
    if len(numbers) > 1:
        return [*debt_advice(debts, cash, lang),
                f"Celý dluh zaplatíš jednou odpovědí: „{listed}“." if lang == "cs" else
                f"To pay it all in one reply, answer “{listed}”."]
    cs = lang == "cs"
    to = "" if cs else "to "  # Czech says whom in the dative: "1 000 $ Lucii Malé"
    owed = join([_owed(f"{money(amount, lang)} {to}{party(creditor, lang)}", cause, field, lang)
                 for amount, creditor, cause, field in debts], lang)
    lacking = money(max(sum(d[0] for d in debts) - cash, 0), lang)
    have = money(cash, lang)
    if cs:
        return [f"Dlužíš {owed}. Máš {have}, chybí ti {lacking}. Získáš je prodejem bance "
                "(čísla níže, hvězdy a Golden za polovinu ceny) nebo obchodem; do té doby hra "
                "čeká."]
    return [f"You owe {owed}. You have {have}; {lacking} is missing. Raise it by selling to "
            "the bank (the numbers below; stars and Golden at half their cost) or by a trade; "
            "the game waits until then."]


def _owed(owed: str, cause: str, field: int, lang: str) -> str:
    """A debt's amount and creditor, with why it is owed when the debt says."""
    why = debt_cause(cause, field, lang)
    return f"{owed} {why}" if why else owed


def _waiting_line(s: State, lang: str) -> str:
    w = _LABELS[lang]
    waiting = to_move(s)
    if waiting is None:
        return w["over"]
    return f"{w['waiting']}: {w['chance'] if waiting.startswith('@') else waiting}"


def _offer_line(s: State, o: Offer, lang: str, reader: str | None = None) -> str:
    """An open offer as its `reader` reads it ("Tom ti nabízí obchod #1: …" to its recipient)."""
    return event_text("trade_offer", {"player": s.players[o.proposer],
                                      "to": s.players[o.recipient], "offer": o.id,
                                      "give": o.give.to_dict(), "get": o.get.to_dict()},
                      lang, reader)
