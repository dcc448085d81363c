"""Which tiles a turn may discard (JS-3, CX-2, JS-7): the rule, then the faster form the turn runs.

:func:`allowed_discards` is the rule as a player reads it. :func:`turn_discards` gives the same answer as
discard actions, taken straight from the held counts over each game's shorter list of discard actions
(:func:`plain_discard_lists`, made once per wild rule and tile set); the tests check the two agree at
every turn of played hands (tests/rules/test_engine_discard_lists.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from rules.engine.actions import Action, ActionKind, simple_action
from rules.tiles import N_ALL_KINDS

KINDS = tuple(range(N_ALL_KINDS))
# each chair's discard action of every kind: shared instances, so a legal list is compared by identity
DISCARDS = [[simple_action(chair, ActionKind.DISCARD, k) for k in range(N_ALL_KINDS)] for chair in range(4)]


def allowed_discards(counts: Sequence[int], banned: int | None, kept_wilds: Sequence[int]) -> list[int]:
    """Held kinds that may be discarded. ``kept_wilds``: the wild kinds the variant keeps back while
    another kind is held (JS-3 百搭 only as a last resort, CX-2 龍 never; none where wilds go freely);
    ``banned``: JS-7's kind just claimed, not to be discarded at once unless nothing else may go."""
    held = list(compress(KINDS, counts))
    wilds_held = [kind for kind in kept_wilds if counts[kind]]
    if wilds_held and len(wilds_held) < len(held):  # plain tiles held: the wilds stay
        for kind in wilds_held:
            held.remove(kind)  # kinds are distinct: the order of the rest is kept
    if banned is not None and len(held) > 1 and banned in held:
        held.remove(banned)  # JS-7, unless it is the only legal discard
    return held


def plain_discard_lists(kept: tuple[int, ...], never_held: frozenset[int]) -> tuple[list[list[Action]], tuple[int, ...]]:
    """Each chair's discard actions up to the end of the kinds a turn may offer while a plain tile is held:
    from that end on every kind is a kept wild (JS-3, CX-2) or never held at a turn (set aside, C-3, or not
    in the set). With the kept wilds below that end, which :func:`turn_discards` still takes out one by one."""
    lists = _PLAIN_DISCARD_LISTS.get((kept, never_held))
    if lists is None:  # made once for each wild rule and set (a hand's games share them: never changed)
        end = N_ALL_KINDS
        while end and (end - 1 in kept or end - 1 in never_held):
            end -= 1
        lists = [offered[:end] for offered in DISCARDS], tuple(kind for kind in kept if kind < end)
        _PLAIN_DISCARD_LISTS[kept, never_held] = lists
    return lists


_PLAIN_DISCARD_LISTS: dict[tuple[tuple[int, ...], frozenset[int]], tuple[list[list[Action]], tuple[int, ...]]] = {}


def turn_discards(chair: int, counts: list[int], banned: int | None, plain: list[Action],
                  kept_below_end: tuple[int, ...]) -> list[Action]:
    """:func:`allowed_discards` as the chair's discard actions, over its ``plain`` list (the game's
    :func:`plain_discard_lists`): the kept wilds past its end are never offered while a plain tile is held,
    those below it (``kept_below_end``) are taken out here, unless nothing else is held."""
    found = list(compress(plain, counts))
    offered = DISCARDS[chair]
    kept = kept_below_end
    if kept and any(counts[kept[0]:kept[-1] + 1]):  # a wild held (the span's other kinds are sorted out below)
        wilds = [offered[kind] for kind in kept if counts[kind]]
    else:
        wilds = []
    if len(wilds) < len(found):  # plain tiles held: the wilds stay
        for action in wilds:
            _drop(found, action)
    else:  # a hand of wilds only must discard one
        found = list(compress(offered, counts))
    if banned is not None and len(found) > 1:
        _drop(found, offered[banned])  # JS-7, unless it is the only legal discard
    return found


def _drop(found: list[Action], action: Action) -> None:
    """Take ``action`` (a shared instance) out of ``found`` if it is there: by identity, from the end (the
    wild flowers are the highest kinds), without comparing actions field by field as ``list.remove`` does."""
    for i in range(len(found) - 1, -1, -1):
        if found[i] is action:
            del found[i]
            return
