"""Translated templates are filled without trusting the translator's placeholders."""

from cardavia_qt.table.text import fill


def test_fill_puts_values_in():
    assert fill("Beat the {card} or take", card="9♠") == "Beat the 9♠ or take"


def test_a_mistyped_placeholder_is_left_as_written_not_raised():
    assert fill("Schlag die {KARTE}", card="9♠") == "Schlag die {KARTE}"


def test_a_broken_template_comes_back_unchanged():
    assert fill("Stock · {count", count=3) == "Stock · {count"
    assert fill("{0} cards", count=3) == "{0} cards"
