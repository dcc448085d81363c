"""A variant's own seat state (``Variant.seat_state``, docs/architecture.md): the engine stores one value per
seat and hands it back unread; only ``Table.keep_variant_state`` writes it, with what follows from it (the
public marks, the bars on a win); no variant code writes a field of the engine's seats. Cixi's CX-12 and
CX-14 facts are checked against the table's own events at every step of played hands."""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import pytest

from rules.engine import Game
from rules.engine.actions import ActionKind
from rules.engine.state import SeatState
from rules.variants import VARIANT_IDS
from rules.variants.cixi.paohua import state_context

VARIANTS = Path(__file__).resolve().parents[2] / "rules" / "variants"
SEAT_FIELDS = {f.name for f in fields(SeatState)}
# taken whenever offered half the time: claims, kongs and four melds come often
EAGER = (ActionKind.ADDED_KONG, ActionKind.CONCEALED_KONG, ActionKind.KONG, ActionKind.PENG, ActionKind.CHI,
         ActionKind.KNOCK)
KONGS = ("kong", "concealed_kong", "added_kong")


def test_no_variant_code_writes_a_field_of_the_engines_seats() -> None:
    writes = []
    for path in VARIANTS.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = (node.targets if isinstance(node, ast.Assign)
                       else [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
            for target in targets:
                for part in ast.walk(target):
                    own = isinstance(part, ast.Attribute) and isinstance(part.value, ast.Name) and (
                        part.value.id == "self")  # a class of the variant's own with a field of that name
                    if isinstance(part, ast.Attribute) and part.attr in SEAT_FIELDS and not own:
                        writes.append(f"{path.relative_to(VARIANTS)}:{node.lineno} .{part.attr}")
    assert writes == []


def eager_hand(variant: str, seed: int) -> Iterator[Game]:
    """The table after each action of a hand of random choices (the eager kinds half the time)."""
    game = Game(variant, seed, seed % 4)
    rng = random.Random(seed)
    while game.result is None:
        chair = game.turn if game.phase in ("turn", "swap") else game.to_act()[0]
        legal = game.legal_actions(chair)
        eager = [a for a in legal if a.kind in EAGER]
        game.apply(rng.choice(eager) if eager and rng.random() < 0.5 else rng.choice(legal))
        yield game


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_seat_states_are_immutable_values_and_the_marks_follow_them(variant: str) -> None:
    """Immutable (hashable) values: a snapshot of a table may carry them as they are. Every seat shows the
    marks its state makes public, in every observation."""
    for seed in range(6):
        for game in eager_hand(variant, seed):
            for chair, seat in enumerate(game.seats):
                hash(seat.variant_state)
                assert seat.marks == game.variant.public_marks(seat.variant_state)
                assert game.table_view().marks[chair] == seat.marks


def test_cx12_cx14_the_cixi_seat_facts_agree_with_the_tables_events() -> None:
    """CX-12: a seat's discard made with four melds, until its next draw; CX-14: a discard made right after
    the seat's own kong — read from the events alone, as the engine's own flags once kept them."""
    met = set()
    for seed in range(40):
        single: list[int | None] = [None] * 4
        kong_before, after_kong = [False] * 4, [False] * 4
        seen = 0
        for game in eager_hand("cixi", seed):
            for event in game.events[seen:]:
                chair = event.chair
                if event.kind == "draw":
                    single[chair] = None
                elif event.kind in KONGS:
                    kong_before[chair] = True
                elif event.kind in ("discard", "knock"):
                    after_kong[chair], kong_before[chair] = kong_before[chair], False
                    if len(game.seats[chair].melds) == 4:
                        single[chair] = event.tile
            seen = len(game.events)
            for chair, seat in enumerate(game.seats):
                state = seat.variant_state
                assert (state.kong_before_discard, state.discarded_after_kong) == (kong_before[chair],
                                                                                   after_kong[chair])
                other = (chair + 1) % 4
                facts = state_context(game, chair, other)
                assert facts == {"single_wait_discard": single[chair],
                                 "after_own_kong": game.seats[other].variant_state.discarded_after_kong}
                met |= {("single", single[chair] is not None), ("after_kong", after_kong[chair])}
    assert met == {("single", True), ("single", False), ("after_kong", True), ("after_kong", False)}
