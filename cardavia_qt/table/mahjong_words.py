"""What the MCR table says: tiles by their names, the seats with their winds, the status line,
the hint with its outlook, the results and their score sheet, the badges' and piles' words.

Everything is worded from the player's view and legal actions (and the seat names of the
table), in the language of the moment; tiles by name, never by the players' shorthand (3p 7s),
which the table explains nowhere.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from cardavia_qt.i18n import translate_fan, translate_message
from cardavia_qt.resources import asset_path
from cardavia_qt.seat_names import SeatNames
from cardavia_qt.table.mahjong_results import ScoreSheet
from cardavia_qt.table.text import fill
from engine.core.state import Event
from engine.mahjong.actions import (AddedKong, Chow, ClaimWin, ConcealedKong, Discard, ExposedKong, Pung,
                                    SelfDrawnWin)
from engine.mahjong.deal import CLAIM, ROB
from engine.mahjong.fans import FANS, FLOWER_TILES
from engine.mahjong.knowledge import unseen_counts
from engine.mahjong.shanten import analyse
from engine.mahjong.tiles import CODES, FLOWER_NAME, KINDS, NUMBERED_NAME, PHYSICAL_TILES, SUIT_NAMES, Tile, human, name, \
    rank, suit

HUMAN = 0
SEATS = 4


def tile_label(tile_or_kind) -> str:
    """A tile's translated name: "5 of dots", "Red Dragon", "Flower 3"."""
    kind = tile_or_kind.kind if isinstance(tile_or_kind, Tile) else tile_or_kind
    if kind >= KINDS:
        return translate_message(FLOWER_NAME(number=kind - KINDS + 1))
    return translate_message(name(kind))


def tile_face(kind: int) -> Path:
    file = f"f{kind - KINDS + 1}" if kind >= KINDS else human(kind)
    return asset_path("tiles", "mahjong", file + ".svg")


def rank_runs(ranks: list[int]) -> list[str]:
    """Sorted ranks with each run of three or more written as its ends: [1, 2, 3, 4, 7] -> 1–4, 7."""
    runs: list[list[int]] = []
    for number in ranks:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return [text for run in runs for text in ([f"{run[0]}–{run[-1]}"] if len(run) >= 3 else map(str, run))]


class MahjongWords(QObject):
    def __init__(self, names: SeatNames, parent: QObject | None = None):
        super().__init__(parent)
        self.names = names
        self.dealer: int | None = None  # the seat winds follow the dealer, once dealt

    # -- seats -----------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """A seat's short label, as its badge shows it: "You", "Right"."""
        return self.names.label(seat)

    def wind_name(self, wind: int) -> str:
        return (self.tr("East"), self.tr("South"), self.tr("West"), self.tr("North"))[wind]

    def seat_wind(self, seat: int) -> int | None:
        return None if self.dealer is None else (seat - self.dealer) % SEATS

    def who(self, seat: int) -> str:
        """A seat as a sentence names it: "you", or "Left AI (North)"."""
        wind = self.seat_wind(seat)
        if seat == HUMAN or wind is None:
            return self.names.name(seat)
        return fill(self.tr("{seat} ({wind})"), seat=self.names.name(seat), wind=self.wind_name(wind))

    def seat_title(self, seat: int) -> str:
        """A seat with its wind, as its badge shows it: "East · You"."""
        wind = self.seat_wind(seat)
        if wind is None:
            return self.seat_name(seat)
        return fill(self.tr("{wind} · {seat}"), wind=self.wind_name(wind), seat=self.seat_name(seat))

    # -- tiles -----------------------------------------------------------------------------------
    def tiles_text(self, kinds) -> str:
        """Tiles by their names for a list, a suit's ranks together: "3, 6 of dots; East Wind"."""
        kinds = sorted(set(kinds))
        by_suit: dict[int, list[int]] = {}
        for kind in kinds:
            if kind < 27:
                by_suit.setdefault(suit(kind), []).append(rank(kind))
        ranks_apart = self.tr(", ", "between the ranks of one suit in a list of tiles: 3, 6 of dots")
        parts = [translate_message(NUMBERED_NAME(rank=ranks_apart.join(rank_runs(ranks)), suit=SUIT_NAMES[of]()))
                 for of, ranks in by_suit.items()]
        parts += [tile_label(kind) for kind in kinds if kind >= 27]
        return self.tr("; ", "between the suits of a list of tiles: 3, 6 of dots; East Wind").join(parts)

    # -- the hint --------------------------------------------------------------------------------
    def hint(self, action, view) -> str:
        kinds = [t.kind for t in view.hand]
        if isinstance(action, Discard):
            kinds.remove(action.tile.kind)
            advice = fill(self.tr("Hint: discard the {tile}."), tile=tile_label(action.tile))
        elif isinstance(action, (ClaimWin, SelfDrawnWin)):
            return self.tr("Hint: declare Hu, you win!")
        elif isinstance(action, Chow):
            advice = fill(self.tr("Hint: chow {tiles}."), tiles=self.tiles_text(action.kinds()))
        elif isinstance(action, Pung):
            advice = self.tr("Hint: pung.")
        elif isinstance(action, (ExposedKong, ConcealedKong, AddedKong)):
            advice = self.tr("Hint: declare the kong.")
        else:
            advice = self.tr("Hint: pass.")
        return advice + " " + self.outlook(view, kinds)

    def outlook(self, view, kinds: list[int]) -> str:
        """How far a 13-tile hand is from ready, and which tiles would bring it nearer."""
        melds = tuple(m.meld for m in view.melds[HUMAN] if m.meld is not None)
        if len(kinds) + 3 * len(melds) != 13:
            return ""
        analysis = analyse(melds, tuple(sorted(kinds)))
        unseen = unseen_counts(view)
        useful = [(kind, unseen[kind]) for kind in analysis.useful if unseen[kind] > 0]
        tiles = self.tiles_text(kind for kind, _ in useful)
        total = sum(count for _, count in useful)
        if analysis.shanten <= 0:
            return fill(self.tr("Ready: waiting on {tiles} ({count} unseen)."), tiles=tiles or "–", count=total)
        return fill(self.tr("{shanten} from ready; {count} unseen tiles improve it: {tiles}.", None, total),
                    shanten=analysis.shanten, count=total, tiles=tiles or "–")

    # -- the status line -------------------------------------------------------------------------
    def status(self, view, legal: list, waiting_for: int | None, chosen: Tile | None, told: Event | None) -> str:
        if not legal:
            if waiting_for is None:
                return ""
            return fill(self.tr("{seat} is thinking…"), seat=self.names.title(waiting_for))
        # The discard or the added kong that opened the window is told just before (the engine's
        # event); only without it (a resumed position) does the prompt say whose tile it is.
        told_it = view.public is not None and told is not None and told.data.get("tile") == view.public.id
        if view.phase == CLAIM:
            if told_it:
                return self.tr("Claim it or pass")
            return fill(self.tr("{seat} discarded the {tile}: claim it or pass"), seat=self.names.title(view.turn),
                        tile=tile_label(view.public))
        if view.phase == ROB:
            if told_it:
                return self.tr("Rob the kong with Hu, or pass")
            return fill(self.tr("{seat} adds the {tile} to a kong: rob it with Hu, or pass"),
                        seat=self.names.title(view.turn), tile=tile_label(view.public))
        if chosen is not None:
            return fill(self.tr("Discard the {tile}? Click it again or press Enter"), tile=tile_label(chosen))
        if any(isinstance(action, (SelfDrawnWin, ConcealedKong, AddedKong)) for action in legal):
            return self.tr("Your turn: declare, or choose a tile to discard")
        return self.tr("Your turn: click a tile to choose it, click again to discard")

    # -- results ---------------------------------------------------------------------------------
    def result_heading(self, outcome) -> str:
        winner = outcome.detail.get("winner")
        if winner is None:
            return self.tr("A draw: the wall is exhausted")
        total = outcome.detail["total"]
        if winner == HUMAN:
            return fill(self.tr("Hu! You win {total} points", None, total), total=total)
        return fill(self.tr("{seat} wins {total} points", None, total), seat=self.names.title(winner), total=total)

    def result_detail(self, outcome) -> str:
        """How the deal was won, in one sentence."""
        detail = outcome.detail
        winner = detail.get("winner")
        if winner is None:
            return self.tr("Nobody completed a hand before the last tile; nobody pays.")
        kind = CODES.get(detail.get("win_tile"))
        tile = tile_label(kind) if kind is not None else ""
        seat = self.who(winner)
        seat = seat[:1].upper() + seat[1:]
        if detail["self_drawn"]:
            return fill(self.tr("{seat} drew the winning tile ({tile})."), seat=seat, tile=tile)
        template = self.tr("{seat} robbed the kong of {discarder} ({tile}).") if detail["robbing_the_kong"] else \
            self.tr("{seat} won on the discard of {discarder} ({tile}).")
        return fill(template, seat=seat, discarder=self.who(detail["discarder"]), tile=tile)

    def score_sheet(self, outcome) -> ScoreSheet | None:
        """The fans, flowers, total and payments of a won deal, in words; None for a draw."""
        detail = outcome.detail
        if detail.get("winner") is None:
            return None
        flower_fan = FANS[FLOWER_TILES].name
        fans = tuple((translate_fan(f["name"]), f["count"], f["points"]) for f in detail["fans"] if f["name"] != flower_fan)
        flowers = sum(f["count"] for f in detail["fans"] if f["name"] == flower_fan)
        payments = tuple((self.seat_title(seat), points) for seat, points in enumerate(detail["payments"]))
        hand = [tuple(PHYSICAL_TILES[i].kind for i in meld["tiles"]) for meld in detail["melds"] if "tiles" in meld]
        concealed = [PHYSICAL_TILES[i].kind for i in detail["hand"]]
        winning = CODES.get(detail.get("win_tile"))
        if winning in concealed:
            concealed.remove(winning)  # shown apart, framed: the tile that completed the hand
        hand.append(tuple(concealed))
        return ScoreSheet(fans, flowers, detail["total"], payments, tuple(hand), winning,
                          tile_label(winning) if winning is not None else "")

    # -- badges and piles ------------------------------------------------------------------------
    def wall(self, count: int) -> tuple[str, str, str]:
        return (fill(self.tr("Wall · {count}"), count=count), self.tr("East round"),
                fill(self.tr("The wall, tiles: {count}"), count=count))

    def badge(self, seat: int, count: int) -> tuple[str, str]:
        parts = []
        if seat == self.dealer:
            parts.append(self.tr("dealer"))
        if seat != HUMAN:
            parts.append(fill(self.tr("{count} tiles", None, count), count=count))
        return self.seat_title(seat), " · ".join(parts)

    def pile_names(self, seat: int, count: int) -> tuple[str, str, str, str]:
        """The spoken names of a seat's concealed tiles, discards, melds and flowers."""
        if seat == HUMAN:
            return (fill(self.tr("Your concealed tiles: {count}"), count=count), self.tr("Your discards"),
                    self.tr("Your melds"), self.tr("Your flowers"))
        who = self.names.name(seat)
        return (fill(self.tr("Concealed tiles of {seat}: {count}"), seat=who, count=count),
                fill(self.tr("Discards of {seat}"), seat=who), fill(self.tr("Melds of {seat}"), seat=who),
                fill(self.tr("Flowers of {seat}"), seat=who))
