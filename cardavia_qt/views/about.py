"""The About box: Cardavia's version and licence, the bundled fonts and theirs, and the Qt it
runs on."""

from __future__ import annotations

import html
from importlib import metadata

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from cardavia_qt.resources import asset_path
from cardavia_qt.views.retranslating import Retranslating

FALLBACK_VERSION = "0.1.0"  # pyproject's, for a copy run without its package metadata


def app_version() -> str:
    try:
        return metadata.version("cardavia")
    except metadata.PackageNotFoundError:
        return FALLBACK_VERSION


def bundled_font_families() -> list[str]:
    """The families of the font files shipped in assets/fonts, registered or not."""
    families = set()
    for path in sorted(asset_path("fonts").glob("*.[ot]tf")):
        font_id = QFontDatabase.addApplicationFont(str(path))  # already there: the same id again
        if font_id >= 0:
            families.update(QFontDatabase.applicationFontFamilies(font_id))
    return sorted(families)


class AboutDialog(Retranslating, QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.text = QLabel(self)
        self.text.setObjectName("aboutText")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 18)
        layout.setSpacing(16)
        layout.addWidget(self.text)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Cardavia"))
        fonts = ", ".join(html.escape(family) for family in bundled_font_families())
        paragraphs = [
            f"<h2>Cardavia {html.escape(app_version())}</h2>",
            html.escape(self.tr("Traditional card and tile games from around the world, played offline "
                                "against AI opponents.")),
            html.escape(self.tr("Cardavia is free software: you may share and change it under the GNU "
                                "General Public License, version 3 or later. It comes with no warranty.")),
            html.escape(self.tr("Bundled fonts: %1. They are under the SIL Open Font License 1.1; the "
                                "licence text is in the fonts folder.")).replace("%1", fonts),
            html.escape(self.tr("Made with Qt %1 and Qt for Python (PySide6) %2, under the GNU Lesser "
                                "General Public License, version 3.")
                        .replace("%1", qVersion()).replace("%2", PySide6.__version__)),
        ]
        self.text.setText("".join(f"<p>{part}</p>" if not part.startswith("<h") else part for part in paragraphs))
        self.text.setAccessibleName(self.tr("About Cardavia"))
