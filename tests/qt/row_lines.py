"""Lines of text in a list's rows: how many a sentence needs (Qt's text layout) and how many a
row's painting shows (bands of inked pixel rows). For the tests of wrapped rows."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter, QTextLayout, QTextOption
from PySide6.QtWidgets import QStyleOptionViewItem


def row_image(view, index) -> QImage:
    """The row painted by the view's delegate, as the view paints it (its wrapping, its font)."""
    rect = view.visualRect(index)
    image = QImage(rect.width(), rect.height(), QImage.Format.Format_RGB32)
    image.fill(0x123456)
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = image.rect()
    painter = QPainter(image)
    view.itemDelegate().paint(painter, option, index)
    painter.end()
    return image


def painted_lines(image) -> int:
    """Bands of pixel rows holding ink, top to bottom: the lines of text painted. The row's own
    background is the colour in its top left corner (padding); its bottom rule is left out."""
    background = image.pixelColor(1, 1)
    bands, inked_before = 0, False
    for y in range(image.height() - 2):
        inked = any(image.pixelColor(x, y) != background for x in range(0, image.width(), 1))
        bands += inked and not inked_before
        inked_before = inked
    return bands


def lines_needed(text: str, font, width: int) -> int:
    """How many lines the sentence takes wrapped at word boundaries in `width` px (Qt's text layout)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    count = 0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        count += 1
    layout.endLayout()
    return count
