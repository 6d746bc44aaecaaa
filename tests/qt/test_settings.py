"""Settings persist atomically; a damaged file is kept aside and defaults are used."""

import json

import pytest

from cardavia_qt.settings import Settings, SettingsStore


def test_round_trip(tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    settings = Settings(language="nb", contrast=70, grain=10, temperature=35, card_indices="russian")
    settings.ai_levels["durak"] = "easy"
    store.save(settings)
    loaded = SettingsStore(tmp_path / "settings.json").load()
    assert loaded == settings
    assert list(tmp_path.iterdir()) == [tmp_path / "settings.json"]  # no temporary file left


def test_missing_file_gives_defaults_without_a_notice(tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    assert store.load() == Settings() and not store.damaged
    assert Settings().contrast == Settings().grain == Settings().temperature == 50


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b"[1, 2]",
                                     b'{"settings": {"contrast": "loud"}}', b'{"settings": 5}'])
def test_corrupt_file_is_kept_aside_and_defaults_used(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.damaged
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.corrupt-")]
    assert kept == [store.set_aside] and kept[0].read_bytes() == content  # nothing lost
    assert not path.exists()


def test_values_out_of_range_are_clamped_and_unknown_keys_ignored(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "settings": {"contrast": 150, "grain": -4, "future": 1}}))
    loaded = SettingsStore(path).load()
    assert (loaded.contrast, loaded.grain) == (100, 0)


def test_read_only_store_never_writes(tmp_path):
    store = SettingsStore(tmp_path / "settings.json", read_only=True)
    store.save(Settings(language="hi"))
    assert list(tmp_path.iterdir()) == []


def kept_aside(tmp_path, content: str) -> SettingsStore:
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    store = SettingsStore(path)
    assert store.load() == Settings() and store.damaged
    assert store.set_aside.read_text(encoding="utf-8") == content and not path.exists()
    return store


@pytest.mark.parametrize("geometry", ["é", "AdnQywACAAAAAAAA\u0661", "not base64!"])
def test_a_geometry_that_is_not_base64_is_damage(tmp_path, geometry):
    kept_aside(tmp_path, json.dumps({"version": 1, "settings": {"contrast": 70, "geometry": geometry}}))


@pytest.mark.parametrize("content", [
    {"version": 1, "preferences": {"contrast": 70}},  # no "settings" object
    {"contrast": 70, "language": "ru"},  # a bare object, never written by Cardavia
    {"settings": {"contrast": 70}},  # no version
    {"version": 1, "settings": {"ai_levels": {"durak": 3}}},
])
def test_a_wrong_shaped_settings_file_is_kept_aside_not_reset(tmp_path, content):
    kept_aside(tmp_path, json.dumps(content))


@pytest.mark.parametrize("speed, expected", [("Infinity", 2.0), ("1e9", 2.0), ("100", 2.0), ("1e6", 2.0),
                                             ("1e999", 2.0), ("-3", 0.0), ("0.5", 0.5), ("1", 1.0)])
def test_every_number_is_clamped_to_what_the_app_can_use(tmp_path, speed, expected):
    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "settings": {"animation_speed": %s, "contrast": 1e999, "grain": -1e999, '
                    '"temperature": 49.6}}' % speed, encoding="utf-8")
    loaded = SettingsStore(path).load()
    assert loaded.animation_speed == expected and isinstance(loaded.animation_speed, float)
    assert (loaded.contrast, loaded.grain, loaded.temperature) == (100, 0, 50)
    assert all(isinstance(value, int) for value in (loaded.contrast, loaded.grain, loaded.temperature))


@pytest.mark.parametrize("field", ["animation_speed", "contrast"])
def test_not_a_number_is_damage(tmp_path, field):
    kept_aside(tmp_path, '{"version": 1, "settings": {"%s": NaN}}' % field)


@pytest.mark.parametrize(("language", "latin"), [("en", True), ("nb", True), ("hi", True), ("zh_CN", True),
                                                 ("id", True), ("ru", False)])
def test_card_indices_follow_the_language_until_the_player_chooses(language, latin):
    settings = Settings(language=language)
    assert settings.latin_indices is latin
    settings.latin_indices = not latin  # chosen in Options: kept whatever the language
    for other in ("en", "ru"):
        settings.language = other
        assert settings.latin_indices is not latin


@pytest.mark.parametrize(("saved", "latin_in_english", "latin_in_russian"), [
    ({"latin_indices": True}, True, True),  # the old flag, set: a choice of Latin
    ({"latin_indices": False}, True, False),  # the old default: nobody chose
    ({"card_indices": "russian"}, False, False),
])
def test_older_files_keep_a_choice_of_indices(tmp_path, saved, latin_in_english, latin_in_russian):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "settings": {"language": "en", **saved}}), encoding="utf-8")
    settings = SettingsStore(path).load()
    assert settings.latin_indices is latin_in_english
    settings.language = "ru"
    assert settings.latin_indices is latin_in_russian
