"""What a match is started with: the new-game screen and ``play`` flags both produce a :class:`GameSettings`."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any

from mahjong_tui.tiles_view import TileStyle

HUMAN = "human"
DEFAULT_BOT = "bot"  # the bot registry's default level
AUTO_PASS_CHOICES = ("none", "chi", "all")  # never / chi prompts / every claim but 胡


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

    @property
    def humans(self) -> list[int]:
        return [chair for chair, who in enumerate(self.seats) if who == HUMAN]

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
    def from_json(cls, data: dict[str, Any]) -> GameSettings:
        seats = tuple(str(s) for s in data["seats"])
        if len(seats) != 4:
            raise ValueError("a save must name four seats")
        return cls(
            variant=str(data["variant"]),
            seats=(seats[0], seats[1], seats[2], seats[3]),
            seed=int(data["seed"]),
            hands=int(data["hands"]),
            lang=str(data["lang"]),
            tile_style=TileStyle(data["tile_style"]),
            bot_delay=float(data["bot_delay"]),
            auto_pass=str(data["auto_pass"]),
            options=dict(data.get("options", {})),
            practice=bool(data.get("practice", False)),
            show_bot_hands=bool(data.get("show_bot_hands", False)),
        )
