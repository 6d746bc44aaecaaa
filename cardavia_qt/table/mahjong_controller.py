"""Chinese Official Mahjong on the generic table: its piles, its gestures and its furniture.

The controller is the only place that knows the MCR table: four seats round it (the player at
the bottom, then right, top and left in play order), each with concealed tiles, melds, flowers
and a river; the wall in the centre; the seat badges; and which tile may be discarded. Where
each tile goes is the projection's (cardavia_qt/projection/mahjong.py), the words are
mahjong_words.py's.

Tiles of one kind are distinct physical tiles (`Tile(id, kind)`), so a tile's item is found by
the tile itself.
"""

from __future__ import annotations

from pathlib import Path

from cardavia_qt.projection import PileId, TableModel
from cardavia_qt.resources import asset_path
from cardavia_qt.table.animation import MOVE_MS
from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.discard_row import DiscardRow
from cardavia_qt.table.game_controller import HUMAN, GameController
from cardavia_qt.table.mahjong_layout import BOTTOM, LEFT, RAISE, RIGHT, TOP, MahjongGeometry
from cardavia_qt.table.mahjong_piles import GAP, MeldsPile, SeatBadge, TileGridPile, WallPile
from cardavia_qt.table.mahjong_results import ScoreSheet
from cardavia_qt.table.mahjong_words import MahjongWords, tile_face, tile_label
from cardavia_qt.table.piles import Choosing, Pile, Target
from cardavia_qt.table.scene import TableScene
from engine.core.state import Event
from engine.mahjong.actions import Chow, ClaimWin, Discard, ExposedKong, Pass, Pung
from engine.mahjong.tiles import Tile

SEATS = 4
PASS_THINK_MS = 120  # three AIs passing on a discard must not drag
DEAL_STAGGER_MS = 12
TILE_SHAPE = 4 / 3

__all__ = ["HUMAN", "MahjongController", "tile_face", "tile_label"]


def tile_back() -> Path:
    return asset_path("tiles", "mahjong", "back.svg")


class Hand(Choosing, TileGridPile):
    """The player's concealed tiles: a discard is chosen (raised) before it goes."""

    rise = RAISE


class MahjongController(GameController):
    game_id = "mahjong"
    # A claim window where the player can only pass answers itself: asking them to press Pass
    # on every discard would only slow the deal.
    lone_answer = Pass()

    def __init__(self, scene: TableScene, settings, parent=None):
        super().__init__(scene, settings, parent)
        self.words = MahjongWords(self.names, self)
        self.wall = scene.add_pile(WallPile("wall", 200))
        self.wall.wind_face = tile_face(27)  # rule 2: the round is East's
        # A river reads from its seat's side: the top and left ones fill from the right.
        self.rivers = [scene.add_pile(DiscardRow(f"river{p}", 300 + 10 * p, per_row=6, reserve=(6, 4), step=1 + GAP,
                                                 row_step=1 + GAP, spare=1 + GAP, grow="up" if p == TOP else "down",
                                                 align="right" if p in (TOP, LEFT) else "left",
                                                 direction="rtl" if p in (TOP, LEFT) else "ltr"))
                       for p in range(SEATS)]
        self.rivers[BOTTOM].accepts_drops = True  # drag a tile here to discard it
        self.melds = [scene.add_pile(MeldsPile(f"melds{p}", 400 + 20 * p, stacked=p in (LEFT, RIGHT),
                                               align="right" if p == RIGHT else "left"))
                      for p in range(SEATS)]
        self.flowers = [scene.add_pile(TileGridPile(f"flowers{p}", 500 + 10 * p, per_row=4 if p in (LEFT, RIGHT) else 8,
                                                    capacity=4, align="right" if p in (BOTTOM, RIGHT, TOP) else "left"))
                        for p in range(SEATS)]
        self.hands = [
            scene.add_pile(Hand("hand0", 700, per_row=20, capacity=14, align="center", raise_share=RAISE)),
            scene.add_pile(TileGridPile("hand1", 600, per_row=1, min_rows=14, turn=-90.0, align="center")),
            scene.add_pile(TileGridPile("hand2", 620, per_row=20, capacity=14, align="center")),
            scene.add_pile(TileGridPile("hand3", 640, per_row=1, min_rows=14, turn=90.0, align="center")),
        ]
        for river in self.rivers:
            river.aspect = TILE_SHAPE
        self.badges = [SeatBadge(f"badge{p}") for p in range(SEATS)]
        for badge in self.badges:
            scene.addItem(badge)
        scene.keyboard_pile = self.hands[BOTTOM]
        scene.rules = self

    # -- seats ---------------------------------------------------------------------------------
    @staticmethod
    def position(seat: int) -> int:
        """Where a seat sits as the player sees it: 0 bottom, 1 right, 2 top, 3 left."""
        return (seat - HUMAN) % SEATS

    @property
    def dealer(self) -> int | None:
        return self.layer.model.notes.get("dealer")

    # -- furniture -------------------------------------------------------------------------------
    def apply_geometry(self, geometry: MahjongGeometry, ratio: float) -> None:
        self.scene.set_ratio(ratio)
        self.wall.set_geometry(geometry.centre, geometry.river_tile)
        for position, area in enumerate(geometry.seats):
            own = position == BOTTOM
            self.hands[position].set_geometry(area.hand, geometry.hand_tile if own else geometry.opponent_tile)
            meld_tile = geometry.own_meld_tile if own else geometry.opponent_tile
            self.melds[position].set_geometry(area.melds, meld_tile)
            self.flowers[position].set_geometry(area.flowers, meld_tile)
            self.rivers[position].set_geometry(area.river, geometry.river_tile)
            self.badges[position].set_geometry(area.badge)
        self.scene.relayout_now()

    def pile_for(self, pile: PileId) -> Pile:
        if pile.kind == "wall":
            return self.wall
        piles = {"hand": self.hands, "melds": self.melds, "flowers": self.flowers, "river": self.rivers}[pile.kind]
        return piles[self.position(pile.seat)]

    def order(self, pile: PileId, groups: list[list[int]], model: TableModel) -> list[list[int]]:
        """The player's tiles in suit order, a fresh draw set apart at the right end; at the end
        of a deal a winner's revealed hand is sorted too."""
        if pile.kind != "hand" or not groups:
            return groups
        tokens = groups[0]
        by_tile = lambda token: model.face(token) if model.face(token) is not None else (999, 0)  # noqa: E731
        if pile.seat != HUMAN:
            return [sorted(tokens, key=by_tile)] if all(model.face(token) for token in tokens) else groups
        drawn = model.showing(model.notes["drawn"]) if model.notes.get("drawn") is not None else None
        rest = sorted((token for token in tokens if token != drawn), key=by_tile)
        return [rest + ([drawn] if drawn in tokens else [])]

    def mark_piles(self, model: TableModel) -> None:
        self.words.dealer = model.notes.get("dealer")
        hand = self.hands[BOTTOM]
        drawn = model.notes.get("drawn")
        hand.apart_last = drawn is not None and self.item_for(drawn) in hand.cards and len(hand.cards) > 1
        fresh = model.notes.get("fresh")
        for river in self.rivers:
            river.fresh = None
        if fresh is not None:
            self.rivers[self.position(fresh[0])].fresh = self.item_for(fresh[1])

    def pace(self, event: Event | None) -> tuple[int, int]:
        return (MOVE_MS, DEAL_STAGGER_MS) if event is not None and event.kind == "hand" else (MOVE_MS, 0)

    def face(self, tile: Tile) -> Path:
        return tile_face(tile.kind)

    def back(self) -> Path:
        return tile_back()

    def card_name(self, tile: Tile) -> str:
        return tile_label(tile)

    # -- what the scene asks ------------------------------------------------------------------------
    def open_discard(self) -> CardItem | None:
        """The discard the player may claim now: it glows in its river."""
        if not any(isinstance(action, (Chow, Pung, ExposedKong, ClaimWin)) for action in self.legal()):
            return None
        return next((river.fresh for river in self.rivers if river.fresh is not None), None)

    def can_drag(self, item: CardItem) -> bool:
        if item.pile is self.hands[BOTTOM]:
            return True
        return item is self.open_discard()  # into the hand: claimed

    def legal_targets(self, item: CardItem) -> list[Target]:
        if item is self.open_discard():
            return [Target(self.hands[BOTTOM])]
        tile = self.card_for(item)
        if tile is None or item.pile is not self.hands[BOTTOM] or Discard(tile) not in self.legal():
            return []
        return [Target(self.rivers[BOTTOM])]

    def drop(self, item: CardItem, target: Target) -> bool:
        if item is self.open_discard():
            return target.pile is self.hands[BOTTOM] and self.take_discard()
        if target.pile is not self.rivers[BOTTOM] or item.pile is not self.hands[BOTTOM]:
            return False
        return self.discard(item)

    def activate(self, item: CardItem) -> None:
        """A click (or Enter) on one of the player's tiles chooses it; on the chosen tile it
        discards it. A tile that cannot be discarded now is refused with the engine's reason.
        A click on the glowing discard claims it."""
        if item is self.open_discard():
            self.take_discard()
            return
        tile = self.card_for(item)
        if tile is not None and item.pile is self.hands[BOTTOM]:
            self.choose_or_play(item, Discard(tile))

    # -- the player's moves -------------------------------------------------------------------------
    def discard(self, item: CardItem) -> bool:
        tile = self.card_for(item)
        return tile is not None and self.apply_human(Discard(tile))

    def claim(self, action) -> bool:
        """A button of the claim bar: chow, pung, kong, win or pass."""
        return self.apply_human(action)

    def take_discard(self) -> bool:
        """The player reached for the glowing discard (a click on it, or a drag into the hand):
        Hu if it wins, else the one claim there is; where there are several (chows, a pung, a
        kong) the claim bar is asked to offer them (`claim_asked`). It glowed, and a click on
        it did nothing: only the bar's buttons claimed."""
        legal = self.legal()
        win = next((action for action in legal if isinstance(action, ClaimWin)), None)
        if win is not None:
            return self.claim(win)
        claims = [action for action in legal if isinstance(action, (Chow, Pung, ExposedKong))]
        if len(claims) > 1:
            # Said, too: the keys moving to the bar alone left a click looking as if it did nothing.
            self._note_on_position(lambda: self.tr("This tile can be claimed in several ways: choose one on the bar"))
            self.changed.emit()
        return self.claim_one_or_ask(claims)

    def think_ms(self, action) -> int:
        return PASS_THINK_MS if isinstance(action, Pass) else super().think_ms(action)

    # -- words --------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.words.seat_name(seat)

    def seat_title(self, seat: int) -> str:
        return self.words.seat_title(seat)

    def tiles_text(self, kinds) -> str:
        return self.words.tiles_text(kinds)

    def hint_note(self, action) -> str:
        return self.words.hint(action, self.view())

    def current_status(self) -> str:
        return self.words.status(self.view(), self.legal(), self.ai_seat_to_act, self.chosen_card(), self.told)

    def result_heading(self) -> str:
        return self.words.result_heading(self.outcome) if self.outcome is not None else ""

    def result_detail(self) -> str:
        return self.words.result_detail(self.outcome) if self.outcome is not None else ""

    def score_sheet(self) -> ScoreSheet | None:
        return self.words.score_sheet(self.outcome) if self.outcome is not None else None

    # -- keeping the picture current ------------------------------------------------------------------
    def _refresh_marks(self) -> None:
        legal = set(self.legal())
        discarding = any(isinstance(action, Discard) for action in legal)
        hinted_tile = self.hinted.tile if isinstance(self.hinted, Discard) else None
        for item in self.scene.cards():
            tile = self.card_for(item) if item.pile is self.hands[BOTTOM] else None
            item.set_marks(dimmed=tile is not None and discarding and Discard(tile) not in legal,
                           hinted=tile is not None and tile == hinted_tile)

    def _refresh_captions(self) -> None:
        words = self.words
        self.wall.caption, self.wall.heading, self.wall.accessible_name = words.wall(len(self.wall.cards))
        waited_on = HUMAN if self.human_to_act else self.ai_seat_to_act
        for seat in range(SEATS):
            position = self.position(seat)
            wind = words.seat_wind(seat)
            badge = self.badges[position]
            badge.wind_face = tile_face(27 + wind) if wind is not None else None
            count = len(self.hands[position].cards)
            badge.set_text(*words.badge(seat, count), seat == waited_on)
            (self.hands[position].accessible_name, self.rivers[position].accessible_name,
             self.melds[position].accessible_name, self.flowers[position].accessible_name) = words.pile_names(seat, count)
