"""The display filters applied to the whole application, and changed at once by the sliders.

Each part of the window gets them where they are cheapest:
- the card table (which animates) is drawn from sources that already carry all three filters:
  grain, contrast and temperature are baked into the cached felt, card and tile pixmaps
  (through the pixmap cache's transform), and the few colours the table paints for itself go
  through `colours.shown`. A frame of the table then costs what it costs without filters, and
  the view paints as any QGraphicsView does (`paints_own_filters` keeps a pass off it);
- every other part — the header, each page, the table's bar and overlays — gets one colour
  pass over its finished picture (`window_effect`), which keeps the mapped picture and maps
  again only the bands that changed, switched off entirely while contrast and temperature
  sit at 50 %; menus, lists and dialogs in windows of their own get the same pass
  (`other_windows`);
- grain is also drawn over the painted felt of the lobby and rules pages (`painted`).
Grain is laid on before contrast and temperature wherever both apply, so it is seen through
the same colour map as everything else.
"""

from __future__ import annotations

import zlib

import shiboken6

from PySide6.QtCore import QObject, QPoint
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QStackedWidget, QWidget

from cardavia_qt.filters import grain
from cardavia_qt.filters.colour_pass import mapped
from cardavia_qt.filters.maths import DisplayFilter
from cardavia_qt.filters.other_windows import OtherWindows
from cardavia_qt.filters.window_effect import ColourPassEffect
from cardavia_qt.table import art
from cardavia_qt.table.pixmaps import DIMMED, IN_WIDGET, SHADE, PixmapCache, shared_cache

_current = DisplayFilter()


def current_filter() -> DisplayFilter:
    """The filter the app shows now (painted surfaces read it as they paint)."""
    return _current


class ArtBaker:
    """The pixmap cache's transform: the display filters baked into the table's images.

    Art (cards, tiles, the felt) gets grain, then contrast and temperature; dimmed art gets
    its shade between the two, as a pass over the window would find it; shadows get the
    colour map only (grain on a shadow would speckle the felt around every card); art shown
    inside a widget gets grain only, since the widget's own colour pass maps it.

    Each image takes its specks from its own place in the noise field, so two cards do not
    wear the same pattern. The place comes from the image's own pixels, not from the order of
    rendering, so a card looks the same whichever window, test or screenshot drew it first.
    """

    def __init__(self, display_filter: DisplayFilter):
        self.strength = display_filter.grain_strength
        self.affine = display_filter.affine()
        self.colour_is_neutral = display_filter.colour_is_neutral

    def shows(self, display_filter: DisplayFilter) -> bool:
        return (self.strength, self.affine) == (display_filter.grain_strength, display_filter.affine())

    def __call__(self, image: QImage, use: str) -> QImage:
        if use != SHADE:
            image = self._grained(image)
        if use == DIMMED:
            image = art.dimmed(image)
        if use == IN_WIDGET or self.colour_is_neutral:
            return image
        return mapped(image, *self.affine)

    def _grained(self, image: QImage) -> QImage:
        # Nothing is kept here: each card's face is baked once per look and kept by the
        # pixmap cache, and a copy of every grained image would hold the pack once more.
        if not self.strength:
            return image
        # A sample of the pixels is enough to tell card faces apart, and cheap on the felt.
        fingerprint = zlib.crc32(bytes(memoryview(image.constBits())[::251]))
        origin = QPoint(fingerprint % 8192, (fingerprint >> 13) % 8192)
        return grain.bake(image, self.strength, origin)


class DisplayFilters(QObject):
    def __init__(self, root: QWidget, display_filter: DisplayFilter, cache: PixmapCache | None = None):
        super().__init__(root)
        self.root = root
        self.cache = cache if cache is not None else shared_cache()
        self.effects: list[ColourPassEffect] = []
        self.other_windows = OtherWindows(root.window(), display_filter, self)
        self.filter = DisplayFilter()
        self.cover(root)
        self.set_filter(display_filter)

    def cover(self, widget: QWidget) -> None:
        """Put `widget` (and what it holds) under the colour pass: a part that paints from
        filtered sources (the table's view) is left alone; a part with no such descendant gets
        one pass for all it draws; otherwise its children are covered one by one. Call again
        for pages added later."""
        if getattr(widget, "paints_own_filters", False):
            return
        if self._coverable_whole(widget):
            effect = ColourPassEffect(widget)
            effect.set_filter(self.filter)
            widget.setGraphicsEffect(effect)
            self.effects.append(effect)
            effect.destroyed.connect(self._forget)
            return
        for child in widget.children():
            if isinstance(child, QWidget) and not child.isWindow():
                self.cover(child)

    @staticmethod
    def _coverable_whole(widget: QWidget) -> bool:
        """One pass may cover a part unless something inside filters itself, or is a stack of
        pages (a table page added later must not end up under a pass of the whole stack)."""
        if isinstance(widget, QStackedWidget):
            return False
        return not any(getattr(child, "paints_own_filters", False) or isinstance(child, QStackedWidget)
                       for child in widget.findChildren(QWidget))

    def _forget(self, gone) -> None:
        # A left table must go at once: a wrapper of one of its parts kept here would keep
        # all its Python side (the deal, every card item and pixmap) until a slider next moved.
        # Qt hands over a new wrapper of the dying object: compare addresses, not wrappers.
        address = shiboken6.getCppPointer(gone)[0]

        def kept(obj) -> bool:
            return shiboken6.isValid(obj) and shiboken6.getCppPointer(obj)[0] != address

        self.effects = [effect for effect in self.effects if kept(effect)]

    def _alive(self, objects: list) -> list:
        return [obj for obj in objects if shiboken6.isValid(obj)]

    def set_value(self, key: str, value: int) -> None:
        self.set_filter(self.filter.with_value(key, value))

    def set_filter(self, display_filter: DisplayFilter) -> None:
        global _current
        before, self.filter = self.filter, display_filter
        _current = display_filter
        self.effects = self._alive(self.effects)
        for effect in self.effects:
            effect.set_filter(display_filter)
        self.other_windows.set_filter(display_filter)
        if self.cache_needs_baker():
            # The table's art is baked again; its view and scene repaint when the cache says so.
            self.cache.set_transform(None if display_filter.is_neutral else ArtBaker(display_filter))
        if display_filter.grain_strength != before.grain_strength:
            self.root.update()  # the painted felt of the lobby and rules pages

    def cache_needs_baker(self) -> bool:
        """True when the shared cache's baker is not the one for the filters we show (the
        sliders moved, or another window or a test changed it)."""
        transform = self.cache.transform
        if self.filter.is_neutral:
            return transform is not None
        return not (isinstance(transform, ArtBaker) and transform.shows(self.filter))
