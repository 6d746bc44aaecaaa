"""Game emblems: a small painted vignette of each game's cards or tiles on a felt medallion,
shown on the lobby tiles and the rules page."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from cardavia_qt import fonts
from cardavia_qt.views import style


class GameEmblem(QWidget):
    """A small painted vignette of a game's cards or tiles, on a felt medallion."""

    def __init__(self, game_id: str, size: int = 88, parent: QWidget | None = None):
        super().__init__(parent)
        self.game_id = game_id
        self.setFixedSize(size, size)
        self.setAccessibleName("")  # decoration: the tile already says which game it is

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = float(min(self.width(), self.height()))
        frame = QRectF(1.5, 1.5, side - 3, side - 3)
        gradient = QLinearGradient(frame.topLeft(), frame.bottomRight())
        gradient.setColorAt(0, QColor(style.FELT_LIGHT))
        gradient.setColorAt(1, QColor(style.FELT_DEEP))
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor(style.GOLD), 1.5))
        painter.drawRoundedRect(frame, side * 0.18, side * 0.18)
        painter.translate(side / 2, side / 2)
        painter.scale(side / 88, side / 88)  # the vignettes are drawn on an 88-unit square
        _VIGNETTES.get(self.game_id, _paint_blank_fan)(painter)
        painter.end()


def _card(painter: QPainter, rect: QRectF, fill: str, border: str = "#6B5B45", radius: float = 3) -> None:
    painter.setBrush(QColor(fill))
    painter.setPen(QPen(QColor(border), 1))
    painter.drawRoundedRect(rect, radius, radius)


def _fan(painter: QPainter, angles: list[float], pivot_y: float, draw) -> None:
    """Draw one card per angle, each rotated about a point below the hand, like held cards."""
    for position, angle in enumerate(angles):
        painter.save()
        painter.translate(0, pivot_y)
        painter.rotate(angle)
        painter.translate(0, -pivot_y)
        draw(position)
        painter.restore()


def _paint_durak(painter: QPainter) -> None:
    pips = [("♣", "#1E1E1E"), ("♦", "#B3261E"), ("♠", "#1E1E1E"), ("♥", "#B3261E")]
    pip_font = QFont()
    pip_font.setFamilies(list(fonts.sans_families()))
    pip_font.setPixelSize(13)

    def card(position: int) -> None:
        rect = QRectF(-13, -28, 26, 40)
        _card(painter, rect, style.CREAM)
        painter.setFont(pip_font)
        symbol, colour = pips[position]
        painter.setPen(QColor(colour))
        # In the top-left corner, the part of a fanned card that stays in sight.
        painter.drawText(QRectF(rect.left() + 1, rect.top() + 1, 14, 18), Qt.AlignmentFlag.AlignCenter, symbol)

    _fan(painter, [-27, -9, 9, 27], 38, card)


def _paint_sisepai(painter: QPainter) -> None:
    # The four colours of the pack; each long narrow card carries a round piece.
    colours = ["#B8322A", "#E1B13C", "#F3EFE4", "#3E8B57"]

    def card(position: int) -> None:
        rect = QRectF(-8, -32, 16, 52)
        _card(painter, rect, colours[position], radius=2.5)
        painter.setBrush(QColor("#FFFDF6"))
        painter.setPen(QPen(QColor("#2A2119"), 1.1))
        painter.drawEllipse(QPointF(0, -22), 5, 5)
        painter.setPen(QPen(QColor("#2A2119"), 1.4))
        painter.drawLine(QPointF(0, -12), QPointF(0, 10))

    _fan(painter, [-33, -11, 11, 33], 36, card)


def _paint_mahjong(painter: QPainter) -> None:
    def tile(x: float, y: float, face) -> None:
        body = QRectF(x, y, 22, 30)
        _card(painter, body.translated(2.5, 3.5), "#2F7D54", "#1F5A3B", 4)  # the green back
        _card(painter, body, "#FAF4E4", "#A89A7C", 4)
        face(body.center())

    def dots(centre: QPointF) -> None:
        painter.setPen(QPen(QColor("#2F6FA5"), 1.6))
        painter.setBrush(QColor("#FAF4E4"))
        painter.drawEllipse(centre, 7.5, 7.5)
        painter.setPen(QPen(QColor("#B3261E"), 1.6))
        painter.drawEllipse(centre, 3.5, 3.5)

    def bamboo(centre: QPointF) -> None:
        painter.setPen(QPen(QColor("#2F7D54"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for dx in (-4.5, 4.5):
            painter.drawLine(QPointF(centre.x() + dx, centre.y() - 9), QPointF(centre.x() + dx, centre.y() + 9))
        painter.setPen(QPen(QColor("#FAF4E4"), 1))
        for dx in (-4.5, 4.5):
            painter.drawLine(QPointF(centre.x() + dx - 2, centre.y()), QPointF(centre.x() + dx + 2, centre.y()))

    def red_dragon(centre: QPointF) -> None:
        # The red dragon's character is a box crossed by one stroke, drawn rather than typeset
        # so that the vignette needs no CJK font.
        painter.setPen(QPen(QColor("#B3261E"), 2.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(centre.x() - 6.5, centre.y() - 4, 13, 8))
        painter.drawLine(QPointF(centre.x(), centre.y() - 10), QPointF(centre.x(), centre.y() + 10))

    tile(-36, -10, dots)
    tile(-12, -22, red_dragon)
    tile(12, -10, bamboo)


def _paint_kowah(painter: QPainter) -> None:
    def card(position: int) -> None:
        rect = QRectF(-7, -33, 14, 54)
        _card(painter, rect, "#F6F0E2", "#3B3026", 2)
        painter.setPen(QPen(QColor("#2A2119"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(2.5, 3, -2.5, -3))
        painter.setBrush(QColor("#B3261E"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRect(QRectF(-3, -28 + 6 * (position % 3), 6, 6))
        painter.setPen(QPen(QColor("#2A2119"), 1.6))
        for step in range(position % 3 + 1):
            painter.drawLine(QPointF(-3, 2 + 5 * step), QPointF(3, 2 + 5 * step))

    _fan(painter, [-32, -16, 0, 16, 32], 34, card)


def _paint_blank_fan(painter: QPainter) -> None:
    _fan(painter, [-20, 0, 20], 40, lambda _: _card(painter, QRectF(-15, -27, 30, 44), style.CREAM))


_VIGNETTES = {
    "durak": _paint_durak,
    "sisepai": _paint_sisepai,
    "mahjong": _paint_mahjong,
    "kowah": _paint_kowah,
}
