#!/usr/bin/env python3
"""Generate Cardavia's Chinese Official Mahjong tiles as SVG.

Run from the repository root:

    python tools/make_mahjong_tiles.py [FONT]

Writes assets/tiles/mahjong/<name>.svg for the 42 faces and back.svg. <name> is the
player's notation of engine/mahjong/tiles.py (1m..9m characters, 1s..9s bamboo, 1p..9p
dots, E S W N winds, C F P red, green and white dragons); flowers, which that notation
does not name, are f1..f8 (plum, orchid, chrysanthemum, bamboo; spring, summer, autumn,
winter).

Chinese characters and digits become SVG paths at build time (the app's machines have no
CJK font), with the glyph tools of make_sisepai_cards.py. FONT is a Noto Serif CJK
collection (SIL OFL 1.1), deliberately not installed system-wide; get it with:

    cd /tmp && apt-get download fonts-noto-cjk && dpkg -x fonts-noto-cjk_*.deb /tmp/notocjk

FONT defaults to the Bold serif collection unpacked there. The SVGs written are
self-contained and use only what Qt's SVG Tiny 1.2 renderer supports, and no text.

Tiles are seen small (discards about 28 px wide), so every shape is bold: no line
thinner than about 6 units of the 300-unit width carries meaning on its own.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from make_atlas_cards import circle, el, ellipse, group, linear_gradient, num, path, \
    radial_gradient, use, write
from make_sisepai_cards import DEFAULT_FONT, EM, GlyphBook, document, glyph_def, glyph_id, \
    place_glyph

# The names come from the engine, so the art cannot drift from the notation players see.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from engine.mahjong.tiles import (  # noqa: E402
    BAMBOO, CHARACTERS, DOTS, FLOWER_KINDS, KINDS, human, rank, suit)

OUT_DIR = Path("assets/tiles/mahjong")
WIDTH, HEIGHT = 300, 400
CX = WIDTH / 2
FACE_BOTTOM = 372          # the face; below it the tile's thickness shows as two bands
EDGE_BOTTOM = 386
CORNER = 26
ART_CY = 188               # centre of the art on the face

IVORY_LIGHT = "#fffcf1"
IVORY = "#f6efdc"
IVORY_DARK = "#dcd0ac"
IVORY_EDGE = "#c4b68d"
OUTLINE = "#4f4a3c"
BACK_LIGHT = "#2a9a86"
BACK = "#16705f"
BACK_DARK = "#0c4a3f"

INK = "#16203f"            # numerals and winds: the near-black blue of engraved tiles
RED = "#c8161e"
RED_DARK = "#86100f"
GREEN = "#16803c"
GREEN_DARK = "#0c4f24"
GREEN_LIGHT = "#5cb86a"
BLUE = "#1d4fa3"
BLUE_DARK = "#10306a"
GOLD = "#f2b824"

NUMERALS = "一二三四伍六七八九"   # real sets often carve 伍 for five
WINDS = "東南西北"
FLOWERS = [  # (character, number in its group, motif)
    ("梅", 1, "plum"), ("蘭", 2, "orchid"), ("菊", 3, "chrysanthemum"), ("竹", 4, "bamboo"),
    ("春", 1, "spring"), ("夏", 2, "summer"), ("秋", 3, "autumn"), ("冬", 4, "winter"),
]
SUIT_TITLES = {CHARACTERS: "Characters", BAMBOO: "Bamboo", DOTS: "Dots"}
HONOUR_TITLES = ["East Wind", "South Wind", "West Wind", "North Wind",
                 "Red Dragon", "Green Dragon", "White Dragon"]


def face_name(kind: int) -> str:
    """The file name of a kind's face: the engine's notation, f1..f8 for flowers."""
    if kind in FLOWER_KINDS:
        return f"f{kind - KINDS + 1}"
    return human(kind)


# --------------------------------------------------------------------------
# The tile body, shared by faces and back


def tile_body(face_light: str, face: str, face_dark: str, edge: str,
              base: str) -> tuple[list[str], list[str]]:
    """A standing tile seen from the front: the face with a bevel, then its thickness as
    two bands at the bottom, the face's own material above the other layer's."""
    defs = [
        # Light from the top left: the rim darkens towards the bottom right.
        linear_gradient("bevel", [(0, face_light), (0.5, face), (1, face_dark)],
                        x1=0, y1=0, x2=0.35, y2=1),
        radial_gradient("face", [(0, face_light), (0.75, face), (1, face)], cx=0.4, cy=0.3, r=0.8),
    ]
    inset = 9
    body = [
        el("rect", x=1.5, y=1.5, width=WIDTH - 3, height=HEIGHT - 3, rx=CORNER, ry=CORNER,
           fill=base, stroke=OUTLINE, stroke_width=3),
        el("rect", x=1.5, y=1.5, width=WIDTH - 3, height=EDGE_BOTTOM - 1.5, rx=CORNER, ry=CORNER,
           fill=edge),
        el("rect", x=1.5, y=1.5, width=WIDTH - 3, height=FACE_BOTTOM - 1.5, rx=CORNER, ry=CORNER,
           fill="url(#bevel)"),
        el("rect", x=inset, y=inset, width=WIDTH - 2 * inset, height=FACE_BOTTOM - 2 * inset,
           rx=CORNER - inset / 2, ry=CORNER - inset / 2, fill="url(#face)"),
    ]
    return defs, body


def ivory_tile() -> tuple[list[str], list[str]]:
    return tile_body(IVORY_LIGHT, IVORY, IVORY_DARK, IVORY_EDGE, BACK)


def tile_document(title: str, defs: list[str], body: list[str]) -> str:
    return document(title, defs, body, WIDTH, HEIGHT)


def bold_glyph(char: str, x: float, y: float, size: float, fill: str, weight: float = 30) -> str:
    """A glyph thickened by an outline of its own ink: Noto's hairlines vanish at 28 px."""
    return place_glyph(char, x, y, size, fill, stroke=fill, stroke_width=weight,
                       stroke_linejoin="round")


def glyph_defs(book: GlyphBook, chars: str) -> list[str]:
    return [glyph_def(book, c) for c in dict.fromkeys(chars)]


def digit_def(book: GlyphBook, digit: str) -> str:
    """A Latin digit centred like the ideographs, whose em box it does not fill."""
    name = book.cmap[ord(digit)]
    advance = book.glyphs[name].width * book.scale
    # The outline starts at the left of an ideograph's em box and sits on its baseline,
    # which is 380 units below the centre; digits are about 730 units tall.
    return el("path", d=book.outline(digit), id=glyph_id(digit),
              transform=f"translate({num(EM / 2 - advance / 2)} -15)")


# --------------------------------------------------------------------------
# Characters: a numeral over a red 萬


def character_face(book: GlyphBook, number: int) -> tuple[list[str], list[str]]:
    numeral = NUMERALS[number - 1]
    defs = glyph_defs(book, numeral + "萬")
    # The numeral is what tells the tiles apart, so it gets the room; 萬 only names the suit.
    body = [bold_glyph(numeral, CX, 112, 180, INK, 44),
            bold_glyph("萬", CX, 280, 154, RED, 24)]
    return defs, body


# --------------------------------------------------------------------------
# Dots: ringed coins in the arrangements of real sets


DOT_COLOURS = {"b": (BLUE, BLUE_DARK), "g": (GREEN, GREEN_DARK), "r": (RED, RED_DARK)}


def dot_def(key: str) -> str:
    """One coin of radius 50: a coloured rim, an ivory gap, a coloured heart."""
    ink, dark = DOT_COLOURS[key]
    return group(
        circle(0, 0, 48, ink, dark, 4),
        circle(0, 0, 34, IVORY_LIGHT),
        circle(0, 0, 26, ink),
        circle(0, 0, 9, IVORY_LIGHT),
        id=f"dot-{key}",
    )


def dot(key: str, x: float, y: float, r: float) -> str:
    return use(f"dot-{key}", transform=f"translate({num(x)} {num(y)}) scale({num(r / 50)})")


DOT_LAYOUTS = {  # rank -> [(colour, x, y, radius)]
    2: [("g", CX, 108, 64), ("b", CX, 268, 64)],
    3: [("b", 82, 100, 52), ("r", CX, ART_CY, 52), ("g", 218, 276, 52)],
    4: [("b", 90, 118, 54), ("g", 210, 118, 54), ("g", 90, 258, 54), ("b", 210, 258, 54)],
    5: [("b", 82, 96, 48), ("g", 218, 96, 48), ("r", CX, ART_CY, 48),
        ("g", 82, 280, 48), ("b", 218, 280, 48)],
    6: [("g", 94, 78, 44), ("g", 206, 78, 44),
        ("r", 94, 200, 44), ("r", 206, 200, 44), ("r", 94, 294, 44), ("r", 206, 294, 44)],
    7: [("g", 70, 62, 36), ("g", CX, 96, 36), ("g", 230, 130, 36),
        ("r", 96, 212, 42), ("r", 204, 212, 42), ("r", 96, 302, 42), ("r", 204, 302, 42)],
    8: [("b", x, y, 37) for y in (66, 148, 230, 312) for x in (96, 204)],
    9: [(colour, x, y, 40) for y, colour in ((88, "b"), (ART_CY, "r"), (288, "g"))
        for x in (68, CX, 232)],
}


def one_dot() -> list[str]:
    """The one of dots is a single great medallion, its rings in all three colours."""
    petals = [ellipse(0, -58, 11, 18, IVORY_LIGHT, transform=f"rotate({a})")
              for a in range(0, 360, 30)]
    return [group(
        circle(0, 0, 118, GREEN, GREEN_DARK, 5),
        circle(0, 0, 100, IVORY_LIGHT),
        circle(0, 0, 90, BLUE),
        *petals,
        circle(0, 0, 40, IVORY_LIGHT),
        circle(0, 0, 32, RED),
        circle(0, 0, 12, IVORY_LIGHT),
        transform=f"translate({num(CX)} {num(ART_CY)})",
    )]


def dots_face(number: int) -> tuple[list[str], list[str]]:
    if number == 1:
        return [], one_dot()
    layout = DOT_LAYOUTS[number]
    defs = [dot_def(key) for key in sorted({colour for colour, *_ in layout})]
    return defs, [dot(colour, x, y, r) for colour, x, y, r in layout]


# --------------------------------------------------------------------------
# Bamboo: jointed sticks; the one of bamboo is a bird


STICK_COLOURS = {"g": (GREEN, GREEN_DARK, GREEN_LIGHT), "r": (RED, RED_DARK, "#ee6a5e")}
STICK_WIDTH = 42


def stick(key: str, x: float, y: float, length: float, turn: float = 0) -> str:
    """A bamboo stick centred on (x, y): joints at both ends and in the middle."""
    ink, dark, light = STICK_COLOURS[key]
    half, w = length / 2, STICK_WIDTH / 2
    joints = [ellipse(0, jy, w + 4, 7, dark) for jy in (-half + 7, 0, half - 7)]
    shine = [path(f"M{num(-w / 3)},{num(a + 12)} L{num(-w / 3)},{num(b - 12)}", "none", light, 6,
                  stroke_linecap="round") for a, b in ((-half + 7, 0), (0, half - 7))]
    return group(
        el("rect", x=-w, y=-half, width=2 * w, height=length, rx=w * 0.7, ry=w * 0.7,
           fill=ink, stroke=dark, stroke_width=3),
        *shine, *joints,
        transform=f"translate({num(x)} {num(y)})" + (f" rotate({num(turn)})" if turn else ""),
    )


THREE_ROWS = (78, ART_CY, 298)
TWO_ROWS = (112, 264)
BAMBOO_LAYOUTS = {  # rank -> [(colour, x, y, length, turn)]
    2: [("g", CX, y, 136, 0) for y in TWO_ROWS],
    3: [("g", CX, 112, 136, 0), ("g", 100, 264, 136, 0), ("g", 200, 264, 136, 0)],
    4: [("g", x, y, 136, 0) for y in TWO_ROWS for x in (96, 204)],
    5: [*(("g", x, y, 136, 0) for y in TWO_ROWS for x in (74, 226)), ("r", CX, ART_CY, 136, 0)],
    6: [("g", x, y, 136, 0) for y in TWO_ROWS for x in (70, CX, 230)],
    7: [("r", CX, THREE_ROWS[0], 98, 0),
        *(("g", x, y, 98, 0) for y in THREE_ROWS[1:] for x in (70, CX, 230))],
    # Eight: an M over a W, the inner sticks leaning together.
    8: [*(("g", x, y, 136, 0) for y in TWO_ROWS for x in (52, 248)),
        ("g", 119, 112, 140, 17), ("g", 181, 112, 140, -17),
        ("g", 119, 264, 140, -17), ("g", 181, 264, 140, 17)],
    9: [("r" if x == CX else "g", x, y, 98, 0) for y in THREE_ROWS for x in (70, CX, 230)],
}


def bird() -> list[str]:
    """The one of bamboo: a perched sparrow, drawn in a box about 240 units across."""
    tail = [path(d, fill, dark, 4, stroke_linejoin="round") for d, fill, dark in (
        ("M-20,40 C-60,80 -90,120 -104,156 C-70,140 -40,110 -4,62 Z", BLUE, BLUE_DARK),
        ("M-4,48 C-20,96 -30,130 -34,164 C-8,140 8,110 14,60 Z", GREEN, GREEN_DARK),
        ("M-30,30 C-80,56 -110,80 -124,108 C-86,104 -54,84 -16,52 Z", RED, RED_DARK),
    )]
    body = path("M-46,20 C-60,-40 -20,-92 30,-96 C70,-98 92,-70 86,-40 C80,-4 60,46 10,66 "
                "C-20,76 -40,56 -46,20 Z", GREEN, GREEN_DARK, 5, stroke_linejoin="round")
    breast = path("M30,-40 C60,-30 70,-4 56,28 C44,52 20,64 0,62 C30,40 44,6 30,-40 Z", GOLD)
    wing = path("M-36,-4 C-20,-44 20,-50 40,-24 C30,14 0,36 -30,46 C-44,34 -44,14 -36,-4 Z",
                RED, RED_DARK, 4, stroke_linejoin="round")
    feathers = path("M-22,10 C-4,0 12,-8 28,-22 M-24,30 C-4,22 14,10 26,-4", "none", IVORY_LIGHT, 5,
                    stroke_linecap="round")
    head = [circle(58, -92, 40, GREEN, GREEN_DARK, 5),
            path("M94,-98 L128,-84 L94,-76 Z", GOLD, "#9a6a00", 3, stroke_linejoin="round"),
            circle(68, -98, 13, IVORY_LIGHT), circle(71, -98, 7, INK),
            path("M30,-126 C30,-150 50,-158 60,-150 C48,-146 44,-136 46,-128 Z", RED, RED_DARK, 3)]
    perch = [path("M-110,96 C-40,88 40,90 120,82", "none", "#6b4423", 14, stroke_linecap="round"),
             path("M0,64 L-6,90 M22,60 L22,88", "none", "#9a6a00", 7, stroke_linecap="round")]
    return [group(*perch, *tail, body, breast, wing, feathers, *head,
                  transform=f"translate({num(CX - 2)} {num(ART_CY + 6)}) scale(0.95)")]


def bamboo_face(number: int) -> tuple[list[str], list[str]]:
    if number == 1:
        return [], bird()
    return [], [stick(*spec) for spec in BAMBOO_LAYOUTS[number]]


# --------------------------------------------------------------------------
# Honours


def wind_face(book: GlyphBook, index: int) -> tuple[list[str], list[str]]:
    char = WINDS[index]
    return glyph_defs(book, char), [bold_glyph(char, CX, ART_CY, 232, INK, 34)]


def white_dragon() -> list[str]:
    """An empty blue frame, double ruled, as on real sets."""
    left, top, right, bottom = 58, 62, WIDTH - 58, 314
    return [
        el("rect", x=left, y=top, width=right - left, height=bottom - top, rx=10, ry=10,
           fill="none", stroke=BLUE, stroke_width=20),
        el("rect", x=left + 26, y=top + 26, width=right - left - 52, height=bottom - top - 52,
           rx=4, ry=4, fill="none", stroke=BLUE, stroke_width=8),
    ]


def dragon_face(book: GlyphBook, index: int) -> tuple[list[str], list[str]]:
    if index == 2:
        return [], white_dragon()
    char, ink = ("中", RED) if index == 0 else ("發", GREEN)
    return glyph_defs(book, char), [bold_glyph(char, CX, ART_CY, 236, ink, 30)]


# --------------------------------------------------------------------------
# Flowers: a motif, the character under it, the number in a coloured badge.
# Motifs are drawn in a box 200 units across centred on the origin.


def five_petals(radius: float, fill: str, edge: str, heart: str) -> list[str]:
    r = radius
    petal = (f"M0,0 C{num(-r * 0.75)},{num(-r * 0.35)} {num(-r * 0.6)},{num(-r)} 0,{num(-r)} "
             f"C{num(r * 0.6)},{num(-r)} {num(r * 0.75)},{num(-r * 0.35)} 0,0 Z")
    return [*(path(petal, fill, edge, 4, stroke_linejoin="round", transform=f"rotate({a})")
              for a in range(0, 360, 72)),
            circle(0, 0, radius * 0.28, heart, edge, 2)]


def plum() -> list[str]:
    branch = path("M-96,92 C-50,50 -20,30 20,-10 C44,-34 64,-60 92,-80 "
                  "M-20,30 C-40,0 -44,-40 -70,-70", "none", "#5a3620", 14, stroke_linecap="round")
    blossom = five_petals(36, "#f4a6bd", "#a3174a", GOLD)
    return [branch,
            group(*blossom, transform="translate(14 0)"),
            group(*blossom, transform="translate(-62 -64) scale(0.75) rotate(20)"),
            group(*blossom, transform="translate(70 -66) scale(0.6) rotate(40)"),
            circle(-54, 64, 12, "#e05a80", "#a3174a", 3)]


def orchid() -> list[str]:
    leaves = [path(d, GREEN, GREEN_DARK, 3, stroke_linejoin="round") for d in (
        "M-16,96 C-30,30 -60,-10 -92,-30 C-50,-16 -20,20 0,96 Z",
        "M0,96 C10,30 40,-20 90,-46 C48,-10 24,40 14,96 Z",
        "M-8,96 C-16,50 -10,0 6,-40 C6,0 6,50 8,96 Z")]
    bloom = five_petals(34, "#c9a3e6", "#5b2d84", GOLD)
    return [*leaves, group(*bloom, transform="translate(-34 -34)"),
            group(*bloom, transform="translate(44 -6) scale(0.8) rotate(30)")]


def chrysanthemum() -> list[str]:
    petal = "M0,0 C-9,-20 -9,-62 0,-84 C9,-62 9,-20 0,0 Z"
    outer = [path(petal, GOLD, "#9a5a00", 3, transform=f"rotate({a})") for a in range(0, 360, 20)]
    inner = [path(petal, "#fbd860", "#9a5a00", 3, transform=f"rotate({a + 10}) scale(0.62)")
             for a in range(0, 360, 24)]
    return [*outer, *inner, circle(0, 0, 20, "#d8761a", "#9a5a00", 3)]


def bamboo_plant() -> list[str]:
    culms = [stick("g", x, y, 190, turn) for x, y, turn in ((-30, 0, -6), (34, 10, 5))]
    leaf = "M0,0 C14,-8 40,-10 70,0 C40,10 14,8 0,0 Z"
    leaves = [path(leaf, GREEN_DARK, GREEN_DARK, 2, transform=t) for t in (
        "translate(-24 -40) rotate(-150)", "translate(-24 -40) rotate(-190)",
        "translate(38 -20) rotate(-30)", "translate(38 -20) rotate(10)",
        "translate(36 50) rotate(-20)")]
    return [*culms, *leaves]


def spring() -> list[str]:
    """A seedling breaking through the earth."""
    leaf = "M0,0 C10,-30 44,-50 80,-40 C70,-6 30,10 0,0 Z"
    return [ellipse(0, 78, 96, 26, "#8a5a2b", "#5a3620", 4),
            path("M0,70 C0,30 -4,0 0,-40", "none", GREEN_DARK, 10, stroke_linecap="round"),
            path(leaf, GREEN_LIGHT, GREEN_DARK, 4, transform="translate(0 -20)"),
            path(leaf, GREEN_LIGHT, GREEN_DARK, 4, transform="translate(0 10) scale(-0.85 0.85)"),
            circle(0, -52, 18, "#f4a6bd", "#a3174a", 4)]


def summer() -> list[str]:
    """The red sun of the long days."""
    rays = [path("M-12,-64 L0,-98 L12,-64 Z", GOLD, "#9a6a00", 3, stroke_linejoin="round",
                 transform=f"rotate({a})") for a in range(0, 360, 30)]
    return [*rays, circle(0, 0, 60, RED, RED_DARK, 5), circle(-18, -18, 16, "#ee6a5e")]


MAPLE_HALF = [(0, -96), (16, -64), (34, -74), (26, -34), (60, -52), (68, -40), (96, -40),
              (76, -14), (86, -2), (52, 12), (38, 6), (60, 40), (28, 32), (10, 46)]


def autumn() -> list[str]:
    """A maple leaf, toothed lobes on a stalk; drawn as the right half and its mirror."""
    outline = MAPLE_HALF + [(-x, y) for x, y in reversed(MAPLE_HALF[1:])]
    d = "M" + " L".join(f"{num(x)},{num(y)}" for x, y in outline) + " Z"
    veins = " ".join(f"M0,30 L{num(x * 0.8)},{num(30 + (y - 30) * 0.8)}"
                     for x, y in ((0, -96), (96, -40), (-96, -40), (60, 40), (-60, 40)))
    return [path("M0,20 L0,96", "none", "#6b3a16", 10, stroke_linecap="round"),
            path(d, "#e4621c", "#8a2c08", 5, stroke_linejoin="round"),
            path(veins, "none", "#9a3308", 5, stroke_linecap="round")]


def winter() -> list[str]:
    """A snowflake: six arms, each barbed twice."""
    arm = "M0,0 L0,-92 M0,-40 L-24,-62 M0,-40 L24,-62 M0,-66 L-16,-82 M0,-66 L16,-82"
    return [path(arm, "none", BLUE, 12, stroke_linecap="round", transform=f"rotate({a})")
            for a in range(0, 360, 60)] + [circle(0, 0, 14, BLUE_DARK)]


MOTIFS = {"plum": plum, "orchid": orchid, "chrysanthemum": chrysanthemum, "bamboo": bamboo_plant,
          "spring": spring, "summer": summer, "autumn": autumn, "winter": winter}


def flower_face(book: GlyphBook, index: int) -> tuple[list[str], list[str]]:
    char, number, motif = FLOWERS[index]
    # Plants and seasons are told apart by the badge: red for plants, blue for seasons.
    badge = RED if index < 4 else BLUE
    digit = str(number)
    defs = [*glyph_defs(book, char), digit_def(book, digit)]
    body = [
        group(*MOTIFS[motif](), transform=f"translate({num(CX)} 138) scale(1.05)"),
        bold_glyph(char, CX, 300, 104, INK, 34),
        circle(48, 48, 32, badge, IVORY_LIGHT, 5),
        place_glyph(digit, 49, 48, 52, IVORY_LIGHT, stroke=IVORY_LIGHT, stroke_width=50),
    ]
    return defs, body


# --------------------------------------------------------------------------
# Back


def back_svg() -> str:
    defs, body = tile_body(BACK_LIGHT, BACK, BACK_DARK, BACK_DARK, IVORY_EDGE)
    return tile_document("Mahjong tile back", defs, body)


# --------------------------------------------------------------------------
# Assembly


def title(kind: int) -> str:
    if kind in FLOWER_KINDS:
        char, number, motif = FLOWERS[kind - KINDS]
        return f"Flower {kind - KINDS + 1}: {motif} ({char}, {number})"
    if kind >= 27:
        return HONOUR_TITLES[kind - 27]
    return f"{rank(kind)} of {SUIT_TITLES[suit(kind)]}"


def art(book: GlyphBook, kind: int) -> tuple[list[str], list[str]]:
    if kind in FLOWER_KINDS:
        return flower_face(book, kind - KINDS)
    if kind >= 31:
        return dragon_face(book, kind - 31)
    if kind >= 27:
        return wind_face(book, kind - 27)
    return {CHARACTERS: lambda n: character_face(book, n), BAMBOO: bamboo_face,
            DOTS: dots_face}[suit(kind)](rank(kind))


def face_svg(book: GlyphBook, kind: int) -> str:
    tile_defs, tile = ivory_tile()
    defs, body = art(book, kind)
    return tile_document(title(kind), tile_defs + defs, tile + body)


def main() -> None:
    font = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FONT
    book = GlyphBook(font)
    for kind in [*range(KINDS), *FLOWER_KINDS]:
        write(OUT_DIR / f"{face_name(kind)}.svg", face_svg(book, kind))
    write(OUT_DIR / "back.svg", back_svg())


if __name__ == "__main__":
    main()
