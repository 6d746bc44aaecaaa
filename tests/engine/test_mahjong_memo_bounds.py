"""The MCR scorer's and shanten's per-group memos are bounded: a scorer fed hands for hours
holds a fixed number of answers, the least recently used going first (benchmarks/memory.py
prints the RSS of `cardavia-mcr score --jsonl` over 100,000 hands)."""

import random

from engine.mahjong import analyse, combos, groups, samples, score

MEMOS = {
    "decompositions": groups.decompositions,
    "complete_flags": groups.complete_flags,
    "options": groups.options,
    "chow_fans": combos.chow_fans,
    "pung_fans": combos.pung_fans,
}


def test_every_memo_has_a_bound():
    bounds = {name: memo.cache_info().maxsize for name, memo in MEMOS.items()}
    assert all(bound is not None and bound <= 1 << 15 for bound in bounds.values()), bounds


def test_a_full_memo_forgets_the_oldest_answers_and_still_answers_right():
    groups.decompositions.cache_clear()
    first = groups.decompositions(0o111, False)  # 123 of a suit
    rng = random.Random(5)
    while groups.decompositions.cache_info().currsize < groups.MEMO_SIZE:
        groups.decompositions(sum(rng.randrange(5) << (3 * i) for i in range(9)), False)
    groups.decompositions(0o1, True)  # one more pushes the least recently used out
    assert groups.decompositions.cache_info().currsize == groups.MEMO_SIZE
    misses = groups.decompositions.cache_info().misses
    assert groups.decompositions(0o111, False) == first  # recomputed, the same answer
    assert groups.decompositions.cache_info().misses == misses + 1


def test_scores_and_analyses_do_not_depend_on_what_the_memos_hold():
    rng = random.Random(11)
    hands = [samples.winning_hand(rng) for _ in range(40)]
    waiting = [samples.waiting_hand(rng) for _ in range(40)]
    before = [score(hand).to_json() for hand in hands], [analyse(*w).to_json() for w in waiting]
    for memo in MEMOS.values():
        memo.cache_clear()
    assert ([score(hand).to_json() for hand in hands], [analyse(*w).to_json() for w in waiting]) == before
