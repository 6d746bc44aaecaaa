"""The one error the mahjong library raises: bad input, with a translatable reason."""

from __future__ import annotations

from engine.core.messages import Message, Plural, declare


class MahjongError(ValueError):
    """Refused input (an unknown tile, an impossible hand, contradictory flags...)."""

    def __init__(self, reason: Message):
        super().__init__(reason.text())
        self.reason = reason


UNKNOWN_TILE = declare("mahjong.error.unknown_tile", "Unknown tile {tile!r}.")
FLOWER_IN_HAND = declare("mahjong.error.flower_in_hand", "A flower cannot be part of the hand; count it in the flowers instead.")
FIFTH_COPY = declare("mahjong.error.fifth_copy", "There are only four copies of {tile}, this hand uses {count}.")
BAD_CHOW = declare("mahjong.error.bad_chow", "{tile} cannot be the middle tile of a chow.")
BAD_MELD = declare("mahjong.error.bad_meld", "Unknown set type {kind!r} (use CHI, PENG or GANG).")
BAD_OFFER = declare("mahjong.error.bad_offer", "Set offer must be 0-3 (a chow: 1-3), not {offer!r}.")
TOO_MANY_MELDS = declare("mahjong.error.too_many_melds", "A hand has at most four declared sets, not {count}.")
# The number of concealed tiles decides the plural; the declared sets are told apart.
WRONG_COUNT = declare(
    "mahjong.error.wrong_count",
    Plural("The hand needs {need} concealed tile besides the winning tile, not {count} (declared sets: {melds}).",
           "The hand needs {need} concealed tiles besides the winning tile, not {count} (declared sets: {melds}).",
           n="need"),
)
WRONG_SHANTEN_COUNT = declare(
    "mahjong.error.wrong_shanten_count",
    Plural("The hand needs {need} concealed tile, not {count} (declared sets: {melds}).",
           "The hand needs {need} concealed tiles, not {count} (declared sets: {melds}).", n="need"),
)
BAD_WIND = declare("mahjong.error.bad_wind", "{which} wind must be 0-3 (East, South, West, North), not {value!r}.")
BAD_FLOWERS = declare("mahjong.error.bad_flowers", "Flower count must be 0-8, not {value!r}.")
BAD_FLAG = declare("mahjong.error.bad_flag", "{flag} must be true or false, not {value!r}.")
NOT_COMPLETE = declare("mahjong.error.not_complete", "This is not a complete winning hand.")
ROB_HELD_TILE = declare(
    "mahjong.error.rob_held_tile", "Cannot rob a kong of {tile}: the hand already holds or shows that tile."
)
REPLACEMENT_WITHOUT_KONG = declare(
    "mahjong.error.replacement_without_kong", "A win on a kong replacement tile needs a declared kong."
)
LAST_TILE_HELD = declare(
    "mahjong.error.last_tile_held",
    "Last Tile means the other three {tile} are visible, but the hand holds another one.",
)
INTERNAL = declare("mahjong.error.internal", "Internal error ({detail}); please report this hand.")
EMPTY_LINE = declare("mahjong.error.empty_line", "Empty line.")
BAD_JSON = declare("mahjong.error.bad_json", "Not a valid JSON object: {detail}")
MISSING_FIELD = declare("mahjong.error.missing_field", "Missing field {field!r}.")
BAD_NOTATION = declare("mahjong.error.bad_notation", "Cannot read {text!r}: {detail}")
