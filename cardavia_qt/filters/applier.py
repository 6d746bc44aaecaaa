"""The display filters applied to the whole application, and changed at once by the sliders.

Two mechanisms, each where it is cheapest:
- contrast and temperature: one colour pass per part of the window (`window_effect`) — the
  header, each page, the table's bar — switched off entirely while both sliders sit at 50 %;
  the card table's view, which animates, runs the pass itself over just the region it repaints
  (`paints_own_filters`), so a moving card costs a card-sized pass, not a whole frame;
  menus, lists and dialogs in windows of their own get the same pass (`other_windows`);
- grain: baked into the table's cached felt and card pixmaps (through the pixmap cache's
  transform hook) and drawn over the painted felt of the lobby and rules pages, so a table at
  rest costs nothing more per frame than without grain.
Because the colour pass runs over the finished frame, the grain is seen through the same
contrast and temperature as everything else.
"""

from __future__ import annotations

import zlib

import shiboken6

from PySide6.QtCore import QObject, QPoint
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QStackedWidget, QWidget

from cardavia_qt.filters import grain
from cardavia_qt.filters.maths import DisplayFilter
from cardavia_qt.filters.other_windows import OtherWindows
from cardavia_qt.filters.window_effect import ColourPassEffect
from cardavia_qt.table.pixmaps import PixmapCache, shared_cache

_current = DisplayFilter()


def current_filter() -> DisplayFilter:
    """The filter the app shows now (painted surfaces read it as they paint)."""
    return _current


class GrainBaker:
    """The pixmap cache's transform: grain on every card and on the felt.

    Each image takes its specks from its own place in the noise field, so two cards do not
    wear the same pattern. The place comes from the image's own pixels, not from the order of
    rendering, so a card looks the same whichever window, test or screenshot drew it first.
    """

    def __init__(self, strength: int):
        self.strength = strength

    def __call__(self, image: QImage) -> QImage:
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
        self.self_filtering: list[QWidget] = []
        self.other_windows = OtherWindows(root.window(), display_filter, self)
        self.filter = DisplayFilter()
        self.cover(root)
        self.set_filter(display_filter)

    def cover(self, widget: QWidget) -> None:
        """Put `widget` (and what it holds) under the colour pass: a part that filters itself
        is told the filter; a part with no such descendant gets one pass for all it draws;
        otherwise its children are covered one by one. Call again for pages added later."""
        if getattr(widget, "paints_own_filters", False):
            self.self_filtering.append(widget)
            widget.destroyed.connect(self._forget)
            widget.set_colour_filter(self.filter)
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
        # A left table must go at once: its wrapper here would keep all its Python side (the
        # deal, every card item and pixmap) until a slider next moved.
        # Qt hands over a new wrapper of the dying object: compare addresses, not wrappers.
        address = shiboken6.getCppPointer(gone)[0]

        def kept(obj) -> bool:
            return shiboken6.isValid(obj) and shiboken6.getCppPointer(obj)[0] != address

        self.effects = [effect for effect in self.effects if kept(effect)]
        self.self_filtering = [widget for widget in self.self_filtering if kept(widget)]

    def _alive(self, objects: list) -> list:
        return [obj for obj in objects if shiboken6.isValid(obj)]

    def set_value(self, key: str, value: int) -> None:
        self.set_filter(self.filter.with_value(key, value))

    def set_filter(self, display_filter: DisplayFilter) -> None:
        global _current
        before, self.filter = self.filter, display_filter
        _current = display_filter
        self.effects = self._alive(self.effects)
        self.self_filtering = self._alive(self.self_filtering)
        for effect in self.effects:
            effect.set_filter(display_filter)
        for widget in self.self_filtering:
            widget.set_colour_filter(display_filter)
        self.other_windows.set_filter(display_filter)
        if display_filter.grain_strength != before.grain_strength or self.cache_needs_baker():
            strength = display_filter.grain_strength
            self.cache.set_transform(GrainBaker(strength) if strength else None)
            self.root.update()  # the painted felt of the lobby and rules pages

    def cache_needs_baker(self) -> bool:
        """True when the shared cache carries no baker for the grain we show (another window
        or a test changed it)."""
        transform = self.cache.transform
        strength = self.filter.grain_strength
        if not strength:
            return transform is not None
        return not (isinstance(transform, GrainBaker) and transform.strength == strength)
