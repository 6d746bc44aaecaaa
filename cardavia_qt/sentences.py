"""What happened at the table, in the player's language: the engine's own event and outcome
messages, with the seats named as the viewer sees them.

The app writes no sentence of its own for what a seat did: the engine says it ("{seat} attacks
with the {card}."), the catalogue translates it, and this module fills in the seats — "The AI
attacks with the Eight of hearts", "Right AI discards the Three of Coins", and "You attack…"
when the seat is the viewer's. The status line tells the opponents' moves through here; the
deal log lists every event through here.
"""

from __future__ import annotations

from typing import Callable

from cardavia_qt.i18n import translate_message
from engine.core.messages import Message
from engine.core.state import Event, Outcome

SeatName = Callable[[int], str]  # a seat number -> its name in running text (a SeatNames)


def message_sentence(message: Message, viewer: int, names: SeatName) -> str:
    """Any engine message, worded for `viewer`, other seats named by `names`."""
    return translate_message(message, viewer, names)


def event_sentence(event: Event, viewer: int, names: SeatName) -> str:
    """One event of the log, as `viewer` reads it."""
    return message_sentence(event.message, viewer, names)


def outcome_sentence(outcome: Outcome, viewer: int, names: SeatName) -> str:
    """How the deal ended, in the engine's words, as `viewer` reads it."""
    return message_sentence(outcome.message, viewer, names)
