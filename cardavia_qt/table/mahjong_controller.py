"""Chinese Official Mahjong on the generic table: the engine's deal bound to piles and tiles.

The controller is the only place that knows MCR: four seats round the table (the player at the
bottom, then right, top and left in play order), each with concealed tiles, melds, flowers and
a river; the wall in the centre; which tile may be discarded; and how each engine event (deal,
draw, flower, discard, claim, kong, win) is seen to happen. Dealing, the AI's turns, the hint
and the event replay are shared by every game (`GameController`).

Tiles of one kind are distinct physical tiles (`Tile(id, kind)`), so a tile's item is found by
the tile itself. Every other seat's concealed tiles are backs: a tile it plays is turned face
up as it leaves its row.
"""

from __future__ import annotations

from pathlib import Path

from cardavia_qt.i18n import translate_fan, translate_message
from cardavia_qt.resources import asset_path
from cardavia_qt.table.animation import MOVE_MS
from cardavia_qt.table.card_item import CardItem
from cardavia_qt.table.game_controller import HUMAN, GameController
from cardavia_qt.table.mahjong_layout import BOTTOM, LEFT, RAISE, RIGHT, TOP, MahjongGeometry
from cardavia_qt.table.mahjong_results import ScoreSheet
from cardavia_qt.table.mahjong_piles import MeldsPile, SeatBadge, TileGridPile, WallPile
from cardavia_qt.table.piles import Target
from cardavia_qt.table.scene import TableScene
from cardavia_qt.table.text import fill
from engine.core.state import Event
from engine.mahjong.actions import (
    AddedKong,
    Chow,
    ClaimWin,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pung,
    SelfDrawnWin,
)
from engine.mahjong.fans import FANS, FLOWER_TILES
from engine.mahjong.knowledge import unseen_counts
from engine.mahjong.shanten import analyse
from engine.mahjong.tiles import (CODES, FLOWER_NAME, KINDS, NUMBERED_NAME, PHYSICAL_TILES, SUIT_NAMES, Tile, human, name,
                                  rank, suit)

SEATS = 4
PASS_THINK_MS = 120  # three AIs passing on a discard must not drag
DEAL_STAGGER_MS = 12
WIND_FACES = ("E", "S", "W", "N")
# The moves the status tells when an AI makes them; its draws show on the table well enough.
TOLD = {"flower", "discard", "chow", "pung", "exposed_kong", "concealed_kong", "added_kong", "robbed"}

__all__ = ["HUMAN", "MahjongController", "tile_label"]


def tile_label(tile_or_kind) -> str:
    """A tile's translated name: "5 of dots", "Red Dragon", "Flower 3"."""
    kind = tile_or_kind.kind if isinstance(tile_or_kind, Tile) else tile_or_kind
    if kind >= KINDS:
        return translate_message(FLOWER_NAME(number=kind - KINDS + 1))
    return translate_message(name(kind))


def rank_runs(ranks: list[int]) -> list[str]:
    """Sorted ranks with each run of three or more written as its ends: [1, 2, 3, 4, 7] -> 1–4, 7."""
    runs: list[list[int]] = []
    for number in ranks:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return [text for run in runs for text in ([f"{run[0]}–{run[-1]}"] if len(run) >= 3 else map(str, run))]


def tile_face(kind: int) -> Path:
    file = f"f{kind - KINDS + 1}" if kind >= KINDS else human(kind)
    return asset_path("tiles", "mahjong", file + ".svg")


def tile_back() -> Path:
    return asset_path("tiles", "mahjong", "back.svg")


class MahjongController(GameController):
    game_id = "mahjong"
    # A claim window where the player can only pass answers itself: asking them to press Pass
    # on every discard would only slow the deal.
    lone_answer = Pass()

    def __init__(self, scene: TableScene, settings, parent=None):
        super().__init__(scene, settings, parent)
        self.dealer: int | None = None
        self.selected: CardItem | None = None
        self._drawn: Tile | None = None  # the player's fresh draw, shown apart from the hand
        self._dealing = False  # the deal's opening flower replacements are not draws
        self._flower_chain: int | None = None  # while dealing: the seat whose flower drew a flower
        self.wall = scene.add_pile(WallPile("wall", 200))
        self.rivers = [scene.add_pile(TileGridPile(f"river{p}", 300 + 10 * p, per_row=6, min_rows=4, capacity=6,
                                                   grow="up" if p == TOP else "down",
                                                   align="right" if p in (TOP, LEFT) else "left"))
                       for p in range(SEATS)]
        self.rivers[BOTTOM].accepts_drops = True  # drag a tile here to discard it
        self.melds = [scene.add_pile(MeldsPile(f"melds{p}", 400 + 20 * p, stacked=p in (LEFT, RIGHT),
                                               align="right" if p == RIGHT else "left"))
                      for p in range(SEATS)]
        self.flowers = [scene.add_pile(TileGridPile(f"flowers{p}", 500 + 10 * p, per_row=4 if p in (LEFT, RIGHT) else 8,
                                                    capacity=4, align="right" if p in (BOTTOM, RIGHT, TOP) else "left"))
                        for p in range(SEATS)]
        self.hands = [
            scene.add_pile(TileGridPile("hand0", 700, per_row=20, capacity=14, align="center", raise_share=RAISE)),
            scene.add_pile(TileGridPile("hand1", 600, per_row=1, min_rows=14, turn=-90.0, align="center")),
            scene.add_pile(TileGridPile("hand2", 620, per_row=20, capacity=14, align="center")),
            scene.add_pile(TileGridPile("hand3", 640, per_row=1, min_rows=14, turn=90.0, align="center")),
        ]
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

    def seat_name(self, seat: int) -> str:
        """A seat's short label, as its badge shows it: "You", "Right"."""
        return self.names.label(seat)

    def wind_name(self, wind: int) -> str:
        return (self.tr("East"), self.tr("South"), self.tr("West"), self.tr("North"))[wind]

    def seat_wind(self, seat: int) -> int | None:
        return None if self.dealer is None else (seat - self.dealer) % SEATS

    def who(self, seat: int) -> str:
        """A seat as a sentence names it: "you", or "Left AI (North)"."""
        if seat == HUMAN:
            return self.names.name(seat)
        wind = self.seat_wind(seat)
        if wind is None:
            return self.names.name(seat)
        return fill(self.tr("{seat} ({wind})"), seat=self.names.name(seat), wind=self.wind_name(wind))

    # -- geometry --------------------------------------------------------------------------------
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

    def _prepare_deal(self) -> None:
        self.dealer = None
        self.selected = None
        self._drawn = None
        self._dealing = True
        self._flower_chain = None
        self.hands[BOTTOM].raised = None
        for river in self.rivers:
            river.fresh = None
        self.wall.wind_face = tile_face(27)  # rule 2: the round is East's

    def _back(self) -> Path:
        return tile_back()

    def _rebuild_from_view(self) -> None:
        """Lay the table out from the player's view alone, without replaying events."""
        view = self.state.view(HUMAN)
        self.dealer = view.dealer
        self._dealing = False
        self._drawn = view.drawn
        for _ in range(view.wall_size):
            self.wall.add(self._new_card())
        for seat in range(SEATS):
            position = self.position(seat)
            if seat == HUMAN:
                for tile in view.hand:
                    self.hands[position].add(self._new_card(tile))
            else:
                for _ in range(view.hand_sizes[seat]):
                    self.hands[position].add(self._new_card())
            for meld in view.melds[seat]:
                tiles = meld.tiles if meld.meld is not None else (None,) * 4
                group = self.melds[position].add_group([self._new_card(t) for t in tiles])
                if view.phase == "rob" and view.turn == seat and meld.meld is not None and view.public is not None \
                        and meld.meld.tile == view.public.kind and len(tiles) == 3:
                    self.melds[position].add(self._new_card(view.public), group)
            for tile in view.flowers[seat]:
                self.flowers[position].add(self._new_card(tile))
            for tile in view.rivers[seat]:
                self.rivers[position].add(self._new_card(tile))
            if view.phase == "claim" and view.turn == seat and view.public is not None:
                item = self._new_card(view.public)
                self.rivers[position].add(item)
                self.rivers[position].fresh = item
        self._sort_hand()

    # -- what the scene asks ------------------------------------------------------------------------
    def can_drag(self, item: CardItem) -> bool:
        return item.pile is self.hands[BOTTOM]

    def legal_targets(self, item: CardItem) -> list[Target]:
        tile = self._card_of.get(item)
        if tile is None or item.pile is not self.hands[BOTTOM] or Discard(tile) not in self.legal():
            return []
        return [Target(self.rivers[BOTTOM])]

    def drop(self, item: CardItem, target: Target) -> bool:
        if target.pile is not self.rivers[BOTTOM] or item.pile is not self.hands[BOTTOM]:
            return False
        return self.discard(item)

    def activate(self, item: CardItem) -> None:
        """A click (or Enter) on one of the player's tiles selects it; on the selected tile it
        discards it. A tile that cannot be discarded now is refused with the engine's reason."""
        tile = self._card_of.get(item)
        if tile is None or item.pile is not self.hands[BOTTOM]:
            return
        if Discard(tile) not in self.legal() or item is self.selected:
            self.discard(item)
            return
        self.select(item)

    # -- the player's moves -------------------------------------------------------------------------
    def select(self, item: CardItem | None) -> None:
        """Choose the tile to discard (it rises); the next click on it discards it."""
        self._raise(item)
        self.note = None
        self.changed.emit()

    def _raise(self, item: CardItem | None) -> None:
        if item is not self.selected:
            self.selected = item
            self.hands[BOTTOM].raised = item
            self.scene.layout([self.hands[BOTTOM]], duration=int(MOVE_MS * 0.5))

    def discard(self, item: CardItem) -> bool:
        tile = self._card_of.get(item)
        if tile is None:
            return False
        return self.apply_human(Discard(tile))

    def apply_human(self, action) -> bool:
        done = super().apply_human(action)
        if done:
            # The move's own events lay the hand out again, without the raised tile.
            self.selected = None
            self.hands[BOTTOM].raised = None
        else:
            self._raise(None)  # a refused tile sinks back; the reason stays in the status line
            self.changed.emit()
        return done

    def claim(self, action) -> bool:
        """A button of the claim bar: chow, pung, kong, win or pass."""
        return self.apply_human(action)

    def think_ms(self, action) -> int:
        return PASS_THINK_MS if isinstance(action, Pass) else super().think_ms(action)

    def tells(self, event: Event) -> bool:
        return event.kind in TOLD

    # -- the hint -----------------------------------------------------------------------------------
    def hint_note(self, action) -> str:
        view = self.state.view(HUMAN)
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

    def tiles_text(self, kinds) -> str:
        """Tiles by their names for a list, a suit's ranks together: "3, 6 of dots; East Wind"
        (the players' shorthand, 3p 6p, is not explained anywhere on the table)."""
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

    # -- status ---------------------------------------------------------------------------------------
    def current_status(self) -> str:
        state = self.state
        if not self.human_to_act:
            seat = self.ai_seat_to_act
            if seat is None:
                return ""
            return fill(self.tr("{seat} is thinking…"), seat=self.names.title(seat))
        view = state.view(HUMAN)
        legal = self.legal()
        # The discard or the added kong that opened the window is told just before (the engine's
        # event); only without it (a resumed position) does the prompt say whose tile it is.
        if view.phase == "claim":
            if self._told_about(view.public):
                return self.tr("Claim it or pass")
            return fill(self.tr("{seat} discarded the {tile}: claim it or pass"), seat=self.names.title(view.turn),
                        tile=tile_label(view.public))
        if view.phase == "rob":
            if self._told_about(view.public):
                return self.tr("Rob the kong with Hu, or pass")
            return fill(self.tr("{seat} adds the {tile} to a kong: rob it with Hu, or pass"),
                        seat=self.names.title(view.turn), tile=tile_label(view.public))
        selected = self._card_of.get(self.selected) if self.selected is not None else None
        if selected is not None:
            return fill(self.tr("Discard the {tile}? Click it again or press Enter"), tile=tile_label(selected))
        if any(isinstance(action, (SelfDrawnWin, ConcealedKong, AddedKong)) for action in legal):
            return self.tr("Your turn: declare, or choose a tile to discard")
        return self.tr("Your turn: click a tile to choose it, click again to discard")

    def _told_about(self, tile: Tile | None) -> bool:
        """Does the status already tell the move that put `tile` on offer?"""
        return tile is not None and self.told is not None and self.told.data.get("tile") == tile.id

    def result_heading(self) -> str:
        outcome = self.outcome
        if outcome is None:
            return ""
        winner = outcome.detail.get("winner")
        if winner is None:
            return self.tr("A draw: the wall is exhausted")
        if winner == HUMAN:
            return fill(self.tr("Hu! You win {total} points", None, outcome.detail["total"]), total=outcome.detail["total"])
        return fill(self.tr("{seat} wins {total} points", None, outcome.detail["total"]), seat=self.names.title(winner),
                    total=outcome.detail["total"])

    def result_detail(self) -> str:
        """How the deal was won, in one sentence."""
        outcome = self.outcome
        if outcome is None:
            return ""
        detail = outcome.detail
        winner = detail.get("winner")
        if winner is None:
            return self.tr("Nobody completed a hand before the last tile; nobody pays.")
        if detail["self_drawn"]:
            return fill(self.tr("{seat} drew the winning tile ({tile})."), seat=self._capital(self.who(winner)),
                        tile=self._win_tile_label(detail))
        template = self.tr("{seat} robbed the kong of {discarder} ({tile}).") if detail["robbing_the_kong"] else \
            self.tr("{seat} won on the discard of {discarder} ({tile}).")
        return fill(template, seat=self._capital(self.who(winner)), discarder=self.who(detail["discarder"]),
                    tile=self._win_tile_label(detail))

    def seat_title(self, seat: int) -> str:
        """A seat with its wind, as its badge shows it: "East · You"."""
        wind = self.seat_wind(seat)
        if wind is None:
            return self.seat_name(seat)
        return fill(self.tr("{wind} · {seat}"), wind=self.wind_name(wind), seat=self.seat_name(seat))

    def score_sheet(self) -> ScoreSheet | None:
        """The fans, flowers, total and payments of a won deal, in words; None for a draw."""
        outcome = self.outcome
        if outcome is None or outcome.detail.get("winner") is None:
            return None
        detail = outcome.detail
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

    @staticmethod
    def _capital(text: str) -> str:
        return text[:1].upper() + text[1:]

    @staticmethod
    def _win_tile_label(detail) -> str:
        kind = CODES.get(detail.get("win_tile"))
        return tile_label(kind) if kind is not None else ""

    # -- showing the engine's events ----------------------------------------------------------------
    def _on_deal(self, event: Event) -> int:
        self.dealer = event.data["dealer"]
        for _ in PHYSICAL_TILES:
            self.wall.add(self._new_card())
        self.scene.place_at_once([self.wall])
        return 0

    def _from_wall(self) -> CardItem:
        return self.wall.cards[-1]

    def _on_hand(self, event: Event) -> int:
        ids = event.secret.get("tiles", ())
        hand = self.hands[self.position(event.seat)]
        for index in range(event.data["count"]):
            item = self._from_wall()
            if event.seat == HUMAN:
                self._reveal(item, PHYSICAL_TILES[ids[index]])
            hand.add(item)
        self._sort_hand()
        return self.scene.layout([hand, self.wall], stagger=DEAL_STAGGER_MS)

    def _on_draw(self, event: Event) -> int:
        self._dealing = False
        return self._draw(event)

    def _on_replacement(self, event: Event) -> int:
        self._flower_chain = None
        return self._draw(event)

    def _draw(self, event: Event) -> int:
        for river in self.rivers:
            river.fresh = None  # the discard went unclaimed
        hand = self.hands[self.position(event.seat)]
        item = self._from_wall()
        if event.seat == HUMAN:
            tile = PHYSICAL_TILES[event.secret["tile"]]
            self._reveal(item, tile)
            if not self._dealing:
                self._drawn = tile
        hand.add(item)
        self._sort_hand()
        return self.scene.layout([hand, self.wall])

    def _played_from_hand(self, seat: int, tile: Tile, taken: list[CardItem] = ()) -> CardItem:
        """The item of a tile leaving `seat`'s concealed row, face up (`taken`: backs already
        chosen for the same meld)."""
        if seat == HUMAN:
            return self._item_of[tile]
        # Another seat's backs are all alike: the tile comes from the end of its row.
        item = next(back for back in reversed(self.hands[self.position(seat)].cards) if back not in taken)
        self._reveal(item, tile)
        return item

    def _on_flower(self, event: Event) -> int:
        tile = PHYSICAL_TILES[event.data["tile"]]
        position = self.position(event.seat)
        if self._flower_chain == event.seat:
            # A flower drawn to replace a flower while dealing is shown straight from the wall.
            item = self._from_wall()
            self._reveal(item, tile)
        else:
            item = self._played_from_hand(event.seat, tile)
        if self._dealing:
            self._flower_chain = event.seat
        if self._drawn == tile:
            self._drawn = None
        self.flowers[position].add(item)
        self._sort_hand()
        return self.scene.layout([self.flowers[position], self.hands[position], self.wall])

    def _on_discard(self, event: Event) -> int:
        tile = PHYSICAL_TILES[event.data["tile"]]
        position = self.position(event.seat)
        item = self._played_from_hand(event.seat, tile)
        if event.seat == HUMAN:
            self._drawn = None
            self.selected = None
            self.hands[BOTTOM].raised = None
        for river in self.rivers:
            river.fresh = None
        river = self.rivers[position]
        river.add(item)
        river.fresh = item
        self._sort_hand()
        return self.scene.layout([river, self.hands[position]])

    def _on_chow(self, event: Event) -> int:
        return self._claimed(event)

    def _on_pung(self, event: Event) -> int:
        return self._claimed(event)

    def _on_exposed_kong(self, event: Event) -> int:
        return self._claimed(event)

    def _claimed(self, event: Event) -> int:
        """A discard taken into a chow, pung or kong with tiles from the claimer's hand."""
        claimed = PHYSICAL_TILES[event.data["tile"]]
        position = self.position(event.seat)
        source = self.rivers[self.position(event.data["from"])]
        source.fresh = None
        items = []
        for tile_id in event.data["meld"]:
            tile = PHYSICAL_TILES[tile_id]
            items.append(self._item_of[claimed] if tile == claimed else self._played_from_hand(event.seat, tile, items))
        self.melds[position].add_group(items)
        self._drawn = None
        self._sort_hand()
        return self.scene.layout([self.melds[position], self.hands[position], source])

    def _on_concealed_kong(self, event: Event) -> int:
        position = self.position(event.seat)
        if event.seat == HUMAN:
            items = [self._item_of[PHYSICAL_TILES[i]] for i in event.secret["tiles"]]
            self._drawn = None
        else:
            items = self.hands[position].cards[-4:]  # face down: nobody else learns which
        self.melds[position].add_group(items)
        self._sort_hand()
        return self.scene.layout([self.melds[position], self.hands[position]])

    def _on_added_kong(self, event: Event) -> int:
        tile = PHYSICAL_TILES[event.data["tile"]]
        position = self.position(event.seat)
        item = self._played_from_hand(event.seat, tile)
        melds = self.melds[position]
        group = next(index for index, group in enumerate(melds.groups)
                     if len(group) == 3 and all(self._kind_of(other) == tile.kind for other in group))
        melds.add(item, group)
        if event.seat == HUMAN:
            self._drawn = None
        self._sort_hand()
        return self.scene.layout([melds, self.hands[position]])

    def _on_robbed(self, event: Event) -> int:
        tile = PHYSICAL_TILES[event.data["tile"]]
        position = self.position(event.seat)
        source = self._item_of[tile].pile
        self.hands[position].add(self._item_of[tile])
        self._sort_hand()
        return self.scene.layout([self.hands[position], source])

    def _on_deal_over(self, event: Event) -> int:
        """Show the winner's hand and every concealed kong, as players do at the end."""
        detail = event.data
        winner = detail.get("winner")
        moved = []
        for river in self.rivers:
            river.fresh = None
        if winner is not None:
            hand = self.hands[self.position(winner)]
            win_tiles = [PHYSICAL_TILES[i] for i in detail["hand"]]
            if detail.get("discarder") is not None and not detail.get("robbing_the_kong"):
                # The winning discard still lies in its river: it joins the winner's hand.
                discard = next((t for t in win_tiles if t in self._item_of
                                and self._item_of[t].pile is self.rivers[self.position(detail["discarder"])]), None)
                if discard is not None:
                    item = self._item_of[discard]
                    moved.append(item.pile)
                    hand.add(item)
            if winner != HUMAN:
                backs = [item for item in hand.cards if item not in self._card_of]
                shown = {self._card_of[item] for item in hand.cards if item in self._card_of}
                for item, tile in zip(backs, [t for t in win_tiles if t not in shown]):
                    self._reveal(item, tile)
            moved.append(hand)
        view = self.state.view(HUMAN)
        for seat in range(SEATS):
            for group, meld in zip(self.melds[self.position(seat)].groups, view.melds[seat]):
                for item, tile in zip(group, meld.tiles):
                    if item not in self._card_of:
                        self._reveal(item, tile)
            moved.append(self.melds[self.position(seat)])
        self._sort_hand(winner)
        wait = self.scene.layout(moved)
        return max(wait, super()._on_deal_over(event))

    # -- the hand's order ---------------------------------------------------------------------------
    def _kind_of(self, item: CardItem) -> int | None:
        tile = self._card_of.get(item)
        return None if tile is None else tile.kind

    def _sort_hand(self, also: int | None = None) -> None:
        """The player's tiles in suit order, a fresh draw set apart at the right end; at the end
        of a deal the winner's revealed hand is sorted too."""
        hand = self.hands[BOTTOM]
        drawn = self._item_of.get(self._drawn) if self._drawn is not None else None
        if drawn is not None and drawn.pile is not hand:
            drawn = None
        rest = sorted((item for item in hand.cards if item is not drawn),
                      key=lambda item: self._card_of[item] if item in self._card_of else (999, 0))
        hand.reorder(rest + ([drawn] if drawn is not None else []))
        hand.apart_last = drawn is not None and len(rest) > 0
        if also is not None and also != HUMAN:
            other = self.hands[self.position(also)]
            other.reorder(sorted(other.cards, key=lambda item: self._card_of.get(item, (999, 0))))

    def _face(self, tile: Tile) -> Path:
        return tile_face(tile.kind)

    def _card_name(self, tile: Tile) -> str:
        return tile_label(tile)

    # -- keeping the picture current ------------------------------------------------------------------
    def _refresh_marks(self) -> None:
        legal = set(self.legal())
        discarding = any(isinstance(action, Discard) for action in legal)
        hinted_tile = self.hinted.tile if isinstance(self.hinted, Discard) else None
        for item in self.hands[BOTTOM].cards:
            tile = self._card_of.get(item)
            item.set_marks(dimmed=discarding and Discard(tile) not in legal,
                           hinted=tile is not None and tile == hinted_tile)
        for item in self.scene.cards():
            if item.pile is not self.hands[BOTTOM]:
                item.set_marks(dimmed=False, hinted=False)

    def _refresh_captions(self) -> None:
        view_wall = len(self.wall.cards)
        self.wall.caption = fill(self.tr("Wall · {count}"), count=view_wall)
        self.wall.heading = self.tr("East round")
        self.wall.accessible_name = fill(self.tr("The wall, tiles: {count}"), count=view_wall)
        waited_on = HUMAN if self.human_to_act else self.ai_seat_to_act
        for seat in range(SEATS):
            position = self.position(seat)
            badge = self.badges[position]
            wind = self.seat_wind(seat)
            badge.wind_face = tile_face(27 + wind) if wind is not None else None
            title = self.seat_title(seat)
            parts = []
            if seat == self.dealer:
                parts.append(self.tr("dealer"))
            if seat != HUMAN:
                count = len(self.hands[position].cards)
                parts.append(fill(self.tr("{count} tiles", None, count), count=count))
            badge.set_text(title, " · ".join(parts), seat == waited_on)
            count = len(self.hands[position].cards)
            if seat == HUMAN:
                self.hands[position].accessible_name = fill(self.tr("Your concealed tiles: {count}"), count=count)
                self.rivers[position].accessible_name = self.tr("Your discards")
                self.melds[position].accessible_name = self.tr("Your melds")
                self.flowers[position].accessible_name = self.tr("Your flowers")
                continue
            who = self.names.name(seat)
            self.hands[position].accessible_name = fill(self.tr("Concealed tiles of {seat}: {count}"), seat=who,
                                                        count=count)
            self.rivers[position].accessible_name = fill(self.tr("Discards of {seat}"), seat=who)
            self.melds[position].accessible_name = fill(self.tr("Melds of {seat}"), seat=who)
            self.flowers[position].accessible_name = fill(self.tr("Flowers of {seat}"), seat=who)

    def display_matches_engine(self) -> bool:
        """Does the table show exactly what the player's view holds? (Tests check it.)"""
        if self.state is None or self.steps.busy:
            return False
        view = self.state.view(HUMAN)
        if len(self.wall.cards) != view.wall_size:
            return False
        for seat in range(SEATS):
            position = self.position(seat)
            hand = self.hands[position].cards
            if len(hand) != view.hand_sizes[seat]:
                return False
            if seat == HUMAN and sorted(self._card_of.get(item, (999, 0)) for item in hand) != sorted(view.hand):
                return False
            if [self._card_of.get(item) for item in self.flowers[position].cards] != list(view.flowers[seat]):
                return False
            river = list(view.rivers[seat])
            if view.phase == "claim" and view.turn == seat and view.public is not None:
                river.append(view.public)
            if [self._card_of.get(item) for item in self.rivers[position].cards] != river:
                return False
            groups = self.melds[position].groups
            if len(groups) != len(view.melds[seat]):
                return False
            for group, meld in zip(groups, view.melds[seat]):
                shown = [self._card_of.get(item) for item in group]
                if meld.meld is None:
                    expected = [None] * 4
                else:
                    expected = list(meld.tiles)
                    if view.phase == "rob" and view.turn == seat and view.public is not None \
                            and len(expected) == 3 and meld.meld.tile == view.public.kind:
                        expected.append(view.public)
                if sorted(shown, key=lambda t: (t is None, t)) != sorted(expected, key=lambda t: (t is None, t)):
                    return False
        return True
