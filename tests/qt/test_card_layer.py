"""The card layer, the one piece of the table that moves cards, in every game: whenever the
table has settled (every event shown, every card landed) its card items are the projection's
model — pile by pile, in the table's order, face by face — and each rests where its pile puts
it. Played with real animations (only faster), the player answering at once."""

from __future__ import annotations

import logging

import pytest

from cardavia_qt.settings import Settings
from cardavia_qt.table import create_table
from cardavia_qt.table.animation import resting_pos
from tests.engine.projection_views import mismatch
from tests.qt.table_gestures import wait_for_player

GAMES = ["durak", "kowah", "sisepai", "mahjong"]


@pytest.fixture
def settings():
    settings = Settings()
    settings.animation_speed = 0.05  # real flights and pacing, only faster
    settings.ai_levels = {game: "easy" for game in ("durak", "kowah", "sisepai", "mahjong")}
    return settings


def cards_off_their_places(table) -> list[str]:
    """Every card that does not rest where its pile puts it, with how far off it is."""
    problems = []
    for pile in table.scene.piles:
        for index, (item, place) in enumerate(pile.placements()):
            off = item.pos() - resting_pos(item, place)
            if off.manhattanLength() > 1:
                problems.append(f"card {index} of {len(pile.cards)} in {pile.objectName()} is "
                                f"({off.x():.0f}, {off.y():.0f}) px off its place")
    return problems


def settled_checks(table, seen: list) -> None:
    """Check the table each time it settles: the step queue drained and the last card landed."""
    controller = table.controller
    layer, mover = controller.layer, table.scene.mover

    def check() -> None:
        if layer.busy or mover.busy or table.scene.interaction.dragging is not None:
            return
        problems = []
        if not layer.matches_model():
            problems.append("the items are not the model")
        wrong = mismatch(controller.game_id, layer.model, controller.state.view(0)) \
            if len(layer.events_seen()) == len(controller.session.events()) else None
        if wrong:
            problems.append(wrong)
        problems += [f"{problem} after {len(layer.events_seen())} events" for problem in cards_off_their_places(table)]
        seen.append(problems)

    layer.drained.connect(check)
    mover.idle.connect(check)


@pytest.mark.parametrize("game", GAMES)
def test_after_every_settled_animation_the_cards_are_the_projections_model(qtbot, settings, shutdown, caplog, game):
    caplog.set_level(logging.WARNING)
    table = create_table(game, settings)
    qtbot.addWidget(table)
    shutdown(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    table.new_deal(5)
    controller = table.controller
    seen: list = []
    settled_checks(table, seen)
    for _ in range(25):
        wait_for_player(qtbot, table, timeout=20000)
        qtbot.waitUntil(lambda: not controller.layer.busy and not table.scene.mover.busy, timeout=5000)
        if controller.state.is_over:
            break
        controller.apply_human(controller.legal()[-1])
    assert len(seen) >= 10, "the table settled again and again"
    assert all(not problems for problems in seen), next(problems for problems in seen if problems)
    assert not caplog.records


@pytest.mark.parametrize("game", GAMES)
def test_a_resize_while_cards_fly_lands_them_in_their_new_places_before_the_table_says_so(qtbot, shutdown, game):
    """The table's size changes while cards fly (the status line wrapping to another line
    shrinks it by a few px): the flights land at once in the new places, and the mover says it
    is idle only once they rest there, never from the middle of that relayout."""
    settings = Settings()
    settings.animation_speed = 1.0  # the deal's flights still under way when the size changes
    table = create_table(game, settings)
    qtbot.addWidget(table)
    shutdown(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    table.new_deal(5)
    mover = table.scene.mover
    qtbot.waitUntil(lambda: mover.busy, timeout=5000)
    said_idle: list[list[str]] = []
    mover.idle.connect(lambda: said_idle.append(cards_off_their_places(table)))
    table.resize(1280, 760)
    qtbot.waitUntil(lambda: bool(said_idle), timeout=5000)
    assert said_idle[0] == [], said_idle[0]
    qtbot.waitUntil(lambda: not table.controller.layer.busy and not mover.busy, timeout=20000)
    assert cards_off_their_places(table) == []
    assert all(problems == [] for problems in said_idle), next(problems for problems in said_idle if problems)
