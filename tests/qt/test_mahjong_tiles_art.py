"""The mahjong tile art: one face per kind of the engine's set, named by the engine's notation,
every file drawable by Qt's SVG renderer without a CJK font."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from cardavia_qt.resources import asset_path
from engine.mahjong.tiles import FLOWER_KINDS, KINDS, PHYSICAL_TILES, human

TILES = asset_path("tiles", "mahjong")
TILE_ASPECT = 3 / 4     # width over height, the tile's thickness included


def face_name(kind: int) -> str:
    # human() has no notation for flowers; their faces are f1..f8 in the engine's kind order.
    return f"f{kind - KINDS + 1}" if kind in FLOWER_KINDS else human(kind)


ALL_FILES = [*(face_name(kind) for kind in [*range(KINDS), *FLOWER_KINDS]), "back"]


def test_every_tile_of_the_set_has_a_face_named_by_the_engine_and_nothing_else_is_there():
    on_disk = {svg.stem for svg in TILES.glob("*.svg")}
    assert {face_name(tile.kind) for tile in PHYSICAL_TILES} | {"back"} == on_disk
    assert len(on_disk) == 42 + 1
    assert (TILES / "README.md").is_file()


@pytest.mark.parametrize("name", ALL_FILES)
def test_each_file_renders_with_the_tile_proportions(qapp, name):
    renderer = QSvgRenderer(str(TILES / f"{name}.svg"))
    assert renderer.isValid()
    box = renderer.viewBoxF()
    assert box.width() / box.height() == pytest.approx(TILE_ASPECT)
    size = renderer.defaultSize()
    assert size.width() / size.height() == pytest.approx(TILE_ASPECT)


@pytest.mark.parametrize("name", ALL_FILES)
def test_each_file_draws_everything_as_shapes(name):
    # A <text> element would need a CJK font the players' machines lack; filters, masks
    # and CSS are beyond SVG Tiny 1.2, so Qt would drop them silently.
    source = (TILES / f"{name}.svg").read_text(encoding="utf-8")
    assert not re.search(r"<(text|filter|mask|style|clipPath|pattern)\b", source)
    assert "style=" not in source


def render(name: str, width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    QSvgRenderer(str(TILES / f"{name}.svg")).render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def test_no_two_tiles_look_alike_at_discard_size(qapp):
    # At the ~28 px of a discard, every face and the back must still come out different.
    renders = {name: bytes(render(name, 28, 37).constBits()) for name in ALL_FILES}
    assert len(set(renders.values())) == len(ALL_FILES)


@pytest.mark.parametrize("name", ["1m", "back"])
def test_the_tile_fills_its_box_but_for_the_rounded_corners(qapp, name):
    # The table spaces tiles by their pixmaps, so a transparent margin would open gaps.
    image = render(name, 60, 80)
    edges = [(30, 0), (30, 79), (0, 40), (59, 40)]
    # Antialiasing softens the outermost pixels a little, but they are painted.
    assert all(image.pixelColor(x, y).alpha() > 192 for x, y in edges)
    assert all(image.pixelColor(x, y).alpha() == 0 for x, y in [(0, 0), (59, 0), (0, 79), (59, 79)])
