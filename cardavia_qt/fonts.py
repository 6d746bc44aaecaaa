"""Bundled fonts and the font stacks the UI uses, which follow the script of the language.

These machines may have only DejaVu fonts, so Noto Sans Devanagari (Hindi), Noto Serif
(headings) and a subset of Noto Sans CJK SC (Chinese) ship in assets/fonts and are registered
at start-up.

Qt shapes each run of text with the first font of the widget's list that it can load for the
run's script. For a script that needs OpenType shaping (Devanagari) it also tries each font
before the right one, logs "OpenType support missing for <font>, script <n>" and moves on. So a
stack starts with the font of the language's own script, and every font on screen follows the
language, at once and whatever set it: the application font, a widget's own font, and the
font a style sheet pinned on a widget when it was polished (which no later application font
reaches). A switch goes in two steps around the new texts (`use_language`, then `settle`), so
that neither the old words meet the new fonts nor the new words the old ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QWidget

from cardavia_qt.resources import asset_path

DEVANAGARI = "Noto Sans Devanagari"
CJK = "Noto Sans CJK SC"  # subset to the characters we show (tools/make_cjk_font.py)
LATIN_SANS = "DejaVu Sans"  # Latin and Cyrillic
LATIN_SERIF = ("Noto Serif", "DejaVu Serif")
# Fonts of scripts that Qt will not draw without OpenType shaping: no other font may come
# before one of these while its script is on screen.
SHAPING_FONTS = (DEVANAGARI,)

SANS, SERIF, OWN = "sans", "serif", "own"
# A widget whose own font is set from a stack says which (the two can be the same list), and
# one whose font is its own whatever the language (the language selector's) says so.
ROLE_PROPERTY = "cardaviaFontStack"


@dataclass(frozen=True)
class Stacks:
    sans: tuple[str, ...]
    serif: tuple[str, ...]

    def of(self, role: str) -> tuple[str, ...]:
        return self.serif if role == SERIF else self.sans

    def role_of(self, families: tuple[str, ...]) -> str | None:
        if families == self.sans:
            return SANS
        return SERIF if families == self.serif else None


_STACKS = {
    "hi": Stacks((DEVANAGARI, LATIN_SANS, CJK), (DEVANAGARI, *LATIN_SERIF, CJK)),
    # Chinese headings stay in the sans: a serif CJK face would cost megabytes more.
    "zh_CN": Stacks((CJK, LATIN_SANS), (CJK, LATIN_SANS)),
    # Latin and Cyrillic. The Chinese names in the rules pages (四色牌, 中, 發) fall through to
    # the CJK subset; Chinese needs no shaping, so coming second does no harm.
    None: Stacks((LATIN_SANS, DEVANAGARI, CJK), (*LATIN_SERIF, DEVANAGARI, CJK)),
}
# The language selector shows every language in its own script, whatever the UI language;
# Devanagari, the one that needs shaping, comes first.
SELECTOR_FAMILIES = (DEVANAGARI, LATIN_SANS, CJK)
_language: str | None = None  # the stacks new fonts are made from
_on_screen: Stacks = _STACKS[None]  # the stacks the widgets carry now


def register_bundled_fonts() -> list[str]:
    """Add every font file in assets/fonts to Qt's database; return the families added."""
    families: list[str] = []
    for path in sorted(asset_path("fonts").glob("*.[ot]tf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return sorted(set(families))


def stacks(language: str | None) -> Stacks:
    return _STACKS.get(language, _STACKS[None])


def sans_families() -> tuple[str, ...]:
    return stacks(_language).sans


def serif_families() -> tuple[str, ...]:
    return stacks(_language).serif


def follow(widget: QWidget, role: str, font: QFont) -> QFont:
    """Give `widget` a font of its own in the `role` stack (`font`'s families are replaced),
    which then follows the language."""
    font = QFont(font)
    font.setFamilies(list(stacks(_language).of(role)))
    widget.setProperty(ROLE_PROPERTY, role)
    widget.setFont(font)
    return font


def keep_own(widget: QWidget, families: tuple[str, ...]) -> None:
    """`widget` shows these families in every language."""
    font = widget.font()
    font.setFamilies(list(families))
    widget.setProperty(ROLE_PROPERTY, OWN)
    widget.setFont(font)


def ui_font(point_size: float = 10.0) -> QFont:
    font = QFont()
    font.setFamilies(list(sans_families()))
    font.setPointSizeF(point_size)
    return font


def _shaping_first(old: tuple[str, ...], new: tuple[str, ...]) -> tuple[str, ...]:
    """`new`, with the shaping font that leads `old` or `new` moved to the front: a list that
    shapes the texts of both languages, for the moment both are on screen."""
    front = [family for family in (old[0], new[0]) if family in SHAPING_FONTS]
    return tuple(dict.fromkeys([*front, *new]))


def use_language(language: str) -> None:
    """The first step of a switch to `language`, before its translators go in: new fonts come
    from its stacks, and the fonts on screen from stacks that shape the old and the new
    language alike."""
    global _language
    old = stacks(_language)
    _language = language if language in _STACKS else None
    new = stacks(_language)
    _show(Stacks(_shaping_first(old.sans, new.sans), _shaping_first(old.serif, new.serif)))


def settle() -> None:
    """The second step, once the translators are in: every widget takes its new texts now
    (Qt posts them), then the language's own fonts."""
    if QApplication.instance() is None:
        return
    QCoreApplication.sendPostedEvents(None, int(QEvent.Type.LanguageChange))
    _show(stacks(_language))


def _show(target: Stacks) -> None:
    global _on_screen
    app = QApplication.instance()
    current, _on_screen = _on_screen, target
    if app is None or current == target:
        return
    font = app.font()
    font.setFamilies(list(target.sans))
    app.setFont(font)  # reaches every widget that takes its font from its parent
    # Parents first: a parent's new font may be handed down again to a child already done.
    for widget in sorted(app.allWidgets(), key=_depth):
        families = tuple(widget.font().families())
        role = widget.property(ROLE_PROPERTY) or current.role_of(families)
        if role in (None, OWN) or families == target.of(role):
            continue  # a font of its own (the language selector's), or already right
        own = widget.font()
        own.setFamilies(list(target.of(role)))
        widget.setFont(own)


def _depth(widget: QWidget) -> int:
    depth = 0
    while (widget := widget.parentWidget()) is not None:
        depth += 1
    return depth
