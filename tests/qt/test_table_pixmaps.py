"""The pixmap cache: one rendering per (face, width, ratio, filter), crisp at high density,
and a colour transform that reaches every card on the table at once."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage

from cardavia_qt.resources import asset_path
from cardavia_qt.table.pixmaps import PixmapCache, shared_cache
from cardavia_qt.table.scene import TableScene

FACE = asset_path("cards", "atlas", "ru", "9S.svg")
BACK = asset_path("cards", "atlas", "back.svg")


def invert(image: QImage, use: str = "art") -> QImage:
    copy = image.convertToFormat(QImage.Format.Format_ARGB32)
    copy.invertPixels()
    return copy


def test_the_same_face_width_and_ratio_is_rendered_once(qapp):
    cache = PixmapCache()
    first = cache.pixmap(FACE, 120, 1.0)
    again = cache.pixmap(FACE, 120, 1.0)
    assert cache.render_count == 1
    assert again.cacheKey() == first.cacheKey()
    cache.pixmap(FACE, 121, 1.0)
    cache.pixmap(FACE, 120, 2.0)
    cache.pixmap(BACK, 120, 1.0)
    assert cache.render_count == 4


def test_pixmaps_are_rendered_at_the_device_pixel_ratio(qapp):
    cache = PixmapCache()
    pixmap = cache.pixmap(FACE, 100, 2.0)
    assert pixmap.devicePixelRatio() == 2.0
    assert (pixmap.width(), pixmap.height()) == (200, 280)  # the art's 250×350 aspect
    assert pixmap.deviceIndependentSize().toSize().width() == 100


def test_set_transform_invalidates_recolours_and_signals(qtbot):
    cache = PixmapCache()
    plain = cache.pixmap(FACE, 100, 1.0).toImage()
    with qtbot.waitSignal(cache.changed, timeout=1000):
        cache.set_transform(invert)
    assert len(cache) == 0
    inverted = cache.pixmap(FACE, 100, 1.0).toImage()
    assert cache.render_count == 2
    # The card's cream paper, in the middle of the left margin, comes back inverted.
    before, after = QColor(plain.pixel(5, 70)), QColor(inverted.pixel(5, 70))
    assert before.lightness() > 200 and after.lightness() < 60
    cache.set_transform(None)
    assert QColor(cache.pixmap(FACE, 100, 1.0).toImage().pixel(5, 70)).lightness() > 200


def test_cards_on_the_scene_fetch_new_pixmaps_when_the_transform_changes(qtbot):
    cache = PixmapCache()
    scene = TableScene(cache, speed=lambda: 0.0)
    card = scene.create_card(BACK, FACE, "Nine of spades")
    card.set_width(90, 1.0)
    before = card._pixmap.cacheKey()
    cache.set_transform(invert)
    assert card._pixmap.cacheKey() != before
    assert cache.render_count == 3  # 100 px at creation, 90 px, then 90 px inverted


def test_the_cache_forgets_the_least_recently_used(qapp):
    cache = PixmapCache(capacity=3)
    for width in (50, 60, 70):
        cache.pixmap(FACE, width, 1.0)
    cache.pixmap(FACE, 50, 1.0)  # used again: now the most recent
    cache.pixmap(FACE, 80, 1.0)  # pushes out 60
    count = cache.render_count
    cache.pixmap(FACE, 50, 1.0)
    assert cache.render_count == count
    cache.pixmap(FACE, 60, 1.0)
    assert cache.render_count == count + 1


def test_there_is_one_shared_cache(qapp):
    assert shared_cache() is shared_cache()


def test_a_resting_card_is_one_ready_pixmap_made_from_one_rendering(qapp):
    cache = PixmapCache()
    upright = cache.card(FACE, 100, 1.0, shadow=True)
    assert cache.card(FACE, 100, 1.0, shadow=True).cacheKey() == upright.cacheKey()
    across = cache.card(FACE, 100, 1.0, shadow=False, turn=-90)
    tilted = cache.card(FACE, 100, 1.0, shadow=True, turn=4)
    assert cache.render_count == 1  # shadows and turns are made from the one SVG rendering
    size = upright.deviceIndependentSize()
    assert size.width() > 100 and size.height() > 140  # room for the shadow around the card
    assert (across.width(), across.height()) == (140, 100)
    assert tilted.width() > size.width()
    assert cache.card(FACE, 100, 1.0, shadow=False, turn=270).cacheKey() == across.cacheKey()
