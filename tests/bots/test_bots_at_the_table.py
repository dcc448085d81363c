"""The registered bots at the real table and through ``simulate`` (issue 8): names, reproducibility, goals."""

from __future__ import annotations

import json
import random

import pytest
from click.testing import CliRunner

from bots import BOTS, get_bot
from bots.players import EasyBot, HardBot, NormalBot
from mahjong_tui.cli import cli
from rules.engine import Game


def test_registry_has_every_level_and_heuristic_is_normal() -> None:
    assert {"random", "easy", "normal", "heuristic", "hard"} <= set(BOTS)
    assert isinstance(get_bot("easy", 1), EasyBot)
    assert isinstance(get_bot("hard", 1), HardBot)
    assert type(get_bot("heuristic", 1)) is type(get_bot("normal", 1)) is NormalBot


@pytest.mark.parametrize("variant", ["jinshan", "shanghai"])
def test_every_name_plays_through_simulate(variant: str) -> None:
    result = CliRunner().invoke(cli, ["simulate", "--variant", variant, "--hands", "2", "--seed", "4",
                                      "--bots", "easy,normal,heuristic,hard", "--json"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["checks"]["failures"] == 0 and data["hands"] == 2
    assert [p["bot"] for p in data["players"]] == ["easy", "normal", "heuristic", "hard"]


def _decisions(seed: int) -> list[str]:
    names = ("easy", "normal", "hard", "easy")
    bots = [get_bot(name, random.Random(f"{seed}:{i}")) for i, name in enumerate(names)]
    game = Game("jinhua", seed, dealer=1)
    while game.result is None:
        chair = game.to_act()[0]
        game.apply(bots[chair].choose(game.observation(chair)))
    return [str(a) for a in game.actions]


def test_same_seed_gives_the_same_decisions() -> None:
    assert _decisions(8) == _decisions(8)
    assert _decisions(8) != _decisions(9)


def test_jinshan_bot_wins_all_reach_20_hu() -> None:
    # JS-12: below 20 胡 nothing wins — the table offers a win only when the scorer says valid, so every
    # win the bots take has at least 20 胡 (hands are rarely drawn: 144 tiles, flowers and self-draw count)
    wins = 0
    for seed in range(6):
        bots = [get_bot("normal", random.Random(seed * 4 + i)) for i in range(4)]
        game = Game("jinshan", seed, dealer=seed % 4)
        while game.result is None:
            chair = game.to_act()[0]
            game.apply(bots[chair].choose(game.observation(chair)))
        for score in game.result.scores.values():
            wins += 1
            assert score.valid and score.totals["hu"] >= 20
    assert wins >= 4
