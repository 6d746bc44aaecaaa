"""Display filters: contrast, grain and colour temperature over the whole app.

`maths` says what the sliders mean, `colour_pass` and `grain` do the pixel work,
`window_effect` runs the colour pass over the main window, and `applier` puts it all in place
and keeps it in step with the sliders.
"""

from cardavia_qt.filters.maths import DisplayFilter

__all__ = ["DisplayFilter"]
