"""What the player's view says each game's table shows, pile by pile — the expectation the
projection tests and benchmarks/projection.py hold the projected table to. Written from the
view alone (as the Qt tables' own checks were), never from the projection."""

from __future__ import annotations

from cardavia_qt.projection import PileId
from engine.durak.cards import Card as DurakCard
from engine.kowah.cards import CARD_BY_CODE
from engine.mahjong.tiles import PHYSICAL_TILES
from engine.sisepai.cards import Card as SisepaiCard


def backs(count: int) -> tuple:
    return (None,) * count


def flat(faces) -> tuple:
    faces = tuple(faces)
    return (faces,) if faces else ()


def normalised(picture: dict) -> dict:
    """A picture with hands as multisets (the table orders a hand as it likes) and no empty
    piles."""
    out = {}
    for pile, groups in picture.items():
        if not any(groups):
            continue
        if pile.kind == "hand":
            faces = [face for group in groups for face in group]
            groups = (tuple(sorted(faces, key=lambda f: (f is None, () if f is None else tuple(f)))),)
        out[pile] = tuple(tuple(group) for group in groups if group)
    return out


# -- what each game's view says the table shows ---------------------------------------------------
def durak_expected(view) -> tuple[dict, dict]:
    end = next((e.data for e in view.events if e.kind == "deal_over"), None)
    # At the end the cards left in the opponent's hand are shown (its deal_over event lists them).
    left = [DurakCard.parse(code) for code in end["hands"][1 - view.seat]] if end is not None else []
    pic = {
        PileId("hand", view.seat): flat(view.hand),
        PileId("hand", 1 - view.seat): flat(left or backs(view.opponent_hand_size)),
        PileId("bout"): tuple(pair if pair[1] is not None else pair[:1] for pair in view.table),
        PileId("discard"): flat(backs(len(view.discard))),
        PileId("stock"): flat((view.trump_card, *backs(view.stock_size - 1)) if view.stock_size else ()),
    }
    return pic, {"trump": view.trump_card}


def kowah_echo(view):
    for event in reversed(view.events):
        if event.kind in ("take", "deal_over"):
            return None
        if event.kind == "draw" and event.data.get("public"):
            return CARD_BY_CODE[event.data["card"]], event.seat
    return None


def kowah_expected(view) -> tuple[dict, dict]:
    end = next((e.data for e in view.events if e.kind == "deal_over"), None)
    pic = {PileId("stock"): flat(backs(view.stock_size)), PileId("discards"): flat(view.discards)}
    for seat in range(3):
        exposed = list(view.exposed[seat])
        if end is not None and end.get("winner") == seat:
            exposed.append(CARD_BY_CODE[end["card"]])
        pic[PileId("exposed", seat)] = flat(exposed)
        if end is not None:
            held = [CARD_BY_CODE[code] for code in end["hands"][seat]]
            pic[PileId("hand", seat)] = flat(card for card in held if card not in exposed)
        elif seat == view.seat:
            pic[PileId("hand", seat)] = flat(card for card in view.hand if card not in exposed)
        else:
            known = [card for card in view.known[seat] if card not in exposed]
            pic[PileId("hand", seat)] = flat((*known, *backs(view.hand_sizes[seat] - len(exposed) - len(known))))
    return pic, {"echo": kowah_echo(view)}


def sisepai_expected(view) -> tuple[dict, dict]:
    detail = view.outcome.detail if view.outcome is not None else {}
    winner = detail.get("winner")
    shown = winner if winner not in (None, view.seat) else None  # an opponent's winning hand, laid out
    pic = {PileId("stock"): flat(backs(view.stock_size)),
           PileId("public"): flat([view.public] if view.public is not None else [])}
    for seat in range(4):
        if seat == view.seat:
            pic[PileId("hand", seat)] = flat(view.hand)
        else:
            pic[PileId("hand", seat)] = flat(backs(0 if seat == shown else view.hidden_sizes[seat]))
        groups = [tuple(meld.cards) for meld in view.exposed[seat]]
        if seat == shown:
            groups += [tuple(SisepaiCard.parse(c) for c in meld["cards"]) for meld in detail["melds"]
                       if not meld["exposed"]]
        pic[PileId("melds", seat)] = tuple(groups)
        pic[PileId("river", seat)] = flat(card for who, card in view.discards if who == seat)
    notes = {"public_from": view.public_from, "public_drawn": view.public_drawn}
    return pic, notes


def mahjong_expected(view) -> tuple[dict, dict]:
    detail = view.outcome.detail if view.outcome is not None else {}
    winner = detail.get("winner")
    open_discard = view.phase == "claim" and view.public is not None and view.outcome is None
    pic = {PileId("wall"): flat(backs(view.wall_size))}
    for seat in range(4):
        if seat == view.seat:
            pic[PileId("hand", seat)] = flat(view.hand)
        elif seat == winner:
            pic[PileId("hand", seat)] = flat(PHYSICAL_TILES[i] for i in detail["hand"])
        else:
            pic[PileId("hand", seat)] = flat(backs(view.hand_sizes[seat]))
        groups = []
        for meld in view.melds[seat]:
            tiles = tuple(meld.tiles) if meld.meld is not None else backs(4)
            if view.phase == "rob" and view.turn == seat and view.public is not None and view.outcome is None \
                    and meld.meld is not None and meld.meld.tile == view.public.kind and len(tiles) == 3:
                tiles += (view.public,)
            groups.append(tiles)
        pic[PileId("melds", seat)] = tuple(groups)
        pic[PileId("flowers", seat)] = flat(view.flowers[seat])
        river = list(view.rivers[seat])
        if open_discard and view.turn == seat:
            river.append(view.public)
        pic[PileId("river", seat)] = flat(river)
    notes = {"dealer": view.dealer, "fresh": (view.turn, view.public) if open_discard else None,
             "drawn": view.drawn if view.outcome is None else None}
    return pic, notes


EXPECTED = {"durak": durak_expected, "kowah": kowah_expected, "sisepai": sisepai_expected,
            "mahjong": mahjong_expected}


def mismatch(game, model, view) -> str | None:
    """What the projected `model` shows otherwise than `view` says, or None."""
    pictured, notes = EXPECTED[game](view)
    shown, wanted = normalised(model.picture()), normalised(pictured)
    if shown != wanted:
        piles = sorted(set(shown) | set(wanted))
        return "; ".join(f"{pile}: table {shown.get(pile)} view {wanted.get(pile)}" for pile in piles
                         if shown.get(pile) != wanted.get(pile))
    wrong = [key for key, value in notes.items() if model.notes.get(key) != value]
    if wrong:
        return "; ".join(f"note {key}: table {model.notes.get(key)!r} view {notes[key]!r}" for key in wrong)
    return None


def assert_shows_the_view(game, projection, view, where):
    problem = mismatch(game, projection.model, view)
    assert problem is None, (where, problem)
