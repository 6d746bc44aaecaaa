"""The deal log (issue 16 step 5): a side panel beside the table, turned on and off by a command
of the menu (Ctrl+L) and remembered across restarts, listing what happened in the deal as
sentences in the current language — one row per event the player's seat saw, live, shorter
again after a take-back — reachable by Tab, walked by the arrow keys, each row read by screen
readers as its sentence."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardavia_qt import app as cardavia
from cardavia_qt.i18n import Translators
from cardavia_qt.models.deal_log import DealLogModel, SessionEvents
from cardavia_qt.seat_names import SeatNames
from cardavia_qt.sentences import event_sentence
from cardavia_qt.settings import Settings
from cardavia_qt.table import create_table
from cardavia_qt.views.deal_log_panel import DealLogPanel
from tests.qt.row_lines import lines_needed, painted_lines, row_image
from engine.core import registry
from engine.core.session import DealSession
from engine.sisepai.actions import Pass

SEAT_NUMBER = re.compile(r"\b[Ss]eat \d")


@pytest.fixture
def home(tmp_path, monkeypatch):
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    return tmp_path


@pytest.fixture
def start(qtbot, home):
    windows = []

    def starter():
        window = cardavia.build(cardavia.parse_args(["--lang", "en"]))
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)  # waitActive may return before the window is active
        windows.append(window)
        return window

    yield starter
    for window in windows:
        if window.table is not None:
            window.table.controller.shutdown()
        window.close()


@pytest.fixture
def table(qtbot, shutdown):
    def make(game: str, seed: int, shown: bool = True):
        settings = Settings(animation_speed=0.0, deal_log=shown)
        page = create_table(game, settings)
        qtbot.addWidget(page)
        shutdown(page)
        page.resize(1280, 800)
        page.show()
        page.activateWindow()
        qtbot.waitUntil(page.isActiveWindow)
        page.new_deal(seed)
        return page
    return make


def press_ctrl_l(window) -> None:
    """Ctrl+L where the keyboard focus is, as the player would type it."""
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    QCoreApplication.processEvents()


def rows(model) -> list[str]:
    return [model.index(row).data() for row in range(model.rowCount())]


def accessible_rows(view) -> list[tuple[QAccessible.Role, str]]:
    interface = QAccessible.queryAccessibleInterface(view)
    return [(interface.child(i).role(), interface.child(i).text(QAccessible.Text.Name))
            for i in range(interface.childCount())]


def test_the_log_is_a_command_of_the_menu_and_is_remembered_across_restarts(qtbot, start):
    window = start()
    action = window.commands["toggle_deal_log"]
    assert action in window.header.options.menu().actions() and action.shortcut().toString() == "Ctrl+L"
    table = window.start_game("durak", seed=3)
    assert table.log_panel.isHidden() and not action.isChecked()  # off for a new player
    press_ctrl_l(window)
    assert table.log_panel.isVisible() and action.isChecked()
    window.close()  # the settings are written at close

    again = start()
    assert again.settings.deal_log and again.commands["toggle_deal_log"].isChecked()
    table = again.start_game("kowah", seed=4)
    assert table.log_panel.isVisible() and table.log_panel.model.rowCount() > 0
    press_ctrl_l(again)
    assert table.log_panel.isHidden()
    again.close()
    assert not start().settings.deal_log


def test_rows_are_reached_by_tab_walked_by_arrows_and_read_as_their_sentences(qtbot, start):
    window = start()
    window.toggle_deal_log()
    page = window.start_game("mahjong", seed=3)
    page.autoplay(30)
    panel = page.log_panel
    sentences = rows(panel.model)
    assert len(sentences) > 10
    page.lobby_button.setFocus()
    QTest.keyClick(page.lobby_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.list, "Tab reaches the log"
    assert panel.list.currentIndex().row() == len(sentences) - 1, "entering it puts the newest row current"
    QTest.keyClick(panel.list, Qt.Key.Key_Up)
    QTest.keyClick(panel.list, Qt.Key.Key_Up)
    assert panel.list.currentIndex().row() == len(sentences) - 3
    QTest.keyClick(panel.list, Qt.Key.Key_Home)
    assert panel.list.currentIndex().row() == 0
    read = accessible_rows(panel.list)
    assert read == [(QAccessible.Role.ListItem, sentence) for sentence in sentences]
    assert QAccessible.queryAccessibleInterface(panel.list).text(QAccessible.Text.Name) == "Deal log"
    assert all(sentence and not SEAT_NUMBER.search(sentence) and "{" not in sentence for sentence in sentences)
    assert "You receive 13 tiles." in sentences and any(sentence.startswith("Left AI ") for sentence in sentences)


def test_the_log_grows_live_row_by_row_as_the_deal_goes_on(qtbot, table):
    page = table("durak", 8)
    model, controller = page.log_panel.model, page.controller
    inserted, reset = [], []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    model.modelReset.connect(lambda: reset.append(True))
    before = model.rowCount()
    assert before == len(controller.state.events_seen_by(0))
    for _ in range(6):  # the player and the AI (in its worker process) take turns
        qtbot.waitUntil(lambda: controller.human_to_act or controller.state.is_over, timeout=15000)
        if controller.state.is_over:
            break
        count = model.rowCount()
        assert controller.apply_human(controller.legal()[0])
        assert model.rowCount() > count, "the player's move is in the log at once"
    assert model.rowCount() == len(controller.state.events_seen_by(0)) > before
    assert inserted and not reset and all(first >= before for first, _ in inserted)
    assert any(row.startswith("The AI ") for row in rows(model)), "the AI's moves are told too"
    view = page.log_panel.list
    last = view.visualRect(model.index(model.rowCount() - 1))
    assert view.viewport().rect().intersects(last), "the newest row is in sight"


def test_the_newest_row_stays_whole_in_sight_when_the_window_grows(qtbot, table):
    # Seen live: a deal continued in a 1900 x 1030 window showed its newest row cut in half,
    # the rows having been measured again, in a larger letter, after the log had scrolled.
    page = table("kowah", 8)
    page.autoplay(60)
    page.hold_still()
    view, model = page.log_panel.list, page.log_panel.model
    for size in ((1280, 800), (1900, 1030), (1024, 640), (1600, 1000)):
        page.resize(*size)
        qtbot.waitUntil(lambda: page.size().width() == size[0])
        QCoreApplication.processEvents()
        last = view.visualRect(model.index(model.rowCount() - 1))
        assert view.verticalScrollBar().maximum() > 0, "enough rows to scroll"
        assert view.viewport().rect().contains(last), (size, last, view.viewport().rect())


def test_the_log_is_worded_again_in_the_new_language(qtbot, table):
    page = table("sisepai", 5)
    page.autoplay(12)
    english = rows(page.log_panel.model)
    Translators(QApplication.instance()).switch("ru")
    QCoreApplication.processEvents()
    russian = rows(page.log_panel.model)
    assert len(russian) == len(english) and russian != english
    assert all(re.search("[а-яА-Я]", row) for row in russian), [row for row in russian if not re.search("[а-я]", row)]
    assert accessible_rows(page.log_panel.list)[-1][1] == russian[-1]
    assert page.log_panel.title.text() != "Deal log"
    Translators(QApplication.instance()).switch("en")
    QCoreApplication.processEvents()
    assert rows(page.log_panel.model) == english


def test_a_take_back_shrinks_the_log_to_the_position_returned_to(qtbot):
    session = DealSession.new("sisepai", 12, "easy", lone_answer=Pass())
    panel = DealLogPanel()
    qtbot.addWidget(panel)
    panel.follow(SessionEvents(session), 0, SeatNames(registry.get("sisepai").players, 0))
    removed = []
    panel.model.rowsRemoved.connect(lambda _parent, first, last: removed.append((first, last)))
    session.run_ais()
    for _ in range(3):
        session.play(session.legal()[0])
        session.run_ais()
    grown = rows(panel.model)
    assert len(grown) == len(session.events())
    assert session.take_back()
    session.run_ais()
    shorter = rows(panel.model)
    assert len(shorter) == len(session.events()) < len(grown)
    assert shorter == grown[:len(shorter)], "the rows before the position returned to stay as they were"
    assert removed and removed[-1][1] == len(grown) - 1
    session.play(session.legal()[0])  # the same move again: the same deal goes on
    session.run_ais()
    assert rows(panel.model) == grown


def private_pass_of_an_ai():
    """A Kowah position after an AI seat stayed silent with a ready hand (a private event)."""
    info = registry.get("kowah")
    for seed in range(400):
        state = info.new_deal(seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.pending()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            if any(event.private and event.seat != 0 for event in state.events):
                return state
    raise AssertionError("no AI stayed silent with a ready hand in 400 deals")


def test_another_seats_private_events_never_reach_the_log():
    state = private_pass_of_an_ai()
    names = SeatNames(3, 0)
    model = DealLogModel(0, names)
    model.set_events(state.events_seen_by(0))
    hidden = [event for event in state.events if event.private and event.seat != 0]
    assert hidden and model.rowCount() == len(state.events) - len(hidden)
    assert all(not model.event_at(row).private for row in range(model.rowCount()))
    mine = DealLogModel(hidden[0].seat, SeatNames(3, hidden[0].seat))
    mine.set_events(state.events_seen_by(hidden[0].seat))
    assert any(mine.event_at(row) == hidden[0] for row in range(mine.rowCount())), "the seat itself sees it"


def test_a_new_deal_replaces_the_rows_of_the_last(qtbot, table):
    page = table("kowah", 2)
    page.autoplay(15)
    first = rows(page.log_panel.model)
    page.new_deal(9)
    assert rows(page.log_panel.model) == rows_of(page)
    assert rows(page.log_panel.model) != first


def rows_of(page) -> list[str]:
    return [event_sentence(event, 0, page.controller.names) for event in page.controller.state.events_seen_by(0)]


@pytest.mark.parametrize("game", ["kowah", "durak"])
def test_the_log_lists_a_move_once_its_cards_land_and_a_take_back_removes_its_rows_at_once(qtbot, shutdown, game):
    """With animations on the deal runs ahead of the table: an AI move decided is in the deal
    while its cards still fly. The log reads the table, not the deal: the move's row comes when
    its cards land, and a take-back's rows go at once, while the cards fly back."""
    settings = Settings(animation_speed=1.0, deal_log=True)
    page = create_table(game, settings)
    qtbot.addWidget(page)
    shutdown(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    page.new_deal(4)
    controller, model = page.controller, page.log_panel.model
    layer, mover = controller.layer, page.scene.mover
    flying: list = []

    def ai_move_in_flight() -> bool:
        """An AI's event is in the deal, its cards on their way: note the log at that moment."""
        shown, dealt = len(controller.events_seen()), controller.session.events()
        if len(dealt) > shown and dealt[shown].seat not in (None, 0) and mover.busy:
            flying.append((dealt[shown], [model.event_at(row) for row in range(model.rowCount())],
                           controller.events_seen()))
            return True
        return False

    for _ in range(8):  # the player moves until an AI answers (a Kowah draw is followed by a discard)
        qtbot.waitUntil(lambda: controller.human_to_act and not layer.busy, timeout=20000)
        assert controller.apply_human(controller.legal()[-1])
        qtbot.waitUntil(lambda: ai_move_in_flight() or (controller.human_to_act and not layer.busy), timeout=20000)
        if flying:
            break
    assert flying, "an AI move was caught in flight"
    event, logged, shown = flying[0]
    assert all(row is not event for row in logged), "not listed while its cards fly"
    assert logged == list(shown), "the rows are the events the table shows"
    qtbot.waitUntil(lambda: not layer.busy and not mover.busy, timeout=20000)
    assert any(model.event_at(row) is event for row in range(model.rowCount())), "listed once its cards landed"
    assert rows(model) == [event_sentence(seen, 0, controller.names) for seen in controller.events_seen()]

    qtbot.waitUntil(lambda: controller.can_take_back and not layer.busy, timeout=20000)
    before = model.rowCount()
    assert controller.take_back()
    assert mover.busy, "the cards fly back"
    assert model.rowCount() == len(controller.session.events()) < before, "the taken-back rows are gone at once"
    assert rows(model) == [event_sentence(seen, 0, controller.names) for seen in controller.session.events()]


@pytest.mark.parametrize("language", ["ru", "hi"])
def test_every_row_shows_its_whole_sentence(qtbot, home, language):
    """A long sentence wraps onto as many lines as it needs and none is cut short with an
    ellipsis (Russian Sì Sè Pái rows of three lines and more lost their last words on screen)."""
    window = cardavia.build(cardavia.parse_args(["--lang", language]))
    qtbot.addWidget(window)
    window.settings.deal_log = True
    window.resize(1400, 880)
    window.show()
    table = window.start_game("sisepai", seed=4)
    try:
        table.autoplay(30)
        table.hold_still()
        panel = table.log_panel
        view = panel.list
        QCoreApplication.processEvents()
        long_rows = 0
        for row in range(panel.model.rowCount()):
            index = panel.model.index(row, 0)
            rect = view.visualRect(index)
            image = row_image(view, index)
            # the words' own room: the row less its padding of 8 px a side
            needed = lines_needed(index.data(), view.font(), rect.width() - 16)
            long_rows += needed >= 2
            assert painted_lines(image) >= needed, index.data()
        assert long_rows, "no sentence long enough to wrap: the test shows nothing"
    finally:
        table.controller.shutdown()
        window.close()
