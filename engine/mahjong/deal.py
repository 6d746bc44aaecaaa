"""One deal of Chinese Official Mahjong, as ../shared/rules/mahjong-mcr.md specifies.

Read as a rule book: `_start` builds the wall and deals (rule 2, R7), `_draw` draws and replaces
flowers, `_turn_choices` is a turn (rule 3), `_open_window`/`_resolve` the claim window on a
discard or on a tile added to a kong, `_win` scores a win (rule 4, R2, R4, R5) and settles it
(rule 5, R1, R6). Resolutions are cited as R1…R9.

Seats run 0..3; "the next player" is seat + 1 (mod 4), which the table draws on the current
player's right (R7: play runs anticlockwise). Seat winds follow play order from the dealer.
The wall is drawn from its front; kong and flower replacements come from its end (R3).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from engine.core.messages import Plural, declare
from engine.core.rng import make_rng
from engine.core.seats import seats_after
from engine.core.state import NOT_A_MOVE, Event, GameState, Outcome, Termination
from engine.mahjong import claims
from engine.mahjong.actions import (
    AddedKong,
    Chow,
    ClaimWin,
    ConcealedKong,
    Discard,
    ExposedKong,
    MahjongAction,
    Pass,
    Pung,
    SelfDrawnWin,
)
from engine.mahjong.errors import MahjongError
from engine.mahjong.hand import Meld, SetKind, WinningHand, WinSituation
from engine.mahjong.scoring import MIN_POINTS, Score, score
from engine.mahjong.settlement import payments
from engine.mahjong.shanten import shanten_number
from engine.mahjong.tiles import FLOWER_NAME, KINDS, PHYSICAL_TILES, Tile, code, name

PLAYERS = 4
HAND_SIZE = 13
PREVALENT_WIND = 0  # rule 2: the round wind is East (the scorer numbers winds 0..3 from East)

TURN = "turn"  # the `turn` seat holds 14 (counting kongs as 3) and must discard, kong or win
CLAIM = "claim"  # the other seats answer a discard
ROB = "rob"  # the other seats may rob a tile added to a kong

# What the engine says (codes + English defaults; the app translates them).
NOT_IN_HAND = declare("mahjong.illegal.not_in_hand", "You do not hold that {tile}.")
DISCARD_FIRST = declare("mahjong.illegal.discard_first", "After a chow or pung, discard before any kong or win.")
NO_REPLACEMENT = declare("mahjong.illegal.no_replacement", "A kong needs a replacement tile, and the wall is empty.")
NO_FOUR = declare("mahjong.illegal.no_four", "A concealed kong needs four {tile} in your hand.")
NO_PUNG_TO_EXTEND = declare("mahjong.illegal.no_pung_to_extend",
                            "An added kong needs your exposed pung of {tile} and the fourth tile in your hand.")
NOT_A_WIN = declare("mahjong.illegal.not_a_win", "That is not a winning hand.")
UNDER_MINIMUM = declare("mahjong.illegal.under_minimum",
                        Plural("This hand scores {points} point before flowers; a win needs at least {minimum}.",
                               "This hand scores {points} points before flowers; a win needs at least {minimum}.",
                               n="points"))
NOT_YOUR_DRAW = declare("mahjong.illegal.not_your_draw", "You can only win by self-draw on a tile you just drew.")
ANSWER_CLAIM = declare("mahjong.illegal.answer_claim", "Answer the discard first: claim it or pass.")
NO_CLAIM_OPEN = declare("mahjong.illegal.no_claim_open", "There is no tile to claim now.")
CHOW_NEXT_ONLY = declare("mahjong.illegal.chow_next_only", "Only the player after the discarder may chow.")
NO_CHOW = declare("mahjong.illegal.no_chow", "Your hand does not make that chow with the {tile}.")
NO_PUNG = declare("mahjong.illegal.no_pung", "A pung needs two {tile} in your hand.")
NO_KONG = declare("mahjong.illegal.no_kong", "An exposed kong needs three {tile} in your hand.")
ROB_ONLY_WIN = declare("mahjong.illegal.rob_only_win", "A tile added to a kong can only be taken to win.")

EV_DEAL = declare("mahjong.event.deal", "{seat} is East and deals: 14 tiles to East, 13 to the others.",
                  you={"seat": "You are East and deal: 14 tiles to East, 13 to the others."})
EV_HAND = declare("mahjong.event.hand", Plural("{seat} receives {count} tile.", "{seat} receives {count} tiles."),
                  you={"seat": Plural("You receive {count} tile.", "You receive {count} tiles.")})
EV_FLOWER = declare("mahjong.event.flower", "{seat} shows the {tile} and draws a replacement.",
                    you={"seat": "You show the {tile} and draw a replacement."})
EV_DRAW = declare("mahjong.event.draw", "{seat} draws a tile.", you={"seat": "You draw a tile."})
EV_REPLACEMENT = declare("mahjong.event.replacement", "{seat} draws a replacement tile from the end of the wall.",
                         you={"seat": "You draw a replacement tile from the end of the wall."})
EV_DISCARD = declare("mahjong.event.discard", "{seat} discards the {tile}.", you={"seat": "You discard the {tile}."})
EV_CHOW = declare("mahjong.event.chow", "{seat} claims the {tile} for a chow.",
                  you={"seat": "You claim the {tile} for a chow."})
EV_PUNG = declare("mahjong.event.pung", "{seat} claims the {tile} for a pung.",
                  you={"seat": "You claim the {tile} for a pung."})
EV_EXPOSED_KONG = declare("mahjong.event.exposed_kong", "{seat} claims the {tile} for an exposed kong.",
                          you={"seat": "You claim the {tile} for an exposed kong."})
EV_CONCEALED_KONG = declare("mahjong.event.concealed_kong", "{seat} declares a concealed kong.",
                            you={"seat": "You declare a concealed kong."})
EV_ADDED_KONG = declare("mahjong.event.added_kong", "{seat} adds the {tile} to a pung.",
                        you={"seat": "You add the {tile} to a pung."})
EV_ROBBED = declare("mahjong.event.robbed", "{seat} robs the kong.", you={"seat": "You rob the kong."})
OUT_SELF_DRAWN = declare("mahjong.outcome.self_drawn",
                         Plural("{seat} wins by self-draw: {total} point.", "{seat} wins by self-draw: {total} points.",
                                n="total"),
                         you={"seat": Plural("You win by self-draw: {total} point.", "You win by self-draw: {total} points.",
                                             n="total")})
OUT_DISCARD = declare("mahjong.outcome.discard",
                      Plural("{seat} wins on the discard of {discarder}: {total} point.",
                             "{seat} wins on the discard of {discarder}: {total} points.", n="total"),
                      you={"seat": Plural("You win on the discard of {discarder}: {total} point.",
                                          "You win on the discard of {discarder}: {total} points.", n="total"),
                           "discarder": Plural("{seat} wins on your discard: {total} point.",
                                               "{seat} wins on your discard: {total} points.", n="total")})
OUT_ROB = declare("mahjong.outcome.rob",
                  Plural("{seat} robs the kong of {discarder}: {total} point.",
                         "{seat} robs the kong of {discarder}: {total} points.", n="total"),
                  you={"seat": Plural("You rob the kong of {discarder}: {total} point.",
                                      "You rob the kong of {discarder}: {total} points.", n="total"),
                       "discarder": Plural("{seat} robs your kong: {total} point.", "{seat} robs your kong: {total} points.",
                                           n="total")})
OUT_EXHAUSTED = declare("mahjong.outcome.exhausted", "The wall is exhausted with no winner: a draw.")


@dataclass(frozen=True)
class TableMeld:
    """A declared set with its physical tiles. `meld` is None when another seat's concealed
    kong is shown in a view: four tiles face down, their kind unknown."""

    meld: Meld | None
    tiles: tuple[Tile, ...]
    claimed_from: int | None = None  # the discarder of the claimed tile

    def to_json(self) -> dict:
        if self.meld is None:
            return {"type": "hidden_kong"}
        return {"type": self.meld.kind.name.lower(), "tile": code(self.meld.tile), "concealed": self.meld.concealed,
                "tiles": [t.id for t in self.tiles], "from": self.claimed_from}


@dataclass(frozen=True)
class MahjongView:
    """All one seat may know: its own tiles, and what lies face up on the table."""

    seat: int
    dealer: int
    seat_winds: tuple[int, ...]  # 0 East .. 3 North, per seat
    prevalent_wind: int
    hand: tuple[Tile, ...]  # own concealed tiles, sorted
    drawn: Tile | None  # the tile this seat just drew, if it is its turn
    melds: tuple[tuple[TableMeld, ...], ...]
    flowers: tuple[tuple[Tile, ...], ...]
    rivers: tuple[tuple[Tile, ...], ...]  # unclaimed discards per seat, in order
    hand_sizes: tuple[int, ...]
    wall_size: int
    phase: str
    turn: int  # whose turn it is, or who discarded / added the public tile
    public: Tile | None  # the tile a claim window is open on
    must_discard: bool  # this seat chowed or punged and must discard before anything else
    to_act: tuple[int, ...]
    events: tuple[Event, ...]
    outcome: Outcome | None


class MahjongState(GameState):
    game_id = "mahjong"
    num_seats = PLAYERS
    rules_version = 1  # see GameState.rules_version: old records say which rules played them

    def __init__(self, seed: int, record_events: bool = True):
        super().__init__(seed)
        self.options: dict = {}
        self.record_events = record_events
        self.wall: deque[Tile] = deque()
        self.hands: list[list[Tile]] = [[] for _ in range(PLAYERS)]
        self.melds: list[list[TableMeld]] = [[] for _ in range(PLAYERS)]
        self.flowers: list[list[Tile]] = [[] for _ in range(PLAYERS)]
        self.rivers: list[list[Tile]] = [[] for _ in range(PLAYERS)]
        self.dealer = 0
        self.phase = TURN
        self.turn = 0
        self.drawn: Tile | None = None  # the turn seat's latest draw (None after a chow or pung)
        self.replacement = False  # that draw followed a kong (Out with Replacement Tile)
        self.claimed = False  # the turn began with a chow or pung: discard first (rule 3)
        self.public: Tile | None = None
        self.legal: dict[int, list[MahjongAction]] = {}
        self.answers: dict[int, MahjongAction] = {}
        self.wins: dict[int, Score] = {}  # the score behind each offered win
        self.waiting: list[bool | None] = [None] * PLAYERS  # cache: 13-tile hand is ready
        self.to_act: tuple[int, ...] = ()

    @classmethod
    def new(cls, seed: int, record_events: bool = True) -> "MahjongState":
        state = cls(seed, record_events)
        state._start()
        return state

    @classmethod
    def arrange(cls, hands, wall=(), *, end=(), dealer: int = 0, turn: int | None = None, melds=((), (), (), ()),
                rivers=((), (), (), ()), fill: bool = True, record_events: bool = True) -> "MahjongState":
        """A deal set up by hand (tests, puzzles). Tiles are given as kinds and take the
        lowest unused copies. `wall` is drawn from the front in order, `end` supplies the
        replacement draws in order; with `fill` the unused tiles lie between them, so all 144
        are on the table. `melds` holds (SetKind, middle-or-pung kind, concealed) per seat.
        Hands shorter than 13 (or None) are completed with tiles that play no part. The `turn`
        seat (default: the dealer) acts first: with 14 tiles it is its turn, with 13 it draws."""
        state = cls(seed=0, record_events=record_events)
        unused = {k: [t for t in PHYSICAL_TILES if t.kind == k] for k in range(KINDS + 8)}

        def take(kind: int) -> Tile:
            if not unused[kind]:
                raise ValueError(f"arrange uses a fifth {code(kind)}")
            return unused[kind].pop(0)

        state.dealer = dealer
        for seat in range(PLAYERS):
            state.hands[seat] = [take(k) for k in hands[seat] or ()]
            for kind, tile, concealed in melds[seat]:
                meld = Meld(SetKind(kind), tile, concealed, 0 if concealed else 1)
                state.melds[seat].append(TableMeld(meld, tuple(take(k) for k in meld.tiles()),
                                                   None if concealed else (seat - 1) % PLAYERS))
            state.rivers[seat] = [take(k) for k in rivers[seat]]
        front = [take(k) for k in wall]
        back = [take(k) for k in end]
        # Short hands (or None) are completed to 13 with unused tiles, honors first, then from
        # 9p down: tiles that play no part in the position.
        spare = [k for k in [*range(27, KINDS), *range(26, -1, -1)] for _ in range(len(unused[k]))]
        for seat in range(PLAYERS):
            missing = HAND_SIZE - 3 * len(state.melds[seat]) - len(state.hands[seat])
            if missing > 0:
                state.hands[seat] += [take(k) for k in spare[:missing]]
                del spare[:missing]
        middle = [t for k in sorted(unused) for t in unused[k]] if fill else []
        state.wall = deque([*front, *middle, *reversed(back)])
        seat = dealer if turn is None else turn
        if 3 * len(state.melds[seat]) + len(state.hands[seat]) == 14:
            state._begin_turn(seat, drawn=state.hands[seat][-1], replacement=False)
        else:
            state._draw(seat)
        return state

    @classmethod
    def resample(cls, view: MahjongView, rng) -> "MahjongState":
        from engine.mahjong.knowledge import resample  # knowledge reads views, built here

        return resample(view, rng)

    # -- set-up (rule 2, R7) --------------------------------------------------------------
    def _start(self) -> None:
        wall = list(PHYSICAL_TILES)
        make_rng("mahjong", self.seed, "shuffle").shuffle(wall)
        self.wall = deque(wall)
        self.dealer = make_rng("mahjong", self.seed, "dealer").randrange(PLAYERS)  # R7
        self._say("deal", self.dealer, EV_DEAL, {"dealer": self.dealer}, seat=self.dealer)
        order = [(self.dealer + k) % PLAYERS for k in range(PLAYERS)]
        for seat in order:
            self.hands[seat] = [self.wall.popleft() for _ in range(HAND_SIZE)]
            self._say("hand", seat, EV_HAND, {"count": HAND_SIZE}, {"tiles": [t.id for t in self.hands[seat]]},
                      seat=seat, count=HAND_SIZE)
        # Rule 2: flowers are shown at once and replaced from the end of the wall, again and
        # again while the replacement is a flower.
        for seat in order:
            for tile in [t for t in self.hands[seat] if t.is_flower]:
                self.hands[seat].remove(tile)
                self._replace_flower(seat, tile)
        # The dealer's fourteenth tile is its first draw, so a complete deal can be won at once.
        self._draw(self.dealer)

    def _replace_flower(self, seat: int, flower: Tile) -> None:
        """Show `flower` and draw from the end until the replacement is not a flower (at most
        eight flowers exist, so the wall cannot run out here)."""
        while True:
            self.flowers[seat].append(flower)
            self._say("flower", seat, EV_FLOWER, {"tile": flower.id}, seat=seat, tile=flower)
            tile = self.wall.pop()
            if not tile.is_flower:
                self.hands[seat].append(tile)
                self._say("replacement", seat, EV_REPLACEMENT, {}, {"tile": tile.id}, seat=seat)
                return
            flower = tile

    @property
    def seat_winds(self) -> tuple[int, ...]:
        return tuple((seat - self.dealer) % PLAYERS for seat in range(PLAYERS))

    # -- drawing (rule 3, R3) -------------------------------------------------------------
    def _draw(self, seat: int, replacement: bool = False) -> None:
        """Draw from the front, or from the end after a kong. A flower is shown and replaced
        from the end (rule 2). R3: when no tile is left to draw, the deal is drawn."""
        from_end = replacement
        while True:
            if not self.wall:
                self._finish_exhausted()
                return
            tile = self.wall.pop() if from_end else self.wall.popleft()
            self._say("replacement" if from_end else "draw", seat, EV_REPLACEMENT if from_end else EV_DRAW,
                      {}, {"tile": tile.id}, seat=seat)
            if not tile.is_flower:
                break
            self.flowers[seat].append(tile)
            self._say("flower", seat, EV_FLOWER, {"tile": tile.id}, seat=seat, tile=tile)
            from_end = True
        self.hands[seat].append(tile)
        # A flower met on a kong's replacement draw does not cancel Out with Replacement Tile:
        # the tile finally kept is still the one the kong earned.
        self._begin_turn(seat, drawn=tile, replacement=replacement)

    def _begin_turn(self, seat: int, drawn: Tile | None, replacement: bool, claimed: bool = False) -> None:
        self.phase = TURN
        self.turn = seat
        self.drawn, self.replacement, self.claimed = drawn, replacement, claimed
        self.public = None
        self.answers, self.wins = {}, {}
        self.legal = {seat: self._turn_choices(seat)}
        self.to_act = (seat,)

    def _turn_choices(self, seat: int) -> list[MahjongAction]:
        hand = self.hands[seat]
        discards: list[MahjongAction] = [Discard(t) for t in sorted(hand, key=lambda t: (t.kind, t.id))]
        if self.claimed:
            return discards  # rule 3: after a chow or pung, discard before any kong
        choices: list[MahjongAction] = []
        if self.drawn is not None and self._may_be_ready(seat, without=self.drawn):
            won = self._score_win(seat, self.drawn.kind, self_drawn=True, kong=self.replacement)
            if won is not None:  # R5: offered only at 8 points or more before flowers
                self.wins[seat] = won
                choices.append(SelfDrawnWin())
        if self.wall:  # rule 3: a kong only while a replacement tile is available
            counts = _counts(hand)
            choices += [ConcealedKong(k) for k in range(KINDS) if counts[k] == 4]
            choices += [AddedKong(m.meld.tile) for m in self.melds[seat]
                        if m.meld.kind == SetKind.PUNG and counts[m.meld.tile]]
        return choices + discards

    # -- whose turn -----------------------------------------------------------------------
    def pending(self) -> tuple[int, ...]:
        return self.to_act  # kept up to date by every change of phase and every answer

    def legal_actions(self, seat: int) -> list[MahjongAction]:
        if seat not in self.pending():
            return []
        return list(self.legal[seat])

    def why_illegal(self, seat: int, action: MahjongAction) -> object:
        if action in self.legal.get(seat, ()) and seat in self.pending():
            return None
        if not self.well_formed(action):
            return NOT_A_MOVE()  # garbage input: nothing below may read its tiles
        if self.phase == TURN:
            return self._why_not_on_turn(seat, action)
        return self._why_not_claim(seat, action)

    def _why_not_on_turn(self, seat: int, action) -> object:
        counts = _counts(self.hands[seat])
        if isinstance(action, Discard):
            return NOT_IN_HAND(tile=_tile_name(action.tile))
        if isinstance(action, (Pass, Chow, Pung, ExposedKong, ClaimWin)):
            return NO_CLAIM_OPEN()
        if isinstance(action, (ConcealedKong, AddedKong, SelfDrawnWin)) and self.claimed:
            return DISCARD_FIRST()
        if isinstance(action, ConcealedKong):
            if counts[action.kind] != 4:
                return NO_FOUR(tile=name(action.kind))
            return NO_REPLACEMENT()
        if isinstance(action, AddedKong):
            if not counts[action.kind] or not any(m.meld.kind == SetKind.PUNG and m.meld.tile == action.kind
                                                  for m in self.melds[seat]):
                return NO_PUNG_TO_EXTEND(tile=name(action.kind))
            return NO_REPLACEMENT()
        if isinstance(action, SelfDrawnWin):
            if self.drawn is None:
                return NOT_YOUR_DRAW()
            return self._why_not_win(seat, self.drawn.kind, self_drawn=True, kong=self.replacement)
        return super().why_illegal(seat, action)

    def _why_not_claim(self, seat: int, action) -> object:
        if isinstance(action, (Discard, ConcealedKong, AddedKong, SelfDrawnWin)):
            return ANSWER_CLAIM()
        kind = self.public.kind
        if isinstance(action, ClaimWin):
            return self._why_not_win(seat, kind, self_drawn=False, kong=self.phase == ROB)
        if self.phase == ROB:
            return ROB_ONLY_WIN()
        counts = _counts(self.hands[seat])
        if isinstance(action, Chow):
            if seat != (self.turn + 1) % PLAYERS:
                return CHOW_NEXT_ONLY()
            return NO_CHOW(tile=name(kind))
        if isinstance(action, Pung):
            return NO_PUNG(tile=name(kind))
        if isinstance(action, ExposedKong):
            return NO_KONG(tile=name(kind)) if counts[kind] < 3 else NO_REPLACEMENT()
        return super().why_illegal(seat, action)

    def _why_not_win(self, seat: int, kind: int, self_drawn: bool, kong: bool):
        points = self._points(seat, kind, self_drawn=self_drawn, kong=kong)
        if points is None:
            return NOT_A_WIN()
        return UNDER_MINIMUM(points=points, minimum=MIN_POINTS)

    # -- actions --------------------------------------------------------------------------
    def _perform(self, seat: int, action: MahjongAction) -> None:
        if self.phase != TURN:
            # Rule 3: an answer is only recorded; nothing is resolved until all are in.
            self.answers[seat] = action
            self.to_act = tuple(s for s in self.to_act if s != seat)
            if len(self.answers) == len(self.legal):
                self._resolve()
        elif isinstance(action, Discard):
            self._discard(seat, action.tile)
        elif isinstance(action, SelfDrawnWin):
            self._win(seat, self.drawn, discarder=None, robbing=False)
        elif isinstance(action, ConcealedKong):
            tiles = tuple(t for t in self.hands[seat] if t.kind == action.kind)
            self._remove(seat, tiles)
            self.melds[seat].append(TableMeld(Meld(SetKind.KONG, action.kind, True, 0), tiles))
            # Declared face down: only the declarer learns (again) which tiles they are.
            self._say("concealed_kong", seat, EV_CONCEALED_KONG, {}, {"tiles": [t.id for t in tiles]}, seat=seat)
            self._draw(seat, replacement=True)  # rule 3: no robbing a concealed kong
        elif isinstance(action, AddedKong):
            tile = min(t for t in self.hands[seat] if t.kind == action.kind)
            self._remove(seat, (tile,))
            self._say("added_kong", seat, EV_ADDED_KONG, {"tile": tile.id}, seat=seat, tile=tile)
            self._open_window(seat, tile, robbing=True)

    def _remove(self, seat: int, tiles) -> None:
        for tile in tiles:
            self.hands[seat].remove(tile)
        self.waiting[seat] = None

    def _discard(self, seat: int, tile: Tile) -> None:
        self._remove(seat, (tile,))
        self._say("discard", seat, EV_DISCARD, {"tile": tile.id}, seat=seat, tile=tile)
        self._open_window(seat, tile, robbing=False)

    def _open_window(self, origin: int, tile: Tile, robbing: bool) -> None:
        """Every other seat answers, even one that can only pass, so who is asked reveals
        nothing about anyone's hand. Each seat's choices are fixed now, from its own hand."""
        self.phase = ROB if robbing else CLAIM
        self.turn, self.public = origin, tile
        self.drawn, self.replacement, self.claimed = None, False, False
        self.answers, self.wins, self.legal = {}, {}, {}
        for seat in seats_after(origin, PLAYERS):
            self.legal[seat] = self._claim_choices(seat, tile.kind, origin, robbing)
        self.to_act = tuple(self.legal)

    def _claim_choices(self, seat: int, kind: int, origin: int, robbing: bool) -> list[MahjongAction]:
        choices: list[MahjongAction] = []
        if self._may_be_ready(seat):
            won = self._score_win(seat, kind, self_drawn=False, kong=robbing)
            if won is not None:  # R5
                self.wins[seat] = won
                choices.append(ClaimWin())
        if not robbing:  # rule 3: an added kong's tile can only be robbed for a win
            counts = _counts(self.hands[seat])
            if counts[kind] >= 3 and self.wall:
                choices.append(ExposedKong())
            if counts[kind] >= 2:
                choices.append(Pung())
            if seat == (origin + 1) % PLAYERS:
                choices += [Chow(low) for low in claims.chow_lows(counts, kind)]
        choices.append(Pass())  # R8: passing is always allowed
        return choices

    def _resolve(self) -> None:
        tile, origin = self.public, self.turn
        taken = claims.winning_answer(self.answers, origin, PLAYERS)
        if self.phase == ROB:
            if taken is not None:
                self._say("robbed", taken[0], EV_ROBBED, {"tile": tile.id}, seat=taken[0])
                self._win(taken[0], tile, discarder=origin, robbing=True)
                return
            # Nobody robbed: the pung becomes a kong and the declarer draws a replacement.
            index = next(i for i, m in enumerate(self.melds[origin])
                         if m.meld.kind == SetKind.PUNG and m.meld.tile == tile.kind)
            old = self.melds[origin][index]
            self.melds[origin][index] = TableMeld(Meld(SetKind.KONG, tile.kind, False, old.meld.claimed),
                                                  (*old.tiles, tile), old.claimed_from)
            self.public = None
            self._draw(origin, replacement=True)
            return
        if taken is None:
            self.rivers[origin].append(tile)
            self.public = None
            self._draw((origin + 1) % PLAYERS)  # R3: with no tile left the deal is drawn here
            return
        seat, answer = taken
        if isinstance(answer, ClaimWin):
            self._win(seat, tile, discarder=origin, robbing=False)
            return
        offer = (seat - origin) % PLAYERS  # 1 the player before, 2 opposite, 3 the one after
        if isinstance(answer, Chow):
            kinds = [k for k in answer.kinds() if k != tile.kind]
            used = tuple(min(t for t in self.hands[seat] if t.kind == k) for k in kinds)
            meld = Meld(SetKind.CHOW, answer.low + 1, False, tile.kind - answer.low + 1)
            kind, template = "chow", EV_CHOW
        else:
            size = 3 if isinstance(answer, ExposedKong) else 2
            used = tuple(sorted(t for t in self.hands[seat] if t.kind == tile.kind)[:size])
            meld = Meld(SetKind.KONG if size == 3 else SetKind.PUNG, tile.kind, False, offer)
            kind, template = ("exposed_kong", EV_EXPOSED_KONG) if size == 3 else ("pung", EV_PUNG)
        self._remove(seat, used)
        tiles = tuple(sorted((*used, tile), key=lambda t: (t.kind, t.id)))
        self.melds[seat].append(TableMeld(meld, tiles, origin))
        self._say(kind, seat, template, {"tile": tile.id, "from": origin, "meld": [t.id for t in tiles]},
                  seat=seat, tile=tile)
        if isinstance(answer, ExposedKong):
            self.public = None
            self._draw(seat, replacement=True)
        else:
            self._begin_turn(seat, drawn=None, replacement=False, claimed=True)

    # -- winning (rules 4–5, R2, R4–R6) ---------------------------------------------------
    def _may_be_ready(self, seat: int, without: Tile | None = None) -> bool:
        """A quick test before scoring: only a ready hand can win. The answer for a seat's
        13 tiles (`without` its fresh draw) is kept until its hand changes otherwise."""
        if self.waiting[seat] is None:
            melds = tuple(m.meld for m in self.melds[seat])
            kinds = [t.kind for t in self.hands[seat]]
            if without is not None:
                kinds.remove(without.kind)
            self.waiting[seat] = shanten_number(melds, tuple(kinds)) <= 0
        return self.waiting[seat]

    def _visible(self, kind: int) -> int:
        """Copies of `kind` face up on the table: in the rivers and in exposed sets."""
        seen = sum(1 for river in self.rivers for t in river if t.kind == kind)
        seen += sum(1 for melds in self.melds for m in melds if not m.meld.concealed
                    for t in m.tiles if t.kind == kind)
        return seen

    def _hand_for(self, seat: int, win: int, self_drawn: bool, kong: bool) -> WinningHand:
        kinds = [t.kind for t in self.hands[seat]]
        if self_drawn:
            kinds.remove(win)
        situation = WinSituation(
            self_drawn=self_drawn,
            last_tile=self._visible(win) == 3,  # R2: the other three copies are face up
            kong=kong,  # Out with Replacement Tile when self-drawn, Robbing the Kong otherwise
            wall_last=not self.wall,  # R2: Last Tile Draw / Last Tile Claim
            seat_wind=self.seat_winds[seat],
            prevalent_wind=PREVALENT_WIND,
            flowers=len(self.flowers[seat]),
        )
        return WinningHand(tuple(m.meld for m in self.melds[seat]), tuple(sorted(kinds)), win, situation)

    def _points(self, seat: int, win: int, self_drawn: bool, kong: bool) -> int | None:
        """The hand's points before flowers, or None when it is not complete."""
        melds = tuple(m.meld for m in self.melds[seat])
        kinds = [t.kind for t in self.hands[seat]]
        if not self_drawn:
            kinds.append(win)
        if shanten_number(melds, tuple(kinds)) != -1:
            return None  # the fast refusal: most hands are not complete
        try:
            return score(self._hand_for(seat, win, self_drawn, kong)).total_without_flowers
        except MahjongError:
            return None

    def _score_win(self, seat: int, win: int, self_drawn: bool, kong: bool) -> Score | None:
        """The score of this win if it may be declared (R4/R5: 8 points before flowers)."""
        points = self._points(seat, win, self_drawn, kong)
        if points is None or points < MIN_POINTS:
            return None
        return score(self._hand_for(seat, win, self_drawn, kong))

    def _win(self, seat: int, tile: Tile, discarder: int | None, robbing: bool) -> None:
        result = self.wins[seat]
        if discarder is not None:
            self.hands[seat].append(tile)
        self.public = None
        paid = payments(seat, result.total, discarder, PLAYERS)
        detail = {
            "winner": seat,
            "discarder": discarder,
            "self_drawn": discarder is None,
            "robbing_the_kong": robbing,
            "win_tile": code(tile.kind),
            "seat_wind": self.seat_winds[seat],
            "hand": [t.id for t in sorted(self.hands[seat], key=lambda t: (t.kind, t.id))],
            "melds": [m.to_json() for m in self.melds[seat]],
            "flowers": [t.id for t in self.flowers[seat]],
            "fans": [{"name": f.name, "points": f.points, "count": f.count} for f in result.fans],
            "total": result.total,
            "total_without_flowers": result.total_without_flowers,
            "payments": paid,
            "dealer": self.dealer,
        }
        if discarder is None:
            message = OUT_SELF_DRAWN(seat=seat, total=result.total)
            losers = tuple(s for s in range(PLAYERS) if s != seat)
        else:
            template = OUT_ROB if robbing else OUT_DISCARD
            message = template(seat=seat, discarder=discarder, total=result.total)
            losers = (discarder,)
        self.outcome = Outcome(Termination.WIN, (seat,), losers, message, detail)
        self._end()

    def _finish_exhausted(self) -> None:
        detail = {"winner": None, "payments": [0] * PLAYERS, "dealer": self.dealer}
        self.outcome = Outcome(Termination.EXHAUSTED, (), (), OUT_EXHAUSTED(), detail)
        self._end()

    def _end(self) -> None:
        self.legal, self.answers, self.to_act = {}, {}, ()
        if self.record_events:
            # Concealed melds (kongs) are shown at the end of a deal, so the table turns them over.
            concealed = [[[t.id for t in m.tiles] for m in melds if m.meld.concealed] for melds in self.melds]
            data = {**self.outcome.detail, "concealed_melds": concealed}
            self._log(Event("deal_over", None, self.outcome.message, data))

    # -- knowledge ------------------------------------------------------------------------
    def _say(self, _kind: str, _actor, _template, _data=None, _secret=None, **params) -> None:
        """Log an event; tiles among `params` are named. Skipped entirely in AI rollouts."""
        if not self.record_events:
            return
        params = {k: (_tile_name(v) if isinstance(v, Tile) else v) for k, v in params.items()}
        self._log(Event(_kind, _actor, _template(**params), _data or {}, _secret or {}))

    def _view(self, seat: int) -> MahjongView:
        def shown(owner: int, meld: TableMeld) -> TableMeld:
            if owner != seat and meld.meld.concealed and self.outcome is None:
                return TableMeld(None, ())
            return meld

        to_act = self.pending()
        return MahjongView(
            seat=seat,
            dealer=self.dealer,
            seat_winds=self.seat_winds,
            prevalent_wind=PREVALENT_WIND,
            hand=tuple(sorted(self.hands[seat])),  # ids run kind by kind, so this sorts by kind
            drawn=self.drawn if self.phase == TURN and self.turn == seat else None,
            melds=tuple(tuple(shown(owner, m) for m in self.melds[owner]) for owner in range(PLAYERS)),
            flowers=tuple(tuple(f) for f in self.flowers),
            rivers=tuple(tuple(r) for r in self.rivers),
            hand_sizes=tuple(len(h) for h in self.hands),
            wall_size=len(self.wall),
            phase=self.phase,
            turn=self.turn,
            public=self.public,
            must_discard=self.phase == TURN and self.turn == seat and self.claimed,
            to_act=to_act,
            events=self.events_seen_by(seat),
            outcome=self.outcome,
        )

    def clone(self, record_events: bool | None = None) -> "MahjongState":
        copy = self._copy_contract(record_events)
        copy.wall = deque(self.wall)
        copy.hands = [list(h) for h in self.hands]
        copy.melds = [list(m) for m in self.melds]
        copy.flowers = [list(f) for f in self.flowers]
        copy.rivers = [list(r) for r in self.rivers]
        copy.dealer, copy.phase, copy.turn = self.dealer, self.phase, self.turn
        copy.drawn, copy.replacement, copy.claimed = self.drawn, self.replacement, self.claimed
        copy.public = self.public
        copy.legal = {seat: list(choices) for seat, choices in self.legal.items()}
        copy.answers = dict(self.answers)
        copy.wins = dict(self.wins)
        copy.waiting = list(self.waiting)
        copy.to_act = self.to_act
        return copy

    def all_tiles(self) -> list[Tile]:
        """Every tile wherever it lies (the invariant: each of the 144 exactly once)."""
        tiles = [*self.wall]
        for seat in range(PLAYERS):
            tiles += self.hands[seat] + self.flowers[seat] + self.rivers[seat]
            tiles += [t for m in self.melds[seat] for t in m.tiles]
        if self.public is not None:
            tiles.append(self.public)
        return tiles


def _counts(tiles) -> list[int]:
    counts = [0] * (KINDS + 8)
    for t in tiles:
        counts[t.kind] += 1
    return counts


def _tile_name(tile: Tile):
    return FLOWER_NAME(number=tile.kind - KINDS + 1) if tile.is_flower else name(tile.kind)
