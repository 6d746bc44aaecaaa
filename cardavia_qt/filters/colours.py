"""The colours the card table paints for itself — captions, outlines, glows, rings — as the
display filters show them.

The table's art comes from the pixmap cache with contrast and temperature baked in; whatever
the table draws on top with a pen or a brush must go through the same map, or a caption would
keep its plain colours on a recoloured felt. The map is affine, so a translucent colour mapped
before it is blended gives what a pass over the blended pixels would.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QColor

from cardavia_qt.filters.applier import current_filter
from cardavia_qt.filters.maths import DisplayFilter


def shown(colour: QColor | str) -> QColor:
    """`colour` (its alpha kept) through the current contrast and temperature."""
    colour = QColor(colour)
    display_filter = current_filter()
    if display_filter.colour_is_neutral:
        return colour
    return QColor.fromRgba(_mapped_rgba(colour.rgba(), display_filter.contrast, display_filter.temperature))


@lru_cache(maxsize=1024)  # a table paints a few dozen distinct colours, at every repaint
def _mapped_rgba(rgba: int, contrast: int, temperature: int) -> int:
    colour = QColor.fromRgba(rgba)
    red, green, blue = DisplayFilter(contrast, 0, temperature).map_rgb(colour.red(), colour.green(), colour.blue())
    return colour.alpha() << 24 | red << 16 | green << 8 | blue
