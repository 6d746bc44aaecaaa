"""Display filters: contrast, grain and colour temperature over the whole app.

`maths` says what the sliders mean; `colour_pass` and `grain` do the pixel work; `applier`
puts them in place and keeps them in step with the sliders: baked into the card table's
cached art (its transform), through `colours` for the colours the table paints itself, and
as one pass over each other part of the window (`window_effect`, `other_windows`); `painted`
lays the grain over the painted felt of the lobby and rules pages.
"""

from cardavia_qt.filters.maths import DisplayFilter

__all__ = ["DisplayFilter"]
