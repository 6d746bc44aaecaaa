"""Statistics per game: counts, streaks, MCR's best hand and average; damaged files set aside."""

from __future__ import annotations

import json

import pytest

from cardavia_qt.stats import StatsStore
from engine.core.messages import declare
from engine.core.state import Outcome, Termination

MSG = declare("test.stats.outcome", "over")


def outcome(winners=(), losers=(), **detail) -> Outcome:
    termination = Termination.WIN if winners else Termination.DRAW
    return Outcome(termination, tuple(winners), tuple(losers), MSG(), detail)


def test_counts_and_streaks(tmp_path):
    store = StatsStore(tmp_path / "stats.json")
    for result in (outcome((0,), (1,)), outcome((0,), (1,)), outcome((1,), (0,)), outcome(), outcome((0,), (1,))):
        store.record("durak", result)
    stats = StatsStore(tmp_path / "stats.json").of("durak")  # read back from disk
    assert (stats.played, stats.won, stats.lost, stats.drawn) == (5, 3, 1, 1)
    assert stats.streak == 1 and stats.best_streak == 2
    assert stats.results == ["won", "won", "lost", "drawn", "won"]


def test_a_win_by_someone_else_is_a_loss_even_if_you_did_not_pay(tmp_path):
    store = StatsStore(tmp_path / "stats.json")
    assert store.record("mahjong", outcome((2,), (3,), total=9, fans=[])) == "lost"


def test_mcr_best_hand_and_average_fan_total(tmp_path):
    store = StatsStore(tmp_path / "stats.json")
    store.record("mahjong", outcome((0,), (1,), total=10, fans=[{"name": "All Pungs", "points": 6, "count": 1}]))
    store.record("mahjong", outcome((0,), (1,), total=24, fans=[{"name": "Full Flush", "points": 24, "count": 1}]))
    store.record("mahjong", outcome((1,), (0,), total=30, fans=[]))
    stats = store.of("mahjong")
    assert stats.best_hand == 24 and stats.best_hand_fans == ["Full Flush"]
    assert stats.average_fan_total == 17


def test_reset_one_game_keeps_the_others(tmp_path):
    store = StatsStore(tmp_path / "stats.json")
    store.record("durak", outcome((0,), (1,)))
    store.record("kowah", outcome((0,), (1,)))
    store.reset("durak")
    again = StatsStore(tmp_path / "stats.json")
    assert again.of("durak").played == 0 and again.of("kowah").played == 1


@pytest.mark.parametrize("text", ["", "{", "\x00\x01garbage", "[]", json.dumps({"format": 99, "games": {}}),
                                  json.dumps({"format": 1, "games": {"durak": {"won": -3}}}),
                                  json.dumps({"format": 1, "games": {"durak": {"won": "many"}}})])
def test_a_damaged_file_is_set_aside_and_counting_starts_afresh(tmp_path, text):
    path = tmp_path / "stats.json"
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    store = StatsStore(path)
    assert store.damaged and store.of("durak").played == 0
    assert store.set_aside.read_text(encoding="utf-8", errors="surrogateescape") == text
    store.record("durak", outcome((0,), (1,)))
    assert StatsStore(path).of("durak").won == 1


@pytest.mark.parametrize("game", [
    {"best_hand_fans": [1, 2], "won": 1, "played": 1, "best_hand": 8},
    {"best_hand_fans": [{"name": "Chicken Hand"}]},
    {"played": 2.5},
    {"played": float("nan")},
    {"played": 3, "won": float("inf")},
    {"played": 1, "won": 4},  # more wins than deals
    {"played": 2, "streak": 2, "best_streak": 1},
    {"played": 1, "results": ["won", 7]},
    {"played": True},
])
def test_every_field_is_checked(tmp_path, game):
    path = tmp_path / "stats.json"
    text = json.dumps({"format": 1, "games": {"mahjong": game, "durak": {"played": 2, "won": 2, "streak": 2,
                                                                         "best_streak": 2}}})
    path.write_text(text, encoding="utf-8")
    store = StatsStore(path)
    assert store.damaged and store.set_aside.read_text(encoding="utf-8") == text
    assert store.of("mahjong").played == 0


def test_the_statistics_page_opens_whatever_the_file_held(qtbot, tmp_path):
    from cardavia_qt.views.stats_page import StatsPage

    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"format": 1, "games": {"mahjong": {"played": 1, "won": 1, "best_hand": 9,
                                                                   "best_hand_fans": [1, None]}}}))
    page = StatsPage()
    qtbot.addWidget(page)
    page.show_game("mahjong", StatsStore(path))
    assert page.figures.text("played", 1) == "0"


def test_a_win_with_take_backs_is_its_own_result_outside_streaks_and_the_best_hand(tmp_path):
    store = StatsStore(tmp_path / "stats.json")
    store.record("mahjong", outcome((0,), (1,), total=9, fans=[{"name": "Chicken Hand", "points": 8, "count": 1}]))
    assert store.record("mahjong", outcome((0,), (1,), total=88, fans=[{"name": "Big Four Winds", "points": 88,
                                                                         "count": 1}]), take_backs=2) \
        == "won_with_take_backs"
    store.record("mahjong", outcome((0,), (2,), total=8, fans=[]))
    stats = StatsStore(tmp_path / "stats.json").of("mahjong")
    assert (stats.played, stats.won, stats.won_with_take_backs, stats.lost) == (3, 2, 1, 0)
    assert stats.streak == 2 and stats.best_streak == 2, "the win with take-backs neither lengthens nor breaks it"
    assert stats.best_hand == 9 and stats.best_hand_fans == ["Chicken Hand"], "not the 88 won with take-backs"
    assert stats.average_fan_total == 8.5
    assert stats.results == ["won", "won_with_take_backs", "won"]
    store.record("mahjong", outcome((1,), (0,)))
    assert store.of("mahjong").streak == 0


def test_each_ai_level_has_its_own_figures_and_the_game_its_totals(tmp_path):
    store = StatsStore(tmp_path / "stats.json")
    store.record("durak", outcome((0,), (1,)), level="easy")
    store.record("durak", outcome((0,), (1,)), level="hard")
    store.record("durak", outcome((1,), (0,)), level="hard")
    store.record("durak", outcome((0,), (1,)), level="easy")
    again = StatsStore(tmp_path / "stats.json")
    easy, hard, every = again.of("durak", "easy"), again.of("durak", "hard"), again.of("durak")
    assert (easy.played, easy.won, easy.streak) == (2, 2, 2)
    assert (hard.played, hard.won, hard.lost, hard.streak, hard.best_streak) == (2, 1, 1, 0, 1)
    assert (every.played, every.won, every.streak, every.best_streak) == (4, 3, 1, 2)
    assert sorted(again.levels_played("durak")) == ["easy", "hard"]
    again.reset("durak")
    assert StatsStore(tmp_path / "stats.json").of("durak", "easy").played == 0


def test_a_deal_is_counted_once_by_its_id(tmp_path):
    store = StatsStore(tmp_path / "stats.json")
    assert store.record("kowah", outcome((0,), (1, 2)), "easy", deal_id="a1") == "won"
    assert store.record("kowah", outcome((0,), (1, 2)), "easy", deal_id="a1") == "won"
    again = StatsStore(tmp_path / "stats.json")
    assert again.of("kowah").played == 1 and again.of("kowah", "easy").played == 1 and again.has_counted("kowah", "a1")
    again.record("kowah", outcome((1,), (0, 2)), "easy", deal_id="b2")
    assert StatsStore(tmp_path / "stats.json").of("kowah").played == 2


def test_a_file_of_the_first_format_is_read_as_each_game_s_totals(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"format": 1, "games": {"durak": {"played": 3, "won": 2, "lost": 1, "streak": 0,
                                                                 "best_streak": 2, "results": ["won", "won", "lost"]}}}))
    store = StatsStore(path)
    assert not store.damaged and store.of("durak").won == 2 and store.of("durak", "easy").played == 0
    store.record("durak", outcome((0,), (1,)), level="easy")
    data = json.loads(path.read_text())
    assert data["format"] == 2 and data["games"]["durak"]["played"] == 4 and data["levels"]["durak"]["easy"]["won"] == 1


@pytest.mark.parametrize("extra", [{"levels": {"durak": {"easy": {"played": -1}}}}, {"levels": []},
                                   {"counted": {"durak": [1]}}, {"levels": {"durak": {"easy": {"results": ["?"]}}}}])
def test_levels_and_counted_ids_are_checked_too(tmp_path, extra):
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"format": 2, "games": {}, **extra}))
    assert StatsStore(path).damaged
