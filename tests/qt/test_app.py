"""The app as a whole: screenshots from the command line, settings that persist across runs,
a corrupt settings file kept aside, the language switching without a restart."""

import base64
import json
import struct

import pytest
from PySide6.QtGui import QFontDatabase, QImage
from PySide6.QtWidgets import QApplication, QLabel

from cardavia_qt import app as cardavia
from cardavia_qt import settings as settings_module
from cardavia_qt.fonts import register_bundled_fonts


@pytest.fixture
def config(tmp_path, monkeypatch):
    path = tmp_path / "config" / "settings.json"
    monkeypatch.setattr(settings_module, "config_path", lambda: path)
    return path


@pytest.fixture
def open_window(qtbot, config):
    windows = []

    def opener(*argv):
        window = cardavia.build(cardavia.parse_args(list(argv)))
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
        return window

    return opener


def visible_texts(widget) -> set[str]:
    QApplication.processEvents()  # LanguageChange reaches widgets as posted events
    return {label.text() for label in widget.findChildren(QLabel) if label.isVisibleTo(widget) and label.text()}


def test_devanagari_font_is_bundled_and_registered(qapp):
    families = register_bundled_fonts()
    assert "Noto Sans Devanagari" in families
    assert "Noto Sans Devanagari" in QFontDatabase.families()


@pytest.mark.parametrize("screen", ["lobby", "rules", "table"])
def test_screenshot_writes_a_png_and_no_settings(qapp, tmp_path, config, screen):
    target = tmp_path / f"{screen}.png"
    code = cardavia.main(["--screenshot", str(target), "--screen", screen, "--size", "1024x700",
                          "--autoplay", "5", "--lang", "nb", "--contrast", "80"])
    assert code == 0
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1024, 700)
    assert not config.exists() and not config.parent.exists()


def test_same_arguments_give_the_same_picture(qapp, tmp_path, config):
    paths = [tmp_path / "a.png", tmp_path / "b.png"]
    for path in paths:
        assert cardavia.main(["--screenshot", str(path), "--screen", "table", "--seed", "3",
                              "--autoplay", "7", "--size", "900x600"]) == 0
    assert QImage(str(paths[0])) == QImage(str(paths[1]))


def test_slider_setting_persists_after_a_restart(qtbot, open_window, config):
    window = open_window()
    window.header.sliders["contrast"].slider.setValue(73)
    qtbot.waitUntil(lambda: config.exists(), timeout=3000)
    window.close()
    assert json.loads(config.read_text())["settings"]["contrast"] == 73
    again = open_window()
    assert again.header.sliders["contrast"].slider.value() == 73
    assert again.settings.contrast == 73


def test_corrupt_settings_are_kept_aside_and_the_app_starts(qtbot, open_window, config):
    config.parent.mkdir(parents=True)
    config.write_text("{ this is not json", encoding="utf-8")
    window = open_window()
    assert window.isVisible() and window.settings.contrast == 50
    kept = list(config.parent.glob("settings.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == "{ this is not json"
    assert window.notice.isVisible() and "kept" in window.notice.label.text()


def test_language_switch_changes_visible_texts_without_restart(qtbot, open_window):
    window = open_window()
    english = visible_texts(window)
    combo = window.header.language
    combo.setCurrentIndex(combo.findText("Norsk bokmål"))
    norwegian = visible_texts(window)
    assert window.header.language_label.text() != "&Language"
    assert len(english - norwegian) >= 5, "most visible texts should change"
    combo.setCurrentIndex(combo.findText("हिन्दी"))
    hindi = visible_texts(window)
    assert any("\u0900" <= ch <= "\u097f" for text in hindi for ch in text)
    combo.setCurrentIndex(combo.findText("English"))
    assert visible_texts(window) == english


def test_options_menu_sets_card_indices_and_animation_speed_and_they_persist(qtbot, open_window, config):
    window = open_window()
    table = window.start_game("durak", seed=4)
    options = window.header.options
    options.latin.trigger()
    options.speed_actions["off"].trigger()
    assert window.settings.latin_indices is True and window.settings.animation_speed == 0.0
    faces = [str(item.face) for item in table.scene.items() if getattr(item, "face", None)]
    assert faces and all("/latin/" in face for face in faces)
    qtbot.waitUntil(lambda: config.exists(), timeout=3000)
    window.close()
    again = open_window()
    assert again.settings.latin_indices is True and again.settings.animation_speed == 0.0
    assert again.header.options.latin.isChecked() and again.header.options.speed_actions["off"].isChecked()


def test_colour_marks_for_sisepai_are_an_option_that_persists(qtbot, open_window, config):
    window = open_window()
    table = window.start_game("sisepai", seed=4)
    faces = lambda: [str(item.face) for item in table.scene.items() if getattr(item, "face", None)]  # noqa: E731
    assert faces() and not any("/marked/" in face for face in faces())
    window.header.options.colour_marks.trigger()
    assert window.settings.colour_marks is True
    assert all("/marked/" in face for face in faces())  # every face-up card turned at once
    qtbot.waitUntil(lambda: config.exists() and json.loads(config.read_text())["settings"]["colour_marks"],
                    timeout=3000)
    table.controller.shutdown()
    window.close()
    again = open_window()
    assert again.settings.colour_marks is True and again.header.options.colour_marks.isChecked()
    again_table = again.start_game("sisepai", seed=4)
    assert all("/marked/" in str(item.face) for item in again_table.scene.items() if getattr(item, "face", None))
    again_table.controller.shutdown()


@pytest.mark.parametrize("geometry, told", [
    ("é", "Your settings file could not be read"),  # not base64: the whole file is damage
    (base64.b64encode(b"\x01\xd9\xd0\xcb" + bytes(60)).decode("ascii"), "The saved window size could not be used"),
    (base64.b64encode(b"no geometry of Qt's").decode("ascii"), "The saved window size could not be used"),
])
def test_a_geometry_that_cannot_be_used_opens_the_default_size_and_keeps_the_file(qtbot, open_window, config,
                                                                                 geometry, told):
    config.parent.mkdir(parents=True)
    text = json.dumps({"version": 1, "settings": {"grain": 21, "geometry": geometry}})
    config.write_text(text, encoding="utf-8")
    window = open_window()
    assert (window.width(), window.height()) == (1280, 800)
    (kept,) = config.parent.glob("settings.corrupt-*.json")
    assert kept.read_text(encoding="utf-8") == text
    assert told in window.notice.label.text() and kept.name in window.notice.label.text()
    window.close()
    assert json.loads(config.read_text())["settings"]["geometry"] != geometry


def moved_to_another_screen(record: bytes, how: str) -> bytes:
    """A window record of Qt's as another screen would have left it: one of another width (Qt
    refuses it), or a window on a monitor since unplugged (off every screen here)."""
    data = bytearray(record)
    if how == "wider screen":
        struct.pack_into(">i", data, 46, 2560)  # the width of the screen it was saved on
    else:
        for offset in (8, 24, 50):  # the frame, the normal window and the restored one
            left, top, right, bottom = struct.unpack_from(">4i", data, offset)
            struct.pack_into(">4i", data, offset, left + 5000, top, right + 5000, bottom)
    return bytes(data)


@pytest.mark.parametrize("how", ["wider screen", "unplugged monitor"])
def test_a_window_saved_on_another_screen_opens_at_the_default_size_with_nothing_set_aside(qtbot, open_window,
                                                                                         config, how):
    # Seen live: a window saved on a screen 800 px wide, opened on one 1,280 px wide, was
    # reported as a damaged settings file and the file set aside, though only the screen had
    # changed. (A window off every screen Qt itself brings back onto one.)
    window = open_window()
    window.resize(1000, 600)
    window.close()  # saves the geometry
    saved = json.loads(config.read_text())
    record = base64.b64decode(saved["settings"]["geometry"])
    saved["settings"]["geometry"] = base64.b64encode(moved_to_another_screen(record, how)).decode("ascii")
    saved["settings"]["grain"] = 21
    config.write_text(json.dumps(saved), encoding="utf-8")
    again = open_window()
    again.fit_to_screen()
    free = again.screen().availableGeometry()
    assert again.height() <= free.height() and again.geometry().intersects(free)
    assert not list(config.parent.glob("settings.corrupt-*.json"))
    assert not again.notice.isVisible() or "settings" not in again.notice.label.text()
    assert again.settings.grain == 21


def test_a_first_window_fits_the_free_screen_with_room_for_a_title_bar(open_window):
    """The default 1280×800 is taller than a 1366×768 or 1280×800 laptop's free screen once
    a title bar is added: the table's buttons at the bottom would be out of sight."""
    window = open_window()
    window.fit_to_screen()
    free = window.screen().availableGeometry()  # the offscreen test screen: 800×800
    assert free.height() <= 800
    assert free.height() - 80 <= window.height() <= free.height() - 30
    # (Its width stops at what the window's layout needs, 978 px: wider than this test screen,
    # narrower than any desktop's.)
    assert window.width() <= max(free.width(), window.minimumSizeHint().width())


def test_a_saved_window_size_is_kept_as_it_was(qtbot, open_window, config):
    window = open_window()
    window.resize(1000, 560)
    window.close()  # saves the geometry
    again = open_window()
    again.fit_to_screen()
    assert again.height() == 560


def test_card_indices_follow_a_language_switch_until_chosen(qtbot, open_window, config):
    window = open_window("--lang", "en")
    table = window.start_game("durak", seed=4)
    options = window.header.options

    def faces():
        return {item.face.parent.name for item in table.scene.items() if getattr(item, "face", None)}

    assert options.latin.isChecked() and faces() == {"latin"}
    window.set_language("ru")
    assert options.russian.isChecked() and faces() == {"ru"}
    options.latin.trigger()  # chosen: Latin stays, whatever the language
    window.set_language("en")
    window.set_language("ru")
    assert options.latin.isChecked() and faces() == {"latin"}
    table.controller.shutdown()
