#!/usr/bin/env python3
"""Generate Cardavia's Kowah (Cheki) pack, Chinese money-suited cards, as SVG.

Run from the repository root:

    python tools/make_kowah_cards.py [FONT]

Writes assets/cards/kowah/<code>.svg and back.svg. <code> is a suit C (Coins 餅),
S (Strings 索) or M (Myriads 萬) followed by a rank 1-9, or an honour:
OT Old Thousand 老千, RF Red Flower 紅花, WF White Flower 白花.

Chinese characters become SVG paths at build time (the app's machines have no CJK
font), with the glyph tools of make_sisepai_cards.py. FONT is a Noto Serif CJK
collection (SIL OFL 1.1), deliberately not installed system-wide; get it with:

    cd /tmp && apt-get download fonts-noto-cjk && dpkg -x fonts-noto-cjk_*.deb /tmp/notocjk

FONT defaults to the Bold serif collection unpacked there. The SVGs written are
self-contained and use only what Qt's SVG Tiny 1.2 renderer supports.
"""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from make_atlas_cards import circle, el, ellipse, group, linear_gradient, num, path, \
    radial_gradient, use, write
from make_sisepai_cards import DEFAULT_FONT, GlyphBook, document, glyph_def, place_glyph

OUT_DIR = Path("assets/cards/kowah")
WIDTH, HEIGHT = 110, 330
CX = WIDTH / 2

# Old money cards are printed in black and red on buff paper.
PAPER_LIGHT = "#fbf5e4"
PAPER_DARK = "#efe2bf"
EDGE = "#6b604a"
INK = "#1b1a1f"
RED = "#c0181f"
RED_DARK = "#8a0f14"
BRASS = "#e0b85a"
BRASS_DARK = "#a07a25"
FONT = "DejaVu Sans"   # one family only: QtSvg does not parse family lists

NUMERALS = "一二三四五六七八九"
SUITS = {"C": ("Coins", "餅"), "S": ("Strings", "索"), "M": ("Myriads", "萬")}
HONOURS = {"OT": ("Old Thousand", "老千"), "RF": ("Red Flower", "紅花"),
           "WF": ("White Flower", "白花")}
SEAL_GLYPH = "吉"          # "good fortune", cut white out of the red stamps
STAMPED_RANKS = (1, 9)     # the ranks traditional packs mark with a red chop

TOP_Y = 50                 # centre of the big numeral
PANEL = (13, 90, WIDTH - 13, 268)     # left, top, right, bottom of the picture panel
FOOT_Y = 298               # centre of the suit name at the foot


# --------------------------------------------------------------------------
# Card stock


def card_blank() -> list[str]:
    return [
        linear_gradient("paper", [(0, PAPER_LIGHT), (1, PAPER_DARK)]),
        el("rect", x=0.75, y=0.75, width=WIDTH - 1.5, height=HEIGHT - 1.5, rx=7, ry=7,
           fill="url(#paper)", stroke=EDGE, stroke_width=1.5),
        # The heavy outer rule and hairline inner rule of woodblock-printed packs.
        el("rect", x=5, y=5, width=WIDTH - 10, height=HEIGHT - 10, rx=3, ry=3, fill="none",
           stroke=INK, stroke_width=2),
        el("rect", x=8.5, y=8.5, width=WIDTH - 17, height=HEIGHT - 17, rx=1.5, ry=1.5,
           fill="none", stroke=INK, stroke_width=0.7),
    ]


def picture_panel() -> list[str]:
    left, top, right, bottom = PANEL
    corners = [path(f"M{num(x)},{num(y + 9 * dy)} L{num(x)},{num(y)} L{num(x + 9 * dx)},{num(y)}",
                    "none", RED, 1.6)
               for x, y, dx, dy in ((left + 3, top + 3, 1, 1), (right - 3, top + 3, -1, 1),
                                    (left + 3, bottom - 3, 1, -1), (right - 3, bottom - 3, -1, -1))]
    return [el("rect", x=left, y=top, width=right - left, height=bottom - top,
               fill="#fffaf0", fill_opacity=0.55, stroke=INK, stroke_width=1), *corners]


def index_text(label: str, x: float, y: float, turned: bool, colour: str) -> str:
    """The small Arabic rank for readers who do not know the Chinese numerals."""
    text = el("text", escape(label), x=0, y=6.8, font_family=FONT, font_size=19,
              font_weight="bold", text_anchor="middle", fill=colour)
    turn = " rotate(180)" if turned else ""
    # 6 and 9 read alike when turned, so they carry the usual underline.
    bar = [el("rect", x=-5, y=9, width=10, height=1.8, fill=colour)] if label in "69" else []
    return group(text, *bar, transform=f"translate({num(x)} {num(y)}){turn}")


def corner_indices(label: str, colour: str) -> list[str]:
    return [index_text(label, 18, 22, False, colour),
            index_text(label, WIDTH - 18, HEIGHT - 22, True, colour)]


def seal(x: float, y: float, size: float, glyph: str, tilt: float = -6) -> str:
    """A red square chop with its character cut out in paper colour."""
    half = size / 2
    return group(
        el("rect", x=-half, y=-half, width=size, height=size, rx=size * 0.12, ry=size * 0.12,
           fill=RED, fill_opacity=0.92),
        el("rect", x=-half * 0.82, y=-half * 0.82, width=size * 0.82, height=size * 0.82,
           fill="none", stroke=PAPER_LIGHT, stroke_width=size * 0.04),
        place_glyph(glyph, 0, 0, size * 0.68, PAPER_LIGHT),
        transform=f"translate({num(x)} {num(y)}) rotate({num(tilt)})",
    )


# --------------------------------------------------------------------------
# Suit symbols, each drawn in a 100-unit box centred on the origin


def coin_def() -> list[str]:
    """A bronze cash coin with its square hole and a raised rim."""
    return [
        radial_gradient("bronze", [(0, "#f7dc8e"), (0.7, BRASS), (1, BRASS_DARK)], cx=0.4, cy=0.35,
                        r=0.7),
        group(
            circle(0, 0, 48, "url(#bronze)", INK, 4),
            circle(0, 0, 38, "none", INK, 2),
            path("M-14,-14 h28 v28 h-28 Z", "#fffaf0", INK, 3, stroke_linejoin="round"),
            path("M-21,-21 h42 v42 h-42 Z", "none", INK, 1.6),
            *(path(f"M{num(x1)},{num(y1)} L{num(x2)},{num(y2)}", "none", INK, 1.6)
              for x1, y1, x2, y2 in ((-21, -21, -33, -27), (21, -21, 33, -27),
                                     (21, 21, 33, 27), (-21, 21, -33, 27))),
            id="coin",
        ),
    ]


def string_def() -> list[str]:
    """A string of cash seen edge on: stacked coins on a cord, tied with a red knot.

    100 units tall and 30 wide; the layouts stretch it to fit the panel."""
    coins = [ellipse(0, y, 13, 5.2, "url(#bronze-edge)", INK, 1.4) for y in range(-30, 50, 9)]
    knot = [path("M0,-34 C-10,-44 -12,-30 0,-38 C12,-30 10,-44 0,-34 Z", RED, RED_DARK, 1),
            path("M-2,-38 C-6,-46 -4,-50 -2,-50 M2,-38 C6,-46 4,-50 2,-50", "none", RED, 2.2,
                 stroke_linecap="round")]
    return [
        linear_gradient("bronze-edge", [(0, BRASS_DARK), (0.45, "#f7dc8e"), (1, BRASS_DARK)],
                        x1=0, y1=0, x2=1, y2=0),
        group(path("M0,-36 L0,50", "none", RED_DARK, 2), *coins, *knot, id="string"),
    ]


# Positions inside the panel, as fractions of its width and height.
COIN_LAYOUTS = {
    1: [(0.5, 0.5)],
    2: [(0.5, 0.27), (0.5, 0.73)],
    3: [(0.5, 0.18), (0.5, 0.5), (0.5, 0.82)],
    4: [(x, y) for y in (0.3, 0.7) for x in (0.28, 0.72)],
    5: [(x, y) for y in (0.2, 0.8) for x in (0.28, 0.72)] + [(0.5, 0.5)],
    6: [(x, y) for y in (0.17, 0.5, 0.83) for x in (0.28, 0.72)],
    7: [(0.5, 0.12)] + [(x, y) for y in (0.39, 0.63, 0.87) for x in (0.28, 0.72)],
    8: [(x, y) for y in (0.13, 0.38, 0.62, 0.87) for x in (0.28, 0.72)],
    9: [(x, y) for y in (0.17, 0.5, 0.83) for x in (0.18, 0.5, 0.82)],
}
COIN_SIZES = {1: 70, 2: 52, 3: 48, 4: 38, 5: 38, 6: 36, 7: 32, 8: 32, 9: 25}

# Strings stand in rows: how many strings in each row, top to bottom.
STRING_ROWS = {1: [1], 2: [2], 3: [3], 4: [2, 2], 5: [3, 2], 6: [3, 3], 7: [3, 1, 3],
               8: [3, 2, 3], 9: [3, 3, 3]}


def place_symbol(ref: str, x: float, y: float, sx: float, sy: float | None = None) -> str:
    scale = num(sx / 100) if sy is None else f"{num(sx / 100)} {num(sy / 100)}"
    return use(ref, transform=f"translate({num(x)} {num(y)}) scale({scale})")


def panel_point(u: float, v: float) -> tuple[float, float]:
    left, top, right, bottom = PANEL
    return left + u * (right - left), top + v * (bottom - top)


def coins_art(rank: int) -> list[str]:
    size = COIN_SIZES[rank]
    return [place_symbol("coin", *panel_point(u, v), size) for u, v in COIN_LAYOUTS[rank]]


def strings_art(rank: int) -> list[str]:
    left, top, right, bottom = PANEL
    rows = STRING_ROWS[rank]
    row_h = (bottom - top - 10) / len(rows)
    height = min(row_h * 0.92, 130)
    # A string is 30 units wide in its 100-unit box; keep neighbours from touching.
    width = min(height * 0.95, (right - left) / max(rows) * 100 / 30 * 0.85)
    art = []
    for r, count in enumerate(rows):
        y = top + 5 + (r + 0.5) * row_h
        for k in range(count):
            x = left + (right - left) * (k + 0.5) / count
            art.append(place_symbol("string", x, y, width, height))
    return art


def cloud_scroll(x: float, y: float, flipped: bool) -> str:
    """A ruyi cloud curl, the auspicious flourish printed round the 萬."""
    d = ("M-16,4 C-16,-6 -6,-8 -3,-2 C-1,-9 1,-9 3,-2 C6,-8 16,-6 16,4 "
         "C12,0 7,0 4,4 C2,1 -2,1 -4,4 C-7,0 -12,0 -16,4 Z")
    turn = " rotate(180)" if flipped else ""
    return path(d, RED, RED_DARK, 0.8, stroke_linejoin="round",
                transform=f"translate({num(x)} {num(y)}){turn}")


SKIN = "#f6d7b0"


def official_bust(robe: str, trim: str, beard: str | None) -> list[str]:
    """A mandarin in a winged hat, 100 units tall: old packs print a figure on the Myriads."""
    parts = [
        path("M-42,50 C-40,20 -26,8 -10,5 L10,5 C26,8 40,20 42,50 Z", robe, INK, 1.6,
             stroke_linejoin="round"),
        path("M-10,5 L0,26 L10,5", "none", trim, 3, stroke_linejoin="round"),
        path("M-26,50 C-24,36 -20,28 -14,22 M26,50 C24,36 20,28 14,22", "none", trim, 2),
        el("rect", x=-10, y=36, width=20, height=9, rx=2, ry=2, fill=trim, stroke=INK,
           stroke_width=1),
        path("M-6,-2 L-6,8 L6,8 L6,-2 Z", SKIN, INK, 1.2),
        ellipse(0, -14, 13, 15, SKIN, INK, 1.4),
        path("M-7,-15 L-3,-15 M3,-15 L7,-15", "none", INK, 1.6, stroke_linecap="round"),
        path("M-3,-6 C-1,-5 1,-5 3,-6", "none", RED_DARK, 1.2),
        # The winged gauze hat of an official: crown plus two flat wings.
        path("M-13,-22 C-14,-38 14,-38 13,-22 Z", INK),
        path("M-13,-26 L-36,-31 L-36,-25 L-13,-22 Z M13,-26 L36,-31 L36,-25 L13,-22 Z", INK),
    ]
    if beard:
        parts.append(path("M-7,-4 C-8,10 -3,20 0,26 C3,20 8,10 7,-4 C3,-1 -3,-1 -7,-4 Z",
                          beard, INK, 0.8))
    return parts


def myriad_figure(rank: int) -> list[str]:
    # Robes alternate red and black and the senior ranks are bearded, so that
    # neighbouring Myriads do not look identical.
    odd = rank % 2 == 1
    return official_bust(RED if odd else INK, BRASS if odd else RED, INK if rank >= 5 else None)


def myriads_art(rank: int) -> list[str]:
    left, top, right, bottom = PANEL
    glyph_y = top + 36
    bust_y = bottom - 54
    return [
        ellipse(CX, bust_y, 37, 46, "#fbe3dc", RED, 1.4),
        cloud_scroll(CX, glyph_y + 34, True),
        place_glyph("萬", CX, glyph_y, 56, INK),
        group(*myriad_figure(rank), transform=f"translate({num(CX)} {num(bust_y)}) scale(0.82)"),
    ]


SUIT_ART = {"C": coins_art, "S": strings_art, "M": myriads_art}


# --------------------------------------------------------------------------
# Honours


def peony(petal: str, edge: str, heart: str) -> list[str]:
    """A full-blown peony, 100 units across, centred on the origin."""
    outer = [path("M0,0 C-20,-8 -24,-38 -8,-46 C-2,-40 2,-40 8,-46 C24,-38 20,-8 0,0 Z",
                  petal, edge, 1.6, stroke_linejoin="round", transform=f"rotate({a})")
             for a in range(0, 360, 60)]
    inner = [path("M0,0 C-12,-6 -14,-24 -4,-28 C0,-24 0,-24 4,-28 C14,-24 12,-6 0,0 Z",
                  petal, edge, 1.4, stroke_linejoin="round", transform=f"rotate({a})")
             for a in range(30, 390, 60)]
    return [*outer, *inner, circle(0, 0, 8, heart, edge, 1.2),
            *(circle(5 * dx, 5 * dy, 1.6, edge) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))]


def stem_with_leaves(top: float, bottom: float) -> list[str]:
    leaf = "M0,0 C8,-9 22,-10 34,-2 C22,7 8,7 0,0 Z"
    stem = path(f"M{num(CX)},{num(top)} C{num(CX - 7)},{num(top + 30)} {num(CX + 7)},{num(bottom - 30)} "
                f"{num(CX)},{num(bottom)}", "none", "#1e4a22", 2.6, stroke_linecap="round")
    leaves = [path(leaf, "#3d7a3f", "#1e4a22", 1.2,
                   transform=f"translate({num(CX)} {num(y)}) rotate({angle})")
              for y, angle in ((top + 28, -30), (top + 50, -150), (bottom - 24, -20))]
    return [stem, *leaves]


def flower_art(petal: str, edge: str, heart: str) -> list[str]:
    left, top, right, bottom = PANEL
    bloom_y = top + 52
    return [*stem_with_leaves(bloom_y + 20, bottom - 8),
            group(*peony(petal, edge, heart),
                  transform=f"translate({num(CX)} {num(bloom_y)}) scale(0.84)")]


def old_thousand_art() -> list[str]:
    """The Old Thousand is the senior honour: a white-bearded elder under a big 千."""
    left, top, right, bottom = PANEL
    bust_y = bottom - 54
    return [
        place_glyph("千", CX, top + 36, 56, INK),
        ellipse(CX, bust_y, 37, 46, "#f3ead2", INK, 1.4),
        group(*official_bust("#24406e", BRASS, "#fbfaf5"),
              transform=f"translate({num(CX)} {num(bust_y)}) scale(0.82)"),
        seal(right - 14, top + 16, 20, "老", tilt=8),
    ]


HONOUR_STYLE = {
    # code: (top glyph, ink of the top glyph and index, panel art)
    "OT": ("老", INK, old_thousand_art),
    "RF": ("紅", RED, lambda: flower_art("#e23b3f", RED_DARK, BRASS)),
    "WF": ("白", INK, lambda: flower_art("#fffdf6", INK, "#d9c58a")),
}


# --------------------------------------------------------------------------
# Assembly


def symbol_defs() -> list[str]:
    return [*coin_def(), *string_def()]


def glyph_defs(book: GlyphBook, chars: str) -> list[str]:
    return [glyph_def(book, c) for c in dict.fromkeys(chars)]


def rank_face(book: GlyphBook, suit: str, rank: int) -> str:
    name, suit_char = SUITS[suit]
    numeral = NUMERALS[rank - 1]
    stamped = rank in STAMPED_RANKS
    glyphs = numeral + suit_char + (SEAL_GLYPH if stamped else "")
    # Myriads are the red suit of old packs; coins and strings are printed in black.
    ink = RED if suit == "M" else INK
    body = [
        *card_blank(),
        place_glyph(numeral, CX, TOP_Y, 58, ink),
        *picture_panel(),
        *SUIT_ART[suit](rank),
        place_glyph(suit_char, CX, FOOT_Y, 34, ink),
        *corner_indices(str(rank), ink),
    ]
    if stamped:
        body.append(seal(24, FOOT_Y, 22, SEAL_GLYPH))
    defs = [*symbol_defs(), *glyph_defs(book, glyphs)]
    return document(f"{rank} of {name} ({numeral}{suit_char})", defs, body, WIDTH, HEIGHT)


def honour_face(book: GlyphBook, code: str) -> str:
    name, chars = HONOURS[code]
    top_glyph, ink, art = HONOUR_STYLE[code]
    body = [
        *card_blank(),
        place_glyph(top_glyph, CX, TOP_Y, 58, ink),
        *picture_panel(),
        *art(),
        place_glyph(chars[1], CX, FOOT_Y, 34, ink),
        seal(24, FOOT_Y, 22, SEAL_GLYPH, tilt=-8),
        # Honours have no number: their corner index is the first character, small.
        place_glyph(top_glyph, 18, 22, 16, ink),
        place_glyph(top_glyph, WIDTH - 18, HEIGHT - 22, 16, ink, turned=True),
    ]
    defs = [*symbol_defs(), *glyph_defs(book, chars + top_glyph + SEAL_GLYPH)]
    return document(f"{name} ({chars})", defs, body, WIDTH, HEIGHT)


# --------------------------------------------------------------------------
# Back: the red of money-card wrappers, a lattice of cash, a 福 cartouche


def back_svg(book: GlyphBook) -> str:
    left, top, right, bottom = 9, 9, WIDTH - 9, HEIGHT - 9
    cols, pitch = 4, (WIDTH - 18) / 4
    rows = round((bottom - top) / pitch)
    row_pitch = (bottom - top) / rows
    cash = [place_symbol("back-coin", left + (c + 0.5) * pitch, top + (r + 0.5) * row_pitch, pitch)
            for r in range(rows) for c in range(cols)]
    coin = group(
        circle(0, 0, 46, "none", BRASS, 5),
        path("M-16,-16 h32 v32 h-32 Z", "none", BRASS, 5, stroke_linejoin="round"),
        path("M-16,-16 L-33,-33 M16,-16 L33,-33 M16,16 L33,33 M-16,16 L-33,33", "none", BRASS, 2.5),
        id="back-coin",
    )
    cy = HEIGHT / 2
    cartouche = [
        ellipse(CX, cy, 34, 48, RED_DARK, BRASS, 2.5),
        ellipse(CX, cy, 29, 43, "none", BRASS, 1),
        place_glyph("福", CX, cy, 44, BRASS),
    ]
    defs = [coin, glyph_def(book, "福"),
            linear_gradient("back-field", [(0, "#b3191f"), (1, "#7d0d12")])]
    body = [
        el("rect", x=0.75, y=0.75, width=WIDTH - 1.5, height=HEIGHT - 1.5, rx=7, ry=7,
           fill=PAPER_LIGHT, stroke=EDGE, stroke_width=1.5),
        el("rect", x=5, y=5, width=WIDTH - 10, height=HEIGHT - 10, rx=3, ry=3,
           fill="url(#back-field)", stroke=INK, stroke_width=1),
        *cash,
        el("rect", x=left, y=top, width=right - left, height=bottom - top, fill="none",
           stroke=BRASS, stroke_width=1.4),
        *cartouche,
    ]
    return document("Kowah card back", defs, body, WIDTH, HEIGHT)


def main() -> None:
    font = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FONT
    book = GlyphBook(font)
    for suit in SUITS:
        for rank in range(1, 10):
            write(OUT_DIR / f"{suit}{rank}.svg", rank_face(book, suit, rank))
    for code in HONOURS:
        write(OUT_DIR / f"{code}.svg", honour_face(book, code))
    write(OUT_DIR / "back.svg", back_svg(book))


if __name__ == "__main__":
    main()
