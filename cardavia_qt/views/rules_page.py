"""A game's rules, typeset like a page of a rule book lying on the felt.

The texts come from `cardavia_qt.rules_text` as English sources and are translated when the
page is rendered, so a language change only needs a re-render.
"""

from __future__ import annotations

import html
import math
import re
from typing import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cardavia_qt import fonts, rules_text
from cardavia_qt.rules_text import (Bullets, Entry, Numbered, Paragraph, Picture, RulesPage as RulesText, Table,
                                   TileHand)
from cardavia_qt.views import style
from cardavia_qt.views.rules_pictures import (hand_html, is_hand_url, is_picture_url, picture_html, render_hand,
                                              render_picture)
from cardavia_qt.views.emblems import GameEmblem
from cardavia_qt.views.fitted_text import GameName
from cardavia_qt.views.retranslating import Retranslating
from cardavia_qt.table import can_play

MEASURE_EM = 46  # the text column's width: about 80 characters a line, still easy to read
PAGE_MARGIN = 44  # paper around the text column, in pixels
# In a narrow window the paper's margin and the contents list give the text room: seen live in
# Hindi at 652 px, the list kept 250 px and the text had a column of some 220 px.
NARROW_MARGIN = 20
CONTENTS_WIDTHS = (170, 250)  # the contents list's narrowest and widest; about a quarter of the page between
BODY_POINT_SIZE = 11.5
HEADING_AIR = 20  # pixels left above a heading the contents list jumps to

_BARE_AMPERSAND = re.compile(r"&(?!#?\w+;)")


def _as_html(text: str) -> str:
    """A rules text is rich text (it may hold <b> and <i>); only stray ampersands need escaping."""
    return _BARE_AMPERSAND.sub("&amp;", text)


def _has_words(text) -> bool:
    return isinstance(text, str) and any(character.isalpha() for character in text)


def section_anchor(number: int) -> str:
    return f"section-{number}"


def render_rules_html(rules: RulesText, translate: Callable[[str], str]) -> str:
    """The page as Qt rich text. `translate` maps an English source to the current language."""
    ink, soft, gold = style.INK, style.INK_SOFT, style.GOLD_DEEP
    serif = html.escape(style.css_families(fonts.serif_families(), "serif"), quote=True)
    sans = html.escape(style.css_families(fonts.sans_families(), "sans-serif"), quote=True)
    body = "line-height: 150%; margin-top: 0px; margin-bottom: 10px;"
    parts = [
        f'<body style="font-family: {sans}; font-size: {BODY_POINT_SIZE}pt; color: {ink};">',
        f'<h1 align="center" style="font-family: {serif}; font-size: 25pt; font-weight: 700; '
        f'color: {ink}; margin-top: 6px; margin-bottom: 0px;">{_as_html(translate(rules.title))}</h1>',
        # A fleuron between the title and the lead, as in a printed rule book.
        f'<p align="center" style="color: {gold}; font-size: 15pt; margin-top: 2px; margin-bottom: 8px;">'
        "&#8212;&#8197;&#10086;&#8197;&#8212;</p>",
        f'<p style="font-size: {BODY_POINT_SIZE + 1}pt; color: {soft}; line-height: 150%; '
        f'margin-bottom: 18px;">{_as_html(translate(rules.intro))}</p>',
    ]
    for number, section in enumerate(rules.sections, start=1):
        parts.append(
            f'<h2 style="font-family: {serif}; font-size: 16pt; font-weight: 700; color: {ink}; '
            f'margin-top: 22px; margin-bottom: 8px;"><a name="{section_anchor(number)}"></a>'
            f'<span style="color: {gold};">{number}</span>&#8194;{_as_html(translate(section.heading))}</h2>'
        )
        for block in section.blocks:
            parts.append(_block_html(block, translate, body))
    parts.append("</body>")
    return "\n".join(parts)


def _block_html(block, translate: Callable[[str], str], body: str) -> str:
    if isinstance(block, Paragraph):
        return f'<p style="{body}">{_as_html(translate(block.text))}</p>'
    if isinstance(block, (Bullets, Numbered)):
        tag = "ol" if isinstance(block, Numbered) else "ul"
        items = "".join(
            f'<li style="line-height: 150%; margin-bottom: 5px;">{_as_html(translate(item))}</li>'
            for item in block.items
        )
        return f'<{tag} style="margin-top: 0px; margin-bottom: 12px; margin-left: 8px;">{items}</{tag}>'
    if isinstance(block, Table):
        return _table_html(block, translate)
    raise TypeError(f"unknown block type {type(block).__name__}")  # pragma: no cover


def _cell_text(cell, translate: Callable[[str], str]) -> str:
    if isinstance(cell, Picture):
        return picture_html(cell)
    if isinstance(cell, Entry):
        parts = [f"<b>{_as_html(translate(cell.title))}</b>"]
        if cell.text:
            parts.append(f'<span style="color: {style.INK_SOFT};">{_as_html(translate(cell.text))}</span>')
        if isinstance(cell.picture, Picture):
            parts.append(picture_html(cell.picture))
        elif isinstance(cell.picture, TileHand):
            parts.append(hand_html(cell.picture))
        return "<br>".join(parts)
    # Numbers and symbols ("36", "×3") are stored untranslated and have no catalogue entry.
    return _as_html(translate(cell)) if _has_words(cell) else _as_html(cell)


def _table_html(table: Table, translate: Callable[[str], str]) -> str:
    # Columns of numbers and symbols ("36", "×3", "1–9") are centred and never wrap; in a
    # two-column table the number column is also kept narrow so the names have the room.
    columns = range(len(table.header))
    numeric = [not any(isinstance(row[column], Entry) or _has_words(row[column]) for row in table.rows)
               for column in columns]
    align = ["center" if numeric[column] else "left" for column in columns]
    width = ['width="22%" ' if numeric[column] and len(table.header) == 2 else "" for column in columns]
    header = "".join(
        f'<th {width[column]}align="{align[column]}" bgcolor="{style.FELT}" '
        f'style="color: {style.CREAM}; font-weight: 700; white-space: nowrap;">{_as_html(translate(cell))}</th>'
        for column, cell in enumerate(table.header)
    )
    rows = []
    for number, row in enumerate(table.rows):
        shade = style.ZEBRA if number % 2 else style.PAPER
        # Beside a row of card pictures, the row's name sits at their middle.
        valign = ' valign="middle"' if any(isinstance(cell, Picture) for cell in row) else ""
        cells = "".join(
            f'<td align="{align[column]}"{valign} bgcolor="{shade}" style="border-bottom: 1px solid #E6D9B8;'
            f'{" white-space: nowrap;" if numeric[column] else ""}">{_cell_text(cell, translate)}</td>'
            for column, cell in enumerate(row)
        )
        rows.append(f"<tr>{cells}</tr>")
    return (
        '<table width="100%" cellspacing="0" cellpadding="7" '
        'style="border-collapse: collapse; margin-top: 4px; margin-bottom: 16px;">'
        f"<thead><tr>{header}</tr></thead>{''.join(rows)}</table>"
    )


class _RuleBook(QTextBrowser):
    """The paper page; its width is capped so lines stay a comfortable length."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ruleBook")
        self.setOpenLinks(False)  # the only links are our own anchors
        self.setFrameShape(QTextBrowser.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        font = style.sans_font(BODY_POINT_SIZE)
        self.document().setDefaultFont(font)
        self.document().setDocumentMargin(PAGE_MARGIN)
        em = QFontInfo(font).pixelSize()
        self.setMaximumWidth(MEASURE_EM * em + 2 * PAGE_MARGIN + 14)  # + the scroll bar
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def settle_layout(self) -> None:
        """Lay the whole page out now and size the scroll bar to it.

        Qt lays a long document out in steps on a 10 ms timer and tells the scroll bar later;
        until then its range is wrong, so restoring a position or jumping to a late section
        would be cut short, and the scroll bar's handle would change length a moment after
        the page appears (two pictures of the same page differed by it on a loaded machine).
        size() finishes the layout; the signal is the one the layout would send a moment later.
        The longest page (MCR's) takes about 7 ms.
        """
        document = self.document()
        document.documentLayout().documentSizeChanged.emit(document.size())

    def resizeEvent(self, event: QResizeEvent) -> None:
        margin = max(NARROW_MARGIN, min(PAGE_MARGIN, round(event.size().width() * 0.08)))
        if self.document().documentMargin() != margin:
            self.document().setDocumentMargin(margin)
        super().resizeEvent(event)  # a new width starts a new layout in steps
        self.settle_layout()

    def loadResource(self, kind: int, url):
        # Card faces and hands of tiles are drawn from their SVG art, sharp at this screen's ratio.
        if is_picture_url(url):
            return render_picture(url, self.devicePixelRatioF())
        if is_hand_url(url):
            return render_hand(url, self.devicePixelRatioF())
        return super().loadResource(kind, url)


class _Desk(QWidget):
    """The felt under the page: paints the page's shadow, then lets the page paint itself."""

    def __init__(self, page: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self._page = page
        layout = QHBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)  # felt around the page, room for its shadow
        layout.addStretch(1)
        layout.addWidget(page, 100)
        layout.addStretch(1)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        style.paint_soft_shadow(painter, QRectF(self._page.geometry()), 6)
        painter.end()


class _TopBar(QWidget):
    """A dark band across the top with a gold edge, like the rail of a card table."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect())
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, QColor(style.FELT_DEEP))
        gradient.setColorAt(1, QColor(style.FELT_NIGHT))
        painter.fillRect(rect, gradient)
        painter.setPen(QPen(QColor(style.GOLD), 2))
        edge = rect.bottom() - 1
        painter.drawLine(QPointF(rect.left(), edge), QPointF(rect.right(), edge))
        painter.end()


class _BarTitle(GameName):
    """The game's name in the bar asks for its width on one line: a wrapped label asks for less,
    and the stretches beside it took the rest (English MCR's name stood in four lines)."""

    def sizeHint(self) -> QSize:
        font = QFont(self.font())
        font.setPointSizeF(self._size)
        margins = self.contentsMargins()
        width = math.ceil(QFontMetricsF(font).horizontalAdvance(self.text())) + margins.left() + margins.right()
        return QSize(width, self.heightForWidth(width))


class ContentsItems(QStyledItemDelegate):
    """The contents list's items, wrapped inside their padding: Qt decides whether a wrapped
    item needs a second line at the list's full width, then adds the style sheet's padding, so a
    heading a little narrower than the list ("5  Tangan menang dan penilaian") stayed on one
    line, wider than the list, and was cut short with "…"."""

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        inner = QStyleOptionViewItem(option)
        inner.rect = option.rect.adjusted(0, 0, -(2 * style.CONTENTS_ITEM_PADDING[1] + style.CONTENTS_ITEM_MARK), 0)
        return super().sizeHint(inner, index)


class RulesPage(Retranslating, QWidget):
    """The rules of one game, with a contents list, Back, and Play when the game is playable."""

    back_requested = Signal()
    play_requested = Signal(str)  # game id

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("rulesPage")
        self.setStyleSheet(style.STYLESHEET + _RULES_LABELS)
        self._game_id: str | None = None
        self._rules: RulesText | None = None
        self._playable = False
        self._following_click = False  # a contents click scrolls; don't let the scroll re-pick

        self.back_button = QPushButton(self)
        self.back_button.setObjectName("backButton")
        self.back_button.setProperty("role", "bar")
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("playButton")
        self.play_button.setProperty("role", "play")
        for button in (self.back_button, self.play_button):
            style.set_sans(button, 10.5, QFont.Weight.Bold)
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.back_button.clicked.connect(self.back_requested)
        self.play_button.clicked.connect(self._play)
        self.play_button.setEnabled(False)

        self.emblem = GameEmblem("", size=46, parent=self)
        self.caption_label = QLabel(self)
        self.caption_label.setObjectName("rulesCaption")
        caption_font = style.sans_font(8.5, QFont.Weight.Bold)
        caption_font.setCapitalization(QFont.Capitalization.AllUppercase)
        caption_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)
        fonts.follow(self.caption_label, fonts.SANS, caption_font)
        # A long name («Китайский официальный маджонг») sets itself a little smaller, then takes
        # two lines, rather than widen the window: at the least width the header needs it took the
        # Russian window from 753 px to 882 (Indonesian 642 to 740, Norwegian 674 to 736).
        self.title_label = _BarTitle(self, 17)
        self.title_label.setObjectName("rulesTitle")
        self.title_label.setWordWrap(True)
        style.set_serif(self.title_label, 17, QFont.Weight.Bold)

        self.contents_label = QLabel(self)
        self.contents_label.setObjectName("contentsLabel")
        fonts.follow(self.contents_label, fonts.SANS, caption_font)
        self.contents = QListWidget(self)
        self.contents.setObjectName("rulesContents")
        style.set_sans(self.contents, 10.5)
        self.contents.setWordWrap(True)
        self.contents.setItemDelegate(ContentsItems(self.contents))
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.contents.setFixedWidth(CONTENTS_WIDTHS[1])
        self.contents_label.setBuddy(self.contents)
        self.contents.itemActivated.connect(self._go_to_item)
        self.contents.itemClicked.connect(self._go_to_item)

        self.browser = _RuleBook(self)
        self.browser.verticalScrollBar().valueChanged.connect(self._follow_scroll)

        bar = _TopBar(self)
        bar.setObjectName("rulesBar")
        titles = QVBoxLayout()
        titles.setSpacing(0)
        titles.addStretch(1)
        titles.addWidget(self.caption_label)
        titles.addWidget(self.title_label)
        titles.addStretch(1)
        bar_layout = QHBoxLayout(bar)
        bar_layout.setContentsMargins(20, 10, 20, 12)
        bar_layout.setSpacing(14)
        bar_layout.addWidget(self.back_button)
        bar_layout.addStretch(1)
        bar_layout.addWidget(self.emblem)
        bar_layout.addLayout(titles)
        bar_layout.addStretch(1)
        bar_layout.addWidget(self.play_button)

        sidebar = QVBoxLayout()
        sidebar.setContentsMargins(24, 18, 0, 16)
        sidebar.setSpacing(8)
        sidebar.addWidget(self.contents_label)
        sidebar.addWidget(self.contents, 1)

        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addLayout(sidebar)
        body.addWidget(_Desk(self.browser, self), 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(bar)
        layout.addLayout(body, 1)

        QWidget.setTabOrder(self.back_button, self.contents)
        QWidget.setTabOrder(self.contents, self.browser)
        QWidget.setTabOrder(self.browser, self.play_button)
        self.retranslate()

    # --- public -------------------------------------------------------------------------

    @property
    def game_id(self) -> str | None:
        return self._game_id

    def show_game(self, game_id: str) -> None:
        """Show `game_id`'s rules from the top. KeyError for a game without a rules page."""
        self._rules = rules_text.page(game_id)
        self._game_id = game_id
        try:
            self._playable = can_play(game_id)
        except LookupError:
            self._playable = False
        self.emblem.game_id = game_id
        self.emblem.update()
        self.retranslate(keep_position=False)
        # Ready to read with the keyboard (Page Down, arrows) straight away.
        self.browser.setFocus(Qt.FocusReason.OtherFocusReason)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        narrowest, widest = CONTENTS_WIDTHS
        width = max(narrowest, min(widest, round(event.size().width() * 0.27)))
        if width != self.contents.width():
            self.contents.setFixedWidth(width)
            self.layout().activate()  # the page at its final width now, its scroll bar settled with it

    def retranslate(self, keep_position: bool = True) -> None:
        """Render the page and its chrome in the current language."""
        self.back_button.setText("←  " + self.tr("Back"))
        self.back_button.setAccessibleName(self.tr("Back to the games"))
        self.back_button.setToolTip(self.tr("Back to the games (Esc)"))
        self.play_button.setText(self.tr("Play") + "  ▶")
        self.contents_label.setText(self.tr("Contents"))
        self.contents.setAccessibleName(self.tr("Contents"))
        self.caption_label.setText(self.tr("Rules"))
        self.browser.setAccessibleName(self.tr("Rules"))
        if self._rules is None:
            self.title_label.clear()
            self.play_button.setEnabled(False)
            return
        translate = self._translator()
        title = translate(self._rules.title)
        self.title_label.setText(title)
        self.browser.setAccessibleName(self.tr("Rules of %1").replace("%1", title))
        self.setAccessibleName(self.tr("Rules of %1").replace("%1", title))
        self.play_button.setEnabled(self._playable)
        self.play_button.setAccessibleName(self.tr("Play %1").replace("%1", title))
        self.play_button.setToolTip("" if self._playable else self.tr("Coming soon"))
        self._render(translate, keep_position)

    # --- rendering ----------------------------------------------------------------------

    def _translator(self) -> Callable[[str], str]:
        context = self._rules.context
        return lambda text: QCoreApplication.translate(context, text)

    def _render(self, translate: Callable[[str], str], keep_position: bool) -> None:
        bar = self.browser.verticalScrollBar()
        fraction = bar.value() / bar.maximum() if keep_position and bar.maximum() else 0.0
        current = self.contents.currentRow()
        self.browser.setHtml(render_rules_html(self._rules, translate))
        self.browser.settle_layout()
        self.contents.blockSignals(True)
        self.contents.clear()
        for number, section in enumerate(self._rules.sections, start=1):
            item = QListWidgetItem(f"{number}  {translate(section.heading)}")
            item.setData(Qt.ItemDataRole.UserRole, section_anchor(number))
            self.contents.addItem(item)
        self.contents.setCurrentRow(current if keep_position and current >= 0 else 0)
        self.contents.blockSignals(False)
        bar.setValue(round(fraction * bar.maximum()))

    # --- contents and scrolling ---------------------------------------------------------

    def _go_to_item(self, item: QListWidgetItem) -> None:
        self._following_click = True
        self.browser.scrollToAnchor(item.data(Qt.ItemDataRole.UserRole))
        # Leave some paper above the heading rather than cutting it at the page's edge.
        bar = self.browser.verticalScrollBar()
        if bar.value() < bar.maximum():
            bar.setValue(bar.value() - HEADING_AIR)
        self._following_click = False
        self.contents.setCurrentItem(item)

    def _heading_tops(self) -> list[float]:
        """The y of each section heading in the document, in order."""
        document = self.browser.document()
        layout = document.documentLayout()
        tops = []
        block = document.begin()
        while block.isValid():
            if block.blockFormat().headingLevel() == 2:
                tops.append(layout.blockBoundingRect(block).top())
            block = block.next()
        return tops

    def _follow_scroll(self, value: int) -> None:
        """Keep the contents list on the section being read."""
        if self._following_click or self._rules is None:
            return
        tops = self._heading_tops()
        height = self.browser.viewport().height()
        # Near the top of the view a heading starts the section being read; at the very end
        # the last sections are too short to get there, so the last heading in view counts.
        line = value + height if value >= self.browser.verticalScrollBar().maximum() else value + height * 0.25
        reading = 0
        for row, top in enumerate(tops):
            if top <= line:
                reading = row
        if reading != self.contents.currentRow():
            self.contents.blockSignals(True)
            self.contents.setCurrentRow(reading)
            self.contents.blockSignals(False)

    def _play(self) -> None:
        if self._game_id is not None and self._playable:
            self.play_requested.emit(self._game_id)

    # --- events -------------------------------------------------------------------------


    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        style.paint_felt(painter, QRectF(self.rect()))
        painter.end()


_RULES_LABELS = f"""
QLabel#rulesCaption {{ color: {style.GOLD}; }}
QLabel#rulesTitle {{ color: {style.CREAM}; }}
QLabel#contentsLabel {{ color: {style.GOLD}; padding-left: 12px; }}
"""
