"""How fast a rules page opens (issue 18: under 0.3 s), side by side with Textual's Markdown widget.

    python benchmarks/bench_rules_page.py [--runs 5] [--size 120x36]

For each variant and language the page is pushed on a running headless app and timed from the push to its
first paint (the screenful the player sees: the five-minute guide) and to the whole page mounted. The
reference is the way the page was drawn before: Textual's ``Markdown`` widget given the same page text,
timed from the push to its first paint with every block mounted (the widget mounts them all before it
paints). Each figure is the best of ``--runs`` (the machine is shared; the best run is the least disturbed).
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections.abc import Awaitable, Callable
from functools import partial

from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Markdown

from mahjong_tui.i18n import Strings
from mahjong_tui.screens.rules_page import RulesPageScreen
from mahjong_tui.tiles_view import TileStyle
from rules.variants import VARIANT_IDS, get_variant


class MarkdownPage(Screen[None]):
    """The reference: the whole page in Textual's Markdown widget."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.painted_at = 0.0

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Markdown(self.text)

    def on_mount(self) -> None:
        self.call_after_refresh(self.painted)

    def painted(self) -> None:
        self.painted_at = time.perf_counter()


class Host(App[None]):
    pass


async def timed(size: tuple[int, int], make: Callable[[], Screen[None]],
                done: Callable[[Screen[None]], bool]) -> tuple[float, float]:
    """(seconds to first paint, seconds until ``done``) for one screen pushed on a fresh app."""
    app = Host()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = make()
        start = time.perf_counter()
        await app.push_screen(screen)
        while not done(screen):
            await pilot.pause(0.002)
        finished = time.perf_counter()
        painted: float = getattr(screen, "painted_at", 0.0) or finished
        return painted - start, finished - start


async def best_of(runs: int, measure: Callable[[], Awaitable[tuple[float, float]]]) -> tuple[float, float]:
    results = [await measure() for _ in range(runs)]
    return min(r[0] for r in results), min(r[1] for r in results)


def our_page(lang: str, variant: str) -> Screen[None]:
    return RulesPageScreen(Strings(lang), variant, style=TileStyle.CJK)


def page_complete(screen: Screen[None]) -> bool:
    return bool(getattr(screen, "complete", False))


def markdown_painted(screen: Screen[None]) -> bool:
    return bool(getattr(screen, "painted_at", 0.0))


async def main(runs: int, size: tuple[int, int]) -> None:
    print(f"rules page open time, best of {runs}, {size[0]}x{size[1]} (seconds)")
    print(f"{'variant':9} {'lang':8} {'first paint':>11} {'whole page':>10} {'Markdown widget':>15}")
    worst = 0.0
    for variant in VARIANT_IDS:
        text = get_variant(variant).rules_page_text()
        for lang in ("en", "zh-Hans"):
            ours = await best_of(runs, partial(timed, size, partial(our_page, lang, variant), page_complete))
            reference = await best_of(runs,
                                      partial(timed, size, partial(MarkdownPage, text), markdown_painted))
            worst = max(worst, ours[0])
            print(f"{variant:9} {lang:8} {ours[0]:11.3f} {ours[1]:10.3f} {reference[0]:15.3f}")
    print(f"slowest first paint {worst:.3f} s (target < 0.3 s)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--size", default="120x36")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    asyncio.run(main(args.runs, (width, height)))
