"""The variant's rules page (``rules/variants/<id>/rules.md``, package data) rendered with Textual's Markdown.

A fenced block marked ``tiles`` is drawn as tiles (:mod:`mahjong_tui.tiles_view`) instead of code: each line
holds tile groups in notation separated by spaces, ``+5p`` for the winning tile, ``(111m)`` for an exposed
meld, ``花=1f2f`` / ``翻=7p`` for labelled tiles (flowers, the turned indicator), and a caption after ``#``.
The screen can open at a rule id (``JS-13``): the result screen's explained score links here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Markdown, Static
from textual.widgets.markdown import MarkdownBlock, MarkdownFence

from mahjong_tui.i18n import Strings
from mahjong_tui.learn_text import say
from mahjong_tui.tiles_view import TileStyle, tile_text_of, tiles_text
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


def example_text(line: str, style: TileStyle, wilds: frozenset[int] = frozenset()) -> Text:
    """A ``tiles`` line drawn as tiles; a line that does not parse is shown as it is, marked."""
    try:
        groups, caption = example_line(line)
    except TileError as exc:
        return Text(f"{line}  ({exc})", style="red")
    text = Text()
    for group in groups:
        if text:
            text.append("  ")
        if group.role == "win":
            text.append("+ ")
            text.append_text(tile_text_of(group.kinds[0], style, selected=True))
        elif group.role == "meld":
            text.append("[")
            text.append_text(tiles_text(group.kinds, style))
            text.append("]")
        elif group.role == "label":
            text.append(f"{group.label} ", style="bold #f0c040")
            text.append_text(tiles_text(group.kinds, style, compact=True))
        else:
            text.append_text(tiles_text(group.kinds, style, wilds=wilds))
    if caption:
        text.append(f"   {caption}", style="italic #b0b0b0")
    return text


class TilesFence(MarkdownFence):
    """A fenced block: ``tiles`` blocks become tiles; any other language stays highlighted code."""

    def compose(self) -> ComposeResult:
        if self.lexer != "tiles":
            yield from super().compose()
            return
        markdown = self._markdown
        style = markdown.tile_style if isinstance(markdown, RulesMarkdown) else TileStyle.CJK
        lines = [example_text(line, style) for line in self.code.splitlines() if line.strip()]
        yield Static(Text("\n").join(lines), classes="tiles-example")


class RulesMarkdown(Markdown):
    """Markdown whose ``tiles`` fences are drawn as tiles in the player's tile style."""

    DEFAULT_CSS = """
    RulesMarkdown .tiles-example { padding: 1 2; background: #082818; }
    """

    def __init__(self, text: str, style: TileStyle, **kwargs: object) -> None:
        super().__init__(text, **kwargs)  # type: ignore[arg-type]
        self.tile_style = style

    def get_block_class(self, block_name: str) -> type[MarkdownBlock]:
        if block_name in ("fence", "code_block"):
            return TilesFence
        return super().get_block_class(block_name)


RULE_ID = re.compile(r"\b[A-Z]{2}-\d+\b")


def rule_block(blocks: list[MarkdownBlock], rule: str) -> MarkdownBlock | None:
    """Where a rule is defined: the heading or paragraph that starts with its id (``**JS-13 …``), else the
    first block that mentions it."""
    pattern = re.compile(rf"^\W*{re.escape(rule)}\b")
    mentions = [b for b in blocks if b.name in ("paragraph_open", "heading_open")
                and re.search(rf"\b{re.escape(rule)}\b", b._content.plain)]
    for block in mentions:
        if pattern.match(block._content.plain):
            return block
    return mentions[0] if mentions else None


def open_rules_page(app: App[Any], strings: Strings, variant: str, rule: str | None, style: TileStyle) -> None:
    """Push the variant's rules page opened at ``rule`` (the explained scores link here)."""
    app.push_screen(RulesPageScreen(strings, variant, rule=rule, style=style))


class RulesPageScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q,f2", "close", "Back", id="rules.close")]

    def __init__(self, strings: Strings, variant: str, *, rule: str | None = None,
                 style: TileStyle = TileStyle.CJK) -> None:
        super().__init__()
        self.strings = strings
        self.variant = variant
        self.rule = rule
        self.tile_style = style
        self.shown_rule: str | None = None  # the rule id scrolled to, once the page is laid out

    def compose(self) -> ComposeResult:
        variant = get_variant(self.variant)
        with VerticalScroll(id="rules-scroll"):
            try:
                text = variant.rules_page_text(self.strings.lang)
            except FileNotFoundError:
                notice = self.strings("rules_missing", variant=self.variant, path=variant.rules_page())
                yield Static(notice, id="rules-missing", classes="notice")
            else:
                yield RulesMarkdown(text, self.tile_style, id="rules-markdown")
        yield Footer()

    async def on_markdown_table_of_contents_updated(self) -> None:
        if self.rule is not None:
            self.call_after_refresh(self.go_to_rule, self.rule)

    def go_to_rule(self, rule: str) -> bool:
        """Scroll so that the rule's definition is at the top; False if the page does not have it."""
        markdown = self.query_one(RulesMarkdown)
        block = rule_block(list(markdown.query(MarkdownBlock)), rule)
        if block is None:
            self.notify(say(self.strings, "rule_not_on_page", rule=rule), severity="warning")
            return False
        self.query_one("#rules-scroll", VerticalScroll).scroll_to_widget(block, top=True, animate=False)
        block.add_class("rule-target")
        self.shown_rule = rule
        return True

    def action_close(self) -> None:
        self.dismiss(None)
