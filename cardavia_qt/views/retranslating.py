"""Language changes without a restart: Qt sends every widget a LanguageChange event when a
translator is installed; a widget with this mixin answers by calling its `retranslate()`."""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Mix in before the Qt widget class: `class Page(Retranslating, QWidget)`."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
