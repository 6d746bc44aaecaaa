"""The vocabulary every game shares: seats, seeded randomness, messages, the state contract."""

from engine.core.messages import Message
from engine.core.state import Event, GameState, IllegalAction, Outcome, Termination

__all__ = ["Event", "GameState", "IllegalAction", "Message", "Outcome", "Termination"]
