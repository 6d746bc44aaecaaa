"""The 81 fan of the Mahjong Competition Rules: English name, points, Chinese name.

The order (by points, as the rule book lists them) is also the order of a printed fan list.
Each fan has a constant here (its index), so the scorer can count fans in a plain list.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from engine.core.messages import Message, declare


class Fan(NamedTuple):
    name: str
    points: int
    name_zh: str


FANS: tuple[Fan, ...] = (
    Fan('Big Four Winds', 88, '大四喜'),
    Fan('Big Three Dragons', 88, '大三元'),
    Fan('All Green', 88, '绿一色'),
    Fan('Nine Gates', 88, '九莲宝灯'),
    Fan('Four Kongs', 88, '四杠'),
    Fan('Seven Shifted Pairs', 88, '连七对'),
    Fan('Thirteen Orphans', 88, '十三幺'),
    Fan('All Terminals', 64, '清幺九'),
    Fan('Little Four Winds', 64, '小四喜'),
    Fan('Little Three Dragons', 64, '小三元'),
    Fan('All Honors', 64, '字一色'),
    Fan('Four Concealed Pungs', 64, '四暗刻'),
    Fan('Pure Terminal Chows', 64, '一色双龙会'),
    Fan('Quadruple Chow', 48, '一色四同顺'),
    Fan('Four Pure Shifted Pungs', 48, '一色四节高'),
    Fan('Four Pure Shifted Chows', 32, '一色四步高'),
    Fan('Three Kongs', 32, '三杠'),
    Fan('All Terminals and Honors', 32, '混幺九'),
    Fan('Seven Pairs', 24, '七对'),
    Fan('Greater Honors and Knitted Tiles', 24, '七星不靠'),
    Fan('All Even Pungs', 24, '全双刻'),
    Fan('Full Flush', 24, '清一色'),
    Fan('Pure Triple Chow', 24, '一色三同顺'),
    Fan('Pure Shifted Pungs', 24, '一色三节高'),
    Fan('Upper Tiles', 24, '全大'),
    Fan('Middle Tiles', 24, '全中'),
    Fan('Lower Tiles', 24, '全小'),
    Fan('Pure Straight', 16, '清龙'),
    Fan('Three-Suited Terminal Chows', 16, '三色双龙会'),
    Fan('Pure Shifted Chows', 16, '一色三步高'),
    Fan('All Five', 16, '全带五'),
    Fan('Triple Pung', 16, '三同刻'),
    Fan('Three Concealed Pungs', 16, '三暗刻'),
    Fan('Lesser Honors and Knitted Tiles', 12, '全不靠'),
    Fan('Knitted Straight', 12, '组合龙'),
    Fan('Upper Four', 12, '大于五'),
    Fan('Lower Four', 12, '小于五'),
    Fan('Big Three Winds', 12, '三风刻'),
    Fan('Mixed Straight', 8, '花龙'),
    Fan('Reversible Tiles', 8, '推不倒'),
    Fan('Mixed Triple Chow', 8, '三色三同顺'),
    Fan('Mixed Shifted Pungs', 8, '三色三节高'),
    Fan('Chicken Hand', 8, '无番和'),
    Fan('Last Tile Draw', 8, '妙手回春'),
    Fan('Last Tile Claim', 8, '海底捞月'),
    Fan('Out with Replacement Tile', 8, '杠上开花'),
    Fan('Robbing the Kong', 8, '抢杠和'),
    Fan('All Pungs', 6, '碰碰和'),
    Fan('Half Flush', 6, '混一色'),
    Fan('Mixed Shifted Chows', 6, '三色三步高'),
    Fan('All Types', 6, '五门齐'),
    Fan('Melded Hand', 6, '全求人'),
    Fan('Two Concealed Kongs', 6, '双暗杠'),
    Fan('Two Dragon Pungs', 6, '双箭刻'),
    Fan('Outside Hand', 4, '全带幺'),
    Fan('Fully Concealed Hand', 4, '不求人'),
    Fan('Two Melded Kongs', 4, '双明杠'),
    Fan('Last Tile', 4, '和绝张'),
    Fan('Dragon Pung', 2, '箭刻'),
    Fan('Prevalent Wind', 2, '圈风刻'),
    Fan('Seat Wind', 2, '门风刻'),
    Fan('Concealed Hand', 2, '门前清'),
    Fan('All Chows', 2, '平和'),
    Fan('Tile Hog', 2, '四归一'),
    Fan('Double Pung', 2, '双同刻'),
    Fan('Two Concealed Pungs', 2, '双暗刻'),
    Fan('Concealed Kong', 2, '暗杠'),
    Fan('All Simples', 2, '断幺'),
    Fan('Pure Double Chow', 1, '一般高'),
    Fan('Mixed Double Chow', 1, '喜相逢'),
    Fan('Short Straight', 1, '连六'),
    Fan('Two Terminal Chows', 1, '老少副'),
    Fan('Pung of Terminals or Honors', 1, '幺九刻'),
    Fan('Melded Kong', 1, '明杠'),
    Fan('One Voided Suit', 1, '缺一门'),
    Fan('No Honors', 1, '无字'),
    Fan('Edge Wait', 1, '边张'),
    Fan('Closed Wait', 1, '嵌张'),
    Fan('Single Wait', 1, '单钓'),
    Fan('Self-Drawn', 1, '自摸'),
    Fan('Flower Tiles', 1, '花牌'),
)

BIG_FOUR_WINDS = 0
BIG_THREE_DRAGONS = 1
ALL_GREEN = 2
NINE_GATES = 3
FOUR_KONGS = 4
SEVEN_SHIFTED_PAIRS = 5
THIRTEEN_ORPHANS = 6
ALL_TERMINALS = 7
LITTLE_FOUR_WINDS = 8
LITTLE_THREE_DRAGONS = 9
ALL_HONORS = 10
FOUR_CONCEALED_PUNGS = 11
PURE_TERMINAL_CHOWS = 12
QUADRUPLE_CHOW = 13
FOUR_PURE_SHIFTED_PUNGS = 14
FOUR_PURE_SHIFTED_CHOWS = 15
THREE_KONGS = 16
ALL_TERMINALS_AND_HONORS = 17
SEVEN_PAIRS = 18
GREATER_HONORS_AND_KNITTED_TILES = 19
ALL_EVEN_PUNGS = 20
FULL_FLUSH = 21
PURE_TRIPLE_CHOW = 22
PURE_SHIFTED_PUNGS = 23
UPPER_TILES = 24
MIDDLE_TILES = 25
LOWER_TILES = 26
PURE_STRAIGHT = 27
THREE_SUITED_TERMINAL_CHOWS = 28
PURE_SHIFTED_CHOWS = 29
ALL_FIVE = 30
TRIPLE_PUNG = 31
THREE_CONCEALED_PUNGS = 32
LESSER_HONORS_AND_KNITTED_TILES = 33
KNITTED_STRAIGHT = 34
UPPER_FOUR = 35
LOWER_FOUR = 36
BIG_THREE_WINDS = 37
MIXED_STRAIGHT = 38
REVERSIBLE_TILES = 39
MIXED_TRIPLE_CHOW = 40
MIXED_SHIFTED_PUNGS = 41
CHICKEN_HAND = 42
LAST_TILE_DRAW = 43
LAST_TILE_CLAIM = 44
OUT_WITH_REPLACEMENT_TILE = 45
ROBBING_THE_KONG = 46
ALL_PUNGS = 47
HALF_FLUSH = 48
MIXED_SHIFTED_CHOWS = 49
ALL_TYPES = 50
MELDED_HAND = 51
TWO_CONCEALED_KONGS = 52
TWO_DRAGON_PUNGS = 53
OUTSIDE_HAND = 54
FULLY_CONCEALED_HAND = 55
TWO_MELDED_KONGS = 56
LAST_TILE = 57
DRAGON_PUNG = 58
PREVALENT_WIND = 59
SEAT_WIND = 60
CONCEALED_HAND = 61
ALL_CHOWS = 62
TILE_HOG = 63
DOUBLE_PUNG = 64
TWO_CONCEALED_PUNGS = 65
CONCEALED_KONG = 66
ALL_SIMPLES = 67
PURE_DOUBLE_CHOW = 68
MIXED_DOUBLE_CHOW = 69
SHORT_STRAIGHT = 70
TWO_TERMINAL_CHOWS = 71
PUNG_OF_TERMINALS_OR_HONORS = 72
MELDED_KONG = 73
ONE_VOIDED_SUIT = 74
NO_HONORS = 75
EDGE_WAIT = 76
CLOSED_WAIT = 77
SINGLE_WAIT = 78
SELF_DRAWN = 79
FLOWER_TILES = 80

BY_NAME = {f.name: i for i, f in enumerate(FANS)}

# Each fan's name is a message of its own, so a results list reads in the player's language
# (the official Chinese names above are what the Chinese translation uses).
_NAME_MESSAGES = {f.name: declare("mahjong.fan." + re.sub(r"[^a-z]+", "_", f.name.lower()).strip("_"), f.name)
                  for f in FANS}


def fan_message(name: str) -> Message:
    """The translatable name of the fan called `name` in English (KeyError if none is)."""
    return _NAME_MESSAGES[name]()
POINTS = tuple(f.points for f in FANS)
