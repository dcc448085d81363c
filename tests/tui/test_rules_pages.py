"""The rules page in the app: the packaged page, example hands drawn as tiles, opening at a rule id."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Static

from mahjong_tui.i18n import Strings
from mahjong_tui.rules_text import Block, in_language, page_blocks
from mahjong_tui.screens.rules_page import RulesPageScreen, example_line, example_text
from mahjong_tui.tiles_view import TileStyle
from rules.tiles import kind_of
from rules.variants import VARIANT_IDS, get_variant
from tests.tui.rendered import plain


class PageApp(App[None]):
    def __init__(self, variant: str, rule: str | None = None) -> None:
        super().__init__()
        self.page = RulesPageScreen(Strings("en"), variant, rule=rule, style=TileStyle.ASCII)

    def on_mount(self) -> None:
        self.push_screen(self.page)


def test_an_example_line_reads_groups_win_tile_melds_and_labels() -> None:
    groups, caption = example_line("翻=7p 123m +6s (111m)  # 平胡")
    assert [(g.role, g.label, g.kinds) for g in groups] == [
        ("label", "翻", (kind_of("7p"),)),
        ("hand", "", (kind_of("1m"), kind_of("2m"), kind_of("3m"))),
        ("win", "", (kind_of("6s"),)),
        ("meld", "", (kind_of("1m"),) * 3),
    ]
    assert caption == "平胡"
    assert example_text("123m +6s", TileStyle.ASCII).plain == "1m 2m 3m  + 6s"
    assert "(" in example_text("12x", TileStyle.ASCII).plain  # a bad line is shown with the reason


async def complete(pilot: Pilot[None], page: RulesPageScreen) -> None:
    await pilot.pause()
    while not page.complete:
        await pilot.pause(0.01)
    await pilot.pause()


@pytest.mark.parametrize("variant", ["jinshan", "cixi"])
async def test_the_page_draws_example_hands_as_tiles(variant: str) -> None:
    app = PageApp(variant)
    async with app.run_test(size=(120, 40)) as pilot:
        await complete(pilot, app.page)
        sections = app.screen.query(".rules-section").results(Static)
        shown = "\n".join(plain(w.content, width=116) for w in sections)
        assert "```" not in shown and "+ " in shown  # the winning tile drawn apart
        assert any(b.kind == "tiles" for b in app.page.blocks)


async def test_the_page_opens_at_a_rule() -> None:
    app = PageApp("jinshan", rule="JS-17")
    async with app.run_test(size=(100, 30)) as pilot:
        await complete(pilot, app.page)
        await pilot.pause(0.05)
        page = app.page
        assert page.shown_rule == "JS-17"
        scroll = page.query_one("#rules-scroll")
        assert scroll.scroll_y > 10
        target = page.query_one(".rule-target")
        assert isinstance(target, Static) and "JS-17" in plain(target.content, width=96)
        assert not page.go_to_rule("JS-99")
        await pilot.press("escape")
        assert app.screen is not page


async def test_a_missing_page_is_a_notice(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from rules.variants.base import Variant

    monkeypatch.setattr(Variant, "rules_page", lambda self, lang=None: tmp_path / "absent.md")
    app = PageApp("cixi")
    async with app.run_test() as pilot:
        await pilot.pause()
        assert "No rules page" in str(app.screen.query_one("#rules-missing", Static).render())


# --- the player's guide and the language toggle (issue 18) ------------------------------------------------

DEVELOPER_WORDS = re.compile(r"shared/|tests/|\.py\b|Examples \(tested\)|variant id")


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_every_page_opens_with_a_five_minute_guide_with_three_example_hands(variant: str) -> None:
    blocks = page_blocks(get_variant(variant).rules_page_text())
    headings = [b.text for b in blocks if b.kind == "heading" and b.level == 2]
    assert headings[0] == "五分鐘學會 How this game plays in five minutes"
    assert "完整規則 Full rules" in headings
    guide = blocks[:next(i for i, b in enumerate(blocks) if b.text == "完整規則 Full rules")]
    hands = [b for b in guide if b.kind == "tiles"]
    assert len(hands) >= 3
    for hand in hands:
        groups, caption = example_line(hand.text)
        assert sum(len(g.kinds) for g in groups if g.role != "label") >= 14 and caption
    said = " ".join(b.text for b in guide)
    for topic in ("How you win", "What it pays", "What is special", "怎樣胡", "怎樣算錢", "特別的地方"):
        assert topic in said


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_no_page_shows_developer_paths(variant: str) -> None:
    assert not DEVELOPER_WORDS.findall(get_variant(variant).rules_page_text())


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_each_language_keeps_its_own_sentences(variant: str) -> None:
    text = get_variant(variant).rules_page_text()
    for mode in ("zh", "en"):
        for block in page_blocks(text, mode):
            if block.kind in ("paragraph", "item", "heading"):
                body = re.sub(r"\*\*[^*]*\*\*|`[^`]*`|[A-Z]{2}-\d+", "", block.text)  # labels, code, rule ids
                latin = len("".join(re.findall(r"[A-Za-z]{2,}", body)))
                cjk = len(re.findall(r"[\u3400-\u9fff]", body))
                if latin + cjk < 12:
                    continue  # a line of code or terms: nothing to read in either language
                assert (cjk >= latin) if mode == "zh" else (latin >= cjk), (mode, block.text)
    both = page_blocks(text, "both")
    assert len(" ".join(b.text for b in both)) > len(" ".join(b.text for b in page_blocks(text, "en")))
    rule_ids = {rule for b in both for rule in b.rule_ids}
    for mode in ("zh", "en"):  # a rule is on the page in each language
        assert {rule for b in page_blocks(text, mode) for rule in b.rule_ids} == rule_ids


def test_labels_and_headings_keep_their_side() -> None:
    assert in_language("**JS-1 144 張 / 144 tiles.** 萬筒條各 36。 The 136 suit tiles.", "en") == \
        "**JS-1 144 tiles.** The 136 suit tiles."
    assert in_language("**JS-1 144 張 / 144 tiles.** 萬筒條各 36。 The 136 suit tiles.", "zh") == \
        "**JS-1 144 張** 萬筒條各 36。"
    heading = Block("heading", "JS-13 胡數 / the 胡 count", 2)
    assert page_blocks(f"## {heading.text}", "en")[0].text == "JS-13 the 胡 count"
    assert page_blocks("## 牌與牌桌 Tiles and table", "zh")[0].text == "牌與牌桌"


async def test_the_language_key_cycles_chinese_english_both() -> None:
    app = PageApp("shanghai")
    async with app.run_test(size=(120, 40)) as pilot:
        page = app.page
        await complete(pilot, page)
        assert page.mode == "en"
        sizes = {}
        for mode in ("both", "zh", "en"):
            await pilot.press("l")
            await pilot.pause()
            assert page.mode == mode
            sections = page.query(".rules-section").results(Static)
            shown = "\n".join(plain(w.content, width=116) for w in sections)
            sizes[mode] = len(shown)
            assert "中文" in plain(page.query_one("#rules-language", Static).content)
        assert sizes["both"] > sizes["en"] and sizes["both"] > sizes["zh"]


async def test_the_chinese_page_is_in_the_readers_script() -> None:
    class ZhApp(App[None]):
        def __init__(self, lang: str) -> None:
            super().__init__()
            self.page = RulesPageScreen(Strings(lang), "jinhua", style=TileStyle.CJK)

        def on_mount(self) -> None:
            self.push_screen(self.page)

    for lang, own, other in (("zh-Hans", "财神", "財神"), ("zh-Hant", "財神", "财神")):
        app = ZhApp(lang)
        async with app.run_test(size=(120, 40)) as pilot:
            await complete(pilot, app.page)
            assert app.page.mode == "zh"
            said = " ".join(b.text for b in app.page.blocks)
            assert own in said and other not in said


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_an_example_hand_is_one_row_at_80_columns(variant: str) -> None:
    """At 80×24 the example hands wrapped mid-hand ("…中 +" then "東"): where a hand's row does not fit, its
    faces are drawn compact (1萬 for 一萬); the flowers and caption have the row below."""
    from rich.console import Console

    from mahjong_tui.rules_text import caption_in
    from mahjong_tui.screens.rules_page import ExampleHands

    examples = [caption_in(line, "en") for b in page_blocks(get_variant(variant).rules_page_text(), "en")
                if b.kind == "tiles" for line in b.text.splitlines() if line.strip()]
    assert examples
    for width, compact in ((70, True), (120, False)):  # 70: what the page leaves of 80 columns
        console = Console(width=width, record=True)
        console.print(ExampleHands(examples, TileStyle.CJK))
        drawn = [row.rstrip() for row in console.export_text().splitlines()]
        for line in examples:  # each hand whole on a row of its own
            hand = example_text(line, TileStyle.CJK, compact=compact).split()[0].plain.rstrip()
            assert hand in drawn and len(hand) <= width, (width, line, drawn)
