"""What a table's frames cost on the UI thread (offscreen), at 1280×800 and 1920×1080.

For each game and size: the first frame with an empty pixmap cache, its card art made on the
UI thread (as before) and made by the art worker's threads (as the app does now: the first
frame shows stand-ins, the faces follow); for the worker, the wall time until every face has
arrived and the UI thread's CPU time from the cold start until the faces are on show. Then
the mean and spread over N warm frames, and a frame with one card mid-flight. Times are the
UI thread's CPU time (`time.thread_time`), except where marked wall. The display filters are
the app's defaults (grain 50) baked into the art, as in the app. Prints the figures; not a test.

    python benchmarks/bench_table_frame.py [frames] [--ratio 2] [--games durak,mahjong]
"""

from __future__ import annotations

import argparse
import importlib
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from cardavia_qt.filters.applier import ArtBaker  # noqa: E402
from cardavia_qt.filters.maths import DisplayFilter  # noqa: E402
from cardavia_qt.settings import Settings  # noqa: E402
from cardavia_qt.table.pixmaps import PixmapCache  # noqa: E402

SIZES = ((1280, 800), (1920, 1080))
SEED, MOVES = 11, 13  # a busy position: for Durak, four pairs on the table, a full stock, a fanned hand
TABLES = {"durak": "DurakTable", "sisepai": "SisepaiTable", "mahjong": "MahjongTable", "kowah": "KowahTable"}
DEFAULT_LOOK = DisplayFilter(50, 50, 50)


def render_view(table, image: QImage) -> float:
    """Paint the view (felt, piles, cards) into `image`, as a repaint would; CPU seconds taken."""
    painter = QPainter(image)
    started = time.thread_time()
    table.view.render(painter)
    elapsed = time.thread_time() - started
    painter.end()
    return elapsed


def make_table(game: str, size: tuple[int, int], background: bool):
    settings = Settings()
    settings.animation_speed = 0
    settings.ai_levels = {game: "easy"}
    module = importlib.import_module(f"cardavia_qt.table.{game}_table")
    cache = PixmapCache(keep_rasters=True, background=background)  # private: its first frame is cold
    cache.set_transform(ArtBaker(DEFAULT_LOOK))
    table = getattr(module, TABLES[game])(settings, cache=cache)
    table.resize(*size)
    table.show()
    QApplication.processEvents()
    table.new_deal(SEED)
    table.autoplay(MOVES)
    table.controller.cancel_ai()
    table.scene.wait_for_art()
    return table


def cold_start(table) -> None:
    """Forget every card image and the felt, as for a table opened for the first time."""
    cache = table.scene.cache
    cache.clear()
    table.view.forget_felt()
    for card in table.scene.cards():
        card.refresh()


def bench(game: str, size: tuple[int, int], frames: int, ratio: float) -> dict[str, float]:
    result: dict[str, float] = {}
    for background in (False, True):
        table = make_table(game, size, background)
        viewport = table.view.viewport().size()
        image = QImage(int(viewport.width() * ratio), int(viewport.height() * ratio),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        for card in table.scene.cards():
            card.set_width(card.width, ratio)
        table.scene.wait_for_art()
        cache = table.scene.cache
        rasters_before = cache.render_count
        cold_start(table)
        started = time.thread_time()
        first = render_view(table, image)
        if not background:
            result["cold_sync"] = first * 1000
            result["rasters"] = cache.render_count - rasters_before
        else:
            result["cold_first"] = first * 1000
            wall = time.perf_counter()
            table.scene.wait_for_art()
            result["faces_wall"] = (time.perf_counter() - wall) * 1000
            render_view(table, image)  # the frame that shows them
            result["cold_to_faces"] = (time.thread_time() - started) * 1000
            result["rasters_bg"] = cache.render_count - rasters_before

            warm = [render_view(table, image) for _ in range(frames)]
            # A card in flight: the frame the animation timer asks for, with one item moved.
            card = next(card for card in table.scene.cards() if card.isVisible())
            home = card.pos()
            moving = []
            for step in range(frames):
                card.setPos(home + QPointF(step % 40, -(step % 40) * 2))
                moving.append(render_view(table, image))
            card.setPos(home)
            result.update(warm_mean=statistics.mean(warm) * 1000, warm_stdev=statistics.pstdev(warm) * 1000,
                          warm_max=max(warm) * 1000, moving_mean=statistics.mean(moving) * 1000,
                          cards=len(table.scene.cards()))
        table.controller.shutdown()
        cache.shutdown()
        table.close()
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("frames", nargs="?", type=int, default=60)
    parser.add_argument("--ratio", type=float, default=1.0, help="device-pixel ratio to render at")
    parser.add_argument("--games", default=",".join(TABLES), help="comma-separated game ids")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])  # noqa: F841 (keeps the app alive)
    print(f"Table frames, {args.frames} frames, device-pixel ratio {args.ratio:g}, platform "
          f"{QApplication.platformName()}, load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs; "
          f"UI-thread CPU ms unless marked wall")
    for game in args.games.split(","):
        for size in SIZES:
            r = bench(game, size, args.frames, ratio=args.ratio)
            print(f"  {game} {size[0]}×{size[1]} ({r['cards']} cards): first frame from a cold cache "
                  f"{r['cold_sync']:.1f} with the art made on the UI thread ({r['rasters']} SVG rasters), "
                  f"{r['cold_first']:.1f} with it made in the background; faces all shown after "
                  f"{r['faces_wall']:.1f} wall, {r['cold_to_faces']:.1f} UI CPU in all; "
                  f"warm {r['warm_mean']:.2f} ± {r['warm_stdev']:.2f} (max {r['warm_max']:.2f}); "
                  f"with a card moving {r['moving_mean']:.2f}")


if __name__ == "__main__":
    main()
