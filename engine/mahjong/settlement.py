"""Settlement (rule 5): who pays whom once a win is scored. Points only, never money."""

from __future__ import annotations

BASE = 8  # every losing seat pays at least this much


def payments(winner: int, total: int, discarder: int | None, seats: int = 4) -> list[int]:
    """Each seat's gain (winner) or loss (others); the list sums to zero.

    Self-drawn (discarder None): every opponent pays 8 plus the total. On a discard the
    discarder pays 8 plus the total and every other opponent pays 8 (R1). The total includes
    flowers (rule 5). A robbed kong is paid like a discard by the player who added the tile.
    """
    paid = [0] * seats
    for seat in range(seats):
        if seat == winner:
            continue
        owes = BASE + total if discarder is None or seat == discarder else BASE
        paid[seat] = -owes
        paid[winner] += owes
    return paid
