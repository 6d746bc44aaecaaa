"""Bundled fonts and the font stacks the UI uses, which depend on the language.

These machines may have only DejaVu fonts, so Noto Sans Devanagari (Hindi), Noto Serif
(headings) and a subset of Noto Sans CJK SC (Chinese) ship in assets/fonts and are registered
at start-up. The stacks put the font of the
language's script first: Qt logs a warning whenever it tries a listed font that cannot shape
the text's script before falling back to the next, so a Hindi screen must not start at DejaVu.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from cardavia_qt.resources import asset_path

DEVANAGARI = "Noto Sans Devanagari"
CJK = "Noto Sans CJK SC"  # subset to the characters we show (tools/make_cjk_font.py)
_STACKS = {
    # language: (sans stack, serif stack)
    "hi": ((DEVANAGARI, "DejaVu Sans", CJK), (DEVANAGARI, "Noto Serif", "DejaVu Serif", CJK)),
    # Chinese headings stay in the sans: a serif CJK face would cost megabytes more.
    "zh_CN": ((CJK, "DejaVu Sans"), (CJK, "DejaVu Sans")),
    # The Chinese names in the rules pages (四色牌, 中, 發) fall through to the CJK subset.
    None: (("DejaVu Sans", DEVANAGARI, CJK), ("Noto Serif", "DejaVu Serif", DEVANAGARI, CJK)),
}
# The language selector shows every language in its own script, whatever the UI language.
SELECTOR_FAMILIES = (DEVANAGARI, "DejaVu Sans", CJK)
_language: str | None = None


def register_bundled_fonts() -> list[str]:
    """Add every font file in assets/fonts to Qt's database; return the families added."""
    families: list[str] = []
    for path in sorted(asset_path("fonts").glob("*.[ot]tf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return sorted(set(families))


def _stacks(language: str | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    return _STACKS.get(language, _STACKS[None])


def sans_families() -> tuple[str, ...]:
    return _stacks(_language)[0]


def serif_families() -> tuple[str, ...]:
    return _stacks(_language)[1]


def ui_font(point_size: float = 10.0) -> QFont:
    font = QFont()
    font.setFamilies(list(sans_families()))
    font.setPointSizeF(point_size)
    return font


def use_language(language: str) -> None:
    """Switch the stacks for `language`: the application font, and every widget whose own
    font uses a stack, keep their size and weight and change families."""
    global _language
    old_sans, old_serif = _stacks(_language)
    _language = language if language in _STACKS else None
    new_sans, new_serif = _stacks(_language)
    app = QApplication.instance()
    if app is None or (old_sans, old_serif) == (new_sans, new_serif):
        return
    font = app.font()
    font.setFamilies(list(new_sans))
    app.setFont(font)
    swap = {old_sans: new_sans, old_serif: new_serif}
    for widget in app.allWidgets():
        if not widget.testAttribute(Qt.WidgetAttribute.WA_SetFont):
            continue
        own = widget.font()
        families = swap.get(tuple(own.families()))
        if families is not None:
            own.setFamilies(list(families))
            widget.setFont(own)
