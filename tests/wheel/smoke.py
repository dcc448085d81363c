"""The game as users install it (issue 26): run by CI (``.ci/wheel_check``) with the Python of a fresh venv
where the wheel was installed with pip, from a folder outside the checkout, so that nothing is read from the
source tree. Every check plays the installed package as a player would meet it:

- each variant's course lists its lessons (an installed wheel once showed "0/0 lessons"), none damaged;
- each variant's rules page opens in zh-Hans, zh-Hant and English;
- ``mahjong-tui score`` answers the shared examples (read from the checkout as data) and ``analyze`` answers;
- a match starts headless (Textual's ``run_test``) in each variant and the player's hand is painted.

Prints one line per check and exits 1 at the first failure (0 when all pass).

    python tests/wheel/smoke.py [CHECKOUT]   # CHECKOUT: where tests/cli/examples are (default: this file's)
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve()
LANGS = ("zh-Hans", "zh-Hant", "en")
ANALYZE_HAND = "123m456p789s1122z"  # ready: waits on 1z and 2z
SEARCH_LIMIT = 30.0  # seconds a headless screen may take to show what it should


class SmokeFailed(AssertionError):
    pass


def check(condition: bool, what: str) -> None:
    if not condition:
        raise SmokeFailed(what)


def installed_outside(checkout: Path) -> None:
    """The packages are imported from the venv, not from the checkout (which would hide missing data)."""
    import bots
    import mahjong_tui
    import rules

    for package in (rules, bots, mahjong_tui):
        where = Path(package.__file__ or "").resolve()
        check(checkout not in where.parents, f"{package.__name__} is imported from the checkout: {where}")
    print(f"ok  packages imported from {Path(rules.__file__ or '').resolve().parent.parent}")


def command(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """The installed ``mahjong-tui`` console script, beside this Python."""
    script = Path(sys.executable).parent / "mahjong-tui"
    check(script.exists(), f"no console script at {script}")
    return subprocess.run([str(script), *args], check=False, input=stdin, capture_output=True, text=True,
                          timeout=120)


def score_and_analyze(checkout: Path) -> None:
    examples = sorted((checkout / "tests" / "cli" / "examples").glob("*.json"))
    check(bool(examples), f"no score examples under {checkout}/tests/cli/examples")
    for path in examples:
        answer = command("score", "-", stdin=json.dumps(json.loads(path.read_text("utf-8"))["scenario"]))
        check(answer.returncode == 0, f"score {path.name}: exit {answer.returncode}: {answer.stderr.strip()}")
        expected = json.loads(path.read_text("utf-8"))["expect"]
        got = json.loads(answer.stdout)
        for key in ("valid", "totals", "net"):  # the example names some of each; the answer may hold more
            want = expected.get(key)
            have = got.get(key)
            if isinstance(want, dict) and isinstance(have, dict):
                have = {name: have.get(name) for name in want}
            check(want is None or have == want, f"score {path.name}: {key} {have} != {want}")
    print(f"ok  score answers {len(examples)} examples as expected")
    answer = command("analyze", "--variant", "jinshan", "--hand", ANALYZE_HAND)
    check(answer.returncode == 0, f"analyze: exit {answer.returncode}: {answer.stderr.strip()}")
    got = json.loads(answer.stdout)
    waits = {wait["tile"] for wait in got["waits"]}
    check(got["shanten"] == 0 and {"1z", "2z"} <= waits, f"analyze {ANALYZE_HAND}: {got}")
    print(f"ok  analyze answers: {ANALYZE_HAND} is ready, waiting on 1z 2z")


async def wait_for(condition, what: str) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + SEARCH_LIMIT
    while not condition():
        check(time.monotonic() < deadline, f"{what}: not within {SEARCH_LIMIT:.0f} s")
        await asyncio.sleep(0.01)


async def course_lists_lessons(variant: str, home: Path) -> int:
    from textual.widgets import OptionList

    from mahjong_tui.app import make_app
    from mahjong_tui.screens.lessons import CourseScreen
    from mahjong_tui.settings import GameSettings

    app = make_app(GameSettings(variant=variant, lang="en"), home=home)
    async with app.run_test(size=(100, 30)):
        app.open_lessons(variant)
        await wait_for(lambda: isinstance(app.screen, CourseScreen) and app.screen.is_mounted, "the course")
        screen = app.screen
        assert isinstance(screen, CourseScreen)
        await wait_for(lambda: screen.query_one("#course-lessons", OptionList).option_count > 0,
                       f"{variant}: the course lists no lesson")
        return screen.query_one("#course-lessons", OptionList).option_count


def lessons_load() -> None:
    from rules.lessons import course
    from rules.variants import VARIANT_IDS

    with tempfile.TemporaryDirectory() as home:
        for variant in VARIANT_IDS:
            lessons = course(variant)
            check(len(lessons) > 0, f"{variant}: 0 lessons in the installed package")
            shown = asyncio.run(course_lists_lessons(variant, Path(home)))
            check(shown == len(lessons), f"{variant}: the course screen lists {shown} of {len(lessons)}")
            print(f"ok  {variant}: {len(lessons)} lessons load and are listed")


async def rules_page_opens(variant: str, lang: str) -> int:
    from textual.app import App

    from mahjong_tui.i18n import Strings
    from mahjong_tui.screens.rules_page import RulesPageScreen

    page = RulesPageScreen(Strings(lang), variant)
    app: App[None] = App()
    async with app.run_test(size=(100, 30)):
        await app.push_screen(page)
        await wait_for(lambda: page.complete or page.missing, f"{variant} rules page in {lang}")
        check(not page.missing, f"{variant}: the rules page is missing from the installed package")
        return len(page.query(".rules-section"))


def rules_pages_open() -> None:
    from rules.variants import VARIANT_IDS

    for variant in VARIANT_IDS:
        sections = [asyncio.run(rules_page_opens(variant, lang)) for lang in LANGS]
        check(all(count > 0 for count in sections), f"{variant}: an empty rules page ({sections})")
        print(f"ok  {variant}: the rules page opens in {', '.join(LANGS)} ({sections[0]} sections)")


async def hand_painted(variant: str, home: Path) -> tuple[int, int]:
    """The number of tiles the player's hand holds and the number of tile faces painted for it."""
    from mahjong_tui.app import make_app
    from mahjong_tui.screens.table import TableScreen
    from mahjong_tui.settings import GameSettings
    from mahjong_tui.widgets.hand import HandView

    settings = GameSettings(variant=variant, seed=3, bot_delay=0.0, lang="en",
                            seats=("human", "normal", "normal", "normal"))
    app = make_app(settings, home=home)
    def asked() -> bool:  # the player's turn, or a claim prompt (a part of the table) or a screen over it
        tables = [screen for screen in app.screen_stack if isinstance(screen, TableScreen)]
        return bool(tables) and (app.screen is not tables[-1] or tables[-1].acting is not None
                                 or tables[-1].claim_prompt.is_open)

    async with app.run_test(size=(120, 36)) as pilot:
        await wait_for(asked, f"{variant}: the table never asked the player")
        await pilot.pause()
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        hand = table.query_one(HandView)
        painted = "".join(hand.render_line(y).text for y in range(hand.size.height))
        return len(hand.layout_data.tiles), painted.count("┌") + painted.count("╔")  # a frame's corner a tile


def table_paints() -> None:
    from rules.variants import VARIANT_IDS

    with tempfile.TemporaryDirectory() as home:
        for variant in VARIANT_IDS:
            held, painted = asyncio.run(hand_painted(variant, Path(home)))
            check(held >= 13 and painted == held, f"{variant}: {painted} tiles painted of a hand of {held}")
            print(f"ok  {variant}: a match starts headless and the hand's {held} tiles are painted")


def main() -> int:
    checkout = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else HERE.parents[2]
    started = time.monotonic()
    os.environ.setdefault("MAHJONG_TUI_HOME", tempfile.mkdtemp(prefix="mahjong-tui-smoke-"))
    try:
        installed_outside(checkout)
        lessons_load()
        rules_pages_open()
        score_and_analyze(checkout)
        table_paints()
    except SmokeFailed as failure:
        print(f"FAILED  {failure}")
        return 1
    print(f"wheel smoke check passed in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
