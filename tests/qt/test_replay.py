"""Watching a finished deal again (issue 16 steps 6–7): the replay page from the results panel
and from a past deal, its controls (step, jump, play, pause; keys), the same outcome and final
table as the deal played, and the review of the player's decisions off the UI thread."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest

from cardavia_qt.models.review_list import AGREED_ROLE, GAP_ROLE, POSITION_ROLE
from cardavia_qt.settings import Settings
from cardavia_qt.views.replay_page import ReplayPage
from engine.core import registry
from engine.core.record import AUTO
from engine.core.review import decision_indices
from tests.qt.test_results_panel import finished_table

GAMES = ("durak", "kowah", "sisepai", "mahjong")


@pytest.fixture
def settings():
    settings = Settings()
    settings.animation_speed = 0
    settings.ai_levels = {game: "easy" for game in GAMES}
    return settings


@pytest.fixture
def page(qtbot, settings):
    page = ReplayPage(settings)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    yield page
    page.shutdown()


def reviewed(qtbot, page, record) -> None:
    """Open `record` and review it with the hard AI, as the Review button does, to the end."""
    page.open(record)
    page.review_level = "hard"
    QTest.mouseClick(page.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.runner.running, timeout=60_000)


def picture(scene) -> dict:
    """What a table shows, pile by pile, in order: each card's face (None: its back)."""
    return {pile.objectName(): [card.face for card in pile.cards] for pile in scene.piles}


@pytest.mark.parametrize("game", GAMES)
def test_a_replay_reaches_the_outcome_and_the_final_table_of_the_deal_played(qtbot, settings, shutdown, page, game):
    table = finished_table(qtbot, settings, shutdown, game, seed=21)
    played = picture(table.scene)
    record = table.controller.record()
    page.open(record)
    assert page.cursor.index == 0 and page.cursor.last == len(record.actions)
    page.seen_box.setChecked(True)  # only what the player saw: the table the player had
    QTest.mouseClick(page.end_button, Qt.MouseButton.LeftButton)
    assert page.cursor.at_end
    assert page.cursor.final.outcome == table.controller.state.outcome
    assert picture(page.table.scene) == played
    assert page.status.text()  # the outcome, in words


def test_the_controls_step_jump_play_and_pause(qtbot, settings, shutdown, page):
    table = finished_table(qtbot, settings, shutdown, "durak", seed=5)
    record = table.controller.record()
    page.open(record)
    assert not page.back_button.isEnabled() and page.forward_button.isEnabled()
    QTest.mouseClick(page.forward_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(page.forward_button, Qt.MouseButton.LeftButton)
    assert page.cursor.index == 2 and page.slider.value() == 2
    QTest.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert page.cursor.index == 1
    # The table shows the position: the player's hand as the rules have it then.
    state = record.prefix(1).replay()
    controller = page.table.controller
    name = getattr(controller, "card_name", None) or controller._card_name
    hand = sorted(name(card) for card in state.hands[0])
    assert sorted(item.accessible_name for item in page.table.controller.hand.cards if item.face_up) == hand
    page.slider.setValue(7)
    assert page.cursor.index == 7
    QTest.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert page.cursor.at_start and not page.start_button.isEnabled()
    # Play moves on by itself at the animation speed, and Pause stops it.
    QTest.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    assert page.playing and page.play_button.accessibleName() == "Pause"
    qtbot.waitUntil(lambda: page.cursor.index >= 2, timeout=3000)
    QTest.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    assert not page.playing and page.play_button.accessibleName() == "Play"
    stopped = page.cursor.index
    qtbot.wait(400)
    assert page.cursor.index == stopped
    # Played to the end, it stops there.
    page.jump(page.cursor.last - 1)
    page.play()
    qtbot.waitUntil(lambda: not page.playing, timeout=3000)
    assert page.cursor.at_end


def test_keys_move_through_the_deal_and_every_control_has_a_name(qtbot, settings, shutdown, page):
    table = finished_table(qtbot, settings, shutdown, "kowah", seed=4)
    page.open(table.controller.record())
    focused = page.focusWidget()
    assert focused is page.play_button
    QTest.keyClick(focused, Qt.Key.Key_Right)
    QTest.keyClick(focused, Qt.Key.Key_Right)
    assert page.cursor.index == 2
    QTest.keyClick(focused, Qt.Key.Key_Left)
    assert page.cursor.index == 1
    QTest.keyClick(focused, Qt.Key.Key_End)
    assert page.cursor.at_end
    QTest.keyClick(focused, Qt.Key.Key_Home)
    assert page.cursor.at_start
    QTest.keyClick(focused, Qt.Key.Key_Space)
    assert page.playing
    QTest.keyClick(focused, Qt.Key.Key_Space)
    assert not page.playing
    # The keyboard-shortcut list tells of these keys (it did not: a player found them by chance).
    from cardavia_qt.views.commands import key_text, shortcut_rows
    replay_keys = [keys for keys, what in shortcut_rows() if what.startswith("In a replay")]
    assert replay_keys == [key_text("Left, Right, Home, End"), key_text("Space")]
    page.slider.setFocus()
    QTest.keyClick(page.slider, Qt.Key.Key_Right)
    assert page.cursor.index == 1  # the slider's own keys jump
    for widget in (page.start_button, page.back_button, page.play_button, page.forward_button, page.end_button,
                   page.slider, page.seen_box, page.leave_button, page.log_list, page.review_button,
                   page.review_list, page.progress):
        assert widget.accessibleName(), widget.objectName()
    # A row of the deal log jumps to the position that shows it.
    row = page.log.rowCount() // 2
    page.side.setCurrentIndex(0)
    page.log_list.setFocus()
    page.log_list.setCurrentIndex(page.log.index(row))
    QTest.keyClick(page.log_list, Qt.Key.Key_Return)
    assert page.cursor.index == page.cursor.position_of_event(row, page.everything)
    assert len(page.cursor.events(page.everything)) > row


def test_the_review_runs_in_the_ai_process_with_progress_and_lists_each_decision(qtbot, settings, shutdown, page):
    table = finished_table(qtbot, settings, shutdown, "mahjong", seed=3)
    record = table.controller.record()
    mine = decision_indices(record)
    assert mine and any(record.marked(index, AUTO) for index in range(len(record.actions)))
    steps = []
    page.runner.progress.connect(lambda done, total: steps.append((done, total)))
    page.open(record)
    page.review_level = "hard"  # the deal's player was the easy AI (autoplay): the hard one differs at times
    QTest.mouseClick(page.review_button, Qt.MouseButton.LeftButton)
    assert page.progress.isVisibleTo(page) and page.cancel_button.isVisibleTo(page)
    assert page.runner.worker.process.pid not in (None, os.getpid())
    qtbot.waitUntil(lambda: not page.runner.running, timeout=60_000)
    assert steps[0] == (0, len(mine)) and steps[-1] == (len(mine), len(mine))
    assert [done for done, _ in steps] == list(range(len(mine) + 1))  # one step per decision, as they came
    assert not page.progress.isVisibleTo(page)
    model = page.review
    assert model.rowCount() == len(mine)
    assert sorted(model.index(row).data(POSITION_ROLE) for row in range(model.rowCount())) == mine
    for row in range(model.rowCount()):
        text = model.index(row).data()
        decision = model.rows[row].decision
        assert decision.played == record.actions[decision.index][1]
        if model.index(row).data(AGREED_ROLE):
            assert "The AI agrees." in text
        else:
            assert "In your place: The AI " in text
    assert "discard" in model.index(0).data()
    total = model.rowCount()
    agreed = sum(bool(model.index(row).data(AGREED_ROLE)) for row in range(total))
    assert 0 < agreed < total
    assert page.summary.text().startswith(f"You agreed with the Hard AI on {agreed} of {total} decision")
    # The differences are marked on the timeline, at the positions a row jumps to.
    assert page.slider.marks == sorted(model.index(row).data(POSITION_ROLE) for row in range(total)
                                       if not model.index(row).data(AGREED_ROLE))
    # Opening a decision shows the table just before it.
    page.review_list.setCurrentIndex(model.index(total - 1))
    QTest.keyClick(page.review_list, Qt.Key.Key_Return)
    assert page.cursor.index == model.index(total - 1).data(POSITION_ROLE)


def test_the_review_lists_the_largest_difference_first_and_the_replay_marks_the_ais_choice(qtbot, settings,
                                                                                            shutdown, page):
    from engine.core.review import review
    from engine.mahjong.actions import Discard

    table = finished_table(qtbot, settings, shutdown, "mahjong", seed=3)
    record = table.controller.record()
    reviewed(qtbot, page, record)
    model = page.review
    rows = [(model.index(row).data(AGREED_ROLE), model.index(row).data(GAP_ROLE), model.index(row).data(POSITION_ROLE))
            for row in range(model.rowCount())]
    # The measured differences by their measure, largest first; then the unmeasured ones; then
    # the agreements — each group in deal order where the measure does not decide.
    differences = [row for row in rows if not row[0]]
    measured = [gap for _, gap, _ in differences if gap is not None]
    assert len(measured) >= 3 and measured == sorted(measured, reverse=True) and measured[0] > measured[-1]
    assert rows == differences + [row for row in rows if row[0]]
    assert [gap is None for _, gap, _ in differences] == sorted(gap is None for _, gap, _ in differences)
    # The sizes are the engine's measure of each decision, computed in the worker.
    engine = {d.index: d.gap.size for d in review(record, "hard").decisions if d.gap is not None}
    assert {position: gap for _, gap, position in differences if gap is not None} == engine
    # Each measured row says its measure in words.
    top = model.index(0).data()
    assert "from ready" in top and "useful tile" in top, top
    # Opening a difference whose suggestion is a discard: the table marks that tile as the hint
    # does, the timeline has its mark there, and the review's row is the current one.
    row = next(r for r in range(model.rowCount()) if not model.rows[r].decision.agreed
               and isinstance(model.rows[r].decision.suggested, Discard))
    decision = model.rows[row].decision
    page.review_list.setCurrentIndex(model.index(row))
    QTest.keyClick(page.review_list, Qt.Key.Key_Return)
    page.table.finish()
    assert page.cursor.index == decision.index == page.slider.value() and decision.index in page.slider.marks
    controller = page.table.controller
    hinted = [controller.card_for(item) for item in controller.scene.cards() if item.hinted]
    assert hinted == [decision.suggested.tile] and decision.suggested.tile != decision.played.tile
    # One step on, the decision is made: nothing is marked. Back at the mark by the slider,
    # the mark and the row are there again.
    assert page.review_list.selectionModel().selectedRows() == [model.index(row)]
    page.review_list.setCurrentIndex(model.index(len(rows) - 1))
    page.step_forward()
    page.table.finish()
    assert not any(item.hinted for item in controller.scene.cards())
    # Nor is a row of the list, where the replay stands at no decision of the player's.
    assert model.row_at(page.cursor.index) is None and not page.review_list.selectionModel().hasSelection()
    page.slider.setValue(decision.index)
    page.table.finish()
    assert [controller.card_for(item) for item in controller.scene.cards() if item.hinted] == [decision.suggested.tile]
    assert page.review_list.currentIndex().row() == row
    assert page.review_list.selectionModel().selectedRows() == [model.index(row)]


def test_a_finished_review_opens_on_its_largest_difference_unless_the_replay_stands_at_one(qtbot, settings,
                                                                                             shutdown, page):
    from engine.core.review import review

    table = finished_table(qtbot, settings, shutdown, "mahjong", seed=3)
    record = table.controller.record()
    decisions = review(record, "hard").decisions
    agreement = next(d.index for d in decisions if d.agreed)
    difference = next(d.index for d in decisions if not d.agreed)
    page.open(record)
    page.review_level = "hard"
    for standing, expected in ((agreement, None), (difference, difference)):
        page.jump(standing)
        QTest.mouseClick(page.review_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not page.runner.running, timeout=60_000)
        current = page.review_list.currentIndex()
        marked = page.review_list.selectionModel().selectedRows()
        if expected is None:
            # Standing at an agreement (far down the list), the list still opens at its top,
            # its top row not marked: the agreement's is, where the replay stands.
            assert current.row() == 0 and not current.data(AGREED_ROLE)
            assert page.review_list.verticalScrollBar().value() == 0
            assert [index.data(POSITION_ROLE) for index in marked] == [agreement]
        else:
            assert current.data(POSITION_ROLE) == expected and marked == [current]
        assert page.review_list.visualRect(current).intersects(page.review_list.viewport().rect())
        assert page.cursor.index == standing  # the review moved nothing


def test_the_current_row_of_the_log_stays_in_sight_when_the_window_changes_size(qtbot, settings, shutdown, page):
    # As on the table (test_deal_log.py): rows measured again after a resize must not carry
    # the row the replay stands at out of sight.
    table = finished_table(qtbot, settings, shutdown, "kowah", seed=8)
    page.open(table.controller.record())
    QTest.mouseClick(page.end_button, Qt.MouseButton.LeftButton)
    view = page.log_list
    for size in ((1280, 800), (1900, 1030), (1024, 640), (1600, 1000)):
        page.resize(*size)
        qtbot.waitUntil(lambda: page.size().width() == size[0])
        QCoreApplication.processEvents()
        current = view.visualRect(view.currentIndex())
        assert view.verticalScrollBar().maximum() > 0, "enough rows to scroll"
        assert view.viewport().rect().contains(current), (size, current, view.viewport().rect())


def test_the_replays_controller_is_watch_only(qtbot, settings, shutdown, page):
    table = finished_table(qtbot, settings, shutdown, "durak", seed=5)
    record = table.controller.record()
    page.open(record)
    controller = page.table.controller
    # A position where an AI is to move, and one where the player is: no AI is asked, no
    # gesture, hint or take-back changes the deal.
    for index in range(len(record.actions)):
        page.jump(index)
        before = controller.session.record.actions
        assert not controller.worker.thinking and not controller.hint_worker.thinking
        if controller.human_to_act:
            assert not controller.apply_human(controller.legal()[0])
            controller.hint()
            assert not controller.hint_worker.thinking
            assert not controller.take_back()
            assert controller.session.record.actions == before
            break
    else:
        raise AssertionError("the player never acted")
    assert controller.watching and page.cursor.index == index


def test_the_review_can_be_cancelled_and_keeps_what_it_reviewed(qtbot, settings, shutdown, page):
    table = finished_table(qtbot, settings, shutdown, "durak", seed=8)
    record = table.controller.record()
    page.open(record, review=True)  # the strongest level, from the results panel's button
    assert page.runner.level == registry.get("durak").policy_names()[-1]
    qtbot.waitUntil(lambda: page.progress.value() >= 1, timeout=30_000)
    QTest.mouseClick(page.cancel_button, Qt.MouseButton.LeftButton)
    assert not page.runner.running and page.review_button.isVisibleTo(page)
    review = page.review.review
    assert review is not None and not review.finished and 1 <= len(review.decisions) < review.total
    assert "stopped" in page.summary.text()


def test_from_the_results_panel_and_from_a_past_deal_and_back(qtbot, tmp_path, monkeypatch):
    from cardavia_qt import app as cardavia
    from cardavia_qt import settings as settings_module

    monkeypatch.setattr(settings_module, "config_path", lambda: tmp_path / "settings.json")
    window = cardavia.build(cardavia.parse_args(["--lang", "en"]))
    qtbot.addWidget(window)
    window.settings.animation_speed = 0
    window.resize(1280, 800)
    window.show()
    table = window.start_game("durak", seed=12)
    try:
        table.autoplay(3000)
        qtbot.waitUntil(table.overlay.isVisible, timeout=3000)
        QTest.mouseClick(table.overlay.replay_button, Qt.MouseButton.LeftButton)
        assert window.stack.currentWidget() is window.replay_page
        assert window.replay_page.cursor.record.actions == tuple(table.controller.state.history)
        QTest.mouseClick(window.replay_page.leave_button, Qt.MouseButton.LeftButton)
        assert window.stack.currentWidget() is table
        # A past deal from the statistics page; Escape leaves it back to the statistics.
        from cardavia_qt.past_deals import PastDealsStore, past_deal

        deals = PastDealsStore(["durak"], tmp_path / "deals")
        deals.add(past_deal("one", "2026-01-01T10:00:00+00:00", table.controller.record(),
                            table.controller.state.outcome, "lost"))
        window.deals = deals
        window.show_stats("durak")
        page = window.stats_page
        page.deals_view.setCurrentIndex(page.past.index(0, 0))
        QTest.mouseClick(page.watch_button, Qt.MouseButton.LeftButton)
        assert window.stack.currentWidget() is window.replay_page
        window.go_back()
        assert window.stack.currentWidget() is page
    finally:
        table.controller.shutdown()
        if window._replay_page is not None:
            window._replay_page.shutdown()


@pytest.mark.parametrize("language", ["en", "hi", "ru", "zh_CN", "nb", "id"])
def test_the_replay_and_its_review_have_no_shared_mnemonic_and_read_in_the_language(qtbot, tmp_path, monkeypatch,
                                                                                    language):
    from cardavia_qt import app as cardavia
    from cardavia_qt import settings as settings_module
    from tests.qt.test_mnemonics import clashes

    monkeypatch.setattr(settings_module, "config_path", lambda: tmp_path / "settings.json")
    window = cardavia.build(cardavia.parse_args(["--lang", language]))
    qtbot.addWidget(window)
    window.settings.animation_speed = 0
    window.resize(1280, 800)
    window.show()
    table = window.start_game("sisepai", seed=2)
    try:
        table.autoplay(3000)
        record = table.controller.record()
        assert window.show_replay("sisepai", record)
        page = window.replay_page
        assert clashes(window) == []
        page.side.setCurrentWidget(page.review_tab)
        assert clashes(window) == []
        if language != "en":
            english = {"Step back", "Step forward", "Review my play", "Only what I saw", "Close replay"}
            assert not english & {page.back_button.accessibleName(), page.forward_button.accessibleName(),
                                  page.review_button.accessibleName(), page.seen_box.accessibleName(),
                                  page.leave_button.accessibleName()}
    finally:
        table.controller.shutdown()
        window.replay_page.shutdown()


def test_every_hand_is_face_up_unless_only_what_the_player_saw_is_asked(qtbot, settings, shutdown, page):
    table = finished_table(qtbot, settings, shutdown, "durak", seed=6)
    record = table.controller.record()
    page.open(record)
    page.jump(4)
    page.step_forward()  # a step follows the new events with their secrets too
    page.table.finish()
    state = record.prefix(5).replay()
    controller = page.table.controller
    opponent = [item for item in controller.opponent.cards]
    assert len(opponent) == len(state.hands[1]) and all(item.face_up for item in opponent)
    assert sorted(item.accessible_name for item in opponent) == sorted(controller.card_name(c) for c in state.hands[1])
    page.seen_box.setChecked(True)
    page.table.finish()
    assert len(controller.opponent.cards) == len(state.hands[1])
    assert not any(item.face_up for item in controller.opponent.cards)
    page.step_forward()
    page.table.finish()
    assert not any(item.face_up for item in controller.opponent.cards) or record.prefix(6).replay().is_over


def test_a_language_switch_rewords_the_table_the_log_and_the_review(qtbot, settings, shutdown, page):
    from cardavia_qt.i18n import Translators
    from PySide6.QtWidgets import QApplication

    table = finished_table(qtbot, settings, shutdown, "kowah", seed=4)
    page.open(table.controller.record())
    page.review_level = "easy"
    page.start_review()
    qtbot.waitUntil(lambda: not page.runner.running, timeout=60_000)
    page.jump(5)
    english = (page.table.controller.stock.caption, page.log.index(0).data(), page.review.index(0).data(),
               page.summary.text(), page.back_button.text())
    Translators(QApplication.instance()).switch("ru")
    russian = (page.table.controller.stock.caption, page.log.index(0).data(), page.review.index(0).data(),
               page.summary.text(), page.back_button.text())
    assert all(before != after for before, after in zip(english, russian)), (english, russian)
    assert "Ход" in russian[2] and "ИИ" in russian[3]


def test_a_past_deal_that_no_longer_replays_is_told_and_nothing_opens(window):
    from tests.engine.test_review import finished as finished_record

    data = finished_record("durak", 3).to_json()
    data["actions"][1], data["actions"][2] = data["actions"][2], data["actions"][1]  # out of turn now
    window.show_stats("durak")
    assert not window.show_replay("durak", data)
    assert window.stack.currentWidget() is window.stats_page
    assert window.notice.isVisible()
    assert "This Durak deal cannot be watched again: its record is damaged." in window.notice.label.text()


@pytest.mark.parametrize("language", ["ru", "en"])
def test_at_the_deals_start_the_log_shows_its_first_rows(window, language):
    # Seen live in Russian at 900×560: a replay opened from the statistics showed its log from
    # the fifth row, and again after «В конец» then «В начало»: the deal's first four (the
    # cards dealt, the trump, who leads) had scrolled away above the row it stood at.
    from tests.engine.test_review import finished as finished_record

    window.set_language(language)
    window.resize(900, 560)
    QCoreApplication.processEvents()
    assert window.show_replay("durak", finished_record("durak", 3))
    QCoreApplication.processEvents()
    page = window.replay_page
    view = page.log_list

    def first_row_in_sight() -> int:
        return view.indexAt(QPoint(4, 4)).row()

    def current_in_sight() -> bool:
        return view.viewport().rect().contains(view.visualRect(view.currentIndex()))

    try:
        assert view.currentIndex().row() > 0 and current_in_sight()
        assert first_row_in_sight() == 0
        page.to_end()
        QCoreApplication.processEvents()
        assert first_row_in_sight() > 0 and current_in_sight()
        page.to_start()
        QCoreApplication.processEvents()
        assert first_row_in_sight() == 0 and current_in_sight()
    finally:
        page.shutdown()


def test_a_measure_is_said_in_words_with_its_counts_and_a_measure_that_sees_no_loss_says_so(qapp):
    from cardavia_qt.i18n import Translators
    from cardavia_qt.models.review_list import GapWords
    from engine.core.review import ChoiceGap

    Translators(qapp).switch("en")
    words = GapWords()
    assert (words.text(ChoiceGap(1.02, "mahjong.progress", (2, 6.0), (1, 11.0)), "mahjong")
            == "Your hand: 2 tiles from ready instead of 1; 6 useful tiles instead of 11.")
    assert (words.text(ChoiceGap(0.5, "mahjong.progress", (1, 1.0), (0, 3.0)), "mahjong")
            == "Your hand: 1 tile from ready instead of ready; 1 useful tile instead of 3.")
    assert (words.text(ChoiceGap(0.25, "kowah.readiness", (0.5,), (0.75,)), "kowah")
            == "Chance of a live ready hand: 50 % instead of 75 %.")
    # Two chances that round alike are told apart by a decimal.
    assert (words.text(ChoiceGap(0.003, "kowah.readiness", (0.041,), (0.044,)), "kowah")
            == "Chance of a live ready hand: 4.1 % instead of 4.4 %.")
    # Both with their decimal, a round one too (seen live in Hindi: «4 %, 4.1 %»).
    assert (words.text(ChoiceGap(0.001, "kowah.readiness", (0.040,), (0.041,)), "kowah")
            == "Chance of a live ready hand: 4.0 % instead of 4.1 %.")
    assert (words.text(ChoiceGap(0.25, "hard.score", (0.5,), (0.75,)), "durak")
            == "Hard AI's score (−1 to +1): +0.50 for yours, +0.75 for its choice.")
    assert (words.text(ChoiceGap(-0.08, "hard.score", (0.83,), (0.75,)), "durak")
            == "Hard AI's score (−1 to +1): +0.83 for yours, +0.75 for its choice. "
               "By this measure your choice is no worse.")
    Translators(qapp).switch("ru")
    assert "полезных костей" in words.text(ChoiceGap(1.02, "mahjong.progress", (2, 6.0), (1, 11.0)), "mahjong")
    assert "4,1 %" in words.text(ChoiceGap(0.003, "kowah.readiness", (0.041,), (0.044,)), "kowah")
    assert "4,0 %" in words.text(ChoiceGap(0.001, "kowah.readiness", (0.040,), (0.041,)), "kowah")
    Translators(qapp).switch("en")


@pytest.mark.parametrize("game", ["kowah", "sisepai"])
def test_the_replays_rows_show_each_sentence_whole_and_no_blank_line(qtbot, settings, shutdown, page, game):
    """The replay's log rows (and its review rows, drawn by the same delegate) are as tall as
    their wrapped sentence: no last line cut, no blank line under it (a row measured narrower
    than it was drawn left one)."""
    from tests.qt.row_lines import lines_needed, painted_lines, row_image

    table = finished_table(qtbot, settings, shutdown, game, seed=21)
    page.open(table.controller.record())
    view = page.log_list
    QCoreApplication.processEvents()
    wrapped = 0
    for row in range(view.model().rowCount()):
        index = view.model().index(row, 0)
        rect = view.visualRect(index)
        needed = lines_needed(index.data(), view.font(), rect.width() - 16)  # less 8 px of padding a side
        wrapped += needed >= 2
        assert painted_lines(row_image(view, index)) == needed, index.data()
        spacing = QFontMetricsF(view.font()).lineSpacing()
        assert rect.height() < (needed + 1) * spacing, f"a blank line under {index.data()!r}"
    assert wrapped, "no sentence long enough to wrap: the test shows nothing"


@pytest.mark.parametrize("language", ["hi", "ru", "en"])
def test_the_replays_controls_keep_their_words_and_the_slider_its_room_in_a_narrow_window(
        qtbot, settings, shutdown, page, language):
    """Seen live in Hindi at 1024 px: «शुरुआत», «एक चाल पीछे» and «एक चाल आगे» cut short and the
    slider 15 px long. At any width every control keeps its own minimum width, none lies over
    another and the slider keeps its room: on one row where that fits (English at 1280 px),
    else the buttons above the track through the deal."""
    import itertools

    from PySide6.QtWidgets import QApplication, QWidget

    from cardavia_qt.fonts import register_bundled_fonts
    from cardavia_qt.i18n import Translators
    from cardavia_qt.views.replay_page import SLIDER_ROOM

    register_bundled_fonts()
    table = finished_table(qtbot, settings, shutdown, "kowah", seed=21)
    page.open(table.controller.record())
    Translators(QApplication.instance()).switch(language)
    rows = {}
    for width in (1280, 1024, 900, 1600):
        page.resize(width, 700)
        qtbot.waitUntil(lambda: page.width() == width)  # the controls do not hold the window wide
        QCoreApplication.processEvents()
        for step in (page.step_forward, page.toggle_play, page.toggle_play, page.to_end):
            step()  # the count of moves and Play / Pause change their words
            QCoreApplication.processEvents()
            shown = [widget for widget in page.bar.findChildren(QWidget) if widget.parent() is page.bar
                     and widget.isVisible()]
            for widget in shown:
                assert widget.width() >= widget.minimumSizeHint().width(), (width, widget.objectName())
            assert page.slider.width() >= SLIDER_ROOM, width
            for first, second in itertools.combinations(shown, 2):
                assert not first.geometry().intersects(second.geometry()), (width, first.objectName(),
                                                                             second.objectName())
        rows[width] = len({widget.geometry().center().y() // 20 for widget in (page.leave_button, page.slider)})
        page.to_start()
    if language == "en":
        assert rows[1280] == 1 and rows[1600] == 1
    assert rows[900] == 2


def test_the_tab_rows_free_end_is_as_dark_as_the_tabs(qtbot, settings, shutdown, page):
    # Seen live in Hindi at 1020 px: right of «बाज़ी का ब्योरा | समीक्षा» the tab row was the
    # style's light grey, a pale strip on the dark table.
    table = finished_table(qtbot, settings, shutdown, "durak", seed=21)
    page.open(table.controller.record())
    qtbot.wait(10)
    side = page.side
    image = side.grab().toImage()
    bar = side.tabBar()
    assert bar.geometry().right() < side.width() - 20, "the row has a free end"
    free = image.pixelColor(side.width() - 10, bar.geometry().center().y())
    assert free.lightness() < 90, free.name()


@pytest.mark.parametrize("game", ["durak", "sisepai"])
def test_a_replay_invites_no_move_on_the_players_turns(qtbot, settings, shutdown, page, game):
    # Seen live: a Durak replay standing where the player led said «Drag or click a card to
    # attack» on the felt, though nothing there can be played.
    table = finished_table(qtbot, settings, shutdown, game, seed=5)
    record = table.controller.record()
    page.open(record)
    controller = page.table.controller
    invited = controller.table if game == "durak" else controller.public
    turns = 0
    for index in range(len(record.actions)):
        page.jump(index)
        if controller.human_to_act:
            turns += 1
            assert invited.placeholder == "", (index, invited.placeholder)
            assert not getattr(invited, "calling", False)
    assert turns


def test_one_click_on_a_row_of_the_review_or_the_log_shows_that_moment(qtbot, settings, shutdown, page):
    # Seen live: a click on a decision in the review only selected its row; the table stayed
    # where it was (a double click or Enter opened it, which nothing told).
    table = finished_table(qtbot, settings, shutdown, "durak", seed=5)
    record = table.controller.record()
    reviewed(qtbot, page, record)
    review_list, model = page.review_list, page.review
    for row in (1, 0):  # the first is the current row already: a click on it opens it too
        index = model.index(row)
        review_list.scrollTo(index)
        QTest.mouseClick(review_list.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         review_list.visualRect(index).center())
        assert page.cursor.index == index.data(POSITION_ROLE) != 0
        page.jump(0)
    page.side.setCurrentIndex(0)  # the deal log
    log_list = page.log_list
    index = log_list.model().index(8, 0)
    log_list.scrollTo(index)
    QTest.mouseClick(log_list.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     log_list.visualRect(index).center())
    assert page.cursor.index == page.cursor.position_of_event(8, page.everything) != 0


def test_the_replays_table_keeps_its_size_whatever_the_status_says(qtbot, settings, shutdown, page):
    """Seen live in Russian at 900 px: the sentence at the deal's start took two lines, the
    moves after it one, and the table above grew and shrank by a line as the replay played.
    The status keeps two lines whatever it says; a sentence too long for them is set smaller
    or cut, whole in its tooltip."""
    from PySide6.QtWidgets import QApplication

    from cardavia_qt.fonts import register_bundled_fonts
    from cardavia_qt.i18n import Translators

    register_bundled_fonts()
    table = finished_table(qtbot, settings, shutdown, "mahjong", seed=21)
    page.open(table.controller.record())
    Translators(QApplication.instance()).switch("ru")
    page.resize(900, 526)
    qtbot.waitUntil(lambda: page.width() == 900)
    QCoreApplication.processEvents()
    heights, lines = set(), set()
    spacing = page.status.fontMetrics().lineSpacing()
    for index in [*range(0, 80), page.cursor.last]:
        page.jump(index)
        QCoreApplication.processEvents()
        status = page.status
        heights.add((page.table.height(), status.height()))
        metrics = status.fontMetrics()
        words = metrics.boundingRect(QRect(0, 0, status.contentsRect().width(), 0), Qt.TextFlag.TextWordWrap,
                                     status.text())
        lines.add(words.height() // metrics.lineSpacing())
        assert status.heightForWidth(status.width()) <= status.height(), (index, status.text())
        if status.toolTip():
            assert status.toolTip() == page.status_text() != status.text()
        else:
            assert status.text() == page.status_text()
    assert len(heights) == 1, heights
    assert status.height() >= 2 * spacing
    assert {1, 2} <= lines, "no sentence of two lines and one of one: the test shows nothing"


def test_back_from_a_replay_the_keyboard_is_on_the_results_button_that_opened_it(qtbot, window):
    """Seen live in Russian: Replay from the results, then Escape; the keyboard was in the hand
    under the results and none of their buttons was ringed (the table page, hidden, had given
    its focus to the cards)."""
    from PySide6.QtWidgets import QApplication

    window.settings.animation_speed = 0
    window.activateWindow()
    qtbot.waitActive(window)
    table = window.start_game("durak", seed=12)
    table.autoplay(3000)
    qtbot.waitUntil(table.overlay.isVisible, timeout=3000)
    for button in (table.overlay.replay_button, table.overlay.review_button):
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        assert window.stack.currentWidget() is window.replay_page
        if button is table.overlay.replay_button:
            # The replay takes the keyboard on Play, where Right steps the deal: seen live, it
            # was on the tab bar beside the table, where Right changed the tab.
            assert QApplication.focusWidget() is window.replay_page.play_button
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
            assert window.replay_page.cursor.index == 1
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
        assert window.stack.currentWidget() is table
        assert QApplication.focusWidget() is button
    # Left by its Back to lobby, the table takes the keyboard back on Play again (Space there
    # would go back to the lobby again).
    table.overlay.lobby_button.setFocus()
    window.show_rules("durak", return_to=table)
    window.go_back()
    assert window.stack.currentWidget() is table
    assert QApplication.focusWidget() is table.overlay.play_again_button
