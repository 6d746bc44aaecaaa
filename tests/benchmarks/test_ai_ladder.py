"""The AI ladder (benchmarks/ai_ladder.py) counts what the arena counts: the issue's strength
figures come from it, so a ladder that rotated seats or tallied wins differently from
`cardavia-arena` would report figures nobody can reproduce."""

import json
import sys
from pathlib import Path

import pytest

from engine import arena

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import ai_ladder  # noqa: E402


def ladder_json(capsys, *argv: str) -> dict:
    assert ai_ladder.main([*argv, "--json", "--progress", "0"]) == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


@pytest.mark.parametrize("game, seats", [("kowah", "hard,easy,easy"), ("durak", "hard,easy")])
def test_a_rung_counts_the_same_wins_as_the_arena(capsys, game, seats):
    figures = ladder_json(capsys, f"{game}:{seats}", "--deals", "9", "--seed", "5")
    tally = arena.run(game, 9, 5, seats.split(","))
    assert [seat["wins"] for seat in figures["positions"]] == tally.wins
    assert (figures["deals"], figures["draws"], figures["errors"]) == (tally.deals, tally.draws, tally.errors)


def test_shards_merged_give_the_figures_of_one_run(capsys, tmp_path):
    whole = ladder_json(capsys, "kowah:hard,easy,easy", "--deals", "8", "--seed", "3")
    results = tmp_path / "deals.jsonl"
    for start, deals in (("0", "5"), ("5", "3")):  # two sittings: deals 0-4, then 5-7
        ladder_json(capsys, "kowah:hard,easy,easy", "--deals", deals, "--start", start, "--seed", "3",
                    "--results", str(results))
    assert ai_ladder.main(["--merge", str(results), "--json"]) == 0
    merged = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert sorted(json.loads(line)["deal"] for line in results.read_text().splitlines()) == list(range(8))
    for key in ("deals", "draws", "errors", "positions"):
        assert merged[key] == whole[key], key
