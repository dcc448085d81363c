"""The variant interface: what the engine, the scorer, the bots and the app ask of a regional game.

A variant is built from five small parts, each a module beside this one:

- :class:`~rules.variants.table_rules.TableRules` — its table rules, one frozen value (``table_rules``);
- :class:`~rules.variants.hooks.TableHooks` — the behaviour hooks the table calls;
- :class:`~rules.variants.scorer.Scorer` — its scorer (``score``, ``settle``);
- :class:`~rules.variants.accelerators.Accelerators` — shortcuts that agree with ``score``;
- :class:`~rules.variants.words.Words` — its names, its wild's name, its rules page, ``progress``.

A variant subclass (``rules/variants/<id>/__init__.py``) names its table rules and overrides the few
hooks where it differs from the common rules (rules-common.md); the engine (:mod:`rules.engine`) asks
these and never tests a variant's name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

from rules.refusal import Refusal
from rules.variants.accelerators import Accelerators
from rules.variants.hooks import Carry, HandOutcome, TableHooks, TableWin
from rules.variants.options import check_options
from rules.variants.scorer import Scorer
from rules.variants.table_rules import TableRules, WinnersRule
from rules.variants.words import Words

if TYPE_CHECKING:
    from rules.engine.actions import Action

__all__ = ["NO_CONTEXT", "Carry", "HandOutcome", "PhaseHooks", "TableRules", "TableWin", "Variant",
           "WinnersRule"]

NO_CONTEXT: Mapping[str, Any] = MappingProxyType({})  # no scorer facts to add


class Variant(TableHooks, Scorer, Accelerators, Words):
    """One regional game: its table rules and the parts it is built from (see the module's docstring)."""

    table_rules: TableRules = TableRules()

    def options(self, given: Mapping[str, Any] | None = None, where: str = "options") -> dict[str, Any]:
        """The option values for a game: the defaults, overridden by ``given`` once each value is checked
        against the variant's schema (:func:`rules.variants.options.check_options`; :class:`OptionError`
        names ``where.<name>``)."""
        return check_options(self.id, self.table_rules.options, given, where)

    # The variant's own seat state ------------------------------------------------------------------------
    # What a variant remembers of a seat during a hand (SH-6 the knock and its waits, CX-11 抛花, CX-14 a kong
    # before the next discard) is its own: one immutable value per seat, made here at the deal, kept by the
    # table on the seat (``SeatState.variant_state``) and handed back unread. A hook that changes it gives the
    # table the new value (``Table.keep_variant_state``), which is the only writer; the table then asks again
    # what the value makes public and whether it bars a win. Immutable, it is copied by reference: a snapshot
    # of the table may carry it as it is.
    def seat_state(self, table: Any, chair: int) -> Any:
        """``chair``'s own state for the hand just dealt (its tiles in hand, the indicator turned); None (the
        default) where the variant keeps none, and the state of a seat before the deal ends. CX-11: a hand
        dealt in 抛花."""
        return None

    def public_marks(self, state: Any) -> tuple[str, ...]:
        """What of a seat's own ``state`` every seat sees, as the names of its marks (the observation's
        ``marks``; the app words each): SH-6 ``knocked``, CX-11 ``paohua``. None by default."""
        return ()

    def state_context(self, table: Any, chair: int | None, discarder: int | None) -> Mapping[str, Any]:
        """The facts of the seats' own states the scorer reads of ``chair``'s win on ``discarder``'s tile
        (``discarder`` None: self-drawn; ``chair`` None: the hand's settlement), cli.md context keys: SH-6
        ``knocked``; CX-12 ``single_wait_discard``, CX-14 ``after_own_kong``. None by default."""
        return NO_CONTEXT

    # Table hooks (phases) ---------------------------------------------------------------------------------
    # The phases of rules/engine/phases.py ask these as a hand goes on; each default is the common rules.
    # ``table`` is the hand's rules.engine.table.Table, typed Any here because the engine imports this module;
    # the variant's own modules name it. The table binds once per hand only the hooks a variant overrides
    # (:meth:`phase_hooks`): every draw and discard of every hand would otherwise pay a call for nothing.
    def opening_phase(self, table: Any, turn: Any) -> Any:
        """The phase between the deal and the dealer's first ``turn`` (a rules.engine.phases.Phase), or None
        to begin with that turn. SH-18 換牌: the players' swaps with the wall. Asked once after the deal."""
        return None

    def after_draw(self, table: Any, chair: int) -> TableWin | None:
        """``chair`` drew its turn's tile or a replacement. A win the table declares on it (CX-11 抛花)."""
        return None

    def after_discard(self, table: Any, chair: int, discard: Action) -> TableWin | None:
        """``chair`` discarded (``discard``: a discard, or SH-6's knock with it). The variant keeps its own
        seat state here (SH-6 the knock's waits, CX-11 whether the hand now wins on any tile, CX-14 whether
        the discard followed a kong); a win that settles the discard at once (CX-13 單吊抛花, see
        :meth:`settling_discard`), or None."""
        return None

    def after_kong(self, table: Any, chair: int) -> None:
        """``chair`` made a kong; its replacement is drawn next. CX-14 熱炮: its next discard follows it."""

    def turn_actions(self, table: Any, chair: int, actions: list[Action]) -> list[Action]:
        """The turn player's choices by the common rules, as the variant allows them: SH-6 adds 敲 (knock)
        with each discard that leaves a ready hand, SH-7 locks a knocked hand."""
        return actions

    def claim_actions(self, table: Any, chair: int, actions: list[Action]) -> list[Action]:
        """``chair``'s claims on a discard by the common rules, as the variant allows them (SH-7: a knocked
        player only wins, or kongs when the waits stay the same)."""
        return actions

    def win_refusal(self, table: Any, chair: int, *, self_drawn: bool, forced: bool) -> Refusal | None:
        """Why ``chair`` may not win now whatever its hand (SH-6: it has not knocked; CX-11: a 抛花 hand wins
        only self-drawn, unless ``forced`` by CX-13), or None. Asked before the hand is looked at."""
        return None

    def restore_seat(self, table: Any, chair: int, marks: tuple[str, ...]) -> Any:
        """``chair``'s own state worked out from a snapshot's seat whose state is not known (rules/engine/
        snapshot.py: its tiles drawn at random by an evaluator): from its tiles, melds and public ``marks``
        (SH-7 a knocked hand's waits, CX-11 抛花). By default, as at the deal."""
        return self.seat_state(table, chair)

    def discard_refusal(self, table: Any, chair: int, tile: int) -> Refusal | None:
        """Why ``chair`` may not discard ``tile`` now by the variant's own rule (SH-7: a knocked hand lets go
        only the tile it drew), or None; asked to explain a refused discard."""
        return None

    def phase_hooks(self) -> PhaseHooks:
        """The hooks above this variant overrides, bound; None for each one it leaves as the common rules."""
        def own(name: str) -> Any:
            return getattr(self, name) if getattr(type(self), name) is not getattr(Variant, name) else None

        return PhaseHooks(own("after_draw"), own("after_discard"), own("win_on_unclaimed_discard"),
                          own("turn_actions"), own("claim_actions"), own("win_refusal"), own("after_kong"),
                          own("state_context"))


class PhaseHooks(NamedTuple):
    """A variant's table hooks, bound, as the table asks them (None: the common rules, nothing to ask)."""

    after_draw: Callable[[Any, int], TableWin | None] | None
    after_discard: Callable[[Any, int, Action], TableWin | None] | None
    win_on_unclaimed_discard: Callable[[Sequence[int], Sequence[bool]], TableWin | None] | None
    turn_actions: Callable[[Any, int, list[Action]], list[Action]] | None
    claim_actions: Callable[[Any, int, list[Action]], list[Action]] | None
    win_refusal: Callable[..., str | None] | None
    after_kong: Callable[[Any, int], None] | None
    state_context: Callable[[Any, int | None, int | None], Mapping[str, Any]] | None
