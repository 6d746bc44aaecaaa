"""The app icon: the committed PNGs are the SVG as drawn now, the app finds them, and the
Windows and macOS icon files built from them read back as the same pictures."""

from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QImageReader

from cardavia_qt.resources import ICON_SIZES, app_icon_files, icon_in_hicolor

from tests.packaging.packaging_scripts import load

_containers, _render = load("icon_containers"), load("render_icons")
ICNS_TYPES, ICO_SIZES, ico_bytes, icns_bytes, png_size = (
    _containers.ICNS_TYPES, _containers.ICO_SIZES, _containers.ico_bytes, _containers.icns_bytes, _containers.png_size)
HICOLOR, SVG, render = _render.HICOLOR, _render.SVG, _render.render

PNGS = {size: HICOLOR / icon_in_hicolor(size) for size in ICON_SIZES}


def rgba(image: QImage) -> bytes:
    converted = image.convertToFormat(QImage.Format.Format_RGBA8888)  # alive while its bits are copied
    return bytes(converted.constBits())


def changed_pixels(a: QImage, b: QImage, tolerance: int = 24) -> float:
    """The share of pixels where some channel differs by more than `tolerance` (0-255)."""
    assert (a.width(), a.height()) == (b.width(), b.height())
    left, right = rgba(a), rgba(b)
    changed = sum(
        max(abs(x - y) for x, y in zip(left[i : i + 4], right[i : i + 4])) > tolerance for i in range(0, len(left), 4)
    )
    return changed / (len(left) // 4)


@pytest.mark.parametrize("size", [16, 48, 256])
def test_the_committed_pngs_are_the_svg_as_it_is_now(qapp, size):
    # Another Qt version may antialias edges a little differently: allow that, not a changed drawing.
    committed = QImage(str(PNGS[size]))
    assert changed_pixels(committed, render(SVG, size)) < 0.005, "run python packaging/render_icons.py"


def test_the_app_finds_its_icon_at_every_size():
    files = app_icon_files()
    assert files == [PNGS[size] for size in ICON_SIZES]
    assert [png_size(path.read_bytes()) for path in files] == [(size, size) for size in ICON_SIZES]


def read_all(data: bytes, tmp_path: Path, suffix: str) -> dict[int, QImage]:
    path = tmp_path / f"icon.{suffix}"
    path.write_bytes(data)
    reader = QImageReader(str(path))
    images = {}
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        images[image.width()] = image
    return images


def test_the_windows_icon_holds_each_size_as_drawn(qapp, tmp_path):
    images = read_all(ico_bytes(PNGS), tmp_path, "ico")
    assert sorted(images) == list(ICO_SIZES)
    for size, image in images.items():
        assert image.height() == size
        assert rgba(image) == rgba(QImage(str(PNGS[size])))


def test_the_macos_icon_holds_each_size_as_drawn(qapp, tmp_path):
    if b"icns" not in QImageReader.supportedImageFormats():
        pytest.skip("this Qt has no ICNS reader to check against")
    images = read_all(icns_bytes(PNGS), tmp_path, "icns")
    assert sorted(images) == sorted(ICNS_TYPES)
    for size, image in images.items():
        assert rgba(image) == rgba(QImage(str(PNGS[size])))


def test_a_png_of_the_wrong_size_is_refused():
    mislabelled = dict(PNGS)
    mislabelled[16] = PNGS[32]
    with pytest.raises(ValueError, match="not 16x16"):
        ico_bytes(mislabelled)
    with pytest.raises(ValueError, match="not a PNG"):
        png_size(SVG.read_bytes())
