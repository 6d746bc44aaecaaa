"""Time to render one frame of the Durak table (offscreen), at 1280×800 and 1920×1080.

For each size: the first frame with an empty pixmap cache (every card face rasterised from
SVG), then the mean and spread over N warm frames, and a frame with one card mid-flight.
Prints the figures; not a test.

    python benchmarks/bench_table_frame.py [frames] [--ratio 2]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from cardavia_qt.settings import Settings  # noqa: E402
from cardavia_qt.table.durak_table import DurakTable  # noqa: E402
from cardavia_qt.table.pixmaps import PixmapCache  # noqa: E402

SIZES = ((1280, 800), (1920, 1080))
SEED, MOVES = 11, 13  # a busy position: four pairs on the table, a full stock, a fanned hand


def render_view(table: DurakTable, image: QImage) -> float:
    """Paint the view (felt, piles, cards) into `image`, as a repaint would; seconds taken."""
    painter = QPainter(image)
    started = time.perf_counter()
    table.view.render(painter)
    elapsed = time.perf_counter() - started
    painter.end()
    return elapsed


def bench(size: tuple[int, int], frames: int, ratio: float) -> dict[str, float]:
    settings = Settings()
    settings.animation_speed = 0
    settings.ai_levels = {"durak": "easy"}
    table = DurakTable(settings, cache=PixmapCache())  # a private cache: the first frame is cold
    table.resize(*size)
    table.show()
    QApplication.processEvents()
    table.new_deal(SEED)
    table.autoplay(MOVES)
    table.controller.cancel_ai()
    viewport = table.view.viewport().size()
    image = QImage(int(viewport.width() * ratio), int(viewport.height() * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)

    # Cold: nothing cached, so every face, the back, the shadows and the felt are drawn anew.
    cache = table.scene.cache
    cache.clear()
    rasters_before = cache.render_count
    table.view.resetCachedContent()
    table.view._forget_felt()
    started = time.perf_counter()
    for card in table.scene.cards():
        card.set_width(card.width, ratio)
        card.refresh()
    cold = time.perf_counter() - started + render_view(table, image)
    rasters = cache.render_count - rasters_before

    warm = [render_view(table, image) for _ in range(frames)]

    # A card in flight: the frame the animation timer asks for, with one item moved.
    card = table.controller.hand.cards[0]
    home = card.pos()
    moving = []
    for step in range(frames):
        card.setPos(home + QPointF(step % 40, -(step % 40) * 2))
        moving.append(render_view(table, image))
    card.setPos(home)

    # The whole widget as a screenshot would grab it (status bar included).
    grabs = []
    for _ in range(max(3, frames // 10)):
        started = time.perf_counter()
        table.grab()
        grabs.append(time.perf_counter() - started)

    table.controller.shutdown()
    table.close()
    return {
        "cold": cold * 1000,
        "warm_mean": statistics.mean(warm) * 1000,
        "warm_stdev": statistics.pstdev(warm) * 1000,
        "warm_max": max(warm) * 1000,
        "moving_mean": statistics.mean(moving) * 1000,
        "grab_mean": statistics.mean(grabs) * 1000,
        "cards": len(table.scene.cards()),
        "rasters": rasters,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("frames", nargs="?", type=int, default=60)
    parser.add_argument("--ratio", type=float, default=1.0, help="device-pixel ratio to render at")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])  # noqa: F841 (keeps the app alive)
    print(f"Durak table frame, {args.frames} frames, device-pixel ratio {args.ratio:g}, "
          f"platform {QApplication.platformName()}")
    for size in SIZES:
        r = bench(size, args.frames, args.ratio)
        print(f"  {size[0]}×{size[1]}: first frame (cold cache, {r['rasters']} SVG rasters) {r['cold']:.1f} ms; "
              f"warm {r['warm_mean']:.2f} ms ± {r['warm_stdev']:.2f} (max {r['warm_max']:.2f}); "
              f"with a card moving {r['moving_mean']:.2f} ms; whole widget grab {r['grab_mean']:.1f} ms")


if __name__ == "__main__":
    main()
