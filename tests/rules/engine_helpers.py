"""Shared helpers for the engine scenario tests: a stacked-wall game and a test variant that accepts
every complete hand (so the table mechanisms are tested apart from any variant's scoring)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields, replace
from typing import Any

from rules.engine import Action, ActionKind, Game
from rules.engine.wall import stacked_wall
from rules.scoring import FinishedHand, Payment, ScoreResult
from rules.tiles import format_tiles, full_set, parse_tiles
from rules.variants.base import TableRules, Variant


class AcceptingVariant(Variant):
    """The common rules (rules-common.md) with a scorer that accepts any complete hand:
    discarder pays 2 (each other player 1 on a self-draw); ``basic`` = the winning tile's rank."""

    id = "test"

    def __init__(self, **table: Any) -> None:
        """``table``: table rules (``TableRules`` fields) that differ, or other members (``id``)."""
        rule_names = {f.name for f in fields(TableRules)}
        self.table_rules = replace(self.table_rules, **{k: v for k, v in table.items() if k in rule_names})
        for key, value in table.items():
            if key not in rule_names:
                setattr(self, key, value)

    def score(self, hand: FinishedHand) -> ScoreResult:
        w = hand.winner
        if hand.discarder is None:
            payments = tuple(Payment(s, w, 1, "自摸") for s in range(4) if s != w)
        else:
            payments = (Payment(hand.discarder, w, 2, "放沖"),)
        return ScoreResult("test", w, True, totals={"basic": hand.win_tile % 9 + 1}, payments=payments)


def t(text: str) -> list[int]:
    return parse_tiles(text)


def stacked_game(variant: Variant | str, hands: Sequence[str], *, dealer: int = 0, draws: str = "",
                 tail: str = "", indicator: str | None = None, with_flowers: bool | None = None,
                 options: dict[str, Any] | None = None) -> Game:
    """A game whose deal and draws are fixed: ``hands`` by chair (the dealer's has 14 tiles)."""
    from rules.variants import get_variant

    v = get_variant(variant) if isinstance(variant, str) else variant
    sizes = [len(t(h)) for h in hands]
    assert sizes == [14 if c == dealer else 13 for c in range(4)], f"hand sizes {sizes}"
    flowers = v.table_rules.with_flowers if with_flowers is None else with_flowers
    wall = stacked_wall(full_set(flowers), [t(h) for h in hands], dealer, draws=t(draws) if draws else [],
                        tail=t(tail) if tail else [], indicator=t(indicator)[0] if indicator else None)
    return Game(v, 0, dealer, None, options, wall=wall, dice=(3, 4))


def act(game: Game, text: str) -> None:
    game.apply(Action.parse(text))


def pass_all(game: Game) -> None:
    """Everyone with a pending claim passes."""
    while game.phase in ("claim", "rob"):
        chair = game.to_act()[0]
        game.apply(Action(chair, ActionKind.PASS))


def kinds(game: Game, chair: int) -> set[ActionKind]:
    return {a.kind for a in game.legal_actions(chair)}


def dealer_holding_the_fourth_5m(*, tail: str = "") -> Game:
    """C-5 robbing a kong: chair 1 discards 5m, the dealer pengs it and, three turns later, draws the fourth
    5m; chair 2 (46m) waits on it. The game stops with the dealer to add the kong (or not)."""
    hands = ["55m111z222z333z4z6z7z", "5m147p258p23689s6z", "46m123p456p789p55z", "19m19p19s1234567z"]
    game = stacked_game(AcceptingVariant(), hands, draws="9s9s9p9p5m", tail=tail)
    act(game, "E discard 4z")
    pass_all(game)
    act(game, "S discard 5m")
    act(game, "E peng 5m")
    pass_all(game)
    act(game, "E discard 6z")
    pass_all(game)
    for chair in (1, 2, 3):
        assert game.turn == chair
        act(game, f"{'ESWN'[chair]} discard {format_tiles([game.drawn])}")
        pass_all(game)
    return game

