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

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.table.resizeRowsToContents()

    def rows(self) -> list[tuple[str, str]]:
        """What the list shows (tests read it)."""
        return [(self.table.item(row, 0).text(), self.table.item(row, 1).text()) for row in range(self.table.rowCount())]
