"""The rules pages: complete, non-empty, and every text extractable by lupdate.

Plain pytest: the pages are data, no QApplication is needed.
"""

from __future__ import annotations

import ast
import importlib
import json
import re
from pathlib import Path

import pytest

from cardavia_qt import rules_text
from cardavia_qt.rules_text import (
    Bullets,
    Numbered,
    PAGES,
    Paragraph,
    RulesPage,
    Table,
    TileHand,
    iter_texts,
    page,
)

GAMES = {
    # game id: (module, translation context, rules file)
    "durak": ("durak", "RulesDurak", "durak.md"),
    "sisepai": ("sisepai", "RulesSiSePai", "sisepai.md"),
    "mahjong": ("mahjong", "RulesMahjong", "mahjong-mcr.md"),
    "kowah": ("kowah", "RulesKowah", "kowah.md"),
}

NOOP = "QT_TRANSLATE_NOOP"

# The written rules live in shared/ beside the repository (also on CI).
SHARED = Path(__file__).resolve().parents[2].parent / "shared"


def _module(game_id: str):
    return importlib.import_module(f"cardavia_qt.rules_text.{GAMES[game_id][0]}")


def _noop_literals(game_id: str) -> list[tuple[str, str]]:
    """(context, text) of every QT_TRANSLATE_NOOP call in the game's module source."""
    tree = ast.parse(Path(_module(game_id).__file__).read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == NOOP:
            assert len(node.args) == 2 and not node.keywords, ast.dump(node)
            context, text = node.args
            assert isinstance(context, ast.Constant) and isinstance(context.value, str)
            assert isinstance(text, ast.Constant) and isinstance(text.value, str)
            found.append((context.value, text.value))
    return found


def _has_words(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


def _headings(rules: RulesPage) -> list[str]:
    return [section.heading for section in rules.sections]


def test_every_game_has_a_page():
    assert set(PAGES) == set(GAMES)
    for game_id, (_, context, _) in GAMES.items():
        rules = page(game_id)
        assert isinstance(rules, RulesPage)
        assert rules.game_id == game_id
        assert rules.context == context
        assert rules is PAGES[game_id]


def test_unknown_game_raises_a_clear_key_error():
    with pytest.raises(KeyError, match="chess"):
        page("chess")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_page_has_at_least_four_sections_and_ends_with_clarifications(game_id):
    rules = page(game_id)
    assert len(rules.sections) >= 4
    assert rules.sections[-1].heading == "Rule clarifications"
    for section in rules.sections:
        assert section.blocks, section.heading


def test_durak_numbered_sections_appear():
    headings = _headings(page("durak"))
    for heading in ("Objective", "Set-up", "A bout", "End and scoring"):
        assert heading in headings


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_numbered_sections_of_the_written_rules_appear(game_id):
    path = SHARED / "rules" / GAMES[game_id][2]
    if not path.is_file():
        pytest.skip(f"{path} not available")
    wanted = re.findall(r"^## \d+\. (.+?)\s*$", path.read_text(encoding="utf-8"), re.M)
    assert wanted, path
    headings = _headings(page(game_id))
    for heading in wanted:
        assert heading in headings


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_text_is_empty_or_badly_joined(game_id):
    rules = page(game_id)
    for text in iter_texts(rules):
        assert isinstance(text, str)
        assert text.strip(), f"empty text in {game_id}"
        assert text == text.strip(), repr(text)
        assert "  " not in text, repr(text)
        # adjacent literals joined without a space ("cards.The")
        assert not re.search(r"[a-z][.,;:][A-Za-z]", text), repr(text)
        for tag in ("b", "i"):
            assert text.count(f"<{tag}>") == text.count(f"</{tag}>"), repr(text)
    for section in rules.sections:
        for block in section.blocks:
            assert isinstance(block, (Paragraph, Bullets, Numbered, Table))
            if isinstance(block, (Bullets, Numbered)):
                assert block.items
            if isinstance(block, Table):
                assert block.rows
                assert all(len(row) == len(block.header) for row in block.rows)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_texts_speak_to_the_player(game_id):
    banned = re.compile(r"\b(spec|specification|binding|seeds?|the human|the source)\b", re.I)
    for text in iter_texts(page(game_id)):
        assert not banned.search(text), repr(text)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_text_comes_from_a_translate_noop_call(game_id):
    context = GAMES[game_id][1]
    literals = _noop_literals(game_id)
    assert literals
    assert {ctx for ctx, _ in literals} == {context}
    literal_texts = {text for _, text in literals}
    page_texts = set(iter_texts(page(game_id)))
    # Every text with words is translatable; only numbers and symbols ("36",
    # "1–9", "×3") may be stored as plain strings.
    untranslated = page_texts - literal_texts
    assert not [t for t in untranslated if _has_words(t)]
    # ... and every literal in the module is shown on the page.
    assert literal_texts == page_texts - untranslated


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_translate_noop_is_never_aliased(game_id):
    source = Path(_module(game_id).__file__).read_text(encoding="utf-8")
    tree = ast.parse(source)
    calls = {
        id(node.func)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name == NOOP:
                    assert alias.asname is None
        if isinstance(node, ast.Name) and node.id == NOOP:
            assert id(node) in calls, f"{NOOP} used other than as a call, line {node.lineno}"


def test_pages_are_frozen():
    rules = page("durak")
    with pytest.raises(AttributeError):
        rules.title = "x"  # type: ignore[misc]
    assert hash(rules)  # frozen all the way down: tuples, not lists


def test_mahjong_lists_all_81_fan_with_their_points():
    tables = [
        block
        for section in page("mahjong").sections
        for block in section.blocks
        if isinstance(block, Table) and block.header == ("Fan", "Points")
    ]
    assert len(tables) == 1
    rows = tables[0].rows
    assert len(rows) == 81
    points = [int(value) for _, value in rows]
    assert points == sorted(points, reverse=True)  # grouped by value
    fans_path = SHARED / "mcr" / "fans.json"
    if fans_path.is_file():
        fans = json.loads(fans_path.read_text(encoding="utf-8"))
        assert sorted((entry.title, str(value)) for entry, value in rows) == sorted(
            (fan["name"], str(fan["points"])) for fan in fans
        )


def test_every_fan_has_a_description_and_an_example_hand_that_scores_it():
    from engine.mahjong.fans import FANS
    from tests.engine.test_mahjong_fans import fans_of

    (table,) = [block for section in page("mahjong").sections for block in section.blocks
                if isinstance(block, Table) and block.header == ("Fan", "Points")]
    entries = [entry for entry, _ in table.rows]
    assert [entry.title for entry in entries] == [fan.name for fan in FANS]
    for entry in entries:
        assert entry.text.endswith(".") and len(entry.text) < 140, entry.title  # one line
        assert isinstance(entry.picture, TileHand)
        assert entry.title in fans_of(entry.picture.spec), f"the example of {entry.title} does not score it"


def test_package_exports_the_model():
    names = ("RulesPage", "Section", "Paragraph", "Bullets", "Numbered", "Table", "PAGES", "page")
    for name in names:
        assert hasattr(rules_text, name)
