#!/usr/bin/env python3
"""Generate Cardavia's 36-card "Atlas" style pack as SVG.

Run from the repository root:

    python tools/make_atlas_cards.py

Writes assets/cards/atlas/ru/<code>.svg (Russian indices В Д К Т),
assets/cards/atlas/latin/<code>.svg (J Q K A) and assets/cards/atlas/back.svg.
<code> is a rank (6 7 8 9 T J Q K A) followed by a suit (S H D C).

The files are drawn for Qt's QSvgRenderer, which implements SVG Tiny 1.2 only,
so everything here sticks to paths, basic shapes, gradients, text, <g> and <use>
with presentation attributes: no clipping, masks, filters, patterns or CSS.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

WIDTH, HEIGHT = 250, 350
CX, CY = WIDTH / 2, HEIGHT / 2
OUT_DIR = Path("assets/cards/atlas")

RANKS = "6789TJQKA"
SUITS = "SHDC"
RANK_NAMES = {
    "6": "Six", "7": "Seven", "8": "Eight", "9": "Nine", "T": "Ten",
    "J": "Jack", "Q": "Queen", "K": "King", "A": "Ace",
}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
INDEX_LABELS = {
    "ru": {"6": "6", "7": "7", "8": "8", "9": "9", "T": "10",
           "J": "В", "Q": "Д", "K": "К", "A": "Т"},
    "latin": {"6": "6", "7": "7", "8": "8", "9": "9", "T": "10",
              "J": "J", "Q": "Q", "K": "K", "A": "A"},
}

# Palette of the classic Atlas pack: scarlet, deep blue, gold, black ink.
CARD_STOCK = "#fbf8f0"
CARD_EDGE = "#9a927f"
INK = "#1d1b22"
RED = "#c8232c"
RED_DARK = "#8f141b"
BLUE = "#1f3d8f"
BLUE_DARK = "#142a63"
GOLD = "#f1bd2f"
GOLD_DARK = "#b8860f"
WHITE = "#fffbf2"
SKIN = "#f8dcc0"
LEAF = "#2f7a3d"
STEEL = "#e6eaf0"
STEEL_EDGE = "#8e9bb0"
WOOD = "#8a5a2b"
SUIT_COLOURS = {"S": INK, "C": INK, "H": RED, "D": RED}
# A single family on purpose: QtSvg reads a comma list such as "DejaVu Sans,
# sans-serif" as one unknown name and drops to the default font. Naming only
# DejaVu Sans still falls back to the default (sans-serif) font where it is missing.
FONT = "DejaVu Sans"
LINE = 1.6  # outline width of the court figures, in viewBox units


# --------------------------------------------------------------------------
# Tiny XML writer


def num(value: float) -> str:
    """Short decimal form keeps the files small without visible rounding."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


# Attribute names that the '_' -> '-' rule below cannot spell.
NAMESPACED = {"href": "xlink:href", "xmlns_xlink": "xmlns:xlink"}


def el(tag: str, *children: str, **attrs) -> str:
    """One element; attribute names use '_' for '-' (stroke_width -> stroke-width)."""
    parts = [f"<{tag}"]
    for key, value in attrs.items():
        if value is None:
            continue
        name = NAMESPACED.get(key) or key.replace("_", "-")
        text = num(value) if isinstance(value, (int, float)) else str(value)
        parts.append(f" {name}={quoteattr(text)}")
    body = "".join(children)
    return "".join(parts) + (f">{body}</{tag}>" if body else "/>")


def group(*children: str, **attrs) -> str:
    return el("g", *children, **attrs)


def use(ref: str, transform: str | None = None, **attrs) -> str:
    return el("use", href=f"#{ref}", transform=transform, **attrs)


def pts(*points: tuple[float, float]) -> str:
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)


def path(d: str, fill: str = "none", stroke: str | None = None,
         width: float | None = None, **attrs) -> str:
    return el("path", d=" ".join(d.split()), fill=fill, stroke=stroke,
              stroke_width=width, **attrs)


def outlined(d: str, fill: str, width: float = LINE, **attrs) -> str:
    """Court-card shapes all share the black engraving outline."""
    return path(d, fill, INK, width, stroke_linejoin="round", **attrs)


def circle(x: float, y: float, r: float, fill: str, stroke: str | None = None,
           width: float | None = None, **attrs) -> str:
    return el("circle", cx=x, cy=y, r=r, fill=fill, stroke=stroke,
              stroke_width=width, **attrs)


def ellipse(x: float, y: float, rx: float, ry: float, fill: str,
            stroke: str | None = None, width: float | None = None, **attrs) -> str:
    return el("ellipse", cx=x, cy=y, rx=rx, ry=ry, fill=fill, stroke=stroke,
              stroke_width=width, **attrs)


def linear_gradient(ident: str, stops: list[tuple[float, str]],
                    x1=0, y1=0, x2=0, y2=1) -> str:
    return el("linearGradient",
              *(el("stop", offset=o, stop_color=c) for o, c in stops),
              id=ident, x1=x1, y1=y1, x2=x2, y2=y2)


def radial_gradient(ident: str, stops: list[tuple[float, str]],
                    cx=0.5, cy=0.5, r=0.5) -> str:
    return el("radialGradient",
              *(el("stop", offset=o, stop_color=c) for o, c in stops),
              id=ident, cx=cx, cy=cy, r=r)


def svg_document(title: str, defs: list[str], body: list[str]) -> str:
    root = el(
        "svg",
        el("title", escape(title)),
        el("defs", *defs) if defs else "",
        *body,
        xmlns="http://www.w3.org/2000/svg",
        xmlns_xlink="http://www.w3.org/1999/xlink",
        version="1.2",
        baseProfile="tiny",
        width=WIDTH,
        height=HEIGHT,
        viewBox=f"0 0 {WIDTH} {HEIGHT}",
    )
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + root + "\n"


def rotated_copy(ref: str) -> str:
    """Double-ended designs are one half plus the same half turned about the centre."""
    return use(ref) + use(ref, transform=f"rotate(180 {num(CX)} {num(CY)})")


# --------------------------------------------------------------------------
# Suit pips, drawn in a 100-unit box centred on the origin


def circle_subpath(x: float, y: float, r: float) -> str:
    # Clockwise like the other club subpaths, so the non-zero fill unites them.
    return (f"M{num(x - r)},{num(y)} A{num(r)},{num(r)} 0 1,1 {num(x + r)},{num(y)} "
            f"A{num(r)},{num(r)} 0 1,1 {num(x - r)},{num(y)} Z")


PIP_PATHS = {
    "H": """M0,47 C-5,37 -17,27 -30,15 C-42,4 -50,-6 -50,-20
            C-50,-37 -38,-48 -24,-48 C-12,-48 -4,-41 0,-31
            C4,-41 12,-48 24,-48 C38,-48 50,-37 50,-20
            C50,-6 42,4 30,15 C17,27 5,37 0,47 Z""",
    "D": """M0,-50 C9,-34 22,-16 38,0 C22,16 9,34 0,50
            C-9,34 -22,16 -38,0 C-22,-16 -9,-34 0,-50 Z""",
    "S": """M0,-50 C5,-38 17,-28 30,-17 C42,-7 50,3 50,16
            C50,31 39,40 26,40 C16,40 9,36 4,29
            C5,38 9,45 17,50 L-17,50 C-9,45 -5,38 -4,29
            C-9,36 -16,40 -26,40 C-39,40 -50,31 -50,16
            C-50,3 -42,-7 -30,-17 C-17,-28 -5,-38 0,-50 Z""",
    "C": " ".join([
        circle_subpath(0, -26, 22),
        circle_subpath(-25, 10, 22),
        circle_subpath(25, 10, 22),
        circle_subpath(0, 2, 13),
        "M4,8 C4,28 9,42 17,50 L-17,50 C-9,42 -4,28 -4,8 Z",
    ]),
}


def pip_def(suit: str) -> str:
    return path(PIP_PATHS[suit], SUIT_COLOURS[suit], id="pip")


def place(ref: str, x: float, y: float, size: float, flipped: bool = False) -> str:
    """Put a 100-unit symbol at (x, y) scaled to `size` units tall."""
    rotate = " rotate(180)" if flipped else ""
    return use(ref, transform=f"translate({num(x)} {num(y)}){rotate} scale({num(size / 100)})")


# --------------------------------------------------------------------------
# Card stock and corner indices


def card_blank() -> str:
    return el("rect", x=0.75, y=0.75, width=WIDTH - 1.5, height=HEIGHT - 1.5,
              rx=14, ry=14, fill=CARD_STOCK, stroke=CARD_EDGE, stroke_width=1.5)


def corner_index(label: str, suit: str) -> str:
    """Rank and small pip for the top-left corner; the caller adds the turned copy."""
    colour = SUIT_COLOURS[suit]
    # "10" is two glyphs wide, so squeeze it horizontally to keep the column narrow.
    squeeze = 0.74 if len(label) > 1 else 1.0
    text = el("text", escape(label), x=0, y=0, font_family=FONT, font_size=62,
              font_weight="bold", text_anchor="middle", fill=colour)
    rank = group(text, transform=f"translate(34 58) scale({num(squeeze)} 1)")
    return group(rank, place("pip", 34, 82, 30), id="index")


# --------------------------------------------------------------------------
# Pip cards 6-10

COLUMNS = (88, 125, 162)
ROWS4 = (80, 145, 205, 270)


def pip_positions(rank: str) -> list[tuple[float, float]]:
    """Classical layouts: two side columns plus centre pips between the rows."""
    left, mid, right = COLUMNS
    top, upper, lower, bottom = ROWS4
    if rank in "678":
        sides = [(x, y) for y in (top, CY, bottom) for x in (left, right)]
        extra = {"6": [], "7": [(mid, (top + CY) / 2)],
                 "8": [(mid, (top + CY) / 2), (mid, (CY + bottom) / 2)]}[rank]
        return sides + extra
    sides = [(x, y) for y in ROWS4 for x in (left, right)]
    if rank == "9":
        return sides + [(mid, CY)]
    return sides + [(mid, (top + upper) / 2), (mid, (lower + bottom) / 2)]


def pip_face(rank: str) -> list[str]:
    # Pips below the middle face the other way, as on every classical pack.
    return [place("pip", x, y, 39, flipped=y > CY + 1) for x, y in pip_positions(rank)]


# --------------------------------------------------------------------------
# Aces: one large ornate pip in a medallion


# The inner gold line of the ace pip. The spade's follows only its lobes because
# a shrunken stem would poke out of the real one; the club gets a ring per lobe.
INLAYS = {
    "H": group(path(PIP_PATHS["H"], "none", GOLD, 3.6), transform="translate(0 -1) scale(0.72)"),
    "D": group(path(PIP_PATHS["D"], "none", GOLD, 3.8), transform="scale(0.7)"),
    "S": group(path("""M0,-50 C5,-38 17,-28 30,-17 C42,-7 50,3 50,16 C50,31 39,40 26,40
                       C16,40 9,36 4,29 L0,22 L-4,29 C-9,36 -16,40 -26,40
                       C-39,40 -50,31 -50,16 C-50,3 -42,-7 -30,-17 C-17,-28 -5,-38 0,-50 Z""",
                    "none", GOLD, 3.6), transform="translate(0 -3) scale(0.7)"),
    "C": path(" ".join(circle_subpath(x, y, 12.5) for x, y in ((0, -26), (-25, 10), (25, 10))),
              "none", GOLD, 2.6),
}


def ace_defs(suit: str) -> list[str]:
    colour = SUIT_COLOURS[suit]
    light = "#e2555b" if suit in "HD" else "#55535f"
    shape = PIP_PATHS[suit]
    # A wide dark stroke under a gold one under the fill gives a rim that hugs the
    # union of the club's circles without any of their inner edges showing.
    pip = group(
        path(shape, "none", INK, 9, stroke_linejoin="round"),
        path(shape, "none", GOLD, 5.5, stroke_linejoin="round"),
        path(shape, "url(#ace-fill)"),
        INLAYS[suit],
        id="ace-pip",
    )
    return [
        linear_gradient("ace-fill", [(0, light), (0.6, colour), (1, colour)]),
        radial_gradient("ace-ground", [(0, "#fffdf7"), (0.75, "#fbf1d6"), (1, "#f3dfae")]),
        pip,
        leaf_def(),
        scroll_def(),
    ]


def leaf_def() -> str:
    # A pointed leaf 20 units long, pointing up from the origin.
    return outlined("M0,0 C-5,-6 -5,-14 0,-20 C5,-14 5,-6 0,0 Z", GOLD, 0.9, id="leaf")


def scroll_def() -> str:
    """A tulip-and-scroll crest used above and below the medallion."""
    curls = [path(f"""M0,0 C{-4 * side},-14 {-18 * side},-24 {-31 * side},-20
                      C{-42 * side},-16 {-43 * side},-3 {-35 * side},0
                      C{-28 * side},3 {-22 * side},-3 {-26 * side},-9""",
                  "none", BLUE, 4, stroke_linecap="round") for side in (1, -1)]
    leaves = [group(outlined("M0,0 C-4,-5 -4,-12 0,-17 C4,-12 4,-5 0,0 Z", GOLD, 0.9),
                    transform=f"translate({4 * side} -6) rotate({48 * side})") for side in (1, -1)]
    bud = [outlined("M0,-2 C-9,-10 -8,-24 -6,-32 L-2,-25 L0,-36 L2,-25 L6,-32 C8,-24 9,-10 0,-2 Z",
                    RED, 1),
           path("M0,-6 L0,-22", "none", RED_DARK, 1.2)]
    return group(*curls, *leaves, *bud, circle(0, -1, 3, GOLD, INK, 0.8), id="scroll")


def ace_face(suit: str) -> list[str]:
    ring_r = 86
    leaves = [
        use("leaf", transform=f"rotate({num(a)} {num(CX)} {num(CY)}) "
                              f"translate({num(CX)} {num(CY - ring_r - 3)})")
        for a in range(0, 360, 15)
        if min(a % 180, 180 - a % 180) > 15  # the crests sit where these would be
    ]
    dots = [
        circle(CX + (ring_r - 9) * math.sin(math.radians(a)),
               CY - (ring_r - 9) * math.cos(math.radians(a)), 1.8, GOLD_DARK)
        for a in range(0, 360, 10)
    ]
    medallion = [
        *leaves,
        circle(CX, CY, ring_r, "url(#ace-ground)", INK, 1.4),
        circle(CX, CY, ring_r - 4, "none", GOLD, 3),
        circle(CX, CY, ring_r - 14, "none", INK, 0.8),
        *dots,
    ]
    flourishes = [
        use("scroll", transform=f"translate({num(CX)} {num(CY - ring_r - 4)})"),
        use("scroll", transform=f"rotate(180 {num(CX)} {num(CY)}) "
                                f"translate({num(CX)} {num(CY - ring_r - 4)})"),
    ]
    pip = [place("ace-pip", CX, CY, 108)]
    return medallion + flourishes + pip


# --------------------------------------------------------------------------
# Court cards: a double-headed figure in a framed panel

PANEL = (18, 18, 232, 332)       # left, top, right, bottom
NOTCH = (74, 104)                # corner cut-out that leaves room for the index


def panel_outline(inset: float) -> str:
    """The framed panel with the top-left and bottom-right corners cut away for indices."""
    left, top, right, bottom = (PANEL[0] + inset, PANEL[1] + inset,
                                PANEL[2] - inset, PANEL[3] - inset)
    nx, ny = NOTCH[0] + inset, NOTCH[1] + inset
    mx, my = WIDTH - nx, HEIGHT - ny
    return "M" + " L".join(pts(p) for p in [
        (nx, top), (right, top), (right, my), (mx, my), (mx, bottom),
        (left, bottom), (left, ny), (nx, ny)]) + " Z"


@dataclass(frozen=True)
class CourtStyle:
    robe: str       # main garment colour
    accent: str     # sleeves, front panel, cap
    trim: str       # borders and the robe's pattern
    hair: str
    held: str       # name of the object in the raised hand


COURT_STYLES = {
    ("K", "S"): CourtStyle(BLUE, RED, GOLD, "#5b3a1e", "sword"),
    ("K", "H"): CourtStyle(RED, BLUE, GOLD, "#d9d4c8", "fleur_sceptre"),
    ("K", "D"): CourtStyle(GOLD, BLUE, RED, "#8a4b1c", "axe"),
    ("K", "C"): CourtStyle(INK, RED, GOLD, "#3a3a3a", "orb_sceptre"),
    ("Q", "S"): CourtStyle(BLUE, GOLD, RED, "#2b2118", "lily"),
    ("Q", "H"): CourtStyle(RED, GOLD, BLUE, "#c9892d", "rose"),
    ("Q", "D"): CourtStyle(GOLD, RED, BLUE, "#6b3a17", "tulip"),
    ("Q", "C"): CourtStyle(INK, BLUE, GOLD, "#8a5a2b", "cornflower"),
    ("J", "S"): CourtStyle(BLUE, GOLD, RED, "#6b4423", "halberd"),
    ("J", "H"): CourtStyle(RED, BLUE, GOLD, "#d7a546", "pennant_spear"),
    ("J", "D"): CourtStyle(GOLD, RED, BLUE, "#3b2a1a", "bardiche"),
    ("J", "C"): CourtStyle(RED, INK, GOLD, "#9a5b25", "mace"),
}

HEAD_X, HEAD_Y = CX, 78          # centre of the upper figure's face
HEAD_SCALE = 1.15                # court heads are drawn large, as on printed packs
MAIN_HAND = (150, 142)           # the raised fist holding the object
REST_HAND = (110, 163)
HELD_TILT = 10                   # degrees the held object leans outwards


def court_face(rank: str, suit: str) -> tuple[list[str], list[str]]:
    style = COURT_STYLES[(rank, suit)]
    defs = [
        radial_gradient("panel-ground", [(0, "#fffdf6"), (0.8, "#fbf3dc"), (1, "#f2e2b8")]),
        path(PIP_PATHS[suit], style.trim, id="motif"),
        group(*half_figure(rank, suit, style), id="half"),
    ]
    body = [
        path(panel_outline(0), "url(#panel-ground)", BLUE, 2.4, stroke_linejoin="round"),
        path(panel_outline(4), "none", GOLD, 1.6, stroke_linejoin="round"),
        path(panel_outline(6.5), "none", INK, 0.6, stroke_linejoin="round"),
        rotated_copy("half"),
        seam(),
    ]
    return defs, body


def seam() -> str:
    """Gold sash where the two halves meet."""
    left, right = PANEL[0] + 7, PANEL[2] - 7
    return group(
        el("rect", x=left, y=CY - 2.2, width=right - left, height=4.4, fill=GOLD,
           stroke=INK, stroke_width=0.8),
        *(circle(x, CY, 1.1, RED_DARK) for x in range(int(left) + 6, int(right) - 2, 8)),
    )


def half_figure(rank: str, suit: str, style: CourtStyle) -> list[str]:
    # Painter's order: what is further back comes first.
    parts = [place("pip", 44, 140, 34)]
    parts.append(head_group(hair_back(rank, style) + neck()))
    parts += robe(style)
    parts += collar(rank)
    parts.append(head_group(face(rank, style) + headwear(rank, style)))
    parts += sleeves(style)
    parts += held_object(style)
    parts += resting_hand()
    return parts


def head_group(parts: list[str]) -> str:
    """Head pieces are drawn about the face centre at the origin, then placed and enlarged."""
    return group(*parts, transform=f"translate({num(HEAD_X)} {num(HEAD_Y)}) scale({num(HEAD_SCALE)})")


# Head pieces below are drawn around the face centre at the origin; head_group()
# moves them into place.


def neck() -> list[str]:
    return [outlined("M-9,14 L-10,34 L10,34 L9,14 Z", SKIN)]


def hair_back(rank: str, style: CourtStyle) -> list[str]:
    if rank == "Q":
        # Long hair falling behind the shoulders.
        return [outlined("M-20,-14 C-30,8 -24,30 -34,44 L34,44 C24,30 30,8 20,-14 Z", style.hair)]
    if rank == "J":
        # Page-boy bob reaching the jaw.
        return [outlined("M-19,-12 C-26,2 -26,16 -18,20 L18,20 C26,16 26,2 19,-12 Z", style.hair)]
    return [ellipse(0, -4, 21, 22, style.hair, INK, LINE)]


def robe(style: CourtStyle) -> list[str]:
    body = outlined("""M72,175 L75,142 C77,124 88,113 106,109 L144,109
                       C162,113 173,124 175,142 L178,175 Z""", style.robe)
    front = outlined("M113,110 L137,110 L143,175 L107,175 Z", style.accent)
    edge = [path("M113,110 L107,175", "none", style.trim, 2.4),
            path("M137,110 L143,175", "none", style.trim, 2.4)]
    studs = [circle(CX, y, 2.3, style.trim, INK, 0.7) for y in (128, 143, 158, 170)]
    # Small suit pips in the trim colour make each suit's robe recognisable.
    motifs = [place("motif", x, y, 9) for x, y in
              [(97, 123), (99, 141), (153, 120)]]
    lozenges = [path(f"M{num(x)},{num(y - 5)} L{num(x + 3.5)},{num(y)} L{num(x)},{num(y + 5)} "
                     f"L{num(x - 3.5)},{num(y)} Z", style.trim)
                for x, y in [(CX - 8, 135), (CX + 8, 135), (CX - 9, 150), (CX + 9, 150),
                             (CX - 10, 165), (CX + 10, 165)]]
    return [body, front, *edge, *lozenges, *studs, *motifs]


def collar(rank: str) -> list[str]:
    return {"K": ermine_cape, "Q": jewelled_yoke, "J": falling_collar}[rank]()


def ermine_cape() -> list[str]:
    cape = outlined("""M84,112 C100,120 150,120 166,112 L174,126
                       C152,138 98,138 76,126 Z""", WHITE)
    tails = [path(f"M{num(x)},{num(y - 3)} L{num(x + 1.6)},{num(y + 3)} "
                  f"L{num(x - 1.6)},{num(y + 3)} Z", INK)
             for x, y in [(86, 123), (98, 127), (112, 129), (138, 129), (152, 127), (164, 123)]]
    return [cape, *tails]


def jewelled_yoke() -> list[str]:
    yoke = outlined("M92,107 C108,124 142,124 158,107 L150,121 C134,132 116,132 100,121 Z", GOLD)
    pearls = [circle(CX + 16 * math.sin(t), 104 + 10 * math.cos(t), 1.8, WHITE, INK, 0.6)
              for t in [i * math.pi / 8 - math.pi / 2 for i in range(9)]]
    pendant = outlined("M125,119 C129,123 129,127 125,130 C121,127 121,123 125,119 Z", RED, 0.8)
    return [yoke, *pearls, pendant]


def falling_collar() -> list[str]:
    return [outlined("M112,106 L125,110 L118,124 L104,116 Z", WHITE),
            outlined("M138,106 L125,110 L132,124 L146,116 Z", WHITE)]


def face(rank: str, style: CourtStyle) -> list[str]:
    parts = [
        ellipse(-17, 1, 3.5, 6, SKIN, INK, 1.2),
        ellipse(17, 1, 3.5, 6, SKIN, INK, 1.2),
        ellipse(0, 0, 17, 21, SKIN, INK, LINE),
        circle(-10, 8, 3.6, "#ec9a86", fill_opacity=0.55),
        circle(10, 8, 3.6, "#ec9a86", fill_opacity=0.55),
    ]
    for side in (-1, 1):
        ex = 7 * side
        parts += [
            path(f"M{ex - 5},-2 Q{ex},-6 {ex + 5},-2 Q{ex},1.5 {ex - 5},-2 Z", WHITE, INK, 1),
            circle(ex, -2.2, 1.9, BLUE_DARK),
            path(f"M{ex - 5 * side},-8 Q{ex},-11 {num(ex + 5.5 * side)},-8.5",
                 "none", INK, 1.4, stroke_linecap="round"),
        ]
    parts += [
        path("M0,-3 Q-2,4 -3.5,6 Q-1,8 2,6.5", "none", INK, 1.1, stroke_linecap="round"),
        path("M-5,12 Q0,10 5,12 Q0,16 -5,12 Z", RED, INK, 0.7),
    ]
    if rank == "K":
        parts += beard(style)
    if rank == "Q":
        parts += [circle(-17, 9, 2.2, GOLD, INK, 0.7), circle(17, 9, 2.2, GOLD, INK, 0.7)]
    return parts


def beard(style: CourtStyle) -> list[str]:
    # The beard leaves a gap round the mouth, which the moustache then crowns.
    beard_shape = outlined("M-17,1 C-18,22 -10,34 0,42 C10,34 18,22 17,1 "
                           "C14,14 8,19 0,19 C-8,19 -14,14 -17,1 Z", style.hair)
    moustache = outlined("M0,9 C-5,7 -11,9 -13,14 C-9,11 -4,12 0,11 "
                         "C4,12 9,11 13,14 C11,9 5,7 0,9 Z", style.hair, 1)
    strands = [path(f"M{dx},22 Q{num(dx * 1.2)},30 {num(dx * 0.5)},37", "none", INK, 0.7)
               for dx in (-8, -3, 3, 8)]
    return [beard_shape, *strands, moustache]


def headwear(rank: str, style: CourtStyle) -> list[str]:
    return {"K": king_crown, "Q": queen_crown, "J": jack_cap}[rank](style)


def king_crown(style: CourtStyle) -> list[str]:
    cap = outlined("M-19,-24 C-18,-44 18,-44 19,-24 Z", style.accent)
    tips = [(-24, -40), (-12, -34), (0, -40), (12, -34), (24, -40)]
    outline = [(-20, -18)]
    for tx, ty in tips:
        outline += [(tx, ty), (tx + 6, -28)]
    outline[-1] = (20, -18)
    crown = outlined("M" + " L".join(pts(p) for p in outline) + " Z", GOLD)
    band = outlined("M-21,-25 L21,-25 L20,-18 L-20,-18 Z", GOLD)
    pearls = [circle(tx, ty - 2.5, 2.6, WHITE, INK, 0.7) for tx, ty in tips]
    jewels = [ellipse(dx, -21.5, 2.6, 2.2, RED if dx else BLUE, INK, 0.6) for dx in (-13, 0, 13)]
    return [cap, crown, band, *pearls, *jewels]


def queen_crown(style: CourtStyle) -> list[str]:
    veil = outlined("M-20,-16 C-22,-38 22,-38 20,-16 Z", style.hair)
    points = [(-21, -32), (-6, -40), (6, -40), (21, -32)]
    shape = [(-19, -16), points[0], (-12, -26), points[1], (0, -30), points[2], (12, -26),
             points[3], (19, -16)]
    crown = outlined("M" + " L".join(pts(p) for p in shape) + " Z", GOLD)
    band = outlined("M-20,-21 L20,-21 L19,-16 L-19,-16 Z", GOLD)
    gems = [circle(px, py - 2.4, 2.2, WHITE, INK, 0.6) for px, py in points]
    jewel = ellipse(0, -18.5, 3, 2.2, RED, INK, 0.6)
    return [veil, crown, band, *gems, jewel]


def jack_cap(style: CourtStyle) -> list[str]:
    # The feather sweeps back to the left, clear of the held object on the right.
    feather = outlined("M-12,-26 C-24,-28 -35,-32 -41,-40 C-29,-39 -18,-36 -6,-30 Z", WHITE, 1.2)
    vein = path("M-9,-28 C-22,-31 -31,-34 -40,-39", "none", INK, 0.6)
    beret = outlined("M-22,-14 C-30,-32 6,-46 28,-30 C31,-24 26,-16 22,-14 Z", style.accent)
    band = outlined("M-22,-20 L22,-20 L22,-13 L-22,-13 Z", style.trim, 1.2)
    brooch = circle(12, -27, 3.2, GOLD, INK, 0.7)
    return [feather, vein, beret, band, brooch]


def sleeves(style: CourtStyle) -> list[str]:
    # Both upper arms are one shape, the left a mirror of the right; the right
    # forearm rises to the held object while the left one lies along the sash.
    upper = [outlined("M146,110 C166,108 180,118 182,136 L186,164 L168,168 L162,132 Z", style.accent),
             *(path(f"M{x},118 C{x + 4},132 {x + 5},146 {x + 6},160", "none", style.trim, 1.6)
               for x in (168, 175))]
    mirrored = group(*upper, transform=f"translate({num(WIDTH)} 0) scale(-1 1)")
    forearms = [outlined("M186,158 C187,167 179,173 171,171 L151,153 L161,140 Z", style.accent),
                outlined("M151,153 L161,140 L166,144 L156,157 Z", style.trim, 1.2),
                outlined("M64,158 C63,167 70,172 79,172 L104,170 L104,156 L82,156 Z", style.accent),
                outlined("M98,156 L105,156 L105,170 L98,170 Z", style.trim, 1.2)]
    return [*upper, mirrored, *forearms]


def fist() -> str:
    """A hand closed round a shaft, in the shaft's own coordinates."""
    knuckles = "".join(f"M-7,{y} L1,{y} " for y in (-2.5, 0.5, 3.5))
    return group(
        outlined("M-8,-6 C-8,-9 7,-9 9,-5 L9,5 C8,9 -8,9 -8,6 Z", SKIN, 1.2),
        path(knuckles, "none", INK, 0.6),
        path("M2,-7 C6,-6 8,-3 6,0", "none", INK, 0.8),
    )


def resting_hand() -> list[str]:
    x, y = REST_HAND
    hand = outlined("M-5,-6 C6,-9 10,-2 8,4 C5,8 -4,7 -5,6 Z", SKIN, 1.2)
    fingers = path("M0,-2 L6,-1 M0,2 L6,3", "none", INK, 0.6)
    return [group(hand, fingers, transform=f"translate({num(x)} {num(y)})")]


def held_object(style: CourtStyle) -> list[str]:
    draw = HELD_OBJECTS[style.held]
    hx, hy = MAIN_HAND
    return [group(*draw(style), fist(),
                  transform=f"translate({num(hx)} {num(hy)}) rotate({num(HELD_TILT)})")]


def shaft(top: float, bottom: float, colour: str = WOOD, width: float = 5) -> str:
    return outlined(f"M{num(-width / 2)},{num(bottom)} L{num(-width / 2)},{num(top)} "
                    f"L{num(width / 2)},{num(top)} L{num(width / 2)},{num(bottom)} Z", colour, 1.1)


def sword(style: CourtStyle) -> list[str]:
    blade = outlined("M-4.5,-14 L-4.5,-100 L0,-114 L4.5,-100 L4.5,-14 Z", STEEL, 1.1)
    fuller = path("M0,-18 L0,-98", "none", STEEL_EDGE, 1.2)
    guard = outlined("M-18,-16 C-12,-12 12,-12 18,-16 L18,-10 C12,-7 -12,-7 -18,-10 Z", GOLD, 1.1)
    grip = shaft(-9, 14, RED_DARK, 6)
    pommel = circle(0, 17, 4.5, GOLD, INK, 1.1)
    return [grip, pommel, blade, fuller, guard]


def fleur(y: float, size: float, colour: str) -> str:
    """A fleur-de-lis standing on (0, y), `size` units tall."""
    lis = outlined("""M0,-20 C6,-12 5,-4 0,0 C-5,-4 -6,-12 0,-20 Z
                      M-2,-2 C-10,-4 -16,-12 -12,-18 C-12,-10 -6,-8 -2,-6 Z
                      M2,-2 C10,-4 16,-12 12,-18 C12,-10 6,-8 2,-6 Z""", colour, 1)
    collar_band = outlined("M-8,0 L8,0 L8,3 L-8,3 Z", colour, 1)
    return group(lis, collar_band, transform=f"translate(0 {num(y)}) scale({num(size / 20)})")


def fleur_sceptre(style: CourtStyle) -> list[str]:
    return [shaft(-88, 22, GOLD, 5), circle(0, 22, 4, GOLD, INK, 1), circle(0, -40, 4, RED, INK, 1),
            fleur(-90, 26, GOLD)]


def orb_sceptre(style: CourtStyle) -> list[str]:
    orb = [circle(0, -90, 10, style.accent, INK, 1.2),
           path("M-10,-90 L10,-90 M0,-90 L0,-100", "none", GOLD, 2.4),
           outlined("M-2,-100 L2,-100 L2,-104 L6,-104 L6,-108 L2,-108 L2,-113 L-2,-113 "
                    "L-2,-108 L-6,-108 L-6,-104 L-2,-104 Z", GOLD, 0.9)]
    return [shaft(-80, 22, GOLD, 5), circle(0, 22, 4, GOLD, INK, 1),
            circle(0, -45, 3.8, RED, INK, 1), *orb]


def axe(style: CourtStyle) -> list[str]:
    head = outlined("M2,-98 C18,-104 30,-100 34,-88 C30,-80 28,-70 34,-60 "
                    "C26,-54 14,-58 2,-66 Z", STEEL, 1.2)
    edge = path("M34,-88 C30,-80 28,-70 34,-60", "none", STEEL_EDGE, 2)
    spike = outlined("M-2,-98 L0,-114 L2,-98 Z", STEEL, 1)
    back = outlined("M-2,-90 L-14,-84 L-2,-76 Z", STEEL, 1)
    return [shaft(-100, 26), spike, head, edge, back,
            outlined("M-4,-70 L4,-70 L4,-64 L-4,-64 Z", GOLD, 0.8)]


def halberd(style: CourtStyle) -> list[str]:
    point = outlined("M-3,-96 L0,-120 L3,-96 Z", STEEL, 1)
    blade = outlined("M2,-94 C14,-96 24,-92 26,-80 C24,-72 16,-68 2,-70 Z", STEEL, 1.2)
    hook = outlined("M-2,-90 C-10,-90 -16,-86 -18,-78 C-12,-82 -6,-82 -2,-80 Z", STEEL, 1)
    tassel = [outlined("M-3,-66 L3,-66 L5,-54 L-5,-54 Z", style.accent, 0.9)]
    return [shaft(-96, 28), point, blade, hook, *tassel]


def pennant_spear(style: CourtStyle) -> list[str]:
    head = outlined("M0,-122 C6,-112 6,-104 3,-98 L-3,-98 C-6,-104 -6,-112 0,-122 Z", STEEL, 1)
    flag = outlined("M2,-94 L40,-88 L28,-80 L40,-72 L2,-66 Z", style.accent, 1.2)
    stripe = path("M4,-80 L28,-80", "none", GOLD, 2.4)
    return [shaft(-98, 28), head, flag, stripe, circle(0, -97, 3, GOLD, INK, 0.8)]


def bardiche(style: CourtStyle) -> list[str]:
    blade = outlined("M2,-64 C20,-70 30,-90 26,-118 C18,-112 8,-106 2,-100 Z", STEEL, 1.2)
    edge = path("M26,-118 C30,-90 20,-70 2,-64", "none", STEEL_EDGE, 1.4)
    rings = [outlined(f"M-4,{y} L4,{y} L4,{y + 4} L-4,{y + 4} Z", GOLD, 0.8) for y in (-98, -70)]
    return [shaft(-106, 28), blade, edge, *rings]


def mace(style: CourtStyle) -> list[str]:
    flanges = [outlined("M0,-104 L-13,-92 L0,-80 L13,-92 Z", STEEL, 1.1),
               ellipse(0, -92, 8, 12, GOLD, INK, 1)]
    return [shaft(-84, 26, "#6b4423", 5), outlined("M-5,-86 L5,-86 L5,-80 L-5,-80 Z", GOLD, 0.8),
            *flanges, circle(0, -106, 3, GOLD, INK, 0.8)]


def flower_stem(length: float) -> list[str]:
    leaf_l = outlined(f"M0,{num(-length * 0.45)} C-10,{num(-length * 0.5)} -16,{num(-length * 0.62)} "
                      f"-18,{num(-length * 0.72)} C-8,{num(-length * 0.7)} -2,{num(-length * 0.6)} "
                      f"0,{num(-length * 0.5)} Z", LEAF, 0.9)
    leaf_r = outlined(f"M0,{num(-length * 0.25)} C10,{num(-length * 0.3)} 16,{num(-length * 0.42)} "
                      f"18,{num(-length * 0.52)} C8,{num(-length * 0.5)} 2,{num(-length * 0.4)} "
                      f"0,{num(-length * 0.3)} Z", LEAF, 0.9)
    stem = path(f"M0,14 L0,{num(-length)}", "none", LEAF, 3, stroke_linecap="round")
    return [stem, leaf_l, leaf_r]


def bloom_at(y: float, *parts: str) -> str:
    return group(*parts, transform=f"translate(0 {num(y)})")


def rose(style: CourtStyle) -> list[str]:
    head = bloom_at(
        -92,
        outlined("M-6,11 L0,18 L6,11 L0,14 Z", LEAF, 0.8),
        circle(0, 0, 13, RED, INK, 1.1),
        path("M-8,-2 C-6,-10 6,-10 8,-2 C6,6 -6,6 -8,-2 Z", RED_DARK, INK, 0.8),
        path("M-3,-2 C-2,-6 3,-6 3,-2", "none", INK, 0.8),
        path("M-12,4 C-6,12 6,12 12,4", "none", INK, 0.8),
    )
    return [*flower_stem(80), head]


def tulip(style: CourtStyle) -> list[str]:
    head = bloom_at(
        -84,
        outlined("M-12,-18 C-14,-4 -8,4 0,4 C8,4 14,-4 12,-18 L6,-10 L0,-22 L-6,-10 Z", RED, 1.1),
        outlined("M-6,-10 L0,-22 L6,-10 C4,-2 -4,-2 -6,-10 Z", GOLD, 0.9),
    )
    return [*flower_stem(80), head]


def lily_bloom() -> list[str]:
    """One white lily opening upwards from the origin."""
    petals = [outlined(f"M0,8 C{-14 * s},0 {-16 * s},-14 {-10 * s},-20 C{-6 * s},-10 {-2 * s},-6 0,8 Z",
                       WHITE, 0.9) for s in (1, -1)]
    centre = outlined("M0,8 C-5,-4 0,-16 0,-22 C0,-16 5,-4 0,8 Z", WHITE, 0.9)
    stamens = [circle(dx, -10, 1.5, GOLD, INK, 0.4) for dx in (-3, 3)]
    return [*petals, centre, *stamens]


def lily(style: CourtStyle) -> list[str]:
    blooms = [group(*lily_bloom(), transform=f"translate(0 {y}) scale({scale})")
              for y, scale in ((-90, 1), (-66, 0.75))]
    return [*flower_stem(78), *blooms]


def cornflower(style: CourtStyle) -> list[str]:
    y = -90
    ray = "M-3,-4 L-5,-14 L-2,-12 L0,-16 L2,-12 L5,-14 L3,-4 Z"
    rays = [group(outlined(ray, "#3f74c9", 0.8), transform=f"rotate({a})") for a in range(0, 360, 36)]
    return [*flower_stem(82),
            bloom_at(y, *rays, circle(0, 0, 5, BLUE_DARK, INK, 0.8), circle(0, 0, 2, GOLD))]


HELD_OBJECTS = {
    "sword": sword, "fleur_sceptre": fleur_sceptre, "orb_sceptre": orb_sceptre, "axe": axe,
    "halberd": halberd, "pennant_spear": pennant_spear, "bardiche": bardiche, "mace": mace,
    "rose": rose, "tulip": tulip, "lily": lily, "cornflower": cornflower,
}


# --------------------------------------------------------------------------
# Card back


BACK_FIELD = "#9c1b23"
BACK_LINE = "#f4d889"
BACK_FRAME = (14, 14, 236, 336)     # red field inside the white card margin
LATTICE = (32, 32, 218, 318)        # area tiled with the rosette motif
LATTICE_GRID = (7, 11)              # columns, rows: close to square tiles


def lattice_tile_def() -> str:
    """One 100-unit tile: a lozenge of the lattice with a rosette inside.

    Neighbouring lozenges meet at the tile edge midpoints, so a grid of tiles
    forms an unbroken trellis without needing <pattern> or clipping.
    """
    petals = [ellipse(0, -13, 5.5, 11, GOLD, RED_DARK, 1.2, transform=f"rotate({a})")
              for a in range(0, 360, 45)]
    corner_dots = [circle(35 * sx, 35 * sy, 5, BACK_LINE) for sx in (-1, 1) for sy in (-1, 1)]
    return group(
        path("M-50,0 L0,-50 L50,0 L0,50 Z", "none", BACK_LINE, 4.5, stroke_linejoin="round"),
        path("M-38,0 L0,-38 L38,0 L0,38 Z", "none", GOLD_DARK, 1.5, stroke_linejoin="round"),
        *petals,
        circle(0, 0, 7, BLUE, BACK_LINE, 2),
        *corner_dots,
        id="tile",
    )


def lattice() -> list[str]:
    left, top, right, bottom = LATTICE
    cols, rows = LATTICE_GRID
    w, h = (right - left) / cols, (bottom - top) / rows
    return [use("tile", transform=f"translate({num(left + (c + 0.5) * w)} {num(top + (r + 0.5) * h)}) "
                                  f"scale({num(w / 100)} {num(h / 100)})")
            for r in range(rows) for c in range(cols)]


def border_band() -> list[str]:
    """Running lozenges between the outer frame and the trellis."""
    left, top, right, bottom = BACK_FRAME
    inset = (LATTICE[0] - left) / 2 + 0.5
    parts = []
    for x0, y0, x1, y1 in [(left + inset, top + inset, right - inset, top + inset),
                           (right - inset, top + inset, right - inset, bottom - inset),
                           (right - inset, bottom - inset, left + inset, bottom - inset),
                           (left + inset, bottom - inset, left + inset, top + inset)]:
        steps = max(1, round(math.hypot(x1 - x0, y1 - y0) / 11))
        for k in range(steps):
            t = k / steps
            angle = 0 if y0 == y1 else 90
            parts.append(use("lozenge", transform=f"translate({num(x0 + (x1 - x0) * t)} "
                                                  f"{num(y0 + (y1 - y0) * t)}) rotate({angle})"))
    return parts


def star_points(tips: int, outer: float, inner: float) -> list[tuple[float, float]]:
    return [((outer if k % 2 == 0 else inner) * math.sin(math.pi * k / tips),
             -(outer if k % 2 == 0 else inner) * math.cos(math.pi * k / tips))
            for k in range(2 * tips)]


def back_medallion() -> list[str]:
    star = el("polygon", points=pts(*star_points(8, 25, 12)), fill=GOLD, stroke=INK,
              stroke_width=1.2, stroke_linejoin="round")
    petals = [ellipse(0, -31, 6.5, 13, BLUE, BACK_LINE, 1.4, transform=f"rotate({a})")
              for a in range(0, 360, 30)]
    beads = [circle(44 * math.sin(t), 58 * math.cos(t), 1.9, BACK_LINE)
             for t in (2 * math.pi * k / 40 for k in range(40))]
    return [group(
        ellipse(0, 0, 54, 68, BACK_FIELD, INK, 1),
        ellipse(0, 0, 51, 65, "none", GOLD, 3.5),
        *beads,
        *petals,
        star,
        circle(0, 0, 12, RED, BACK_LINE, 2.5),
        circle(0, 0, 4.5, GOLD),
        transform=f"translate({num(CX)} {num(CY)})",
    )]


def back_svg() -> str:
    left, top, right, bottom = BACK_FRAME
    defs = [
        lattice_tile_def(),
        group(path("M-4.5,0 L0,-3 L4.5,0 L0,3 Z", BACK_LINE), id="lozenge"),
    ]
    frame = [
        el("rect", x=left, y=top, width=right - left, height=bottom - top, rx=8, ry=8,
           fill=BACK_FIELD, stroke=INK, stroke_width=1),
        el("rect", x=left + 3.5, y=top + 3.5, width=right - left - 7, height=bottom - top - 7,
           rx=5.5, ry=5.5, fill="none", stroke=GOLD, stroke_width=1.8),
        el("rect", x=LATTICE[0] - 3, y=LATTICE[1] - 3, width=LATTICE[2] - LATTICE[0] + 6,
           height=LATTICE[3] - LATTICE[1] + 6, fill="none", stroke=GOLD, stroke_width=1.8),
    ]
    body = [card_blank(), *frame, *border_band(), *lattice(), *back_medallion()]
    return svg_document("Card back", defs, body)


# --------------------------------------------------------------------------
# Assembly


def card_title(rank: str, suit: str) -> str:
    return f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}"


def face_svg(rank: str, suit: str, labels: dict[str, str]) -> str:
    defs = [pip_def(suit)]
    if rank in "JQK":
        extra_defs, art = court_face(rank, suit)
    elif rank == "A":
        extra_defs, art = ace_defs(suit), ace_face(suit)
    else:
        extra_defs, art = [], pip_face(rank)
    defs += extra_defs
    defs.append(corner_index(labels[rank], suit))
    body = [card_blank(), *art, rotated_copy("index")]
    return svg_document(card_title(rank, suit), defs, body)


def write(path_: Path, text: str) -> None:
    path_.parent.mkdir(parents=True, exist_ok=True)
    path_.write_text(text, encoding="utf-8")


def main() -> None:
    for index_set, labels in INDEX_LABELS.items():
        for suit in SUITS:
            for rank in RANKS:
                write(OUT_DIR / index_set / f"{rank}{suit}.svg", face_svg(rank, suit, labels))
    write(OUT_DIR / "back.svg", back_svg())


if __name__ == "__main__":
    main()
