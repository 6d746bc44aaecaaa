"""Every card on every table names itself on hover, in the language of the moment: the face's
name while it lies face up, "Face-down card" while it does not — and never a face still to come."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QToolTip

# The offscreen platform cannot raise a tooltip's window; it says so each time one shows.
OFFSCREEN_POPUP = "This plugin does not support raise"
CYRILLIC = re.compile("[\u0400-\u04ff]")
DEVANAGARI = re.compile("[\u0900-\u097f]")


def hover_tooltip(table, item) -> str:
    """What Qt shows when the pointer rests on the card (the view asks its scene)."""
    QToolTip.hideText()
    viewport = table.view.viewport()
    point = table.view.mapFromScene(item.mapToScene(item.card_rect().center()))
    QCoreApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def topmost_cards(table) -> list:
    """Cards the pointer can rest on: each one's own centre is not covered by another card."""
    scene = table.scene
    found = []
    for item in scene.cards():
        if not item.isVisible():
            continue
        centre = item.mapToScene(item.card_rect().center())
        if scene.card_at(centre) is item:
            found.append(item)
    return found


@pytest.mark.qt_log_ignore(OFFSCREEN_POPUP)
@pytest.mark.parametrize("game", ["sisepai", "durak", "mahjong", "kowah"])
def test_every_card_names_itself_on_hover_in_the_ui_language(qtbot, window, game):
    table = window.start_game(game, seed=4)
    table.autoplay(12)
    table.hold_still()
    controller = table.controller
    cards = topmost_cards(table)
    face_up = [item for item in cards if item.face_up]
    face_down = [item for item in cards if not item.face_up]
    assert face_up and face_down, "a table mid-deal shows both"
    english = {}
    for item in face_up:
        # A Kowah discard also says who threw it ("…, discarded by Left AI").
        assert item.toolTip() == item.accessible_name
        assert item.accessible_name.startswith(controller.card_name(controller.card_for(item)))
        assert item.toolTip() and item.toolTip() != "Face-down card"
        english[item] = item.toolTip()
    for item in face_down:
        assert item.toolTip() == "Face-down card"
    assert hover_tooltip(table, face_up[0]) == english[face_up[0]]
    assert hover_tooltip(table, face_down[0]) == "Face-down card"

    window.set_language("ru")
    qtbot.waitUntil(lambda: CYRILLIC.search(face_down[0].toolTip()) is not None, timeout=2000)
    for item in face_up:
        assert CYRILLIC.search(item.toolTip()), (item.toolTip(), english[item])
    assert hover_tooltip(table, face_up[0]) == face_up[0].toolTip() != english[face_up[0]]
    window.set_language("hi")
    qtbot.waitUntil(lambda: DEVANAGARI.search(face_up[0].toolTip()) is not None, timeout=2000)


def test_a_card_turned_over_changes_its_name_with_its_face(qtbot, window):
    table = window.start_game("sisepai", seed=4)
    table.hold_still()
    controller = table.controller
    stock_top = controller.stock.cards[-1]
    assert stock_top.toolTip() == "Face-down card"
    # A card the controller has revealed but that still lies in the stock, waiting to fly,
    # keeps its secret: its tooltip still says face down until its face shows.
    stock_top.turn_over(controller.face(controller.state.view(0).hand[0]), "Red General")
    assert stock_top.toolTip() == "Face-down card"
    stock_top.show_pending_face()
    assert stock_top.toolTip() == "Red General"
    stock_top.set_face(None)
    assert stock_top.toolTip() == "Face-down card"
