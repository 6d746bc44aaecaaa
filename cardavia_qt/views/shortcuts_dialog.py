"""The keyboard-shortcut list, made from the command table (cardavia_qt/views/commands.py)."""

from __future__ import annotations

from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from cardavia_qt.views.commands import shortcut_rows
from cardavia_qt.views.retranslating import Retranslating


class ShortcutsDialog(Retranslating, QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.table = QTableWidget(0, 2, self)
        self.table.setObjectName("shortcutsTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # Wrapped lines need the column's final width to know their height.
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.buttons)
        self.resize(640, 420)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        rows = shortcut_rows()
        self.table.setRowCount(len(rows))
        for row, (keys, what) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(what))
        self.table.resizeRowsToContents()
        if self.isVisible():
            self._fit_the_rows()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_the_rows()

    def _fit_the_rows(self) -> None:
        """Grow tall enough to show every row, as far as the screen allows: seen live in
        Russian, whose lines wrap, the last three rows (Enter among them) hid behind a scroll
        bar at the first size."""
        table = self.table
        table.resizeRowsToContents()
        wanted = table.horizontalHeader().height() + table.verticalHeader().length() + 2 * table.frameWidth()
        height = self.height() + wanted - table.height()
        screen = self.screen()
        if screen is not None:
            height = min(height, screen.availableGeometry().height() * 9 // 10)
        if height > self.height():
            self.resize(self.width(), height)

    def rows(self) -> list[tuple[str, str]]:
        """What the list shows (tests read it)."""
        return [(self.table.item(row, 0).text(), self.table.item(row, 1).text()) for row in range(self.table.rowCount())]
