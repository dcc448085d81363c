"""The outside bot of docs/example_bot.py (standard library only, run as its own program) takes two seats
at a real host and plays the match to its end through the protocol alone."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from tests.net.test_resume import start_host

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "example_bot.py"


async def test_the_example_bot_plays_a_hand_at_a_real_host(tmp_path: Path) -> None:
    host, code, port = await start_host(tmp_path, "--variant", "jinhua", "--seats", "human,bot,human,bot",
                                        "--hands", "1", "--bot-delay", "0")
    bots = [await asyncio.create_subprocess_exec(
        sys.executable, str(EXAMPLE), f"127.0.0.1:{port}", code, name, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE) for name in ("one", "two")]
    for bot in bots:
        out, err = await asyncio.wait_for(bot.communicate(), 60)
        assert bot.returncode == 0 and err == b""
        words = out.decode().split()
        assert words[0] == "scores" and len(words) == 5 and sum(map(int, words[1:])) == 0
    assert await asyncio.wait_for(host.wait(), 20) == 0
