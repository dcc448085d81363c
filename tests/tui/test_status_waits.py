"""The table's status and waits lines for a human seat (issue 19, bugs 4 and 5): the distance to ready reads
the hand as the engine does (Jinhua's 白板 stand-in, JH-3), every wait counts the copies the player cannot see
and carries its verdict, and the line says what its waits assume."""

from __future__ import annotations

from pathlib import Path

from bots.advice import hand_status
from mahjong_tui.i18n import Strings
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.waits_line import verdict_text, wait_verdicts, waits_title
from mahjong_tui.widgets.status import WaitsPanel
from rules.engine.winning import waits
from tests.rules.engine_helpers import stacked_game
from tests.tui.conftest import new_app, settle

# 財神 6筒 (the turned tile, JH-2); 白板 reads as 6筒 (JH-3): 白78筒 + 67條+財神 + 11z+財神 + 33條 + 發發
JINHUA_READY_BY_WHITE = "66p78p33s67s11z566z"


def jinhua_table():  # type: ignore[no-untyped-def]
    return stacked_game("jinhua",
                        ["123456789m12349p", JINHUA_READY_BY_WHITE, "123456789m5p129s", "123456789m5p459s"],
                        indicator="6p")


def test_a_hand_ready_through_the_jinhua_white_stand_in_is_ready_on_the_status_line() -> None:
    game = jinhua_table()
    obs = game.observation(1)
    assert obs.wild_kinds == frozenset({14})
    status = hand_status(obs)
    assert status.shanten == 0
    assert {kind for kind, _ in status.waits} == set(waits(game, 1))


def test_on_its_own_turn_the_stand_in_hand_is_ready_after_the_right_discard() -> None:
    game = jinhua_table()
    game.apply(next(a for a in game.legal_actions(0) if a.tile == 12))  # the dealer lets 4筒 go
    while game.phase == "claim":
        chair = game.to_act()[0]
        game.apply(next(a for a in game.legal_actions(chair) if a.kind.name == "PASS"))
    obs = game.observation(1)  # chair 1 drew its 14th tile
    status = hand_status(obs)
    assert len(obs.concealed) == 14 and status.shanten == 0 and status.waits


def test_a_wait_whose_copies_are_all_in_other_hands_looks_like_any_other() -> None:
    """Bug 4: 1筒 and 2筒 are all held (chair 1 two of each, chair 2 the rest), none in the wall; chair 1 must
    still see them as live and with their verdict, or the waits line tells where the last copies are."""
    game = stacked_game("jinhua",
                        ["2345678m2345678s", "123m456m789m1122p", "1122p3456789p12s", "3456789p345678s"],
                        indicator="9s")
    assert 9 not in game.wall.remaining() and 10 not in game.wall.remaining()
    status = hand_status(game.observation(1))
    assert {9: 2, 10: 2}.items() <= dict(status.waits).items()  # chair 1 cannot see chair 2's copies
    scores = game.wait_scores(1)
    assert set(scores) == set(dict(status.waits)) and scores[9].valid and scores[10].valid
    refusals = game.wait_refusals_on_discard(1, 0)
    # a 財神 let go cannot be claimed (C-5)
    assert refusals[9] is None and refusals[10] is None and refusals[26]


def test_a_jinshan_wait_that_reaches_20_hu_only_self_drawn_says_so() -> None:
    """JS-12/JS-13: 26 胡 self-drawn (+10 胡 自摸) but 16 on a discard: the waits line says self-draw only."""
    game = stacked_game("jinshan", ["123m456p789s1234z9m", "147m258m369s1567z", "258m369p147s5677z",
                                    "999m456p789s222z5m"])
    verdicts = wait_verdicts(game, 3)
    assert verdicts == {4: "self-draw only: 16 胡 — at least 20 needed"}
    assert verdict_text(verdicts[4], Strings("en")) == "self-draw only: 16 胡 — at least 20 needed"
    zh = verdict_text(verdicts[4], Strings("zh"))
    assert zh.startswith("只能自摸：") and "needed" not in zh
    plain = stacked_game("jinshan", ["123m456p789s1234z9m", "147m258m369s1567z", "258m369p147s5677z",
                                     "123m456p789s234s5m"])
    short = wait_verdicts(plain, 3)
    assert short == {4: "self-drawn: 10 胡 — at least 20 needed"}  # 0 胡 on a discard
    assert verdict_text(short[4], Strings("zh")) == "自摸：10 胡 — 至少要 20 胡"
    knock = stacked_game("shanghai", ["123m456p789s1234z9m", "147m258m369s1567z", "258m369p147s5677z",
                                      "123m456p789s234s5m"])
    # other checks (SH-6, SH-9): as is
    assert wait_verdicts(knock, 3)[4].startswith("a plain hand cannot win")


def test_on_ones_own_turn_the_waits_title_names_the_hinted_discard() -> None:
    assert waits_title(Strings("en"), None) == "Waits:"
    assert waits_title(Strings("en"), 4) == "Waits after 5 Characters:"
    assert waits_title(Strings("zh"), 4) == "打 五万 后听："


async def test_the_table_names_the_hinted_discard_and_gives_every_wait_its_note(home: Path) -> None:
    """Seed 5: the dealer's first turn is ready after the hint's discard; every wait is short of 20 胡."""
    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await settle(pilot)
        assert isinstance(screen, TableScreen)
        panel = screen.query_one(WaitsPanel)
        status, _ = screen.session.hand_status(0)
        assert panel.display and status.discard is not None
        assert panel.title == f"Waits after {Strings('en').tile(status.discard)}:"
        assert [w.kind for w in panel.waits] == [kind for kind, _ in status.waits]
        assert all(w.verdict for w in panel.waits)  # none is a legal win yet: each says why
