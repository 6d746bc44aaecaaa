"""`cardavia-mcr`: the MCR fan calculator and shanten tool on the command line.

    cardavia-mcr score --jsonl      < hands.jsonl   one JSON result per input line
    cardavia-mcr shanten --jsonl    < hands.jsonl
    cardavia-mcr score "[EEE] 123m456p789s5m" --win 5m --self-drawn
    cardavia-mcr shanten "123m456p789s55sEW"

Human notation: 1m-9m characters, 1s-9s bamboo, 1p-9p dots, E S W N winds, C F P red, green
and white dragons; concealed tiles in runs, exposed sets in [brackets], a concealed kong in
{braces}. The hand is written without the winning tile (writing it too is accepted).
A bad line — not JSON, not UTF-8, nested too deeply, a number of 5,000 digits — gets an error
line of its own; the stream always goes on.
"""

from __future__ import annotations

import argparse
import json
import sys

from engine.mahjong import errors as E
from engine.mahjong.hand import WinningHand, WinSituation
from engine.mahjong.notation import (
    format_reading,
    format_tiles,
    melds_from_json,
    parse_hand,
    parse_tiles,
    parse_wind,
    tiles_from_json,
    winning_hand_from_json,
)
from engine.mahjong.scoring import score
from engine.mahjong.shanten import analyse
from engine.mahjong.tiles import human

FORM_NAMES = {
    "regular": "four sets and a pair",
    "seven_pairs": "seven pairs",
    "thirteen_orphans": "thirteen orphans",
    "honors_and_knitted": "honors and knitted tiles",
    "knitted_straight": "knitted straight",
}


def _error(exc: Exception) -> dict:
    return {"ok": False, "error": str(exc)}


def _read_json(line: str):
    """The line's JSON value, or the reason it has none, in words."""
    if not line.strip():
        raise E.MahjongError(E.EMPTY_LINE())
    try:
        return json.loads(line)
    except json.JSONDecodeError as exc:
        raise E.MahjongError(E.BAD_JSON(detail=exc.msg)) from None
    except RecursionError:
        raise E.MahjongError(E.BAD_JSON(detail="nested too deeply")) from None
    except ValueError:  # Python refuses integers of more than 4,300 digits
        raise E.MahjongError(E.BAD_JSON(detail="a number has more digits than any hand needs")) from None


def score_line(line: str) -> dict:
    try:
        return score(winning_hand_from_json(_read_json(line))).to_json()
    except E.MahjongError as exc:
        return _error(exc)


def shanten_line(line: str) -> dict:
    try:
        data = _read_json(line)
        if not isinstance(data, dict):
            raise E.MahjongError(E.BAD_JSON(detail="expected an object"))
        if "hand" not in data:
            raise E.MahjongError(E.MISSING_FIELD(field="hand"))
        return analyse(melds_from_json(data.get("packs", [])), tiles_from_json(data["hand"])).to_json()
    except E.MahjongError as exc:
        return _error(exc)


def _lines(stdin):
    """The input's lines as text; a line that is not UTF-8 comes as its UnicodeDecodeError,
    so that one line, not the stream, gets the error. Bytes are read where there are any."""
    raw = getattr(stdin, "buffer", None)
    if raw is None:
        yield from stdin
        return
    for line in raw:
        try:
            yield line.decode("utf-8")
        except UnicodeDecodeError as exc:
            yield exc


def _stream(handler, stdin, stdout) -> int:
    for line in _lines(stdin):
        try:
            if isinstance(line, UnicodeDecodeError):
                detail = f"the line is not UTF-8 text (byte {line.object[line.start]:#04x} at {line.start})"
                raise E.MahjongError(E.BAD_JSON(detail=detail))
            result = handler(line)
        except E.MahjongError as exc:
            result = _error(exc)
        except Exception as exc:  # a bug must not stop the stream: report it on its line
            result = _error(E.MahjongError(E.INTERNAL(detail=type(exc).__name__)))
        stdout.write(json.dumps(result, ensure_ascii=False) + "\n")
        stdout.flush()
    return 0


def _human_score(args, stdout) -> int:
    melds, concealed = parse_hand(args.hand)
    win = parse_tiles(args.win)
    if len(win) != 1:
        raise E.MahjongError(E.BAD_NOTATION(text=args.win, detail="give exactly one winning tile"))
    win_tile = win[0]
    if len(concealed) + 3 * len(melds) == 14 and win_tile in concealed:
        concealed = list(concealed)
        concealed.remove(win_tile)  # the hand was written with its winning tile
    situation = WinSituation(
        self_drawn=args.self_drawn,
        last_tile=args.last_tile,
        kong=args.kong,
        wall_last=args.wall_last,
        seat_wind=parse_wind(args.seat),
        prevalent_wind=parse_wind(getattr(args, "round")),
        flowers=args.flowers,
    )
    result = score(WinningHand(melds, tuple(concealed), win_tile, situation))
    width = max(len(f.name) for f in result.fans) + 2
    if result.reading is not None:
        stdout.write(f"Read as: {format_reading(result.reading)}\n")
    for fan in result.fans:
        count = f" x{fan.count}" if fan.count > 1 else ""
        stdout.write(f"{fan.name:<{width}}{fan.points:>3}{count}\n")
    stdout.write("-" * (width + 3) + "\n")
    stdout.write(f"{'Total':<{width}}{result.total:>3}")
    if result.total != result.total_without_flowers:
        stdout.write(f"   ({result.total_without_flowers} without flowers)")
    stdout.write("\n")
    if not result.valid_win:
        stdout.write("Not a valid win: MCR needs 8 points before flowers.\n")
    return 0


def _human_shanten(args, stdout) -> int:
    melds, concealed = parse_hand(args.hand)
    result = analyse(melds, tuple(concealed))
    state = {-1: "complete", 0: "ready"}.get(result.shanten, f"{result.shanten} away from ready")
    stdout.write(f"Shanten {result.shanten} ({state}); useful: {format_tiles(result.useful) or '-'}\n")
    for name, form in result.forms.items():
        useful = " ".join(human(t) for t in form.useful) or "-"
        stdout.write(f"  {FORM_NAMES[name]:<26}{form.shanten:>3}   {useful}\n")
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cardavia-mcr", description="Chinese Official Mahjong fan calculator")
    sub = parser.add_subparsers(dest="command", required=True)
    sc = sub.add_parser("score", help="score a winning hand")
    sc.add_argument("hand", nargs="?", help='e.g. "[EEE] 123m456p789s5m"')
    sc.add_argument("--jsonl", action="store_true", help="read JSON lines from stdin")
    sc.add_argument("--win", help="the winning tile, e.g. 5m")
    sc.add_argument("--self-drawn", action="store_true")
    sc.add_argument("--last-tile", action="store_true", help="the other three copies are visible")
    sc.add_argument("--kong", action="store_true", help="kong replacement (self-drawn) or robbing a kong")
    sc.add_argument("--wall-last", action="store_true", help="last tile of the wall")
    sc.add_argument("--seat", default="E")
    sc.add_argument("--round", default="E")
    sc.add_argument("--flowers", type=int, default=0)
    sh = sub.add_parser("shanten", help="shanten and useful tiles of a hand")
    sh.add_argument("hand", nargs="?", help='e.g. "123m456p789s55sEW"')
    sh.add_argument("--jsonl", action="store_true", help="read JSON lines from stdin")
    return parser


def main(argv=None, stdin=None, stdout=None) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    parser = _parser()
    args = parser.parse_args(argv)
    if args.jsonl:
        return _stream(score_line if args.command == "score" else shanten_line, stdin, stdout)
    if not args.hand:
        parser.error("give a hand, or --jsonl")
    if args.command == "score" and not args.win:
        parser.error("give the winning tile with --win")
    try:
        return _human_score(args, stdout) if args.command == "score" else _human_shanten(args, stdout)
    except E.MahjongError as exc:
        sys.stderr.write(f"cardavia-mcr: {exc}\n")
        return 2


if __name__ == "__main__":
    sys.exit(main())
