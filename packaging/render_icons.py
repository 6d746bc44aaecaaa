"""Render the app icon (assets/icons/cardavia.svg) to PNGs at every size desktops ask for, in
freedesktop's hicolor layout under assets/icons/hicolor. Run it after editing the SVG:

    python packaging/render_icons.py

The PNGs are committed, so building the app needs no SVG renderer; the Windows .ico and macOS
.icns are assembled from them at build time (packaging/icon_containers.py)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from cardavia_qt.resources import ICON_SIZES, icon_in_hicolor  # noqa: E402

SVG = REPO / "assets" / "icons" / "cardavia.svg"
HICOLOR = REPO / "assets" / "icons" / "hicolor"


def render(svg: Path, size: int):
    """The SVG drawn into a transparent size×size image (a QImage)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def render_all(svg: Path = SVG, hicolor: Path = HICOLOR) -> list[Path]:
    written = []
    for size in ICON_SIZES:
        path = hicolor / icon_in_hicolor(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not render(svg, size).save(str(path), "PNG"):
            raise OSError(f"could not write {path}")
        written.append(path)
    return written


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        main.app = QGuiApplication([sys.argv[0]])  # QPainter needs one, alive until we exit
    for path in render_all():
        print(path.relative_to(REPO))
    return 0


if __name__ == "__main__":
    sys.exit(main())
