"""The marks on the table that say where the keyboard is and what the hint suggests: the gold
frame on the table's edge while nothing in the hand can carry the focus, the gold ring on the
focused card, the teal glow on the hinted one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cardavia_qt.resources import asset_path
from cardavia_qt.settings import Settings
from cardavia_qt.table.card_item import FOCUS_COLOUR, HINT_COLOUR
from cardavia_qt.table.durak_table import DurakTable
from cardavia_qt.table.game_controller import HUMAN
from cardavia_qt.table.pixmaps import PixmapCache
from cardavia_qt.table.scene import TableScene
from tests.qt.screen_checks import settled, stale_pixels

FACE = asset_path("cards", "atlas", "ru", "9S.svg")
BACK = asset_path("cards", "atlas", "back.svg")


@pytest.mark.parametrize("seed", [3, 4])
def test_the_edge_frame_comes_and_goes_whole(qtbot, shutdown, seed):
    """With the table focused, the frame shows on the edge while the hand is empty (before the
    deal, after the last card is played) and goes once a card carries the focus — wholly,
    not in the fragments that partial repaints happen to touch."""
    settings = Settings()
    settings.animation_speed = 0.1
    settings.ai_levels = {"durak": "easy"}
    table = DurakTable(settings)
    qtbot.addWidget(table)
    shutdown(table)
    table.resize(1000, 680)
    table.show()
    qtbot.waitExposed(table)
    table.view.setFocus()
    table.new_deal(seed)
    controller = table.controller
    policy = controller.info.seat_policy("easy", seed, HUMAN)
    frames_seen = set()
    stale = []
    moves = 0
    while settled(controller) and moves < 200:
        frames_seen.add(table.scene.interaction.focus is None)
        if stale_pixels(table, controller):
            stale.append((moves, len(controller.hand.cards)))
        if controller.state.is_over:
            break
        controller.apply_human(policy.choose(controller.state.view(HUMAN), controller.legal()))
        moves += 1
    assert controller.state.is_over
    assert stale == []


def card_picture(*, focused: bool, hinted: bool) -> QImage:
    cache = PixmapCache()
    scene = TableScene(cache, speed=lambda: 0.0)
    card = scene.create_card(BACK, FACE, "Nine of spades")
    card.set_width(100, 1.0)
    card.setPos(100, 120)
    card.set_marks(focused=focused, hinted=hinted)
    image = QImage(200, 240, QImage.Format.Format_RGB32)
    image.fill(QColor("#1f6440"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, 200, 240), QRectF(0, 0, 200, 240))
    painter.end()
    return image


def near(colour: QColor, target: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour.getRgb()[:3], target.getRgb()[:3]))


def count_near(image: QImage, target: QColor) -> int:
    return sum(near(image.pixelColor(x, y), target) for y in range(image.height()) for x in range(image.width()))


def test_the_hint_glow_stays_visible_on_the_focused_card(qapp):
    hinted = count_near(card_picture(focused=False, hinted=True), HINT_COLOUR)
    focused = count_near(card_picture(focused=True, hinted=False), FOCUS_COLOUR)
    both = card_picture(focused=True, hinted=True)
    assert hinted > 300 and focused > 300  # each mark alone shows (the test can see them)
    assert count_near(both, HINT_COLOUR) > hinted / 3
    assert count_near(both, FOCUS_COLOUR) > focused / 3
