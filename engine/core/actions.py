"""What the games' actions share. An action with nothing to choose — Pass, Draw, Take, Pung,
Done… — is a value with its JSON type and its words, and nothing more; each game declares
its own in one line, and they still compare, hash and order as values of their own class."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, order=True)
class PlainAction:
    json_type: ClassVar[str] = ""
    words: ClassVar[str] = ""

    def __init_subclass__(cls, json_type: str = "", words: str = "", **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        cls.json_type = json_type
        cls.words = words or json_type

    def to_json(self) -> dict:
        return {"type": self.json_type}

    def __str__(self) -> str:
        return self.words
