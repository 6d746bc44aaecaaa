"""Start-up: the QApplication, fonts, translators, settings, the main window — and the
command-line screenshot, which goes through exactly the same path but never touches the
user's settings and never waits on a dialog."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from cardavia_qt.collector import collect_on_gui_thread
from cardavia_qt.files import remove_stale_temporaries
from cardavia_qt.fonts import register_bundled_fonts, ui_font
from cardavia_qt.i18n import LANGUAGE_CODES, Translators, system_language
from cardavia_qt.past_deals import PastDealsStore
from cardavia_qt.resources import APP_ID, app_icon_files
from cardavia_qt.saves import SaveStore
from cardavia_qt.settings import Settings, SettingsStore
from cardavia_qt.stats import StatsStore
from cardavia_qt.system_libraries import platform_problem

SCREENS = ("lobby", "rules", "table", "replay", "review")


def percent(text: str) -> int:
    value = int(text)
    if not 0 <= value <= 100:
        raise argparse.ArgumentTypeError("a percentage from 0 to 100")
    return value


def size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("a size like 1280x800") from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError("at least 320x240")
    return width, height


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cardavia", description="Traditional card and tile games against AI.")
    parser.add_argument("--lang", choices=LANGUAGE_CODES, help="interface language")
    parser.add_argument("--contrast", type=percent)
    parser.add_argument("--grain", type=percent)
    parser.add_argument("--temperature", type=percent)
    shot = parser.add_argument_group("screenshots")
    shot.add_argument("--screenshot", metavar="PATH", help="render a screen to a PNG and exit")
    shot.add_argument("--screen", choices=SCREENS, default="lobby")
    shot.add_argument("--game", default="durak", help="game id for --screen rules/table")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--autoplay", type=int, default=0, metavar="K",
                      help="let AIs play K actions first (replay/review: the replay's position after K actions)")
    shot.add_argument("--size", type=size, default=(1280, 800), metavar="WxH")
    return parser.parse_args(argv)


def player_files(store: SettingsStore, saves: SaveStore, stats: StatsStore, deals: PastDealsStore) -> list:
    """Every file the app keeps for the player (their temporary files are cleared at start)."""
    from engine.core import registry

    return [store.path, stats.path, *(saves.path_for(info.id) for info in registry.all_games()), *deals.paths()]


def build(args: argparse.Namespace):
    """The app's windows for these arguments (shared by the GUI and the screenshot)."""
    from cardavia_qt.views.main_window import MainWindow  # after QApplication exists

    app = QApplication.instance()
    collect_on_gui_thread(app)  # before any thread of ours starts: see collector.py
    register_bundled_fonts()
    app.setFont(ui_font())
    screenshot = args.screenshot is not None
    store = SettingsStore(read_only=screenshot)
    # A screenshot depends only on its arguments, never on this user's saved settings.
    first_run = not store.path.exists()
    settings = Settings() if screenshot else store.load()
    if first_run and not screenshot:
        settings.language = system_language()
    if screenshot:
        settings.animation_speed = 0.0  # a picture shows a settled table, never a card in flight
    for key in ("contrast", "grain", "temperature"):
        if getattr(args, key) is not None:
            setattr(settings, key, getattr(args, key))
    if args.lang:
        settings.language = args.lang
    translators = Translators(app)
    translators.switch(settings.language)
    if screenshot:
        saves = stats = deals = None  # a picture shows no Continue and no statistics of this user
    else:
        from engine.core import registry

        saves, stats = SaveStore(), StatsStore()
        deals = PastDealsStore(info.id for info in registry.all_games())
        remove_stale_temporaries(player_files(store, saves, stats, deals))
    window = MainWindow(settings, store, translators, saves, stats, deals)
    return window


def render_screen(window, args: argparse.Namespace):
    """The screen the arguments name, drawn as the player would see it (display filters
    included); None when the game has no table yet."""
    from PySide6.QtCore import QCoreApplication

    width, height = args.size
    window.resize(width, height)
    window.show()
    if args.screen == "rules":
        window.show_rules(args.game)
    elif args.screen == "table":
        table = window.start_game(args.game, seed=args.seed)
        if table is None:
            return None
        if args.autoplay:
            table.autoplay(args.autoplay)
        # The same arguments must give the same picture, however slow the machine: an AI move
        # landing between these lines and the grab would change it.
        table.hold_still()
    elif args.screen in ("replay", "review"):
        if not show_replay_screen(window, args):
            return None
    for _ in range(3):
        QCoreApplication.processEvents()
    return window.grab()


def show_replay_screen(window, args: argparse.Namespace) -> bool:
    """A deal of `args.game` played to its end by the AIs (the player's seat too), watched
    again at the position after `args.autoplay` actions (the end without it); for "review",
    with its review finished and the decision the AI would have played most differently open."""
    import time

    from PySide6.QtCore import QCoreApplication

    table = window.start_game(args.game, seed=args.seed)
    if table is None:
        return False
    table.autoplay(100_000)
    table.hold_still()
    if not window.show_replay(args.game, table.controller.record(), review=args.screen == "review"):
        return False
    page = window.replay_page
    page.jump(args.autoplay if args.autoplay else page.cursor.last)
    if args.screen == "review":
        deadline = time.monotonic() + 600
        while page.runner.running and time.monotonic() < deadline:
            QCoreApplication.processEvents()
            time.sleep(0.01)
        model = page.review
        rows = [row for row in range(model.rowCount()) if not model.rows[row].decision.agreed] or [0]
        if model.rowCount():
            page.review_list.setCurrentIndex(model.index(rows[0]))
            page.review_list.activated.emit(model.index(rows[0]))
    page.table.finish()
    return True


def take_screenshot(window, args: argparse.Namespace) -> int:
    image = render_screen(window, args)
    window.close()  # read-only settings: closing saves nothing
    window.deleteLater()
    if image is None:
        print(f"cardavia: {args.game} has no table yet", file=sys.stderr)
        return 2
    if not image.save(args.screenshot, "PNG"):
        print(f"cardavia: could not write {args.screenshot}", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # The frozen app is also the AI's worker process: started as one, it serves and exits here.
        import multiprocessing

        multiprocessing.freeze_support()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    # Qt aborts inside the QApplication constructor when its platform plugin cannot load.
    problem = platform_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("Cardavia")
    app.setOrganizationName("Cardavia")
    app.setApplicationDisplayName("Cardavia")
    # Wayland finds the window's icon through the .desktop file of this name; X11, Windows and
    # macOS take it from the window. PNGs, so no SVG icon-engine plugin is needed.
    app.setDesktopFileName(APP_ID)
    icon = QIcon()
    for path in app_icon_files():
        icon.addFile(str(path))
    app.setWindowIcon(icon)
    if not args.screenshot:  # a screenshot leaves nothing behind: no settings, no log
        # logging.handlers: only a session has a log. Before the window, so that Qt's messages
        # of the start (fonts, style) are in it too.
        from cardavia_qt.logs import configure_logging, route_qt_messages

        configure_logging()
        route_qt_messages()
    window = build(args)
    if args.screenshot:
        return take_screenshot(window, args)
    window.fit_to_screen()
    window.show()
    try:
        return app.exec()
    finally:
        from cardavia_qt.table.ai_worker import shutdown_all

        shutdown_all()  # the idle AI worker processes go with the app


if __name__ == "__main__":
    sys.exit(main())
