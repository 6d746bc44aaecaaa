"""Helpers for translation tests: a translator built from a dict that records what widgets
asked for, and what pyside6-lupdate extracts from a source."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QLabel, QPushButton

ROOT = Path(__file__).resolve().parents[2]


class DictTranslator(QTranslator):
    """Translates (context, source) pairs found in `table`; with `mark`, wraps every other
    message as ⟦source⟧ so that an untranslated visible string stands out. Remembers every
    (context, source) it was asked for."""

    def __init__(self, table: dict[tuple[str, str], str] | None = None, mark: bool = False):
        super().__init__()
        self.table = dict(table or {})
        self.mark = mark
        self.asked: set[tuple[str, str]] = set()

    def isEmpty(self) -> bool:  # an empty translator would not trigger LanguageChange
        return False

    def translate(self, context, source_text, disambiguation=None, n=-1):
        self.asked.add((context, source_text))
        if (context, source_text) in self.table:
            return self.table[(context, source_text)]
        if self.mark:
            return f"⟦{source_text}⟧"
        return None  # a null string: "not translated here"


def qt_tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        pytest.skip(f"{name} is not installed")
    return found


def lupdate_messages(tmp_path: Path, *sources: str) -> set[tuple[str, str]]:
    """(context, source) of every message pyside6-lupdate extracts from `sources`."""
    ts = tmp_path / "extracted.ts"
    subprocess.run(
        [qt_tool("pyside6-lupdate"), *sources, "-ts", str(ts)],
        cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    found = set()
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            found.add((name, message.findtext("source")))
    return found


def ours(asked: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """Leave out Qt's own contexts (QWidgetTextControl, QShortcut…)."""
    return {(context, text) for context, text in asked if not (context[:1] == "Q" and context[1:2].isupper())}


def visible_texts(widget) -> list[str]:
    texts = [label.text() for label in widget.findChildren(QLabel) if label.isVisibleTo(widget)]
    texts += [button.text() for button in widget.findChildren(QPushButton) if button.isVisibleTo(widget)]
    return [text for text in texts if any(ch.isalpha() for ch in text)]
