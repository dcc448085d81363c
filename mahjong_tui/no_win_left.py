"""What the table says of a hand that can no longer win (issue 27 bug 3): its variant answers from the melds
already made (``Variant.no_win_left``, SH-9 in Shanghai: a chi and melds of two suits), and the player is told
so — on the status line, in the hint (the safest tiles instead of a ranking toward a dead goal) and, before
it is made, on the claim prompt of the claim that would do it."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import why_text
from mahjong_tui.widgets.status import HintView
from rules.engine import Action, ActionKind, Observation
from rules.hand import Meld, MeldType
from rules.variants import get_variant

if TYPE_CHECKING:
    from mahjong_tui.table_protocol import Session

_TEXT: dict[str, tuple[str, str]] = {
    "status": ("已經胡不了：{why}", "can't win: {why}"),
    "hint": ("已經胡不了（{rule}）：只能防守，打安全的牌", "Can't win ({rule}): play safe, throw"),
    "claim": ("⚠{claim}了就胡不了：{why}", "⚠ {claim} and you can't win: {why}"),
}
_RULE_ID = re.compile(r"\b[A-Z]{1,2}-\d+\b")
_CLAIMED_MELD = {ActionKind.CHI: MeldType.CHI, ActionKind.PENG: MeldType.PENG, ActionKind.KONG: MeldType.KONG}


def say(strings: Strings, key: str, **values: object) -> str:
    zh, en = _TEXT[key]
    return strings.pick(zh, en).format(**values)


def dead_status(why: str, strings: Strings) -> str:
    """The status line of a hand that cannot win: the variant's reason (no distance, no plan, no knock)."""
    return say(strings, "status", why=why_text(why, strings))


def dead_hint(obs: Observation, why: str, strings: Strings) -> HintView:
    """The hint of a dead hand: no win left, by which rule, and the three safest discards (bots.advice),
    which the hint panel draws with the hand's faces."""
    from bots.advice import safest_discards

    return HintView(say(strings, "hint", rule=", ".join(_RULE_ID.findall(why))),
                    safe_tiles=tuple(safest_discards(obs)))


def claim_warnings(session: Session, chair: int, legal: list[Action],
                   strings: Strings) -> tuple[str, ...]:
    """Before a claim is chosen: for each kind of claim on offer that would leave the hand nothing it may
    win with, a warning with the variant's reason; none while the hand is already past hope (the status
    line says so) or every claim keeps a hand it may win with."""
    variant = get_variant(session.settings.variant)
    melds = tuple(session.observation(chair).melds[chair])
    if variant.no_win_left(melds) is not None:
        return ()
    lines = []
    for kind, meld_type in _CLAIMED_MELD.items():
        for action in (a for a in legal if a.kind is kind and a.tile is not None):
            why = variant.no_win_left((*melds, claimed_meld(action, meld_type)))
            if why is not None:
                lines.append(say(strings, "claim", claim=strings(kind.value), why=why_text(why, strings)))
                break
    return tuple(lines)


def claimed_meld(action: Action, meld_type: MeldType) -> Meld:
    """The meld a claim would put on the table: a chi's sequence, three or four of the tile."""
    assert action.tile is not None
    size = 4 if meld_type is MeldType.KONG else 3
    tiles = tuple(sorted(action.meld)) if action.meld else (action.tile,) * size
    return Meld(meld_type, tiles, claimed=action.tile)
