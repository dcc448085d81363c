"""Table mechanisms of rules-common.md on stacked walls: the deal, claims and their priority (C-5),
chi choice, kongs with replacement draws (C-3), robbing an added kong, several winners, the wall end."""

from __future__ import annotations

import pytest

from rules.engine import Action, ActionKind, IllegalAction
from rules.hand import MeldType
from rules.tiles import format_tiles, kind_of
from tests.rules.engine_helpers import (
    AcceptingVariant,
    act,
    dealer_holding_the_fourth_5m,
    kinds,
    stacked_game,
)

# chair 0 deals and discards 5m; chair 1 may chi it, chair 2 peng it, chair 3 win on it
DEALER = "5m111z222z333z444z7z"
CHI_46 = "46m147p258p369s66z"
PENG_55 = "55m147s258s3699p7z"
WAIT_5M = "123m456p789p123s5m"


def test_c3_deal_gives_dealer_14_and_others_13() -> None:
    game = stacked_game(AcceptingVariant(), [DEALER, CHI_46, PENG_55, WAIT_5M])
    assert [s.tile_count for s in game.seats] == [14, 13, 13, 13]
    assert game.to_act() == [0] and game.drawn == kind_of("7z")
    assert game.tiles_accounted() == 136


def test_c5_win_beats_peng_beats_chi() -> None:
    game = stacked_game(AcceptingVariant(), [DEALER, CHI_46, PENG_55, WAIT_5M])
    act(game, "E discard 5m")
    assert sorted(game.to_act()) == [1, 2, 3]
    assert ActionKind.CHI in kinds(game, 1) and ActionKind.PENG in kinds(game, 2)
    assert ActionKind.WIN in kinds(game, 3)
    act(game, "S chi 5m 456m")
    act(game, "W peng 5m")
    act(game, "N win 5m")
    assert game.result is not None and game.result.winners == (3,) and game.result.discarder == 0
    assert game.result.net == (-2, 0, 0, 2)


def test_c5_peng_beats_chi_and_claimer_discards_without_drawing() -> None:
    game = stacked_game(AcceptingVariant(), [DEALER, CHI_46, PENG_55, WAIT_5M])
    act(game, "E discard 5m")
    act(game, "N pass")
    act(game, "S chi 5m 456m")
    act(game, "W peng 5m")
    assert game.phase == "turn" and game.turn == 2 and game.drawn is None
    meld = game.seats[2].melds[0]
    assert meld.type is MeldType.PENG and meld.source == 0 and meld.claimed == kind_of("5m")
    assert game.seats[0].claimed == [True]
    assert game.tiles_accounted() == 136


def test_c5_chi_only_for_next_player_who_chooses_the_sequence() -> None:
    hands = [DEALER, "3467m147p258p369s", PENG_55, "3467m11p22p33p44p5z"]
    game = stacked_game(AcceptingVariant(), hands)
    act(game, "E discard 5m")
    chis = [a for a in game.legal_actions(1) if a.kind is ActionKind.CHI]
    assert [format_tiles(a.meld) for a in chis] == ["345m", "456m", "567m"]
    assert ActionKind.CHI not in kinds(game, 3)  # chair 3 holds 34m67m too, but is not 下家
    act(game, "W pass")
    act(game, "S chi 5m 567m")
    assert game.seats[1].counts[kind_of("6m")] == 0 and game.seats[1].counts[kind_of("4m")] == 1
    assert game.turn == 1 and game.phase == "turn"


def test_illegal_action_says_why() -> None:
    game = stacked_game(AcceptingVariant(), [DEALER, CHI_46, PENG_55, WAIT_5M])
    with pytest.raises(IllegalAction, match="not in hand"):
        act(game, "E discard 9s")
    with pytest.raises(IllegalAction, match="turn"):
        act(game, "S discard 4m")


def test_c5_nearest_winner_after_discarder_takes_it() -> None:
    hands = [DEALER, "123m456p789p123s5m", PENG_55, WAIT_5M]
    hands[2] = "55m147s258s3699p7z".replace("55m", "46m")
    game = stacked_game(AcceptingVariant(), hands)
    act(game, "E discard 5m")
    for chair in game.to_act():
        game.apply(next(a for a in game.legal_actions(chair) if a.kind is not ActionKind.PASS))
    assert game.result is not None and game.result.winners == (1,)


def test_sh5_several_winners_on_one_discard() -> None:
    hands = [DEALER, "123m456p789p123s5m", "55m147s258s3699p7z".replace("55m", "46m"), WAIT_5M]
    game = stacked_game(AcceptingVariant(winners_on_discard="all"), hands)
    act(game, "E discard 5m")
    assert sorted(game.to_act()) == [1, 3]
    act(game, "N win 5m")
    act(game, "S win 5m")
    assert game.result is not None and game.result.winners == (1, 3)
    assert game.result.net == (-4, 2, 0, 2)


def test_c3_concealed_kong_draws_replacement_from_the_tail() -> None:
    hands = ["5555m111z222z333z4z", CHI_46, PENG_55.replace("55m", "19m"), WAIT_5M.replace("5m", "9m")]
    game = stacked_game(AcceptingVariant(), hands, tail="7z")
    act(game, "E concealed_kong 5m")
    assert game.seats[0].melds[0].type is MeldType.CONCEALED_KONG
    assert game.drawn == kind_of("7z") and game.after_kong and game.kongs == 1
    assert game.tiles_accounted() == 136


def test_c5_added_kong_can_be_robbed() -> None:
    game = dealer_holding_the_fourth_5m()  # chair 2 (46m) robs the added kong
    assert game.drawn == kind_of("5m")
    act(game, "E added_kong 5m")
    assert game.phase == "rob" and game.to_act() == [2]
    act(game, "W win 5m")
    assert game.result is not None and game.result.winners == (2,) and game.result.discarder == 0
    assert game.result.scores[2] is not None
    assert game.tiles_accounted() == 136


def test_c5_concealed_kong_cannot_be_robbed() -> None:
    hands = ["5555m111z222z333z4z", CHI_46.replace("46m", "19m"), "46m123p456p789p55z", "19m19p19s1234567z"]
    game = stacked_game(AcceptingVariant(), hands)
    act(game, "E concealed_kong 5m")
    assert game.phase == "turn" and game.turn == 0


def test_c4_hand_drawn_when_the_wall_is_empty() -> None:
    game = stacked_game(AcceptingVariant(), [DEALER, CHI_46, PENG_55, WAIT_5M])
    while game.result is None:
        chair = game.to_act()[0]
        options = game.legal_actions(chair)
        choice = next((a for a in options if a.kind is ActionKind.PASS), None)
        game.apply(choice or next(a for a in options if a.kind is ActionKind.DISCARD))
    assert game.result.exhausted and game.result.winners == () and game.result.net == (0, 0, 0, 0)
    assert len(game.wall) == 0
    # the winner of chair 3 was offered 5m on the first discard but passed: nothing else mattered
    assert game.tiles_accounted() == 136


def test_observation_hides_other_hands_and_the_wall() -> None:
    game = stacked_game(AcceptingVariant(), [DEALER, CHI_46, PENG_55, WAIT_5M])
    obs = game.observation(1)
    assert format_tiles(obs.concealed) == "46m124578p369s66z"
    assert obs.hand_sizes == (14, 13, 13, 13) and obs.drawn is None and obs.legal_actions == ()
    assert not any(hasattr(obs, name) for name in ("wall", "seats", "hands"))
    assert obs.wall_count == 136 - 53
    act(game, "E discard 5m")
    assert game.observation(1).legal_actions == tuple(game.legal_actions(1))
    events = game.events
    draw_seen_by_other = [e.seen_by(2) for e in events if e.kind == "deal" and e.chair == 0]
    assert all(e.tile is None for e in draw_seen_by_other)


def test_action_notation_round_trips() -> None:
    for action in (Action(0, ActionKind.DISCARD, 4), Action(1, ActionKind.CHI, 4, (3, 4, 5)),
                   Action(2, ActionKind.WIN, 33), Action(3, ActionKind.PASS),
                   Action(0, ActionKind.KNOCK, 27)):
        assert Action.parse(str(action)) == action
    assert str(Action(1, ActionKind.CHI, 4, (3, 4, 5))) == "S chi 5m 456m"
    with pytest.raises(IllegalAction):
        Action.parse("X discard 5m")
