"""What a match is started with: the new-game screen and ``play`` flags both produce a
:class:`GameSettings`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from mahjong_tui.tiles_view import TileStyle
from rules.refusal import Refusal, reason_of

HUMAN = "human"
DEFAULT_BOT = "bot"  # the bot registry's default level
AUTO_PASS_CHOICES = ("none", "chi", "all")  # never / chi prompts / every claim but 胡



def bot_names() -> list[str]:
    """Every name the bot registry knows: what a seat may name besides ``human`` and ``bot``."""
    import bots  # the bots load when a seat is checked, not at start-up

    return sorted(bots.BOTS)


class BadSetting(ValueError):
    """A saved setting the app cannot use; the message names the field."""

@dataclass(frozen=True)
class GameSettings:
    variant: str = "jinshan"
    seats: tuple[str, str, str, str] = (HUMAN, DEFAULT_BOT, DEFAULT_BOT, DEFAULT_BOT)
    seed: int = 0
    hands: int = 4  # 0 = open-ended
    lang: str = "en"
    tile_style: TileStyle = TileStyle.CJK
    bot_delay: float = 0.6
    auto_pass: str = "none"
    options: dict[str, Any] = field(default_factory=dict)
    practice: bool = False  # issue 10: undo allowed (ctrl+z), not counted in the profile
    show_bot_hands: bool = False  # practice only: the bots' hands can be looked at (ctrl+b)
    confirm_blunders: bool = False  # practice only: a move the evaluator rates a blunder is asked once

    @property
    def humans(self) -> list[int]:
        return [chair for chair, player in enumerate(self.seats) if player == HUMAN]

    def is_human(self, chair: int) -> bool:
        return self.seats[chair] == HUMAN

    def with_(self, **changes: Any) -> GameSettings:
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["seats"] = list(self.seats)
        data["tile_style"] = self.tile_style.value
        return data

    @classmethod
    def from_json(cls, data: Any) -> GameSettings:
        """Settings read back from a save, every field checked (issue 15): ValueError names the first
        field the app cannot use, so a bad save is set aside instead of crashing the table."""
        from mahjong_tui.i18n import LANG_CHOICES
        from mahjong_tui.words import canonical_lang
        from rules.variants import VARIANT_IDS

        if not isinstance(data, dict):
            raise BadSetting("settings: not an object")
        seats = data.get("seats")
        if not isinstance(seats, list) or len(seats) != 4:
            raise BadSetting("settings.seats: a save must name four seats")
        players = (HUMAN, DEFAULT_BOT, *bot_names())
        for player in seats:
            _one_of("settings.seats", player, players)
        variant = _one_of("settings.variant", data.get("variant"), VARIANT_IDS)
        return cls(
            variant=variant,
            seats=(seats[0], seats[1], seats[2], seats[3]),
            seed=_whole("settings.seed", data.get("seed"), 0, MAX_SEED),
            hands=_whole("settings.hands", data.get("hands"), 0, MAX_HANDS),
            # "zh": older saves
            lang=canonical_lang(_one_of("settings.lang", data.get("lang"), LANG_CHOICES)),
            tile_style=TileStyle(_one_of("settings.tile_style", data.get("tile_style"),
                                         [s.value for s in TileStyle])),
            bot_delay=_seconds("settings.bot_delay", data.get("bot_delay")),
            auto_pass=_one_of("settings.auto_pass", data.get("auto_pass"), AUTO_PASS_CHOICES),
            options=_options(variant, data.get("options", {})),
            practice=_flag("settings.practice", data.get("practice", False)),
            show_bot_hands=_flag("settings.show_bot_hands", data.get("show_bot_hands", False)),
            confirm_blunders=_flag("settings.confirm_blunders", data.get("confirm_blunders", False)),
        )


MAX_HANDS = 999
MAX_SEED = 2**63


def _one_of(field_name: str, value: Any, allowed: Sequence[str]) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise BadSetting(f"{field_name}: {str(value)[:40]!r} is not one of "
                         f"{', '.join(dict.fromkeys(allowed))}")
    return value


def _whole(field_name: str, value: Any, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise BadSetting(f"{field_name}: expected a whole number from {low} to {high}")
    return value


def _seconds(field_name: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 60:
        raise BadSetting(f"{field_name}: expected seconds from 0 to 60")
    return float(value)


def _flag(field_name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise BadSetting(f"{field_name}: expected true or false")
    return value


def saved_options(variant: str, played: Mapping[str, Any], settings: Mapping[str, Any]) -> dict[str, Any]:
    """The options a saved match plays with: its match record's, the one copy (issue 26), checked by the
    variant's schema and named ``match.options``. A save of an earlier version held the options in its
    settings as well; that copy (checked by :meth:`GameSettings.from_json`) must say the same."""
    from rules.variants import get_variant
    from rules.variants.options import shown

    rules = get_variant(variant)
    options = rules.options(played, where="match.options")
    if "options" in settings and rules.options(settings["options"], where="settings.options") != options:
        raise BadSetting(Refusal.of("", "options_differ",
                                    "settings.options: {saved} differ from match.options {played}",
                                    saved=shown(settings["options"]), played=shown(options)))
    return options


def _options(variant: str, given: Any) -> dict[str, Any]:
    """The options given, each checked by the variant's schema (rules/variants/options.py)."""
    from rules.variants import get_variant
    from rules.variants.options import OptionError

    if not isinstance(given, dict):
        raise BadSetting("settings.options: not an object")
    try:
        checked = get_variant(variant).options(given, where="settings.options")
    except OptionError as exc:
        raise BadSetting(reason_of(exc)) from exc
    return {name: checked[name] for name in given}
