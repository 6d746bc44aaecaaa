"""The statistics page through item models (issue 16 step 8): the figures as a table a screen
reader reads, per AI level; the past deals as a table model (date, result, points or multiplier,
AI level, help), newest first, opened by the keyboard into a request for their replay. And the
MCR score sheet as tables of fans and payments."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QColor, QFont, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from cardavia_qt.deal_keeping import DealKeeping
from cardavia_qt.i18n import Translators
from cardavia_qt.models.past_deal_list import DATE, HELP, LEVEL, RESULT, SCORE
from cardavia_qt.past_deals import PastDealsStore
from cardavia_qt.stats import StatsStore
from cardavia_qt.models.text_table import STYLE_ROLE
from cardavia_qt.table.mahjong_results import LOOKS, MahjongResults, ScoreSheet
from cardavia_qt.views import style
from cardavia_qt.views.stats_page import CHART_DEALS, WIN, ResultsChart, StatsPage
from engine.core.record import DealRecord
from tests.qt.test_past_deals import finished

GAMES = ("durak", "kowah", "sisepai", "mahjong")


def cells(interface) -> list[tuple[QAccessible.Role, str]]:
    found = []
    for i in range(interface.childCount()):
        child = interface.child(i)
        if child.role() == QAccessible.Role.Cell:
            found.append(child.text(QAccessible.Text.Name))
    return found


@pytest.fixture
def kept(tmp_path):
    """Kowah deals finished at two levels: two at easy (one won with take-backs), one at hard."""
    stats, deals = StatsStore(tmp_path / "stats.json"), PastDealsStore(GAMES, tmp_path / "deals")
    keeping = DealKeeping(None, deals, stats)
    won = finished("kowah", 1, winner=0)
    lost = finished("kowah", 1, winner=1)
    keeping.finish(DealRecord.of(won, (None, "easy", "easy")), won.outcome)
    keeping.finish(DealRecord.of(lost, (None, "hard", "hard"), hints=2), lost.outcome)
    keeping.finish(DealRecord.of(won, (None, "easy", "easy"), take_backs=3), won.outcome)
    return stats, deals, won


@pytest.fixture
def page(qtbot, kept):
    stats, deals, _ = kept
    page = StatsPage()
    qtbot.addWidget(page)
    page.resize(1200, 760)
    page.show()
    page.show_game("kowah", stats, deals)
    return page


def test_the_figures_are_a_table_a_screen_reader_reads(page):
    read = cells(QAccessible.queryAccessibleInterface(page.numbers))
    assert read[:10] == ["Deals played", "3", "Won", "1", "Won with take-backs", "1", "Lost", "1", "Drawn", "0"]
    assert "Best hand" not in read, "MCR's figures on MCR's page only"
    assert QAccessible.queryAccessibleInterface(page.numbers).role() == QAccessible.Role.Table


def test_each_ai_level_shows_its_own_figures_and_deals(page):
    assert [page.level_box.itemData(i) for i in range(page.level_box.count())] == [None, "easy", "hard", "expert"]
    page.level_box.setCurrentIndex(page.level_box.findData("easy"))
    page.level_box.activated.emit(page.level_box.currentIndex())
    assert page.figures.text("played", 1) == "2" and page.figures.text("won_with_take_backs", 1) == "1"
    assert page.past.rowCount() == 2 and {deal.level for deal in page.past.deals} == {"easy"}
    page.show_level("hard")
    assert page.figures.text("lost", 1) == "1" and page.past.rowCount() == 1


def test_past_deals_are_listed_newest_first_with_their_columns(page, kept):
    _, _, won = kept
    model = page.past
    assert model.rowCount() == 3 and model.columnCount() == 5
    headers = [model.headerData(column, Qt.Orientation.Horizontal) for column in range(5)]
    assert headers == ["Ended", "Result", "Winning hand", "AI level", "Help used"]
    newest = [model.index(0, column).data() for column in (RESULT, SCORE, LEVEL, HELP)]
    assert newest == ["Won with take-backs", f"×{won.outcome.detail['multiplier']}", "Easy", "3 take-backs"]
    assert [model.index(1, column).data() for column in (RESULT, LEVEL, HELP)] == ["Lost", "Hard", "2 hints"]
    assert model.index(2, HELP).data() == "none"
    # The last column is cut short in a narrow window: its words stay in the tooltip.
    assert model.index(1, HELP).data(Qt.ItemDataRole.ToolTipRole) == "2 hints"
    assert model.index(0, DATE).data() and model.index(0, DATE).data() != page.past.deals[0].date  # the locale's form
    table = QAccessible.queryAccessibleInterface(page.deals_view)
    assert table.role() == QAccessible.Role.Table and table.text(QAccessible.Text.Name) == "Past deals"
    assert "Won with take-backs" in cells(table)


def test_opening_a_past_deal_by_the_keyboard_asks_for_its_replay(qtbot, page):
    asked = []
    page.replay_requested.connect(lambda game, deal: asked.append((game, deal)))
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    page.deals_view.setFocus()
    QTest.keyClick(page.deals_view, Qt.Key.Key_Down)
    QTest.keyClick(page.deals_view, Qt.Key.Key_Down)
    QTest.keyClick(page.deals_view, Qt.Key.Key_Return)
    assert asked and asked[-1][0] == "kowah" and asked[-1][1] is page.past.deals[page.deals_view.currentIndex().row()]
    page.watch_button.click()
    assert len(asked) == 2 and asked[-1][1].record["game"] == "kowah"



def test_watch_again_opens_the_newest_deal_before_any_row_is_chosen(qtbot, page):
    # Seen live: with no row chosen the button looked ready, and a click did nothing.
    asked = []
    page.replay_requested.connect(lambda game, deal: asked.append(deal))
    assert page.deals_view.currentIndex().row() == 0 and page.watch_button.isEnabled()
    QTest.mouseClick(page.watch_button, Qt.MouseButton.LeftButton)
    assert asked == [page.past.deals[0]]


def test_a_disabled_button_looks_disabled(qtbot, page):
    button = page.watch_button
    button.setEnabled(True)
    ready = button.grab().toImage()
    button.setEnabled(False)
    assert button.grab().toImage() != ready

def test_the_main_window_has_a_way_to_the_replay(qtbot, tmp_path, monkeypatch, kept):
    from cardavia_qt import app as cardavia

    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    window = cardavia.build(cardavia.parse_args(["--lang", "en"]))
    qtbot.addWidget(window)
    stats, deals, _ = kept
    window.stats, window.deals = stats, deals
    window.show_stats("kowah")
    window.stats_page.deals_view.setCurrentIndex(window.stats_page.past.index(1, 0))
    window.stats_page.watch_button.click()
    # The deal opens in the replay, from its start; leaving it returns to the statistics.
    deal = window.stats_page.past.deal(1)
    assert window.stack.currentWidget() is window.replay_page
    assert window.replay_page.cursor.record == deal.deal_record() and window.replay_page.cursor.at_start
    window.replay_page.leave_button.click()
    assert window.stack.currentWidget() is window.stats_page
    window.replay_page.shutdown()


def test_the_page_follows_the_language(page):
    Translators(QApplication.instance()).switch("ru")
    QCoreApplication.processEvents()
    assert page.figures.text("played", 0) == "Сыграно партий"
    assert page.past.headerData(RESULT, Qt.Orientation.Horizontal) != "Result"
    assert page.past.index(0, RESULT).data() != "Won with take-backs"
    assert page.level_box.itemText(0) != "All levels"


SHEET = ScoreSheet((("All Pungs", 1, 6), ("Pung of Terminals or Honors", 2, 1), ("Seat Wind", 1, 2)), 2, 12,
                   (("East · You", 36), ("South · Right AI", -12), ("West · Across AI", -12), ("North · Left AI", -12)))


def test_the_mcr_score_sheet_is_two_tables_read_with_their_headings(qtbot):
    table = QWidget()  # the results lie over a table
    qtbot.addWidget(table)
    table.resize(1000, 700)
    results = MahjongResults(table)
    results.setGeometry(0, 0, 1000, 700)
    table.show()
    results.show_score("Hu! You win 12 points", "", SHEET)
    fans = QAccessible.queryAccessibleInterface(results.fan_view)
    assert fans.role() == QAccessible.Role.Table and fans.text(QAccessible.Text.Name) == "Fans and points"
    assert cells(fans) == ["All Pungs", "", "6", "Pung of Terminals or Honors", "2 times", "2", "Seat Wind", "", "2",
                           "Flowers", "2 times", "2", "Total", "", "12"]
    assert [results.fans.headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == ["Fan", "", "Points"]
    assert [results.fans.index(row, 1).data() for row in range(results.fans.rowCount())] == ["", "×2", "", "×2", ""]
    payments = QAccessible.queryAccessibleInterface(results.pay_view)
    assert cells(payments) == ["East · You", "receives 36", "South · Right AI", "pays 12", "West · Across AI", "pays 12",
                               "North · Left AI", "pays 12"]
    assert [results.payments.index(row, 1).data() for row in range(4)] == ["+36", "-12", "-12", "-12"]
    # Laid out whole: every cell as wide as its words in its own font, the sheet as tall as its rows.
    QCoreApplication.processEvents()
    for view in (results.fan_view, results.pay_view):
        model = view.model()
        assert view.viewport().height() >= sum(view.rowHeight(row) for row in range(model.rowCount()))
        for row in range(model.rowCount()):
            for column in range(model.columnCount()):
                index = model.index(row, column)
                if not index.data():
                    continue
                font = QFont(view.font())
                font.setPixelSize(round(LOOKS[index.data(STYLE_ROLE)].pixels))
                font.setWeight(LOOKS[index.data(STYLE_ROLE)].weight)
                assert view.columnWidth(column) >= QFontMetrics(font).horizontalAdvance(index.data()), index.data()
                assert view.rowHeight(row) >= QFontMetrics(font).height()


def test_a_drawn_mcr_deal_shows_no_sheet(qtbot):
    table = QWidget()  # the panel lies over a table, as in the app (a window of its own cannot raise itself offscreen)
    qtbot.addWidget(table)
    results = MahjongResults(table)
    table.show()
    results.show()
    results.show_score("A draw", "", None)
    assert results.sheet.isHidden() and results.fans.rowCount() == 0 and results.payments.rowCount() == 0


def test_past_deals_keep_three_rows_in_sight_at_the_pages_smallest(qtbot, page):
    # Seen live in Russian in a 1056×598 window: the numbers and the chart took the height and
    # the list of past deals showed one row of three, with a scroll bar.
    for language in ("en", "ru", "hi"):
        Translators(QApplication.instance()).switch(language)
        QCoreApplication.processEvents()
        smallest = page.minimumSizeHint().expandedTo(page.minimumSize())
        page.resize(max(smallest.width(), 900), smallest.height())
        QCoreApplication.processEvents()
        view = page.deals_view
        rows = view.model().rowCount()
        assert rows == 3
        shown = view.viewport().height()
        assert shown >= sum(view.rowHeight(row) for row in range(rows)), (language, shown)


@pytest.mark.parametrize("language", ["en", "hi"])
def test_a_short_window_scrolls_the_page_instead_of_growing(window, kept, language):
    # Seen live in Hindi: the statistics of a game with past deals made an 870×516 window 640 px
    # tall, and it kept that height back at the table.
    stats, deals, _ = kept
    window.stats, window.deals = stats, deals
    window.set_language(language)
    window.resize(870, 480)
    QCoreApplication.processEvents()
    height = window.height()
    window.show_stats("kowah")
    QCoreApplication.processEvents()
    page = window.stats_page
    assert window.height() == height
    assert page.scroll.verticalScrollBar().maximum() > 0
    # Everything is in reach: scrolled to, the Watch again button is whole in sight.
    page.scroll.ensureWidgetVisible(page.watch_button)
    QCoreApplication.processEvents()
    viewport = page.scroll.viewport()
    button = page.watch_button
    corner = button.mapTo(viewport, button.rect().topLeft())
    assert viewport.rect().contains(corner) and viewport.rect().contains(corner + button.rect().bottomRight())
    # Tall enough, it does not scroll.
    window.resize(1280, 800)
    QCoreApplication.processEvents()
    assert page.scroll.verticalScrollBar().maximum() == 0


def dark_columns(image, left: int, right: int, top: int, bottom: int) -> list[int]:
    """The x of every column between left and right holding a dark (text) pixel."""
    return [x for x in range(max(0, left), min(image.width(), right))
            if any(image.pixelColor(x, y).lightness() < 110 for y in range(top, bottom))]


@pytest.mark.parametrize("language", ["en", "nb", "ru"])
def test_a_deals_score_and_its_ai_level_read_apart(qtbot, page, language):
    # Seen live in Norwegian: «10 poeng Lett», the score flush right against the level's word.
    Translators(QApplication.instance()).switch(language)
    QCoreApplication.processEvents()
    view = page.deals_view
    image = view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    for row in range(view.model().rowCount()):
        score = view.visualRect(page.past.index(row, SCORE))
        level = view.visualRect(page.past.index(row, LEVEL))
        top, bottom = int(score.top() * ratio), int(score.bottom() * ratio)
        ends = dark_columns(image, int(score.left() * ratio), int(score.right() * ratio), top, bottom)
        starts = dark_columns(image, int(level.left() * ratio), int(level.right() * ratio), top, bottom)
        assert ends and starts
        assert (starts[0] - ends[-1]) / ratio >= 14, (language, row, ends[-1], starts[0])


def test_the_past_deals_focus_border_runs_the_whole_list(qtbot, page):
    # Seen live: focused, the list's border grew from 1 to 2 px, and the rows, laid out for
    # the first, covered its inner half beside them.
    view = page.deals_view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    QCoreApplication.processEvents()
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    focus = QColor(style.FOCUS_ON_CREAM)
    offset = view.viewport().mapTo(view, view.rect().topLeft()).y()
    for row in range(view.model().rowCount()):
        middle = int((offset + view.visualRect(page.past.index(row, DATE)).center().y()) * ratio)
        for x in range(int(2 * ratio)):
            colour = image.pixelColor(x, middle)
            assert max(abs(colour.red() - focus.red()), abs(colour.green() - focus.green()),
                       abs(colour.blue() - focus.blue())) < 40, (row, x, colour.name())


def bar_widths(chart) -> list[int]:
    """The widths of the win bars, read off the painted chart along a row where they stand."""
    picture = chart.grab().toImage()
    y = int(chart.height() * 0.3)  # above the line: only the win bars reach so high
    widths, run = [], 0
    for x in range(picture.width()):
        colour = picture.pixelColor(x, y)
        if abs(colour.green() - WIN.green()) < 12 and abs(colour.red() - WIN.red()) < 12:
            run += 1
        elif run:
            widths.append(run)
            run = 0
    return widths


def test_a_few_deals_make_bars_a_player_can_see_and_sixty_fill_the_chart(qtbot):
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.resize(600, 240)
    chart.show()
    inner = 600 - 2 * (12 + 14)  # the chart's frame and margin on either side
    chart.set_results(["won", "lost", "won"])
    few = bar_widths(chart)
    assert len(few) == 2 and min(few) >= 0.7 * inner / 20 - 2  # the old chart: slivers a sixtieth wide
    chart.set_results(["won"] * 70)
    many = bar_widths(chart)
    assert len(many) == CHART_DEALS and max(many) <= 0.7 * inner / CHART_DEALS + 2


def test_the_statistics_open_at_their_top_in_a_short_window(qtbot, window, kept):
    # Seen live (Chinese, 648 x 534): the page opened scrolled down to the past deals, which have
    # the keyboard, the figures above them out of sight. (The window then took its least width
    # for the page, and the scroll area kept the list's rows in sight as it was resized.)
    stats, deals, _ = kept
    window.stats, window.deals = stats, deals
    window.set_language("zh_CN")
    window.resize(648, 534)
    window.activateWindow()
    qtbot.waitActive(window)
    for _ in range(2):  # the first time, and again after the lobby
        window.show_stats("kowah")
        for _ in range(5):
            QCoreApplication.processEvents()
        page = window.stats_page
        assert page.scroll.verticalScrollBar().maximum() > 0, "the page scrolls at this height"
        assert page.scroll.verticalScrollBar().value() == 0
        assert QApplication.focusWidget() is page.deals_view
        window.show_lobby()
        QCoreApplication.processEvents()


def test_chinese_counts_an_mcr_hand_in_fan_and_a_sisepai_hand_in_fen(qtbot):
    # Seen live: the statistics said «11 分» of an MCR hand the results had called «11番».
    from cardavia_qt.models.past_deal_list import PastDealsModel
    from cardavia_qt.past_deals import PastDeal

    Translators(QApplication.instance()).switch("zh_CN")
    model = PastDealsModel()
    deals = [PastDeal(f"{game}-1", game, "2026-12-08T02:20:00+00:00", "lost", "hard", 0, 0, 11, None, {})
             for game in ("mahjong", "sisepai")]
    model.set_deals(deals)
    assert model.index(0, SCORE).data() == "11 番"
    assert model.index(1, SCORE).data() == "11 分"
