#!/usr/bin/env python3
"""Subset Noto Sans CJK SC to the Chinese characters Cardavia actually shows.

Run from the repository root after translations or texts with Chinese characters change:

    python tools/make_cjk_font.py [FOLDER]

FOLDER holds Debian's NotoSansCJK-Regular.ttc and NotoSansCJK-Bold.ttc (SIL OFL 1.1); get them
without installing them system-wide, so a missing CJK font can never hide on the build machine:

    cd /tmp && apt-get download fonts-noto-cjk && dpkg -x fonts-noto-cjk_*.deb /tmp/notocjk

The whole font is ~20 MB per weight; the app needs a few hundred characters (the Chinese
translation, the Chinese names in the rules pages, the language's name in the selector), so
each weight is cut down to those plus Latin and CJK punctuation. The characters are collected
from every .ts file and every Python source of the app and the engine, so a new translation is
covered by running this again; a test fails if it was forgotten.

fontTools is needed to run this script (a build-time tool, not a runtime dependency).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_FOLDER = Path("/tmp/notocjk/usr/share/fonts/opentype/noto")
SC_INDEX = 2  # JP, KR, SC, TC, HK: the collection's third font is Simplified Chinese
OUTPUT = {"Regular": "NotoSansCJKsc-Subset-Regular.otf", "Bold": "NotoSansCJKsc-Subset-Bold.otf"}

CJK = re.compile(r"[\u2e80-\u2fff\u3000-\u303f\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
ALWAYS = (
    [chr(c) for c in range(0x20, 0x7F)]  # Latin, so mixed lines keep one design
    + [chr(c) for c in range(0xA0, 0x100)]
    + [chr(c) for c in range(0x2010, 0x2027)]  # dashes, quotes, ellipsis
    + [chr(c) for c in range(0x3000, 0x3020)]  # CJK punctuation: 、。「」《》…
    + [chr(c) for c in range(0xFF01, 0xFF5F)]  # full-width forms: ，：？！（）
)


def characters_in_use() -> set[str]:
    used: set[str] = set(ALWAYS)
    sources = list((ROOT / "translations").glob("*.ts"))
    sources += list((ROOT / "cardavia_qt").rglob("*.py")) + list((ROOT / "engine").rglob("*.py"))
    for path in sources:
        used.update(CJK.findall(path.read_text(encoding="utf-8")))
    return used


def cjk_characters_in_use() -> set[str]:
    return {c for c in characters_in_use() if CJK.match(c)}


def make(folder: Path) -> None:
    # Imported here: the tests read characters_in_use() without the build-time fontTools.
    from fontTools import subset
    from fontTools.ttLib import TTFont

    text = "".join(sorted(characters_in_use()))
    for weight, name in OUTPUT.items():
        font = TTFont(str(folder / f"NotoSansCJK-{weight}.ttc"), fontNumber=SC_INDEX)
        options = subset.Options()
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.name_languages = ["*"]
        options.notdef_outline = True
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=text)
        subsetter.subset(font)
        target = ROOT / "assets" / "fonts" / name
        font.save(str(target))
        print(f"{target.relative_to(ROOT)}: {len(text)} characters, {target.stat().st_size // 1024} KB")


if __name__ == "__main__":
    make(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FOLDER)
