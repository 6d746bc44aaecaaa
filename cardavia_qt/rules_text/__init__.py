"""Player-facing rules pages of the four games, as translatable data.

Each game module (``durak``, ``sisepai``, ``mahjong``, ``kowah``) builds one
:class:`RulesPage`. Every text stored in a page is an English *source* text
written as a literal ``QT_TRANSLATE_NOOP(context, text)`` call, so that
``pyside6-lupdate`` extracts it; the rules view translates it at display time
with ``QCoreApplication.translate(page.context, text)``.

This package holds data only: no widgets, no QApplication needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Union

__all__ = [
    "Block",
    "Bullets",
    "Entry",
    "GAME_IDS",
    "Numbered",
    "PAGES",
    "Paragraph",
    "Picture",
    "RulesPage",
    "Section",
    "Table",
    "TileHand",
    "iter_texts",
    "page",
]


@dataclass(frozen=True)
class Paragraph:
    """One paragraph of running text."""

    text: str


@dataclass(frozen=True)
class Bullets:
    """An unordered list; one translatable message per item."""

    items: tuple[str, ...]


@dataclass(frozen=True)
class Numbered:
    """An ordered list (steps or priorities); one message per item."""

    items: tuple[str, ...]


@dataclass(frozen=True)
class Picture:
    """A card's face in a table cell: ``art`` is its drawing under ``assets/``, e.g.
    ``"cards/sisepai/RG.svg"``. Pictures are not texts: the row and column headers name them."""

    art: str


@dataclass(frozen=True)
class TileHand:
    """An MCR hand drawn in tiles, in the players' notation with the winning tile after a
    semicolon: ``"[EEE] {1111m} 123m 456p 5m ; 5m"`` (not a text: nothing to translate)."""

    spec: str


@dataclass(frozen=True)
class Entry:
    """A table cell of several lines: a ``title`` (bold), a one-line ``text`` under it, and
    optionally a picture under that (a card's face or a hand of tiles)."""

    title: str
    text: str = ""
    picture: Union["Picture", TileHand, None] = None


@dataclass(frozen=True)
class Table:
    """A table with a header row. Cells holding only numbers or symbols
    (``"36"``, ``"1–9"``, ``"×3"``) are stored untranslated; a cell may hold a
    :class:`Picture` instead of a text, or an :class:`Entry` of several lines."""

    header: tuple[str, ...]
    rows: tuple[tuple[Union[str, "Picture", Entry], ...], ...]


Block = Union[Paragraph, Bullets, Numbered, Table]


@dataclass(frozen=True)
class Section:
    """A headed part of a rules page."""

    heading: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class RulesPage:
    """The rules page of one game.

    ``context`` is the Qt translation context of every text on the page.
    """

    game_id: str
    context: str
    title: str
    intro: str
    sections: tuple[Section, ...]


def iter_texts(rules: RulesPage) -> Iterator[str]:
    """Every displayed text of a page, in reading order (table cells included)."""
    yield rules.title
    yield rules.intro
    for section in rules.sections:
        yield section.heading
        for block in section.blocks:
            if isinstance(block, Paragraph):
                yield block.text
            elif isinstance(block, (Bullets, Numbered)):
                yield from block.items
            elif isinstance(block, Table):
                yield from block.header
                for row in block.rows:
                    for cell in row:
                        if isinstance(cell, Entry):
                            yield cell.title
                            if cell.text:
                                yield cell.text
                        elif isinstance(cell, str):
                            yield cell
            else:  # pragma: no cover - guards against a new block type
                raise TypeError(f"unknown block type {type(block).__name__}")


# The game modules import the classes above, so they are imported only now.
from . import durak, kowah, mahjong, sisepai  # noqa: E402

PAGES: dict[str, RulesPage] = {
    rules.game_id: rules
    for rules in (sisepai.PAGE, durak.PAGE, mahjong.PAGE, kowah.PAGE)
}

GAME_IDS: tuple[str, ...] = tuple(PAGES)


def page(game_id: str) -> RulesPage:
    """The rules page of ``game_id``; ``KeyError`` naming the known ids if unknown."""
    try:
        return PAGES[game_id]
    except KeyError:
        known = ", ".join(sorted(PAGES))
        raise KeyError(f"no rules page for game {game_id!r} (known: {known})") from None
