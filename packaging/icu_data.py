"""A smaller ICU data library for the frozen app: PySide6 ships ICU's full data (32 MB in
libicudata.so.73: collation, names, currencies and units for ~800 locales, 230 legacy
character converters, break dictionaries for Thai, Khmer, Chinese...). Qt Core links it, and
takes from it only what the app's languages use; the rest goes.

Needs ICU's icupkg (Debian: icu-devtools) and a C compiler; without them the full data stays."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

# Locale data kept, by language (every region and script of it): the app's languages, and the
# parents CLDR falls back through.
KEPT_LANGUAGES = {"en", "hi", "nb", "no", "nn", "zh", "ru", "id", "in"}
LOCALE = re.compile(r"[a-z]{2,3}(_[A-Za-z0-9]+)*")


def is_kept(item: str) -> bool:
    """Whether an item of the package ("coll/ru.res", "brkitr/thaidict.dict") stays."""
    folder, _, name = item.rpartition("/")
    stem = name.rsplit(".", 1)[0]
    if name.endswith(".cnv"):
        return False  # legacy character sets: Qt converts UTF-8/16 and Latin-1 itself
    if folder == "translit":
        return False  # transliterators
    if name.endswith(".res") and stem != "res_index" and LOCALE.fullmatch(stem):
        return stem.split("_")[0] in KEPT_LANGUAGES
    return True  # root, pool, res_index, supplemental data, normalisation, collation base...


def trimmed_library(library: Path, work: Path) -> Path | None:
    """A copy of libicudata.so.N holding only the kept items; None without the tools."""
    icupkg, compiler = shutil.which("icupkg"), shutil.which("cc") or shutil.which("gcc")
    if not (icupkg and compiler):
        print("icupkg (icu-devtools) or a C compiler is missing: the full ICU data stays")
        return None
    work.mkdir(parents=True, exist_ok=True)
    version = re.search(r"\.so\.(\d+)", library.name).group(1)
    data = work / f"icudt{version}l.dat"
    subprocess.run(["objcopy", "-O", "binary", "--only-section=.rodata", str(library), str(data)], check=True)
    items = subprocess.run([icupkg, "-l", str(data)], capture_output=True, text=True, check=True).stdout.split()
    dropped = {item for item in items if not is_kept(item)}
    smaller = work / f"icudt{version}l-trimmed.dat"
    while True:  # an item that a kept one depends on stays too (icupkg names them)
        listing = work / "dropped.txt"
        listing.write_text("\n".join(sorted(dropped)) + "\n", encoding="utf-8")
        done = subprocess.run([icupkg, "-r", str(listing), str(data), str(smaller)], capture_output=True, text=True)
        needed = set(re.findall(r"depends on missing item (\S+)", done.stdout + done.stderr))
        if done.returncode == 0 and not needed:
            break
        if not needed & dropped:
            raise RuntimeError(f"icupkg failed: {done.stderr}")
        dropped -= needed
    source = work / "icudata.S"
    source.write_text(
        "\t.section .rodata\n\t.globl icudt{v}_dat\n\t.type icudt{v}_dat, @object\n\t.balign 16\n"
        "icudt{v}_dat:\n\t.incbin \"{path}\"\n\t.size icudt{v}_dat, .-icudt{v}_dat\n"
        "\t.section .note.GNU-stack,\"\",@progbits\n".format(v=version, path=smaller), encoding="utf-8")
    out = work / library.name
    subprocess.run([compiler, "-shared", "-nostdlib", "-s", f"-Wl,-soname,{library.name}", "-o", str(out), str(source)], check=True)
    return out


def trim_in_place(app: Path) -> None:
    """Replace the app folder's ICU data library by the trimmed one, when the tools exist."""
    for library in app.rglob("libicudata.so.*"):
        if library.is_symlink():
            continue
        with tempfile.TemporaryDirectory() as work:
            smaller = trimmed_library(library, Path(work))
            if smaller is not None:
                print(f"ICU data: {library.stat().st_size / 2**20:.1f} MB -> {smaller.stat().st_size / 2**20:.1f} MB")
                shutil.copyfile(smaller, library)
