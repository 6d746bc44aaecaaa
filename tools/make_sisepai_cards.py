#!/usr/bin/env python3
"""Generate Cardavia's Sì Sè Pái (Four Color Cards) pack as SVG.

Run from the repository root:

    python tools/make_sisepai_cards.py [FONT]

Writes assets/cards/sisepai/<code>.svg (28 character faces, 5 flowers, back.svg)
and a colour-blind-safe set assets/cards/sisepai/marked/<code>.svg whose faces
add a shape per colour (Red circle, Yellow triangle, White square, Green diamond).
<code> is a colour R Y W G and a role G A E C H N S (General, Advisor, Elephant,
Chariot, Horse, cannoN, Soldier), e.g. RG, WS; flowers are FP plum, FO orchid,
FL lotus, FC chrysanthemum and FE peach.

The Chinese characters are converted to SVG paths here, at build time, because
the machines the app runs on usually have no CJK font. FONT is a Noto Serif CJK
collection (SIL OFL 1.1); it is not installed system-wide, so that a missing
CJK font in the app can never be hidden on the build machine. Get it with:

    cd /tmp && apt-get download fonts-noto-cjk && dpkg -x fonts-noto-cjk_*.deb /tmp/notocjk

FONT defaults to the Bold serif collection unpacked there. fontTools is needed
to run this script; the SVGs it writes are self-contained.

The files are drawn for Qt's QSvgRenderer (SVG Tiny 1.2): paths, basic shapes,
gradients, text, <g> and <use> with presentation attributes only.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

# The Atlas generator's tiny XML writer serves every pack.
from make_atlas_cards import circle, el, ellipse, group, linear_gradient, num, path, \
    radial_gradient, use, write

DEFAULT_FONT = Path("/tmp/notocjk/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc")
OUT_DIR = Path("assets/cards/sisepai")
WIDTH, HEIGHT = 120, 360
CX = WIDTH / 2

CARD_STOCK = "#fbf6e9"
CARD_EDGE = "#6f6756"
INK = "#1e1f26"
GOLD = "#e2b447"
GOLD_DARK = "#9b7421"


# --------------------------------------------------------------------------
# CJK glyphs as paths


EM = 1000            # glyphs are emitted in a 1000-unit em box centred on the origin


class GlyphBook:
    """Outlines of Chinese characters from a Noto CJK font, as SVG path data.

    Traditional Chinese forms are wanted (俥 傌 蘭 …), so the TC face of a
    collection is used when there is one.
    """

    def __init__(self, font_path: Path):
        if not font_path.is_file():
            sys.exit(f"CJK font not found: {font_path}\n"
                     "Get Noto CJK without installing it system-wide:\n"
                     "  cd /tmp && apt-get download fonts-noto-cjk && "
                     "dpkg -x fonts-noto-cjk_*.deb /tmp/notocjk\n"
                     "or pass the path of a Noto Serif/Sans CJK .ttc/.otf as the argument.")
        try:
            from fontTools.ttLib import TTCollection, TTFont
        except ImportError:
            sys.exit("fontTools is needed to build the card art: pip install fonttools")
        if font_path.suffix.lower() == ".ttc":
            faces = TTCollection(str(font_path)).fonts
            tc = [f for f in faces if " TC" in f["name"].getDebugName(4)]
            self.font = (tc or faces)[0]
        else:
            self.font = TTFont(str(font_path))
        self.scale = EM / self.font["head"].unitsPerEm
        self.cmap = self.font.getBestCmap()
        self.glyphs = self.font.getGlyphSet()

    def outline(self, char: str) -> str:
        from fontTools.pens.svgPathPen import SVGPathPen
        from fontTools.pens.transformPen import TransformPen
        name = self.cmap.get(ord(char))
        if name is None:
            sys.exit(f"The CJK font has no glyph for {char!r}")
        pen = SVGPathPen(self.glyphs, ntos=lambda v: str(round(v)))
        # Noto CJK's ideographic em box runs from -120 to 880 units: centre it on
        # the origin and flip y, since SVG's y axis points down.
        s = self.scale
        self.glyphs[name].draw(TransformPen(pen, (s, 0, 0, -s, -EM / 2, 380)))
        return pen.getCommands()


def glyph_id(char: str) -> str:
    return f"u{ord(char):x}"


def glyph_def(book: GlyphBook, char: str) -> str:
    # No fill here: each <use> gives the colour, so one outline serves every ink.
    return el("path", d=book.outline(char), id=glyph_id(char))


def place_glyph(char: str, x: float, y: float, size: float, fill: str,
                turned: bool = False, **attrs) -> str:
    """A character `size` units tall centred on (x, y)."""
    turn = " rotate(180)" if turned else ""
    return use(glyph_id(char), transform=f"translate({num(x)} {num(y)}){turn} scale({num(size / EM)})",
               fill=fill, **attrs)


# --------------------------------------------------------------------------
# The pack


@dataclass(frozen=True)
class Colour:
    letter: str
    name: str
    field_light: str    # the gradient of the colour field, top to bottom
    field_dark: str
    ink: str            # the character on the cream chess-piece disc
    rim: str            # frame lines and the disc's ring
    glyphs: str         # General, Advisor, Elephant, Chariot, Horse, Cannon, Soldier
    mark: str           # the colour-blind shape


COLOURS = [
    Colour("R", "Red", "#e0413a", "#a3161b", "#b0141c", "#6e0c10", "帥仕相俥傌炮兵", "circle"),
    Colour("Y", "Yellow", "#f6cf4a", "#d99a12", "#8d5600", "#7a4a00", "帥仕相俥傌炮兵", "triangle"),
    Colour("W", "White", "#ffffff", "#dcdad2", "#1e1f26", "#3b3d45", "將士象車馬包卒", "square"),
    Colour("G", "Green", "#3c9a55", "#17603a", "#12562d", "#0b3a1e", "將士象車馬包卒", "diamond"),
]
ROLES = "GAECHNS"
ROLE_NAMES = dict(zip(ROLES, ["General", "Advisor", "Elephant", "Chariot", "Horse", "Cannon",
                              "Soldier"]))


@dataclass(frozen=True)
class Flower:
    code: str
    name: str
    glyph: str
    ink: str
    field_light: str
    field_dark: str


FLOWERS = [
    Flower("FP", "Plum blossom", "梅", "#a3174a", "#fdf0f2", "#efc4cf"),
    Flower("FO", "Orchid", "蘭", "#5b2d84", "#f6f0fb", "#d8c6ea"),
    Flower("FL", "Lotus", "蓮", "#b22d62", "#eef7f3", "#bfe0d2"),
    Flower("FC", "Chrysanthemum", "菊", "#9a5a00", "#fff8e2", "#f2d98c"),
    Flower("FE", "Peach blossom", "桃", "#c2334b", "#fff3ec", "#f6c9b8"),
]


# --------------------------------------------------------------------------
# Card furniture shared by faces and back


FIELD = (6, 6, WIDTH - 6, HEIGHT - 6)       # the coloured field inside the stock margin
TOP_DISC = (CX, 64, 49)                      # centre x, y and radius of the big character
FOOT_DISC = (CX, HEIGHT - 40, 27)
GLYPH_FILL = 1.3   # glyph em size per unit of disc radius: the ink clears the inner ring


def document(title: str, defs: list[str], body: list[str],
             width: float = WIDTH, height: float = HEIGHT) -> str:
    root = el(
        "svg",
        el("title", escape(title)),
        el("defs", *defs) if defs else "",
        *body,
        xmlns="http://www.w3.org/2000/svg",
        xmlns_xlink="http://www.w3.org/1999/xlink",
        version="1.2", baseProfile="tiny",
        width=width, height=height, viewBox=f"0 0 {num(width)} {num(height)}",
    )
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + root + "\n"


def card_blank() -> str:
    return el("rect", x=0.75, y=0.75, width=WIDTH - 1.5, height=HEIGHT - 1.5, rx=9, ry=9,
              fill=CARD_STOCK, stroke=CARD_EDGE, stroke_width=1.5)


def field_gradient(light: str, dark: str) -> str:
    # Across the card, dark in the middle: the panel reads as a slightly curved lacquer.
    return linear_gradient("field", [(0, light), (0.55, dark), (1, light)], x1=0, y1=0, x2=1, y2=0)


def colour_field(rim: str) -> list[str]:
    """The strong colour panel: it is what identifies a card in a fanned hand."""
    left, top, right, bottom = FIELD
    return [
        el("rect", x=left, y=top, width=right - left, height=bottom - top, rx=6, ry=6,
           fill="url(#field)", stroke=rim, stroke_width=1.2),
        # A hairline inside the panel gives the printed-border look of old packs.
        el("rect", x=left + 4, y=top + 4, width=right - left - 8, height=bottom - top - 8,
           rx=3.5, ry=3.5, fill="none", stroke=CARD_STOCK, stroke_width=1, stroke_opacity=0.75),
    ]


def piece_disc(x: float, y: float, r: float, ring: str) -> list[str]:
    """A cream xiangqi piece: the character sits on it like on the chess pieces it names."""
    return [
        circle(x, y + r * 0.05, r, "#000000", fill_opacity=0.18),
        circle(x, y, r, "url(#piece)", ring, r * 0.07),
        circle(x, y, r * 0.82, "none", ring, r * 0.025),
    ]


def piece_gradient() -> str:
    return radial_gradient("piece", [(0, "#fffdf6"), (0.7, "#fbf1d8"), (1, "#ead7a8")],
                           cx=0.42, cy=0.38, r=0.62)


STRAP_STEPS = 7     # links in the strapwork column


def strap_pitch() -> float:
    top = TOP_DISC[1] + TOP_DISC[2] + 12
    bottom = FOOT_DISC[1] - FOOT_DISC[2] - 12
    return (bottom - top) / STRAP_STEPS


def strap_defs(rim: str) -> list[str]:
    """Lozenge and cash-coin links, alternating like the printed strapwork of old packs."""
    half = strap_pitch() / 2
    lozenge = group(
        path(f"M0,{num(-half)} L13,0 L0,{num(half)} L-13,0 Z", CARD_STOCK, rim, 1,
             fill_opacity=0.4, stroke_linejoin="round"),
        path(f"M0,{num(-half * 0.55)} L7,0 L0,{num(half * 0.55)} L-7,0 Z", rim, fill_opacity=0.55),
        id="lozenge",
    )
    coin = group(
        circle(0, 0, 9, CARD_STOCK, rim, 1, fill_opacity=0.4),
        path("M-3,-3 h6 v6 h-6 Z", rim, fill_opacity=0.7),
        id="coin",
    )
    return [lozenge, coin]


def strap_middle_y() -> float:
    return TOP_DISC[1] + TOP_DISC[2] + 12 + STRAP_STEPS * strap_pitch() / 2


def strapwork(leave_middle: bool = False) -> list[str]:
    """A column of links between the two discs, optionally with room for a mark."""
    top = TOP_DISC[1] + TOP_DISC[2] + 12
    pitch = strap_pitch()
    links = [use("coin" if k % 2 else "lozenge",
                 transform=f"translate({num(CX)} {num(top + (k + 0.5) * pitch)})")
             for k in range(STRAP_STEPS) if not (leave_middle and k == STRAP_STEPS // 2)]
    bottom = top + STRAP_STEPS * pitch
    rails = [path(f"M{num(x)},{num(top)} L{num(x)},{num(bottom)}", "none", CARD_STOCK, 0.9,
                  stroke_opacity=0.45) for x in (CX - 22, CX - 19, CX + 19, CX + 22)]
    return [*rails, *links]


# --------------------------------------------------------------------------
# Colour-blind marks: a shape per colour, readable without telling hues apart


def mark_path(shape: str, size: float) -> str:
    r = size / 2
    if shape == "circle":
        return f"M{num(-r)},0 A{num(r)},{num(r)} 0 1,1 {num(r)},0 A{num(r)},{num(r)} 0 1,1 {num(-r)},0 Z"
    if shape == "triangle":
        return f"M0,{num(-r * 1.1)} L{num(r * 1.1)},{num(r * 0.8)} L{num(-r * 1.1)},{num(r * 0.8)} Z"
    if shape == "square":
        return f"M{num(-r * 0.85)},{num(-r * 0.85)} h{num(r * 1.7)} v{num(r * 1.7)} h{num(-r * 1.7)} Z"
    return f"M0,{num(-r * 1.15)} L{num(r * 1.15)},0 L0,{num(r * 1.15)} L{num(-r * 1.15)},0 Z"


def mark_def(colour: Colour) -> str:
    return path(mark_path(colour.mark, 10), INK, CARD_STOCK, 1.6, stroke_linejoin="round", id="mark")


def colour_marks() -> list[str]:
    """Marks in both top corners, which stay visible in a fanned hand, and a big one
    in the middle of the strapwork for cards seen whole."""
    spots = [(17, 18, 1.45), (WIDTH - 17, 18, 1.45), (CX, strap_middle_y(), 2.4)]
    return [use("mark", transform=f"translate({num(x)} {num(y)}) scale({num(k)})") for x, y, k in spots]


# --------------------------------------------------------------------------
# Faces


def character_face(book: GlyphBook, colour: Colour, role: str, marked: bool) -> str:
    char = colour.glyphs[ROLES.index(role)]
    (tx, ty, tr), (fx, fy, fr) = TOP_DISC, FOOT_DISC
    defs = [glyph_def(book, char), piece_gradient(), *strap_defs(colour.rim),
            field_gradient(colour.field_light, colour.field_dark)]
    body = [
        card_blank(),
        *colour_field(colour.rim),
        *strapwork(leave_middle=marked),
        *piece_disc(tx, ty, tr, colour.rim),
        place_glyph(char, tx, ty, tr * GLYPH_FILL, colour.ink),
        *piece_disc(fx, fy, fr, colour.rim),
        place_glyph(char, fx, fy, fr * GLYPH_FILL, colour.ink, turned=True),
    ]
    if marked:
        defs.append(mark_def(colour))
        body += colour_marks()
    title = f"{colour.name} {ROLE_NAMES[role]} ({char})"
    return document(title, defs, body)


# Flowers are drawn in a 100-unit box centred on the origin.


def petal_ring(count: int, petal: str, fill: str, edge: str, turn: float = 0,
               width: float = 1.2) -> list[str]:
    return [path(petal, fill, edge, width, stroke_linejoin="round",
                 transform=f"rotate({num(turn + k * 360 / count)})") for k in range(count)]


def stamens(count: int, radius: float, colour: str) -> list[str]:
    dots = []
    for k in range(count):
        a = 2 * math.pi * k / count
        x, y = radius * math.sin(a), -radius * math.cos(a)
        dots.append(path(f"M0,0 L{num(x)},{num(y)}", "none", colour, 1))
        dots.append(circle(x, y, 1.8, GOLD, GOLD_DARK, 0.5))
    return dots


def plum(ink: str) -> list[str]:
    branch = path("M-46,44 C-30,20 -10,14 6,-2 C16,-12 30,-14 44,-30 M-8,16 C-16,0 -14,-18 -24,-30",
                  "none", "#4a2e1e", 5, stroke_linecap="round")
    blossom = [*petal_ring(5, "M0,0 C-14,-6 -14,-26 0,-26 C14,-26 14,-6 0,0 Z", "#fbe3ea", ink),
               circle(0, 0, 5, ink), *stamens(8, 9, ink)]
    bud = [circle(0, 0, 6, "#f3a4b8", ink, 1)]
    return [branch,
            group(*blossom, transform="translate(6 -2) scale(0.95)"),
            group(*blossom, transform="translate(-26 -30) scale(0.55) rotate(20)"),
            group(*bud, transform="translate(40 -28)"),
            group(*bud, transform="translate(-38 32) scale(0.8)")]


def orchid(ink: str) -> list[str]:
    leaves = [path(d, "#2f7a3d", "#1c4f27", 1, stroke_linejoin="round") for d in (
        "M-10,48 C-20,10 -36,-14 -48,-26 C-30,-14 -14,10 -4,48 Z",
        "M0,48 C6,10 24,-20 46,-34 C26,-14 12,14 6,48 Z",
        "M-4,48 C-10,20 -6,-6 4,-22 C0,-2 0,24 4,48 Z")]
    petal = "M0,0 C-7,-6 -8,-20 0,-26 C8,-20 7,-6 0,0 Z"
    bloom = [*petal_ring(5, petal, "#e9dcf5", ink, width=1), circle(0, 0, 4.5, ink),
             path("M-3,2 C-2,8 2,8 3,2", "none", GOLD, 1.5)]
    return [*leaves, group(*bloom, transform="translate(-14 -18) scale(0.9)"),
            group(*bloom, transform="translate(20 0) scale(0.7) rotate(25)")]


def lotus(ink: str) -> list[str]:
    pad = ellipse(0, 40, 44, 9, "#3d8a58", "#1c4f27", 1.2)
    petal = "M0,28 C-12,14 -12,-12 0,-32 C12,-12 12,14 0,28 Z"
    petals = [path(petal, "#f7c9d8", ink, 1.2, stroke_linejoin="round",
                   transform=f"rotate({a} 0 28) translate(0 -4)") for a in (-64, 64, -40, 40, -18, 18)]
    front = path(petal, "#fbe1ea", ink, 1.3, stroke_linejoin="round")
    return [pad, path("M0,40 L0,28", "none", "#1c4f27", 3), *petals, front,
            path("M0,24 L0,-24", "none", ink, 0.8, stroke_opacity=0.6)]


def chrysanthemum(ink: str) -> list[str]:
    petal = "M0,0 C-4,-10 -4,-30 0,-38 C4,-30 4,-10 0,0 Z"
    outer = petal_ring(20, petal, "#f6c230", ink, width=0.9)
    inner = [group(*petal_ring(16, petal, "#fbda6a", ink, turn=11, width=0.8), transform="scale(0.66)")]
    return [*outer, *inner, circle(0, 0, 8, "#c9861a", ink, 1),
            *(circle(3 * math.cos(a), 3 * math.sin(a), 1.4, "#7a4a00") for a in (0, 2.1, 4.2))]


def peach(ink: str) -> list[str]:
    twig = path("M-40,46 C-20,26 0,20 30,-36", "none", "#5a3a24", 4.5, stroke_linecap="round")
    leaf = "M0,0 C6,-8 6,-20 0,-28 C-6,-20 -6,-8 0,0 Z"
    leaves = [path(leaf, "#4e9a4a", "#245a2a", 1, transform=t)
              for t in ("translate(-22 30) rotate(-70)", "translate(12 -4) rotate(60)",
                        "translate(26 -30) rotate(-20)")]
    petal = "M0,0 C-14,-4 -16,-24 -4,-27 L0,-22 L4,-27 C16,-24 14,-4 0,0 Z"
    blossom = [*petal_ring(5, petal, "#f9b9c4", ink), circle(0, 0, 4.5, "#d1495b"), *stamens(7, 9, ink)]
    return [twig, *leaves, group(*blossom, transform="translate(-4 6)"),
            group(*blossom, transform="translate(24 -34) scale(0.5) rotate(30)")]


FLOWER_ART = {"FP": plum, "FO": orchid, "FL": lotus, "FC": chrysanthemum, "FE": peach}


def flower_face(book: GlyphBook, flower: Flower) -> str:
    (tx, ty, tr), (fx, fy, fr) = TOP_DISC, FOOT_DISC
    art_y = (ty + tr + fy - fr) / 2
    defs = [glyph_def(book, flower.glyph), piece_gradient(),
            field_gradient(flower.field_light, flower.field_dark)]
    body = [
        card_blank(),
        *colour_field(flower.ink),
        *piece_disc(tx, ty, tr, flower.ink),
        place_glyph(flower.glyph, tx, ty, tr * GLYPH_FILL, flower.ink),
        # A gold roundel tells flowers from the 112 chess cards at a glance.
        circle(CX, art_y, 48, "#fffaf0", GOLD_DARK, 2),
        circle(CX, art_y, 44, "none", GOLD, 1.6),
        group(*FLOWER_ART[flower.code](flower.ink),
              transform=f"translate({num(CX)} {num(art_y)}) scale(0.84)"),
        *piece_disc(fx, fy, fr, flower.ink),
        place_glyph(flower.glyph, fx, fy, fr * GLYPH_FILL, flower.ink, turned=True),
    ]
    return document(f"{flower.name} ({flower.glyph})", defs, body)


# --------------------------------------------------------------------------
# Back: indigo with a gold lattice of coins, a square seal in the middle


BACK_FIELD_LIGHT = "#27407a"
BACK_FIELD_DARK = "#142449"
BACK_LINE = "#e9c76a"
BACK_SEAL = "#b3161b"


def back_tile_def() -> str:
    """One lattice cell, 20 units square: cells meet edge to edge without clipping."""
    return group(
        path("M-10,0 L0,-10 L10,0 L0,10 Z", "none", BACK_LINE, 1.1, stroke_linejoin="round"),
        circle(0, 0, 4.2, "none", BACK_LINE, 1),
        path("M-1.6,-1.6 h3.2 v3.2 h-3.2 Z", BACK_LINE),
        id="cell",
    )


def back_svg(book: GlyphBook) -> str:
    left, top, right, bottom = FIELD
    inner = (left + 10, top + 10, right - 10, bottom - 10)
    cols = 4
    cell = (inner[2] - inner[0]) / cols
    rows = round((inner[3] - inner[1]) / cell)
    cell_h = (inner[3] - inner[1]) / rows
    cells = [use("cell", transform=f"translate({num(inner[0] + (c + 0.5) * cell)} "
                                   f"{num(inner[1] + (r + 0.5) * cell_h)}) "
                                   f"scale({num(cell / 20)} {num(cell_h / 20)})")
             for r in range(rows) for c in range(cols)]
    seal_y = HEIGHT / 2
    seal = [
        el("rect", x=CX - 30, y=seal_y - 54, width=60, height=108, rx=6, ry=6,
           fill=BACK_FIELD_DARK, stroke=BACK_LINE, stroke_width=2),
        el("rect", x=CX - 24, y=seal_y - 48, width=48, height=96, rx=3, ry=3, fill=BACK_SEAL,
           stroke=BACK_LINE, stroke_width=1),
        place_glyph("四", CX, seal_y - 24, 38, CARD_STOCK),
        place_glyph("色", CX, seal_y + 22, 38, CARD_STOCK),
    ]
    defs = [back_tile_def(), glyph_def(book, "四"), glyph_def(book, "色"),
            linear_gradient("field", [(0, BACK_FIELD_LIGHT), (1, BACK_FIELD_DARK)])]
    body = [
        card_blank(),
        el("rect", x=left, y=top, width=right - left, height=bottom - top, rx=6, ry=6,
           fill="url(#field)", stroke=INK, stroke_width=1),
        el("rect", x=left + 4, y=top + 4, width=right - left - 8, height=bottom - top - 8, rx=3.5,
           ry=3.5, fill="none", stroke=BACK_LINE, stroke_width=1.4),
        *cells,
        el("rect", x=inner[0], y=inner[1], width=inner[2] - inner[0], height=inner[3] - inner[1],
           fill="none", stroke=BACK_LINE, stroke_width=1.2),
        *seal,
    ]
    return document("Sì Sè Pái card back", defs, body)


# --------------------------------------------------------------------------
# Assembly


def main() -> None:
    font = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FONT
    book = GlyphBook(font)
    for colour in COLOURS:
        for role in ROLES:
            code = colour.letter + role
            write(OUT_DIR / f"{code}.svg", character_face(book, colour, role, marked=False))
            write(OUT_DIR / "marked" / f"{code}.svg", character_face(book, colour, role, marked=True))
    for flower in FLOWERS:
        face = flower_face(book, flower)
        # Flowers have no colour to mark; the marked set is complete on its own.
        write(OUT_DIR / f"{flower.code}.svg", face)
        write(OUT_DIR / "marked" / f"{flower.code}.svg", face)
    write(OUT_DIR / "back.svg", back_svg(book))


if __name__ == "__main__":
    main()
