"""The network package never imports Textual: the host, the headless client, the line mode and an outside
program built on ``mahjong_tui.net.client`` run without a screen (checked in a fresh interpreter)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import importlib, json, pkgutil, sys
import mahjong_tui.net as net
names = [info.name for info in pkgutil.walk_packages(net.__path__, "mahjong_tui.net.")]
for name in names + ["mahjong_tui.commands.host", "mahjong_tui.commands.join"]:
    importlib.import_module(name)
textual = sorted(m for m in sys.modules if m.split(".")[0] == "textual")
print(json.dumps({"imported": names, "textual": textual}))
"""


def test_the_network_package_imports_no_textual() -> None:
    proc = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, cwd=ROOT,
                          check=True)
    report = json.loads(proc.stdout)
    assert {"mahjong_tui.net.line_client", "mahjong_tui.net.server"} <= set(report["imported"])
    assert report["textual"] == []
