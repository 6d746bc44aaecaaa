"""The pixmap cache: one rendering per (face, width, ratio, filter), crisp at high density,
and a colour transform that reaches every card on the table at once."""

from __future__ import annotations

import threading

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter

from cardavia_qt.resources import asset_path
from cardavia_qt.table import art
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
    before = card.pixmap().cacheKey()
    cache.set_transform(invert)
    assert card.pixmap().cacheKey() != before
    # The card at 90 px, then the same inverted: no size the card was never shown at.
    assert cache.render_count == 2


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


# -- cards made off the UI thread --------------------------------------------------------------

def draw(scene: TableScene) -> QImage:
    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#1f6440"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 400, 300), QRectF(0, 0, 400, 300))
    painter.end()
    return image


def table_of(cache: PixmapCache, faces: list) -> tuple[TableScene, list]:
    scene = TableScene(cache, speed=lambda: 0.0)
    cards = []
    for index, face in enumerate(faces):
        card = scene.create_card(BACK, face, "a card")
        card.set_width(80, 1.0)
        card.setPos(60 + 90 * index, 150)
        cards.append(card)
    return scene, cards


def test_a_table_shows_at_once_and_its_faces_arrive_from_another_thread(qtbot, monkeypatch):
    threads = []
    render_svg = art.render_svg

    def recording(*args):
        threads.append(threading.current_thread())
        return render_svg(*args)

    monkeypatch.setattr(art, "render_svg", recording)
    faces = [FACE, asset_path("cards", "atlas", "ru", "QH.svg"), asset_path("cards", "atlas", "ru", "AC.svg")]
    cache = PixmapCache(background=True)
    scene, cards = table_of(cache, faces)
    draw(scene)  # the first frame: painted at once, with stand-ins
    assert all(card.waiting for card in cards)
    with qtbot.waitSignal(cache.arrived, timeout=5000):
        pass
    assert scene.wait_for_art()
    assert len(threads) == 3 and threading.main_thread() not in threads
    assert not any(card.waiting for card in cards)
    # What arrived is what a cache making the cards at once would have drawn.
    at_once, _ = table_of(PixmapCache(), faces)
    assert draw(scene) == draw(at_once)
    cache.shutdown()


def test_until_its_face_arrives_a_card_shows_what_it_showed_or_blank_paper(qtbot):
    cache = PixmapCache(background=True)
    scene, (card,) = table_of(cache, [None])  # face down
    assert scene.wait_for_art()
    back = card.pixmap()
    card.set_face(FACE, "Nine of spades")  # turned over: its back shows until the face is made
    assert card.pixmap().cacheKey() == back.cacheKey() and card.waiting
    assert scene.wait_for_art() and card.pixmap().cacheKey() != back.cacheKey()
    face = card.pixmap()
    card.set_width(120, 1.0)  # a new size: the old one, scaled, until the new one is made
    stand_in = card.pixmap()
    assert card.waiting and stand_in.cacheKey() != face.cacheKey()
    assert scene.wait_for_art()
    assert card.pixmap().size() == stand_in.size() and not card.waiting
    fresh = scene.create_card(BACK, asset_path("cards", "atlas", "ru", "KD.svg"), "King of diamonds")
    fresh.set_width(80, 1.0)
    paper = fresh.pixmap().toImage()  # never made at any size: blank paper, the card's shape
    middle = paper.pixelColor(paper.width() // 2, paper.height() // 2)
    assert middle == art.PAPER and fresh.waiting
    assert scene.wait_for_art()
    cache.shutdown()


def test_a_stand_in_has_the_size_of_the_card_it_stands_for(qapp):
    """Drawn bigger than the card, a stand-in would leave its edges on the table when the card
    arrives (a narrow Sì Sè Pái card and a mahjong tile share no shape at the same width)."""
    tall = asset_path("cards", "sisepai", "GA.svg")
    tile = asset_path("tiles", "mahjong", "1m.svg")
    made_at_once = PixmapCache()
    cache = PixmapCache(background=True)
    for path, turn in ((tall, 0.0), (tile, 0.0), (tile, 3.0), (FACE, -4.0)):
        for shadow in (True, False):
            wanted = made_at_once.card(path, 40, 1.0, shadow=shadow, turn=turn).size()
            assert cache.stand_in(path, 40, 1.0, shadow=shadow, turn=turn).size() == wanted
    cache.card(tile, 60, 1.0)  # the same tile at another size, to be scaled meanwhile
    assert cache.wait_for_art()
    assert cache.stand_in(tile, 40, 1.0).size() == made_at_once.card(tile, 40, 1.0).size()
    cache.shutdown()


def test_waiting_for_art_also_waits_for_a_card_asked_for_as_the_wait_ends(qapp):
    """A table at rest may still move while its faces come (an AI answering): a card asked for
    in the same turn of the event loop as the last arrival must be waited for too, not end the
    wait with `False` as if the art had taken too long (the stale-board test failed so in CI)."""
    cache = PixmapCache(background=True)
    later = asset_path("cards", "atlas", "ru", "QH.svg")
    asked = []

    def ask_for_another_card():
        if not asked:
            asked.append(True)
            cache.card(later, 90, 1.0)

    # Connected once the wait has begun, so that it is told of the arrival right after the
    # wait's own check, as an AI's move landing in the same turn of the event loop would be.
    QTimer.singleShot(0, lambda: cache.arrived.connect(ask_for_another_card, Qt.ConnectionType.QueuedConnection))
    cache.card(FACE, 90, 1.0)
    assert cache.wait_for_art(timeout=20)
    assert asked and cache.has_card(later, 90, 1.0)
    cache.shutdown()
