"""Resident memory (RSS, from /proc, Linux), printed; not a test.

    python benchmarks/memory.py [screens|mcr|all] [hands]

screens: each in a fresh offscreen process, after the first event-loop turn once shown —
  a bare shown PySide6 window (the yardstick), the lobby, and each game's table mid-deal
  (the AIs have played a few actions). Goals: lobby <= 1.6x the bare window, any table <= 2.0x.
  For each, what dominates: the Qt/Python baseline, Python objects (tracemalloc), our pixmaps.
mcr: `cardavia-mcr score --jsonl` fed `hands` fresh generated hands (default 100,000); its RSS
  after each tenth. Goal: flat after warm-up, within +-5 MB.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

PROBE = r"""
import os, sys, tracemalloc
tracemalloc.start() if os.environ.get("BENCH_TRACE") else None
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
screen = sys.argv[1]
def rss_mb():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS")) / 1024
if screen == "bare":
    app = QApplication([sys.argv[0]])
    window = QWidget()
else:
    from cardavia_qt import app as cardavia
    args = cardavia.parse_args(["--screenshot", "unused.png"])  # read-only settings, no saves
    args.screenshot = None
    app = QApplication([sys.argv[0]])
    window = cardavia.build(args)
window.resize(1280, 800)
window.show()
if screen not in ("bare", "lobby"):
    table = window.start_game(screen, seed=7)
    table.autoplay(int(sys.argv[2]))
    table.hold_still()
def report():
    line = {"rss": rss_mb()}
    if tracemalloc.is_tracing():
        line["python"] = tracemalloc.get_traced_memory()[0] / 2**20
    try:
        from PySide6.QtGui import QPixmapCache
        line["pixmap_cache_kb"] = QPixmapCache.cacheLimit()
    except Exception:
        pass
    print(json.dumps(line), flush=True)
    os._exit(0)
import json
QTimer.singleShot(0, lambda: QTimer.singleShot(0, report))
app.exec()
"""
TABLES = {"durak": 6, "sisepai": 12, "mahjong": 12, "kowah": 8}  # game: AI actions before measuring


def probe(screen: str, autoplay: int = 0, trace: bool = False) -> dict:
    home = tempfile.mkdtemp(prefix="cardavia-mem-")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO),
               XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data", XDG_STATE_HOME=f"{home}/state")
    if trace:
        env["BENCH_TRACE"] = "1"
    done = subprocess.run([sys.executable, "-c", PROBE, screen, str(autoplay)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise RuntimeError(done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


def screens() -> None:
    rounds = 3
    results: dict[str, list[float]] = {}
    order = ["bare", "lobby", *TABLES]
    for _ in range(rounds):  # interleaved
        for screen in order:
            results.setdefault(screen, []).append(probe(screen, TABLES.get(screen, 0))["rss"])
    bare = min(results["bare"])
    for screen in order:
        rss = min(results[screen])  # the least disturbed run
        goal = "" if screen == "bare" else f" (goal <= {1.6 if screen == 'lobby' else 2.0}x)"
        python = probe(screen, TABLES.get(screen, 0), trace=True).get("python", 0)
        print(f"{screen:>8}: {rss:6.1f} MB RSS = {rss / bare:.2f}x the bare shown window{goal}; "
              f"Python objects {python:5.1f} MB")


def hand_json(hand) -> str:
    from engine.mahjong.hand import SetKind
    from engine.mahjong.tiles import code

    kinds = {SetKind.CHOW: "CHI", SetKind.PUNG: "PENG", SetKind.KONG: "GANG"}
    s = hand.situation
    return json.dumps({
        "packs": [{"type": kinds[m.kind], "tile": code(m.tile), "offer": 0 if m.concealed else m.claimed} for m in hand.melds],
        "hand": [code(t) for t in hand.concealed], "win_tile": code(hand.win_tile),
        "self_drawn": s.self_drawn, "fourth_tile": s.last_tile, "about_kong": s.kong, "wall_last": s.wall_last,
        "seat_wind": s.seat_wind, "prevalent_wind": s.prevalent_wind, "flower_count": s.flowers,
    })


def child_rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS")) / 1024


def mcr(hands: int) -> None:
    from engine.mahjong import samples

    rng = random.Random(2024)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    scorer = subprocess.Popen([sys.executable, "-c", "import sys; from engine.mahjong.cli import main; sys.exit(main())",
                               "score", "--jsonl"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, cwd=REPO)
    step = hands // 10
    samples_mb = []
    start = time.process_time()
    for tenth in range(10):
        for _ in range(step):
            scorer.stdin.write(hand_json(samples.winning_hand(rng)) + "\n")
            scorer.stdin.flush()
            line = scorer.stdout.readline()
            if not line.startswith("{"):
                raise RuntimeError(f"the scorer said {line!r}")
        samples_mb.append(child_rss_mb(scorer.pid))
        print(f"  after {(tenth + 1) * step:>7,} hands: {samples_mb[-1]:6.1f} MB RSS", flush=True)
    scorer.stdin.close()
    scorer.wait()
    warm = samples_mb[1:]  # the first tenth is warm-up
    print(f"cardavia-mcr score --jsonl over {hands:,} fresh hands: RSS {min(warm):.1f}-{max(warm):.1f} MB after warm-up, "
          f"spread {max(warm) - min(warm):.1f} MB (goal: within +-5 MB); "
          f"{time.process_time() - start:.0f} s CPU in this process generating hands")


def main() -> None:
    what = sys.argv[1] if len(sys.argv) > 1 else "all"
    if what in ("screens", "all"):
        screens()
    if what in ("mcr", "all"):
        mcr(int(sys.argv[2]) if len(sys.argv) > 2 else 100_000)


if __name__ == "__main__":
    main()
