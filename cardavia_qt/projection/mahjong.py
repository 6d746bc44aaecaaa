"""Chinese Official Mahjong's table, projected from its events (no Qt).

Piles: `wall` (its front, where draws come from, is the end of the pile; kong and flower
replacements come from its start), `hand 0..3` (concealed tiles: the player's face up, the
others' backs), `melds 0..3` (grouped: chows, pungs and kongs; another seat's concealed kong is
four backs until the end), `flowers 0..3` and `river 0..3` (discards in order; the latest stays
there while the others may claim it). Notes: `dealer`; `fresh` — (seat, tile) of the discard
open to claims, else None; `drawn` — the player's fresh draw, which the table sets apart, else
None.

Tiles are physical (`Tile(id, kind)`), so a tile's token is found by the tile itself. A tile
another seat plays from its concealed row comes from the end of the row: its latest draw is
there, so a flower shown at once is the very tile just drawn.
"""

from __future__ import annotations

from cardavia_qt.projection.core import PileId, Projection
from engine.core.state import Event
from engine.mahjong.deal import CLAIM, ROB
from engine.mahjong.tiles import PHYSICAL_TILES

WALL = PileId("wall")


def hand(seat: int) -> PileId:
    return PileId("hand", seat)


def melds(seat: int) -> PileId:
    return PileId("melds", seat)


def flowers(seat: int) -> PileId:
    return PileId("flowers", seat)


def river(seat: int) -> PileId:
    return PileId("river", seat)


class MahjongProjection(Projection):
    game = "mahjong"
    grouped = frozenset({"melds"})
    anonymous = "end"
    # Another seat's draws show on the table well enough; these are worth words.
    told_kinds = frozenset({"flower", "discard", "chow", "pung", "exposed_kong", "concealed_kong", "added_kong",
                            "robbed"})

    def __init__(self, viewer: int, omniscient: bool = False):
        super().__init__(viewer, omniscient)
        self._dealing = True  # until the dealer's first draw: flower replacements are no draws
        self._last: tuple[str, int | None] = ("", None)  # the previous event's kind and seat

    def _lay_out(self, view) -> None:
        self._dealing = False
        over = view.outcome is not None
        open_discard = view.phase == CLAIM and view.public is not None and not over
        self.note("dealer", view.dealer)
        self.note("fresh", (view.turn, view.public) if open_discard else None)
        self.note("drawn", view.drawn if not over else None)
        self.create(WALL, view.wall_size)
        for seat in range(len(view.hand_sizes)):
            if seat == view.seat:
                self.create(hand(seat), len(view.hand), view.hand)
            else:
                self.create(hand(seat), view.hand_sizes[seat])
            for meld in view.melds[seat]:
                tiles = list(meld.tiles) if meld.meld is not None else [None] * 4
                if view.phase == ROB and view.turn == seat and view.public is not None and not over \
                        and meld.meld is not None and meld.meld.tile == view.public.kind and len(tiles) == 3:
                    tiles.append(view.public)  # the added tile sits on its pung while it may be robbed
                self.create(melds(seat), len(tiles), tiles)
            self.create(flowers(seat), len(view.flowers[seat]), view.flowers[seat])
            river_tiles = list(view.rivers[seat]) + ([view.public] if open_discard and view.turn == seat else [])
            self.create(river(seat), len(river_tiles), river_tiles)

    def advance(self, event: Event):
        steps = super().advance(event)
        self._last = (event.kind, event.seat)
        return steps

    def _secret_tile(self, event: Event):
        tile_id = event.secret.get("tile")
        return PHYSICAL_TILES[tile_id] if tile_id is not None and self.knows(event.seat) else None

    # -- the deal --------------------------------------------------------------------------------
    def _on_deal(self, event: Event) -> None:
        self.note("dealer", event.data["dealer"])
        self.note("fresh", None)
        self.note("drawn", None)
        self.create(WALL, len(PHYSICAL_TILES))

    def _on_hand(self, event: Event) -> None:
        ids = event.secret.get("tiles", ())
        for index, token in enumerate(self.top(WALL, event.data["count"])):
            known = self.knows(event.seat) and index < len(ids)
            self.move(token, hand(event.seat), PHYSICAL_TILES[ids[index]] if known else None)

    # -- drawing ---------------------------------------------------------------------------------
    def _on_draw(self, event: Event) -> None:
        self._dealing = False  # the dealer's fourteenth tile is its first draw
        self._draw(event, front=True)

    def _on_replacement(self, event: Event) -> None:
        self._draw(event, front=False)

    def _draw(self, event: Event, front: bool) -> None:
        self.note("fresh", None)  # the discard went unclaimed
        (token,) = self.top(WALL, end=front)
        tile = self._secret_tile(event)
        self.move(token, hand(event.seat), tile)
        if event.seat == self.viewer and not self._dealing:
            self.note("drawn", tile)

    def _on_flower(self, event: Event) -> None:
        tile = PHYSICAL_TILES[event.data["tile"]]
        if self._last == ("flower", event.seat):
            # Dealing: a flower drawn to replace a flower is shown straight from the wall.
            (token,) = self.top(WALL, end=False)
        else:
            (token,) = self.take(hand(event.seat), [tile])
        if self.model.notes.get("drawn") == tile:
            self.note("drawn", None)
        self.move(token, flowers(event.seat), tile)

    # -- discards and claims ---------------------------------------------------------------------
    def _on_discard(self, event: Event) -> None:
        tile = PHYSICAL_TILES[event.data["tile"]]
        (token,) = self.take(hand(event.seat), [tile])
        self.move(token, river(event.seat), tile)
        self.note("fresh", (event.seat, tile))
        if event.seat == self.viewer:
            self.note("drawn", None)

    def _on_chow(self, event: Event) -> None:
        self._claimed(event)

    def _on_pung(self, event: Event) -> None:
        self._claimed(event)

    def _on_exposed_kong(self, event: Event) -> None:
        self._claimed(event)

    def _claimed(self, event: Event) -> None:
        """A discard taken into a chow, pung or kong with tiles from the claimer's hand."""
        claimed = PHYSICAL_TILES[event.data["tile"]]
        tiles = [PHYSICAL_TILES[tile_id] for tile_id in event.data["meld"]]
        used = [tile for tile in tiles if tile != claimed]
        tokens = dict(zip(used, self.take(hand(event.seat), used)))
        tokens[claimed] = self.model.showing(claimed)
        group = len(self.model.groups(melds(event.seat)))
        for tile in tiles:
            self.move(tokens[tile], melds(event.seat), tile, group=group)
        self.note("fresh", None)
        if event.seat == self.viewer:
            self.note("drawn", None)

    def _on_concealed_kong(self, event: Event) -> None:
        ids = event.secret.get("tiles")
        group = len(self.model.groups(melds(event.seat)))
        if ids is not None and self.knows(event.seat):
            tiles = [PHYSICAL_TILES[tile_id] for tile_id in ids]
            for token, tile in zip(self.take(hand(event.seat), tiles), tiles):
                self.move(token, melds(event.seat), tile, group=group)
        else:
            # Declared face down: nobody else learns which tiles they are.
            for token in self.model.tokens(hand(event.seat))[-4:]:
                self.move(token, melds(event.seat), None, group=group)
        if event.seat == self.viewer:
            self.note("drawn", None)

    def _on_added_kong(self, event: Event) -> None:
        tile = PHYSICAL_TILES[event.data["tile"]]
        (token,) = self.take(hand(event.seat), [tile])
        pung = next(index for index, group in enumerate(self.model.groups(melds(event.seat)))
                    if len(group) == 3 and all(getattr(self.model.face(t), "kind", None) == tile.kind for t in group))
        self.move(token, melds(event.seat), tile, group=pung)
        if event.seat == self.viewer:
            self.note("drawn", None)

    def _on_robbed(self, event: Event) -> None:
        tile = PHYSICAL_TILES[event.data["tile"]]
        self.move(self.model.showing(tile), hand(event.seat), tile)

    # -- the end ---------------------------------------------------------------------------------
    def _on_deal_over(self, event: Event) -> None:
        """The winner's hand and every concealed kong are shown, as players do at the end."""
        detail = event.data
        winner = detail.get("winner")
        fresh = self.model.notes.get("fresh")
        if winner is not None:
            if fresh is not None and detail.get("discarder") is not None:
                # The winning discard still lies in its river: it joins the winner's hand.
                self.move(self.model.showing(fresh[1]), hand(winner), fresh[1])
            tiles = [PHYSICAL_TILES[tile_id] for tile_id in detail["hand"]]
            for token, tile in zip(self.take(hand(winner), tiles), tiles):
                self.turn(token, tile)
        for seat, concealed in enumerate(detail.get("concealed_melds", ())):
            hidden = [group for group in self.model.groups(melds(seat))
                      if any(self.model.face(token) is None for token in group)]
            for group, ids in zip(hidden, concealed):
                for token, tile_id in zip(group, ids):
                    self.turn(token, PHYSICAL_TILES[tile_id])
        self.note("fresh", None)
        self.note("drawn", None)
