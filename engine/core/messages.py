"""Everything the engine says to a player is a code with parameters plus an English default.

The engine never imports Qt, yet players read it in their own language: the app looks the
English default up in its translation catalogue (the code disambiguates) and fills in the
parameters; the English default is what a log, a test or the arena prints. Every message is
declared once as a `Template`, so the app can check that it translates all of them.

Two kinds of parameter are more than a value to paste in:

- **Seats.** A message about a seat carries the seat's number, never a name: who "seat 2" is
  depends on who reads (the app names seats by where they sit — "Left AI", "the AI"). A
  parameter is a seat when the template says how the sentence reads if that seat is the reader
  (`you=`): "{seat} attacks with the {card}." becomes "You attack with the {card}.", since no
  language can paste "you" into a third-person verb. Each such wording is its own catalogue
  entry (a `Form`).
- **Counts.** A wording that depends on a number is a `Plural`: English gives its two forms, and
  the catalogue entry is a plural (numerus) one, so every language gives as many as it has.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any, Iterator, Mapping, Union

_TEMPLATES: dict[str, "Template"] = {}


@dataclass(frozen=True)
class Plural:
    """A wording that follows a number: `one` when the parameter `n` is 1, else `other`."""

    one: str
    other: str
    n: str = "count"


Wording = Union[str, Plural]


@dataclass(frozen=True)
class Form:
    """One wording of a message, as its catalogue entry: `key` disambiguates `source` (the
    English text; its plural form when `count` names the parameter choosing the form)."""

    key: str
    source: str
    one: str | None = None
    count: str | None = None

    def english(self, values: Mapping[str, Any]) -> str:
        """The English text of this form for these parameter values (unfilled)."""
        if self.count is not None and self.one is not None and values.get(self.count) == 1:
            return self.one
        return self.source


def _form(key: str, wording: Wording) -> Form:
    if isinstance(wording, Plural):
        return Form(key, wording.other, wording.one, wording.n)
    return Form(key, wording)


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def capitalised(text: str) -> str:
    """A sentence starts with a capital, whatever fills its first slot."""
    return text[:1].upper() + text[1:]


def seat_in_english(seat: int) -> str:
    """How the engine's own English (logs, the arena, tests) names a seat: by its number."""
    return f"seat {seat}"


@dataclass(frozen=True)
class Message:
    """A translatable statement: `code` names it, `params` fill `{name}` slots in `default`.
    Parameters that are seats hold the seat's number; `form(reader)` picks the wording."""

    code: str
    default: str
    params: tuple[tuple[str, Any], ...] = ()

    @property
    def args(self) -> dict[str, Any]:
        return dict(self.params)

    @property
    def template(self) -> "Template | None":
        return _TEMPLATES.get(self.code)

    @property
    def seats(self) -> dict[str, int]:
        """The parameters that are seats, with their seat numbers."""
        template = self.template
        names = template.seats if template is not None else ()
        return {name: value for name, value in self.params if name in names}

    def form(self, reader: int | None = None) -> Form:
        """The wording for `reader`: the second-person one where a seat parameter is `reader`."""
        template = self.template
        if template is None:
            return Form(self.code, self.default)
        return template.form_for(self.args, reader)

    def text(self, reader: int | None = None) -> str:
        """The English rendering (parameters that are Messages are rendered too); seats are
        named by number, and the reader's own seat as "you"."""
        seats = self.seats
        values = {k: (v.text(reader) if isinstance(v, Message) else seat_in_english(v) if k in seats else v)
                  for k, v in self.params}
        text = self.form(reader).english(self.args).format(**values)
        # Only a sentence about seats starts with a filled slot ("seat 2 wins"); a name such as
        # "spades" keeps its case inside "Nine of spades".
        return capitalised(text) if seats else text

    def to_json(self) -> dict:
        return {
            "code": self.code,
            "params": {k: (v.to_json() if isinstance(v, Message) else v) for k, v in self.params},
        }

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class Template:
    """A declared message: call it with the parameters to get a `Message`.

    `default` is the English source (for a plural, its plural form; `one` the singular, `count`
    the parameter that chooses); `you` pairs each seat parameter with the form used when that
    seat reads the message.
    """

    code: str
    default: str
    one: str | None = None
    count: str | None = None
    you: tuple[tuple[str, Form], ...] = ()

    @property
    def seats(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.you)

    def forms(self) -> tuple[Form, ...]:
        """Every wording translators must give: the general one, then each seat's "you" form."""
        return (Form(self.code, self.default, self.one, self.count), *(form for _, form in self.you))

    def form_for(self, args: Mapping[str, Any], reader: int | None) -> Form:
        if reader is not None:
            for name, form in self.you:
                if args.get(name) == reader:
                    return form
        return Form(self.code, self.default, self.one, self.count)

    def __call__(self, **params: Any) -> Message:
        return Message(self.code, self.default, tuple(sorted(params.items())))


def you_key(code: str, seat: str) -> str:
    """The catalogue key of a message's wording for the reader sitting at parameter `seat`."""
    return f"{code}.you.{seat}"


def declare(code: str, default: Wording, you: Mapping[str, Wording] | None = None) -> Template:
    """Declare a message once, at import time; codes are unique across the engine.

    `you` maps each parameter that is a seat to the wording used when that seat reads it; the
    wording must not name that seat (it says "you").
    """
    general = _form(code, default)
    forms = tuple((seat, _form(you_key(code, seat), wording)) for seat, wording in (you or {}).items())
    for seat, form in forms:
        if seat not in _fields(general.source):
            raise ValueError(f"message {code!r}: seat {seat!r} is not a parameter of {general.source!r}")
        for text in (form.source, form.one):
            if text is not None and seat in _fields(text):
                raise ValueError(f"message {code!r}: the wording for {seat!r} as reader still names {seat!r}")
    for form in (general, *(form for _, form in forms)):
        if form.count is not None and form.count not in _fields(general.source) | _fields(form.source):
            raise ValueError(f"message {code!r}: plural on {form.count!r}, which it does not say")
    template = Template(code, general.source, general.one, general.count, forms)
    existing = _TEMPLATES.get(code)
    if existing is not None and existing != template:
        raise ValueError(f"message code {code!r} declared twice with different texts")
    _TEMPLATES[code] = template
    return template


def templates() -> Iterator[Template]:
    """Every message the imported games can say (the app's translation checklist)."""
    return iter(sorted(_TEMPLATES.values(), key=lambda t: t.code))


def from_json(data: dict) -> Message:
    template = _TEMPLATES[data["code"]]
    params = {k: (from_json(v) if isinstance(v, dict) and "code" in v else v) for k, v in data["params"].items()}
    return template(**params)
