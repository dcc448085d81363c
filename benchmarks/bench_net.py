"""A hosted table's latency, and what a flood of hostile connections does to it (issue 30).

    python benchmarks/bench_net.py [--seconds 20] [--flood-attempts 1000] [--flood-seconds 10] [--json]

The real ``mahjong-tui host`` runs in its own process (its saves on the disk of a temporary folder, as a
player's would be); four headless clients (``mahjong_tui.net.client``) in this process take its four human
seats and play as fast as the table lets them (random bots choosing, no bot delay). Measured:

- **discard fan-out**: from the moment a client sends a discard to the moment each of the three other
  clients holds the state that shows it (decoded) — target p99 ≤ 50 ms with the screen's repaint, which
  the next step of issue 30 adds (this is the network and host part);
- **round trip**: from an answer sent to the next state back at the same client, and ping → pong;
- both again while one other local process floods the host: 1,000 connection attempts in 10 s (at most 50
  open at once, 127.0.0.1 only), each sending one kind of garbage — bad JSON, non-UTF-8, a 70 KB line, a
  wrong room code, a wrong protocol version, a hello that never ends, a burst of lines before hello, or
  nothing. Target: the playing clients' round-trip p99 ≤ 100 ms;
- the host's resident memory (VmRSS from /proc) before, at its highest during the flood, and after.

Phases: warm-up (2 s, not counted), quiet (``--seconds``), flood (``--flood-seconds``), after (3 s).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from bots import get_bot
from mahjong_tui.net.client import TableClient
from rules.engine import ActionKind

CODE = "BENCH1"
GARBAGE = ("bad_json", "bad_utf8", "long_line", "bad_code", "bad_version", "endless_hello", "burst",
           "nothing")


# --- the flood (run in a process of its own: --flood PORT) ------------------------------------------------

async def one_attempt(port: int, kind: str, outcomes: dict[str, int]) -> None:
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 2)
    except (OSError, TimeoutError):
        outcomes["connect_failed"] += 1
        return
    payload = {
        "bad_json": b"{not json\n", "bad_utf8": b"\xff\xfe\xfd\n", "long_line": b"x" * 70_000 + b"\n",
        "bad_code": b'{"type":"hello","protocol":1,"code":"WRONG9","name":"flood"}\n',
        "bad_version": b'{"type":"hello","protocol":9,"code":"' + CODE.encode() + b'","name":"f"}\n',
        "endless_hello": b'{"type":"hello","proto', "burst": b'{"type":"ping"}\n' * 200, "nothing": b"",
    }[kind]
    try:
        writer.write(payload)
        await writer.drain()
        line = await asyncio.wait_for(reader.readline(), 6)
        code = json.loads(line).get("code", "?") if line else "closed"
        outcomes[str(code)] += 1
    except (OSError, TimeoutError, ValueError):
        outcomes["no_answer"] += 1
    finally:
        writer.close()


async def flood(port: int, attempts: int, seconds: float) -> dict[str, int]:
    outcomes: dict[str, int] = defaultdict(int)
    open_at_once = asyncio.Semaphore(50)
    rng = random.Random(1)

    async def bounded(kind: str) -> None:
        async with open_at_once:
            await one_attempt(port, kind, outcomes)

    tasks = []
    for _ in range(attempts):
        tasks.append(asyncio.create_task(bounded(rng.choice(GARBAGE))))
        await asyncio.sleep(seconds / attempts)
    await asyncio.gather(*tasks)
    return dict(outcomes)


# --- the players -----------------------------------------------------------------------------------------

class Players:
    """Four clients playing; every sample is tagged with the phase it fell in."""

    def __init__(self, port: int) -> None:
        self.clients = [TableClient("127.0.0.1", port, code=CODE, name=f"p{i}") for i in range(4)]
        self.phase = "warm-up"
        self.samples: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
        self.discards: dict[int, tuple[float, int, str]] = {}  # step -> (sent at, chair, phase)
        self.seen: set[tuple[int, int]] = set()  # (step, chair) fan-out samples already taken
        self.sent_at: dict[int, tuple[int, float]] = {}  # chair -> (step answered, when)

    def note(self, kind: str, seconds: float, phase: str | None = None) -> None:
        self.samples[phase or self.phase][kind].append(seconds * 1000)

    def on_state(self, chair: int, step: int) -> None:
        now = time.perf_counter()
        sent = self.sent_at.pop(chair, None)
        if sent is not None and step > sent[0]:
            self.note("answer → state", now - sent[1])
        for discard_step, (when, discarder, phase) in list(self.discards.items()):
            if step > discard_step and chair != discarder and (discard_step, chair) not in self.seen:
                self.seen.add((discard_step, chair))
                self.note("discard → 3 others", now - when, phase)

    async def play(self, index: int) -> None:
        client, rng, answered = self.clients[index], random.Random(index), -1
        chair = client.room.chair if client.room else index
        client.on_change = lambda what, view: self.on_state(chair, view.step) if what == "state" else None
        while client.ended is None:
            await client.wait_until(lambda c, done=answered: c.ended is not None or (
                c.view is not None and c.view.step > done and (bool(c.view.offered) or c.view.next_hand)))
            view = client.view
            if client.ended is not None or view is None:
                return
            answered = view.step
            action: Any = "next_hand" if view.next_hand else get_bot("random", rng).choose(view.observation)
            now = time.perf_counter()
            if action != "next_hand" and action.kind is ActionKind.DISCARD:
                self.discards[view.step] = (now, chair, self.phase)
            self.sent_at[chair] = (view.step, now)
            try:
                await client.act(action)
            except (ValueError, ConnectionError):
                continue

    async def ping(self) -> None:
        token = 0
        while True:
            await asyncio.sleep(0.1)
            for client in self.clients:
                token += 1
                phase = self.phase
                await client.ping(token)
                started = time.perf_counter()
                try:
                    await client.wait_until(lambda c, t=token: c.round_trip(t) is not None, timeout=5)
                    self.note("ping → pong", time.perf_counter() - started, phase)
                except TimeoutError:
                    self.note("ping → pong", 5.0, phase)


def rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


async def highest_rss_until_done(pid: int, process: asyncio.subprocess.Process) -> int:
    """The highest VmRSS (KiB) of ``pid``, read every 0.25 s until ``process`` (the flood) ends."""
    highest = 0
    while process.returncode is None:
        highest = max(highest, rss_kib(pid))
        try:
            await asyncio.wait_for(process.wait(), 0.25)
        except TimeoutError:
            pass
    return highest


async def host_process(home: Path) -> tuple[asyncio.subprocess.Process, int]:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "mahjong_tui", "host", "--variant", "jinshan", "--seats",
        "human,human,human,human", "--hands", "0", "--bot-delay", "0", "--code", CODE, "--seed", "1",
        stdout=asyncio.subprocess.PIPE,
        env={**os.environ, "MAHJONG_TUI_HOME": str(home)})
    assert process.stdout is not None
    first = (await process.stdout.readline()).decode().split()
    asyncio.create_task(drain(process))
    return process, int(first[3].rsplit(":", 1)[1])


async def drain(process: asyncio.subprocess.Process) -> None:
    assert process.stdout is not None
    while await process.stdout.readline():
        pass


async def measure(args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="bench-net-", dir=args.home) as home:
        host, port = await host_process(Path(home))
        players = Players(port)
        for client in players.clients:
            await client.connect()
        tasks = [asyncio.create_task(c.run()) for c in players.clients]
        tasks += [asyncio.create_task(players.play(i)) for i in range(4)]
        tasks.append(asyncio.create_task(players.ping()))
        memory: dict[str, int] = {}
        await asyncio.sleep(2)
        memory["quiet"] = rss_kib(host.pid)
        players.phase = "quiet"
        await asyncio.sleep(args.seconds)
        players.phase = "flood"
        flooding = await asyncio.create_subprocess_exec(
            sys.executable, __file__, "--flood", str(port), "--flood-attempts", str(args.flood_attempts),
            "--flood-seconds", str(args.flood_seconds), stdout=asyncio.subprocess.PIPE)
        highest = await highest_rss_until_done(host.pid, flooding)
        assert flooding.stdout is not None
        outcomes = json.loads(await flooding.stdout.read() or b"{}")
        memory["flood_highest"] = highest
        players.phase = "after"
        await asyncio.sleep(3)
        memory["after"] = rss_kib(host.pid)
        host.terminate()
        await host.wait()
        for task in tasks:
            task.cancel()
    return {"samples": players.samples, "memory_kib": memory, "flood": outcomes,
            "hands": players.clients[0].view.match.hand if players.clients[0].view else 0}


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    if not ordered:
        return {"n": 0}
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"n": len(ordered), "p50": round(statistics.median(ordered), 2), "p99": round(p99, 2),
            "max": round(ordered[-1], 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="quiet phase, seconds")
    parser.add_argument("--flood-attempts", type=int, default=1000)
    parser.add_argument("--flood-seconds", type=float, default=10.0)
    parser.add_argument("--home", default=None, help="folder for the host's saves (default: system temp)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--flood", type=int, default=None, help=argparse.SUPPRESS)  # the flooding process
    args = parser.parse_args()
    if args.flood is not None:
        print(json.dumps(asyncio.run(flood(args.flood, args.flood_attempts, args.flood_seconds))))
        return
    found = asyncio.run(measure(args))
    table = {phase: {kind: summary(values) for kind, values in kinds.items()}
             for phase, kinds in found["samples"].items() if phase != "warm-up"}
    report = {"ms": table, "host_rss_kib": found["memory_kib"], "flood_answers": found["flood"],
              "hands_played": found["hands"], "load": os.getloadavg()}
    if args.json:
        print(json.dumps(report, indent=1))
        return
    for phase, kinds in table.items():
        for kind, row in kinds.items():
            print(f"{phase:6} {kind:20} " + "  ".join(f"{k} {v}" for k, v in row.items()))
    print("host RSS KiB:", found["memory_kib"])
    print("flood answers:", found["flood"])
    print("hands played:", found["hands"], " load:", report["load"])


if __name__ == "__main__":
    main()
