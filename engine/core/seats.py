"""Seats are numbered 0..n-1 in the order of play: seat + 1 plays next. In the app seat 0 is the
human player; where the next seat sits on screen is the table's business (in Sì Sè Pái, MCR
and Kowah play passes to the player's right, so seat 1 is drawn on the right)."""

from __future__ import annotations

HUMAN_SEAT = 0


def next_seat(seat: int, seats: int) -> int:
    return (seat + 1) % seats


def seats_after(seat: int, seats: int) -> list[int]:
    """The other seats in turn order, starting with the one after `seat`."""
    return [(seat + k) % seats for k in range(1, seats)]
