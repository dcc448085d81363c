"""Which tiles a turn may discard (JS-3, CX-2, JS-7).

:func:`discardable` is the rule, and the engine runs it: :func:`allowed_discards` reads it as kinds and
:func:`turn_discards` as the chair's discard actions. Most turns hold a plain tile and neither the kind
just claimed nor a kept-back wild among the playing kinds, and then the rule lets every held plain kind
go: the turn reads those straight off the game's shorter list of discard actions
(:func:`plain_discard_lists`, a cache derived from the rule: it ends before the kept wilds that are
flowers, JS-3, and the kinds never held at a turn). tests/rules/test_engine_discard_lists.py checks both.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from rules.engine.actions import Action, ActionKind, simple_action
from rules.tiles import N_ALL_KINDS

KINDS = tuple(range(N_ALL_KINDS))
# each chair's discard action of every kind: shared instances, so a legal list is compared by identity
DISCARDS = [[simple_action(chair, ActionKind.DISCARD, k) for k in range(N_ALL_KINDS)] for chair in range(4)]


def discardable(counts: Sequence[int], banned: int | None, kept_wilds: Sequence[int]) -> Sequence[int]:
    """The held ``counts`` with every kind that may not be discarded now at 0. ``kept_wilds``: the wild
    kinds the variant keeps back while another kind is held (JS-3 百搭 only as a last resort, CX-2 龍
    never; none where wilds go freely); ``banned``: JS-7's kind just claimed, not to be discarded at once
    (no ban is set when the claim left two tiles in hand, ``claims.claim``) unless nothing else may go."""
    allowed = counts
    wild_tiles = sum(counts[kind] for kind in kept_wilds)
    if wild_tiles and wild_tiles < sum(counts):  # plain tiles held: the wilds stay
        allowed = list(counts)
        for kind in kept_wilds:
            allowed[kind] = 0
    if banned is not None and 0 < allowed[banned] < sum(allowed):  # JS-7, unless it is all that may go
        allowed = list(allowed)
        allowed[banned] = 0
    return allowed


def allowed_discards(counts: Sequence[int], banned: int | None, kept_wilds: Sequence[int]) -> list[int]:
    """The kinds that may be discarded (:func:`discardable`), in order."""
    return list(compress(KINDS, discardable(counts, banned, kept_wilds)))


def plain_discard_lists(kept: tuple[int, ...],
                        never_held: frozenset[int]) -> tuple[list[list[Action]], slice]:
    """Each chair's discard actions up to the end of the kinds a turn may offer while a plain tile is held:
    from that end on every kind is a kept wild (JS-3) or never held at a turn (set aside, C-3, or not in
    the set). With the span of kinds where the kept wilds below that end lie (CX-2's 龍), for a cheap look
    whether one is held."""
    lists = _PLAIN_DISCARD_LISTS.get((kept, never_held))
    if lists is None:  # made once for each wild rule and set (a hand's games share them: never changed)
        end = N_ALL_KINDS
        while end and (end - 1 in kept or end - 1 in never_held):
            end -= 1
        below = [kind for kind in kept if kind < end]
        span = slice(below[0], below[-1] + 1) if below else slice(0, 0)
        lists = _PLAIN_DISCARD_LISTS[kept, never_held] = [offered[:end] for offered in DISCARDS], span
    return lists


_PLAIN_DISCARD_LISTS: dict[tuple[tuple[int, ...], frozenset[int]], tuple[list[list[Action]], slice]] = {}


def turn_discards(chair: int, counts: Sequence[int], banned: int | None, kept_wilds: Sequence[int],
                  plain: list[Action], kept_span: slice) -> list[Action]:
    """:func:`discardable` as ``chair``'s discard actions. No kind banned and no kept wild held on the
    ``plain`` list (the game's :func:`plain_discard_lists`; ``kept_span``: where such wilds lie): every
    held kind on it may go, and when there is one, the kept wilds past its end stay (JS-3)."""
    if banned is None and not any(counts[kept_span]):
        found = list(compress(plain, counts))
        if found:
            return found
    return list(compress(DISCARDS[chair], discardable(counts, banned, kept_wilds)))
