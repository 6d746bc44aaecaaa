"""The table as a projection of the deal's events: what every game shares (no Qt here).

A table is piles of card tokens. A token is one physical card (or tile) on the table, numbered
as it comes onto the table at the deal, so the same events always give the same tokens: a
resumed, taken-back or replayed deal is the same projection run over the events seen so far,
and a token keeps its identity however the deal is shown. A token shows its card (face up) or
its back; a card nobody has seen is anonymous, and when a seat plays a card the viewer has not
seen, the projection picks one of that seat's backs by a fixed rule and turns it face up.

Each game's module (`projection/<game>.py`) turns each event into steps:
- `Move(token, source, target, face, group)`: a token goes to another pile (`source` None: it
  comes onto the table), showing `face` (None: its back) — into `group` of a grouped pile;
- `Turn(token, face)`: a token turns over where it lies (the hands shown at the end);
- `Note(key, value)`: a fact of the table that is not a card's place (the trump, the dealer,
  the latest discard still open to claims, the echo of a face-up draw).

`TableModel` is where every token lies after the steps. The Qt side (a generic layer) keeps one
card item per token and animates the steps event by event; it never decides where a card goes.

A position set up without its history (a puzzle, a test's arranged deal) has no events to
project: `from_view` lays it out from the viewer's view once, and later events advance it as
usual. Each game's module writes that layout (`_lay_out`) beside its handlers.

The projection also keeps what the status line tells: another seat's latest move of a kind a
player follows (`told_kinds`), until the viewer's own move of such a kind ends it (`told`).

What a projection may read is the events it is given: a seat's own (`events_seen_by`), or,
for the replay of a finished deal, every event with its secrets (`omniscient=True`: every hand
face up). Pile ids name seats by engine seat number; where a seat sits on screen is the table's
business.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable, Sequence

from engine.core.state import Event

Token = int
Face = Hashable | None  # a card or tile value, or None for a back


@dataclass(frozen=True, order=True)
class PileId:
    kind: str  # "stock", "hand", "melds", "river"… (each game module lists its own)
    seat: int | None = None  # the seat the pile belongs to, None for the table's own

    def __str__(self) -> str:
        return self.kind if self.seat is None else f"{self.kind} {self.seat}"


@dataclass(frozen=True)
class Move:
    token: Token
    source: PileId | None
    target: PileId
    face: Face
    group: int | None = None  # in a grouped pile: the group joined; == its count: a new group


@dataclass(frozen=True)
class Turn:
    token: Token
    face: Face


@dataclass(frozen=True)
class Note:
    key: str
    value: Any


Step = Move | Turn | Note


class TableModel:
    """Where every token lies, in which group, and what it shows; plus the table's notes.

    Every pile is a list of groups of tokens. A flat pile (a hand, a stock, a river) is one
    group, in the order the tokens arrived (the table may sort a hand as it likes); a grouped
    pile (melds, the bout's pairs) keeps its groups in order."""

    def __init__(self, grouped: Iterable[str] = ()):
        self.grouped = frozenset(grouped)
        self.piles: dict[PileId, list[list[Token]]] = {}
        self.faces: dict[Token, Face] = {}
        self.where: dict[Token, PileId] = {}
        self.notes: dict[str, Any] = {}
        self._showing: dict[Hashable, Token] = {}  # face -> the token showing it

    # -- reading -----------------------------------------------------------------------------
    def groups(self, pile: PileId) -> list[list[Token]]:
        return [list(group) for group in self.piles.get(pile, ()) if group or pile.kind in self.grouped]

    def tokens(self, pile: PileId) -> list[Token]:
        return [token for group in self.piles.get(pile, ()) for token in group]

    def face(self, token: Token) -> Face:
        return self.faces[token]

    def showing(self, card: Hashable) -> Token | None:
        """The token showing `card` face up, wherever it lies (cards are unique physical
        copies, so there is at most one)."""
        return self._showing.get(card)

    def picture(self) -> dict[PileId, tuple[tuple[Face, ...], ...]]:
        """Every pile as the player sees it: its groups of faces (None for a back). Empty
        piles are left out."""
        shown = {}
        for pile, groups in self.piles.items():
            faces = tuple(tuple(self.faces[token] for token in group) for group in groups if group)
            if faces:
                shown[pile] = faces
        return shown

    def copy(self) -> "TableModel":
        other = TableModel(self.grouped)
        other.piles = {pile: [list(group) for group in groups] for pile, groups in self.piles.items()}
        other.faces = dict(self.faces)
        other.where = dict(self.where)
        other.notes = dict(self.notes)
        other._showing = dict(self._showing)
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TableModel):
            return NotImplemented
        mine = {pile: groups for pile, groups in self.piles.items() if any(groups)}
        theirs = {pile: groups for pile, groups in other.piles.items() if any(groups)}
        return mine == theirs and self.faces == other.faces and self.notes == other.notes

    # -- changing ----------------------------------------------------------------------------
    def apply(self, step: Step) -> None:
        if isinstance(step, Note):
            self.notes[step.key] = step.value
            return
        token = step.token
        if isinstance(step, Move):
            source = self.where.get(token)
            if source != step.source:
                raise ValueError(f"token {token} lies in {source}, not {step.source}")
            if source is not None:
                for group in self.piles[source]:
                    if token in group:
                        group.remove(token)
                        break
                if source.kind in self.grouped:
                    self.piles[source] = [group for group in self.piles[source] if group]
            groups = self.piles.setdefault(step.target, [])
            if step.target.kind in self.grouped:
                index = len(groups) if step.group is None else step.group
                if index == len(groups):
                    groups.append([])
                groups[index].append(token)
            else:
                if not groups:
                    groups.append([])
                groups[0].append(token)
            self.where[token] = step.target
        elif token not in self.where:
            raise ValueError(f"token {token} is not on the table")
        self._set_face(token, step.face)

    def _set_face(self, token: Token, face: Face) -> None:
        old = self.faces.get(token)
        if old is not None and self._showing.get(old) == token:
            del self._showing[old]
        self.faces[token] = face
        if face is not None:
            self._showing[face] = token


def diff(before: TableModel, after: TableModel) -> list[Step]:
    """Steps that take the table from `before` to `after` (a take-back, a jump in a replay):
    every token that changed pile, group or face, and every note that changed — what to
    animate. Order within a pile is `after`'s: lay each pile out from it once they are done."""
    steps: list[Step] = []
    for pile, groups in after.piles.items():
        for index, group in enumerate(groups):
            for token in group:
                was = before.where.get(token)
                same_group = was == pile and any(token in g for i, g in enumerate(before.piles.get(pile, ()))
                                                 if i == index or pile.kind not in after.grouped)
                if not same_group:
                    steps.append(Move(token, was, pile, after.faces[token],
                                      index if pile.kind in after.grouped else None))
                elif before.faces.get(token) != after.faces[token]:
                    steps.append(Turn(token, after.faces[token]))
    for key in sorted(set(before.notes) | set(after.notes)):
        if before.notes.get(key) != after.notes.get(key):
            steps.append(Note(key, after.notes.get(key)))
    return steps


class Projection:
    """A game's projection: its `_on_<kind>` handlers turn events into steps, applied to
    `model` as they are made. Subclasses set `game`, `grouped` and the handlers."""

    game = ""
    grouped: frozenset[str] = frozenset()  # the pile kinds that hold groups
    anonymous = "middle"  # which back a seat plays when the viewer cannot tell: "middle" or "end"
    told_kinds: frozenset[str] = frozenset()  # the moves the status tells when another seat makes them

    def __init__(self, viewer: int, omniscient: bool = False):
        self.viewer = viewer
        self.omniscient = omniscient
        self.model = TableModel(self.grouped)
        self.told: Event | None = None  # another seat's latest move worth telling
        self._steps: list[Step] = []
        self._next_token = 0

    @classmethod
    def project(cls, events: Iterable[Event], viewer: int, omniscient: bool = False) -> "Projection":
        """The projection after `events` (a fresh start, a resume, a take-back, a replay)."""
        projection = cls(viewer, omniscient)
        for event in events:
            projection.advance(event)
        return projection

    @classmethod
    def from_view(cls, view, viewer: int) -> "Projection":
        """A position set up without its history, laid out from `view` (the viewer's); what
        the status tells comes from the view's log."""
        projection = cls(viewer)
        projection._lay_out(view)
        projection._steps = []
        for event in view.events:
            projection._tell(event)
        return projection

    def advance(self, event: Event) -> list[Step]:
        """The steps that show one event, already applied to `model`."""
        self._steps = []
        handler: Callable[[Event], None] | None = getattr(self, "_on_" + event.kind, None)
        if handler is not None:
            handler(event)
        self._tell(event)
        return self._steps

    def _tell(self, event: Event) -> None:
        if event.kind in self.told_kinds:
            self.told = None if event.seat == self.viewer else event

    def _lay_out(self, view) -> None:
        """Create the tokens of a position from the viewer's view (see `from_view`)."""
        raise NotImplementedError(f"{self.game} cannot lay out a position from a view")

    # -- what handlers use ---------------------------------------------------------------------
    def knows(self, seat: int | None) -> bool:
        """Does the table show `seat`'s hidden cards? The viewer's own, or everyone's in a
        replay with every secret."""
        return self.omniscient or seat == self.viewer

    def create(self, pile: PileId, count: int, faces: Sequence[Face] = (), group: int | None = None) -> list[Token]:
        """`count` tokens come onto the table in `pile`, the first ones showing `faces` (in a
        grouped pile: all into `group`, a new one by default)."""
        made = []
        for index in range(count):
            token = self._next_token
            self._next_token += 1
            if group is None and pile.kind in self.grouped and index:
                group = len(self.model.groups(pile)) - 1  # the group the first one opened
            self._step(Move(token, None, pile, faces[index] if index < len(faces) else None, group))
            made.append(token)
        return made

    def move(self, token: Token, target: PileId, face: Face, group: int | None = None) -> None:
        self._step(Move(token, self.model.where[token], target, face, group))

    def turn(self, token: Token, face: Face) -> None:
        if self.model.faces[token] != face:
            self._step(Turn(token, face))

    def note(self, key: str, value: Any) -> None:
        if self.model.notes.get(key, _UNSET) != value:
            self._step(Note(key, value))

    def take(self, pile: PileId, cards: Sequence[Hashable]) -> list[Token]:
        """The tokens of `cards` leaving `pile`: each card's own token when the table shows
        it, else backs of the pile chosen by the `anonymous` rule (not yet turned over)."""
        chosen: list[Token | None] = [self.model.showing(card) for card in cards]
        for card, token in zip(cards, chosen):
            if token is not None and self.model.where[token] != pile:
                raise ValueError(f"the {card} leaves {pile}, but the table shows it in {self.model.where[token]}")
        missing = sum(token is None for token in chosen)
        if missing:
            backs = [token for token in self.model.tokens(pile) if self.model.faces[token] is None]
            if len(backs) < missing:
                raise ValueError(f"{pile} has {len(backs)} backs; {missing} cards leave it")
            if self.anonymous == "end":
                picked = backs[len(backs) - missing:][::-1]
            else:
                start = max(0, len(backs) // 2 - missing // 2)
                picked = backs[start:start + missing]
            it = iter(picked)
            chosen = [token if token is not None else next(it) for token in chosen]
        return chosen  # type: ignore[return-value]

    def top(self, pile: PileId, count: int = 1, end: bool = True) -> list[Token]:
        """The `count` tokens at the end of a flat pile (the next drawn first), or at its start."""
        tokens = self.model.tokens(pile)
        return tokens[::-1][:count] if end else tokens[:count]

    def _step(self, step: Step) -> None:
        self.model.apply(step)
        self._steps.append(step)


_UNSET = object()
