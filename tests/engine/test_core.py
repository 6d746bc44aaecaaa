"""The shared contract: messages, the registry and its lobby facts, seeded randomness."""

import pytest

from engine.core import registry
from engine.core.messages import Message, Plural, declare, templates
from engine.core.rng import derive_seed, make_rng
from engine.core.state import IllegalAction


def test_messages_render_english_defaults_with_nested_parameters():
    inner = declare("test.inner", "the {card}")
    outer = declare("test.outer", "Seat {seat} plays {what}.")
    message = outer(seat=1, what=inner(card="9♠"))
    assert message.text() == "Seat 1 plays the 9♠."
    assert message.code == "test.outer" and message.args["seat"] == 1
    assert message == outer(what=inner(card="9♠"), seat=1)  # parameters are order-free values
    assert hash(message) == hash(outer(what=inner(card="9♠"), seat=1))


def test_a_seat_is_a_number_the_reader_decides_how_to_name():
    attack = declare("test.attack", "{seat} attacks {target}.",
                     you={"seat": "You attack {target}.", "target": "{seat} attacks you."})
    message = attack(seat=1, target=0)
    assert message.seats == {"seat": 1, "target": 0}  # numbers, not names baked into text
    assert message.text() == "Seat 1 attacks seat 0."
    assert message.text(reader=0) == "Seat 1 attacks you."
    assert message.text(reader=1) == "You attack seat 0."
    assert message.form(reader=2).key == "test.attack"
    assert [form.key for form in attack.forms()] == ["test.attack", "test.attack.you.seat", "test.attack.you.target"]


def test_a_you_form_must_exist_for_a_real_seat_and_must_not_name_it():
    with pytest.raises(ValueError):
        declare("test.no_such_seat", "{seat} plays.", you={"other": "You play."})
    with pytest.raises(ValueError):
        declare("test.still_named", "{seat} plays.", you={"seat": "{seat}, you play."})


def test_counts_choose_the_english_plural():
    draw = declare("test.draw", Plural("{seat} draws {count} card.", "{seat} draws {count} cards."),
                   you={"seat": Plural("You draw {count} card.", "You draw {count} cards.")})
    assert draw(seat=1, count=1).text() == "Seat 1 draws 1 card."
    assert draw(seat=1, count=3).text() == "Seat 1 draws 3 cards."
    assert draw(seat=1, count=0).text() == "Seat 1 draws 0 cards."
    assert draw(seat=1, count=1).text(reader=1) == "You draw 1 card."
    assert draw.default == "{seat} draws {count} cards."  # the catalogue's source is the plural


def test_no_engine_message_says_a_count_without_its_plural_forms():
    # "draws 1 cards": every number that counts something chooses its wording.
    registry.all_games()
    counting = {"count", "limit", "points", "total", "need"}
    for template in templates():
        for form in template.forms():
            said = {name for name in counting if "{" + name + "}" in form.source}
            if said and not template.code.startswith(("test.", "mahjong.error.fifth_copy",
                                                     "mahjong.error.too_many_melds")):
                assert form.count in said and form.one is not None, (template.code, form.source)


def test_every_seat_in_an_event_or_outcome_has_its_you_form():
    registry.all_games()
    for template in templates():
        if ".event." in template.code or ".outcome." in template.code:
            assert "Seat" not in template.default and "seat {" not in template.default.lower(), template.code
            for name in ("seat", "source", "discarder", "attacker", "defender"):
                if "{" + name + "}" in template.default:
                    assert name in template.seats, (template.code, name)


def test_a_message_code_cannot_mean_two_things():
    declare("test.same", "One text.")
    with pytest.raises(ValueError):
        declare("test.same", "Another text.")


def test_every_engine_message_has_a_unique_code_and_an_english_default():
    for info in registry.all_games():  # import every game's rules (the registry names them only)
        registry.load(info.new_state)
    codes = [t.code for t in templates()]
    assert len(codes) == len(set(codes))
    assert any(code.startswith("durak.") for code in codes)
    assert all(t.default.strip() for t in templates())


def test_illegal_action_carries_a_translatable_reason():
    reason = declare("test.reason", "Not {what}.")(what="now")
    error = IllegalAction(reason)
    assert str(error) == "Not now." and error.reason is reason
    assert isinstance(reason, Message)


def test_registry_lists_all_four_games_with_lobby_facts():
    games = {g.id: g for g in registry.all_games()}
    assert set(games) == {"sisepai", "durak", "mahjong", "kowah"}
    durak = games["durak"]
    assert (durak.players, durak.cards, durak.origin) == (2, 36, "Russia")
    assert durak.table == "2 players · you against one AI · a single deal"
    assert durak.wikipedia.startswith("https://") and durak.playable
    assert games["sisepai"].cards == 120  # the tradition's pack size, as the lobby shows it
    assert games["mahjong"].unit == "tiles" and games["kowah"].players == 3
    assert {"random", "easy", "hard"} <= set(durak.policy_names())


def test_registry_refuses_unknown_games_and_policies_clearly():
    with pytest.raises(LookupError, match="unknown game"):
        registry.get("chess")
    with pytest.raises(LookupError, match="no AI called"):
        registry.get("durak").make_policy("genius", make_rng(1))
    coming = registry.GameInfo(id="x", name="Coming", players=2, origin="", cards=0, unit="cards",
                               wikipedia="", description="", table="")
    assert not coming.playable
    with pytest.raises(LookupError, match="not playable"):
        coming.new_deal(1)


def test_derived_seeds_are_stable_and_label_sensitive():
    assert derive_seed("durak", 1) == derive_seed("durak", 1)
    assert derive_seed("durak", 1) != derive_seed("durak", 2) != derive_seed("kowah", 1)
    assert make_rng("a", 1).random() == make_rng("a", 1).random()


def test_a_decision_generator_depends_on_seat_ply_and_level_and_on_nothing_else():
    from engine.core.rng import decision_rng

    first = decision_rng("durak", 7, 1, 12, "hard").random()
    assert decision_rng("durak", 7, 1, 12, "hard").random() == first
    others = {decision_rng("durak", 7, 0, 12, "hard").random(), decision_rng("durak", 7, 1, 13, "hard").random(),
              decision_rng("durak", 8, 1, 12, "hard").random(), decision_rng("durak", 7, 1, 12, "easy").random()}
    assert first not in others and len(others) == 4


def test_limits_reach_only_policies_that_take_them_and_a_deadline_marks_the_decision_cut_short():
    import time

    from engine.core.policy import Limits, decide

    seen = []

    class Plain:
        def choose(self, view, legal):
            return legal[0]

    class Searching:
        def choose(self, view, legal, limits=None):
            seen.append(limits)
            while not limits.should_stop():
                pass
            return legal[-1]

    assert decide(Plain(), None, [1, 2], Limits()) == 1
    limits = Limits(deadline=time.monotonic() + 0.01)
    assert decide(Searching(), None, [1, 2], limits) == 2
    assert seen == [limits] and limits.cut_short
    cancelled = Limits(cancelled=lambda: True)
    assert decide(Searching(), None, [1, 2], cancelled) == 2 and not cancelled.cut_short
