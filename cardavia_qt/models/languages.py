"""The language selector's model: each language by its own name, as a native speaker expects
it in a menu. Babel supplies the names; menus capitalise them and prefer a few set forms."""

from __future__ import annotations

from babel import Locale
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from cardavia_qt.i18n import LANGUAGE_CODES

CODE_ROLE = Qt.ItemDataRole.UserRole + 1

# Where a menu's form differs from Babel's display name (which names a locale, not a language).
MENU_FORMS = {
    "zh_CN": "简体中文",  # Babel: "中文 (简体, 中国)"
    "id": "Bahasa Indonesia",  # Babel: "Indonesia"
}


def native_name(code: str) -> str:
    if code in MENU_FORMS:
        return MENU_FORMS[code]
    name = Locale.parse(code).get_display_name(code) or code
    return name[:1].upper() + name[1:]  # menus start with a capital: "Norsk bokmål", "Русский"


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
