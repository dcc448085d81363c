"""Start-up stays fast (issue 16): what the first table screen does not need is not imported before it is
painted. Each check runs in a fresh interpreter and reads ``sys.modules``, as tests/test_import_hygiene.py
does; benchmarks/bench_ui.py measures the time itself."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# never needed to show a table in English: the other screens, the other commands, the Chinese converter,
# the error texts of the calculator and the replay, the rules pages and lessons
NOT_FOR_THE_TABLE = (
    "opencc", "rules.scenario", "mahjong_tui.rules_text", "mahjong_tui.explain",
    "mahjong_tui.result_words", "mahjong_tui.profile", "rules.lessons",
    "mahjong_tui.screens.result", "mahjong_tui.screens.first", "mahjong_tui.screens.new_game",
    "mahjong_tui.screens.profile", "mahjong_tui.screens.calculator", "mahjong_tui.screens.drills",
    "mahjong_tui.screens.rules_page", "mahjong_tui.screens.replay", "mahjong_tui.screens.help",
    "mahjong_tui.screens.tour", "mahjong_tui.screens.lessons", "mahjong_tui.screens.summary",
    "mahjong_tui.screens.saved", "mahjong_tui.commands.score", "mahjong_tui.commands.analyze",
    "mahjong_tui.commands.simulate", "mahjong_tui.commands.replay", "mahjong_tui.commands.learn",
)

# ``mahjong-tui play`` through the real CLI, headless, ended at the table's first paint
PLAY_TO_FIRST_PAINT = r"""
import json, sys
from textual.app import App
from mahjong_tui.screens.table import TableScreen

run, paint, painted = App.run, TableScreen._compositor_refresh, []
App.run = lambda app, **_: run(app, headless=True, size=(120, 36))

def exit_once_painted(table):
    paint(table)
    painted.append(type(table.app.screen).__name__)
    table.app.exit()

TableScreen._compositor_refresh = exit_once_painted
from mahjong_tui.cli import main
main(["play", "--variant", "jinshan", "--seed", "7", "--bot-delay", "0", "--lang", "en"])
print(json.dumps({"painted": painted[:1], "modules": sorted(sys.modules)}))
"""

IMPORT_APP = r"""
import json, sys
import mahjong_tui.app, mahjong_tui.cli, mahjong_tui.commands.play
print(json.dumps({"modules": sorted(sys.modules)}))
"""


def modules_after(program: str, home: Path) -> dict[str, list[str]]:
    env = {**os.environ, "MAHJONG_TUI_HOME": str(home)}
    proc = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, cwd=ROOT, env=env,
                          check=True, timeout=120)
    report: dict[str, list[str]] = json.loads(proc.stdout.strip().splitlines()[-1])
    return report


def loaded(modules: list[str], names: tuple[str, ...]) -> list[str]:
    return sorted(name for name in names if any(m == name or m.startswith(f"{name}.") for m in modules))


def test_importing_the_app_loads_no_bot_no_engine_text_and_no_other_screen(tmp_path: Path) -> None:
    modules = modules_after(IMPORT_APP, tmp_path)["modules"]
    assert "mahjong_tui.app" in modules
    assert loaded(modules, ("bots", "mahjong_tui.reason_text", "mahjong_tui.screens.table",
                            *NOT_FOR_THE_TABLE)) == []


def test_play_paints_the_table_before_loading_anything_it_does_not_show(tmp_path: Path) -> None:
    report = modules_after(PLAY_TO_FIRST_PAINT, tmp_path)
    assert report["painted"] == ["TableScreen"]
    modules = report["modules"]
    assert "rules.engine.game" in modules and "mahjong_tui.session" in modules  # the table itself was built
    assert loaded(modules, NOT_FOR_THE_TABLE) == []
