"""A player's gestures on any game's table page: clicks and drags on the view's viewport,
exactly where a person would put the pointer, and waiting for the player's turn."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest


def grab_point(table, item) -> QPointF:
    """A scene point on the card's visible strip: near its left edge, above the middle."""
    point = item.mapToScene(QPointF(-item.width / 2 + item.width * 0.1, -item.height * 0.15))
    assert table.scene.card_at(point) is item
    return point


def to_view(table, point: QPointF) -> QPoint:
    return table.view.mapFromScene(point)


def click_card(table, item) -> None:
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     to_view(table, grab_point(table, item)))


def drag_card(table, item, centre: QPointF, steps: int = 6) -> None:
    """Press on the card, move in steps, release so that the card's centre lands on `centre`."""
    grab = grab_point(table, item)
    end = centre + (grab - item.scenePos())
    viewport = table.view.viewport()
    start_pos, end_pos = to_view(table, grab), to_view(table, end)
    QTest.mouseMove(viewport, start_pos)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_pos)
    for step in range(1, steps + 1):
        QTest.mouseMove(viewport, start_pos + (end_pos - start_pos) * step / steps)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end_pos)


def wait_for_player(qtbot, table, timeout: int = 5000) -> None:
    controller = table.controller
    qtbot.waitUntil(lambda: controller.human_to_act or controller.state.is_over, timeout=timeout)


def lone_answer_positions(game: str, seed: int, history, answer, seat: int = 0) -> set[int]:
    """The engine alone, replaying a deal: the indices in its history where `seat`'s only legal
    action was `answer` (the positions a table must answer for the player)."""
    from engine.core import registry

    state = registry.get(game).new_deal(seed)
    found = set()
    for index, (who, action) in enumerate(history):
        if who == seat and list(state.legal_actions(seat)) == [answer]:
            found.add(index)
        state.apply(who, action)
    return found
