"""How fast a joined table repaints what the host sends, beside a table played here (issue 30).

    python benchmarks/bench_net_repaint.py [--seconds 20] [--flood-attempts 1000] [--flood-seconds 10]
                                           [--parts]

One run, one process, three phases one after the other, each a headless app at 120×36 whose own seat is
played by keys (Enter discards the drawn tile, Escape passes a claim, Enter closes a result) and whose three
other seats are bots thinking ``--bot-delay`` seconds (0.05):

- **local**: ``play``'s table (a local session); a sample runs from the screen's ``apply`` of a bot's move
  (the new state is in) to the screen's next paint after the table re-rendered it;
- **joined**: the real ``mahjong-tui host`` in its own process (saves on a temporary folder's disk) and
  ``join``'s app; a sample runs from the client holding a decoded ``state`` to the joined screen's next
  paint after the table re-rendered it. Target: p99 ≤ 50 ms;
- **joined, flooded**: the same while bench_net.py's flood (another process: 1,000 hostile connection
  attempts in 10 s, 127.0.0.1 only) beats on the host. Target: p99 ≤ 100 ms.

Textual paints on its own timer, so a sample includes the wait for that frame in both tables alike.
The claim prompt is a part of the table screen, so its paint is the table's (when it was a screen of its own,
a claimant's sample waited for the prompt to close).
``--parts`` adds each phase's CPU a state by part (the view, the seats/rivers/centre, the log, the layout,
the paint, the collections…: ``benchmarks/paint_parts.py``).
Exits 1 when a target is missed (``--no-fail`` to only report).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the repository, when run from a checkout

from benchmarks.bench_net import CODE, drain, summary
from mahjong_tui.screens.result import ResultScreen
from mahjong_tui.screens.table import TableScreen
from rules.engine import ActionKind

SIZE = (120, 36)
TARGETS_MS = {"joined": 50.0, "joined, flooded": 100.0}


class Repaints:
    """Marks on one table screen: when a new state came in, when the table re-rendered, when it painted."""

    def __init__(self) -> None:
        self.samples: list[float] = []
        self.cpu: list[float] = []  # the thread's CPU in each sample: the work, which load does not stretch
        self.came_in: float | None = None
        self.cpu_in = 0.0
        self.rendered = False
        self.states = 0  # states (or local moves) come in, bursts counted whole
        self.parts = ""  # --parts: the CPU a state by part

    def arrived(self) -> None:
        self.states += 1
        if self.came_in is None:  # states in a burst: the first one waits longest for the paint
            self.came_in, self.cpu_in, self.rendered = time.perf_counter(), time.thread_time(), False

    def watch(self, table: TableScreen) -> None:
        hook_paints(table, self.refreshed, self.painted)

    def refreshed(self) -> None:
        if self.came_in is not None:
            self.rendered = True

    def painted(self) -> None:
        if self.came_in is not None and self.rendered:
            self.samples.append((time.perf_counter() - self.came_in) * 1000)
            self.cpu.append((time.thread_time() - self.cpu_in) * 1000)
            self.came_in = None


def hook_paints(table: TableScreen, refreshed: Callable[[], None], painted: Callable[[], None]) -> None:
    """Call ``refreshed`` after the table re-rendered its state, ``painted`` after the screen's next paint
    (Textual paints on its own timer: the frame that shows the new state). The claim prompt is a part of
    the table screen: its paint is the table's."""
    refresh_table, paint = table.refresh_table, table._compositor_refresh

    def refreshed_table() -> None:
        refresh_table()
        refreshed()

    def painted_screen() -> None:
        paint()
        painted()

    table.refresh_table = refreshed_table  # type: ignore[method-assign]
    table._compositor_refresh = painted_screen  # type: ignore[method-assign]


async def play_keys(app: Any, table: Callable[[], TableScreen | None], seconds: float,
                    discarding: Callable[[int], None] = lambda step: None,
                    seen: Callable[[int], bool] = lambda step: True, reaction: float = 0.0) -> None:
    """The own seat for ``seconds``: discard the drawn tile, pass every claim, close every result;
    ``discarding(step)`` is told the moment the discard key goes in, with the step it answers. A discard is
    pressed only once ``seen(step)``: a player presses after their screen shows the turn; and every key
    ``reaction`` seconds after its question showed (0: at once, the machine's pace)."""
    from textual import events

    pilot_keys = app._driver
    assert pilot_keys is not None
    ends = time.perf_counter() + seconds
    asked_step = -1
    since: dict[tuple[object, ...], float] = {}  # each question and when it showed
    while time.perf_counter() < ends:
        await asyncio.sleep(0.01)
        screen, shown = app.screen, table()
        key, question = None, None
        if isinstance(screen, ResultScreen):
            key, question = "enter", ("result", id(screen))
        elif shown is not None and screen is shown and shown.claim_prompt.is_open:
            key, question = "escape", ("claim", shown.session.step)
        elif (shown is not None and screen is shown and shown.asked is not None
              and shown.session.step != asked_step and seen(shown.session.step)
              and any(a.kind is ActionKind.DISCARD for a in shown.asked.legal)):
            key, question = "enter", ("discard", shown.session.step)
        if key is None or question is None:
            continue
        now = time.perf_counter()
        if now - since.setdefault(question, now) < reaction:
            continue
        if question[0] == "discard":
            asked_step = shown.session.step  # type: ignore[union-attr]
            discarding(asked_step)
        pilot_keys.send_message(events.Key(key, "\r" if key == "enter" else "\x1b"))
        await asyncio.sleep(0.05)


async def local_phase(seconds: float, bot_delay: float, home: Path) -> Repaints:
    from mahjong_tui.app import make_app
    from mahjong_tui.settings import GameSettings

    settings = GameSettings(variant="jinshan", seed=1, hands=0, bot_delay=bot_delay,
                            seats=("human", "normal", "normal", "normal"))
    app = make_app(settings, home=home)
    marks = Repaints()
    async with app.run_test(size=SIZE) as pilot:
        while not isinstance(app.screen, TableScreen):
            await pilot.pause(0.01)
        table = app.screen
        marks.watch(table)
        clock = parts_clock()
        apply = table.apply

        def applied(action: Any) -> None:
            marks.arrived()
            apply(action)

        table.apply = applied  # type: ignore[method-assign]
        await play_keys(app, lambda: table, seconds)
        marks.parts = clock.report(marks.states) if clock else ""
    return marks


async def start_host(home: Path, bot_delay: float) -> tuple[asyncio.subprocess.Process, int]:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "mahjong_tui", "host", "--variant", "jinshan", "--seats",
        "human,normal,normal,normal", "--hands", "0", "--bot-delay", str(bot_delay), "--code", CODE,
        "--seed", "1", stdout=asyncio.subprocess.PIPE, env={**os.environ, "MAHJONG_TUI_HOME": str(home)})
    assert process.stdout is not None
    first = (await process.stdout.readline()).decode().split()
    asyncio.create_task(drain(process))
    return process, int(first[3].rsplit(":", 1)[1])


async def joined_phases(args: argparse.Namespace, home: Path) -> dict[str, Repaints]:
    """The joined table quiet for ``--seconds``, then while the flood runs; samples by phase."""
    from mahjong_tui.join_app import JoinApp, JoinTarget
    from mahjong_tui.net.client import TableClient
    from mahjong_tui.screens.joined_table import JoinedTableScreen
    from mahjong_tui.storage import Saves

    host, port = await start_host(home / "host", args.bot_delay)
    client = TableClient("127.0.0.1", port, code=CODE, name="bench")
    await client.connect()
    app = JoinApp(JoinTarget("127.0.0.1", port, "en"), Saves(home / "join"), client)
    found: dict[str, Repaints] = {}
    try:
        async with app.run_test(size=SIZE) as pilot:
            while not isinstance(app.screen, JoinedTableScreen):
                await pilot.pause(0.01)
            table = app.screen
            heard = client.on_change
            assert heard is not None
            for phase in ("joined", "joined, flooded"):
                marks = Repaints()
                marks.watch(table)

                def on_change(what: str, value: Any, marks: Repaints = marks) -> None:
                    if what == "state":
                        marks.arrived()
                    heard(what, value)

                client.on_change = on_change
                clock = parts_clock()
                flooding = None
                if phase == "joined, flooded":
                    flooding = await asyncio.create_subprocess_exec(
                        sys.executable, str(Path(__file__).parent / "bench_net.py"), "--flood", str(port),
                        "--flood-attempts", str(args.flood_attempts), "--flood-seconds",
                        str(args.flood_seconds), stdout=asyncio.subprocess.DEVNULL)
                await play_keys(app, lambda: table, args.flood_seconds if flooding else args.seconds)
                if flooding is not None:
                    await flooding.wait()
                marks.parts = clock.report(marks.states) if clock else ""
                found[phase] = marks
    finally:
        host.terminate()
        await host.wait()
    return found


async def measure(args: argparse.Namespace) -> dict[str, Repaints]:
    with tempfile.TemporaryDirectory(prefix="bench-repaint-") as folder:
        home = Path(folder)
        found = {"local": await local_phase(args.seconds, args.bot_delay, home / "local")}
        found.update(await joined_phases(args, home))
    return found


PARTS: list[Any] = []  # the part clock, once --parts installed it


def parts_clock() -> Any:
    """The part clock started afresh for a phase, or None without --parts."""
    if not PARTS:
        return None
    PARTS[0].start()
    return PARTS[0]


def report_row(what: str, phase: str, samples: list[float], target: float | None) -> bool:
    """Print one phase's p50/p99/max and its verdict against ``target``; True when the target is missed."""
    row = summary(samples)
    missed = target is not None and row.get("p99", 1e9) > target
    verdict = "" if target is None else f"(target p99 ≤ {target:.0f} ms) " + ("MISSED" if missed else "ok")
    print(f"{what}, {phase} " + "  ".join(f"{k} {v}" for k, v in row.items()) + f"  {verdict}")
    return missed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="the local and the quiet joined phase")
    parser.add_argument("--flood-attempts", type=int, default=1000)
    parser.add_argument("--flood-seconds", type=float, default=10.0)
    parser.add_argument("--bot-delay", type=float, default=0.05)
    parser.add_argument("--no-fail", action="store_true")
    parser.add_argument("--parts", action="store_true", help="the UI thread's CPU a state by part")
    args = parser.parse_args(argv)
    if args.parts:
        from benchmarks.paint_parts import install

        PARTS.append(install())
    found = asyncio.run(measure(args))
    missed = False
    for phase, marks in found.items():
        missed |= report_row("state in → repainted", f"{phase:16}", marks.samples, TARGETS_MS.get(phase))
        cpu = summary(marks.cpu)
        print(f"  the UI thread's CPU in a sample: p50 {cpu.get('p50')}  p99 {cpu.get('p99')}")
        if marks.parts:
            print(f"  {marks.parts}")
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    return 1 if missed and not args.no_fail else 0


if __name__ == "__main__":
    sys.exit(main())
