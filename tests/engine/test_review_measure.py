"""The review's measure of a difference (issue 16 item 7): per game, positions built by hand
whose better choice the rules make plain, so the measure must rank it better — and the
review's ranking puts the largest difference first.

Oracles: each position's answer follows from the rules (a hand left ready against one that is
not, a Durak endgame whose end is forced), never from the measure under test.
"""

from __future__ import annotations

import random

import pytest

from engine.core import registry
from engine.core.review import ChoiceGap, Review, ReviewedDecision, review
from engine.durak.actions import Attack
from engine.durak.cards import FULL_PACK, Card as DurakCard
from engine.kowah.actions import Discard as KowahDiscard, Draw, Take
from engine.kowah.plans import ONE_OUT_WORTH
from engine.kowah.positions import position as kowah_position
from engine.mahjong.actions import Discard as MahjongDiscard
from engine.mahjong.deal import MahjongState
from engine.mahjong.notation import parse_tiles
from engine.sisepai.actions import Claim, Discard as SisepaiDiscard, Pass
from engine.sisepai.cards import Card as SisepaiCard, parse_cards
from engine.sisepai.rules import SisepaiState
from tests.engine.durak_positions import position as durak_position
from tests.engine.test_review import finished


def gap(game, state, seat, played, suggested) -> ChoiceGap:
    view, legal = state.view(seat), state.legal_actions(seat)
    assert played in legal and suggested in legal
    return registry.get(game).gap(view, legal, played, suggested)


def test_mcr_measures_tiles_from_ready_and_the_live_useful_tiles():
    # Thirteen bamboos and the East wind: without the East the hand is ready on 2s or 5s (full
    # flush and pure straight, far above eight points); it holds three of each, so one copy of
    # each is unseen. Without the 1s it is not ready at all.
    state = MahjongState.arrange([parse_tiles("123456789s2255sE"), None, None, None])
    tiles = {(tile.kind, tile.is_flower) for tile in state.hands[0]}
    assert len(tiles) == 10
    east = next(a for a in state.legal_actions(0)
                if isinstance(a, MahjongDiscard) and a.tile.kind == parse_tiles("E")[0])
    one = next(a for a in state.legal_actions(0)
               if isinstance(a, MahjongDiscard) and a.tile.kind == parse_tiles("1s")[0])
    worse = gap("mahjong", state, 0, one, east)
    assert worse.measure == "mahjong.progress"
    assert worse.suggested == (0, 2)  # ready; 1 + 1 live winning tiles
    assert worse.played[0] >= 1  # not ready
    # A tile nearer ready outweighs the 26 tiles that would help the unready hand.
    assert worse.size > 0.5
    assert gap("mahjong", state, 0, east, one).size < -0.5


def test_kowah_measures_the_chance_of_a_live_ready_hand():
    # After drawing the White Flower: without it the hand is ready (two triples, the 2C pair
    # waiting on two live 2C); without a five it is one card short.
    state = kowah_position(["5C 5S 5M 7C 7S 7M 2C 2C", "1C 3S 4M 6C 8S 9M OT RF", "1S 3M 4C 6S 8M 9C WF RF"],
                           "WF 9S 9C")
    state.apply(0, Draw())
    flower = next(a for a in state.legal_actions(0) if a.card.face == "WF")
    five = next(a for a in state.legal_actions(0) if a.card.face == "5C")
    assert isinstance(flower, KowahDiscard)
    worse = gap("kowah", state, 0, five, flower)
    assert worse.measure == "kowah.readiness"
    # Ready on two 2C, unless guesses at the stock deal them to the others' hands.
    assert worse.suggested[0] > ONE_OUT_WORTH
    assert 0.0 <= worse.played[0] < worse.suggested[0] and worse.size > 0
    assert gap("kowah", state, 0, flower, five).size < 0


def test_kowah_measures_a_take_that_makes_the_hand_ready_against_a_draw():
    # Taking the 5M makes 5-5-5 and 7-7-7 beside the 2C pair; the 1M then goes: ready at once.
    state = kowah_position(["5C 5S 7M 7C 7S 2C 2C 1M", "1C 3S 4M 6C 8S 9M OT RF", "1S 3M 4C 6S 8M 9C WF RF"],
                           "9S 9C", discards="5M")
    worse = gap("kowah", state, 0, Draw(), Take())
    assert worse.suggested[0] > ONE_OUT_WORTH and worse.played[0] < worse.suggested[0]


def test_durak_measures_a_forced_endgame_by_the_hard_ais_search():
    # The stock is out; South (trumps: clubs) holds the ace of clubs and the six of hearts,
    # North the seven of hearts. Leading the six, North beats it with the seven and is out:
    # South is the durak. Leading the ace, North must take it; the six follows, North beats it
    # and South is out first while North holds the ace.
    held = {DurakCard.parse(text) for text in ("AC", "6H", "7H")}
    discard = " ".join(card.code for card in FULL_PACK if card not in held)
    state = durak_position("AC 6H", "7H", trump="6C", discard=discard)
    ace, six = Attack(DurakCard.parse("AC")), Attack(DurakCard.parse("6H"))
    worse = gap("durak", state, 0, six, ace)
    assert worse.measure == "hard.score"
    assert worse.played == (-1.0,) and worse.suggested == (1.0,) and worse.size == 2.0


def test_sisepai_scores_keeping_a_pair_above_breaking_it():
    # After claiming a mixed group, the red chariots are a pair and the white advisor is loose:
    # letting the advisor go leaves fewer loose cards than breaking the pair.
    state = SisepaiState.arrange([parse_cards(h) for h in ("RS1", "RS2", "YC2 YC3 WA1 RC1 RC2", "GS1")],
                                 parse_cards("YC1 WH1"), 0)
    state.apply(2, Claim(tuple(parse_cards("YC2 YC3"))))
    for seat in state.pending():
        state.apply(seat, Pass())
    advisor, chariot = SisepaiDiscard(SisepaiCard.parse("WA1")), SisepaiDiscard(SisepaiCard.parse("RC1"))
    worse = gap("sisepai", state, 2, chariot, advisor)
    assert worse.measure == "hard.score" and worse.size > 0
    assert gap("sisepai", state, 2, advisor, chariot).size < 0


def _decision(index, played, suggested, size):
    measured = None if size is None else ChoiceGap(size, "hard.score", (0.0,), (size,))
    return ReviewedDecision(index, 0, None, (played, suggested), played, suggested, gap=measured)


def test_the_ranking_puts_the_largest_difference_first_then_the_unmeasured_then_the_agreements():
    decisions = (_decision(1, "a", "a", None), _decision(3, "a", "b", 0.2), _decision(5, "a", "b", None),
                 _decision(7, "a", "b", 1.5), _decision(9, "b", "b", None), _decision(11, "a", "b", -0.1))
    ranked = Review("durak", "hard", decisions, len(decisions), True).ranked()
    assert [decision.index for decision in ranked] == [7, 3, 11, 5, 1, 9]


@pytest.mark.parametrize("game", ("durak", "kowah", "sisepai", "mahjong"))
def test_a_review_measures_its_differences_from_the_players_view(game):
    record = finished(game, 11)
    result = review(record, "hard")
    differences = result.differences()
    assert differences and all(decision.gap is None for decision in result.decisions if decision.agreed)
    measured = [decision for decision in differences if decision.gap is not None]
    assert measured, "every game measures most of its differences"
    for decision in measured:
        # The measure reads the player's view and nothing else: the same view gives the same gap.
        again = registry.get(game).gap(decision.view, decision.legal, decision.played, decision.suggested)
        assert again == decision.gap


def test_the_measure_reads_no_hidden_card():
    # Two deals that differ only in North's hidden cards and the stock order — the same view
    # for South — give the same measure of the same two choices.
    held = [DurakCard.parse(text) for text in ("AC", "6H", "7H", "9S", "KD", "TC")]
    trump = DurakCard.parse("8D")
    pool = [card for card in FULL_PACK if card not in held and card != trump]
    views, gaps = [], []
    for seed in (4, 5):
        random.Random(seed).shuffle(pool)
        state = durak_position(" ".join(c.code for c in held), " ".join(c.code for c in pool[:6]),
                               trump=trump.code, stock=" ".join(c.code for c in [*pool[6:20], trump]))
        view, legal = state.view(0), state.legal_actions(0)
        views.append(view)
        gaps.append(registry.get("durak").gap(view, legal, legal[0], legal[-1]))
    assert views[0] == views[1]
    assert gaps[0] == gaps[1] and gaps[0] is not None
