"""The header bar: the Cardavia name, the language selector and the three display sliders."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSlider, QVBoxLayout, QWidget

from cardavia_qt import fonts
from cardavia_qt.models.languages import CODE_ROLE, LanguageModel
from cardavia_qt.views.options_menu import OptionsButton
from cardavia_qt.views.retranslating import Retranslating

# A display slider's smallest and largest width: the smallest lets the header fit half a Full HD
# screen; room the window has beyond that goes to the sliders first. (Not "#:", which lupdate
# would take for a translator's note on the next text to translate.)
SLIDER_WIDTHS = (90, 170)

HEADER_STYLE = """
#Header { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #123d2b, stop:1 #0b2a1d);
          border-bottom: 2px solid #c9a64b; }
#Brand { color: #f3e6c4; font-size: 22pt; font-weight: bold; letter-spacing: 1px; }
#BrandSuit { color: #c9a64b; font-size: 18pt; }
#Header QLabel { color: #efe4c8; }
#Header QComboBox { min-width: 9em; padding: 3px 8px; }
#Header QToolButton { color: #efe4c8; font-size: 14pt; padding: 0px 6px; border: 1px solid #c9a64b; border-radius: 4px; }
#Header QSlider { min-width: %dpx; }
""" % SLIDER_WIDTHS[0]


class DisplaySlider(QWidget):
    """A labelled 0–100 % slider."""

    value_changed = Signal(int)

    def __init__(self, value: int, parent=None):
        super().__init__(parent)
        self.caption = QLabel()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, 100)
        self.slider.setPageStep(10)
        self.slider.setValue(value)
        self.percent = QLabel()
        self.percent.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # Caption and value above the slider: three sliders then fit a 1024-pixel window.
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.caption)
        top.addStretch(1)
        top.addWidget(self.percent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(top)
        layout.addWidget(self.slider)
        self.caption.setBuddy(self.slider)
        self.slider.valueChanged.connect(self._changed)
        self._show_percent()

    def set_caption(self, text: str) -> None:
        self.caption.setText(text)
        self.slider.setAccessibleName(text.replace("&", ""))
        # It grows with the header's spare room up to the largest width, or its words' if wider.
        widest_percent = self.percent.fontMetrics().horizontalAdvance(self._percent_text(100))
        words = self.caption.sizeHint().width() + self.layout().itemAt(0).spacing() + widest_percent
        self.setMaximumWidth(max(SLIDER_WIDTHS[1], words))

    def _changed(self, value: int) -> None:
        self._show_percent()
        self.value_changed.emit(value)

    def _show_percent(self) -> None:
        self.percent.setText(self._percent_text(self.slider.value()))

    def _percent_text(self, value: int) -> str:
        return self.tr("%1%").replace("%1", str(value))


class Header(Retranslating, QWidget):
    language_chosen = Signal(str)
    display_changed = Signal(str, int)  # ("contrast" | "grain" | "temperature", percent)

    def __init__(self, language: str, contrast: int, grain: int, temperature: int,
                 latin_indices: bool = False, animation_speed: float = 1.0, parent=None,
                 colour_marks: bool = False, take_backs: bool = True, ask_before_giving_up: bool = True):
        super().__init__(parent)
        self.setObjectName("Header")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(HEADER_STYLE)
        self.suit = suit = QLabel("♠♥♦♣")
        suit.setObjectName("BrandSuit")
        suit.setAccessibleName("")
        self.brand = QLabel("Cardavia")
        self.brand.setObjectName("Brand")
        self.language_label = QLabel()
        self.language = QComboBox()
        self.language.setModel(LanguageModel(self.language))
        for widget in (self.language, self.language.view()):  # the list too, which it may draw
            fonts.keep_own(widget, fonts.SELECTOR_FAMILIES)
        self.language.setCurrentIndex(self.language.model().row_of(language))
        self.language_label.setBuddy(self.language)
        self.sliders = {
            "contrast": DisplaySlider(contrast),
            "grain": DisplaySlider(grain),
            "temperature": DisplaySlider(temperature),
        }
        self.options = OptionsButton(latin_indices, animation_speed, colour_marks=colour_marks, take_backs=take_backs,
                                     ask_before_giving_up=ask_before_giving_up)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 6, 16, 6)
        layout.setSpacing(14)
        layout.addWidget(suit)
        layout.addWidget(self.brand)
        layout.addStretch(0)
        for slider in self.sliders.values():
            layout.addWidget(slider, 1)
        layout.addWidget(self.language_label)
        layout.addWidget(self.language)
        layout.addWidget(self.options)
        self.language.currentIndexChanged.connect(self._language_changed)
        for key, slider in self.sliders.items():
            slider.value_changed.connect(lambda value, key=key: self.display_changed.emit(key, value))
        self.retranslate()

    # -- a narrow window --------------------------------------------------------------------------
    # The controls set the header's smallest width; the name beside them steps aside when the
    # window is narrower than all of it (the suits first, then the word, which the window's
    # title also shows). Seen: the header alone held the window at 978 px or more in every
    # language (1,020 in Russian), too wide for half of a 1920-pixel screen.
    def _brand_widths(self) -> tuple[int, int]:
        spacing = self.layout().spacing()
        return self.brand.sizeHint().width() + spacing, self.suit.sizeHint().width() + spacing

    def _controls_width(self) -> int:
        """The smallest width of everything but the name."""
        word, suits = self._brand_widths()
        width = self.layout().minimumSize().width()
        return width - (word if not self.brand.isHidden() else 0) - (suits if not self.suit.isHidden() else 0)

    def _height_with_the_name(self, height: int) -> int:
        """The same height with the name or without it, so that nothing under the header moves."""
        margins = self.layout().contentsMargins()
        name = max(self.brand.sizeHint().height(), self.suit.sizeHint().height())
        return max(height, name + margins.top() + margins.bottom())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(self._controls_width(), self._height_with_the_name(hint.height()))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self._height_with_the_name(hint.height()))

    def _fit_brand(self) -> None:
        word, suits = self._brand_widths()
        room = self.width() - self._controls_width()
        self.brand.setVisible(room >= word)
        self.suit.setVisible(room >= word + suits)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_brand()

    def _language_changed(self, row: int) -> None:
        self.language_chosen.emit(self.language.itemData(row, CODE_ROLE))

    def retranslate(self) -> None:
        # The header is on every screen: its Alt+letters keep clear of the tables' buttons
        # (Take, Group, Claim, Chow, Back to lobby…); tests/qt/test_mnemonics.py checks them.
        self.language_label.setText(self.tr("L&anguage"))
        self.language.setAccessibleName(self.tr("Language"))
        self.sliders["contrast"].set_caption(self.tr("Co&ntrast"))
        self.sliders["grain"].set_caption(self.tr("Gra&in"))
        self.sliders["temperature"].set_caption(self.tr("Colour te&mperature"))
        for slider in self.sliders.values():
            slider._show_percent()
        self.updateGeometry()  # the controls' words, and so the smallest width, changed
        self._fit_brand()

