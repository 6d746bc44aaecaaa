"""How the app names the seats at a table: one vocabulary for the four games.

The engine numbers seats; who a seat is depends on who looks. Seat numbers run in the order of
play, and play passes to the player's right (Sì Sè Pái, MCR, Kowah), so from the viewer's seat
the next one sits on the right, the one after across (four seats) and the last on the left.
At a table of two the other seat is simply the AI (Durak).

Each seat has three forms: `name` in running text ("Left AI discards…", "…drawn by the AI"),
`title` where a name stands alone, capitalised ("The AI", "Left AI"), and `label`, short, for
plates and badges where room is tight ("Left", "AI"). The viewer's own seat is "you"/"You" —
engine sentences about the viewer have their own second-person wording and never paste it in.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

VIEWER, RIGHT, ACROSS, LEFT, OPPONENT = "viewer", "right", "across", "left", "opponent"


# Literal calls, so pyside6-lupdate finds every name; the comments tell translators the form.
def _name(position: str) -> str:
    if position == VIEWER:
        return QCoreApplication.translate("SeatNames", "you",
                                          "the player, in running text")
    if position == RIGHT:
        return QCoreApplication.translate("SeatNames", "Right AI",
                                          "the AI seated on the player's right, in running text")
    if position == ACROSS:
        return QCoreApplication.translate("SeatNames", "Across AI",
                                          "the AI seated across from the player, in running text")
    if position == LEFT:
        return QCoreApplication.translate("SeatNames", "Left AI",
                                          "the AI seated on the player's left, in running text")
    return QCoreApplication.translate("SeatNames", "the AI",
                                      "the player's only opponent (two at the table), in running text")


def _title(position: str) -> str:
    if position == VIEWER:
        return QCoreApplication.translate("SeatNames", "You",
                                          "the player, standing alone (a heading, a badge)")
    if position == RIGHT:
        return QCoreApplication.translate("SeatNames", "Right AI",
                                          "the AI seated on the player's right, standing alone")
    if position == ACROSS:
        return QCoreApplication.translate("SeatNames", "Across AI",
                                          "the AI seated across from the player, standing alone")
    if position == LEFT:
        return QCoreApplication.translate("SeatNames", "Left AI",
                                          "the AI seated on the player's left, standing alone")
    return QCoreApplication.translate("SeatNames", "The AI",
                                      "the player's only opponent, standing alone")


def _label(position: str) -> str:
    if position == VIEWER:
        return QCoreApplication.translate("SeatNames", "You",
                                          "short seat label on a plate or badge")
    if position == RIGHT:
        return QCoreApplication.translate("SeatNames", "Right",
                                          "short label of the AI on the player's right (plates, badges)")
    if position == ACROSS:
        return QCoreApplication.translate("SeatNames", "Across",
                                          "short label of the AI across from the player (plates, badges)")
    if position == LEFT:
        return QCoreApplication.translate("SeatNames", "Left",
                                          "short label of the AI on the player's left (plates, badges)")
    return QCoreApplication.translate("SeatNames", "AI",
                                      "short label of the player's only opponent (plates, badges)")


@dataclass(frozen=True)
class SeatNames:
    """The seats of one table as `viewer` sees them (`seats` seats in all)."""

    seats: int
    viewer: int = 0

    def position(self, seat: int) -> str:
        offset = (seat - self.viewer) % self.seats
        if offset == 0:
            return VIEWER
        if self.seats == 2:
            return OPPONENT
        if offset == 1:
            return RIGHT
        if offset == self.seats - 1:
            return LEFT
        return ACROSS

    def name(self, seat: int) -> str:
        """As a sentence names the seat, in the current language."""
        return _name(self.position(seat))

    def title(self, seat: int) -> str:
        return _title(self.position(seat))

    def label(self, seat: int) -> str:
        return _label(self.position(seat))

    def __call__(self, seat: int) -> str:
        return self.name(seat)

