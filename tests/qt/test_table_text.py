"""Translated templates are filled without trusting the translator's placeholders."""

from cardavia_qt.table.text import fill


def test_fill_puts_values_in():
    assert fill("Beat the {card} or take", card="9♠") == "Beat the 9♠ or take"


def test_a_mistyped_placeholder_is_left_as_written_not_raised():
    assert fill("Schlag die {KARTE}", card="9♠") == "Schlag die {KARTE}"


def test_a_broken_template_comes_back_unchanged():
    assert fill("Stock · {count", count=3) == "Stock · {count"
    assert fill("{0} cards", count=3) == "{0} cards"


def test_words_cut_to_lines_keep_their_first_lines_whole_and_elide_the_last(qapp):
    from PySide6.QtGui import QFont, QFontMetrics

    from cardavia_qt.views.fitted_text import within_lines

    font = QFont("DejaVu Sans")
    font.setPixelSize(12)
    metrics = QFontMetrics(font)
    text = "Draw from the stock or take the latest discard, then discard one card to return to eight"
    assert within_lines(text, font, 2000, 2) == text  # it fits: unchanged
    cut = within_lines(text, font, 150, 2)
    first, last = cut.split("\n")
    assert text.startswith(first) and metrics.horizontalAdvance(first) <= 150
    assert last.endswith("…") and metrics.horizontalAdvance(last) <= 150
    assert text[len(first):].lstrip().startswith(last[:-1])
    assert within_lines(text, font, 150, 1).count("\n") == 0
