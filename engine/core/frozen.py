"""Read-only JSON-like data: what events and outcomes carry, so a view can share them safely.

A view is handed to policies, the table and the log; if its events held the log's own dicts
and lists, any of them could rewrite the deal's history. Freezing an event's data once, when it
is logged, makes sharing safe and copying unnecessary. A frozen mapping is still a `dict` (JSON
writes it as one, `==` compares it with a plain dict); lists become tuples.
"""

from __future__ import annotations

from typing import Any, NoReturn


class FrozenDict(dict):
    """A dict that refuses every change."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError("this mapping is read-only: it belongs to the deal's log")

    __setitem__ = __delitem__ = __ior__ = _refuse  # type: ignore[assignment]
    clear = pop = popitem = setdefault = update = _refuse  # type: ignore[assignment]

    def __reduce__(self):
        # Pickle (a worker process) and copy rebuild it from a plain dict, never item by item.
        return (FrozenDict, (dict(self),))

    def __copy__(self) -> "FrozenDict":
        return self

    def __deepcopy__(self, memo: dict) -> "FrozenDict":
        return self  # nothing inside can change


def freeze(value: Any) -> Any:
    """`value` with every dict made a FrozenDict and every list, set or tuple a tuple (sets
    sorted when they can be), all the way down."""
    if isinstance(value, FrozenDict):
        return value  # frozen all the way down when it was made
    if isinstance(value, dict):
        return FrozenDict({key: freeze(item) for key, item in value.items()})
    if isinstance(value, list) or type(value) is tuple:  # a card is a named tuple, and stays one
        return tuple(freeze(item) for item in value)
    if isinstance(value, (set, frozenset)):
        try:
            return tuple(freeze(item) for item in sorted(value))
        except TypeError:
            return tuple(freeze(item) for item in value)
    return value
