"""What a variant tells its bots to aim for: the hands worth building and the variant's special choices.

Bots never test a variant's name (house rule); they ask the variant's :class:`BotGoals` instead. Each
variant package has a ``bot_goals.py`` subclassing :class:`BotGoals` with only its differences (JS-24,
SH-21, and the Jinhua/Cixi routes). Everything here works on plain values — kinds, melds, counts — so the
goals are testable without a table.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from rules.hand import Meld
from rules.tiles import HONOR, N_ALL_KINDS, N_KINDS

HONORS = frozenset(range(HONOR, N_KINDS))


def suit_kinds(suit: int) -> frozenset[int]:
    """The nine kinds of suit 0 (m), 1 (p) or 2 (s)."""
    return SUITS[suit]


SUITS = tuple(frozenset(range(9 * suit, 9 * suit + 9)) for suit in range(3))
HALF_SUITS = tuple(suit | HONORS for suit in SUITS)  # a suit and the honors (混一色)


@dataclass(frozen=True, slots=True)
class Plan:
    """A hand to build: which kinds it may hold, whether it is all pungs, and what it is worth.

    ``kinds`` None means any kind. ``value`` is the rough payment relative to a plain win of this variant
    (1.0), so a bot can weigh a bigger hand against a quicker one. ``name`` is for hints and tests.
    """

    name: str
    kinds: frozenset[int] | None = None
    pungs_only: bool = False
    value: float = 1.0
    any_shape: bool = False  # its kinds win in any arrangement (SH-9 風一色)

    def allows(self, kind: int) -> bool:
        return self.kinds is None or kind in self.kinds

    def allows_meld(self, meld_tiles: Sequence[int], is_sequence: bool) -> bool:
        """A meld fits the plan when its kinds do and, for an all-pungs plan, it is not a sequence."""
        if self.pungs_only and is_sequence:
            return False
        return all(self.allows(k) for k in meld_tiles)


FREE = Plan("free")
_PLANS: dict[tuple[object, ...], Plan] = {}


def known_plan(name: str, kinds: frozenset[int] | None = None, *, pungs_only: bool = False,
               value: float = 1.0, any_shape: bool = False) -> Plan:
    """The same :class:`Plan` object for the same arguments: plans are asked for at every decision, and a
    kept object keeps its hashed kinds (bots look plans' kinds up by them)."""
    key = (name, kinds, pungs_only, value, any_shape)
    plan = _PLANS.get(key)
    if plan is None:
        plan = _PLANS[key] = Plan(name, kinds, pungs_only, value, any_shape)
    return plan


class GoalContext:
    """What a seat knows about its own hand, as plain values (no table, no other seat's secrets).

    ``seat_wind`` 0-3 (E S W N of this hand); ``wild_kinds`` the kinds that are wild now;
    ``wall_left`` live tiles still to draw.

    A value: never changed once made (only the counts are remembered on first asking). A plain slotted
    class rather than a frozen dataclass, because a bot makes one at every decision and a frozen
    dataclass sets each field through ``object.__setattr__``; equality, hash and repr are the dataclass's.
    """

    __slots__ = ("_counts", "concealed", "flowers", "melds", "seat_wind", "wall_left", "wild_kinds")

    def __init__(self, concealed: tuple[int, ...], melds: tuple[Meld, ...] = (),
                 flowers: tuple[int, ...] = (), seat_wind: int = 0, wild_kinds: frozenset[int] = frozenset(),
                 wall_left: int = 70) -> None:
        self.concealed = concealed
        self.melds = melds
        self.flowers = flowers
        self.seat_wind = seat_wind
        self.wild_kinds = wild_kinds
        self.wall_left = wall_left
        self._counts: tuple[int, ...] | None = None

    def _fields(self) -> tuple[object, ...]:
        return (self.concealed, self.melds, self.flowers, self.seat_wind, self.wild_kinds, self.wall_left)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, GoalContext)
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (f"GoalContext(concealed={self.concealed!r}, melds={self.melds!r}, flowers={self.flowers!r}, "
                f"seat_wind={self.seat_wind!r}, wild_kinds={self.wild_kinds!r}, "
                f"wall_left={self.wall_left!r})")

    def without(self, kind: int) -> GoalContext:
        """The same context with one ``kind`` taken out of the concealed tiles (a discard about to be
        made)."""
        concealed = list(self.concealed)
        concealed.remove(kind)
        return GoalContext(tuple(concealed), self.melds, self.flowers, self.seat_wind, self.wild_kinds,
                           self.wall_left)

    def counts(self) -> list[int]:
        """Counts of the 34 playing kinds held, wilds not counted (a new list each call: callers change
        it)."""
        return list(self.counts_held())

    def counts_held(self) -> tuple[int, ...]:
        """:meth:`counts` as a tuple, made once (for readers that do not change it)."""
        found = self._counts
        if found is None:
            counts = [0] * N_ALL_KINDS  # every kind counted, then flowers sliced off and wilds cleared
            for k in self.concealed:
                counts[k] += 1
            for k in self.wild_kinds:
                if k < N_KINDS:
                    counts[k] = 0
            found = self._counts = tuple(counts[:N_KINDS])  # a cache of a value derived from the fields
        return found

    @property
    def wilds_held(self) -> int:
        wild_kinds = self.wild_kinds
        return sum(1 for k in self.concealed if k in wild_kinds) if wild_kinds else 0

    @property
    def claimed_melds(self) -> int:
        return sum(1 for m in self.melds if m.is_exposed)


@dataclass(frozen=True, slots=True)
class Opponent:
    """What a seat sees of one opponent, for the danger of a discard (``hard`` defence).

    ``single_wait_discard``: the tile they discarded when going down to one concealed tile (CX-12).
    """

    discards: tuple[int, ...] = ()
    melds: tuple[Meld, ...] = ()
    knocked: bool = False
    concealed_count: int = 13
    single_wait_discard: int | None = None
    # claims (chi, peng, exposed kong) this hand, as the melds' suppliers show (承包 rules: SH-14, JH-8)
    claims_from_seat: int = 0  # melds they made from the deciding seat's discards
    claims_by_seat: int = 0  # melds the deciding seat made from their discards
    most_claims_with_other: int = 0  # the most claims one of them made from a third player or it from them
    flowers: tuple[int, ...] = ()  # flowers set aside face up (JS-2: 10 胡 each toward JS-12's minimum)
    # kinds discarded by the players between them and the deciding seat since their latest discard: they
    # let each pass with the hand they hold now, so it completes no hand they may win with on a discard
    passed: tuple[int, ...] = ()


class Payments(NamedTuple):
    """What the deciding seat pays when one opponent wins, in the variant's plain shares: on its own discard,
    on the winner's self-draw, and on a third player's discard (a bystander's part)."""

    discarder: float
    self_draw: float
    bystander: float


SAME_FOR_ALL = Payments(1.0, 1.0, 1.0)
# JH-29, CX-10: the discarder 2S, the others S; self-draw 2S each
DISCARDER_PAYS_DOUBLE = Payments(2.0, 2.0, 1.0)
FLUSH_LEAN = 6  # tiles of one suit (held and in melds) from which a flush is worth building


def flush_plans(ctx: GoalContext, pure_value: float, half_value: float) -> list[Plan]:
    """One-suit plans (清一色 / 混一色) for the suits the hand already leans to (at least 6 tiles)."""
    counts = ctx.counts_held()
    totals = [sum(counts[0:9]), sum(counts[9:18]), sum(counts[18:27])]
    for m in ctx.melds:
        for k in m.tiles:
            if k < HONOR:
                totals[k // 9] += 1
    plans: list[Plan] = []
    for suit in range(3):
        if totals[suit] < FLUSH_LEAN:
            continue
        plans += flush_pair(suit, pure_value, half_value)
    return plans


_FLUSH: dict[tuple[int, float, float], tuple[Plan, Plan]] = {}


def flush_pair(suit: int, pure_value: float, half_value: float) -> tuple[Plan, Plan]:
    """The 清一色 and 混一色 plans of one suit at these values (kept: asked at every decision)."""
    key = (suit, pure_value, half_value)
    pair = _FLUSH.get(key)
    if pair is None:
        pair = _FLUSH[key] = (known_plan(f"pure-{'mps'[suit]}", SUITS[suit], value=pure_value),
                              known_plan(f"half-{'mps'[suit]}", HALF_SUITS[suit], value=half_value))
    return pair


def melds_only(counts: Sequence[int]) -> bool:
    """Whether the held kinds split exactly into pungs and sequences, with no pair (爆頭 / 抛花 shapes)."""
    c = list(counts)
    if sum(c) % 3:
        return False
    return _melds_only(c, 0)


def _melds_only(c: list[int], i: int) -> bool:
    while i < N_KINDS and c[i] == 0:
        i += 1
    if i == N_KINDS:
        return True
    if c[i] >= 3:
        c[i] -= 3
        ok = _melds_only(c, i)
        c[i] += 3
        if ok:
            return True
    if i < HONOR and i % 9 <= 6 and c[i + 1] and c[i + 2]:
        for k in (i, i + 1, i + 2):
            c[k] -= 1
        ok = _melds_only(c, i)
        for k in (i, i + 1, i + 2):
            c[k] += 1
        return ok
    return False


class BotGoals:
    """Defaults: any winning shape is fine, wins are always taken, knocks are not part of the game.

    ``payments``: what this seat pays a winner (:meth:`win_payments`); ``liable_payments``: what it pays
    instead once the winner made ``liable_claims`` claims from it (承包, JH-8: the variant's
    ``TableRules.liable_after_claims``), or None where no such rule applies;
    ``defends``: False where measuring showed that trading attack for safety loses chips (Jinshan);
    ``weighs_wins``: True where :meth:`win_worth` is worth asking (a style that weighs waits asks it then).
    """

    payments: Payments = SAME_FOR_ALL
    liable_payments: Payments | None = None
    liable_claims: int = 0  # claims from this seat after which ``liable_payments`` apply
    defends: bool = True  # whether a defending style (``hard``) weighs danger at all in this variant
    weighs_wins: bool = False  # whether :meth:`win_worth` tells one win from another (Jinshan's expert goals)
    chi_most_shanten: int | None = None  # a chi is claimed only when it leaves the hand this near (0: ready)

    def plans(self, ctx: GoalContext) -> tuple[Plan, ...]:
        """Candidate hands with their relative values; the bot builds the one worth most for its distance."""
        return (FREE,)

    def keep_value(self, kind: int, ctx: GoalContext) -> float:
        """Extra reason to keep a held tile (breaks ties between discards of equal shanten and ukeire).

        It may read only the kind, ``ctx.seat_wind`` and ``ctx.wild_kinds``: bots remember it by those.
        """
        return 0.0

    def knock_wanted(self, live_waits: int, ctx: GoalContext) -> bool:
        """Whether to declare ready (Shanghai 敲) with this many live winning tiles."""
        return live_waits > 0

    def decline_discard_win(self, ctx: GoalContext) -> bool:
        """Whether to pass a win on a discard because waiting for a self-draw is clearly worth more."""
        return False

    def burst_instead(self, ctx: GoalContext, drawn: int) -> int | None:
        """A held kind to let go instead of taking this self-drawn win on ``drawn``, when the hand left then
        wins on any next draw for clearly more (Jinhua 爆頭); None: take the win."""
        return None

    def claim_value(self, meld_tiles: Sequence[int], is_sequence: bool, ctx: GoalContext) -> float:
        """Bonus (in shanten steps) for making this meld beyond what it does for the shape; negative =
        cost."""
        return 0.0

    def win_worth(self, ctx: GoalContext, tile: int) -> float:
        """What completing this ready hand (``ctx``, its 13 tiles) with ``tile`` is worth, in chips of a
        win by self-draw and on a discard together; 0 when the variant would not let it win. The default:
        every winning tile alike (1.0), so only the count of live winning tiles ranks ready hands."""
        return 1.0

    def discard_liability(self, kind: int, opponent: Opponent) -> float:
        """How many times its plain discarder's payment a deal-in of ``kind`` to this opponent costs
        (CX-12)."""
        return 1.0

    def win_payments(self, opponent: Opponent) -> Payments:
        """What this seat pays when ``opponent`` wins (defence weighs a deal-in against the other ways it
        would pay): :attr:`payments`, or :attr:`liable_payments` once the winner claimed from this seat
        :attr:`liable_claims` times."""
        if self.liable_payments is not None and opponent.claims_from_seat >= self.liable_claims:
            return self.liable_payments
        return self.payments

    def discard_win_chance(self, opponent: Opponent) -> float:
        """The chance that ``opponent``, when ready, may win on a discard at all (a minimum a self-draw
        helps to reach, a hand that only wins by self-draw)."""
        return 1.0

    def could_wait_on(self, kind: int, opponent: Opponent) -> bool:
        """Whether ``kind`` may complete a hand ``opponent`` is allowed to win with, as far as its melds
        show."""
        return True

    def sequence_waits_possible(self, opponent: Opponent) -> bool:
        """Whether ``opponent`` may still wait on a sequence (else only on a pair or a pung)."""
        return True

    def expert(self) -> BotGoals:
        """The goals a stronger bot (``hard``) plays by: these, or the variant's finer points on top
        (JS-24)."""
        return self


def goals_for(variant_id: str) -> BotGoals:
    """The bot goals of a variant: ``rules.variants.<id>.bot_goals.GOALS`` (the id names the package, as in
    :func:`rules.variants.get_variant`), or the defaults for a variant without goals of its own."""
    try:
        module = importlib.import_module(f"rules.variants.{variant_id}.bot_goals")
    except ModuleNotFoundError:
        return BotGoals()
    goals: BotGoals = module.GOALS
    return goals
