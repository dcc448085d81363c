"""A tile kind's code in C-1 notation (``4`` → ``5m``): the one part of :mod:`rules.tiles` that
:mod:`rules.refusal` needs to write a refusal's plain English (rules.tiles refuses a tile string with a
Refusal, so neither may import the other's whole module)."""

from __future__ import annotations

from typing import Final

HONOR: Final = 27  # 字 honors: 1z-7z
FLOWER: Final = 34  # 花 flowers: 1f-8f


def suit_of(kind: int) -> str:
    """The suit letter of a kind: one of ``m p s z f``."""
    if kind < HONOR:
        return "mps"[kind // 9]
    return "z" if kind < FLOWER else "f"


def rank_of(kind: int) -> int:
    """1-9 for suits, 1-7 for honors, 1-8 for flowers."""
    if kind < HONOR:
        return kind % 9 + 1
    return kind - HONOR + 1 if kind < FLOWER else kind - FLOWER + 1


def tile_text(kind: int) -> str:
    """``4`` → ``"5m"``."""
    return f"{rank_of(kind)}{suit_of(kind)}"
