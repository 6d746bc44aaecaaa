"""The rules page: every text of a game's rules typeset, contents, Back/Play, and translation."""

from __future__ import annotations

import re
import subprocess

import pytest
from PySide6.QtCore import Qt, QTranslator, QUrl
from PySide6.QtGui import QFontInfo, QImage, QTextDocument, QTextList, QTextListFormat, QTextTable

from cardavia_qt import resources
from cardavia_qt.i18n import LANGUAGE_CODES
from cardavia_qt.rules_text import Bullets, Numbered, Paragraph, Table, iter_texts, page
from cardavia_qt.views import style
from cardavia_qt.views.rules_page import RulesPage
from tests.qt.translation_helpers import (
    DictTranslator,
    lupdate_messages,
    ours,
    qt_tool,
    visible_texts,
)


GAME_IDS = ["sisepai", "durak", "mahjong", "kowah"]


def plain(text: str) -> str:
    """A rules text as it reads on screen: without its <b>/<i> markup."""
    return re.sub(r"</?[bi]>", "", text)


@pytest.fixture
def rules_page(qtbot):
    widget = RulesPage()
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _document_parts(widget: RulesPage):
    """The tables and lists Qt built from the page's HTML, in document order."""
    document = widget.browser.document()
    tables, lists = [], []
    block = document.begin()
    while block.isValid():
        frame = document.frameAt(block.position())
        if isinstance(frame, QTextTable) and frame not in tables:
            tables.append(frame)
        text_list = block.textList()
        if isinstance(text_list, QTextList) and text_list not in lists:
            lists.append(text_list)
        block = block.next()
    return tables, lists


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_text_of_the_rules_is_on_the_page(rules_page, game_id):
    rules_page.show_game(game_id)
    shown = rules_page.browser.toPlainText()
    rules = page(game_id)
    for section in rules.sections:
        assert section.heading in shown
    sample = next(block for section in rules.sections for block in section.blocks if isinstance(block, Paragraph))
    assert plain(sample.text) in shown
    missing = [text for text in iter_texts(rules) if plain(text) not in shown]
    assert missing == []
    assert rules_page.title_label.text() == rules.title


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contents_list_every_section_in_order(rules_page, game_id):
    rules_page.show_game(game_id)
    entries = [rules_page.contents.item(row).text() for row in range(rules_page.contents.count())]
    headings = [section.heading for section in page(game_id).sections]
    assert len(entries) == len(headings)
    for number, (entry, heading) in enumerate(zip(entries, headings), start=1):
        assert entry.endswith(heading) and entry.startswith(str(number))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_lists_and_tables_are_typeset_as_such(rules_page, game_id):
    rules_page.show_game(game_id)
    blocks = [block for section in page(game_id).sections for block in section.blocks]
    tables, lists = _document_parts(rules_page)
    wanted_tables = [block for block in blocks if isinstance(block, Table)]
    assert [table.rows() for table in tables] == [len(block.rows) + 1 for block in wanted_tables]
    assert [table.columns() for table in tables] == [len(block.header) for block in wanted_tables]
    styles = [text_list.format().style() for text_list in lists]
    assert styles.count(QTextListFormat.Style.ListDecimal) == sum(isinstance(b, Numbered) for b in blocks)
    assert styles.count(QTextListFormat.Style.ListDisc) == sum(isinstance(b, Bullets) for b in blocks)


def test_tables_have_a_header_row_and_zebra_stripes(rules_page):
    rules_page.show_game("mahjong")
    tables, _ = _document_parts(rules_page)
    fans = max(tables, key=QTextTable.rows)
    header = fans.cellAt(0, 0)
    assert header.format().background().color().name().lower() == style.FELT.lower()
    assert header.firstCursorPosition().block().text() == "Fan"
    shades = [fans.cellAt(row, 0).format().background().color().name().lower() for row in range(1, 5)]
    assert shades[0] == shades[2] != shades[1] == shades[3]


def test_text_column_keeps_a_readable_measure(rules_page, qtbot):
    rules_page.resize(1920, 1080)
    rules_page.show_game("durak")
    em = QFontInfo(rules_page.browser.document().defaultFont()).pixelSize()
    qtbot.waitUntil(lambda: rules_page.browser.width() == rules_page.browser.maximumWidth(), timeout=1000)
    assert rules_page.browser.width() <= 52 * em + 120


def test_fonts_fall_back_for_other_scripts(rules_page):
    families = rules_page.browser.document().defaultFont().families()
    assert families[0] == "DejaVu Sans"
    assert any("Devanagari" in family for family in families)


def test_back_asks_to_go_back(rules_page, qtbot):
    rules_page.show_game("durak")
    with qtbot.waitSignal(rules_page.back_requested, timeout=1000):
        qtbot.mouseClick(rules_page.back_button, Qt.MouseButton.LeftButton)
    # Escape is the window's (tests/qt/test_commands.py): one key, one meaning on every page.


def test_play_asks_to_play_a_playable_game(rules_page, qtbot):
    rules_page.show_game("durak")
    assert rules_page.play_button.isEnabled()
    with qtbot.waitSignal(rules_page.play_requested, timeout=1000) as blocker:
        qtbot.mouseClick(rules_page.play_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["durak"]


def test_play_is_disabled_for_a_coming_game(rules_page, qtbot, monkeypatch):
    import cardavia_qt.table as tables

    monkeypatch.delitem(tables._TABLES, "kowah")  # as if the app had no Kowah table yet
    rules_page.show_game("kowah")
    assert not rules_page.play_button.isEnabled()
    with qtbot.assertNotEmitted(rules_page.play_requested):
        qtbot.mouseClick(rules_page.play_button, Qt.MouseButton.LeftButton)
    rules_page.show_game("durak")
    assert rules_page.play_button.isEnabled()


def click_entry(qtbot, rules_page: RulesPage, row: int) -> None:
    contents = rules_page.contents
    where = contents.visualItemRect(contents.item(row)).center()
    qtbot.mouseClick(contents.viewport(), Qt.MouseButton.LeftButton, pos=where)


def test_a_contents_entry_scrolls_to_its_section(rules_page, qtbot):
    rules_page.show_game("mahjong")
    bar = rules_page.browser.verticalScrollBar()
    assert bar.value() == 0
    row = 5  # "The 81 fan"
    click_entry(qtbot, rules_page, row)
    assert bar.value() > 0
    assert rules_page.contents.currentRow() == row
    # Scrolling by hand moves the highlight to the section being read.
    bar.setValue(bar.maximum())
    assert rules_page.contents.currentRow() == rules_page.contents.count() - 1
    bar.setValue(0)
    assert rules_page.contents.currentRow() == 0


def test_the_scroll_bar_fits_the_whole_page_as_soon_as_it_is_resized(rules_page, qtbot):
    # Qt lays a long page out in steps on a timer: left to it, the scroll bar's handle changes
    # length a moment after the page appears or changes width, and a jump lands short.
    rules_page.show_game("mahjong")
    bar = rules_page.browser.verticalScrollBar()
    for width in (900, 1180, 760):  # a narrower page is a longer one
        rules_page.resize(width, 700)
        at_once = bar.maximum()
        qtbot.wait(150)  # the layout's own steps have all run by now
        assert bar.maximum() == at_once, width


def test_showing_another_game_starts_at_the_top(rules_page):
    rules_page.show_game("mahjong")
    rules_page.browser.verticalScrollBar().setValue(900)
    rules_page.show_game("kowah")
    assert rules_page.browser.verticalScrollBar().value() == 0
    assert rules_page.game_id == "kowah"


def test_unknown_game_raises_a_clear_error(rules_page):
    with pytest.raises(KeyError, match="chess"):
        rules_page.show_game("chess")


def test_language_change_rerenders_the_same_page(rules_page, qtbot, install_translator):
    rules_page.show_game("durak")
    browser = rules_page.browser
    install_translator(DictTranslator({
        ("RulesDurak", "Objective"): "Цель игры",
        ("RulesPage", "Back"): "Назад",
        ("RulesPage", "Contents"): "Содержание",
    }))
    qtbot.waitUntil(lambda: "Цель игры" in browser.toPlainText(), timeout=2000)
    assert rules_page.browser is browser
    assert "Назад" in rules_page.back_button.text()
    assert rules_page.contents_label.text() == "Содержание"
    assert rules_page.contents.item(0).text().endswith("Цель игры")


def test_a_compiled_translation_changes_a_heading(rules_page, qtbot, tmp_path, install_translator):
    ts = tmp_path / "cardavia_ru.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="ru">\n'
        "<context><name>RulesDurak</name>"
        "<message><source>Set-up</source><translation>Раздача</translation></message></context>\n"
        "<context><name>RulesPage</name>"
        "<message><source>Play</source><translation>Играть</translation></message></context>\n"
        "</TS>\n",
        encoding="utf-8",
    )
    qm = tmp_path / "cardavia_ru.qm"
    subprocess.run([qt_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
    rules_page.show_game("durak")
    translator = QTranslator()
    assert translator.load(str(qm))
    install_translator(translator)
    qtbot.waitUntil(lambda: "Раздача" in rules_page.browser.toPlainText(), timeout=2000)
    assert rules_page.play_button.text().startswith("Играть")


@pytest.mark.parametrize("game_id", ["durak", "mahjong"])
def test_every_visible_text_is_translated_and_extractable(rules_page, qtbot, tmp_path, install_translator, game_id):
    rules_page.show_game(game_id)
    translator = install_translator(DictTranslator(mark=True))
    qtbot.waitUntil(lambda: rules_page.back_button.text().count("⟦") == 1, timeout=2000)
    assert [text for text in visible_texts(rules_page) if "⟦" not in text] == []
    words = [line for line in rules_page.browser.toPlainText().splitlines() if any(ch.isalpha() for ch in line)]
    assert [line for line in words if "⟦" not in line] == []
    extracted = lupdate_messages(
        tmp_path, "cardavia_qt/views/rules_page.py", f"cardavia_qt/rules_text/{game_id}.py"
    )
    asked = ours(translator.asked)
    assert len(asked) > 20
    assert asked <= extracted, sorted(asked - extracted)


def test_retranslating_keeps_the_reader_in_place(rules_page, qtbot):
    rules_page.show_game("mahjong")
    click_entry(qtbot, rules_page, 6)  # "Settlement and end", past the long table
    bar = rules_page.browser.verticalScrollBar()
    before = bar.value()
    assert before > 0
    rules_page.retranslate()
    assert abs(bar.value() - before) <= 2
    assert rules_page.contents.currentRow() == 6


# -- card pictures in the pack tables --------------------------------------------------------------
def _pictures(widget: RulesPage) -> list[tuple[str, float, float]]:
    """Each image the page lays out: its address and its size on the page."""
    document = widget.browser.document()
    found = []
    block = document.begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            form = iterator.fragment().charFormat()
            if form.isImageFormat():
                image = form.toImageFormat()
                found.append((image.name(), image.width(), image.height()))
            iterator += 1
        block = block.next()
    return found


@pytest.mark.parametrize("game_id", ["sisepai", "kowah"])
def test_the_pack_table_shows_a_picture_of_every_card(rules_page, game_id):
    rules_page.show_game(game_id)
    pictures = _pictures(rules_page)
    faces = sorted(path.stem for path in (resources.asset_path("cards", game_id)).glob("*.svg")
                   if path.stem != "back")
    assert len(faces) == {"sisepai": 33, "kowah": 30}[game_id]
    assert sorted(name.rsplit("/", 1)[-1].removesuffix(".svg") for name, _, _ in pictures) == faces
    browser = rules_page.browser
    for name, width, height in pictures:
        assert width >= 40 and height >= 3 * width - 1, "big enough to read the characters"
        image = browser.loadResource(QTextDocument.ResourceType.ImageResource.value, QUrl(name))
        assert isinstance(image, QImage) and image.devicePixelRatio() >= 2, "crisp at device-pixel ratio 2"
        assert (image.width(), image.height()) == (round(width * image.devicePixelRatio()),
                                                   round(height * image.devicePixelRatio()))
        centre = image.pixelColor(image.width() // 2, image.height() // 6)
        assert centre.alpha() == 255, f"{name}: the face is drawn"
    # The page draws them: somewhere in the pack section the paper shows a red card face.
    rules_page.browser.scrollToAnchor("section-7" if game_id == "sisepai" else "section-5")
    shot = rules_page.browser.viewport().grab().toImage()
    reds = sum(1 for y in range(0, shot.height(), 4) for x in range(0, shot.width(), 4)
               if shot.pixelColor(x, y).red() > 150 and shot.pixelColor(x, y).green() < 90)
    assert reds > 20


def test_the_fan_table_draws_every_example_hand_in_tiles(rules_page):
    from PySide6.QtGui import QPixmap

    rules_page.show_game("mahjong")
    pictures = _pictures(rules_page)
    assert len(pictures) == 81, "one example hand under each fan"
    for name, width, height in pictures:
        # A hand of 14 tiles at least, in a row: far wider than tall, tiles big enough to read.
        assert width > 8 * height and height >= 28, name
        image = rules_page.browser.loadResource(QTextDocument.ResourceType.ImageResource.value, QUrl(name))
        assert isinstance(image, QPixmap) and image.devicePixelRatio() >= 2, "crisp at device-pixel ratio 2"
        assert abs(image.deviceIndependentSize().width() - width) <= 1


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_every_contents_entry_is_shown_whole_in_every_language(rules_page, qapp, code):
    """A heading that does not fit the contents list on one line takes a second line: no entry
    is wider than the list or shorter than its wrapped text ("5  Tangan menang dan …" was cut)."""
    from PySide6.QtGui import QFontMetrics

    from cardavia_qt.i18n import Translators

    Translators(qapp).switch(code)
    contents = rules_page.contents
    pad_y, pad_x = style.CONTENTS_ITEM_PADDING
    cut = []
    for game_id in GAME_IDS:
        rules_page.show_game(game_id)
        qapp.processEvents()
        width = contents.viewport().width()
        metrics = QFontMetrics(contents.font())
        for row in range(contents.count()):
            item = contents.item(row)
            rect = contents.visualItemRect(item)
            inner = rect.width() - 2 * pad_x - style.CONTENTS_ITEM_MARK
            needed = metrics.boundingRect(0, 0, inner, 10_000, Qt.TextFlag.TextWordWrap, item.text()).height()
            if rect.right() >= width or rect.height() - 2 * pad_y < needed:
                cut.append((game_id, item.text(), rect.width(), width, rect.height(), needed))
    assert cut == []


def test_the_contents_focus_ring_is_not_covered_by_its_rows(rules_page, qtbot):
    # Seen live: focused, the contents' border came from nothing to 2 px, and its rows, laid out
    # without it, covered it beside the chosen section. Rows are drawn in the viewport only.
    rules_page.show_game("durak")
    contents = rules_page.contents
    contents.setFocus()
    qtbot.waitUntil(contents.hasFocus, timeout=2000)
    contents.setCurrentRow(2)
    inside = contents.viewport().geometry()
    assert inside.left() >= 2 and inside.top() >= 2, inside
    assert contents.width() - inside.right() - 1 >= 2, inside
