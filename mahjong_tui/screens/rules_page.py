"""The variant's rules page (``rules/variants/<id>/rules.md``, package data): the player's guide first, then
the full rules with their ids, in 中文, English or both (issue 18). :mod:`mahjong_tui.rules_text` cuts the
page.

A fenced block marked ``tiles`` is drawn as tiles (:mod:`mahjong_tui.tiles_view`) instead of code: each line
holds tile groups in notation separated by spaces, ``+5p`` for the winning tile, ``(111m)`` for an exposed
meld, ``花=1f2f`` / ``翻=7p`` for labelled tiles (flowers, the turned indicator), and a caption after ``#``.
The screen can open at a rule id (``JS-13``): the result screen's explained score links here.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.padding import Padding
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.learn_text import say
from mahjong_tui.rules_text import MODES, Block, block_renderable, caption_in, page_blocks
from mahjong_tui.theme import colour
from mahjong_tui.tiles_view import FaceStyle, TileStyle, tile_text_of, tiles_text
from mahjong_tui.words import name_codes
from rules.tiles import TileError, parse_tiles
from rules.variants import get_variant


@dataclass(frozen=True)
class TileGroup:
    kinds: tuple[int, ...]
    role: str = "hand"  # hand, win, meld, or a label such as 花 / 翻
    label: str = ""


def example_line(line: str) -> tuple[list[TileGroup], str]:
    """One line of a ``tiles`` block → its groups and caption; raises TileError on bad notation."""
    body, _, caption = line.partition("#")
    groups = []
    for word in body.split():
        if word.startswith("+"):
            groups.append(TileGroup(tuple(parse_tiles(word[1:], check_copies=False)), "win"))
        elif word.startswith("(") and word.endswith(")"):
            groups.append(TileGroup(tuple(parse_tiles(word[1:-1], check_copies=False)), "meld"))
        elif "=" in word:
            label, _, tiles = word.partition("=")
            groups.append(TileGroup(tuple(parse_tiles(tiles, check_copies=False)), "label", label))
        else:
            groups.append(TileGroup(tuple(parse_tiles(word, check_copies=False))))
    return groups, caption.strip()


def example_text(line: str, style: FaceStyle, wilds: frozenset[int] = frozenset(), *,
                 compact: bool = False) -> Text:
    """A ``tiles`` line drawn as tiles: the hand, its melds and the win tile on one row, labelled tiles
    (flowers, the turned tile) and the caption on the row below (at 80 columns they wrapped mid-hand, "…中 +"
    then "東"); ``compact`` faces take a cell less each. A line that does not parse is shown as it is,
    marked."""
    try:
        groups, caption = example_line(line)
    except TileError as exc:
        return Text(f"{line}  ({exc})", style="red")
    hand, notes = Text(), Text()
    for group in groups:
        row = notes if group.role == "label" else hand
        if row:
            row.append("  ")
        if group.role == "win":
            row.append("+ ")
            row.append_text(tile_text_of(group.kinds[0], style, selected=True, compact=compact))
        elif group.role == "meld":
            row.append("[")
            row.append_text(tiles_text(group.kinds, style, compact=compact))
            row.append("]")
        elif group.role == "label":
            row.append(f"{group.label} ", style=f"bold {colour('gold')}")
            row.append_text(tiles_text(group.kinds, style, compact=True))
        else:
            row.append_text(tiles_text(group.kinds, style, wilds=wilds, compact=compact))
    if caption:
        notes.append(f"{'   ' if notes else ''}{caption}", style=f"italic {colour('muted-text')}")
    return Text("\n").join(row for row in (hand, notes) if row)


class ExampleHands:
    """A block of example hands that fits its width: the faces drawn full where each hand's row fits, else
    compact (3 cells: 1萬 for 一萬), so a hand never breaks across rows at 80 columns."""

    def __init__(self, lines: list[str], style: FaceStyle) -> None:
        self.lines = lines
        self.style = style

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        full = [example_text(line, self.style) for line in self.lines]
        if any(text.split()[0].cell_len > options.max_width for text in full):
            full = [example_text(line, self.style, compact=True) for line in self.lines]
        yield Text("\n").join(full)


FIRST_PAINT_BLOCKS = 14  # blocks in the first paint (whole sections); the rest are mounted right after
LANGUAGE_LABELS = {"zh": "中文", "en": "English", "both": "中文 + English"}


def open_rules_page(app: App[Any], strings: Strings, variant: str, rule: str | None,
                    style: FaceStyle) -> None:
    """Push the variant's rules page opened at ``rule`` (the explained scores link here)."""
    app.push_screen(RulesPageScreen(strings, variant, rule=rule, style=style))


class RulesPageScreen(Screen[None]):
    """The player's guide ("how this game plays in five minutes") then the full rules with their ids, in
    中文, English or both (``l`` cycles; the app's language first)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,f2", "close", "Back", id="rules.close"),
        Binding("l", "cycle_language", "中文 / English", id="rules.language"),
    ]
    DEFAULT_CSS = """
    RulesPageScreen #rules-scroll { padding: 0 2; }
    RulesPageScreen #rules-language { height: 1; padding: 0 2; background: $boost; }
    RulesPageScreen .rule-target { background: $accent 20%; }
    """

    def __init__(self, strings: Strings, variant: str, *, rule: str | None = None,
                 style: FaceStyle = TileStyle.CJK) -> None:
        super().__init__()
        self.strings = strings
        self.variant = variant
        self.rule = rule
        self.tile_style = strings.faces(style)  # this app's faces (一万 in zh-Hans)
        self.mode = "zh" if strings.is_zh else "en"
        self.shown_rule: str | None = None  # the rule id scrolled to, once the page is laid out
        self.blocks: list[Block] = []
        self.missing = False
        self.painted_at = 0.0  # perf_counter() of the first paint (benchmarks/bench_rules_page.py)
        self.complete = False  # the whole page is mounted

    def compose(self) -> ComposeResult:
        yield Static(self.language_line(), id="rules-language")
        with VerticalScroll(id="rules-scroll"):
            try:
                self.blocks = self.page_blocks()
            except FileNotFoundError:
                self.missing = True
                variant = get_variant(self.variant)
                notice = self.strings("rules_missing", variant=self.variant, path=variant.rules_page())
                yield Static(notice, id="rules-missing", classes="notice")
            else:
                yield from self.section_widgets(self.blocks[:self.first_blocks()])
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        self.call_after_refresh(self.mount_rest)

    def first_blocks(self) -> int:
        """How many blocks the first paint shows: whole sections, a screenful or more (the player's guide)."""
        count = 0
        for section in sections(self.blocks):
            if count >= FIRST_PAINT_BLOCKS:
                break
            count += len(section)
        return count

    async def mount_rest(self) -> None:
        """The rest of the page once the first screenful is on screen, then the rule asked for."""
        self.painted_at = time.perf_counter()
        rest = self.blocks[self.first_blocks():]
        if rest:
            await self.query_one("#rules-scroll", VerticalScroll).mount_all(list(self.section_widgets(rest)))
        self.complete = True
        if self.rule is not None:
            self.call_after_refresh(self.go_to_rule, self.rule)

    def page_blocks(self) -> list[Block]:
        """The page cut in the chosen language; Chinese in the reader's script (English readers see it as
        written, in the script of the tiles)."""
        blocks = page_blocks(get_variant(self.variant).rules_page_text(), self.mode)
        own_chinese = self.strings.lang if self.strings.is_zh else "zh-Hant"
        lang = {"en": "en", "zh": own_chinese}.get(self.mode, self.strings.lang)
        return [Block(b.kind, self.reader_text(b, lang), b.level, b.lang) for b in blocks]

    def reader_text(self, block: Block, lang: str) -> str:
        """A block's prose with tiles named as the reader names them and Chinese in the reader's script."""
        text = block.text if block.kind in ("tiles", "code") else name_codes(block.text, lang)
        return self.strings.script(text) if self.strings.is_zh else text

    def section_widgets(self, blocks: list[Block]) -> Iterator[Static]:
        """One widget per section (a heading and what follows it): a page of a few dozen widgets lays out in a
        fraction of the time one widget per paragraph takes."""
        for section in sections(blocks):
            widget = Static(Group(*spaced(self.block_renderable(b) for b in section)),
                            classes="rules-section")
            widget.blocks = section  # type: ignore[attr-defined]
            yield widget

    def block_renderable(self, block: Block) -> RenderableType:
        if block.kind == "tiles":
            lines = [caption_in(line, self.mode) for line in block.text.splitlines() if line.strip()]
            return Padding(ExampleHands(lines, self.tile_style), (0, 2), style=f"on {colour('felt-dark')}")
        return block_renderable(block)

    def language_line(self) -> Text:
        line = Text("l: ", style="dim")
        for i, (mode, label) in enumerate(LANGUAGE_LABELS.items()):
            if i:
                line.append(" · ", style="dim")
            line.append(label, style="bold reverse" if mode == self.mode else "")
        return line

    async def action_cycle_language(self) -> None:
        """中文 → English → both → 中文: the page is cut again in the new language, at the same rule."""
        if self.missing:
            return
        self.mode = MODES[(MODES.index(self.mode) + 1) % len(MODES)]
        self.query_one("#rules-language", Static).update(self.language_line())
        scroll = self.query_one("#rules-scroll", VerticalScroll)
        await scroll.remove_children()
        self.blocks = self.page_blocks()
        await scroll.mount_all(list(self.section_widgets(self.blocks)))
        if self.shown_rule is not None:
            self.call_after_refresh(self.go_to_rule, self.shown_rule)

    def go_to_rule(self, rule: str) -> bool:
        """Scroll so that the rule's definition is at the top; False if the page does not have it."""
        found = self.rule_place(rule)
        if found is None:
            self.notify(say(self.strings, "rule_not_on_page", rule=rule), severity="warning")
            return False
        widget, index = found
        before: list[Block] = widget.blocks[:index]  # type: ignore[attr-defined]
        width = widget.content_region.width or self.size.width
        console = self.app.console
        lines = len(console.render_lines(Group(*spaced(self.block_renderable(b) for b in before)),
                                         console.options.update_width(width), pad=False)) if before else 0
        scroll = self.query_one("#rules-scroll", VerticalScroll)
        scroll.scroll_to(y=widget.virtual_region.y + lines, animate=False)
        for old in self.query(".rule-target"):
            old.remove_class("rule-target")
        widget.add_class("rule-target")
        self.shown_rule = rule
        return True

    def rule_place(self, rule: str) -> tuple[Static, int] | None:
        """Where a rule is defined: the heading or paragraph that starts with its id (``**JS-13 …``), else the
        first block that mentions it — as (its section's widget, the block's index in the section)."""
        pattern = re.compile(rf"^\W*{re.escape(rule)}\b")
        mentions = [(widget, i, block) for widget in self.query(".rules-section").results(Static)
                    for i, block in enumerate(widget.blocks)  # type: ignore[attr-defined]
                    if rule in block.rule_ids]
        defined = [(widget, i) for widget, i, block in mentions if pattern.match(block.text)]
        if defined:
            return defined[0]
        return (mentions[0][0], mentions[0][1]) if mentions else None

    def action_close(self) -> None:
        self.dismiss(None)



def sections(blocks: list[Block]) -> list[list[Block]]:
    """Blocks grouped by heading: each section starts at a heading (the first may start without one)."""
    out: list[list[Block]] = []
    for block in blocks:
        if block.kind == "heading" or not out:
            out.append([])
        out[-1].append(block)
    return out


def spaced(renderables: Iterable[RenderableType]) -> list[RenderableType]:
    """A blank line after each block, as Markdown paragraphs are set."""
    out: list[RenderableType] = []
    for renderable in renderables:
        out += [renderable, Text()]
    return out
