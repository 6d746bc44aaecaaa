"""Card art rendered from SVG into pixmaps once per (file, size, screen density, colour filter).

Rasterising an SVG costs far more than drawing a pixmap, and a table repaints dozens of cards
per frame, so every rendering is kept (as KPat's card deck does). Rendering happens at the
device-pixel ratio so cards stay crisp on high-density screens. A transform hook lets the
display filters bake their grain, contrast and temperature into every image the table shows;
changing it invalidates the cache and tells the items to fetch their pixmaps again.

The cards on the table are made off the UI thread (`art_worker`), as KPat renders its decks:
`card` answers None for a card not made yet and queues it, the item shows a stand-in (what it
showed before, the same card at another size, or blank paper), and `arrived` tells the items
to fetch their cards once some are ready. `wait_for_art` waits for every card asked for
(screenshots and tests). Everything else (`pixmap`, `shadow`) is made at once when asked.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QPixmap

from cardavia_qt.table import art
from cardavia_qt.table.art import ART, DIMMED, IN_WIDGET, SHADE, ImageTransform, shadow_spread
from cardavia_qt.table.art_worker import ArtWorker, CardArt, CardJob, ImageJob, make_card

__all__ = ["ART", "DIMMED", "IN_WIDGET", "SHADE", "ImageTransform", "PixmapCache", "shadow_spread", "shared_cache"]

# Rasters: two or three card sizes of the whole pack, its back and the shadows (a window resize
# renders a new size; the least recently used older ones go). Composites (a card with its
# shadow, turned as it rests) are cheap to remake from a raster, so they get their own, smaller
# pool and can never push out a raster, which costs an SVG rendering to remake.
DEFAULT_CAPACITY = 160
COMPOSITE_CAPACITY = 160


class PixmapCache(QObject):
    """Renders SVG files to pixmaps at a logical width and device-pixel ratio, and keeps them."""

    changed = Signal()  # the transform changed: every pixmap handed out before is stale
    arrived = Signal()  # cards made in the background are ready: items waiting may fetch them

    def __init__(self, capacity: int = DEFAULT_CAPACITY, parent: QObject | None = None,
                 composite_capacity: int = COMPOSITE_CAPACITY, keep_rasters: bool = False,
                 background: bool = False):
        """`keep_rasters` also keeps each SVG rendering before the colour transform, so that a
        new transform (a display slider moving) costs a recolouring, not a fresh rendering,
        at the price of holding each card image twice. `background`: make the table's cards
        off the UI thread (the app's cache); otherwise `card` makes them at once."""
        super().__init__(parent)
        self.capacity = capacity
        self.composite_capacity = composite_capacity
        self.render_count = 0  # SVG rasterisations so far (tests and benchmarks read it)
        self._pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._composites: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._stand_ins: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._faces: OrderedDict[tuple, QImage] = OrderedDict()
        self._aspects: dict[str, float] = {}  # an SVG's shape, read once (its parse is not kept)
        self._rasters: OrderedDict[tuple, QImage] | None = OrderedDict() if keep_rasters else None
        self._transform: ImageTransform | None = None
        self._generation = 0
        self._epoch = 0  # bumped when everything is forgotten: work asked for before is dropped
        self._background = background
        self._worker: ArtWorker | None = None
        self._pending: dict[tuple, CardJob | ImageJob] = {}
        self._images: OrderedDict[tuple, object] = OrderedDict()  # made by `image`
        self._announce = QTimer(self)
        self._announce.setSingleShot(True)
        self._announce.setInterval(0)  # one `arrived` for every card that landed meanwhile
        self._announce.timeout.connect(self.arrived)

    # -- the colour filter hook ----------------------------------------------------------
    @property
    def generation(self) -> int:
        """Bumped whenever the transform changes; part of every cache key."""
        return self._generation

    @property
    def transform(self) -> ImageTransform | None:
        return self._transform

    def set_transform(self, transform: ImageTransform | None) -> None:
        self._transform = transform
        self._generation += 1
        self._pixmaps.clear()  # kept rasters stay: they are from before the transform
        self._composites.clear()
        self._stand_ins.clear()
        self._faces.clear()
        self._images.clear()
        self._pending.clear()  # what was asked for the old look is dropped when it comes
        if self._worker is not None:
            self._worker.generation = self._generation
        self.changed.emit()

    def apply_transform(self, image: QImage, use: str = ART) -> QImage:
        """Run the current transform over an image (one of ours, or the felt drawn elsewhere)."""
        return art.baked(image, use, self._transform)

    # -- lookups ---------------------------------------------------------------------------
    def aspect(self, path: str | Path) -> float:
        """Height over width of the SVG's view box: a pack's card shape, read from its art."""
        aspect = self._aspects.get(str(path))
        if aspect is None:
            view_box = art.svg_renderer(str(path)).viewBoxF()
            aspect = self._aspects[str(path)] = view_box.height() / view_box.width() if view_box.width() > 0 else 1.4
        return aspect

    def pixmap(self, path: str | Path, width: int, ratio: float = 1.0, *, in_widget: bool = False) -> QPixmap:
        """The SVG at `path` rendered `width` logical pixels wide, keeping its aspect ratio.
        `in_widget`: for drawing inside a widget rather than on the table (see IN_WIDGET)."""
        width, ratio = _whole(width), _ratio(ratio)
        use = IN_WIDGET if in_widget else ART
        key = ("svg", str(path), width, ratio, self._generation, use)
        cached = self._lookup(key)
        if cached is not None:
            return cached
        raster = self._kept_raster(str(path), width, ratio)
        if raster is None:
            raster = self._keep_raster((str(path), width, ratio), art.render_file(
                str(path), width, self._height(str(path), width), ratio))
            self.render_count += 1
        return self._store(key, _pixmap(self.apply_transform(raster, use)))

    def card(self, path: str | Path, width: int, ratio: float = 1.0, *, shadow: bool = True,
             turn: float = 0.0, dimmed: bool = False) -> QPixmap | None:
        """A card ready to draw in one call: the face with its shadow beneath it, turned `turn`
        degrees about its centre, and centred in the pixmap; `dimmed`, under the dim shade
        (see `art.DIM_SHADE`). None while it is being made in the background (`stand_in`
        gives something to show meanwhile).

        A card at rest is drawn as one untransformed pixmap at whole-pixel coordinates — the
        fastest thing a raster paint engine does. Turning and shadowing a card at every frame
        instead costs several times more; the hand's fan alone would dominate the frame.
        """
        key = self._card_key(str(path), width, ratio, shadow, turn, dimmed)
        cached = self._lookup(key, self._composites)
        if cached is not None:
            return cached
        if key in self._pending:
            return None
        _, path, width, ratio, generation, shadow, turn, dimmed = key
        face = self._faces.get((path, width, ratio, generation, dimmed))
        job = CardJob(key, path, width, self._height(path, width), ratio, shadow, turn, dimmed,
                      self._transform, self._kept_raster(path, width, ratio), face, self._epoch)
        if not self._background:
            return self._take(make_card(job))
        self._pending[key] = job
        self._start_worker().submit(job)
        return None

    def stand_in(self, path: str | Path, width: int, ratio: float = 1.0, *, shadow: bool = True,
                 turn: float = 0.0, dimmed: bool = False) -> QPixmap:
        """Something to show for a card still being made: the same card made at another size,
        scaled (a window being resized), else blank paper in the card's shape. (An item that
        only waits for new colours or for its face keeps what it showed.)"""
        key = self._card_key(str(path), width, ratio, shadow, turn, dimmed)
        _, path, width, ratio, _, shadow, turn, _ = key
        height = self._height(path, width)
        paper_key = ("paper", height) + key[2:]  # the shape, not the face: one for a whole pack
        paper = self._lookup(paper_key, self._stand_ins)
        if paper is None:
            under = art.shadow(width, height, width * art.CORNER, ratio) if shadow else None
            under = self.apply_transform(under, SHADE) if under is not None else None
            face = self.apply_transform(art.paper(width, height, ratio), DIMMED if key[-1] else ART)
            paper = self._store(paper_key, _pixmap(art.card(face, width, ratio, under, turn)), self._stand_ins, 32)
        for other, pixmap in reversed(self._composites.items()):
            if other[1] == path and other[3] == ratio and other[4:] == key[4:]:
                return pixmap.scaled(paper.size(), Qt.AspectRatioMode.IgnoreAspectRatio,
                                     Qt.TransformationMode.SmoothTransformation)
        return paper

    def image(self, key: tuple, paint: Callable[[ImageTransform | None], object], *,
              keep: bool = True) -> object | None:
        """Something else the table shows, made off the UI thread: `paint(transform)` makes
        it there (with the transform to bake in), and None is the answer until it has come;
        `arrived` says when. Kept under `key` until the transform changes; with `keep` False,
        forgotten once handed over (the asker keeps it, and must not ask again)."""
        key = (*key, self._generation)
        if key in self._images:
            self._images.move_to_end(key)
            return self._images[key] if keep else self._images.pop(key)
        transform = self._transform
        if not self._background:
            made = paint(transform)
            return self._keep_image(key, made) if keep else made
        if key not in self._pending:
            job = ImageJob(key, self._generation, self._epoch, lambda: paint(transform))
            self._pending[key] = job
            self._start_worker().submit(job)
        return None

    def has_card(self, path: str | Path, width: int, ratio: float = 1.0, *, shadow: bool = True,
                 turn: float = 0.0, dimmed: bool = False) -> bool:
        return self._card_key(str(path), width, ratio, shadow, turn, dimmed) in self._composites

    def shadow(self, width: int, height: int, radius: float, ratio: float = 1.0) -> QPixmap:
        """A soft drop shadow for a rounded card of this size (see `art.shadow`)."""
        width, height, ratio = _whole(width), _whole(height), _ratio(ratio)
        key = ("shadow", width, height, round(radius, 1), ratio, self._generation)
        cached = self._lookup(key)
        if cached is not None:
            return cached
        # Recoloured, as everything the table shows: low contrast turns black into grey.
        return self._store(key, _pixmap(self.apply_transform(art.shadow(width, height, radius, ratio), SHADE)))

    # -- cards made in the background ------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Cards are still being made, or made and not yet announced."""
        return bool(self._pending) or self._announce.isActive()

    def wait_for_art(self, timeout: float = 10.0) -> bool:
        """Run the event loop until every card asked for has arrived and been announced (so
        the items have fetched them). For pictures and tests; False if it took too long."""
        deadline = time.monotonic() + timeout
        while self.busy:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            # The loop ends in the turn of the event loop where the last card was announced, and
            # the rest of that turn may ask for more (an AI's move landing): wait for those too.
            # (It returned False on them at once: a stale-board test failed so in CI.)
            self._run_until_announced(left)
        return True

    def _run_until_announced(self, timeout: float) -> None:
        loop = QEventLoop()
        expired = QTimer()
        expired.setSingleShot(True)
        expired.timeout.connect(loop.quit)
        quit_when_done = lambda: None if self.busy else loop.quit()  # noqa: E731
        self.arrived.connect(quit_when_done, Qt.ConnectionType.QueuedConnection)
        expired.start(max(1, int(timeout * 1000)))
        loop.exec()  # sleeps between events: waiting costs the UI thread nothing
        self.arrived.disconnect(quit_when_done)

    def shutdown(self) -> None:
        """Stop the worker's threads (the app is quitting)."""
        if self._worker is not None:
            self._worker.shutdown()
            self._worker = None
        self._pending.clear()

    def _start_worker(self) -> ArtWorker:
        if self._worker is None:
            self._worker = ArtWorker(parent=self)
            self._worker.generation = self._generation
            self._worker.done.connect(self._arrive)
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(self.shutdown)
        return self._worker

    def _arrive(self, job: CardJob | ImageJob, made) -> None:
        if job.epoch != self._epoch or self._pending.get(job.key) is not job:
            return  # asked for before the cache forgot everything, or for an old look
        del self._pending[job.key]
        if isinstance(job, ImageJob):
            self._keep_image(job.key, made)
        else:
            if isinstance(made, Exception):
                # A face that cannot be drawn shows as blank paper, as while it was on its way.
                blank = art.paper(job.width, job.height, job.ratio)
                made = CardArt(job, None, blank, blank)
            self._take(made)
        if not self._pending:
            self._stand_ins.clear()  # every card asked for is here: nothing stands in now
        self._announce.start()

    def _keep_image(self, key: tuple, made: object) -> object:
        self._images[key] = made
        while len(self._images) > 4:
            self._images.popitem(last=False)
        return made

    def _take(self, made: CardArt) -> QPixmap:
        """Keep what a job made, and return the card."""
        job = made.job
        if job.raster is None and job.face is None and made.raster is not None:
            self.render_count += 1
            self._keep_raster((job.path, job.width, job.ratio), made.raster)
        # The face is kept as an image, to make the same card at other turns and shadows from.
        self._faces[(job.path, job.width, job.ratio, job.generation, job.dimmed)] = made.face
        while len(self._faces) > self.capacity:
            self._faces.popitem(last=False)
        return self._store(job.key, _pixmap(made.card), self._composites, self.composite_capacity)

    # -- housekeeping ----------------------------------------------------------------------
    def clear(self) -> None:
        self._pixmaps.clear()
        self._composites.clear()
        self._stand_ins.clear()
        self._faces.clear()
        if self._rasters is not None:
            self._rasters.clear()
        self._images.clear()
        self._pending.clear()
        self._epoch += 1

    def __len__(self) -> int:
        return len(self._pixmaps) + len(self._composites) + len(self._faces)

    # -- internals -------------------------------------------------------------------------
    def _card_key(self, path: str, width: float, ratio: float, shadow: bool, turn: float,
                  dimmed: bool) -> tuple:
        turn = round(turn % 360.0, 1) % 360.0
        return ("card", path, _whole(width), _ratio(ratio), self._generation, bool(shadow), turn, bool(dimmed))

    def _height(self, path: str, width: int) -> int:
        return int(round(width * self.aspect(path)))

    def _kept_raster(self, path: str, width: int, ratio: float) -> QImage | None:
        if self._rasters is None:
            return None
        raster = self._rasters.get((path, width, ratio))
        if raster is not None:
            self._rasters.move_to_end((path, width, ratio))
        return raster

    def _keep_raster(self, key: tuple, raster: QImage) -> QImage:
        if self._rasters is not None:
            self._rasters[key] = raster
            while len(self._rasters) > self.capacity:
                self._rasters.popitem(last=False)
        return raster

    def _lookup(self, key: tuple, pool: OrderedDict | None = None) -> QPixmap | None:
        pool = self._pixmaps if pool is None else pool
        pixmap = pool.get(key)
        if pixmap is not None:
            pool.move_to_end(key)
        return pixmap

    def _store(self, key: tuple, pixmap: QPixmap, pool: OrderedDict | None = None,
               capacity: int | None = None) -> QPixmap:
        pool = self._pixmaps if pool is None else pool
        pool[key] = pixmap
        while len(pool) > (self.capacity if capacity is None else capacity):
            pool.popitem(last=False)
        return pixmap


def _whole(width: float) -> int:
    return max(1, int(round(width)))


def _ratio(ratio: float) -> float:
    return round(float(ratio), 3) or 1.0


def _pixmap(image: QImage) -> QPixmap:
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(image.devicePixelRatio())
    return pixmap


_shared: PixmapCache | None = None


def shared_cache() -> PixmapCache:
    """The one cache the whole app draws cards from (so a filter change reaches every table)."""
    global _shared
    if _shared is None:
        # No kept rasters: a slider move renders the cards again, off the UI thread, rather
        # than the app holding every card once more for as long as it runs.
        _shared = PixmapCache(background=True)
    return _shared
