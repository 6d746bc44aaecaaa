"""Comparing what a window shows on the (offscreen) screen with a fresh rendering of it, once
the table has come to rest: the check behind the tests that no repaint is ever missed.

A fresh rendering goes through the table's view, and a view records where it drew each item
whatever it draws on; taken while a card is on its way, that record would no longer be where
the screen last drew it, and the screen's next repaint would leave a trace the app never
leaves. So the table is rendered only at rest and once the screen has caught up with it.
"""

from __future__ import annotations

import time

from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

# Qt paints a window at its next frame, not the moment something asks: let a frame pass
# (a region left unpainted by a bug stays so however long one waits).
REPAINT_MS = 25


def at_rest(controller) -> bool:
    return (not controller.steps.busy and not controller.scene.mover.busy
            and (controller.human_to_act or controller.state.is_over))


def settled(controller, limit: float = 60.0) -> bool:
    """Wait until every card has landed with its face on and the player is to act (or the
    deal is over). The faces are made in the background: while waiting for them the deal
    may go on (an AI answering), so the table must still be at rest once they are in.

    The limit only bounds a hang, so it is generous: alone, the longest wait in the
    stale-board deals is half a second, but beside another test process on two cores a
    wait of more than ten seconds has been seen (twice, once for the art)."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        QApplication.processEvents()
        if at_rest(controller):
            assert controller.scene.wait_for_art(max(0.0, deadline - time.monotonic()))
            if at_rest(controller):
                return True
        time.sleep(0.001)
    return False


def on_screen(widget) -> QImage:
    """The window's pixels as last painted: its backing store, not a fresh rendering."""
    window = widget.window()
    return window.screen().grabWindow(window.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)


def rendered(widget) -> QImage:
    return widget.window().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def stale_pixels(widget, controller) -> int:
    """Pixels where the screen differs from a fresh rendering, with the table at rest and the
    screen given time to catch up; a region a repaint missed stays wrong however long one
    waits, while a change on its way (an AI answering a claim window meanwhile) settles."""
    stale = 0
    for _ in range(4):
        assert settled(controller)
        QTest.qWait(REPAINT_MS)
        if not at_rest(controller):
            continue  # something moved meanwhile: wait for it to land
        stale = differing_pixels(on_screen(widget), rendered(widget))
        if not stale:
            return 0
    return stale


def differing_pixels(shown: QImage, truth: QImage) -> int:
    assert shown.size() == truth.size()
    if shown == truth:
        return 0
    a, b = bytes(shown.constBits()), bytes(truth.constBits())
    return sum(a[i:i + 3] != b[i:i + 3] for i in range(0, len(a), 4))


def stale_region(widget) -> tuple[tuple[int, int, int, int], str] | None:
    """Where the screen differs from a fresh rendering: the smallest rectangle (x, y, w, h)
    holding every differing pixel, and the widget under its middle, by class and object name
    (what a failure says, so that a rare miss can be looked into)."""
    shown, truth = on_screen(widget), rendered(widget)
    width = shown.width()
    a, b = bytes(shown.constBits()), bytes(truth.constBits())
    points = [(i // 4 % width, i // 4 // width) for i in range(0, len(a), 4) if a[i:i + 3] != b[i:i + 3]]
    if not points:
        return None
    xs, ys = [x for x, _ in points], [y for _, y in points]
    rect = (min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    window = widget.window()
    under = window.childAt(rect[0] + rect[2] // 2, rect[1] + rect[3] // 2) or window
    return rect, f"{type(under).__name__}#{under.objectName()}"

