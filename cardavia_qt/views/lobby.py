"""The lobby: one card-like tile per game on green felt, built from `GameListModel` rows.

Games that cannot be played yet are still shown, marked "Coming soon", so players see what the
collection will hold. Tiles are plain widgets (not a delegate) so that every button is a real,
focusable, accessible control.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QUrl,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QDesktopServices,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardavia_qt.models.game_list import GameListModel, GameRole
from cardavia_qt.models.levels import level_name
from cardavia_qt.views import style
from cardavia_qt.views.emblems import GameEmblem
from cardavia_qt.views.felt_scroll import FeltScroll
from cardavia_qt.views.fitted_text import GameName, StatsLink
from cardavia_qt.views.retranslating import Retranslating

log = logging.getLogger(__name__)

# Tile widths that keep the description at a comfortable line length.
TILE_MIN_WIDTH = 440
TILE_MAX_WIDTH = 720
GRID_SPACING = 28
ROW_SPACING = 22  # less than across: the lobby must fit a 1280×800 window, statistics and all


@dataclass(frozen=True)
class Spacing:
    """The lobby's vertical room: tile margins and gaps, the gold rule, the grid's rows. Only
    heights differ between the two, so a tile keeps its width and every text its line breaks."""

    tile_top: int
    tile_bottom: int
    tile_gap: int
    rule: int
    row_gap: int
    grid_top: int
    grid_bottom: int
    subtitle: bool


ROOMY = Spacing(18, 16, 9, 12, ROW_SPACING, 8, 18, subtitle=True)
# Where the roomy lobby would scroll: a 1366×768 laptop opens a 1280×680 window, which the
# roomy lobby overflows by 39-103 px (a Russian statistics line on two lines the most).
COMPACT = Spacing(11, 10, 4, 8, 12, 2, 12, subtitle=False)


class _GoldRule(QWidget):
    """A hairline with a small diamond in the middle, like the rule on a playing card box."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFixedHeight(ROOMY.rule)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        y = self.height() / 2
        mid = self.width() / 2
        painter.setPen(QPen(QColor(style.GOLD_PALE), 1))
        painter.drawLine(QPointF(0, y), QPointF(mid - 10, y))
        painter.drawLine(QPointF(mid + 10, y), QPointF(self.width(), y))
        diamond = QPainterPath()
        diamond.moveTo(mid, y - 4)
        diamond.lineTo(mid + 5, y)
        diamond.lineTo(mid, y + 4)
        diamond.lineTo(mid - 5, y)
        diamond.closeSubpath()
        painter.fillPath(diamond, QColor(style.GOLD))
        painter.end()


class GameTile(QWidget):
    """One game, laid out like a card: emblem and name, the facts, a sentence, the actions."""

    start_clicked = Signal(str)
    continue_clicked = Signal(str)
    rules_clicked = Signal(str)
    stats_clicked = Signal(str)
    level_chosen = Signal(str, str)  # game id, AI level
    link_failed = Signal(str, str)  # game id, the address no browser could be opened for

    def __init__(self, index: QModelIndex | QPersistentModelIndex, parent: QWidget | None = None):
        super().__init__(parent)
        self._index = QPersistentModelIndex(index)
        self.game_id: str = self._index.data(GameRole.Id)
        self.setObjectName(f"gameTile_{self.game_id}")
        self.setMaximumWidth(TILE_MAX_WIDTH)  # the minimum is the layout's: no label gets cut
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

        self.emblem = GameEmblem(self.game_id, size=76, parent=self)
        self.name_label = self._label("tileName", 20, QFont.Weight.Bold, style.set_serif, GameName(self, 20))
        self.origin_label = self._label("tileOrigin", 10, QFont.Weight.DemiBold)
        self.players_label = self._label("tilePlayers", 9.5)
        self.badge = self._label("comingBadge", 8.5, QFont.Weight.Bold)
        self.badge.setWordWrap(False)
        self.description_label = self._label("tileDescription", 10.5)
        self.description_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.stats_button = self._button("statsButton", "link", StatsLink(self))  # a way to the chart
        self.stats_button.setCursor(Qt.CursorShape.PointingHandCursor)
        # The opponents' strength, in sight before the first deal (a new player starts easy).
        self.level_label = self._label("tileLevelLabel", 9.5)
        self.level_label.setWordWrap(False)
        self.level_box = QComboBox(self)
        self.level_box.setObjectName("tileLevel")
        # the names change with the language: the box is sized for them each time, not once
        self.level_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        style.set_sans(self.level_box, 9.5)
        self.level_label.setBuddy(self.level_box)
        self.level_box.activated.connect(self._level_picked)

        self.wikipedia_button = self._button("wikipediaButton", "link")
        self.wikipedia_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rules_button = self._button("rulesButton", "secondary")
        self.start_button = self._button("startButton", "primary")
        self.continue_button = self._button("continueButton", "primary")
        self.wikipedia_button.clicked.connect(self._open_wikipedia)
        self.rules_button.clicked.connect(lambda: self.rules_clicked.emit(self.game_id))
        self.start_button.clicked.connect(lambda: self.start_clicked.emit(self.game_id))
        self.continue_button.clicked.connect(lambda: self.continue_clicked.emit(self.game_id))
        self.stats_button.clicked.connect(lambda: self.stats_clicked.emit(self.game_id))

        titles = QVBoxLayout()
        titles.setSpacing(3)
        titles.addWidget(self.name_label)
        titles.addWidget(self.origin_label)
        titles.addWidget(self.players_label)
        titles.addStretch(1)
        header = QHBoxLayout()
        header.setSpacing(18)
        header.addWidget(self.emblem, 0, Qt.AlignmentFlag.AlignTop)
        header.addLayout(titles, 1)

        # How the player fares, and the opponents' strength, in sight before the first deal.
        progress = QHBoxLayout()
        progress.setSpacing(8)
        progress.addWidget(self.stats_button, 0, Qt.AlignmentFlag.AlignVCenter)
        progress.addStretch(1)
        progress.addWidget(self.level_label, 0, Qt.AlignmentFlag.AlignVCenter)
        progress.addWidget(self.level_box, 0, Qt.AlignmentFlag.AlignVCenter)

        actions = QHBoxLayout()
        actions.setSpacing(10)
        actions.addWidget(self.wikipedia_button)
        actions.addStretch(1)
        # Beside the disabled Start button, which it explains.
        actions.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignVCenter)
        actions.addWidget(self.rules_button)
        actions.addWidget(self.start_button)
        actions.addWidget(self.continue_button)

        layout = QVBoxLayout(self)
        self._rule = _GoldRule(self)
        layout.addLayout(header)
        layout.addWidget(self._rule)
        layout.addWidget(self.description_label, 1)
        layout.addLayout(progress)
        layout.addLayout(actions)

        self.setTabOrder(self.stats_button, self.level_box)
        self.setTabOrder(self.level_box, self.wikipedia_button)
        self.setTabOrder(self.wikipedia_button, self.rules_button)
        self.setTabOrder(self.rules_button, self.start_button)
        self.setTabOrder(self.start_button, self.continue_button)
        self.space(ROOMY)
        self.refresh()

    def space(self, spacing: Spacing) -> None:
        """Set the tile's vertical room (its side margins never change)."""
        self.layout().setContentsMargins(28, spacing.tile_top, 28, spacing.tile_bottom)
        self.layout().setSpacing(spacing.tile_gap)
        self._rule.setFixedHeight(spacing.rule)

    def _label(self, name: str, size: float, weight: QFont.Weight = QFont.Weight.Normal,
               set_font=style.set_sans, label: QLabel | None = None) -> QLabel:
        label = label if label is not None else QLabel(self)
        label.setObjectName(name)
        set_font(label, size, weight)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    def _button(self, name: str, role: str, button: QPushButton | None = None) -> QPushButton:
        button = button if button is not None else QPushButton(self)
        button.setObjectName(name)
        button.setProperty("role", role)
        style.set_sans(button, 10.5, QFont.Weight.Bold if role != "link" else QFont.Weight.Normal)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        button.setAutoDefault(False)
        return button

    @property
    def playable(self) -> bool:
        return bool(self._index.data(GameRole.Playable))

    def refresh(self) -> None:
        """Re-read the row and the chrome: called on dataChanged and on a language change."""
        if not self._index.isValid():
            return
        name = self._index.data(GameRole.Name)
        self.name_label.setText(name)
        self.origin_label.setText(self._index.data(GameRole.OriginLine))
        self.players_label.setText(self._index.data(GameRole.PlayersLine))
        self.description_label.setText(self._index.data(GameRole.Description))
        self.wikipedia_button.setToolTip(self._index.data(GameRole.Wikipedia))
        playable = self.playable

        self.wikipedia_button.setText(self.tr("Wikipedia") + " ↗")
        self.wikipedia_button.setAccessibleName(self.tr("%1 on Wikipedia").replace("%1", name))
        self.rules_button.setText(self.tr("Rules"))
        self.rules_button.setAccessibleName(self.tr("Rules of %1").replace("%1", name))
        self.start_button.setText(self.tr("Start"))
        self.start_button.setAccessibleName(self.tr("Start %1").replace("%1", name))
        self.start_button.setEnabled(playable)
        saved = bool(self._index.data(GameRole.Saved))
        # With a deal to continue, Continue is the main action and Start becomes "New deal".
        self.continue_button.setText(self.tr("Continue"))
        self.continue_button.setAccessibleName(self.tr("Continue the unfinished deal of %1").replace("%1", name))
        self.continue_button.setVisible(saved)
        self.start_button.setProperty("role", "secondary" if saved else "primary")
        if saved:
            self.start_button.setText(self.tr("New deal"))
            self.start_button.setAccessibleName(self.tr("New deal of %1").replace("%1", name))
        style.repolish(self.start_button)
        # Always there, so the statistics can be found before the first deal (and the tile
        # keeps its height when the first one is counted).
        stats_line = self._index.data(GameRole.StatsLine) or self.tr("Statistics")
        self.stats_button.setText(stats_line)
        self.stats_button.setAccessibleName(self.tr("Statistics of %1").replace("%1", name))
        self.stats_button.setToolTip(self.tr("Show the statistics"))
        self.stats_button.setVisible(playable)
        self._show_levels(name)
        self.start_button.setToolTip("" if playable else self.tr("%1 is coming in a later version.").replace("%1", name))
        self.badge.setText(self.tr("Coming soon"))
        self.badge.setVisible(not playable)

        self.setAccessibleName(name)
        description = self._index.data(Qt.ItemDataRole.AccessibleDescriptionRole)
        if not playable:
            description = self.tr("Coming soon") + ". " + description
        self.setAccessibleDescription(description)

    def _show_levels(self, name: str) -> None:
        levels = self._index.data(GameRole.Levels) or []
        self.level_box.blockSignals(True)
        self.level_box.clear()
        for level in levels:
            self.level_box.addItem(level_name(level), level)
        self.level_box.setCurrentIndex(max(0, self.level_box.findData(self._index.data(GameRole.Level))))
        self.level_box.blockSignals(False)
        self.level_label.setText(self.tr("AI level"))
        self.level_box.setAccessibleName(self.tr("AI level for %1").replace("%1", name))
        self.level_box.setToolTip(self.tr("How strong the AI opponents play, from the next deal"))
        for widget in (self.level_label, self.level_box):
            widget.setVisible(bool(levels))

    def _level_picked(self, row: int) -> None:
        self.level_chosen.emit(self.game_id, self.level_box.itemData(row))

    def _open_wikipedia(self) -> None:
        # Where the desktop has no way to open a web page, the player is told, with the
        # address (Qt answers False; the click did nothing before).
        address = self._index.data(GameRole.Wikipedia)
        if not QDesktopServices.openUrl(QUrl(address)):
            log.warning("No browser opened %s", address)
            self.link_failed.emit(self.game_id, address)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        fill = QLinearGradient(outer.topLeft(), outer.bottomLeft())
        fill.setColorAt(0, QColor(style.CREAM))
        fill.setColorAt(1, QColor(style.CREAM_SHADE))
        painter.setBrush(fill)
        painter.setPen(QPen(QColor("#CDB98C"), 1))
        painter.drawRoundedRect(outer, 16, 16)
        # The inner gold frame of a court card.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(style.GOLD_PALE), 1.4))
        painter.drawRoundedRect(outer.adjusted(7, 7, -7, -7), 11, 11)
        painter.end()


class _TileGrid(QWidget):
    """Holds the tiles and paints their shadows on the felt beneath them."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lobbyGrid")
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(GRID_SPACING)
        self.space(ROOMY)

    def space(self, spacing: Spacing) -> None:
        self.grid.setContentsMargins(16, spacing.grid_top, 16, spacing.grid_bottom)  # room for the shadows
        self.grid.setVerticalSpacing(spacing.row_gap)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        for tile in self.findChildren(GameTile):
            if tile.isVisibleTo(self):
                style.paint_soft_shadow(painter, QRectF(tile.geometry()), 16)
        painter.end()


class LobbyPage(Retranslating, QWidget):
    """The first screen: pick a game to play or to read about."""

    start_requested = Signal(str)  # game id
    continue_requested = Signal(str)  # game id: resume its autosaved deal
    rules_requested = Signal(str)  # game id
    stats_requested = Signal(str)  # game id
    level_chosen = Signal(str, str)  # game id, AI level
    link_failed = Signal(str, str)  # game id, the address no browser could be opened for

    def __init__(self, model: GameListModel | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lobbyPage")
        self.setStyleSheet(style.STYLESHEET + _LOBBY_LABELS)
        self._model = model if model is not None else GameListModel(parent=self)
        self._tiles: list[GameTile] = []
        self._columns = 0
        self._spacing = ROOMY
        self._follow_focus = False

        # The window's header already shows the brand; the page says what to do here.
        self.title_label = QLabel(self)
        self.title_label.setObjectName("lobbyTitle")
        style.set_serif(self.title_label, 22, QFont.Weight.Bold)
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle_label = QLabel(self)
        self.subtitle_label.setObjectName("lobbySubtitle")
        style.set_sans(self.subtitle_label, 11)
        self.subtitle_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle_label.setWordWrap(True)

        self._grid_widget = _TileGrid()
        self._grid_widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        holder = QWidget()
        holder.setObjectName("lobbyGrid")
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        # The grid takes nearly all the width until it reaches its maximum; the stretches
        # then share the rest, which centres it.
        row.addStretch(1)
        row.addWidget(self._grid_widget, 100)
        row.addStretch(1)
        # Stretch above and below: on a large screen the block sits in the middle of the felt.
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addStretch(1)
        column.addWidget(self.title_label)
        column.addWidget(self.subtitle_label)
        column.addSpacing(6)
        column.addLayout(row)
        column.addStretch(1)
        self._scroll = FeltScroll(holder, "lobbyScroll")
        # A text that fits itself to its width (a statistics line, a name) changes its height
        # after the resize that set the width: the holder then asks for a new layout.
        holder.installEventFilter(self)
        self._grid_widget.installEventFilter(self)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 10, 24, 4)
        layout.addWidget(self._scroll)

        for signal in (self._model.modelReset, self._model.rowsInserted, self._model.rowsRemoved,
                       self._model.rowsMoved, self._model.layoutChanged):
            signal.connect(self._rebuild)
        self._model.dataChanged.connect(self._on_data_changed)
        self._rebuild()
        self.retranslate()

    # --- public -------------------------------------------------------------------------

    def model(self) -> GameListModel:
        return self._model

    def tiles(self) -> list[GameTile]:
        return list(self._tiles)

    def columns(self) -> int:
        """How many tiles stand in a row now."""
        return self._columns

    def tile(self, game_id: str) -> GameTile:
        for tile in self._tiles:
            if tile.game_id == game_id:
                return tile
        raise LookupError(f"no tile for game {game_id!r}")

    def first_focus(self, game_id: str | None = None) -> QWidget | None:
        """Where the keyboard starts on this page: the main button (Continue where there is a
        deal to continue, else Play) of `game_id`'s tile, the game the player comes back from,
        or of the first."""
        tiles = [tile for tile in self._tiles if tile.game_id == game_id] or self._tiles
        if not tiles:
            return None
        tile = tiles[0]
        return tile.continue_button if tile.continue_button.isVisibleTo(tile) else tile.start_button

    def focus_tile(self, game_id: str) -> None:
        """The keyboard on `game_id`'s main button, scrolled into sight."""
        button = self.first_focus(game_id)
        if button is not None:
            button.setFocus(Qt.FocusReason.OtherFocusReason)
            self._bring_into_sight(button)

    def _bring_into_sight(self, widget: QWidget) -> None:
        tile = next((tile for tile in self._tiles if tile.isAncestorOf(widget)), None)
        if tile is not None:
            self._scroll.ensureWidgetVisible(tile)  # the whole tile where it fits,
        self._scroll.ensureWidgetVisible(widget)  # the widget in any case

    def _keep_focus_in_sight(self) -> None:
        self._follow_focus = False
        focus = self.focusWidget()
        if focus is not None and self._grid_widget.isAncestorOf(focus):
            self._bring_into_sight(focus)

    def focused_game(self) -> str | None:
        """The game whose tile holds the keyboard focus, if one does: the page's focus child
        counts while a menu or list in a window of its own is open over it, not once the focus
        has moved to another part of this window (the header)."""
        focus = QApplication.focusWidget()
        if focus is None or focus.window() is not self.window():
            focus = self.focusWidget()
        for tile in self._tiles:
            if focus is not None and (focus is tile or tile.isAncestorOf(focus)):
                return tile.game_id
        return None

    def retranslate(self) -> None:
        self.title_label.setText(self.tr("Choose a game"))
        self.subtitle_label.setText(self.tr("Traditional card and tile games from around the world"))
        self.setAccessibleName(self.tr("Choose a game"))
        # The model's rows change language too; its dataChanged refreshes every tile.
        self._model.retranslate()
        self._columns = 0  # new texts may need a different number of columns
        self._arrange()
        self._fit_height()

    # --- model to tiles -----------------------------------------------------------------

    def _rebuild(self) -> None:
        for tile in self._tiles:
            # Out of the grid and out of sight now; deleteLater alone would leave it there
            # until the event loop runs.
            self._grid_widget.grid.removeWidget(tile)
            tile.hide()
            tile.deleteLater()
        self._tiles = []
        for row in range(self._model.rowCount()):
            tile = GameTile(self._model.index(row), self._grid_widget)
            tile.start_clicked.connect(self.start_requested)
            tile.continue_clicked.connect(self.continue_requested)
            tile.rules_clicked.connect(self.rules_requested)
            tile.stats_clicked.connect(self.stats_requested)
            tile.level_chosen.connect(self.level_chosen)
            tile.link_failed.connect(self.link_failed)
            tile.space(self._spacing)
            self._tiles.append(tile)
        self._columns = 0  # force a new arrangement
        self._arrange()
        self._fit_height()

    def _on_data_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, roles=()) -> None:
        for row in range(top_left.row(), bottom_right.row() + 1):
            if 0 <= row < len(self._tiles):
                self._tiles[row].refresh()
        self._fit_height()  # a statistics line may now take two lines

    # --- responsive grid ----------------------------------------------------------------

    def _columns_for(self, width: int) -> int:
        # Four in a row only when each tile keeps a generous width; 2×2 otherwise. Long
        # translations can make a tile's least width larger than ours.
        narrowest = max([TILE_MIN_WIDTH, *(tile.minimumSizeHint().width() for tile in self._tiles)])
        for columns, tile_width in ((4, max(520, narrowest)), (2, narrowest)):
            if columns * tile_width + (columns - 1) * GRID_SPACING + 40 <= width:
                return max(1, min(columns, len(self._tiles)))
        return 1

    def _arrange(self) -> None:
        # The page's own width: the scroll area's viewport is only resized after this event.
        margins = self.layout().contentsMargins()
        columns = self._columns_for(self.width() - margins.left() - margins.right())
        if columns == self._columns:
            return
        self._columns = columns
        grid = self._grid_widget.grid
        for tile in self._tiles:
            grid.removeWidget(tile)
        for position, tile in enumerate(self._tiles):
            grid.addWidget(tile, position // columns, position % columns)
        for column in range(max(4, grid.columnCount())):
            grid.setColumnStretch(column, 1 if column < columns else 0)
        margins = grid.contentsMargins()
        self._grid_widget.setMaximumWidth(
            columns * TILE_MAX_WIDTH + (columns - 1) * GRID_SPACING + margins.left() + margins.right()
        )
        # Row-major tab order, the order the eye reads the grid in.
        for earlier, later in zip(self._tiles, self._tiles[1:]):
            QWidget.setTabOrder(earlier.continue_button, later.stats_button)
        # The tile with the keyboard moves: seen live at 1,024 px, back from a first deal whose save
        # made one column of two, the lobby stood where that game's tile had been in two and its
        # Continue button was below the window. Followed once the grid has its new size.
        self._follow_focus = True

    def compact(self) -> bool:
        """Whether the lobby is drawn with less room between its parts, to fit a short window."""
        return self._spacing is COMPACT

    def _fit_height(self) -> None:
        # Roomy unless that would scroll. The page's own size, as in _arrange; going back is
        # decided by the compact lobby's saving, without laying the roomy one out again
        # (which would ask for another layout, and so on).
        margins = self.layout().contentsMargins()
        width = self.width() - margins.left() - margins.right()
        height = self.height() - margins.top() - margins.bottom()
        need = self._needed_height(width)
        if self._spacing is ROOMY and need > height:
            self._space(COMPACT)
        elif self._spacing is COMPACT and need + self._compact_saving(width) <= height:
            self._space(ROOMY)

    def _compact_saving(self, width: int) -> int:
        """How much shorter the compact lobby is than the roomy one. Only their vertical room
        differs (`Spacing`), so it is worked out from the two, not measured: a measure taken
        while the tiles had not yet got their widths counted a statistics line on two lines
        (116 px became 150, and a 1280×800 window kept the compact lobby)."""
        rows = -(-len(self._tiles) // max(1, self._columns))
        gaps = self._tiles[0].layout().count() - 1 if self._tiles else 0

        def tiles_and_grid(spacing: Spacing) -> int:
            tile = spacing.tile_top + spacing.tile_bottom + gaps * spacing.tile_gap + spacing.rule
            return rows * tile + (rows - 1) * spacing.row_gap + spacing.grid_top + spacing.grid_bottom

        column = self._scroll.widget().layout()
        subtitle = self.subtitle_label.heightForWidth(width) + column.spacing()
        return tiles_and_grid(ROOMY) - tiles_and_grid(COMPACT) + subtitle

    def _needed_height(self, width: int) -> int:
        # What the scroll area asks of its widget before it shows a scroll bar.
        holder = self._scroll.widget()
        least = holder.minimumSizeHint().height()
        return max(least, holder.heightForWidth(width)) if holder.hasHeightForWidth() else least

    def _space(self, spacing: Spacing) -> None:
        self._spacing = spacing
        self.subtitle_label.setVisible(spacing.subtitle)
        self._grid_widget.space(spacing)
        for tile in self._tiles:
            tile.space(spacing)
        # Sizes are cached in every layout until its next pass; the saving is measured now.
        holder = self._scroll.widget()
        for layout in holder.findChildren(QLayout):
            layout.invalidate()
        for widget in (*self._tiles, self._grid_widget):
            widget.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()
        self._fit_height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and watched is self._scroll.widget():
            # A tile that grew (a Continue button, a statistics line) may need fewer columns:
            # seen live at 1,024 px in Russian, the first deal's save kept two columns and the
            # right-hand tiles ran under the scroll bar.
            self._arrange()
            self._fit_height()
        elif event.type() == QEvent.Type.Resize and watched is self._grid_widget and self._follow_focus:
            # The tiles take their places in the grid's new size after this event.
            QTimer.singleShot(0, self, self._keep_focus_in_sight)
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        # A first resize comes before the tiles are shown, while the layouts still leave them out.
        super().showEvent(event)
        self._arrange()  # the tiles may have changed while a table was shown
        self._fit_height()


    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        style.paint_felt(painter, QRectF(self.rect()))
        painter.end()


_LOBBY_LABELS = f"""
QLabel#lobbyTitle {{ color: {style.GOLD_PALE}; }}
QLabel#lobbySubtitle {{ color: rgba(251, 245, 230, 0.82); }}
QLabel#tileName {{ color: {style.INK}; }}
QLabel#tileOrigin {{ color: {style.GOLD_DEEP}; }}
QLabel#tilePlayers {{ color: {style.INK_SOFT}; }}
QLabel#tileDescription {{ color: {style.INK}; }}
QLabel#tileLevelLabel {{ color: {style.INK_SOFT}; }}
/* Narrower than the shared buttons: Rules, New deal and Continue side by side must leave two
   tiles a row in a 1280-pixel window in every language. */
QPushButton[role="primary"], QPushButton[role="secondary"] {{ padding: 8px 15px; }}
QPushButton[role="primary"]:focus, QPushButton[role="secondary"]:focus {{ padding: 7px 14px; }}
"""
