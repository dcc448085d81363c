"""The turn's legal list takes shortcuts (rules/engine/legal.py: turn_actions): discards straight from the
held counts (the kept-back wilds and a JS-7 ban taken out), 自摸 asked only for a drawn tile among the kept
waits, and four of a kind looked for only after a draw that makes one or while one was held at the last look.
Checked against the plain computation (``allowed_discards``, ``self_win``) at every turn of random hands."""

from __future__ import annotations

import random

import pytest

from rules.engine import Game
from rules.engine.actions import ActionKind, simple_action
from rules.engine.legal import _kong_options
from rules.engine.winning import self_win
from rules.tiles import format_tiles
from rules.variants import VARIANT_IDS
from rules.variants.shanghai.knocking import KNOCKED
from tests.rules.engine_helpers import AcceptingVariant, act, pass_all, stacked_game, t


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_c4_js3_js7_turn_shortcuts_agree_with_the_plain_computation(variant: str) -> None:
    rng = random.Random(4)
    turns = slow = 0
    for hand in range(25):
        game = Game(variant, 1000 + hand, hand % 4)
        while game.result is None:
            chair = game.turn if game.phase in ("turn", "swap") else game.to_act()[0]
            legal = game.legal_actions(chair)
            if game.phase == "turn" and KNOCKED not in game.seats[chair].marks:  # SH-7 locks a knocked hand
                turns += 1
                discards = [a.tile for a in legal if a.kind is ActionKind.DISCARD]
                assert discards == game.allowed_discards(chair)
                plain_win = self_win(game, chair)
                assert [a for a in legal if a.kind is ActionKind.WIN] == ([plain_win] if plain_win else [])
                seat = game.seats[chair]
                slow += seat.banned_kind is not None or any(seat.counts[k] for k in game.wild_kinds)
                # concealed kongs looked for only when the draw made a four or one was held at the last look
                kongs = [a for a in legal if a.kind in (ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG)]
                assert kongs == _kong_options(game, chair, 4 in seat.counts)
            game.apply(legal[rng.randrange(len(legal))])
    assert turns > 500
    if game.wild_kinds or game.variant.table_rules.no_same_kind_after_claim:
        assert slow > 0  # the plain path (a wild held or a JS-7 ban) was compared too


def test_c4_a_four_dealt_or_declined_stays_a_concealed_kong_on_later_turns() -> None:
    # South is dealt 1111m; East (dealer) discards 9p: no claim; South draws 5s, keeps the four, discards 5s;
    # on its next turn (drawing 6s) the kong is offered again though the drawn tile is not of the four
    hands = ["123456789p1234z5z", "1111m258p369s147z", "2468m1357p2468s6z", "3579m2468p1357s6z"]
    game = stacked_game(AcceptingVariant(), hands, draws="5s9s9s9s6s", with_flowers=False)
    kong = simple_action(1, ActionKind.CONCEALED_KONG, t("1m")[0])
    act(game, "E discard 5z")
    pass_all(game)
    assert game.turn == 1 and game.drawn == t("5s")[0] and kong in game.legal_actions(1)
    act(game, "S discard 5s")  # the kong declined
    for chair in "WNE":
        pass_all(game)
        act(game, f"{chair} discard {format_tiles([game.drawn])}")
    pass_all(game)
    assert game.turn == 1 and game.drawn == t("6s")[0] and kong in game.legal_actions(1)


@pytest.mark.parametrize("variant", ["jinshan", "jinhua"])  # not Cixi: CX-7 四龍 wins whatever the rest
def test_js3_a_wild_drawn_to_an_unready_hand_is_no_win_without_asking(variant: str) -> None:
    # turn_actions skips self_win for a drawn wild when the hand before the draw was not ready (seat.far > 0)
    assert not Game(variant, 1).variant.table_rules.four_wilds_win
    rng = random.Random(6)
    skipped = 0
    for hand in range(40):
        game = Game(variant, 3000 + hand, hand % 4)
        while game.result is None:
            chair = game.turn if game.phase in ("turn", "swap") else game.to_act()[0]
            legal = game.legal_actions(chair)
            seat = game.seats[chair]
            if game.phase == "turn" and game.drawn in game.wild_kinds and seat.far > 0:
                skipped += 1
                assert self_win(game, chair) is None  # the plain computation: the shape is not complete
            game.apply(legal[rng.randrange(len(legal))])
    assert skipped > 20
