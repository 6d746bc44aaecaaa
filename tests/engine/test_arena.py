"""The headless arena: seeded AI-vs-AI deals, errors counted, one JSON line with --json."""

import json

import pytest

from engine import arena
from engine.core import registry


def run_json(capsys, *argv):
    code = arena.main(list(argv))
    out = capsys.readouterr().out.strip().splitlines()
    return code, json.loads(out[-1])


def test_json_summary_has_the_promised_shape(capsys):
    code, summary = run_json(capsys, "durak", "--deals", "12", "--seed", "3", "--seats", "easy,random", "--json")
    assert code == 0
    assert summary["game"] == "durak" and summary["deals"] == 12 and summary["finished"] == 12
    assert summary["errors"] == 0 and summary["seats"] == ["easy", "random"]
    assert sum(summary["wins"]) + summary["draws"] == 12
    assert set(summary["think_ms"]) == {"easy", "random"}
    assert set(summary["think_ms"]["easy"]) == {"p50", "p95", "max"}
    assert summary["deals_per_s"] > 0


def test_same_seed_same_results(capsys):
    _, first = run_json(capsys, "durak", "--deals", "20", "--seed", "9", "--seats", "easy,random", "--json")
    _, second = run_json(capsys, "durak", "--deals", "20", "--seed", "9", "--seats", "easy,random", "--json")
    assert (first["wins"], first["draws"]) == (second["wins"], second["draws"])


def test_default_seats_are_random_and_all_runs_every_playable_game(capsys):
    code, summaries = run_json(capsys, "all", "--deals", "3", "--json")
    assert code == 0 and isinstance(summaries, list)
    playable = [g.id for g in registry.all_games() if g.playable]
    assert [s["game"] for s in summaries] == playable
    assert all(set(s["seats"]) == {"random"} for s in summaries)


def test_seats_rotate_so_wins_follow_the_policy_not_the_seat(capsys):
    # easy beats random nearly always; rotation means it wins from both seats.
    tally = arena.run("durak", 10, 1, ["random", "easy"])
    assert tally.wins[1] >= 8


def test_an_exception_in_a_deal_is_counted_and_the_run_goes_on(monkeypatch):
    info = registry.get("durak")

    class Broken:
        name = "broken"

        def __init__(self, rng):
            self.calls = 0

        def choose(self, view, legal):
            raise RuntimeError("boom")

    monkeypatch.setitem(info.policies, "broken", Broken)
    tally = arena.run("durak", 4, 0, ["broken", "random"])
    assert tally.errors == 4 and tally.finished == 0
    assert "boom" in tally.error_samples[0]


def test_bad_arguments_are_refused_with_a_message(capsys):
    with pytest.raises(SystemExit):
        arena.main(["chess"])
    assert "unknown game" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["durak", "--seats", "easy"])
    with pytest.raises(SystemExit):
        arena.main(["durak", "--seats", "easy,genius"])
    assert "no AI called 'genius'" in capsys.readouterr().err


def test_min_win_points_is_the_smallest_mahjong_win_before_flowers_and_never_under_eight(capsys):
    code, summary = run_json(capsys, "mahjong", "--deals", "12", "--seed", "4", "--seats", "easy,easy,easy,easy",
                             "--json")
    assert code == 0 and summary["errors"] == 0 and sum(summary["wins"]) > 0
    # The same deals replayed outside the arena: the figure is the smallest win, flowers left out.
    tally = arena.run("mahjong", 12, 4, ["easy"] * 4)
    assert tally.min_win_points == summary["min_win_points"]
    seen = []
    for index in range(12):
        seed = arena.derive_seed("mahjong", 4, index) % (2**31)
        names = ["easy"] * 4
        state = arena.play_deal("mahjong", seed, names, {})
        if state.outcome.winners:
            seen.append(state.outcome.detail["total_without_flowers"])
            assert state.outcome.detail["total"] >= seen[-1]
    assert summary["min_win_points"] == min(seen)
    assert summary["min_win_points"] >= 8, "R5: no win under 8 points before flowers"


def test_min_win_points_is_null_for_a_game_without_win_points(capsys):
    _, summary = run_json(capsys, "durak", "--deals", "3", "--seats", "easy,random", "--json")
    assert summary["min_win_points"] is None


def test_min_win_points_counts_wins_only_and_leaves_flowers_out():
    from engine.core.messages import Message
    from engine.core.state import Outcome, Termination

    def outcome(winners, **detail):
        return Outcome(Termination.WIN if winners else Termination.EXHAUSTED, winners, (), Message("x", "x"), detail)

    tally = arena.Tally("mahjong", ["easy"] * 4)
    tally.count_win_points(outcome((), total_without_flowers=0))  # a draw scores nothing
    assert tally.min_win_points is None
    tally.count_win_points(outcome((1,), total=11, total_without_flowers=9))
    tally.count_win_points(outcome((2,), total=12, total_without_flowers=8))
    tally.count_win_points(outcome((3,), total=10, total_without_flowers=10))
    assert tally.min_win_points == 8
