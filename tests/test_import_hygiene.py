"""STYLE.md: rules/ and bots/ never import textual, rich or click. Every submodule is imported in a
fresh interpreter and sys.modules is checked (as Harlequin's test_import_hygiene.py does)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = r"""
import importlib, json, pkgutil, sys
import rules, bots
names = []
for package in (rules, bots):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(info.name)
        names.append(info.name)
ui = sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "rich", "click"))
print(json.dumps({"imported": names, "ui": ui}))
"""


def test_rules_and_bots_import_no_ui_library() -> None:
    proc = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, cwd=ROOT,
                          check=True)
    report = json.loads(proc.stdout)
    assert "rules.analysis.standard" in report["imported"]
    assert report["ui"] == []
