"""Each glossary's replaced terms are gone from its language: every message of
translations/cardavia_<code>.ts (the app's texts, the engine's messages and fan names, the rules
pages) is searched for every term the glossary's "replaced terms" table says never to use, and
the glossary's own tables no longer recommend one."""

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from cardavia_qt.i18n import LANGUAGE_CODES

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [code for code in LANGUAGE_CODES if code != "en"]
QUOTED = re.compile(r"«([^»]+)»")


@dataclass(frozen=True)
class Replaced:
    """A glossary row: `never` (regular expressions) must not appear in a translation whose
    English source says one of `where` (any message when empty) and none of `unless`."""

    never: tuple[re.Pattern, ...]
    where: tuple[str, ...]
    unless: tuple[str, ...]
    row: str

    def applies_to(self, source: str) -> bool:
        def says(words):
            return any(re.search(rf"\b{re.escape(word)}", source, re.IGNORECASE) for word in words)
        return (not self.where or says(self.where)) and not says(self.unless)

    def found_in(self, text: str) -> list[str]:
        return [match.group(0) for pattern in self.never for match in pattern.finditer(text)]


def term_pattern(term: str) -> re.Pattern:
    """«чи» is a whole word, «понг…» every word starting so; a term written with a capital is a
    name and keeps its case; a term in a script without spaces between words (Chinese) is
    matched anywhere."""
    prefix = term.endswith("…")
    term = term.rstrip("…")
    spaced = not re.search(r"[\u2e80-\u9fff]", term)
    pattern = re.escape(term)
    if spaced:
        pattern = r"(?<![\w-])" + pattern + (r"" if prefix else r"(?![\w-])")
    return re.compile(pattern, 0 if term[:1].isupper() else re.IGNORECASE)


def glossary(code: str) -> str:
    return (ROOT / "translations" / f"glossary_{code}.md").read_text(encoding="utf-8")


def table_rows(text: str):
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) >= 2 and not set(cells[0]) <= set("-: "):
            yield line, cells


def replaced_terms(code: str) -> list[Replaced]:
    text = glossary(code)
    heading = re.search(r"^## .*\(replaced terms\)$|^## Replaced terms$", text, re.MULTILINE)
    assert heading, f"glossary_{code}.md has no replaced-terms table"
    section = text[heading.end():].split("\n## ", 1)[0]
    rows = []
    for line, cells in list(table_rows(section))[1:]:  # the first row is the header
        where, _, unless = cells[2].partition(", without ")
        rows.append(Replaced(tuple(term_pattern(term) for term in QUOTED.findall(cells[0])),
                             tuple(word.strip() for word in where.split(",") if word.strip()),
                             tuple(word.strip() for word in unless.split(",") if word.strip()), line))
    assert rows and all(row.never for row in rows), f"glossary_{code}.md: a replaced-terms row names no term"
    return rows


def translations(code: str):
    """(context, English source, every form of the translation) of each message."""
    tree = ET.parse(ROOT / "translations" / f"cardavia_{code}.ts")
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
            yield context.findtext("name"), message.findtext("source"), forms


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_translation_still_says_a_replaced_term(code):
    rows = replaced_terms(code)
    found = []
    for context, source, forms in translations(code):
        for row in rows:
            if row.applies_to(source):
                found += [(context, source[:60], term) for form in forms for term in row.found_in(form)]
    assert found == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_glossary_does_not_recommend_a_replaced_term(code):
    rows = [row for row in replaced_terms(code) if not row.where]
    text = glossary(code).split("\n## Replaced terms", 1)[0]
    text = re.split(r"\n## .*\(replaced terms\)\n", text, maxsplit=1)[0]
    recommended = [cells[1] for _, cells in table_rows(text)]
    assert [(word, row.row) for word in recommended for row in rows if row.found_in(word)] == []


def test_the_term_patterns_match_as_the_glossaries_mean():
    assert term_pattern("чи").findall("Чи {tiles}; чистый") == ["Чи"]
    assert term_pattern("понг…").findall("понгом, Понг, японгия") == ["понг", "Понг"]
    assert term_pattern("Høyre").findall("Høyre sitter til høyre") == ["Høyre"]
    assert term_pattern("第一轮").findall("你的第一轮必须") == ["第一轮"]
    assert term_pattern("सी से पाई").findall("सी-से-पाई; सी से पाई") == ["सी से पाई"]
    bout = Replaced((term_pattern("runde…"),), ("bout",), ("deal",), "")
    assert bout.applies_to("Running out mid-bout.") and not bout.applies_to("the bout ends the deal")
