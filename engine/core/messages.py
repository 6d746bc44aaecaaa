"""Everything the engine says to a player is a code with parameters plus an English default.

The engine never imports Qt, yet players read it in their own language: the app looks the
English default up in its translation catalogue (the code disambiguates) and fills in the
parameters; the English default is what a log, a test or the arena prints. Every message is
declared once as a `Template`, so the app can check that it translates all of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

_TEMPLATES: dict[str, "Template"] = {}


@dataclass(frozen=True)
class Message:
    """A translatable statement: `code` names it, `params` fill `{name}` slots in `default`."""

    code: str
    default: str
    params: tuple[tuple[str, Any], ...] = ()

    def text(self) -> str:
        """The English rendering (parameters that are Messages are rendered too)."""
        values = {k: (v.text() if isinstance(v, Message) else v) for k, v in self.params}
        return self.default.format(**values)

    @property
    def args(self) -> dict[str, Any]:
        return dict(self.params)

    def to_json(self) -> dict:
        return {
            "code": self.code,
            "params": {k: (v.to_json() if isinstance(v, Message) else v) for k, v in self.params},
        }

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class Template:
    """A declared message: call it with the parameters to get a `Message`."""

    code: str
    default: str

    def __call__(self, **params: Any) -> Message:
        return Message(self.code, self.default, tuple(sorted(params.items())))


def declare(code: str, default: str) -> Template:
    """Declare a message once, at import time; codes are unique across the engine."""
    existing = _TEMPLATES.get(code)
    if existing is not None and existing.default != default:
        raise ValueError(f"message code {code!r} declared twice with different texts")
    template = Template(code, default)
    _TEMPLATES[code] = template
    return template


def templates() -> Iterator[Template]:
    """Every message the imported games can say (the app's translation checklist)."""
    return iter(sorted(_TEMPLATES.values(), key=lambda t: t.code))


def from_json(data: dict) -> Message:
    template = _TEMPLATES[data["code"]]
    params = {k: (from_json(v) if isinstance(v, dict) and "code" in v else v) for k, v in data["params"].items()}
    return template(**params)
