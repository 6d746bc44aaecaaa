"""The MCR table, driven the way a player drives it: clicks, drags and keys on the tiles, and
the claim bar's buttons; the three AIs answering from their worker thread. Also the layout at
several window sizes, the claim bar against the engine's legal claims, refusals and the hint."""

from __future__ import annotations

import itertools
import logging
import re
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtTest import QTest

from cardavia_qt.i18n import LANGUAGE_CODES
from cardavia_qt.settings import Settings
from cardavia_qt.table.mahjong_controller import HUMAN, tile_label
from cardavia_qt.table.mahjong_layout import BOTTOM, HAND_SLOTS, TILE_ASPECT, TILE_GAP, mahjong_geometry
from cardavia_qt.table.mahjong_piles import TileGridPile
from cardavia_qt.table.mahjong_table import MahjongTable
from cardavia_qt.table.pixmaps import PixmapCache
from cardavia_qt.table.scene import TableScene
from cardavia_qt.resources import asset_path
from engine.core import registry
from engine.mahjong.actions import AddedKong, Chow, ClaimWin, ConcealedKong, Discard, ExposedKong, Pass, Pung
from engine.mahjong.deal import MahjongState
from engine.mahjong.hand import SetKind
from engine.mahjong.tiles import CODES
from tests.qt.table_gestures import click_card, drag_card, lone_answer_positions, wait_for_player, shows_the_deal

SIZES = [(640, 420), (640, 480), (800, 544), (1024, 580), (1280, 744), (1920, 1010), (2560, 1380), (1000, 1000), (1600, 600)]
# The easy AI plays every seat (the player's moves are its choices, made by gestures): its
# seeded play is what these seeds were picked for, each decision's generator coming from the
# seed, the seat and the actions so far (so the player answers a window after the AIs, below).
WHOLE_DEAL_SEED = 8  # the player claims, discards by click, key and drag, and wins
DRAWN_SEED = 2  # the wall runs out with no winner


@pytest.fixture
def settings():
    settings = Settings()
    settings.animation_speed = 0
    settings.ai_levels = {"mahjong": "easy"}
    return settings


def make_table(qtbot, settings, shutdown, seed: int | None = None) -> MahjongTable:
    table = MahjongTable(settings)
    qtbot.addWidget(table)
    shutdown(table)
    table._dealt = True  # no random deal on show: the test deals
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    if seed is not None:
        table.new_deal(seed)
    return table


def expected_claims(legal: list) -> set:
    """What the claim bar must offer: every non-discard choice, Pass only beside a real claim."""
    claims = {action for action in legal if not isinstance(action, (Discard, Pass))}
    return claims | ({Pass()} if claims and Pass() in legal else set())


# -- layout ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_mahjong_layout_fits_any_window_without_overlaps(width, height):
    geometry = mahjong_geometry(width, height)
    rects = geometry.rects()
    window = QRectF(0, 0, width, height)
    for name, rect in rects.items():
        assert window.contains(rect), f"{name} leaves the window at {width}×{height}"
        assert rect.width() > 0 and rect.height() > 0, name
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.intersects(rb), f"{a} overlaps {b} at {width}×{height}"
    hand = geometry.seats[BOTTOM].hand
    # Fourteen tiles and the drawn tile's gap fit at full size: the hand never shrinks.
    assert HAND_SLOTS * geometry.hand_tile * (1 + TILE_GAP) <= hand.width() + 0.5
    assert geometry.hand_tile * TILE_ASPECT < hand.height()
    assert geometry.hand_tile > geometry.own_meld_tile > geometry.opponent_tile


def test_bigger_windows_get_bigger_tiles():
    small, large = mahjong_geometry(1024, 580), mahjong_geometry(1920, 1010)
    assert large.hand_tile > small.hand_tile * 1.5 and large.river_tile > small.river_tile * 1.5


def test_a_river_fills_six_to_a_row_and_keeps_every_tile_in_place(qapp):
    scene = TableScene(PixmapCache(), speed=lambda: 0.0)
    back = asset_path("tiles", "mahjong", "back.svg")
    river = scene.add_pile(TileGridPile("river", per_row=6, min_rows=4, capacity=6, align="right", grow="up"))
    rect = QRectF(100, 100, 300, 320)
    river.set_geometry(rect, 40)
    tiles = [scene.create_card(back) for _ in range(8)]
    river.add(tiles[0])
    first = river.placements()[0][1].pos
    for tile in tiles[1:]:
        river.add(tile)
    places = dict(river.placements())
    assert places[tiles[0]].pos == first, "a discard never moves once it lies in the river"
    assert places[tiles[1]].pos.x() < first.x(), "the top seat's river runs right to left, as it sees it"
    assert places[tiles[6]].pos.y() < first.y() and places[tiles[6]].pos.x() == first.x(), "the seventh starts a row"
    for tile in tiles:
        centre = places[tile].pos
        assert rect.contains(centre)


# -- a whole deal ----------------------------------------------------------------------------------------
def test_a_whole_deal_played_with_clicks_keys_drags_and_the_claim_bar(qtbot, settings, shutdown, caplog):
    caplog.set_level(logging.WARNING)
    table = make_table(qtbot, settings, shutdown, WHOLE_DEAL_SEED)
    controller = table.controller
    info = registry.get("mahjong")
    gestures = Counter()
    table.activateWindow()
    for step in range(400):
        wait_for_player(qtbot, table)
        # In a claim window the player answers after the AIs, so that their decisions (and the
        # deal the seed was picked for) do not depend on how fast the test clicks.
        qtbot.waitUntil(lambda: controller.state.is_over or controller.ai_seat_to_act is None, timeout=5000)
        player = info.decision_policy("easy", WHOLE_DEAL_SEED, HUMAN, len(controller.state.history))
        assert shows_the_deal(controller), f"step {step}: the table shows the player's view"
        if controller.state.is_over:
            break
        legal = controller.legal()
        assert legal != [Pass()], "a window with nothing but Pass is answered for the player"
        offered = table.claim_buttons()
        assert set(offered.values()) == expected_claims(legal), f"step {step}: the claim bar shows exactly the claims"
        assert len(offered) == len(set(offered.values()))
        before = len(controller.state.history)
        choice = player.choose(controller.state.view(HUMAN), legal)
        if isinstance(choice, Discard):
            item = controller.item_for(choice.tile)
            kind = ("click", "key", "drag")[gestures["discards"] % 3]
            gestures["discards"] += 1
            if kind == "drag":
                drag_card(table, item, controller.rivers[BOTTOM].card_area().center())
            else:
                click_card(table, item)
                assert controller.hands[BOTTOM].chosen is item and len(controller.state.history) == before, "chosen, not played"
                if kind == "click":
                    click_card(table, item)
                else:
                    table.view.setFocus()
                    QTest.keyClick(table.view, Qt.Key.Key_Return)
            gestures[kind] += 1
        else:
            button = next(button for button, action in offered.items() if action == choice)
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            gestures[type(choice).__name__] += 1
        assert len(controller.state.history) >= before + 1, f"step {step}: the gesture did not play"
        assert controller.state.history[before] == (HUMAN, choice)
        assert shows_the_deal(controller)
    assert controller.state.is_over
    # Each window with nothing but Pass was answered for the player and marked as not theirs.
    automatic = lone_answer_positions("mahjong", WHOLE_DEAL_SEED, controller.state.history, Pass())
    assert automatic and controller.automatic == automatic
    assert min(gestures["click"], gestures["key"], gestures["drag"]) >= 1, gestures
    assert sum(gestures[name] for name in ("Chow", "Pung", "ExposedKong", "Pass")) >= 1, gestures
    qtbot.waitUntil(table.overlay.isVisible, timeout=2000)
    outcome = controller.state.outcome
    assert outcome.detail["winner"] == HUMAN and gestures["ClaimWin"] + gestures["SelfDrawnWin"] == 1, gestures
    assert table.overlay.heading.text() == f"Hu! You win {outcome.detail['total']} points"
    labels = [row.cells[0].text for row in table.overlay.fans.rows] + [
        cell.text for model in (table.overlay.fans, table.overlay.payments) for row in model.rows for cell in row.cells]
    for fan in outcome.detail["fans"]:
        if fan["name"] != "Flower Tiles":
            assert fan["name"] in labels
    assert str(outcome.detail["total"]) in labels
    assert sum(outcome.detail["payments"]) == 0 and f"+{outcome.detail['payments'][HUMAN]}" in labels
    # The winning tile is drawn apart and framed, and named for a screen reader.
    sheet = controller.score_sheet()
    winning = CODES[outcome.detail["win_tile"]]
    assert sheet.winning == winning
    assert sum(len(group) for group in sheet.hand) + 1 == len(outcome.detail["hand"]) + sum(
        len(meld["tiles"]) for meld in outcome.detail["melds"] if "tiles" in meld), "the winning tile is not drawn twice"
    assert table.overlay.hand_view.isVisible()
    assert table.overlay.hand_view.accessibleDescription().endswith(tile_label(winning))
    assert not table.claim_buttons() and not table.hint_button.isEnabled()
    assert not caplog.records, "the table never drifted from the deal, and no AI failed"


def test_an_exhausted_wall_is_reported_as_a_draw(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown, DRAWN_SEED)
    table.autoplay(1000)
    controller = table.controller
    assert controller.state.is_over and controller.state.outcome.detail["winner"] is None
    assert shows_the_deal(controller)
    qtbot.waitUntil(table.overlay.isVisible, timeout=2000)
    assert table.overlay.heading.text() == "A draw: the wall is exhausted"
    assert "nobody pays" in table.overlay.detail.text()
    assert table.overlay.sheet.isHidden() and table.overlay.hand_view.isHidden()
    assert len(controller.wall.cards) == 0


# -- claims and refusals -------------------------------------------------------------------------------------
TWO_FOURS = [1, 2, 3, 3, 4, 9, 10, 11, 18, 19, 20, 27, 31]  # a pung, or either of two chows
THREE_FOURS = [3, 3, 3, 6, 7, 9, 10, 11, 18, 19, 20, 27, 31]  # a kong or a pung, no chow


def claim_window(player=TWO_FOURS) -> MahjongState:
    """Left (seat 3, East) discards a 4 of characters, the player's tiles for the taking."""
    left = [3, 12, 13, 14, 21, 22, 23, 28, 28, 29, 29, 30, 30, 32]
    state = MahjongState.arrange([player, None, None, left], dealer=3, turn=3)
    four = next(a for a in state.legal_actions(3) if isinstance(a, Discard) and a.tile.kind == 3)
    state.apply(3, four)
    return state


def test_the_claim_bar_offers_each_chow_and_a_refused_move_explains_itself(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown)
    controller = table.controller
    controller.show_position(claim_window(), seed=1)
    controller.cancel_ai()  # the AIs' answers would close the window under the test
    assert shows_the_deal(controller)
    assert set(table.claim_buttons().values()) == {Pung(), Chow(1), Chow(2), Pass()}
    assert table.chow_buttons[0].accessibleName() == "Chow 2 of characters, 3 of characters, 4 of characters"
    assert not table.hu_button.isVisible() and not any(b.isVisible() for b in table.kong_buttons)
    history, view = list(controller.state.history), controller.state.view(HUMAN)

    # A tile clicked while a discard waits for an answer: refused, with the engine's reason.
    tile = controller.hands[BOTTOM].cards[0]
    click_card(table, tile)
    assert table.status.text() == "Answer the discard first: claim it or pass."
    assert table.status.property("warning") == "true"
    assert controller.state.history == history and controller.state.view(HUMAN) == view
    assert controller.hands[BOTTOM].chosen is None and tile.pile is controller.hands[BOTTOM]
    # Dragged to the river: refused too, and the tile goes home.
    drag_card(table, tile, controller.rivers[BOTTOM].card_area().center())
    assert controller.state.history == history and tile.pile is controller.hands[BOTTOM]
    assert shows_the_deal(controller)

    QTest.mouseClick(table.pung_button, Qt.MouseButton.LeftButton)
    assert controller.session.waiting == Pung(), "held until the AIs have answered"
    assert table.status.property("warning") == "false"
    wait_for_player(qtbot, table)  # the two AIs pass; the pung is the player's
    assert controller.state.history[len(history):] == [(1, Pass()), (2, Pass()), (HUMAN, Pung())]
    controller.cancel_ai()
    groups = controller.melds[BOTTOM].groups
    assert [[controller.card_for(item).kind for item in group] for group in groups] == [[3, 3, 3]]
    assert not table.claim_buttons(), "after a pung the player must discard: nothing else is offered"
    assert shows_the_deal(controller)


def test_the_hint_marks_a_discard_and_counts_the_useful_tiles(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown, WHOLE_DEAL_SEED)
    controller = table.controller
    table.autoplay(0)
    wait_for_player(qtbot, table)
    while controller.state.view(HUMAN).phase != "turn":
        table.autoplay(1)
    controller.cancel_ai()
    QTest.mouseClick(table.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.hinted is not None, timeout=15000)  # a busy machine
    assert isinstance(controller.hinted, Discard)
    item = controller.item_for(controller.hinted.tile)
    assert item.hinted and sum(other.hinted for other in controller.hands[BOTTOM].cards) == 1
    text = table.status.text()
    assert text.startswith("Hint: discard the ") and ("from ready" in text or "Ready" in text)
    assert "unseen" in text
    # Tiles by their names, never the players' shorthand (3p, 7s) the table explains nowhere.
    assert not re.search(r"\b[1-9]+[msp]\b", text), text
    assert re.search(r"\b(of (characters|bamboo|dots)|Wind|Dragon)\b", text.split(":", 2)[-1]), text


def kong_turn() -> MahjongState:
    """The player's turn (East) with four 1 of characters in hand, an exposed pung of red
    dragons and the fourth red dragon: a concealed kong and an added kong on offer."""
    player = [0, 0, 0, 0, 31, 9, 10, 11, 18, 27, 27]
    return MahjongState.arrange([player, None, None, None], dealer=HUMAN,
                                melds=(((SetKind.PUNG, 31, False),), (), (), ()))


def test_kongs_on_the_players_turn_are_declared_from_the_claim_bar(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown)
    controller = table.controller
    controller.show_position(kong_turn(), seed=1)
    assert shows_the_deal(controller)
    offered = table.claim_buttons()
    assert set(offered.values()) == {ConcealedKong(0), AddedKong(31)}, "kongs, and no Pass on one's own turn"
    assert {button.accessibleName() for button in offered} == {"Kong of 1 of characters", "Kong of Red Dragon"}

    concealed = next(button for button, action in offered.items() if action == ConcealedKong(0))
    QTest.mouseClick(concealed, Qt.MouseButton.LeftButton)
    assert controller.state.history == [(HUMAN, ConcealedKong(0))]
    assert shows_the_deal(controller), "the kong is laid down and its replacement drawn"
    assert [len(group) for group in controller.melds[BOTTOM].groups] == [3, 4]
    assert set(table.claim_buttons().values()) == {AddedKong(31)}

    QTest.mouseClick(next(iter(table.claim_buttons())), Qt.MouseButton.LeftButton)
    assert controller.state.history[-1] == (HUMAN, AddedKong(31))
    assert not table.claim_buttons(), "while the others may rob the kong, the player waits"
    wait_for_player(qtbot, table)  # nobody robs: the kong stands and the player draws again
    controller.cancel_ai()
    assert shows_the_deal(controller)
    kinds = [[controller.card_for(item).kind for item in group] for group in controller.melds[BOTTOM].groups]
    assert kinds == [[31] * 4, [0] * 4]


def test_an_exposed_kong_claimed_from_the_bar_draws_its_replacement(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown)
    controller = table.controller
    controller.show_position(claim_window(THREE_FOURS), seed=1)
    controller.cancel_ai()
    assert set(table.claim_buttons().values()) == {ExposedKong(), Pung(), Pass()}
    wall = len(controller.wall.cards)
    QTest.mouseClick(table.kong_buttons[0], Qt.MouseButton.LeftButton)
    wait_for_player(qtbot, table)  # the two AIs pass; the kong is the player's
    controller.cancel_ai()
    # The two AIs passed first: the player's answer to the window waits for theirs.
    assert controller.state.history[-3:] == [(1, Pass()), (2, Pass()), (HUMAN, ExposedKong())]
    assert shows_the_deal(controller)
    assert [[controller.card_for(item).kind for item in group] for group in controller.melds[BOTTOM].groups] == [[3] * 4]
    # The replacement comes from the wall's end, where this arranged deal keeps its flowers:
    # each is shown and replaced in turn until a tile that is not a flower comes.
    flowers = len(controller.flowers[BOTTOM].cards)
    assert flowers == 8 and len(controller.wall.cards) == wall - 1 - flowers
    assert len(controller.hands[BOTTOM].cards) == 11
    assert controller.rivers[3].cards == [], "the claimed discard left Left's river"


ONE_PUNG = [3, 3, 6, 7, 9, 10, 11, 18, 19, 20, 27, 31, 31]  # a pung, and no chow or kong
FULL_FLUSH = [0, 0, 0, 1, 1, 1, 2, 2, 2, 4, 4, 4, 3]  # wins on the 4 (24 points), or chows it


def test_a_click_or_a_drag_on_the_glowing_discard_claims_it(qtbot, settings, shutdown):
    """The discard open to the player's claim glows; reaching for it claims it as the bar
    would: Hu where it wins, the one claim there is, or the bar's claims offered where there
    are several. (It glowed, and a click or a drag on it did nothing.)"""
    table = make_table(qtbot, settings, shutdown)
    controller = table.controller

    def offered(player):
        controller.show_position(claim_window(player), seed=1)
        controller.cancel_ai()  # the AIs answer once the player has
        assert shows_the_deal(controller)
        discard = controller.rivers[3].fresh
        assert controller.card_for(discard).kind == 3
        return discard, len(controller.state.history)

    # Several ways (a kong or a pung): nothing is played, the keys go to the first of them.
    discard, before = offered(THREE_FOURS)
    click_card(table, discard)
    assert len(controller.state.history) == before and controller.session.waiting is None
    assert table.focusWidget() is table.pung_button and table.pung_button.isVisible()
    assert table.status.text() == "This tile can be claimed in several ways: choose one on the bar"

    # One way: clicked, it is pung; dragged into the hand, too.
    for reach in (lambda item: click_card(table, item),
                  lambda item: drag_card(table, item, controller.hands[BOTTOM].card_area().center())):
        discard, before = offered(ONE_PUNG)
        assert set(table.claim_buttons().values()) == {Pung(), Pass()}
        reach(discard)
        assert controller.session.waiting == Pung()
        wait_for_player(qtbot, table)
        controller.cancel_ai()
        assert controller.state.history[before:] == [(1, Pass()), (2, Pass()), (HUMAN, Pung())]
        assert shows_the_deal(controller)

    # A winning tile: Hu, not one of the chows also on offer.
    discard, before = offered(FULL_FLUSH)
    assert ClaimWin() in table.claim_buttons().values() and Chow(2) in table.claim_buttons().values()
    click_card(table, discard)
    qtbot.waitUntil(lambda: controller.state.is_over, timeout=5000)
    assert controller.state.history[before:][-1] == (HUMAN, ClaimWin())
    assert controller.outcome.detail.get("winner") == HUMAN


def test_a_position_taken_over_mid_window_shows_the_tile_on_offer(qtbot, settings, shutdown):
    """Laid out from the view alone: a tile added to a kong sits on its pung while the others
    may rob it; a fresh discard lies at the end of its river."""
    table = make_table(qtbot, settings, shutdown)
    controller = table.controller
    state = kong_turn()
    state.apply(HUMAN, AddedKong(31))
    controller.show_position(state, seed=1)
    controller.cancel_ai()
    assert shows_the_deal(controller)
    assert [len(group) for group in controller.melds[BOTTOM].groups] == [4]
    controller.show_position(claim_window(), seed=1)
    controller.cancel_ai()
    assert shows_the_deal(controller)
    river = controller.rivers[3]
    assert [controller.card_for(item).kind for item in river.cards] == [3] and river.fresh is river.cards[0]


def test_a_refusal_in_a_claim_window_stays_while_the_ais_answer_unseen(qtbot, settings, shutdown):
    # The AIs' answers to a discard are secret until the window closes: the player sees nothing
    # move, so the reason given for a refused tile still holds and stays up.
    table = make_table(qtbot, settings, shutdown)
    controller = table.controller
    controller.show_position(claim_window(), seed=1)
    history = len(controller.state.history)
    click_card(table, controller.hands[BOTTOM].cards[0])
    refusal = "Answer the discard first: claim it or pass."
    assert table.status.text() == refusal
    qtbot.waitUntil(lambda: len(controller.state.history) == history + 2, timeout=10_000)  # both AIs answered
    qtbot.wait(50)
    assert controller.human_to_act and table.status.text() == refusal
    assert table.status.property("warning") == "true"


def test_the_hint_in_a_claim_window_marks_the_suggested_button(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown)
    controller = table.controller
    controller.show_position(claim_window(), seed=1)
    controller.cancel_ai()
    QTest.mouseClick(table.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.hinted is not None, timeout=15000)  # a busy machine
    marked = [action for button, action in table.claim_buttons().items() if button.property("hinted") == "true"]
    assert marked == [controller.hinted]
    assert table.status.text().startswith("Hint: ") and "unseen" in table.status.text()


def test_tiles_are_listed_by_name_a_suits_runs_shortened(qtbot, settings, shutdown):
    table = make_table(qtbot, settings, shutdown, WHOLE_DEAL_SEED)
    names = table.controller.tiles_text
    assert names([0, 1, 2, 3, 22, 27, 31]) == "1–4 of characters; 5 of dots; East Wind; Red Dragon"
    assert names([9, 10, 13, 14, 15, 17]) == "1, 2, 5–7, 9 of bamboo"


@pytest.mark.parametrize("language", ["ru", "id", "hi", "en"])
def test_seat_badges_fit_their_words_or_tell_them_whole(qtbot, language, tmp_path, monkeypatch):
    """A badge such as "Запад · ИИ напротив" is written in a smaller letter where that makes it
    fit; what is still cut short is whole in its tooltip and accessible name."""
    from cardavia_qt import app as cardavia
    from cardavia_qt import settings as settings_module
    from PySide6.QtGui import QFont

    monkeypatch.setattr(settings_module, "config_path", lambda: tmp_path / "settings.json")
    window = cardavia.build(cardavia.parse_args(["--lang", language]))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    table = window.start_game("mahjong", seed=5)
    table.hold_still()
    try:
        for badge in table.controller.badges:
            assert badge.title and badge.title in badge.toolTip() and badge.accessible_name == badge.toolTip()
            size = max(10, badge.boundingRect().height() * 0.32)
            font, drawn = badge.fitted(badge.title, size, QFont.Weight.Bold)
            assert drawn == badge.title or (drawn.endswith("…") and font.pixelSize() < size)
    finally:
        table.controller.shutdown()


def badge_words_cut(qtbot, language, tmp_path, monkeypatch, smallest: bool) -> list:
    """Each badge's words as every seat in turn is East (so every wind meets every seat):
    (text, letter size drawn, full size) for those cut short, or also drawn smaller unless at
    the `smallest` table (the window at its least, beside the deal log), where letters may
    shrink."""
    from cardavia_qt import app as cardavia
    from cardavia_qt import settings as settings_module
    from PySide6.QtGui import QFont

    monkeypatch.setattr(settings_module, "config_path", lambda: tmp_path / "settings.json")
    window = cardavia.build(cardavia.parse_args(["--lang", language]))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    table = window.start_game("mahjong", seed=5)
    controller = table.controller
    try:
        qtbot.waitUntil(lambda: all(len(hand.cards) >= 13 for hand in controller.hands), timeout=10000)
        table.hold_still()
        if smallest:
            table.show_log(True)
            window.resize(400, 300)
            QCoreApplication.processEvents()
            assert table.view.width() <= 700
        cut = []
        for dealer in range(4):
            controller.words.dealer = dealer  # the badges' words follow the dealer the table notes
            controller._refresh_captions()
            for badge in controller.badges:
                assert badge.subtitle_size() >= 10
                for text, size, weight in ((badge.title, badge.title_size(), QFont.Weight.Bold),
                                           (badge.subtitle, badge.subtitle_size(), QFont.Weight.Normal)):
                    font, drawn = badge.fitted(text, size, weight)
                    if drawn != text or (not smallest and font.pixelSize() < int(size)):
                        cut.append((text, font.pixelSize(), int(size)))
        return cut
    finally:
        controller.shutdown()


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_seat_badges_show_their_words_whole_and_full_size_at_1280_by_800(qtbot, language, tmp_path, monkeypatch):
    """At the default window size every seat badge ("Запад · Напротив", "Selatan · Seberang",
    "сдающий · 14 костей") fits its width in its full-size letter, whichever wind each seat
    has: nothing is shrunk or cut, and the second line is no smaller than 10 px."""
    assert badge_words_cut(qtbot, language, tmp_path, monkeypatch, smallest=False) == []


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_seat_badges_show_their_words_whole_at_the_smallest_table(qtbot, language, tmp_path, monkeypatch):
    """Seen live in Russian, the window at its least beside the deal log (a 640-px table):
    «сдающий · 13 ко…» and «Север · Напрот…». The AIs' badges widen where the table has room."""
    assert badge_words_cut(qtbot, language, tmp_path, monkeypatch, smallest=True) == []


@pytest.mark.parametrize("size", [(1280, 800), (1600, 900), (1920, 1080)])
def test_the_bar_keeps_its_height_while_claim_buttons_with_tiles_show(qtbot, settings, shutdown, size):
    """Chow and kong buttons carry pictures of their tiles; showing them must not make the bar
    taller (the table above would jump by a few pixels at each claim window)."""
    table = make_table(qtbot, settings, shutdown)  # no deal: no AI move re-syncs the bar meanwhile
    table.resize(*size)
    qtbot.wait(10)
    QCoreApplication.processEvents()
    before = table.bar.height()
    table.sync_actions([Chow(0), Chow(1), Chow(2), Pass()])
    QCoreApplication.processEvents()
    assert sum(button.isVisible() and not button.icon().isNull() for button in table.chow_buttons) == 3
    assert table.bar.height() == before
    table.sync_actions([])
    QCoreApplication.processEvents()
    assert table.bar.height() == before


@pytest.mark.parametrize("language", ["hi", "ru", "en"])
def test_three_chows_hu_and_pass_leave_every_word_whole_at_1024_px(qtbot, settings, shutdown, language):
    """The widest claim window there is, three chows, Hu and Pass, beside Back to lobby, Hint and
    Take back: seen live in Hindi at 1024 px, the bar was wider than the window and the words of
    Back to lobby, the first chow and Take back were cut short. Every button keeps at least its
    own minimum width (whole words), none lies over another, all inside the bar."""
    from PySide6.QtWidgets import QApplication, QPushButton

    from cardavia_qt.fonts import register_bundled_fonts
    from cardavia_qt.i18n import Translators
    from engine.mahjong.actions import ClaimWin

    register_bundled_fonts()  # Hindi in its own font, as in the app
    settings.take_backs = True
    table = make_table(qtbot, settings, shutdown)
    Translators(QApplication.instance()).switch(language)
    table.resize(1024, 620)
    qtbot.wait(10)
    table.sync_actions([Chow(0), Chow(1), Chow(2), ClaimWin(), Pass()])
    table._fit_bar()
    QCoreApplication.processEvents()
    buttons = [button for button in table.bar.findChildren(QPushButton) if button.isVisible()]
    assert {table.lobby_button, table.hint_button, table.take_back_button, table.hu_button, table.pass_button,
            *table.chow_buttons} <= set(buttons)
    for button in buttons:
        assert button.width() >= button.minimumSizeHint().width(), (button.objectName(), button.text())
        assert table.bar.rect().contains(button.geometry()), button.objectName()
    for first, second in itertools.combinations(buttons, 2):
        assert not first.geometry().intersects(second.geometry()), (first.objectName(), second.objectName())
    assert table.status.width() >= table.status.minimumWidth()
    height = table.bar.height()
    table.sync_actions([])  # the window closes: the bar is roomy again, and no taller or shorter
    table._fit_bar()
    QCoreApplication.processEvents()
    assert table.bar.property("tight") in ("", None)
    assert table.bar.height() == height


@pytest.mark.parametrize("language", ["ru", "en", "hi"])
def test_a_status_too_long_even_beside_a_tight_bar_is_cut_not_grown(qtbot, settings, shutdown, language):
    """At 1024 px beside the widest claim bar (three chows, Hu and Pass), a status that does
    not fit two lines at its smallest size even once the buttons gave up their spare room is
    cut to those two lines, an ellipsis at its end and the words whole in its tooltip: seen
    live, Sì Sè Pái's «Вы вытянули карту «слон красных»: выигрывайте с ней, возьмите её в
    группу или пас» made the bar 66 px taller and the table above it jump. A status that
    fits is shown whole, with no tooltip."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication

    from cardavia_qt.fonts import register_bundled_fonts
    from cardavia_qt.i18n import Translators
    from engine.mahjong.actions import ClaimWin

    register_bundled_fonts()
    table = make_table(qtbot, settings, shutdown)  # no deal: nothing re-syncs the status meanwhile
    Translators(QApplication.instance()).switch(language)
    table.resize(1024, 575)
    qtbot.wait(10)
    table.sync_actions([Chow(0), Chow(1), Chow(2), ClaimWin(), Pass()])
    table._status_texts = ("Go", "Go")
    table._fit_bar()
    QCoreApplication.processEvents()
    height, view = table.bar.height(), table.view.height()
    sentence = "Вы вытянули карту «слон красных»: выигрывайте с ней, возьмите её в группу или пас. "
    cut = 0
    for words in range(1, 60, 3):
        text = " ".join(sentence.split()[:words] * 3)
        table._status_texts = (text, text)
        table._fit_bar()
        QCoreApplication.processEvents()
        status = table.status
        assert (table.bar.height(), table.view.height()) == (height, view), text
        needed = QFontMetrics(status.font()).boundingRect(QRect(0, 0, status.contentsRect().width(), 1 << 20),
                                                          int(Qt.TextFlag.TextWordWrap), status.text()).height()
        assert needed <= status.height(), status.text()
        if status.text() == text:
            assert status.toolTip() == ""
        else:
            cut += 1
            assert status.toolTip() == text
            assert status.text().endswith("…") and status.text().count("\n") == 1
            first, last = status.text().split("\n")
            assert text.startswith(first) and text[len(first):].lstrip().startswith(last[:-1])
    assert cut > 0  # the longest sentences could not have fit


@pytest.mark.parametrize(("width", "chows"), [*itertools.product((900, 960, 1024, 1100, 1280), (1, 2, 3))])
def test_claim_buttons_never_overlap_in_a_narrow_window(qtbot, settings, shutdown, width, chows):
    """Every control of the bar keeps at least its own minimum width and none lies over
    another, however many chows are on offer (at 1024 px two chows and Pass squeezed the
    buttons over each other): the level picker steps aside, then the second and third chow
    show only their tiles, then every button takes less room at its sides."""
    from PySide6.QtWidgets import QWidget

    table = make_table(qtbot, settings, shutdown)
    table.resize(width, 700)
    qtbot.wait(10)
    table.sync_actions([Chow(low) for low in range(chows)] + [Pass()])
    table._fit_bar()
    QCoreApplication.processEvents()
    shown = [widget for widget in table.bar.findChildren(QWidget)
             if widget.parent() is table.bar and widget.isVisible()]
    for widget in shown:
        assert widget.width() >= widget.minimumSizeHint().width(), widget.objectName()
    for first, second in itertools.combinations(shown, 2):
        assert not first.geometry().intersects(second.geometry()), (first.objectName(), second.objectName())
    assert table.hint_button.isVisible() and table.take_back_button.isVisible() == settings.take_backs
    table.sync_actions([])
    table._fit_bar()
    QCoreApplication.processEvents()
    assert table.level_box.isVisible() == (table.bar.layout().minimumSize().width() <= table.bar.width())


@pytest.mark.parametrize("size", [(640, 480), (700, 420), (1024, 620), (1280, 800), (1900, 1060)])
def test_the_rounds_name_stays_clear_of_the_wall_in_every_language(qtbot, settings, shutdown, size):
    # Seen live in Chinese with the deal log open: «东风圈» under the round's wind ran under the
    # wall's top tiles, whose stack climbed 6.6 px off 14 px tiles, showing them as two. And in
    # Russian at 640 px, «Восточный раунд» was wider than the square, cut at both ends.
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QApplication

    from cardavia_qt.i18n import LANGUAGE_CODES, Translators

    table = make_table(qtbot, settings, shutdown, 3)
    table.resize(*size)
    table.hold_still()
    wall = table.controller.wall
    tiles = [item.mapRectToScene(item.card_rect()) for item in wall.cards if item.isVisible()]
    assert tiles
    wall_top = min(tile.top() for tile in tiles)
    bottom, top = max(tile.bottom() for tile in tiles), min(tile.top() for tile in tiles)
    height = max(tile.height() for tile in tiles)
    assert bottom - top <= height * 1.25, "a squared stack, not two tiles apart"
    for language in LANGUAGE_CODES:
        Translators(QApplication.instance()).switch(language)
        QCoreApplication.processEvents()
        table.hold_still()
        assert wall.heading, language
        tile, words = wall.heading_layout()
        heading = wall.mapRectToScene(words)
        text_height = QFontMetricsF(wall.heading_font()).height()
        assert heading.height() >= text_height - 0.5, (language, size)  # its line is whole
        assert heading.bottom() <= wall_top, (language, size)
        assert wall.mapRectToScene(tile).bottom() <= heading.top() + 0.5
        name_width = QFontMetricsF(wall.heading_font()).horizontalAdvance(wall.heading)
        assert name_width <= wall.rect.width(), (language, size, wall.heading)
