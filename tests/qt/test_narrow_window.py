"""A narrow window: half of a 1920-pixel screen holds Cardavia in every language, the header
making room by setting its name aside, and a table never gets less room than its layouts are
made for, beside the deal log or a replay's side panel. Only the page in sight sets how small
the window may be."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from cardavia_qt.i18n import LANGUAGE_CODES
from cardavia_qt.table.table_page import TABLE_SIZE
from cardavia_qt.views.header import SLIDER_WIDTHS

HALF_SCREEN = 1920 // 2


def squeeze(window, width: int = 400, height: int = 300) -> None:
    """Ask for a window smaller than anything allows; it stops at its smallest."""
    QApplication.processEvents()
    window.resize(width, height)
    QApplication.processEvents()


def least_width(window, language: str) -> int:
    """The window's least width in `language`, where it is left: what the header and lobby need."""
    window.set_language(language)
    for _ in range(3):  # a language's header and lobby settle over a few layouts
        squeeze(window)
    return window.width()


def settle() -> None:
    """A page's new need reaches the window over a few layout requests, one after another."""
    for _ in range(3):
        QApplication.processEvents()


def header_controls(header):
    return [*header.sliders.values(), header.language_label, header.language, header.options]


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_half_a_full_hd_screen_holds_the_lobby_in_every_language(window, language):
    # The header alone held the window at 978 px or more (1,020 in Russian).
    window.set_language(language)
    window.show_lobby()
    squeeze(window)
    header = window.header
    assert window.width() <= HALF_SCREEN, window.width()
    assert not header.brand.isVisible() and not header.suit.isVisible()
    inside = header.rect()
    boxes = [QRect(control.mapTo(header, control.rect().topLeft()), control.size()) for control in header_controls(header)]
    for box in boxes:
        assert inside.contains(box), (language, box, inside)
    for first, second in zip(boxes, boxes[1:]):
        assert not first.intersects(second), (language, first, second)
    window.resize(1280, 800)
    QApplication.processEvents()
    assert header.brand.isVisible() and header.suit.isVisible()


def test_the_name_keeps_the_header_its_height(window):
    header = window.header
    tall = header.height()
    squeeze(window)
    assert not header.brand.isVisible() and header.height() == tall


@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_sliders_take_the_room_the_name_leaves(window, language):
    # Seen live in Russian at 870 px: the name set aside left 110 px empty at the header's left
    # while the sliders kept their smallest width.
    window.set_language(language)
    window.show_lobby()
    window.resize(870, 700)
    QApplication.processEvents()
    header = window.header
    margins = header.layout().contentsMargins()
    sliders = list(header.sliders.values())
    if not header.brand.isVisible():
        assert sliders[0].x() == margins.left()
    assert sum(slider.width() for slider in sliders) > 3 * SLIDER_WIDTHS[0]
    window.resize(1600, 800)
    QApplication.processEvents()
    assert header.brand.isVisible()
    for slider in sliders:
        # At their largest (or their words' width), the bar as wide as the words above it.
        assert slider.width() >= SLIDER_WIDTHS[1] and slider.slider.width() == slider.width()
        assert slider.width() <= max(SLIDER_WIDTHS[1], slider.layout().itemAt(0).sizeHint().width() + 8)


def test_a_table_keeps_its_room_beside_the_deal_log(window):
    table = window.start_game("mahjong", seed=3)
    table.hold_still()
    table.show_log(True)
    squeeze(window)
    assert table.log_panel.isVisible()
    assert table.view.width() >= TABLE_SIZE[0], table.view.width()
    table.show_log(False)
    squeeze(window)
    assert table.view.width() >= TABLE_SIZE[0] and window.width() <= HALF_SCREEN


def test_a_replay_keeps_its_table_room_and_the_lobby_may_be_narrow_after(window):
    table = window.start_game("durak", seed=3)
    table.autoplay(1000)
    table.hold_still()
    assert window.show_replay("durak", table.controller.record())
    squeeze(window)
    assert window.replay_page.table.view.width() >= TABLE_SIZE[0], window.replay_page.table.view.width()
    # Back in the lobby, the pages out of sight no longer hold the window wide.
    window.show_lobby()
    squeeze(window)
    assert window.width() <= HALF_SCREEN, window.width()


def test_the_rules_keep_a_readable_column_in_the_narrowest_window(window):
    # Seen live in Hindi at 652 px: the contents list kept 250 px and the paper its 44-px
    # margins, leaving the rules a column of 220 px.
    window.set_language("hi")
    window.show_rules("sisepai")
    squeeze(window, 400, 560)
    book = window.rules.browser
    column = book.viewport().width() - 2 * book.document().documentMargin()
    assert column >= 300, (window.width(), column)
    window.resize(1280, 800)
    QApplication.processEvents()
    assert book.document().documentMargin() == 44 and window.rules.contents.width() == 250


@pytest.mark.parametrize("language", ["hi", "ru"])
def test_the_window_is_as_wide_as_the_tables_bar_needs_at_its_tightest(window, language):
    # Seen live in Hindi: Sì Sè Pái's claim window (Claim, Pass, Group, Hint, Take back) at 652
    # px, the least the lobby needs, cut every word of the bar («ों पर वापस (», «ावा (C»…).
    from PySide6.QtWidgets import QWidget

    from engine.mahjong.actions import Chow, Pass

    window.set_language(language)
    table = window.start_game("mahjong", seed=3)
    table.hold_still()
    table.show_log(False)
    squeeze(window)
    table.sync_actions([Chow(0), Chow(1), Chow(2), Pass()])
    table._fit_bar()
    for _ in range(3):
        squeeze(window)
    shown = [widget for widget in table.bar.findChildren(QWidget) if widget.parent() is table.bar and widget.isVisible()]
    for widget in shown:
        assert widget.width() >= max(widget.minimumSizeHint().width(), widget.minimumWidth()), (
            language, widget.objectName(), widget.width(), window.width())


@pytest.mark.parametrize("language", ["ru", "hi"])
def test_a_claim_at_the_least_width_shows_the_bars_signs_rather_than_widen_the_window(window, language):
    # Seen live in Russian: at the least width the header needs (753 px), Sì Sè Pái's Claim and
    # Pass widened the window to 845 px, and it stayed so in the lobby after.
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QWidget

    from engine.sisepai.actions import Claim, Pass

    least = least_width(window, language)
    table = window.start_game("sisepai", seed=3)
    table.hold_still()
    table.show_log(False)
    squeeze(window)
    table.sync_actions([Claim(), Pass()])
    table._fit_bar()
    for _ in range(3):
        squeeze(window)
    assert table.minimumWidth() == TABLE_SIZE[0]  # the bar did not make the page wider
    assert window.width() <= least
    assert table.lobby_button.text() == "←"
    words = QApplication.translate("TablePage", "&Back to lobby")
    assert "&" in words and table.lobby_button.shortcut() == QKeySequence.mnemonic(words)  # its Alt key stays
    shown = [widget for widget in table.bar.findChildren(QWidget) if widget.parent() is table.bar and widget.isVisible()]
    for widget in shown:
        assert widget.width() >= max(widget.minimumSizeHint().width(), widget.minimumWidth()), widget.objectName()

    window.resize(1280, 800)  # room again: the words come back
    QApplication.processEvents()
    table._fit_bar()
    assert table.lobby_button.text() == words


def test_a_window_at_its_least_height_keeps_it_when_a_table_comes(window):
    # Seen live: 500 px tall in the lobby (which scrolls), 526 px once Sì Sè Pái's table came,
    # and the window kept that height after.
    squeeze(window)
    least = window.size()
    for game in ("sisepai", "durak", "mahjong", "kowah"):
        table = window.start_game(game, seed=3)
        table.hold_still()
        QApplication.processEvents()
        assert window.size() == least, game
        assert table.view.height() > 0
        window.show_lobby()
        squeeze(window)
        assert window.size() == least, game


@pytest.mark.parametrize("language", ["ru", "id", "nb"])
def test_the_statistics_set_their_title_aside_rather_than_widen_the_window(window, language):
    # Seen live in Russian: at the least width the header needs (753 px) the statistics page
    # widened the window to 829 px (Indonesian 642 to 717, Norwegian 674 to 730), and it stayed so.
    least = least_width(window, language)
    window.show_stats("sisepai")
    for _ in range(3):
        squeeze(window)
    page = window.stats_page
    assert window.width() == least
    assert not page.title.isVisible()
    for widget in (page.back_button, page.game_box, page.level_box):
        assert widget.isVisible() and widget.width() >= widget.minimumSizeHint().width(), widget.objectName()
    window.resize(1280, 800)  # room again: the title comes back
    QApplication.processEvents()
    assert page.title.isVisible() and page.title.width() >= page.title.minimumSizeHint().width()
    assert page.back_button.geometry().right() < page.title.x()
    assert page.title.geometry().right() < page.game_box.x()


@pytest.mark.parametrize("language", ["ru", "id", "nb"])
def test_a_long_game_name_in_the_rules_bar_takes_two_lines_rather_than_widen_the_window(window, language):
    # Seen offscreen after the statistics: at the least width the header needs, MCR's rules took
    # the Russian window from 753 px to 882 (Sì Sè Pái's to 807; Indonesian 642 to 740).
    from PySide6.QtGui import QFontMetricsF

    least = least_width(window, language)
    title = window.rules.title_label
    for game in ("sisepai", "durak", "mahjong", "kowah"):
        window.show_rules(game)
        for _ in range(2):
            squeeze(window)
        assert window.width() == least, game
        assert title.height() <= 2.5 * QFontMetricsF(title.font()).lineSpacing(), game  # two lines at most
        assert title.geometry().right() < window.rules.play_button.x(), game
    window.resize(1280, 800)  # room: the name on one line again
    QApplication.processEvents()
    assert title.height() < 1.5 * QFontMetricsF(title.font()).lineSpacing()


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_no_page_widens_a_window_at_its_least_width(window, language):
    """Every page the lobby leads to — each game's rules, statistics and table — fits the width
    the header and lobby need (a replay or the deal log beside a table may widen it: they keep
    the table's room). A page that needs more makes the window grow, and it stays so."""
    least = least_width(window, language)
    for game in ("sisepai", "durak", "mahjong", "kowah"):
        for show in (window.show_rules, window.show_stats, lambda game: window.start_game(game, seed=3).hold_still()):
            show(game)
            for _ in range(2):
                squeeze(window)
            assert window.width() <= least, (game, window.stack.currentWidget().objectName(), window.width())
            window.show_lobby()
            for _ in range(2):
                squeeze(window)


def test_the_deal_log_gives_back_the_width_it_took(window):
    """Seen live in Russian: the window at its least width (753 px), the deal log took it to
    870 px, and it stayed so with the log hidden again and back in the lobby."""
    least = least_width(window, "ru")
    table = window.start_game("sisepai", seed=3)
    table.hold_still()
    assert window.width() == least
    table.show_log(True)
    settle()
    assert window.width() > least and table.view.width() >= TABLE_SIZE[0]
    table.show_log(False)
    settle()
    assert window.width() == least
    # A width the player chose while the log was shown is the player's: it stays.
    table.show_log(True)
    settle()
    window.resize(1000, window.height())
    settle()
    table.show_log(False)
    settle()
    assert window.width() == 1000


def test_full_screen_keeps_the_loan_of_width_till_the_window_comes_back(window):
    """Seen live: the deal log on at the least width (753 -> 870 px), full screen on and off,
    the log hidden: the window stayed 870 px wide, as if the player had chosen it."""
    least = least_width(window, "ru")
    table = window.start_game("sisepai", seed=3)
    table.hold_still()
    table.show_log(True)
    settle()
    lent = window.width()
    assert lent > least
    window.showFullScreen()
    settle()
    window.showNormal()
    settle()
    assert window.width() == lent
    table.show_log(False)
    settle()
    assert window.width() == least
    # Hidden while the window fills the screen, the log's width is given back on the return.
    table.show_log(True)
    settle()
    window.showFullScreen()
    settle()
    table.show_log(False)
    settle()
    window.showNormal()
    settle()
    settle()
    assert window.width() == least
    # Shown while the window fills the screen, the log's width is lent on the return.
    window.showFullScreen()
    settle()
    table.show_log(True)
    settle()
    window.showNormal()
    settle()
    assert window.width() > least
    table.show_log(False)
    settle()
    assert window.width() == least


def test_a_window_closed_with_width_lent_saves_the_players_width(window):
    """Seen live: closed with the deal log shown at the least width (652 px in Hindi, 870 with
    the log), the app opened next time on the lobby at 870 px."""
    from PySide6.QtCore import QByteArray
    from PySide6.QtWidgets import QWidget

    least = least_width(window, "ru")
    table = window.start_game("sisepai", seed=3)
    table.hold_still()
    table.show_log(True)
    settle()
    assert window.width() > least
    window.close()
    settle()
    saved = QWidget()
    assert saved.restoreGeometry(QByteArray.fromBase64(window.settings.geometry.encode("ascii")))
    assert saved.width() == least


def test_a_replay_gives_back_the_width_it_took(window):
    least = least_width(window, "ru")
    table = window.start_game("durak", seed=3)
    table.autoplay(1000)
    table.hold_still()
    assert window.width() == least
    assert window.show_replay("durak", table.controller.record())
    settle()
    assert window.width() > least
    window.show_lobby()
    settle()
    assert window.width() == least


def test_back_from_a_replay_the_statistics_keep_the_focused_button_in_sight(window, tmp_path):
    """Seen live in Russian: back from a replay that had widened the window, the statistics'
    Watch again button, which had the keyboard, stood cut at the bottom of the page."""
    from PySide6.QtCore import QPoint

    from cardavia_qt.past_deals import PastDealsStore, past_deal

    least = least_width(window, "ru")
    table = window.start_game("durak", seed=3)
    table.autoplay(1000)
    table.hold_still()
    window.deals = PastDealsStore(["durak"], tmp_path / "deals")
    window.deals.add(past_deal("one", "2026-01-01T10:00:00+00:00", table.controller.record(),
                               table.controller.state.outcome, "lost"))
    window.show_stats("durak")
    settle()
    page = window.stats_page
    page.deals_view.setCurrentIndex(page.past.index(0, 0))
    page.watch_button.setFocus()
    page.scroll.ensureWidgetVisible(page.watch_button)
    settle()
    page.watch_button.click()
    settle()
    assert window.width() > least
    window.replay_page.leave_button.click()
    settle()
    assert window.width() == least and page.watch_button.hasFocus()
    viewport = page.scroll.viewport()
    place = QRect(page.watch_button.mapTo(viewport, QPoint(0, 0)), page.watch_button.size())
    assert viewport.rect().contains(place), (place, viewport.rect())


def test_a_language_gives_back_the_height_its_header_took(window):
    """Seen live: at its least size, a switch to Hindi (531 px tall) and Chinese (534) grew the
    window, and back in Russian (526) it kept 534 px."""
    least_width(window, "ru")
    squeeze(window)
    settle()
    height = window.height()
    taller = []
    for language in ("hi", "zh_CN"):
        window.set_language(language)
        settle()
        taller.append(window.height())
    assert max(taller) > height, "a taller script lent the window some height"
    window.set_language("ru")
    settle()
    settle()
    assert window.height() == height
    # A height the player chose meanwhile stays the player's.
    window.set_language("zh_CN")
    settle()
    window.resize(window.width(), height + 100)
    settle()
    window.set_language("ru")
    settle()
    assert window.height() == height + 100


def test_a_long_status_takes_the_room_of_the_bars_words_before_it_is_cut(window, monkeypatch):
    # Seen live in Indonesian at the least width (642 px): «Bunga krisan tidak berguna bagi
    # Anda. AI se…» and «… klik sebuah kartu, lalu kli…» were cut while Hint and Take back kept
    # their words. The buttons give their words for signs first; and at that width they keep
    # them for the statuses after, rather than change with every sentence.
    least_width(window, "id")
    table = window.start_game("sisepai", seed=3)
    table.hold_still()
    table.show_log(False)
    squeeze(window)
    controller = table.controller
    sentence = "Bunga krisan tidak berguna bagi Anda. AI seberang menarik kartu dari tumpukan dan berpikir"
    monkeypatch.setattr(controller, "status_text", lambda short=False: sentence)
    table._sync_controls()
    assert not table.status.toolTip(), "the whole sentence shows, not cut"
    assert table.hint_button.text() == "?" and table.take_back_button.text() == "↶"
    monkeypatch.setattr(controller, "status_text", lambda short=False: "Giliran Anda")
    table._sync_controls()
    assert table.hint_button.text() == "?", "the signs stay at this width"
    window.resize(1280, 800)  # room again: the words come back
    QApplication.processEvents()
    table._fit_bar()
    assert table.hint_button.text() != "?"
