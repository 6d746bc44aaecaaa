"""The `cardavia-mcr` command: JSON lines in and out, and the human notation."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.mahjong.cli import main

GOOD = {"packs": [{"type": "PENG", "tile": "F1", "offer": 1}],
        "hand": ["W1", "W2", "W3", "B4", "B5", "B6", "T7", "T8", "T9", "W5"], "win_tile": "W5",
        "flower_count": 2, "self_drawn": True, "fourth_tile": False, "about_kong": False,
        "wall_last": False, "seat_wind": 0, "prevalent_wind": 0}


def run(argv, stdin_text=""):
    out = io.StringIO()
    code = main(argv, io.StringIO(stdin_text), out)
    return code, out.getvalue()


def test_score_jsonl_one_line_out_per_line_in_and_bad_lines_do_not_stop_the_stream():
    lines = [json.dumps(GOOD), "not json", "", json.dumps({**GOOD, "win_tile": "W9"}), "[1, 2]",
             json.dumps({**GOOD, "seat_wind": 7}), json.dumps(GOOD)]
    code, out = run(["score", "--jsonl"], "\n".join(lines) + "\n")
    results = [json.loads(line) for line in out.splitlines()]
    assert code == 0
    assert len(results) == len(lines)
    first = results[0]
    assert first == results[-1]
    assert first["ok"] and first["total"] == 16 and first["total_without_flowers"] == 14 and first["valid_win"]
    assert {"name": "Mixed Straight", "points": 8, "count": 1} in first["fans"]
    assert {"name": "Flower Tiles", "points": 1, "count": 2} in first["fans"]
    assert [r["ok"] for r in results[1:-1]] == [False] * 5
    assert all(isinstance(r["error"], str) and r["error"] for r in results[1:-1])


def test_shanten_jsonl():
    lines = [json.dumps({"packs": [], "hand": ["W1", "W2", "W3", "B4", "B5", "B6", "T7", "T8", "T9", "W5", "W6",
                                                   "F1", "F1"]}),
             json.dumps({"packs": [{"type": "PENG", "tile": "F1", "offer": 1}],
                         "hand": ["W1", "W2", "W3", "B4", "B5", "B6", "T7", "T8", "T9", "W5"]}),
             json.dumps({"hand": ["W1"] * 3})]
    code, out = run(["shanten", "--jsonl"], "\n".join(lines) + "\n")
    first, second, third = (json.loads(line) for line in out.splitlines())
    assert first["ok"] and first["shanten"] == 0 and first["useful"] == ["W4", "W7"]
    assert set(first["forms"]) == {"regular", "seven_pairs", "thirteen_orphans", "honors_and_knitted",
                                   "knitted_straight"}
    assert second["shanten"] == 0 and second["useful"] == ["W5"]
    assert set(second["forms"]) == {"regular", "knitted_straight"}
    assert not third["ok"]


def test_human_score_prints_a_table():
    code, out = run(["score", "[EEE] 123m456p789s5m", "--win", "5m", "--self-drawn", "--flowers", "1"])
    assert code == 0
    assert "Mixed Straight" in out and "Prevalent Wind" in out and "Seat Wind" in out
    assert "Total" in out and "15" in out and "(14 without flowers)" in out
    assert "Read as: [EEE] 123m 789s 456p 55m" in out


def test_human_score_accepts_the_hand_written_with_its_winning_tile():
    _, a = run(["score", "[EEE] 123m456p789s5m", "--win", "5m"])
    _, b = run(["score", "[EEE] 123m456p789s55m", "--win", "5m"])
    assert a == b


def test_human_options(capsys):
    code, out = run(["score", "[SSS]123m456p789p5m", "--win", "5m", "--seat", "S", "--round", "W"])
    assert code == 0 and "Seat Wind" in out and "Prevalent Wind" not in out
    code, out = run(["score", "123m456p789p5m", "--win", "5m"])
    assert code == 2
    assert "concealed tiles" in capsys.readouterr().err


def test_human_shanten():
    code, out = run(["shanten", "123m456p789s55s55p"])
    assert code == 0
    assert "Shanten 0" in out and "5s5p" in out and "seven pairs" in out


_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 40), st.text(max_size=3),
                    st.sampled_from(["W1", "W5", "T9", "B2", "F1", "J3", "H1", "X0", "CHI", "PENG", "GANG"]))


@given(st.dictionaries(st.sampled_from(sorted(GOOD)), st.one_of(
    _VALUES, st.lists(_VALUES, max_size=16),
    st.lists(st.fixed_dictionaries({"type": _VALUES, "tile": _VALUES, "offer": _VALUES}), max_size=5),
    st.lists(st.lists(_VALUES, min_size=3, max_size=3), max_size=5))))
def test_any_json_object_gives_a_result_line_never_a_crash(changes):
    line = json.dumps({**GOOD, **changes})
    for command in ("score", "shanten"):
        code, out = run([command, "--jsonl"], line + "\n")
        (result,) = [json.loads(x) for x in out.splitlines()]
        assert code == 0 and isinstance(result["ok"], bool)
        assert result["ok"] or result["error"]


# -- hostile input: every line gets its own clear answer ---------------------------------------------
def stream(argv, data: bytes) -> list[dict]:
    """Run the stream on bytes, as a shell pipe gives them (strict UTF-8 text on top)."""
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="strict")
    out = io.StringIO()
    assert main(argv, stdin, out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_a_line_that_is_not_utf8_gets_its_own_answer_and_the_stream_goes_on():
    good = json.dumps(GOOD).encode()
    results = stream(["score", "--jsonl"], good + b"\n" + b'{"hand": "\xff"}\n' + good + b"\n")
    assert [r["ok"] for r in results] == [True, False, True]
    assert "not UTF-8" in results[1]["error"]


@pytest.mark.parametrize("line, words", [("[" * 100_000, "nested too deeply"),
                                         ('{"hand": ' + "9" * 5000 + "}", "more digits"),
                                         ('{"flower_count": -' + "1" * 4400 + "}", "more digits")])
@pytest.mark.parametrize("command", ["score", "shanten"])
def test_deep_nesting_and_giant_numbers_are_bad_input_not_internal_errors(command, line, words):
    (result,) = stream([command, "--jsonl"], line.encode() + b"\n")
    assert not result["ok"] and words in result["error"] and "Internal error" not in result["error"]


@pytest.mark.parametrize("argv", [["shanten", "1²3m456p789s55sEW"], ["shanten", "١23m456p789s5m5m"],
                                  ["score", "[EEE] 123m456p789s5m", "--win", "²m"],
                                  ["score", "[EEE] 123m456p789s5m", "--win", "٥m"]])
def test_unicode_digits_are_refused_in_words(argv, capsys):
    code, out = run(argv)
    assert code == 2 and out == ""
    assert "unknown letter" in capsys.readouterr().err


def scalar():
    return st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=True),
                     st.text(max_size=6), st.sampled_from(["W1", "B5", "T9", "F1", "F7", "H1", "CHI", "PENG", "GANG"]))


JSON_VALUES = st.recursive(scalar(), lambda inner: st.lists(inner, max_size=6) | st.dictionaries(
    st.sampled_from(["hand", "packs", "win_tile", "type", "tile", "offer", "flower_count", "seat_wind",
                     "prevalent_wind", "self_drawn", "fourth_tile", "about_kong", "wall_last"]), inner, max_size=8),
    max_leaves=30)


@given(values=st.lists(JSON_VALUES, min_size=1, max_size=5), junk=st.binary(max_size=40))
def test_fuzzed_lines_each_get_one_answer_and_never_an_internal_error(values, junk):
    lines = [json.dumps(value).encode() for value in values] + [junk.replace(b"\n", b" ")]
    for command in ("score", "shanten"):
        results = stream([command, "--jsonl"], b"\n".join(lines) + b"\n")
        assert len(results) == len(lines)
        assert all(r["ok"] or "Internal error" not in r["error"] for r in results)


NOTATION = st.text(alphabet=st.sampled_from([*"123456789mpsESWNCFP[]{} ", "²", "١", "٥", "𝟓", "é", "\x00"]),
                   max_size=30)


@given(hand=NOTATION, win=NOTATION, flowers=st.text(max_size=6), seat=st.text(max_size=3))
def test_fuzzed_command_lines_give_a_result_or_a_message_never_a_traceback(hand, win, flowers, seat):
    for argv in (["shanten", hand], ["score", hand, "--win", win, "--flowers", flowers, "--seat", seat]):
        try:
            code, _ = run(argv)
        except SystemExit as exit:  # argparse refusing an option, with its own message
            assert exit.code == 2
        else:
            assert code in (0, 2)
