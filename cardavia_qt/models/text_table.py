"""A small table of words for a view to lay out and a screen reader to read as a table: the
MCR score sheet (fans, payments) and the statistics' figures.

Whoever fills it has already put everything in words (in the current language) and says what
each cell is with a style name ("name", "points", "total", "loss", …); the view
(views/sheet_view.py) gives each style its font and colour, so the model holds no looks. A cell
may have a spoken form for screen readers where the shown one is a sign ("×2" → "2 times").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QAbstractTableModel, QByteArray, QModelIndex, QObject, Qt

STYLE_ROLE = Qt.ItemDataRole.UserRole + 1  # the cell's style name
KEY_ROLE = Qt.ItemDataRole.UserRole + 2  # the row's key (what it is, for code and tests)
RULED_ROLE = Qt.ItemDataRole.UserRole + 3  # a rule above this row (a total under its parts)


@dataclass(frozen=True)
class Cell:
    text: str
    style: str = ""
    right: bool = False  # numbers stand aligned on the right
    spoken: str = ""  # what a screen reader says instead of `text` (empty: the text)


@dataclass(frozen=True)
class Row:
    key: str
    cells: tuple[Cell, ...]
    ruled: bool = False


class TextTableModel(QAbstractTableModel):
    def __init__(self, columns: int, parent: QObject | None = None):
        super().__init__(parent)
        self.columns = columns
        self.headers: tuple[Cell, ...] = ()
        self.rows: tuple[Row, ...] = ()

    def set_table(self, headers: Sequence[Cell], rows: Sequence[Row]) -> None:
        self.beginResetModel()
        self.headers, self.rows = tuple(headers), tuple(rows)
        self.endResetModel()
        if self.headers:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columns - 1)

    def row_of(self, key: str) -> int:
        return next(number for number, row in enumerate(self.rows) if row.key == key)

    def text(self, key: str, column: int) -> str:
        return self.rows[self.row_of(key)].cells[column].text

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 — Qt's signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.columns

    def _cell(self, index: QModelIndex) -> Cell | None:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        cells = self.rows[index.row()].cells
        return cells[index.column()] if index.column() < len(cells) else Cell("")

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        cell = self._cell(index)
        if cell is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return cell.text
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return cell.spoken or cell.text
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = Qt.AlignmentFlag.AlignRight if cell.right else Qt.AlignmentFlag.AlignLeft
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == STYLE_ROLE:
            return cell.style
        if role == KEY_ROLE:
            return self.rows[index.row()].key
        if role == RULED_ROLE:
            return self.rows[index.row()].ruled
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.headers):
            return None
        header = self.headers[section]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return header.text
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = Qt.AlignmentFlag.AlignRight if header.right else Qt.AlignmentFlag.AlignLeft
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags

    def roleNames(self) -> dict:
        names = dict(super().roleNames())
        names.update({int(STYLE_ROLE): QByteArray(b"style"), int(KEY_ROLE): QByteArray(b"key"),
                      int(RULED_ROLE): QByteArray(b"ruled")})
        return names
