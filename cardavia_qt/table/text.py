"""Filling translated templates without trusting the translation.

A translator may mistype a placeholder (`{LEVEL}` for `{level}`) or drop a brace; the table
must still show a sentence rather than raise in the middle of a repaint.
"""

from __future__ import annotations


class _KeepUnknown(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(template: str, **values) -> str:
    """`template.format(**values)`, leaving unknown placeholders as written and returning the
    template untouched if it is not a valid format string at all."""
    try:
        return template.format_map(_KeepUnknown(values))
    except (ValueError, IndexError, AttributeError, KeyError):
        return template
