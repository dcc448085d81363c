"""Every file the game reads at run time is installed with it (issue 26): a wheel holds a package's Python
files and only the other files that pyproject's ``[tool.setuptools.package-data]`` globs name. A lesson,
rules page or data table left out works from the checkout and is missing for everyone who installs the
game (the lessons once were: "0/0 lessons" in every variant). CI builds the wheel and plays it
(``tests/wheel/smoke.py``); this test catches the forgotten glob in the default run, in a second.
"""

from __future__ import annotations

import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("rules", "bots", "mahjong_tui")  # pyproject's packages.find include


def tracked_data_files() -> set[str]:
    """Files under the packages that git tracks and that are not Python source, as repository paths."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("needs a git checkout to know which files are tracked")
    listed = subprocess.run(["git", "ls-files", "-z", "--", *PACKAGES], cwd=ROOT, check=True,
                            capture_output=True).stdout.decode().split("\0")
    return {path for path in listed if path and not path.endswith(".py")}


def packaged_files(pyproject: Path) -> set[str]:
    """The files the package-data globs take, as setuptools globs them: from each package's folder."""
    globs = tomllib.loads(pyproject.read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"]
    root = pyproject.parent
    return {path.relative_to(root).as_posix()
            for package, patterns in globs.items()
            for pattern in patterns
            for path in (root / package.replace(".", "/")).glob(pattern) if path.is_file()}


def test_every_tracked_data_file_of_a_package_is_package_data() -> None:
    missing = tracked_data_files() - packaged_files(ROOT / "pyproject.toml")
    assert not missing, f"add a glob to pyproject's [tool.setuptools.package-data] for: {sorted(missing)}"


def test_the_check_sees_a_data_file_no_glob_names(tmp_path: Path) -> None:
    (tmp_path / "rules" / "variants" / "x" / "lessons").mkdir(parents=True)
    (tmp_path / "rules" / "variants" / "x" / "lessons" / "01-a.toml").write_text("", encoding="utf-8")
    (tmp_path / "rules" / "variants" / "x" / "rules.md").write_text("", encoding="utf-8")
    pyproject = '[tool.setuptools.package-data]\n"rules" = ["variants/*/*.md"]\n'
    (tmp_path / "pyproject.toml").write_text(pyproject, encoding="utf-8")
    assert packaged_files(tmp_path / "pyproject.toml") == {"rules/variants/x/rules.md"}
