"""The shared information-set search (engine.core.search), on toy games whose best moves are
known by hand: it must weigh hidden cards by their chances, let each seat play for itself, stay
reproducible for a seed and stop when its limits say so."""

import random

from engine.core.policy import Limits
from engine.core.search import Search
from engine.core.state import GameState, Outcome, Termination
from engine.core.messages import Message


class Toy(GameState):
    """A tiny deal: seat 0 bets on a hidden card; in `reply` mode seat 1 then answers.

    `payoffs[bet][answer]` is seat 0's reward (seat 1 gets the rest); a payoff may be a
    mapping from the hidden card to a reward."""

    game_id = "toy"
    num_seats = 2

    def __init__(self, payoffs, hidden=0):
        super().__init__(seed=0)
        self.payoffs = payoffs
        self.hidden = hidden
        self.moves: list[str] = []
        self.record_events = False

    def pending(self):
        if self.outcome is not None:
            return ()
        return (len(self.moves),)

    def legal_actions(self, seat):
        if seat not in self.pending():
            return []
        if not self.moves:
            return sorted(self.payoffs)
        return sorted(self.payoffs[self.moves[0]])

    def _view(self, seat):
        return ("toy", seat, tuple(self.moves))

    def clone(self, record_events=None):
        copy = Toy(self.payoffs, self.hidden)
        copy.moves = list(self.moves)
        copy.outcome = self.outcome
        return copy

    def _perform(self, seat, action):
        self.moves.append(action)
        table = self.payoffs
        for move in self.moves:
            table = table[move]
        if isinstance(table, dict) and all(isinstance(key, str) for key in table):
            return  # seat 1 answers next
        reward = table[self.hidden] if isinstance(table, dict) else table
        self.reward = reward
        self.outcome = Outcome(Termination.WIN, (0,) if reward > 0.5 else (1,), (), Message("toy", "toy"))


class ToyPlaybook:
    """Hidden cards 0–3 equally likely; a playout just reads the reward."""

    def __init__(self, payoffs):
        self.payoffs = payoffs
        self.worlds = 0

    def resample(self, view, rng):
        self.worlds += 1
        world = Toy(self.payoffs, rng.randrange(4))
        for move in view[2]:
            world._perform(len(world.moves), move)
        return world

    def playout(self, state, rng):
        while state.outcome is None:
            seat = state.pending()[0]
            moves = state.legal_actions(seat)
            state._perform(seat, moves[rng.randrange(len(moves))])
        return (state.reward, 1.0 - state.reward)


def run(payoffs, iterations=400, seed=1, limits=None):
    playbook = ToyPlaybook(payoffs)
    root = Toy(payoffs)
    result = Search(playbook, iterations).run(root.view(0), root.legal_actions(0), random.Random(seed), 0, limits)
    return result, playbook


def test_the_search_weighs_hidden_cards_by_their_chances():
    # "even" wins on two hidden cards of four, "three" on one: worth 0.5 against 0.25.
    payoffs = {"even": {0: 1.0, 1: 0.0, 2: 1.0, 3: 0.0}, "three": {0: 0.0, 1: 0.0, 2: 0.0, 3: 1.0}}
    result, playbook = run(payoffs)
    assert result.action == "even"
    assert abs(result.values["even"] - 0.5) < 0.1 and abs(result.values["three"] - 0.25) < 0.1
    assert playbook.worlds == result.iterations  # a fresh world for every iteration


def test_each_seat_plays_for_itself():
    # After "left" seat 1 can take the deal (seat 0 keeps 0.2); after "right" it can only choose
    # between giving 0.6 or 0.55. Averaging the replies would prefer left (0.6 against 0.575);
    # a seat 1 that plays for itself makes right the better bet (0.55 against 0.2).
    payoffs = {"left": {"a": 1.0, "b": 0.2}, "right": {"a": 0.6, "b": 0.55}}
    result, _ = run(payoffs, iterations=600)
    assert result.action == "right"
    assert result.values["left"] < 0.45 < result.values["right"]


def test_a_seed_replays_the_same_search_and_another_seed_may_not():
    payoffs = {"even": {0: 1.0, 1: 0.0, 2: 1.0, 3: 0.0}, "odd": {0: 0.0, 1: 1.0, 2: 0.0, 3: 1.0}}
    first, _ = run(payoffs, iterations=50, seed=7)
    again, _ = run(payoffs, iterations=50, seed=7)
    assert (first.action, first.visits, first.values) == (again.action, again.visits, again.values)
    others = {tuple(sorted(run(payoffs, iterations=50, seed=s)[0].visits.items())) for s in range(8)}
    assert len(others) > 1


def test_limits_stop_the_search_between_iterations():
    payoffs = {"even": {0: 1.0, 1: 0.0, 2: 1.0, 3: 0.0}, "three": {0: 0.0, 1: 0.0, 2: 0.0, 3: 1.0}}
    asked = []

    def cancelled():
        asked.append(1)
        return len(asked) >= 30

    result, playbook = run(payoffs, iterations=1000, limits=Limits(cancelled=cancelled))
    assert result.iterations == 30 and playbook.worlds == 30
    assert result.action in payoffs

    late = Limits(deadline=0.0)  # long past: one iteration, then the answer, marked
    result, _ = run(payoffs, iterations=1000, limits=late)
    assert result.iterations == 1 and late.cut_short


def test_a_search_stops_once_its_answer_cannot_change_and_answers_as_the_whole_budget_would(monkeypatch):
    payoffs = {"even": {0: 1.0, 1: 0.0, 2: 1.0, 3: 0.0}, "three": {0: 0.0, 1: 0.0, 2: 0.0, 3: 1.0}}
    early, playbook = run(payoffs, iterations=2000)
    assert early.iterations < 2000 and playbook.worlds == early.iterations
    monkeypatch.setattr("engine.core.search.SETTLED_CHECK", 10**9)
    full, playbook = run(payoffs, iterations=2000)
    assert full.iterations == 2000
    assert full.action == early.action
    leader, runner_up = sorted(early.visits.values(), reverse=True)
    assert leader - runner_up > 2000 - early.iterations


def test_paired_moves_meet_the_same_worlds_so_a_small_edge_shows():
    # "b" is "a" but for a tenth of a point when the hidden card is 3: worth 0.525 against 0.5.
    # Played in the same worlds the two differ only there, so every paired search finds it.
    payoffs = {"a": {0: 1.0, 1: 0.0, 2: 1.0, 3: 0.0}, "b": {0: 1.0, 1: 0.0, 2: 1.0, 3: 0.1}}
    root = Toy(payoffs)
    for seed in range(10):
        playbook = ToyPlaybook(payoffs)
        result = Search(playbook, 80, paired=True).run(root.view(0), root.legal_actions(0), random.Random(seed), 0)
        assert result.action == "b"
        assert result.visits == {"a": 40, "b": 40} and playbook.worlds == 40


def test_a_prior_choice_stands_unless_the_search_beats_it_by_the_margin():
    # "b" beats "a" only in the worlds where the hidden card is 3 (above): a margin below the
    # gap the search measured lets it overrule a prior of "a", one above does not; a prior
    # the search never weighed gives way to the searched move.
    payoffs = {"a": {0: 1.0, 1: 0.0, 2: 1.0, 3: 0.0}, "b": {0: 1.0, 1: 0.0, 2: 1.0, 3: 0.1}}
    root = Toy(payoffs)
    result = Search(ToyPlaybook(payoffs), 80, paired=True).run(root.view(0), root.legal_actions(0),
                                                               random.Random(3), 0)
    gap = result.values["b"] - result.values["a"]
    assert result.action == "b" and 0.01 < gap < 0.1
    assert result.unless_beaten("a", gap - 0.005) == "b"
    assert result.unless_beaten("a", gap + 0.005) == "a"
    assert result.unless_beaten("b", gap + 0.005) == "b"
    assert result.unless_beaten("c", gap + 0.005) == "b"
    assert result.unless_beaten("A", gap + 0.005, key=str.lower) == "A"


class HabitPlaybook(ToyPlaybook):
    """Seat 1 always answers "a", as a habit would: below the root nothing is searched."""

    def move(self, state, seat, legal, rng):
        return "a"


def test_below_the_root_the_habits_play_and_their_results_reach_the_root_moves():
    # Answered by a seat that plays for itself, "right" is the better bet (see above); answered
    # always "a" by the habit, "left" gives 1.0 and "right" 0.6 — what the multi-seat experts'
    # search (the habits below the root, their own later moves not searched) must report.
    payoffs = {"left": {"a": 1.0, "b": 0.2}, "right": {"a": 0.6, "b": 0.55}}
    root = Toy(payoffs)
    playbook = HabitPlaybook(payoffs)
    result = Search(playbook, 60, model_opponents=True, paired=True, search_own_moves=False).run(
        root.view(0), root.legal_actions(0), random.Random(2), 0)
    assert result.action == "left"
    assert result.values == {"left": 1.0, "right": 0.6}
    assert result.visits == {"left": 30, "right": 30} and playbook.worlds == 30


def test_every_expert_honours_its_limits_and_still_answers_a_legal_move():
    from engine.core import registry
    from engine.core.policy import decide

    for game in ("durak", "sisepai", "mahjong", "kowah"):
        info = registry.get(game)
        state = info.new_deal(3)
        for _ in range(400):  # find a position where the expert must search
            seat = state.pending()[0]
            legal = state.legal_actions(seat)
            expert = info.make_policy("expert", random.Random(1))
            if len(legal) > 1:
                asked = []
                limits = Limits(cancelled=lambda: asked.append(1) or len(asked) >= 3)
                action = decide(expert, state.view(seat), legal, limits)
                if asked:  # it searched (some choices need none), and stopped at the third question
                    assert action in legal and len(asked) == 3
                    break
            state.apply(seat, info.make_policy("hard", random.Random(2)).choose(state.view(seat), legal))
        else:
            raise AssertionError(f"no searched decision found in {game}")
