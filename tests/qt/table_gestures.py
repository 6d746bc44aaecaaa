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


def shows_the_deal(controller) -> bool:
    """The table shows exactly what the player's view holds: its card items are the
    projection's model, pile by pile and face by face (the card layer's own check), and that
    model is what the view says (the engine-speed tests' expectation, written from the view)."""
    from tests.engine.projection_views import mismatch

    if not hasattr(controller, "layer"):  # stage 1: a game still on the old controller
        return controller.display_matches_engine()
    if not controller.layer.matches_model():
        return False
    problem = mismatch(controller.game_id, controller.layer.model, controller.state.view(controller.layer.viewer))
    assert problem is None, problem
    return True


def wait_until_played(qtbot, controller, before: int, action, seat: int = 0, timeout: int = 5000) -> None:
    """The player's `action` is in the deal's history after index `before`: at once, or — an
    answer to a claim window, held until every AI has answered — once the AIs are done."""
    qtbot.waitUntil(lambda: (seat, action) in controller.state.history[before:], timeout=timeout)
