"""What is on the screen is the table as it stands, whatever the display sliders say.

Deals are played in the main window with contrast, grain and temperature away from 50 %, the
cards flying as they do for a player (at a fast speed), the player's moves chosen by an AI
through the controller. Each time the table settles, the window's pixels as last painted on
the (offscreen) screen — its backing store, which partial repaints update piece by piece —
must equal a fresh rendering of the whole window. A repaint that misses a region leaves a
card where it no longer is, or misses one where it now lies.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cardavia_qt import app as cardavia
from cardavia_qt import settings as settings_module
from cardavia_qt.table.game_controller import HUMAN
from tests.qt.screen_checks import on_screen, rendered, settled, stale_pixels, stale_region

SLIDERS = ("--contrast", "60", "--grain", "30", "--temperature", "70")  # as the player saw it
SPEED = 0.04  # a card's flight takes a few frames: partial repaints, as in play, but quick
DEALS = {"durak": 6, "kowah": 6, "sisepai": 4, "mahjong": 4}
SIZES = ((1000, 680), (1100, 720))  # the window is resized in the middle of every other deal


@pytest.fixture
def window(qapp, tmp_path, monkeypatch):
    monkeypatch.setattr(settings_module, "config_path", lambda: tmp_path / "config" / "settings.json")
    args = cardavia.parse_args(["--screenshot", str(tmp_path / "unused.png"), *SLIDERS])
    shown = cardavia.build(args)
    shown.settings.animation_speed = SPEED  # the screenshot path turns animation off
    shown.settings.ai_levels = {game: "easy" for game in DEALS}
    shown.resize(*SIZES[0])
    shown.show()
    QApplication.processEvents()
    yield shown
    if shown.table is not None:
        shown.table.controller.shutdown()
    shown.close()
    shown.deleteLater()


def test_grab_window_shows_the_backing_store_not_a_fresh_rendering(window):
    """The check below is only worth something if the screen's copy can be stale at all."""
    title = window.lobby.title_label
    window.show_lobby()
    QApplication.processEvents()
    before = on_screen(window)
    title.setText(title.text() + " and more")  # repaint pending, not yet done
    assert on_screen(window) == before
    assert rendered(window) != before
    # A failure says where: the stale rectangle lies on the title, and names it.
    (x, y, width, height), under = stale_region(window)
    title_rect = title.rect().translated(title.mapTo(window, title.rect().topLeft()))
    assert title_rect.contains(x, y) and under == "QLabel#lobbyTitle"


@pytest.mark.slow
@pytest.mark.parametrize("game", DEALS)
def test_the_screen_shows_the_table_after_every_move(window, game):
    mismatches = []
    for deal in range(DEALS[game]):
        seed = 700 + deal
        table = window.start_game(game, seed=seed)
        controller = table.controller
        policy = controller.info.seat_policy("easy", seed, HUMAN)
        moves = 0
        assert settled(controller)
        while not controller.state.is_over:
            stale = stale_pixels(window, controller)
            if stale:
                mismatches.append((deal, moves, stale, stale_region(window), controller.status_text()))
            if deal % 2 and moves == 3:
                window.resize(*SIZES[1] if window.width() == SIZES[0][0] else SIZES[0])
            controller.apply_human(policy.choose(controller.state.view(HUMAN), controller.legal()))
            moves += 1
            assert settled(controller), f"deal {deal} did not settle after move {moves}"
        if stale_pixels(window, controller):
            mismatches.append((deal, "end", stale_region(window), controller.status_text()))
    assert mismatches == []
