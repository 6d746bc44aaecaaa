"""Take-back on every game's table, driven as a player drives it: a move made with the mouse
(a card clicked or chosen and clicked again, a button pressed), then the Take back button or
Ctrl+Z. Taken back, the deal — its history and every seat's view — and the table — every pile's
cards, face by face and where each rests — are exactly what they were before the move; the
same move again continues the same deal. Also across a claim window (MCR, Sì Sè Pái) and a
Kowah declaration; the statistics and the past deals mark a deal played with take-backs; with
the option off there is no take-back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardavia_qt import app as cardavia
from cardavia_qt import settings as settings_module
from cardavia_qt.deal_keeping import DealKeeping
from cardavia_qt.past_deals import PastDealsStore
from cardavia_qt.settings import Settings
from cardavia_qt.stats import StatsStore
from cardavia_qt.table import create_table
from cardavia_qt.table.animation import resting_pos
from engine.kowah.actions import Declare
from engine.mahjong.actions import Chow, Pung
from engine.sisepai.actions import Claim
from tests.qt.table_gestures import click_card

GAMES = ["durak", "kowah", "sisepai", "mahjong"]
LEVEL = "easy"


@pytest.fixture
def settings():
    settings = Settings()
    settings.animation_speed = 0
    settings.ai_levels = {game: LEVEL for game in GAMES}
    return settings


def make_table(qtbot, settings, shutdown, game: str, seed: int):
    table = create_table(game, settings)
    qtbot.addWidget(table)
    shutdown(table)
    table.new_deal(seed)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    settle(qtbot, table)
    return table


def settle(qtbot, table, timeout: int = 20000) -> None:
    """The player's turn (or the end), no AI thinking, every event shown and every card landed."""
    controller = table.controller
    qtbot.waitUntil(lambda: (controller.human_to_act or controller.state.is_over) and not controller.ai_thinking
                    and not controller.layer.busy and not table.scene.mover.busy, timeout=timeout)
    # The bar's layout follows its buttons and status, the table then follows the bar: a few
    # turns of the event loop, however slowly a busy machine runs them, until the size stays.
    sizes: list = []

    def still() -> bool:
        qtbot.wait(30)
        sizes.append((table.view.viewport().size().toTuple(), table.status.height()))
        return len(sizes) >= 3 and sizes[-1] == sizes[-2] == sizes[-3] and not table.scene.mover.busy
    qtbot.waitUntil(still, timeout=timeout)


def deal_now(controller):
    """The engine's side: the actions so far, every seat's view, what the player may do."""
    state = controller.state
    return tuple(state.history), tuple(state.view(seat) for seat in controller.seats), tuple(controller.legal())


def table_now(table):
    """The table's side: each pile's cards in order — face (None: a back) and where it rests."""
    picture = {}
    for pile in table.scene.piles:
        cards = []
        for item, place in pile.placements():
            assert (item.pos() - resting_pos(item, place)).manhattanLength() <= 1, f"{pile.objectName()} moving"
            cards.append((item.face, round(item.pos().x()), round(item.pos().y())))
        picture[pile.objectName()] = cards
    return picture, len(table.scene.cards()), table.view.viewport().size().toTuple(), table.status.text()


def snapshot(table):
    return deal_now(table.controller), table_now(table)


def gesture(table, action) -> None:
    """Make `action` the way a player does on this game's table."""
    controller = table.controller
    game, kind = controller.game_id, type(action).__name__
    card = getattr(action, "card", None) or getattr(action, "tile", None)
    if kind == "Discard":  # chosen (it rises), then played by a second click
        item = controller.item_for(card)
        click_card(table, item)
        assert controller.chosen_card() == card
        click_card(table, controller.item_for(card))
    elif game == "durak" and kind in ("Attack", "Defend"):
        click_card(table, controller.item_for(card))
    elif game == "durak":
        press(table.take_button if kind == "Take" else table.done_button)
    elif game == "kowah" and kind == "Draw":
        click_card(table, controller.stock.cards[-1])
    elif game == "kowah" and kind == "Take":
        click_card(table, controller.discards.cards[-1])
    elif game == "kowah":
        press(table.declare_button if kind == "Declare" else table.pass_button)
    elif game == "sisepai":
        assert kind != "Claim" or controller.claim_options() == [action], "one way to claim: the button does it"
        press({"Claim": table.claim_button, "Win": table.win_button, "Pass": table.pass_button}[kind])
    else:
        (button,) = [button for button, offered in table.claim_buttons().items() if offered == action]
        press(button)


def press(button) -> None:
    assert button.isVisible() and button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def a_move(controller):
    """A decision with a gesture of its own: a card to play or a card drawn, else the first."""
    legal = controller.legal()
    for kind in ("Discard", "Attack", "Defend", "Draw"):
        moves = [action for action in legal if type(action).__name__ == kind]
        if moves:
            return moves[0]
    return legal[0]


def move_and_wait(qtbot, table, action) -> None:
    before = len(table.controller.state.history)
    gesture(table, action)
    qtbot.waitUntil(lambda: (0, action) in table.controller.state.history[before:], timeout=20000)
    settle(qtbot, table)


def take_back_and_check(qtbot, table, before, action, after) -> None:
    """Take back by the button: the deal and the table as before; the same move: as after."""
    assert table.take_back_button.isVisible() and table.take_back_button.isEnabled()
    press(table.take_back_button)
    settle(qtbot, table)
    now = snapshot(table)
    assert now[0] == before[0], "the deal as before"
    assert now[1] == before[1], "the table as before"
    assert table.controller.session.take_backs >= 1
    move_and_wait(qtbot, table, action)
    assert snapshot(table) == after, "the same move continues the same deal"


def easy_choice(controller):
    """What the easy AI would play for the player (deterministic: it depends on the position)."""
    return controller.session.request_for(0, LEVEL).run()


def play_until(qtbot, table, wanted, limit: int = 80):
    """Play the easy AI's choices for the player until `wanted(legal)`; the legal actions then."""
    controller = table.controller
    for _ in range(limit):
        legal = controller.legal()
        if wanted(legal):
            return legal
        assert not controller.state.is_over, "the deal ended before the position looked for"
        move_and_wait(qtbot, table, easy_choice(controller))
    raise AssertionError("the position looked for did not come")


# -- every game -------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_a_move_taken_back_leaves_the_deal_and_the_table_as_before_and_the_same_move_goes_on_alike(
        qtbot, settings, shutdown, game):
    table = make_table(qtbot, settings, shutdown, game, seed=3)
    controller = table.controller
    for _ in range(3):  # three decisions in a row, so the AI has moved in between
        before = snapshot(table)
        action = a_move(controller)
        move_and_wait(qtbot, table, action)
        if controller.state.is_over:
            break
        after = snapshot(table)
        assert after != before
        take_back_and_check(qtbot, table, before, action, after)


@pytest.mark.parametrize("speed", [0.0, 0.5])
@pytest.mark.parametrize("game", GAMES)
def test_a_take_back_flies_the_cards_back_at_the_animation_speed_and_lands_them_where_they_were(
        qtbot, settings, shutdown, game, speed):
    """Not one jump: the cards the move and the AI's answers took fly back to their places
    (the projection of the shorter deal says where), as a move's do; at speed 0 they are there
    at once."""
    settings.animation_speed = speed
    table = make_table(qtbot, settings, shutdown, game, seed=3)
    controller, mover = table.controller, table.scene.mover
    before = snapshot(table)
    action = a_move(controller)
    move_and_wait(qtbot, table, action)
    card = getattr(action, "card", None) or getattr(action, "tile", None)
    played = controller.item_for(card) if card is not None else None
    press(table.take_back_button)
    if speed:
        assert mover.busy, "the cards fly back"
        assert played is None or mover.is_moving(played), "the card played flies back to the hand"
    else:
        assert not mover.busy and not controller.layer.busy, "with animations off, at once"
        faces = {pile: [face for face, _x, _y in cards] for pile, cards in before[1][0].items()}
        shown = table_now(table)[0]  # every card at rest in its place (the bar may still resize the table)
        assert {pile: [face for face, _x, _y in cards] for pile, cards in shown.items()} == faces
    settle(qtbot, table)
    assert snapshot(table) == before


@pytest.mark.parametrize("game", GAMES)
def test_ctrl_z_takes_back_from_the_window_menu_command(qtbot, tmp_path, monkeypatch, game):
    monkeypatch.setattr(settings_module, "config_path", lambda: tmp_path / "settings.json")
    window = cardavia.build(cardavia.parse_args(["--lang", "en"]))
    window.settings.animation_speed = 0
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    table = window.start_game(game, seed=5)
    try:
        settle(qtbot, table)
        before = snapshot(table)
        action = a_move(table.controller)
        move_and_wait(qtbot, table, action)
        table.view.setFocus()
        qtbot.keyClick(table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        settle(qtbot, table)
        assert snapshot(table) == before
        assert window.commands["take_back"].shortcut().toString() == "Ctrl+Z"
    finally:
        table.controller.shutdown()


# -- claim windows and a declaration ------------------------------------------------------------------
CLAIMS = {
    # (seed, what the player claims): the first such chance with the easy AI playing for the player
    "mahjong-pung": ("mahjong", 1, Pung),
    "mahjong-chow": ("mahjong", 1, Chow),
    "sisepai-claim": ("sisepai", 1, Claim),
}


@pytest.mark.parametrize("case", sorted(CLAIMS))
@pytest.mark.parametrize("answer", ["claim", "pass"])
def test_a_claim_window_answer_taken_back_opens_the_window_again(qtbot, settings, shutdown, case, answer):
    game, seed, claim = CLAIMS[case]
    table = make_table(qtbot, settings, shutdown, game, seed)
    controller = table.controller
    legal = play_until(qtbot, table, lambda legal: sum(isinstance(action, claim) for action in legal) == 1)
    before = snapshot(table)
    action = next(action for action in legal if isinstance(action, claim) == (answer == "claim"))
    move_and_wait(qtbot, table, action)
    after = snapshot(table)
    assert after != before
    take_back_and_check(qtbot, table, before, action, after)
    assert controller.session.take_backs == 1


@pytest.mark.parametrize("answer", ["declare", "silent"])
def test_a_kowah_declaration_taken_back_offers_it_again(qtbot, settings, shutdown, answer):
    table = make_table(qtbot, settings, shutdown, "kowah", seed=1)
    legal = play_until(qtbot, table, lambda legal: sum(isinstance(action, Declare) for action in legal) == 1)
    before = snapshot(table)
    assert table.declare_button.isVisible() and table.pass_button.isVisible()
    action = next(action for action in legal if isinstance(action, Declare) == (answer == "declare"))
    move_and_wait(qtbot, table, action)
    after = snapshot(table)
    take_back_and_check(qtbot, table, before, action, after)


# -- what is kept of it ---------------------------------------------------------------------------------
def test_a_deal_won_with_a_take_back_is_counted_apart(qtbot, settings, shutdown, tmp_path):
    stats, deals = StatsStore(tmp_path / "stats.json"), PastDealsStore(["durak"], tmp_path / "deals")
    table = None
    for seed in range(1, 40):  # the first deal the easy AI wins for the player after the take-back
        table = make_table(qtbot, settings, shutdown, "durak", seed)
        table.use_stores(None, stats, DealKeeping(None, deals, stats))
        action = a_move(table.controller)
        move_and_wait(qtbot, table, action)
        press(table.take_back_button)
        settle(qtbot, table)
        table.autoplay(10_000)
        outcome = table.controller.state.outcome
        assert outcome is not None
        if outcome.winners == (0,):
            break
    counted = stats.of("durak")
    assert counted.won_with_take_backs == 1 and counted.won == 0, "a win with a take-back is no plain win"
    assert deals.of("durak")[0].take_backs == 1  # the newest
    assert "took back 1 move" in table.overlay.message.text()


def test_with_take_backs_turned_off_nothing_is_taken_back(qtbot, settings, shutdown):
    settings.take_backs = False
    table = make_table(qtbot, settings, shutdown, "mahjong", seed=3)
    controller = table.controller
    move_and_wait(qtbot, table, a_move(controller))
    after = snapshot(table)
    assert not table.take_back_button.isVisible()
    assert not table.take_back()
    settle(qtbot, table)
    deal, (picture, count, size, _status) = snapshot(table)
    assert (deal, (picture, count, size)) == (after[0], after[1][:3]) and controller.session.take_backs == 0
    assert "turned off" in table.status.text()
