"""Card art rendered off the UI thread, as KPat's card deck does with its rendering thread.

The pixmap cache hands a job here when the table asks for a card it has not got yet: the SVG
rendered at the right size (unless the cache kept that rendering), the display filters' grain
and colours baked in, the shadow laid beneath and the card turned. The finished images come
back to the UI thread by a queued signal, where the cache turns them into pixmaps (which only
the UI thread may make). Meanwhile the table draws what it already had, or blank paper.

Two threads: the machine's other core renders while the UI thread paints, and a table's first
faces arrive within a frame or two.
"""

from __future__ import annotations

import os
import queue
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage

from cardavia_qt.table import art
from cardavia_qt.table.art import ART, DIMMED, SHADE, ImageTransform

THREADS = max(1, min(2, os.cpu_count() or 1))


@dataclass(frozen=True)
class CardJob:
    """One card to make: `key` names it in the cache; `raster` is the SVG already rendered
    and `face` the same with the filters (and the dim shade, if `dimmed`) baked in (None:
    make it); `epoch` says which state of the cache asked."""

    key: tuple
    path: str
    width: int
    height: int
    ratio: float
    shadow: bool
    turn: float
    dimmed: bool
    transform: ImageTransform | None
    raster: QImage | None
    face: QImage | None
    epoch: int

    @property
    def generation(self) -> int:
        return self.key[4]

    def make(self, shared: "Shared | None" = None) -> "CardArt":
        return make_card(self, shared)


@dataclass(frozen=True)
class ImageJob:
    """Any other image for the table (its felt): `paint()` makes it, on the worker's thread."""

    key: tuple
    generation: int
    epoch: int
    paint: Callable[[], object]

    def make(self, shared: "Shared | None" = None) -> object:
        return self.paint()


@dataclass(frozen=True)
class CardArt:
    job: CardJob
    raster: QImage | None  # the SVG as rendered, before the display filters (None: not rendered)
    face: QImage  # with the filters baked in
    card: QImage  # ready to draw: shadow, face and turn


class Shared:
    """Images several jobs need (the back of every face-down card, at several turns), made by
    the first thread that asks while the others wait for it, and kept a little while."""

    def __init__(self, capacity: int = 8):
        self.capacity = capacity
        self._made: OrderedDict[tuple, object] = OrderedDict()
        self._making: dict[tuple, threading.Event] = {}
        self._lock = threading.Lock()

    def get(self, key: tuple, make: Callable[[], object]) -> object:
        while True:
            with self._lock:
                if key in self._made:
                    self._made.move_to_end(key)
                    return self._made[key]
                underway = self._making.get(key)
                if underway is None:
                    underway = self._making[key] = threading.Event()
                    break
            underway.wait()  # another thread makes it: take it from there
        try:
            made = make()
            with self._lock:
                self._made[key] = made
                while len(self._made) > self.capacity:
                    self._made.popitem(last=False)
            return made
        finally:
            with self._lock:
                del self._making[key]
            underway.set()


def make_card(job: CardJob, shared: Shared | None = None) -> CardArt:
    """Everything a job asks for (on whichever thread calls it)."""
    shared = shared if shared is not None else Shared()
    raster, face, transform = job.raster, job.face, job.transform
    art_key = (job.epoch, job.path, job.width, job.ratio)
    if face is None:
        if raster is None:
            raster = shared.get(("svg", *art_key), lambda: art.render_file(job.path, job.width, job.height, job.ratio))
        use = DIMMED if job.dimmed else ART
        face = raster if transform is None and use == ART else shared.get(
            ("face", job.generation, use, *art_key), lambda: art.baked(raster, use, transform))
    under = None
    if job.shadow:
        def shade() -> QImage:
            image = art.shadow(job.width, job.height, job.width * art.CORNER, job.ratio)
            return image if transform is None else transform(image, SHADE)

        under = shared.get(("shadow", job.generation, job.epoch, job.width, job.height, job.ratio), shade)
    return CardArt(job, raster, face, art.card(face, job.width, job.ratio, under, job.turn))


class ArtWorker(QObject):
    done = Signal(object, object)  # a job and what it made, delivered on this object's thread

    def __init__(self, threads: int = THREADS, parent: QObject | None = None):
        super().__init__(parent)
        self.generation = 0  # the cache's: work asked for under an older transform is skipped
        self._shared = Shared()
        self._jobs: queue.Queue[CardJob | ImageJob | None] = queue.Queue()
        self._threads = [threading.Thread(target=self._work, name=f"card art {n}", daemon=True)
                         for n in range(threads)]
        for thread in self._threads:
            thread.start()

    def submit(self, job: CardJob | ImageJob) -> None:
        self._jobs.put(job)

    def shutdown(self) -> None:
        """Let the threads finish their current job and stop (before the app quits)."""
        for _ in self._threads:
            self._jobs.put(None)
        for thread in self._threads:
            thread.join(timeout=5)
        self._threads = []

    def _work(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            if job.generation != self.generation:
                continue  # a slider moved on since: nobody will show this
            try:
                made = job.make(self._shared)
            except Exception as problem:  # a broken file must not end the thread: say so
                made = problem
            self.done.emit(job, made)
