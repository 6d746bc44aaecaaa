"""Pile arrangements and the Durak layout: everything fits, nothing overlaps, at any size."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFrame, QGraphicsView

from cardavia_qt.resources import asset_path
from cardavia_qt.table.card_item import CARD_ASPECT
from cardavia_qt.table.durak_layout import durak_geometry
from cardavia_qt.table.piles import AVAILABLE, FanPile, PairsPile, StackPile
from cardavia_qt.table.pixmaps import PixmapCache
from cardavia_qt.table.scene import TableScene
from tests.qt.screen_checks import REPAINT_MS, differing_pixels, on_screen, rendered

BACK = asset_path("cards", "atlas", "back.svg")
SIZES = [(640, 420), (800, 544), (1280, 744), (1920, 1024), (2560, 1380), (1000, 1000), (1600, 600)]


@pytest.fixture
def scene(qapp):
    return TableScene(PixmapCache(), speed=lambda: 0.0)


def fill(scene: TableScene, pile, count: int) -> None:
    for _ in range(count):
        pile.add(scene.create_card(BACK))


def card_rect(place) -> QRectF:
    height = place.width * CARD_ASPECT
    return QRectF(place.pos.x() - place.width / 2, place.pos.y() - height / 2, place.width, height)


@pytest.mark.parametrize("count", [1, 6, 12, 24, 36])
def test_a_fanned_hand_always_fits_its_rectangle(scene, count):
    hand = scene.add_pile(FanPile("hand", max_step=0.64, min_step=0.25, arc=4.0, lift_room=0.12))
    rect = QRectF(20, 500, 1000, 220)
    hand.set_geometry(rect, 140)
    fill(scene, hand, count)
    places = [place for _, place in hand.placements()]
    for place in places:
        # Turned at most 4°, so a couple of pixels of slack covers the corners.
        assert rect.adjusted(-4, -4, 4, 4).contains(card_rect(place))
    steps = [b.pos.x() - a.pos.x() for a, b in itertools.pairwise(places)]
    for step in steps:
        assert step >= 0.25 * places[0].width - 1e-6  # the index of every card stays visible
    assert places[0].width <= 140


def test_a_fanned_hand_shrinks_its_cards_only_when_it_must(scene):
    hand = scene.add_pile(FanPile("hand", min_step=0.25))
    hand.set_geometry(QRectF(0, 0, 900, 200), 120)
    fill(scene, hand, 6)
    assert hand.placements()[0][1].width == pytest.approx(120)
    fill(scene, hand, 30)
    assert hand.placements()[0][1].width < 120


def test_the_stock_lays_its_bottom_card_across_and_stays_inside(scene):
    stock = scene.add_pile(StackPile("stock", bottom_across=True))
    rect = QRectF(10, 100, 260, 220)
    stock.set_geometry(rect, 120)
    stock.caption = "Stock · 24"
    fill(scene, stock, 24)
    places = stock.placements()
    assert places[0][1].rotation == -90
    across = places[0][1]
    height = across.width * CARD_ASPECT
    crosswise = QRectF(across.pos.x() - height / 2, across.pos.y() - across.width / 2, height, across.width)
    assert rect.contains(crosswise)
    for _, place in places[1:]:
        assert rect.contains(card_rect(place))
    # Deeper cards cast no shadow, so the stack's edge does not darken as it grows.
    assert [place.shadow for _, place in places[1:4]] == [True, False, False]


def test_table_pairs_cover_their_attack_and_are_separate_drop_slots(scene):
    table = scene.add_pile(PairsPile("table"))
    table.set_geometry(QRectF(200, 200, 900, 340), 130)
    attacks = [scene.create_card(BACK) for _ in range(6)]
    for card in attacks:
        table.add(card)
    cover = scene.create_card(BACK)
    table.add(cover, 2)
    assert table.pair_index(cover) == 2
    places = dict(table.placements())
    assert places[cover].pos.x() > places[attacks[2]].pos.x()
    assert places[cover].pos.y() > places[attacks[2]].pos.y()
    assert places[cover].z > places[attacks[2]].z
    for card in attacks + [cover]:
        assert table.rect.contains(card_rect(places[card]))
    rects = [table.zone_rect(slot) for slot in range(6)]
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b)
    assert len(table.drop_zones()) == 7  # six pairs and the table itself
    with pytest.raises(ValueError):
        table.add(scene.create_card(BACK), 2)


@pytest.mark.parametrize("width,height", SIZES)
def test_the_durak_layout_fits_any_window_without_overlaps(width, height):
    geometry = durak_geometry(width, height)
    window = QRectF(0, 0, width, height)
    rects = geometry.rects()
    for name, rect in rects.items():
        assert window.contains(rect), name
    for (a_name, a), (b_name, b) in itertools.combinations(rects.items(), 2):
        overlap = a.intersected(b)
        if {a_name, b_name} == {"table", "hand"}:
            # The bout may use the strip a hovered hand card rises into, and no more.
            assert overlap.height() <= geometry.card_width * CARD_ASPECT * 0.12
        else:
            assert overlap.isEmpty(), (a_name, b_name)
    assert geometry.card_width >= geometry.stock_card_width >= geometry.opponent_card_width * 0.9


def test_bigger_windows_get_bigger_cards():
    small, large = durak_geometry(1280, 744), durak_geometry(1920, 1024)
    assert large.card_width > small.card_width


@pytest.mark.parametrize("words", ["Перетащите сюда карту для сброса", "Legg kastekortet ditt her",
                                   "अपना फेंका पत्ता यहाँ छोड़ें", "Drop your discard here"],
                         ids=["ru", "nb", "hi", "en"])
def test_an_empty_piles_words_are_whole_and_readable(scene, words):
    """The words on an empty narrow pile (Sì Sè Pái's cards are a third as wide as tall) are
    never cut: Russian's "Перетащите" showed as "ретащи". Every word fits the room it is drawn
    in at a readable size, the room lies within the pile, and the painted words keep clear of
    the room's edges (a word cut by the room would be drawn right up to them)."""
    from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

    from cardavia_qt.table.piles import READABLE_WORDS, placeholder_room

    pile = StackPile("public")
    scene.add_pile(pile)
    pile.aspect = 3.0
    pile.set_geometry(QRectF(40, 40, 110, 240), 56)
    pile.placeholder = words
    room, size = placeholder_room(words, pile.empty_outline(), pile.card_area(), 11)
    assert size >= READABLE_WORDS and pile.rect.contains(room)
    font = QFont()
    font.setPixelSize(size)
    assert max(QFontMetricsF(font).horizontalAdvance(word) for word in words.split()) <= room.width()

    bounds = pile.boundingRect()
    image = QImage(int(bounds.width()), int(bounds.height()), QImage.Format.Format_RGB32)
    image.fill(QColor("#204020"))
    painter = QPainter(image)
    painter.translate(-bounds.topLeft())
    pile.paint(painter, None)
    painter.end()
    room = room.translated(-bounds.topLeft())
    felt = image.pixelColor(int(room.left()) + 1, int(room.top()) + 1)
    left, right = int(room.left()), int(room.right())
    rows = range(int(room.top()) + 2, int(room.bottom()) - 2)
    inked = {x for x in range(left, right + 1) for y in rows
             if image.pixelColor(x, y) != felt and abs(x - pile.empty_outline().left() + bounds.left()) > 2
             and abs(x - pile.empty_outline().right() + bounds.left()) > 2}  # not the dashed outline
    assert inked, "no words drawn at all"
    assert not inked & {left, left + 1, right - 1, right}, f"words cut at the edges: ink at x {sorted(inked)[:3]}…"


@pytest.mark.parametrize("drawn", ["empty bout", "drop target"])
def test_a_partial_repaint_draws_the_dashes_a_whole_one_does(qtbot, scene, drawn):
    # Seen in the stale-board check, now and then: after cards flew off a Durak bout, the corner
    # of its empty outline showed dashes the rest of the outline did not, the region a flight's
    # trail repainted ending just past that corner.
    bout = scene.add_pile(PairsPile("table", 300, capacity=6))
    bout.set_geometry(QRectF(222.25, 143.17, 630.54, 249.83), 103.04)  # the bout at 1000 x 680
    bout.placeholder = "Drag or click a card to attack"
    dashed = bout.empty_outline()
    if drawn == "drop target":
        bout.placeholder = ""
        bout.set_highlights({None: AVAILABLE})
        dashed = bout.zone_rect(None).adjusted(-8, -8, 8, 8)
    view = QGraphicsView(scene)
    view.setFrameShape(QFrame.Shape.NoFrame)
    view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    view.setSceneRect(QRectF(0, 0, 1000, 577))
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    qtbot.addWidget(view)
    view.resize(1000, 577)
    view.show()
    qtbot.waitExposed(view)
    QTest.qWait(REPAINT_MS)
    assert differing_pixels(on_screen(view), rendered(view)) == 0  # painted whole, it matches
    corner = view.mapFromScene(dashed.topLeft())
    view.viewport().update(QRect(corner.x() - 160, corner.y() - 170, 172, 176))
    QTest.qWait(REPAINT_MS)
    assert differing_pixels(on_screen(view), rendered(view)) == 0
