"""The display filters as numbers: what each slider position does to a pixel.

Contrast and colour temperature together are one affine map per channel,
``out = clamp(gain[c] * in + offset)``, so they can be applied by the same few whole-image
operations whatever the slider positions. Grain is described by its amplitude alone; the
pattern itself lives in `grain.py`.
"""

from __future__ import annotations

from dataclasses import dataclass

NEUTRAL = 50  # contrast and temperature at 50 % leave every pixel as it is
MIDDLE_GREY = 128.0  # what contrast pulls towards and pushes away from

# White-balance gains (red, green, blue) at the two ends of the temperature slider, relative
# to neutral white. They follow the colour of a black body at about 3000 K (warm end) and
# 9000 K (cool end) against ~6500 K, tempered so that a UI stays readable at the extremes.
WARM_GAINS = (1.20, 0.96, 0.65)
COOL_GAINS = (0.85, 0.97, 1.15)

# The grain's strength at 100 %: its strongest specks move a midtone by about this many
# levels (of 255) up or down; at 50 % by half as much — subtle, yet visible on the felt.
GRAIN_MAX_LEVELS = 64


@dataclass(frozen=True)
class DisplayFilter:
    """The three slider positions, 0–100 each. The defaults filter nothing at all (the app's
    own default settings add grain at 50 %)."""

    contrast: int = NEUTRAL
    grain: int = 0
    temperature: int = NEUTRAL

    @classmethod
    def from_settings(cls, settings) -> "DisplayFilter":
        return cls(int(settings.contrast), int(settings.grain), int(settings.temperature))

    def with_value(self, key: str, value: int) -> "DisplayFilter":
        if key not in ("contrast", "grain", "temperature"):
            raise KeyError(key)
        values = {"contrast": self.contrast, "grain": self.grain, "temperature": self.temperature}
        values[key] = max(0, min(100, int(value)))
        return DisplayFilter(**values)

    # -- contrast and temperature -------------------------------------------------------
    @property
    def colour_is_neutral(self) -> bool:
        return self.contrast == NEUTRAL and self.temperature == NEUTRAL

    @property
    def contrast_factor(self) -> float:
        """0 at 0 % (flat grey), 1 at 50 %, 2 at 100 %."""
        return self.contrast / NEUTRAL

    @property
    def white_balance(self) -> tuple[float, float, float]:
        """Per-channel gains: blue up and red down below 50 %, the reverse above."""
        shift = (self.temperature - NEUTRAL) / NEUTRAL  # -1 … 1
        ends = WARM_GAINS if shift > 0 else COOL_GAINS
        weight = abs(shift)
        return tuple(1.0 + (end - 1.0) * weight for end in ends)

    def affine(self) -> tuple[tuple[float, float, float], float]:
        """(gains per channel, common offset): out = clamp(gain * in + offset).

        White balance first, then contrast about middle grey, folded into one map so that no
        intermediate clamp loses information.
        """
        k = self.contrast_factor
        gains = tuple(k * g for g in self.white_balance)
        return gains, (1.0 - k) * MIDDLE_GREY

    def map_rgb(self, red: int, green: int, blue: int) -> tuple[int, int, int]:
        """One colour through the contrast and temperature maps (the reference the image
        passes are tested against)."""
        gains, offset = self.affine()
        return tuple(_clamp_byte(gain * value + offset) for gain, value in zip(gains, (red, green, blue)))

    # -- grain ------------------------------------------------------------------------------
    @property
    def grain_strength(self) -> int:
        """The strongest speck's strength in levels; 0 means no grain at all."""
        return round(GRAIN_MAX_LEVELS * self.grain / 100)

    @property
    def is_neutral(self) -> bool:
        return self.colour_is_neutral and self.grain_strength == 0


def _clamp_byte(value: float) -> int:
    return max(0, min(255, int(round(value))))
