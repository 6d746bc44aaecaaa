"""The Durak table, driven the way a player drives it: mouse drags and clicks on the view's
viewport, the keyboard, and the buttons; the AI answering from its worker thread."""

from __future__ import annotations

import logging
import re
import time
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt, QTranslator
from PySide6.QtTest import QTest

from cardavia_qt.settings import Settings
from cardavia_qt.table import create_table
from cardavia_qt.table.durak_controller import AI, HUMAN
from cardavia_qt.table.durak_table import DurakTable
from engine.core import registry
from engine.durak.actions import Attack, Defend, Done, Take
from engine.durak.cards import FULL_PACK, Card
from engine.durak.rules import DurakState
from tests.qt.table_gestures import click_card, drag_card, grab_point, to_view, wait_for_player, shows_the_deal

HUMAN_LEADS = 3  # seeds whose deal the human opens
AI_LEADS = 4


@pytest.fixture
def settings():
    settings = Settings()
    settings.animation_speed = 0
    settings.ai_levels = {"durak": "easy"}
    return settings


def make_table(qtbot, settings, seed: int) -> DurakTable:
    table = DurakTable(settings)
    qtbot.addWidget(table)
    table.new_deal(seed)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    return table


def cheapest(plays, trump: str):
    return min(plays, key=lambda a: (a.card.suit == trump, a.card.rank, a.card.suit))


# -- a whole deal ---------------------------------------------------------------------------------
def test_a_whole_deal_played_with_mouse_and_buttons(qtbot, settings, shutdown, caplog):
    caplog.set_level(logging.WARNING)
    table = make_table(qtbot, settings, AI_LEADS)
    shutdown(table)
    controller = table.controller
    gestures = Counter()
    for turn in range(400):
        wait_for_player(qtbot, table)
        assert shows_the_deal(controller)
        if controller.state.is_over:
            break
        legal = controller.legal()
        plays = [a for a in legal if isinstance(a, (Attack, Defend))]
        assert table.take_button.isEnabled() == (Take() in legal)
        assert table.done_button.isEnabled() == (Done() in legal)
        before = len(controller.state.history)
        if Take() in legal and (not plays or turn % 7 == 3):
            QTest.mouseClick(table.take_button, Qt.MouseButton.LeftButton)
            gestures["take"] += 1
        elif Done() in legal and (not plays or turn % 4 == 0):
            QTest.mouseClick(table.done_button, Qt.MouseButton.LeftButton)
            gestures["done"] += 1
        else:
            item = controller.item_for(cheapest(plays, controller.state.trump).card)
            if turn % 2:
                click_card(table, item)
                gestures["click"] += 1
            else:
                targets = controller.legal_targets(item)
                assert targets, "a legal card has somewhere to go"
                drag_card(table, item, targets[0].pile.zone_rect(targets[0].slot).center())
                gestures["drag"] += 1
        assert len(controller.state.history) == before + 1, f"turn {turn}: the gesture did not play"
        assert controller.state.history[-1][0] == HUMAN
    assert controller.state.is_over
    qtbot.waitUntil(table.overlay.isVisible, timeout=2000)
    assert table.overlay.heading.text() in {"You won!", "You are the durak", "A draw"}
    detail = table.overlay.detail.text()
    assert ("left holding" in detail) if controller.state.outcome.detail["durak"] is not None else ("same bout" in detail)
    assert min(gestures["drag"], gestures["click"], gestures["take"], gestures["done"]) >= 1, gestures
    assert not (table.take_button.isEnabled() or table.done_button.isEnabled() or table.hint_button.isEnabled())
    assert not caplog.records, "the table never drifted from the deal, and the AI never failed"
    with qtbot.waitSignal(table.back_to_lobby, timeout=1000):
        QTest.mouseClick(table.overlay.lobby_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(table.overlay.play_again_button, Qt.MouseButton.LeftButton)
    assert not table.overlay.isVisible() and not controller.state.is_over


# -- refusals -----------------------------------------------------------------------------------------
def ai_leads(human: str, ai: str, lead: str, trump: str) -> DurakState:
    """The AI has led `lead` against the player; the rest of the pack is the stock."""
    cards = lambda text: [Card.parse(code) for code in text.split()]  # noqa: E731
    human_cards, ai_cards = cards(human), cards(ai)
    led, trump_card = Card.parse(lead), Card.parse(trump)
    used = set(human_cards + ai_cards + [led, trump_card])
    stock = [card for card in FULL_PACK if card not in used] + [trump_card]
    return DurakState.arrange((human_cards, ai_cards), stock, trump_card, attacker=AI, table=[(led, None)])


def defending_position() -> DurakState:
    """The AI led the 9♠; the player holds the 7♠ (too low), the Q♠ and a trump."""
    return ai_leads("7S QS 8D KC", "TS JH 6C 7C", lead="9S", trump="6D")


def test_an_illegal_drop_glides_home_and_the_status_says_why(qtbot, settings, shutdown):
    settings.animation_speed = 1.0
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    controller.show_position(defending_position(), seed=1)
    assert controller.status_text() == "Beat the 9♠ or take"
    history, before_view = list(controller.state.history), controller.state.view(HUMAN)
    seven = controller.item_for(Card.parse("7S"))
    home = seven.pos()
    attack = controller.item_for(Card.parse("9S"))
    drag_card(table, seven, attack.scenePos())
    assert table.scene.mover.is_moving(seven), "the refused card animates back"
    assert table.status.text() == "The Seven of spades does not beat the Nine of spades."
    assert table.status.property("warning") == "true"
    qtbot.waitUntil(lambda: not table.scene.mover.is_moving(seven), timeout=2000)
    assert (seven.pos() - home).manhattanLength() < 0.5 and seven.pile is controller.hand
    assert controller.state.history == history and controller.state.view(HUMAN) == before_view

    # Dropped on bare felt, away from any pile: it simply goes home, nothing is played.
    drag_card(table, seven, QPointF(table.view.width() * 0.92, table.view.height() * 0.08))
    qtbot.waitUntil(lambda: not table.scene.mover.is_moving(seven), timeout=2000)
    assert (seven.pos() - home).manhattanLength() < 0.5
    assert controller.state.history == history

    # The legal card, dropped on the attack card, beats it.
    queen = controller.item_for(Card.parse("QS"))
    drag_card(table, queen, attack.scenePos())
    assert controller.state.history == [(HUMAN, Defend(Card.parse("QS")))]
    assert queen.pile is controller.table and not table.status.property("warning") == "true"


def test_with_nothing_to_beat_the_attack_the_status_says_take(qtbot, settings, shutdown):
    # Seen live: «beat the 7♦ or take» with no diamond above it and no trump in hand.
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    controller.show_position(ai_leads("7S 9S TS 9C", "6S 6H 7H 8H", lead="7D", trump="KH"), 2)
    assert controller.status_text() == "Nothing beats the 7♦: take the cards"
    controller.show_position(defending_position(), seed=1)  # a card that beats it: the choice stays
    assert controller.status_text() == "Beat the 9♠ or take"


def test_a_refusal_leaves_the_status_once_the_ai_has_moved(qtbot, settings, shutdown):
    # Seen live: a second click on the hand while the AI was to move was refused ("It is not
    # your turn."), and the refusal still stood after the AI had answered, on the player's turn.
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    wait_for_player(qtbot, table)
    controller.apply_human(controller.legal()[0])  # an attack: the AI is to defend now
    assert controller.session.next_request() is not None
    card = next(card for card in controller.state.view(HUMAN).hand)
    assert not controller.apply_human(Attack(card))
    assert table.status.text() == "It is not your turn." and table.status.property("warning") == "true"
    moved = len(controller.state.history)
    qtbot.waitUntil(lambda: len(controller.state.history) > moved, timeout=10_000)
    table.hold_still()
    assert "not your turn" not in table.status.text() and table.status.property("warning") != "true"
    assert table.status.text() == controller.status_text() != ""


def test_no_hint_now_leaves_the_status_once_the_ai_has_moved(qtbot, settings, shutdown):
    # The same for the remark a hint asked out of turn gets: it spoke of the AI's turn.
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    wait_for_player(qtbot, table)
    controller.apply_human(controller.legal()[0])
    controller.hint()
    assert table.status.text() == "No hint now: it is not your turn."
    moved = len(controller.state.history)
    qtbot.waitUntil(lambda: len(controller.state.history) > moved, timeout=10_000)
    table.hold_still()
    assert table.status.text() == controller.status_text() != "No hint now: it is not your turn."


def test_a_card_played_by_a_quick_click_rests_flat_in_its_new_place(qtbot, settings, shutdown):
    # Seen live: the pointer came onto a hand card and clicked at once; the card went to the
    # bout still rising from the hover and stayed lifted there, over the bout's caption.
    settings.animation_speed = 1.0
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    wait_for_player(qtbot, table)
    qtbot.waitUntil(lambda: not controller.layer.busy, timeout=10_000)  # the deal has landed
    item = next(controller.item_for(action.card) for action in controller.legal() if isinstance(action, Attack))
    card = controller.card_for(item)
    point = to_view(table, grab_point(table, item))
    QTest.mouseMove(table.view.viewport(), point)  # the hover's rise begins
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert controller.state.history[-1] == (HUMAN, Attack(card))
    table.hold_still()  # no AI move: the card stays in the bout
    qtbot.waitUntil(lambda: not controller.layer.busy and controller.item_for(card).pile is controller.table,
                    timeout=5000)
    qtbot.wait(300)  # longer than a hover's rise
    item = controller.item_for(card)
    assert item.lift == 0.0
    place = dict(item.pile.placements())[item]
    assert (item.pos() - place.pos).manhattanLength() < 1.0  # at rest, to the device pixel


@pytest.mark.parametrize("speed", [1.0, 0.0])
def test_the_card_that_slides_under_a_still_pointer_rises(qtbot, settings, shutdown, speed):
    # Seen live: a card played by a click, the hand closed up under the pointer, and the card now
    # under it stayed flat until the mouse moved (Qt looks at hover only on a mouse move); with
    # animation off, the cards jump to their places and the same holds.
    settings.animation_speed = speed
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    wait_for_player(qtbot, table)
    qtbot.waitUntil(lambda: not controller.layer.busy, timeout=10_000)
    hand = controller.hand.cards
    item = hand[len(hand) // 2]  # the hand closes up from both ends: a card stays under its middle
    assert Attack(controller.card_for(item)) in controller.legal()  # any card leads
    point = grab_point(table, item)
    QTest.mouseMove(table.view.viewport(), QPoint(2, 2))  # from the felt (the last test may have left it there)
    QTest.mouseMove(table.view.viewport(), to_view(table, point))
    qtbot.waitUntil(lambda: item.lift > 0, timeout=2000)
    table.hold_still()  # no AI move: the hand stays as the click leaves it
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     to_view(table, point))
    qtbot.waitUntil(lambda: not controller.layer.busy, timeout=5000)
    under = table.scene.card_at(point)
    assert under is not None and under is not item and under.pile is controller.hand
    qtbot.waitUntil(lambda: under.lift > 0, timeout=2000)
    assert [card for card in controller.hand.cards if card.lift > 0] == [under]


def test_the_legal_target_lights_up_while_dragging(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    controller.show_position(defending_position(), seed=1)
    queen = controller.item_for(Card.parse("QS"))
    viewport = table.view.viewport()
    start = to_view(table, grab_point(table, queen))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(2, -2))
    assert controller.table.highlights == {}, "a press within the drag distance is still a click"
    QTest.mouseMove(viewport, start + QPoint(0, -40))
    assert controller.table.highlights == {0: 1}, "the unbeaten attack card is the target"
    over = to_view(table, controller.item_for(Card.parse("9S")).scenePos()) + (start - to_view(table, queen.scenePos()))
    QTest.mouseMove(viewport, over)
    assert controller.table.highlights == {0: 2}, "and glows brighter under the card"
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, over)
    assert controller.table.highlights == {}
    assert controller.state.history == [(HUMAN, Defend(Card.parse("QS")))]


def test_playing_out_of_turn_is_explained_not_crashed(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    controller.cancel_ai()
    controller.apply_human(Take())  # the player attacks: taking is not theirs to do
    assert table.status.text() == "Only the defender can do that."
    assert controller.state.history == []


# -- keyboard -------------------------------------------------------------------------------------------
def test_arrow_keys_choose_a_card_and_enter_plays_it(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    table.activateWindow()
    table.view.setFocus()
    qtbot.waitUntil(table.view.hasFocus, timeout=2000)
    hand = controller.hand.cards
    focus = table.scene.interaction
    assert focus.focus is hand[0] and hand[0].focused, "focus is visible as soon as the table has it"
    QTest.keyClick(table.view, Qt.Key.Key_Right)
    QTest.keyClick(table.view, Qt.Key.Key_Right)
    QTest.keyClick(table.view, Qt.Key.Key_Left)
    chosen = focus.focus
    assert chosen is hand[1] and chosen.focused and not hand[0].focused
    assert table.view.accessibleDescription() == chosen.accessible_name
    card = controller.card_for(chosen)
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert controller.state.history[0] == (HUMAN, Attack(card))
    assert chosen.pile is controller.table
    # Focus moves on to the card that took its place, still visible.
    assert focus.focus is controller.hand.cards[1] and focus.focus.focused


def test_tab_leaves_the_table_for_the_buttons(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    table.activateWindow()
    table.view.setFocus()
    qtbot.waitUntil(table.view.hasFocus, timeout=2000)
    QTest.keyClick(table.view, Qt.Key.Key_Tab)
    assert not table.view.hasFocus()
    assert table.focusWidget() in (table.hint_button, table.level_box, table.lobby_button)


def test_space_plays_too_and_end_reaches_the_last_card(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    QTest.keyClick(table.view, Qt.Key.Key_End)
    last = controller.hand.cards[-1]
    assert table.scene.interaction.focus is last
    QTest.keyClick(table.view, Qt.Key.Key_Space)
    assert controller.state.history[0] == (HUMAN, Attack(controller.card_for(last)))


# -- autoplay, hint, AI ---------------------------------------------------------------------------------
def engine_replay(seed: int, level: str, k: int) -> list:
    info = registry.get("durak")
    state = info.new_deal(seed)
    for _ in range(k):
        if state.is_over:
            break
        seat = state.pending()[0]
        policy = info.decision_policy(level, seed, seat, len(state.history))
        state.apply(seat, policy.choose(state.view(seat), state.legal_actions(seat)))
    return state.history


def test_autoplay_gives_the_same_position_for_the_same_seed(qtbot, settings, shutdown):
    settings.ai_levels = {"durak": "hard"}
    first = make_table(qtbot, settings, AI_LEADS)
    shutdown(first)
    first.autoplay(14)
    first_history, first_status = list(first.controller.state.history), first.status.text()
    assert shows_the_deal(first.controller)
    first.controller.cancel_ai()  # afterwards the AI plays on as usual; stop it for the comparison
    second = make_table(qtbot, settings, AI_LEADS)
    shutdown(second)
    qtbot.wait(150)  # the AI leads: its first move may arrive from the worker meanwhile
    second.autoplay(14)
    assert first_history == second.controller.state.history == engine_replay(AI_LEADS, "hard", 14)
    assert shows_the_deal(second.controller)
    assert first_status == second.status.text()
    second.autoplay(3)
    assert len(second.controller.state.history) == 17


def test_hint_marks_the_card_the_strong_ai_would_play(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    QTest.mouseClick(table.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.hinted is not None, timeout=15000)  # a busy machine
    assert isinstance(controller.hinted, Attack)
    item = controller.item_for(controller.hinted.card)
    assert item.hinted and sum(card.hinted for card in controller.hand.cards) == 1
    assert table.status.text().startswith("Hint: play the ")
    click_card(table, item)
    assert controller.hinted is None and not item.hinted


def test_hint_can_point_at_the_take_button(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    # Only a trump beats the ace, and taking a single card early is what the strong AI does.
    controller.show_position(ai_leads("7S 8S 9C TD", "6S 6H 7H 8H", lead="AS", trump="6D"), 2)
    controller.hint()
    qtbot.waitUntil(lambda: controller.hinted is not None, timeout=15000)  # a busy machine
    if controller.hinted == Take():
        assert table.take_button.property("hinted") == "true"
        assert table.status.text() == "Hint: take the cards"
    else:
        assert controller.item_for(controller.hinted.card).hinted


@pytest.mark.parametrize("level", ["test-raises", "test-exits", "test-interrupts"])
def test_an_ai_that_raises_does_not_stop_the_game(qtbot, settings, shutdown, caplog, faulty_levels, level):
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    controller.level = level
    with caplog.at_level(logging.ERROR, logger="cardavia.ai"):
        click_card(table, controller.hand.cards[0])
        qtbot.waitUntil(lambda: len(controller.state.history) == 2, timeout=5000)
    assert controller.state.history[1][0] == AI
    assert "the AI tripped" in caplog.text


def test_a_stale_ai_answer_is_ignored_after_a_new_deal(qtbot, settings, shutdown, faulty_levels):
    table = make_table(qtbot, settings, AI_LEADS)
    shutdown(table)
    controller = table.controller
    controller.cancel_ai()
    controller.level = "test-slow"
    controller._schedule_ai()
    assert controller.worker.thinking
    table.new_deal(HUMAN_LEADS)  # the player leads this one: nothing may be played for them
    controller.worker.wait()
    qtbot.wait(50)
    assert controller.state.history == [] and controller.state.seed == HUMAN_LEADS
    assert table.status.text() == "Your attack: lead any card"


def test_the_table_answers_while_the_ai_thinks(qtbot, settings, shutdown, faulty_levels):
    table = make_table(qtbot, settings, AI_LEADS)
    shutdown(table)
    controller = table.controller
    controller.cancel_ai()
    controller.level = "test-slow"
    controller._schedule_ai()
    assert not table.hint_button.isEnabled() and table.status.text() == "The AI is thinking…"
    started = time.monotonic()
    QTest.keyClick(table.view, Qt.Key.Key_End)  # handled at once, the search notwithstanding
    assert table.scene.interaction.focus is controller.hand.cards[-1]
    controller.hint()
    assert table.status.text() == "No hint now: it is not your turn."
    assert time.monotonic() - started < 0.2 and controller.worker.thinking
    qtbot.waitUntil(lambda: len(controller.state.history) == 1, timeout=3000)


# -- settings, language, lobby -----------------------------------------------------------------------------
def test_the_ai_level_is_saved_and_applies_from_the_next_deal(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    assert table.level_box.currentData() == "easy"
    with qtbot.waitSignal(table.settings_changed, timeout=1000):
        table.level_box.setCurrentIndex(table.level_box.findData("hard"))
        table.level_box.activated.emit(table.level_box.currentIndex())
    assert settings.ai_levels["durak"] == "hard"
    assert table.controller.level == "easy"
    assert table.status.text() == "The new AI level applies from the next deal."
    table.new_deal(HUMAN_LEADS)
    assert table.controller.level == "hard" and "Hard" in table.controller.opponent.caption


class Shouting(QTranslator):
    """A stand-in language: every text of ours in capitals."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context in ("DurakTable", "DurakController", "GameController", "TablePage", "ResultsOverlay", "CardItem", "Engine", "Levels"):
            # Capitals outside the {placeholders}, which must stay as they are.
            return re.sub(r"[^{}]+(?![^{]*})", lambda m: m.group(0).upper(), source)
        return ""

    def isEmpty(self):  # an empty translator would not be installed at all
        return False


def test_a_language_change_retranslates_every_visible_string(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: table.take_button.text() == "&TAKE", timeout=2000)
        assert table.done_button.text() == "&DONE" and table.hint_button.text() == "&HINT"
        assert table.lobby_button.text() == "&BACK TO LOBBY"
        assert table.status.text() == "YOUR ATTACK: LEAD ANY CARD"
        assert table.level_box.itemText(table.level_box.findData("easy")) == "EASY"
        assert controller.hand.cards[0].accessible_name.isupper()
        assert controller.opponent.caption.startswith("AI (EASY)")
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: table.take_button.text() == "&Take", timeout=2000)
    assert not controller.hand.cards[0].accessible_name.isupper()


def test_cards_have_spoken_names_and_the_trump_is_said(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    for item in controller.hand.cards:
        card = controller.card_for(item)
        assert item.accessible_name.startswith(("Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen",
                                                "King", "Ace"))
        assert item.accessible_name.endswith(", trump") == (card.suit == controller.state.trump)
    assert all(item.accessible_name == "Face-down card" for item in controller.opponent.cards)
    assert controller.stock.cards[0].accessible_name.endswith(", trump")
    assert controller.hand.accessible_name == "Your hand, cards: 6"
    assert table.take_button.accessibleName() == "Take" and table.view.accessibleName() == "Card table"


def test_latin_indices_take_effect_at_once(qtbot, settings, shutdown):
    settings.latin_indices = False
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    assert all(item.face.parent.name == "ru" for item in controller.hand.cards)
    settings.latin_indices = True
    table.apply_settings()
    assert all(item.face.parent.name == "latin" for item in controller.hand.cards)
    assert controller.stock.cards[0].face.parent.name == "latin"


def test_create_table_builds_each_games_own_table(qtbot, settings):
    table = create_table("durak", settings)
    qtbot.addWidget(table)
    assert isinstance(table, DurakTable)
    for game in ("sisepai", "mahjong", "kowah"):
        other = create_table(game, settings)
        qtbot.addWidget(other)
        assert other.controller.game_id == game and not isinstance(other, DurakTable)
    assert create_table("whist", settings) is None  # no such game: no table
    table.new_deal(1)
    table.controller.shutdown()


def test_the_display_follows_a_deal_played_with_animation(qtbot, settings, shutdown, caplog):
    caplog.set_level(logging.WARNING)
    settings.animation_speed = 0.05  # real animations and pacing, only faster
    table = make_table(qtbot, settings, AI_LEADS)
    shutdown(table)
    controller = table.controller
    for _ in range(6):
        wait_for_player(qtbot, table)
        qtbot.waitUntil(lambda: not controller.steps.busy and not table.scene.mover.busy, timeout=3000)
        assert shows_the_deal(controller)
        for item, place in controller.hand.placements():
            assert (item.pos() - place.pos).manhattanLength() <= 1.0  # rests on whole pixels
            assert item.turn == place.rotation and item.rotation() == 0
        legal = controller.legal()
        plays = [a for a in legal if isinstance(a, (Attack, Defend))]
        controller.apply_human(cheapest(plays, controller.state.trump) if plays else legal[-1])
    assert not caplog.records


def test_the_card_layer_catches_a_card_out_of_place(qtbot, settings, shutdown):
    """The table has no copy of the deal to drift from: its cards are the projection's model,
    and the layer's own check (which the table tests lean on) sees any card moved or turned
    behind the model's back."""
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    layer = controller.layer
    assert layer.matches_model()
    stray = controller.stock.cards[-1]
    controller.discard.add(stray)
    assert not layer.matches_model()
    controller.stock.add(stray)  # back on top, where it lay
    assert layer.matches_model()
    card = controller.hand.cards[0]
    face = card.face
    card.set_face(None)
    assert not layer.matches_model()
    card.set_face(face)
    assert layer.matches_model() and shows_the_deal(controller)


@pytest.mark.parametrize(("language", "queen", "folder"), [("en", "Q♥", "latin"), ("hi", "Q♥", "latin"),
                                                           ("ru", "Д♥", "ru")])
def test_card_indices_default_to_the_language(qtbot, language, queen, folder, shutdown):
    """Hints name cards as the faces print them, and the faces follow the language until the
    player picks indices in Options."""
    settings = Settings(language=language, animation_speed=0)
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    assert controller.card_label(Card.parse("QH")) == queen
    assert {item.face.parent.name for item in controller.hand.cards} == {folder}


def test_a_card_reached_for_while_the_deal_is_dealt_only_shows_the_deal(qtbot, settings, shutdown):
    # The bar waits for the table (nothing is offered about a position not yet shown); so must
    # the cards: a click or Enter on a card of the player's while the deal is still flying in
    # plays nothing, it lands the deal at once, and the next click plays as usual.
    settings.animation_speed = 1
    table = make_table(qtbot, settings, HUMAN_LEADS)
    shutdown(table)
    controller = table.controller
    hand = table.scene.keyboard_pile
    qtbot.waitUntil(lambda: any(table.scene.card_at(grab_point_or_none(table, item)) is item for item in hand.cards),
                    timeout=5000)
    assert controller.layer.busy and controller.human_to_act
    item = next(item for item in hand.cards if table.scene.card_at(grab_point_or_none(table, item)) is item)
    before = len(controller.state.history)
    click_card(table, item)
    assert not controller.layer.busy and shows_the_deal(controller)
    assert len(controller.state.history) == before
    table.view.setFocus()
    controller.new_deal(HUMAN_LEADS)  # the keyboard likewise
    assert controller.layer.busy
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert not controller.layer.busy and len(controller.state.history) == before
    card = controller.card_for(hand.cards[0])
    click_card(table, hand.cards[0])  # the table shows the deal: a click plays as ever
    assert controller.state.history[before:before + 1] == [(HUMAN, Attack(card))]


def grab_point_or_none(table, item) -> QPointF:
    return item.mapToScene(QPointF(-item.width / 2 + item.width * 0.1, -item.height * 0.15))


@pytest.mark.parametrize("language,taking,beaten", [
    ("ru", ("Па&с", "«Пас»", "Больше не подкидывать: ИИ забирает все карты"),
     ("&Бито", "«Бито»", "Больше не подкидывать: ход окончен")),
    ("en", ("&Done", "press Done", "Stop adding cards: the AI takes them all"),
     ("&Done", "press Done", "Stop adding cards: the bout ends")),
])
def test_done_is_a_pass_in_russian_while_the_ai_takes(qtbot, settings, shutdown, language, taking, beaten):
    # «Бито» is said of an attack beaten off; the Russian bar said it, and «нажмите «Бито»», while
    # the AI was picking the cards up. Each case now has its own words, in every language (in
    # English the same word, and the tooltip says which).
    from PySide6.QtWidgets import QApplication

    from cardavia_qt.i18n import Translators

    Translators(QApplication.instance()).switch(language)
    seen = {}
    for seed in range(1, 40):
        table = make_table(qtbot, settings, seed)
        controller = table.controller
        while not controller.state.is_over and len(seen) < 2:
            wait_for_player(qtbot, table)
            if controller.state.is_over:
                break
            view = controller.view()
            if Done() in controller.legal() and view.attacker == HUMAN:
                button = table.done_button
                seen[view.taking] = (button.text(), table.status.text(), button.toolTip())
            legal = controller.legal()
            plays = [action for action in legal if isinstance(action, (Attack, Defend))]
            # Lead and beat with the cheapest cards, add nothing: the AI takes now and then.
            moves = [action for action in legal if isinstance(action, Defend)] or \
                ([cheapest(plays, view.trump)] if not view.table else [Done()] if Done() in legal else legal[:1])
            controller.apply_human(moves[0])
        controller.shutdown()
        if len(seen) == 2:
            break
    for case, (text, words, tip) in ((True, taking), (False, beaten)):
        assert seen[case][0] == text and words in seen[case][1] and seen[case][2] == tip, (case, seen[case])
