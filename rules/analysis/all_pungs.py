"""碰碰胡 (all pungs and a pair) shanten, dead kinds not growing: SH-9's 碰碰胡, JH-11, Jinshan's all-pungs
hand.

Not one of the winning shapes :func:`rules.analysis.shanten` reads (碰碰胡 is a standard hand that scores
more): it measures how far a hand is from the standard shape *made only of pungs*, which is what a player
building toward 碰碰胡 asks. Unlike :func:`~rules.analysis.shanten` it reads the unseen copies: a kind
with too few copies left cannot grow into a pung (or the pair). It is never below the standard shanten.

Only each held kind's caps (:func:`kind_caps`: tiles toward a pung and toward the pair) matter, and they
take five values, so a hand is one integer — how many kinds have each caps (:func:`pung_key`) — and its
best fit is remembered per integer. :class:`PungsAfter` answers one-tile changes (see
:mod:`rules.analysis.one_change`).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.tiles import N_KINDS


class PungsAfter:
    """碰碰胡 shanten (all pungs and a pair) of the plan's tiles under one-tile changes.

    Only each held kind's caps (:func:`kind_caps`) matter, and they take five values, so the hand is one
    integer — how many kinds have each caps (:func:`pung_key`) — and a change moves one or two kinds
    between caps: two look-ups in :data:`CAPS_WEIGHT` and one in the remembered fits.
    """

    __slots__ = ("counts", "key", "near", "needed", "top", "unseen", "usable")

    def __init__(self, counts: Sequence[int], wilds: int, needed: int, usable: Sequence[bool],
                 unseen: Sequence[int], key: int | None = None) -> None:
        """``key``: the :func:`pung_key` of the usable kinds, when already known."""
        self.counts, self.usable, self.unseen, self.needed = counts, usable, unseen, needed
        self.top = 3 * needed + 1 - wilds
        self.key = pung_key(counts, unseen, usable) if key is None else key
        self.near: list[int] | None = None  # draws(), made on first use (asked once per discard ranked)

    def __call__(self, out: int | None, into: int | None) -> int:
        key = self.key
        counts, unseen, usable = self.counts, self.unseen, self.usable
        if into == out:
            into = out = None  # the same kind out and in: nothing changes
        if out is not None and usable[out] and counts[out]:
            key += OUT_MOVE[unseen[out]][counts[out]]
        if into is not None and usable[into]:
            key += IN_MOVE[unseen[into]][counts[into]]
        s = self.top - pung_fit_of(key, self.needed)
        return s if s >= 0 else -1  # a conditional, not max(): this is the hot path

    def draws(self) -> Sequence[int]:
        """Held kinds grow into pairs and pungs; new kinds help only while too few kinds are held."""
        if self.near is None:
            usable, counts = self.usable, self.counts
            held = [k for k in range(N_KINDS) if counts[k] and usable[k]]
            self.near = held if len(held) > self.needed else [k for k in range(N_KINDS) if usable[k]]
        return self.near

    def without(self, kinds: Sequence[int]) -> list[int]:
        """``self(k, None)`` for each of ``kinds``."""
        counts, unseen, usable, needed = self.counts, self.unseen, self.usable, self.needed
        top, key = self.top, self.key
        fits, out_moves = _FITS, OUT_MOVE
        found = []
        for k in kinds:
            changed = key
            c = counts[k]
            if c and usable[k]:
                changed += out_moves[unseen[k]][c]
            fit = fits.get(changed << 3 | needed)
            if fit is None:
                fit = pung_fit_of(changed, needed)
            s = top - fit
            found.append(s if s >= 0 else -1)
        return found

    def helpful(self, out: int, current: int, live: Sequence[int]) -> list[int]:
        """The kinds among :meth:`draws` (live, a copy left) that lower ``current``, the shanten without
        ``out``: ``self(out, k) < current`` of each, with the key without ``out`` made once."""
        if current < 0:
            return []
        counts, unseen, usable, needed, top = self.counts, self.unseen, self.usable, self.needed, self.top
        key = self.key
        if usable[out] and counts[out]:
            key += OUT_MOVE[unseen[out]][counts[out]]
        fits, in_moves = _FITS, IN_MOVE
        found = []
        # a draw moves one kind between caps: the answer depends only on that move, asked once per move
        lowers: dict[int, bool] = {}
        for k in self.draws():
            c = counts[k] - (k == out)
            if not live[k] or c >= 4:
                continue
            move = in_moves[unseen[k]][c]
            lower = lowers.get(move)
            if lower is None:
                changed = key + move
                fit = fits.get(changed << 3 | needed)
                if fit is None:
                    fit = pung_fit_of(changed, needed)
                # current >= 0, so the -1 floor changes nothing here
                lower = lowers[move] = top - fit < current
            if lower:
                found.append(k)
        return found


def kind_caps(held: int, unseen: int) -> tuple[int, int]:
    """Tiles of one kind toward a pung and toward the pair; a kind with too few copies left cannot grow."""
    return (3 if held >= 3 else held if held + unseen >= 3 else 0, 2 if held >= 2 else held if unseen else 0)


def pung_fit(caps: Sequence[tuple[int, int]], needed: int) -> int:
    """Held tiles that fit ``needed`` pungs and a pair, from each kind's caps sorted best first."""
    top_sum = 0
    for pung, _ in caps[:needed]:
        top_sum += pung
    spare = caps[needed][0] if len(caps) > needed else 0
    best = top_sum  # no pair tile held yet
    for i, (pung, pair) in enumerate(caps):
        # the pair from a kind among the pungs gives that pung's place to the next kind
        with_pair = top_sum - pung + spare + pair if i < needed else top_sum + pair
        best = max(best, with_pair)
    return best


# the caps a held kind can have, best first; (0, 0) adds nothing and is not counted
CAPS_KINDS = ((3, 2), (2, 2), (1, 1), (0, 2), (0, 1))
CAPS_BITS = 4  # at most 14 kinds share one caps: four bits each
CAPS_WEIGHT = tuple(  # [min(unseen, 2)][held]: the caps' place value in a pung key
    tuple(1 << (CAPS_BITS * CAPS_KINDS.index(kind_caps(h, u))) if kind_caps(h, u) in CAPS_KINDS else 0
          for h in range(6))
    for u in range(3)
)
# [unseen][held]: how a pung key moves when one tile of a kind goes out (held >= 1) or comes in (held <= 4),
# read straight off the unseen copies (every count a kind can have)
OUT_MOVE = tuple(tuple(CAPS_WEIGHT[min(u, 2)][h - 1] - CAPS_WEIGHT[min(u, 2)][h] if h else 0
                       for h in range(6))
                 for u in range(5))
IN_MOVE = tuple(tuple(CAPS_WEIGHT[min(u, 2)][h + 1] - CAPS_WEIGHT[min(u, 2)][h] for h in range(5))
                for u in range(5))
_FITS: dict[int, int] = {}


def pung_key(counts: Sequence[int], unseen: Sequence[int], usable: Sequence[bool] | None = None) -> int:
    """How many held kinds have each caps, as one integer (four bits per caps)."""
    key = 0
    for k in range(N_KINDS):
        c = counts[k]
        if c and (usable is None or usable[k]):
            key += CAPS_WEIGHT[min(unseen[k], 2)][c]
    return key


def pung_fit_of(key: int, needed: int) -> int:
    """:func:`pung_fit` of the kinds a pung key counts (remembered: there are few keys)."""
    memo_key = key << 3 | needed
    fit = _FITS.get(memo_key)
    if fit is None:
        caps = [kind for i, kind in enumerate(CAPS_KINDS) for _ in range(key >> (CAPS_BITS * i) & 15)]
        fit = _FITS[memo_key] = pung_fit(caps, needed)
    return fit


def pung_shanten(counts: Sequence[int], wilds: int, needed: int, unseen: Sequence[int]) -> int:
    """Shanten of an all-pungs hand (碰碰胡): ``needed`` pungs and a pair, dead kinds (no copy left) not
    growing."""
    return max(3 * needed + 1 - wilds - pung_fit_of(pung_key(counts, unseen), needed), -1)
