"""Every caption on the felt is read whole: none runs past the table's edge or into another
caption, in any game or language, down to the smallest window the table allows. Seen live in Norwegian at 1024 px: Kowah's left AI
caption, «AI-en til venstre (Vanskelig) · kort: 8», centred on a hand narrower than it, ran over the felt's inlaid line to the view's
edge; narrower, it would have been cut. Seen live in Russian at Sì Sè Pái's smallest table:
«Напротив · 20 карт», centred on a fan narrower than it, ran over the end of «Слева · 20 карт»."""

import itertools

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from cardavia_qt.i18n import LANGUAGE_CODES, Translators
from cardavia_qt.settings import Settings
from cardavia_qt.table.durak_table import DurakTable
from cardavia_qt.table.kowah_table import KowahTable
from cardavia_qt.table.mahjong_table import MahjongTable
from cardavia_qt.table.piles import felt_rim
from cardavia_qt.table.sisepai_table import SisepaiTable

@pytest.mark.parametrize("level", ["hard", "expert"])  # the longest level names (captions name them)
@pytest.mark.parametrize("table_class", [DurakTable, KowahTable, MahjongTable, SisepaiTable])
def test_no_caption_runs_past_the_felt_in_any_language(qtbot, shutdown, table_class, level):
    settings = Settings()
    settings.animation_speed = 0
    settings.ai_levels = {table_class.controller_class.game_id: level}
    table = table_class(settings)
    qtbot.addWidget(table)
    shutdown(table)
    table.new_deal(5)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    table.autoplay(12)  # cards in the discards, hands of changed sizes
    scene = table.controller.scene
    checked = 0
    sizes = ((640, 480), (800, 560), (1024, 620), (1280, 800))
    for size in sizes:
        table.resize(*size)
        for language in LANGUAGE_CODES:
            Translators(QApplication.instance()).switch(language)
            QCoreApplication.processEvents()
            table.hold_still()
            table_rect = scene.sceneRect()
            rim = felt_rim(table_rect.width(), table_rect.height())  # where the inlaid line runs
            felt = table_rect.adjusted(rim, rim, -rim, -rim)
            drawn = []
            for pile in scene.piles:
                if not pile.caption:
                    continue
                where = (size, language, pile.objectName(), pile.caption)
                caption = pile.mapRectToScene(pile.caption_rect())
                assert felt.left() <= caption.left() and caption.right() <= felt.right(), where
                # Still its pile's: under or over it, not moved away from it.
                shape = pile.mapRectToScene(pile.rect)
                assert caption.left() < shape.right() and caption.right() > shape.left(), where
                # And painted where the pile says it paints, or a shorter caption after it
                # would leave this one's ends on the felt.
                assert pile.boundingRect().contains(pile.caption_rect()), where
                drawn.append((where, caption))
                checked += 1
            for (first, one), (second, other) in itertools.combinations(drawn, 2):
                assert not one.intersects(other), (first, second)
    assert checked >= len(sizes) * len(LANGUAGE_CODES)  # every table has a caption somewhere
