"""What can be chosen on the new-game screen: variants with their options, and the bot registry's names."""

from __future__ import annotations

import random
from typing import Any

from mahjong_tui.script import to_script
from mahjong_tui.settings import DEFAULT_BOT
from rules.variants import VARIANT_IDS, get_variant


def variant_choices(lang: str) -> list[tuple[str, str]]:
    """(label, id) of every variant, named in the app's language."""
    out = []
    for vid in VARIANT_IDS:
        v = get_variant(vid)
        out.append((f"{v.name_zh} {v.name_en}" if lang == "en" else to_script(v.name_zh, lang), vid))
    return out


def bot_names() -> list[str]:
    """Every name the bot registry knows."""
    import bots

    return sorted(bots.BOTS)


def registry_name(name: str) -> str:
    """``bot`` means the registry's default level: the strongest general bot it has."""
    import bots

    if name != DEFAULT_BOT:
        return name
    for candidate in ("normal", "heuristic", "random"):
        if candidate in bots.BOTS:
            return candidate
    return min(bots.BOTS)


def make_bot(name: str, rng: random.Random) -> Any:
    """A bot from the registry (``bots.get_bot``) with its own generator."""
    import bots

    return bots.get_bot(registry_name(name), rng)
