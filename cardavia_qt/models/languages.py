"""The language selector's model: each language by its own name, as a native speaker expects
it in a menu. Qt's locale data supplies the names; menus capitalise them and prefer a few set forms."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from cardavia_qt.i18n import LANGUAGE_CODES, native_name

CODE_ROLE = Qt.ItemDataRole.UserRole + 1


class LanguageModel(QAbstractListModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows = [(code, native_name(code)) for code in LANGUAGE_CODES]

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 — Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        code, name = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return name
        if role == CODE_ROLE:
            return code
        return None

    def row_of(self, code: str) -> int:
        for row, (row_code, _) in enumerate(self._rows):
            if row_code == code:
                return row
        return 0
