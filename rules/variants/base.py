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
from typing import TYPE_CHECKING, Any, NamedTuple

from rules.variants.accelerators import Accelerators
from rules.variants.hooks import Carry, HandOutcome, TableHooks, TableWin
from rules.variants.options import check_options
from rules.variants.scorer import Scorer
from rules.variants.table_rules import TableRules, WinnersRule
from rules.variants.words import Words

if TYPE_CHECKING:
    from rules.engine.actions import Action

__all__ = ["Carry", "HandOutcome", "PhaseHooks", "TableRules", "TableWin", "Variant", "WinnersRule"]


class Variant(TableHooks, Scorer, Accelerators, Words):
    """One regional game: its table rules and the parts it is built from (see the module's docstring)."""

    table_rules: TableRules = TableRules()

    def options(self, given: Mapping[str, Any] | None = None, where: str = "options") -> dict[str, Any]:
        """The option values for a game: the defaults, overridden by ``given`` once each value is checked
        against the variant's schema (:func:`rules.variants.options.check_options`; :class:`OptionError`
        names ``where.<name>``)."""
        return check_options(self.id, self.table_rules.options, given, where)

    # Table hooks (phases) ---------------------------------------------------------------------------------
    # The phases of rules/engine/phases.py ask these as a hand goes on; each default is the common rules.
    # ``table`` is the hand's rules.engine.table.Table, typed Any here because the engine imports this module;
    # the variant's own modules name it. The table binds once per hand only the hooks a variant overrides
    # (:meth:`phase_hooks`): every draw and discard of every hand would otherwise pay a call for nothing.
    def opening_phase(self, table: Any, turn: Any) -> Any:
        """The phase between the deal and the dealer's first ``turn`` (a rules.engine.phases.Phase), or None
        to begin with that turn. SH-18 換牌: the players' swaps with the wall. Asked once after the deal, it
        is also where a variant looks at the dealt hands (CX-11: a hand dealt in 抛花)."""
        return None

    def after_draw(self, table: Any, chair: int) -> TableWin | None:
        """``chair`` drew its turn's tile or a replacement. A win the table declares on it (CX-11 抛花)."""
        return None

    def after_discard(self, table: Any, chair: int, discard: Action) -> TableWin | None:
        """``chair`` discarded (``discard``: a discard, or SH-6's knock with it). The variant keeps its own
        seat state here (SH-6 the knock's waits, CX-11 whether the hand now wins on any tile); a win that
        settles the discard at once (CX-13 單吊抛花, see :meth:`settling_discard`), or None."""
        return None

    def turn_actions(self, table: Any, chair: int, actions: list[Action]) -> list[Action]:
        """The turn player's choices by the common rules, as the variant allows them: SH-6 adds 敲 (knock)
        with each discard that leaves a ready hand, SH-7 locks a knocked hand."""
        return actions

    def claim_actions(self, table: Any, chair: int, actions: list[Action]) -> list[Action]:
        """``chair``'s claims on a discard by the common rules, as the variant allows them (SH-7: a knocked
        player only wins, or kongs when the waits stay the same)."""
        return actions

    def win_refusal(self, table: Any, chair: int, *, self_drawn: bool, forced: bool) -> str | None:
        """Why ``chair`` may not win now whatever its hand (SH-6: it has not knocked; CX-11: a 抛花 hand wins
        only self-drawn, unless ``forced`` by CX-13), or None. Asked before the hand is looked at."""
        return None

    def restore_seat(self, table: Any, chair: int) -> None:
        """``chair`` was set from a snapshot (rules/engine/snapshot.py: its tiles, melds and public row, maybe
        drawn at random by an evaluator): work out again the variant's own seat state that follows from them
        (SH-7 the knocked hand's waits, CX-11 抛花). Nothing by default."""

    def phase_hooks(self) -> PhaseHooks:
        """The hooks above this variant overrides, bound; None for each one it leaves as the common rules."""
        def own(name: str) -> Any:
            return getattr(self, name) if getattr(type(self), name) is not getattr(Variant, name) else None

        return PhaseHooks(own("after_draw"), own("after_discard"), own("win_on_unclaimed_discard"),
                          own("turn_actions"), own("claim_actions"), own("win_refusal"))


class PhaseHooks(NamedTuple):
    """A variant's table hooks, bound, as the table asks them (None: the common rules, nothing to ask)."""

    after_draw: Callable[[Any, int], TableWin | None] | None
    after_discard: Callable[[Any, int, Action], TableWin | None] | None
    win_on_unclaimed_discard: Callable[[Sequence[int], Sequence[bool]], TableWin | None] | None
    turn_actions: Callable[[Any, int, list[Action]], list[Action]] | None
    claim_actions: Callable[[Any, int, list[Action]], list[Action]] | None
    win_refusal: Callable[..., str | None] | None
