"""Benchmark of the table screen (issue 16): how fast a key is answered, and how fast the app starts.

    python benchmarks/bench_ui.py [--discards 60] [--starts 5]

1. keypress → refreshed table on a discard, in a Pilot-run app at 120×36: the time from the Enter key
   to the screen's first paint after the table re-rendered with the discard. A practice game, so each
   sample is taken back with ctrl+z and the same turn is measured again. Each key is pressed once the
   screen shows the turn as a player sees it (the footer offers Discard), not while the take-back's own
   repaint is still under way; the bots think for a second (``bot_delay``, the app's default is 0.6 s)
   so none of their moves falls inside a sample. Target: p99 ≤ 50 ms.
2. process start → first table screen of ``mahjong-tui``, against a bare Textual app that shows one label,
   both run headless as fresh processes in the same run, alternately: median wall time of ``--starts``
   runs each. Each exits once its first screen is painted (the bare app after its first refresh, the
   table at the table's first paint), and both may cache their bytecode (in a temporary folder) as an
   installed package has it. Target: ≤ 1.5× the bare app.

Prints both figures and exits 1 when a target is missed (``--no-fail`` to only report).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.pilot import Pilot
    from textual.screen import Screen

KEY_P99_TARGET_MS = 50.0
START_RATIO_TARGET = 1.5

# the two programs timed from process start: each exits as soon as its first screen has been drawn
_BARE_APP = """
from textual.app import App
from textual.widgets import Label

class Bare(App[None]):
    def compose(self):
        yield Label("mahjong")

    def on_mount(self):
        self.call_after_refresh(self.exit)

Bare().run(headless=True, size=(120, 36))
"""

_TABLE_APP = """
import sys
from pathlib import Path
from mahjong_tui.app import make_app
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings

paint = TableScreen._compositor_refresh

# the table's first frame is the end of the start-up (a Pilot would add its own)
def exit_once_painted(table):
    paint(table)
    table.app.exit()

TableScreen._compositor_refresh = exit_once_painted
app = make_app(GameSettings(variant="jinshan", seed=7, bot_delay=0.0), home=Path(sys.argv[1]))
app.run(headless=True, size=(120, 36))
"""


def start_seconds(program: str, home: str) -> float:
    # bytecode cached under the temporary home: PYTHONDONTWRITEBYTECODE would time the compiler on every start
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(Path(home) / "pycache")
    began = time.perf_counter()
    subprocess.run([sys.executable, "-c", program, home], check=True, capture_output=True, env=env)
    return time.perf_counter() - began


def startup(runs: int) -> tuple[float, float]:
    """Median seconds from process start to the first screen: (the table, the bare app), taken alternately
    so that a busy moment of the machine falls on both."""
    table, bare = [], []
    with tempfile.TemporaryDirectory() as home:
        start_seconds(_BARE_APP, home)  # warm the file cache (and the .pyc files) for both
        start_seconds(_TABLE_APP, home)
        for _ in range(runs):
            bare.append(start_seconds(_BARE_APP, home))
            table.append(start_seconds(_TABLE_APP, home))
    return statistics.median(table), statistics.median(bare)


async def discard_latencies(samples: int, cpu: list[float] | None = None) -> list[float]:
    """Milliseconds from Enter to the table painted with the discard, taken back and played again each time.

    The key goes in through the driver as a terminal's would; "painted" is the screen's next compositor
    refresh after the table re-rendered from the engine (Textual paints on its own timer, so a sample
    includes the wait for that frame). ``cpu`` gets the UI thread's CPU milliseconds of each sample: the
    work itself, which the machine's load does not stretch."""
    from textual import events

    from mahjong_tui.app import make_app
    from mahjong_tui.screens.table import TableScreen
    from mahjong_tui.settings import GameSettings

    times: list[float] = []
    cpu = [] if cpu is None else cpu
    with tempfile.TemporaryDirectory() as home:
        settings = GameSettings(variant="jinshan", seed=7, bot_delay=1.0, practice=True,
                                seats=("human", "normal", "normal", "hard"))
        app = make_app(settings, home=Path(home))
        async with app.run_test(size=(120, 36)) as pilot:
            while not isinstance(app.screen, TableScreen):
                await pilot.pause(0.01)
            table = app.screen
            await your_turn_shown(pilot, table)
            marks: dict[str, float] = {}
            refresh_table, paint = table.refresh_table, table._compositor_refresh

            def refreshed() -> None:
                refresh_table()
                marks["refreshed"] = time.perf_counter()

            def painted() -> None:
                paint()
                marks["painted"] = time.perf_counter()

            table.refresh_table = refreshed  # type: ignore[method-assign]
            table._compositor_refresh = painted  # type: ignore[method-assign]
            assert app._driver is not None
            for _ in range(samples):
                step = table.session.step
                marks.clear()
                began, cpu_began = time.perf_counter(), time.thread_time()
                app._driver.send_message(events.Key("enter", "\r"))  # the drawn tile, selected at turn start
                while not ("refreshed" in marks and marks.get("painted", 0.0) > marks["refreshed"]):
                    await asyncio.sleep(0.0005)
                times.append((marks["painted"] - began) * 1000)
                cpu.append((time.thread_time() - cpu_began) * 1000)
                assert table.session.step != step, "the discard was not played"
                await pilot.press("ctrl+z")
                await your_turn_shown(pilot, table)
    return times


async def your_turn_shown(pilot: Pilot[None], table: Screen[None]) -> None:
    """Until the table is the human's to play and its footer says so (the footer is painted a frame after
    the table): the moment a player would press the next key."""
    from mahjong_tui.keys_bar import KeysBar

    footer = table.query_one(KeysBar)
    hand = table.query_one("#hand")  # the hand's keys are its own (issue 27)
    while not (hand.check_action("discard", ())
               and any(active.binding.action == "discard" for _, _, active in footer.spans)):
        await pilot.pause(0.01)
    await pilot.pause()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--discards", type=int, default=60)
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--no-fail", action="store_true")
    args = parser.parse_args(argv)

    cpu: list[float] = []
    latencies = asyncio.run(discard_latencies(args.discards, cpu))
    p50, p99 = percentile(latencies, 0.50), percentile(latencies, 0.99)
    key_ok = p99 <= KEY_P99_TARGET_MS
    print(f"keypress → refreshed table (discard, Pilot, 120×36, {len(latencies)} samples): "
          f"p50 {p50:.1f} ms  p99 {p99:.1f} ms  (target p99 ≤ {KEY_P99_TARGET_MS:.0f} ms) "
          f"{'ok' if key_ok else 'MISSED'}")
    print(f"  UI thread's CPU in a sample: p50 {percentile(cpu, 0.50):.1f} ms  "
          f"p99 {percentile(cpu, 0.99):.1f} ms"
          f"  (load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores)")

    table, bare = startup(args.starts)
    ratio = table / bare
    start_ok = ratio <= START_RATIO_TARGET
    print(f"process start → first screen (median of {args.starts}): table {table:.2f} s  bare Textual app "
          f"{bare:.2f} s  ratio {ratio:.2f}×  (target ≤ {START_RATIO_TARGET}×) "
          f"{'ok' if start_ok else 'MISSED'}")
    return 0 if (key_ok and start_ok) or args.no_fail else 1


if __name__ == "__main__":
    sys.exit(main())
