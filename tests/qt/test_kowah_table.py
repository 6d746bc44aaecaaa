"""The Kowah table, driven the way a player drives it: clicks and drags on the view's
viewport, the keyboard, the bar's buttons and the declaration menu; the AIs answering from
their worker thread. Plus the layout at several window sizes."""

from __future__ import annotations

import itertools
import logging
from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest

from cardavia_qt.resources import asset_path
from cardavia_qt.settings import Settings
from cardavia_qt.table.kowah_controller import HUMAN, LEFT, RIGHT
from cardavia_qt.table.kowah_layout import HAND_CARDS, KOWAH_ASPECT, kowah_geometry
from cardavia_qt.table.kowah_table import KowahTable
from cardavia_qt.table.pixmaps import PixmapCache
from engine.core import registry
from engine.kowah.actions import Declare, Discard, Draw, Pass, Take
from engine.kowah.cards import FULL_PACK, Card
from engine.kowah.rules import DISCARD, KowahState
from tests.qt.table_gestures import click_card, drag_card, wait_for_player, shows_the_deal

AI_OPENS = 5  # the left AI plays first, so your first turn finds a discard you may not take
OFFSCREEN_POPUP = "This plugin does not support (raise|grabbing the keyboard)"  # the menu, headless


@pytest.fixture
def settings():
    settings = Settings()
    settings.animation_speed = 0
    settings.ai_levels = {"kowah": "hard"}
    return settings


def make_table(qtbot, settings, shutdown, seed: int) -> KowahTable:
    table = KowahTable(settings)
    qtbot.addWidget(table)
    shutdown(table)
    table.new_deal(seed)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    return table


def deal_you_declare_and_win() -> int:
    """The first seed whose deal, with the hard AI in every seat (yours included), has you
    declare cheki and win: found by playing the engine alone, so it follows the AI as it is."""
    info = registry.get("kowah")
    for seed in range(1, 200):
        state = info.new_deal(seed)
        while not state.is_over:
            seat = state.pending()[0]
            policy = info.decision_policy("hard", seed, seat, len(state.history))
            state.apply(seat, policy.choose(state.view(seat), state.legal_actions(seat)))
        if state.declared[HUMAN] is not None and HUMAN in state.outcome.winners:
            return seed
    raise AssertionError("no deal found in which you declare and win")


def cards(text: str) -> list[Card]:
    return [Card.parse(code) for code in text.split()]


def declare_offered(controller) -> bool:
    return any(isinstance(action, Declare) for action in controller.legal())


def press_keys(table, *keys) -> None:
    table.view.setFocus()
    for key in keys:
        QTest.keyClick(table.view, key)


def choose_from_menu(qtbot, table, face: str) -> None:
    menu = table.pair_menu
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    entry = next(action for action in menu.actions() if action.objectName() == f"declare_{face}")
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(entry).center())


# -- a whole deal -------------------------------------------------------------------------------------
def play_by_gesture(qtbot, table, action, gestures: Counter) -> None:
    """Do `action` the way a player would, varying the gesture from move to move."""
    controller = table.controller
    turn = sum(gestures.values())
    history = len(controller.state.history)
    if isinstance(action, Draw):
        if turn % 2:
            QTest.mouseClick(table.draw_button, Qt.MouseButton.LeftButton)
            gestures["draw button"] += 1
        else:
            click_card(table, controller.stock.cards[-1])
            gestures["click stock"] += 1
    elif isinstance(action, Take):
        latest = controller.discards.cards[-1]
        if turn % 2:
            drag_card(table, latest, controller.hand.card_area().center())
            gestures["drag take"] += 1
        else:
            click_card(table, latest)
            gestures["click take"] += 1
    elif isinstance(action, Discard):
        item = controller.item_for(action.card)
        way = turn % 3
        if way == 0:
            click_card(table, item)
            assert controller.hand.chosen is item and len(controller.state.history) == history
            click_card(table, item)
            gestures["click twice"] += 1
        elif way == 1:
            drag_card(table, item, controller.discards.drop_rect().center())
            gestures["drag discard"] += 1
        else:
            index = controller.hand.cards.index(item)
            press_keys(table, Qt.Key.Key_Home, *[Qt.Key.Key_Right] * index, Qt.Key.Key_Return)
            assert controller.hand.chosen is item
            press_keys(table, Qt.Key.Key_Return)
            gestures["enter twice"] += 1
    elif isinstance(action, Declare):
        QTest.mouseClick(table.declare_button, Qt.MouseButton.LeftButton)
        if len(controller.declarations()) > 1:
            choose_from_menu(qtbot, table, action.pair)
        gestures["declare"] += 1
    else:
        assert isinstance(action, Pass)
        QTest.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)
        gestures["pass"] += 1


@pytest.mark.qt_log_ignore(OFFSCREEN_POPUP)
def test_a_whole_deal_played_with_clicks_drags_keys_and_buttons(qtbot, settings, shutdown, caplog):
    caplog.set_level(logging.WARNING)
    seed = deal_you_declare_and_win()
    table = make_table(qtbot, settings, shutdown, seed)
    controller = table.controller
    # The test's own player thinks like the hard AI, from your view only; the table does the rest.
    info = registry.get("kowah")
    gestures = Counter()
    offers = 0
    for _ in range(200):
        wait_for_player(qtbot, table)
        assert shows_the_deal(controller)
        if controller.state.is_over:
            break
        legal = controller.legal()
        offered = declare_offered(controller)
        offers += offered
        # Declare is on the bar exactly when the engine offers a declaration.
        assert table.declare_button.isVisible() == offered == table.pass_button.isVisible()
        assert table.draw_button.isVisible() != offered
        assert table.draw_button.isEnabled() == (Draw() in legal)
        assert table.take_button.isEnabled() == (Take() in legal)
        turn = len(controller.state.history)
        brain = info.decision_policy("hard", seed, HUMAN, len(controller.state.history))
        action = brain.choose(controller.state.view(HUMAN), legal)
        play_by_gesture(qtbot, table, action, gestures)
        assert len(controller.state.history) == turn + 1, f"{action}: the gesture did not play"
        assert controller.state.history[-1] == (HUMAN, action)
        assert not table.status.property("warning") == "true"
    state = controller.state
    assert state.is_over and offers >= 1 and state.declared[HUMAN] is not None
    qtbot.waitUntil(table.overlay.isVisible, timeout=2000)
    multiplier = state.outcome.detail["multiplier"]
    assert table.overlay.heading.text() == f"You win ×{multiplier}!"
    assert table.overlay.detail.text().startswith(
        {1: "You win on the ", 2: "You win on the ", 3: "You draw the "}[multiplier])
    assert f": ×{multiplier}." in table.overlay.detail.text()
    # The winning card lies with your exposed pair; every AI hand is shown.
    assert [controller.card_for(item).face for item in controller.exposed[HUMAN].cards] == [state.declared[HUMAN]] * 3
    assert all(controller.card_for(item) is not None for seat in (LEFT, RIGHT) for item in controller.hands[seat].cards)
    assert gestures["declare"] == 1 and {"click stock", "draw button", "click twice", "drag discard",
                                          "enter twice"} <= set(gestures), gestures
    assert not any(button.isEnabled() for button in table.action_buttons)
    assert not caplog.records, "the table never drifted from the deal, and the AI never failed"


# -- refusals -------------------------------------------------------------------------------------------
def test_the_first_turn_must_draw_and_refusals_explain_themselves(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown, AI_OPENS)
    controller = table.controller
    wait_for_player(qtbot, table)
    state = controller.state
    assert state.discards and not state.has_played[HUMAN]
    # The first-turn rule is visible: Take is not offered, and the status says to draw.
    assert not table.take_button.isEnabled() and table.draw_button.isEnabled()
    # What the AI before you just did, then what you must do.
    last = controller.card_text(state.discards[-1])
    assert table.status.text() == f"Left AI discards the {last}. Your first turn must draw: click the stock"
    assert controller.discards.cards[-1].dimmed and not controller.stock.cards[-1].dimmed
    history, before = list(state.history), state.view(HUMAN)

    click_card(table, controller.discards.cards[-1])
    assert table.status.text() == "Your first turn must draw from the stock."
    assert table.status.property("warning") == "true"
    assert state.history == history and state.view(HUMAN) == before and shows_the_deal(controller)

    hand_card = controller.hand.cards[0]
    click_card(table, hand_card)
    assert table.status.text() == "Draw from the stock or take the latest discard first."
    assert state.history == history and controller.hand.chosen is None

    click_card(table, controller.stock.cards[-1])
    assert state.history[-1] == (HUMAN, Draw()) and table.status.property("warning") == "false"
    drawn = controller.hand.cards[-1]
    assert controller.card_for(drawn) == state.hands[HUMAN][-1], "the card just drawn stands at the right"
    # With nine cards, the stock refuses a second draw and says why.
    click_card(table, controller.stock.cards[-1])
    assert table.status.text() == "You already have nine cards: discard one."
    assert len(state.history) == len(history) + 1


def test_a_taken_card_may_not_go_back(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown, AI_OPENS)
    controller = table.controller
    hands = (cards("1C1 2C1 3C1 4S1 5S1 6S1 7M1 8M1"), cards("1S1 2S1 3S1 4M1 5M1 6M1 7C1 8C1"),
             cards("1M1 2M1 3M1 4C1 5C1 6C1 7S1 8S1"))
    controller.show_position(arranged(hands, discards=cards("9C1")), seed=2)
    assert shows_the_deal(controller)
    assert table.take_button.isEnabled() and not controller.discards.cards[-1].dimmed
    assert table.status.text() == "Draw from the stock, or take the Nine of Coins"
    nine = controller.discards.cards[-1]
    drag_card(table, nine, controller.hand.card_area().center())
    assert controller.state.history == [(HUMAN, Take())] and nine.pile is controller.hand
    assert nine.dimmed, "the card just taken is marked as one you may not discard"
    history = list(controller.state.history)
    click_card(table, nine)
    click_card(table, nine)
    assert table.status.text() == "You cannot discard the Nine of Coins you have just taken."
    assert controller.state.history == history and nine.pile is controller.hand
    assert shows_the_deal(controller)


# -- declaring ------------------------------------------------------------------------------------------
AI_HANDS = (cards("1C1 1C2 2S1 3S1 4M1 6M1 8C1 8S1"), cards("1M1 1M2 2C1 3C1 4S1 6S1 8M1 9S1"))


def arranged(hands, discards=(), phase=None) -> KowahState:
    """A deal under way, every other card in the stock (in pack order)."""
    used = {card for hand in hands for card in hand} | set(discards)
    stock = [card for card in FULL_PACK if card not in used]
    options = {"phase": phase} if phase else {}
    return KowahState.arrange(hands, stock, discards=discards, **options)


def ready_to_declare() -> KowahState:
    """You hold 5C 5C 5S 5S 5M, 7C 7S 7M and a spare 9M to discard: ready with a 2-2-1 split,
    so either the Coins or the Strings pair may be exposed (R3). Both AIs have played."""
    return arranged((cards("5C1 5C2 5S1 5S2 5M1 7C1 7S1 7M1 9M1"), *AI_HANDS), phase=DISCARD)


def test_a_click_wherever_a_card_rises_under_the_pointer_chooses_it(qtbot, settings, shutdown):
    """Qt lifts the card under the pointer by the pixel the pointer is on; a click must find
    the same card there. Seen live: a card rose under the pointer on the pixel beside its
    edge, and a click there did nothing."""
    table = make_table(qtbot, settings, shutdown, AI_OPENS)
    controller = table.controller
    controller.show_position(ready_to_declare(), seed=2)
    assert shows_the_deal(controller)
    view = table.view
    for item in controller.hand.cards[1:4]:
        middle = view.mapFromScene(item.mapToScene(item.card_rect().center()))
        edge = view.mapFromScene(item.mapToScene(item.card_rect().topLeft())).x()
        # The leftmost pixel where Qt finds this card on top (and so lifts it under the pointer).
        x = next(x for x in range(edge - 3, middle.x()) if view.items(QPoint(x, middle.y()))[:1] == [item])
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(x, middle.y()))
        assert controller.hand.chosen is item, f"a click at x={x} (the card's edge at {edge})"


@pytest.mark.qt_log_ignore(OFFSCREEN_POPUP)
def test_declare_appears_only_when_ready_and_the_menu_names_each_pair(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown, AI_OPENS)
    controller = table.controller
    controller.show_position(ready_to_declare(), seed=3)
    assert not table.declare_button.isVisible() and not table.pass_button.isVisible()
    click_card(table, controller.item_for(Card.parse("9M1")))
    click_card(table, controller.item_for(Card.parse("9M1")))
    assert controller.state.history[-1] == (HUMAN, Discard(Card.parse("9M1")))
    assert table.declare_button.isVisible() and table.pass_button.isVisible()
    assert not table.draw_button.isVisible() and not table.take_button.isVisible()
    assert table.status.text() == "Your hand is ready: declare cheki, or stay silent"

    QTest.mouseClick(table.declare_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(table.pair_menu.isVisible, timeout=2000)
    assert [action.text() for action in table.pair_menu.actions()] == [
        "Expose the pair of Five of Coins", "Expose the pair of Five of Strings"]
    assert len(controller.state.history) == 1, "opening the menu declares nothing yet"
    choose_from_menu(qtbot, table, "5S")
    state = controller.state
    assert state.declared[HUMAN] == "5S" and state.history[-1] == (HUMAN, Declare("5S"))
    assert [controller.card_for(item) for item in controller.exposed[HUMAN].cards] == cards("5S1 5S2")
    assert not table.declare_button.isVisible() and shows_the_deal(controller)

    # From now on every draw is public: the middle shows the latest with who drew it.
    wait_for_player(qtbot, table)
    state = controller.state
    declared_at = max(i for i, event in enumerate(state.events) if event.kind == "declare")
    draws = [event for event in state.events[declared_at:] if event.kind == "draw"]
    assert draws and all(event.data["public"] for event in draws)
    assert shows_the_deal(controller)
    if controller.layer.model.notes["echo"] is not None:
        assert controller.public_draw.caption == f"{controller.seat_name(draws[-1].seat)} drew"
    if not state.is_over:
        assert table.status.text().endswith("Cheki! You wait on the Five of Strings: draw from the stock")
        assert not table.take_button.isEnabled(), "a locked hand draws only"
        assert all(item.dimmed for item in controller.hand.cards)
        QTest.mouseClick(table.draw_button, Qt.MouseButton.LeftButton)
        drawn = Card.parse(state.events[-1].data["card"]) if not state.is_over else None
        if drawn is not None:  # not a winner: shown in the middle, and discarded at once (R6)
            assert controller.public_draw.caption == "You drew"
            assert controller.card_for(controller.discards.cards[-1]) == drawn
            assert controller.public_draw.cards[0].face == controller.face(drawn)
            # A picture of the card, faint beside the card itself: the same card must not count twice.
            assert controller.public_draw.cards[0].opacity() < 0.7 and controller.discards.cards[-1].opacity() == 1
        assert shows_the_deal(controller)


def test_stay_silent_keeps_playing_and_one_pair_declares_at_once(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown, AI_OPENS)
    controller = table.controller
    controller.show_position(ready_to_declare(), seed=3)
    press_keys(table, Qt.Key.Key_End, Qt.Key.Key_Return, Qt.Key.Key_Return)  # the 9M, by keyboard
    QTest.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)
    assert controller.state.history[-1] == (HUMAN, Pass()) and controller.state.declared[HUMAN] is None
    assert not table.declare_button.isVisible()

    single = arranged((cards("2C3 2C4 4S3 4S4 4M3 6C3 6S3 6M3 9M3"), *AI_HANDS), phase=DISCARD)
    controller.show_position(single, seed=4)
    drag_card(table, controller.item_for(Card.parse("9M3")), controller.discards.drop_rect().center())
    QTest.mouseClick(table.declare_button, Qt.MouseButton.LeftButton)
    assert not table.pair_menu.isVisible()
    assert controller.state.declared[HUMAN] == "2C"


def test_the_hint_marks_its_card_and_says_it(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown, AI_OPENS)
    controller = table.controller
    controller.show_position(ready_to_declare(), seed=3)
    with qtbot.waitSignal(controller.hint_ready, timeout=5000) as hint:
        QTest.mouseClick(table.hint_button, Qt.MouseButton.LeftButton)
    action = hint.args[0]
    assert isinstance(action, Discard)
    assert table.status.text() == f"Hint: discard the {controller.card_text(action.card)}"
    marked = [item for item in controller.hand.cards if item.hinted]
    assert marked == [controller.item_for(action.card)]


# -- layout ----------------------------------------------------------------------------------------------
SIZES = [(640, 420), (800, 544), (1024, 580), (1280, 744), (1920, 1024), (2560, 1380), (1000, 1000), (1600, 600)]


def test_the_card_art_has_the_shape_the_layout_assumes(qapp):
    assert PixmapCache().aspect(asset_path("cards", "kowah", "back.svg")) == pytest.approx(KOWAH_ASPECT)


@pytest.mark.parametrize("size", SIZES)
def test_the_piles_fit_the_window_and_never_overlap(size):
    width, height = size
    geometry = kowah_geometry(width, height)
    window = QRectF(0, 0, width, height)
    rects = geometry.rects()
    for name, rect in rects.items():
        assert window.contains(rect), f"{name} leaves the window at {size}"
        assert rect.width() >= 20 and rect.height() >= 20, f"{name} is squeezed away at {size}"
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.intersected(rb).isValid() or ra.intersected(rb).isEmpty(), f"{a} overlaps {b} at {size}"
    # A full hand of nine fits side by side with at least half of each card showing.
    hand = geometry.hand
    card_height = min(geometry.card_width * KOWAH_ASPECT, hand.height() / 1.12)
    card_width = card_height / KOWAH_ASPECT
    assert card_width * (1 + (HAND_CARDS - 1) * 0.5) <= hand.width()


def play_to_a_crowded_table(table) -> bool:
    """Play the first deal that gets there to a table where two have declared: exposed pairs,
    a public draw and a long discard row. Whether it got there."""
    controller = table.controller

    def crowded() -> bool:
        declared = [pile for pile in controller.exposed.values() if len(pile.cards) == 2]
        return len(declared) >= 2 and bool(controller.public_draw.cards) and len(controller.discards.cards) >= 8

    for seed in range(1, 60):
        table.new_deal(seed)
        while not controller.state.is_over and not crowded():
            table.autoplay(1)
        if crowded():
            break
    table.hold_still()
    return crowded()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_every_card_of_a_late_deal_rests_inside_its_pile(qtbot, settings, shutdown, size):
    table = make_table(qtbot, settings, shutdown, 3)
    table.resize(*size)
    controller = table.controller
    assert play_to_a_crowded_table(table) and shows_the_deal(controller)
    for pile in controller.scene.piles:
        for item, place in pile.placements():
            w, h = place.width, place.width * KOWAH_ASPECT
            rect = QRectF(place.pos.x() - w / 2, place.pos.y() - h / 2, w, h)
            assert pile.rect.adjusted(-2, -2, 2, 2).contains(rect), f"{pile.objectName()} at {size}"


# -- the end of a deal -----------------------------------------------------------------------------------
RIGHT_READY = cards("5C1 5C2 3S1 3M1 3C1 8S1 8M1 8C1")  # waiting on the Five of Coins
YOU_READY = cards("6S1 6S2 2S1 2M1 2C1 9S1 9M1 9C1")  # waiting on the Six of Strings
LEFT_PLAIN = cards("1M1 1M2 4C1 4S1 7C1 7S1 RF1 WF1")


def test_your_discard_completing_a_waiting_pair_wins_it_times_two(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown, AI_OPENS)
    controller = table.controller
    you = cards("5C3 1C1 1S1 2S1 4M1 6M1 7M1 9S1 9M1")
    used = set(you + RIGHT_READY + LEFT_PLAIN)
    stock = [card for card in FULL_PACK if card not in used]
    position = KowahState.arrange((you, RIGHT_READY, LEFT_PLAIN), stock, phase=DISCARD, declared=(None, "5C", None))
    controller.show_position(position, seed=5)
    assert [controller.card_for(item) for item in controller.exposed[RIGHT].cards] == cards("5C1 5C2")
    assert controller.hands[RIGHT].caption == "Right AI (Hard) · cards: 8 · cheki"
    five = controller.item_for(Card.parse("5C3"))
    drag_card(table, five, controller.discards.drop_rect().center())
    qtbot.waitUntil(table.overlay.isVisible, timeout=2000)
    assert table.overlay.heading.text() == "Right AI wins ×2"
    assert table.overlay.detail.text().startswith("Right AI wins on the Five of Coins you discarded: ×2.")
    assert five.pile is controller.exposed[RIGHT] and shows_the_deal(controller)
    assert not controller.discards.cards, "the winning discard left the pile for the waiting pair"


def test_drawing_the_third_of_your_pair_wins_it_times_three(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown, AI_OPENS)
    controller = table.controller
    used = set(YOU_READY + RIGHT_READY + LEFT_PLAIN)
    stock = [Card.parse("6S3")] + [card for card in FULL_PACK if card not in used and card.code != "6S3"]
    position = KowahState.arrange((YOU_READY, RIGHT_READY, LEFT_PLAIN), stock, declared=("6S", None, None))
    controller.show_position(position, seed=6)
    assert table.status.text() == "Cheki! You wait on the Six of Strings: draw from the stock"
    click_card(table, controller.stock.cards[-1])
    qtbot.waitUntil(table.overlay.isVisible, timeout=2000)
    assert table.overlay.heading.text() == "You win ×3!"
    assert table.overlay.detail.text() == "You draw the Six of Strings and win: ×3."
    assert [controller.card_for(item).face for item in controller.exposed[HUMAN].cards] == ["6S"] * 3
    assert all(controller.card_for(item) is not None for item in controller.hands[LEFT].cards), "hands shown"
    assert shows_the_deal(controller)


def test_the_last_stock_card_without_a_winner_draws_the_deal(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown, AI_OPENS)
    controller = table.controller
    you = cards("1C1 1S1 2S1 4M1 6M1 7M1 9S1 9M1")
    position = KowahState.arrange((you, RIGHT_READY, LEFT_PLAIN), cards("3C2"))
    controller.show_position(position, seed=7)
    assert table.take_button.isEnabled() is False and controller.stock.caption == "Stock · 1"
    QTest.mouseClick(table.draw_button, Qt.MouseButton.LeftButton)
    press_keys(table, Qt.Key.Key_End, Qt.Key.Key_Return, Qt.Key.Key_Return)
    qtbot.waitUntil(table.overlay.isVisible, timeout=2000)
    assert table.overlay.heading.text() == "The deal is drawn"
    assert "stock ran out" in table.overlay.detail.text()
    assert shows_the_deal(controller)


# -- who threw what ---------------------------------------------------------------------------------
def test_each_discard_is_marked_with_its_thrower_at_any_window_size(qtbot, settings, shutdown):
    from cardavia_qt.table.discard_row import POINTS_DOWN, POINTS_LEFT, POINTS_RIGHT

    table = make_table(qtbot, settings, shutdown, 7)
    controller = table.controller
    table.autoplay(14)
    lying: list[tuple[Card, int]] = []  # the log's own account: each discard and who threw it
    for event in controller.state.events:
        if event.kind == "discard":
            lying.append((Card.parse(event.data["card"]), event.seat))
        elif event.kind == "take":
            lying.pop()
    assert {seat for _, seat in lying} == {HUMAN, RIGHT, LEFT}, "a row with every seat's discards"
    items = controller.discards.cards
    assert [controller.card_for(item) for item in items] == [card for card, _ in lying]
    pointing = {HUMAN: POINTS_DOWN, RIGHT: POINTS_RIGHT, LEFT: POINTS_LEFT}
    assert [controller.discards.marks[item] for item in items] == [pointing[seat] for _, seat in lying]
    said = {HUMAN: "discarded by you", RIGHT: "discarded by Right AI", LEFT: "discarded by Left AI"}
    for item, (card, seat) in zip(items, lying):
        assert item.accessible_name.endswith(said[seat]), item.accessible_name
    for width, height in ((1280, 800), (760, 520), (1900, 1100)):
        table.resize(width, height)
        qtbot.wait(10)
        rects = dict(controller.discards.mark_rects())
        shown = [item for item in items if item.isVisible()]
        assert shown and all(item in rects for item in shown), "every card in view has its mark"
        for item, rect in rects.items():
            assert rect.width() >= 13, "readable however small the table"
            card = item.mapRectToScene(item.card_rect())
            assert rect.top() >= card.bottom() - 1, "beside the card, not over its face"
            assert controller.discards.rect.contains(rect)


def test_a_card_taken_from_the_discards_is_named_as_a_card_of_your_hand(qtbot, settings, shutdown):
    """In the discards a card says who threw it ("…, discarded by Left AI"); taken into your
    hand it is one of your cards: its spoken name and tooltip are the card's alone."""
    table = make_table(qtbot, settings, shutdown, 7)
    controller = table.controller
    for _ in range(80):  # the AIs play, and the easy AI for you, until you may take a discard
        if controller.human_to_act and Take() in controller.legal():
            break
        table.autoplay(1)
    else:
        raise AssertionError("no discard to take came")
    item = controller.discards.cards[-1]
    card = controller.card_for(item)
    assert ", discarded by " in item.accessible_name
    click_card(table, item)  # a click on the latest discard takes it
    assert controller.state.history[-1] == (HUMAN, Take()) and item.pile is controller.hand
    assert item.accessible_name == controller.card_text(card)
    assert item.toolTip() == controller.card_text(card)
    assert all(", discarded by " in other.accessible_name for other in controller.discards.cards)


def test_the_discards_count_stands_under_the_discards(qtbot, settings, shutdown):
    """The row keeps its cards at its right end: its caption goes with them, not to the middle
    of the row, at any window size and however many cards lie there."""
    table = make_table(qtbot, settings, shutdown, 7)
    controller = table.controller
    row = controller.discards
    for actions in (1, 5, 14):
        table.autoplay(actions)
        for width, height in ((1280, 800), (760, 520), (1900, 1100)):
            table.resize(width, height)
            qtbot.wait(10)
            cards = [item.mapRectToScene(item.card_rect()) for item in row.cards if item.isVisible()]
            if not cards:
                continue
            caption = row.caption_rect()
            left, right = min(c.left() for c in cards), max(c.right() for c in cards)
            assert caption.left() < right and caption.right() > left, "under the cards"
            assert abs(caption.center().x() - (left + right) / 2) < caption.width() / 2 + 1
            assert row.rect.contains(caption)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_middle_captions_never_run_into_each_other_in_any_language(qtbot, settings, shutdown, size):
    # Seen live in Russian: «Из колоды: ИИ слева» under the public draw covered the last
    # figure of «Колода · 79» under the stock beside it.
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from cardavia_qt.i18n import LANGUAGE_CODES, Translators

    table = make_table(qtbot, settings, shutdown, 3)
    table.resize(*size)
    controller = table.controller
    assert play_to_a_crowded_table(table)
    stock, drawn, discards = controller.stock, controller.public_draw, controller.discards
    for language in LANGUAGE_CODES:
        Translators(QApplication.instance()).switch(language)
        QCoreApplication.processEvents()
        table.hold_still()
        assert drawn.caption and stock.caption and discards.caption, language
        assert not drawn.caption_rect().intersects(stock.caption_rect()), (language, drawn.caption, stock.caption)
        assert not drawn.caption_rect().intersects(discards.caption_rect()), (language, drawn.caption)
        for item in discards.cards:  # the discards' cards rest above the caption line
            assert not drawn.caption_rect().intersects(item.sceneBoundingRect()), (language, drawn.caption)
        for pile in (stock, drawn, discards):  # all a pile paints is inside what it says it paints
            assert pile.boundingRect().contains(pile.caption_rect()), (language, pile.objectName())


def test_h_then_enter_plays_the_hinted_card(qtbot, settings, shutdown):
    # Enter acts on the focused card; after a hint the focus had stayed where it was, so
    # Enter played that card, not the one the hint marked. Then (seen live in Hindi) H, Enter
    # only raised the hinted card: a second Enter played it.
    table = make_table(qtbot, settings, shutdown, AI_OPENS)
    controller = table.controller
    controller.show_position(ready_to_declare(), seed=3)
    hand = controller.hand.cards
    table.view.setFocus()
    with qtbot.waitSignal(controller.hint_ready, timeout=5000) as hint:
        controller.hint()  # what H asks (tests/qt/test_commands.py: H in every language)
    action = hint.args[0]
    assert isinstance(action, Discard)
    item = controller.item_for(action.card)
    assert controller.scene.interaction.focus is item and item is not hand[0]
    assert controller.hand.chosen is item  # the hint chose it: it has risen
    moves = len(controller.state.history)
    QTest.keyClick(table.view, Qt.Key.Key_Return)  # one Enter plays it
    assert controller.state.history[moves] == (HUMAN, action)


def test_a_button_that_answered_and_went_away_gives_the_keyboard_back_to_the_table(qtbot, settings, shutdown):
    # Seen live in Indonesian: after a click on «Nyatakan ceki» the button went and Qt handed
    # the focus to the next in the chain, «Batalkan langkah» (take back), which Enter presses.
    table = make_table(qtbot, settings, shutdown, AI_OPENS)
    controller = table.controller
    single = arranged((cards("2C3 2C4 4S3 4S4 4M3 6C3 6S3 6M3 9M3"), *AI_HANDS), phase=DISCARD)
    controller.show_position(single, seed=4)
    drag_card(table, controller.item_for(Card.parse("9M3")), controller.discards.drop_rect().center())
    table.declare_button.setFocus()
    QTest.mouseClick(table.declare_button, Qt.MouseButton.LeftButton)
    assert controller.state.declared[HUMAN] == "2C" and not table.declare_button.isVisible()
    assert table.focusWidget() is table.view
