"""Windows .ico and macOS .icns files assembled from the committed PNGs, in plain Python so any
OS can build them (no Pillow, no Qt image plugin, no `iconutil`).

Both formats may hold PNG data directly: .ico since Windows Vista, .icns since OS X 10.7 for
the types used here. So each entry is the PNG file as rendered, byte for byte."""

from __future__ import annotations

import struct
from pathlib import Path

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

# Sizes a Windows icon carries: the shell picks 16-48 for lists, 256 for large views.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# .icns element types holding PNG data, by pixel size (Apple's "icp4"... "ic09").
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header chunk."""
    if data[:8] != PNG_SIGNATURE or data[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    return struct.unpack(">II", data[16:24])


def _square_pngs(pngs: dict[int, Path], sizes) -> list[tuple[int, bytes]]:
    chosen = []
    for size in sizes:
        if size not in pngs:
            raise FileNotFoundError(f"no {size}x{size} PNG for the icon")
        data = Path(pngs[size]).read_bytes()
        if png_size(data) != (size, size):
            raise ValueError(f"{pngs[size]} is {png_size(data)}, not {size}x{size}")
        chosen.append((size, data))
    return chosen


def ico_bytes(pngs: dict[int, Path], sizes=ICO_SIZES) -> bytes:
    entries = _square_pngs(pngs, sizes)
    header = struct.pack("<HHH", 0, 1, len(entries))  # reserved, type 1 = icon, count
    directory = b""
    offset = len(header) + 16 * len(entries)
    for size, data in entries:
        side = size % 256  # the format writes 256 as 0
        # width, height, palette size, reserved, colour planes, bits per pixel, length, offset
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + directory + b"".join(data for _, data in entries)


def icns_bytes(pngs: dict[int, Path], sizes=tuple(ICNS_TYPES)) -> bytes:
    elements = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data for size, data in _square_pngs(pngs, sizes)
    )
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def write_ico(pngs: dict[int, Path], path: Path) -> Path:
    Path(path).write_bytes(ico_bytes(pngs))
    return Path(path)


def write_icns(pngs: dict[int, Path], path: Path) -> Path:
    Path(path).write_bytes(icns_bytes(pngs))
    return Path(path)
