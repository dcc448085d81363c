"""`mahjong-tui simulate` per shared/spec/cli.md: JSON fields, determinism, failures exit 1, bad input
exit 2."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from mahjong_tui.cli import cli
from mahjong_tui.commands import simulate as simulate_module


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["simulate", *args])
    return result.exit_code, result.stdout, result.stderr


def test_json_has_the_contract_fields_and_repeats_with_the_seed() -> None:
    code, out, _ = _run("--variant", "jinhua", "--hands", "12", "--seed", "3",
                        "--bots", "random,random,random,random", "--json")
    assert code == 0
    data = json.loads(out)
    assert {"hands", "seconds", "hands_per_second", "draws", "players", "checks"} <= set(data)
    assert data["hands"] == 12 and data["checks"]["failures"] == 0
    assert all({"bot", "wins", "self_drawn", "deal_ins", "net"} <= set(p) for p in data["players"])
    assert sum(p["net"] for p in data["players"]) == 0
    again = json.loads(_run("--variant", "jinhua", "--hands", "12", "--seed", "3", "--json")[1])
    def counts(players: list[dict[str, object]]) -> list[dict[str, object]]:  # decision times vary run to run
        return [{k: v for k, v in p.items() if k != "decision_ms_p99"} for p in players]

    assert counts(again["players"]) == counts(data["players"]) and again["draws"] == data["draws"]


def test_duplicate_plays_each_deal_four_times() -> None:
    code, out, _ = _run("--variant", "cixi", "--hands", "3", "--duplicate", "--json")
    assert code == 0 and json.loads(out)["hands"] == 12


def test_table_output_without_json() -> None:
    code, out, _ = _run("--variant", "shanghai", "--hands", "3")
    assert code == 0 and "failures: 0" in out


def test_a_failed_check_exits_1_naming_seed_and_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(game, seated, decision_seconds=None):  # type: ignore[no-untyped-def]
        raise simulate_module.CheckFailed("tile conservation: 135 tiles")

    monkeypatch.setattr(simulate_module, "play_checked", broken)
    code, _, err = _run("--variant", "jinshan", "--hands", "2", "--seed", "9", "--json")
    assert code == 1 and "seed 9, hand 1" in err and "tile conservation" in err


@pytest.mark.parametrize("args", [["--bots", "random,nobody,random,random"], ["--bots", "random,random"],
                                  ["--option", "nope=1"]])
def test_bad_input_is_one_line_exit_2(args: list[str]) -> None:
    code, _, err = _run("--variant", "cixi", "--hands", "1", *args)
    assert code == 2 and err.startswith("error: ") and err.count("\n") == 1


def test_players_report_decision_p99_and_win_share_with_wilson_interval() -> None:
    # issue 8: per-player decision_ms_p99, win share with a 95% confidence interval (Wilson)
    code, out, _ = _run("--variant", "cixi", "--hands", "6", "--seed", "2",
                        "--bots", "normal,random,easy,hard", "--json")
    assert code == 0
    players = json.loads(out)["players"]
    wins = sum(p["wins"] for p in players)
    assert wins > 0
    for p in players:
        assert p["decision_ms_p99"] is not None and 0 <= p["decision_ms_p99"] < 1000
        assert p["win_share"] == round(p["wins"] / wins, 4)
        low, high = p["win_share_ci95"]
        assert 0 <= low <= p["win_share"] <= high <= 1
    code, out, _ = _run("--variant", "cixi", "--hands", "6", "--seed", "2",
                        "--bots", "normal,random,easy,hard")
    assert code == 0 and "win share" in out and "p99" in out


def test_wilson_interval_matches_the_textbook_values() -> None:
    low, high = simulate_module.wilson_interval(60, 100)
    assert round(low, 4) == 0.5020 and round(high, 4) == 0.6906
    assert simulate_module.wilson_interval(0, 0) == (0.0, 1.0)
    low, high = simulate_module.wilson_interval(0, 20)
    assert low == 0.0 and 0.16 < high < 0.17
