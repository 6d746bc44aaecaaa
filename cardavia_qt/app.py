"""Start-up: the QApplication and the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMainWindow


def main(argv: list[str] | None = None) -> int:
    app = QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("Cardavia")
    window = QMainWindow()
    window.setWindowTitle("Cardavia")
    window.resize(1280, 800)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
