"""The variant's rules page: ``docs/rules/<variant>.md`` rendered with Textual's Markdown widget."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Markdown, Static

from mahjong_tui.i18n import Strings

_PACKAGE_PAGES = Path(__file__).resolve().parent.parent / "rules_pages"
_REPO_PAGES = Path(__file__).resolve().parents[2] / "docs" / "rules"


def rules_page_path(variant: str) -> Path:
    """The packaged page if there is one, else the repository's ``docs/rules/<variant>.md``."""
    packaged = _PACKAGE_PAGES / f"{variant}.md"
    return packaged if packaged.exists() else _REPO_PAGES / f"{variant}.md"


class RulesPageScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q,f2", "close", "Back", id="rules.close")]

    def __init__(self, strings: Strings, variant: str) -> None:
        super().__init__()
        self.strings = strings
        self.variant = variant

    def compose(self) -> ComposeResult:
        path = rules_page_path(self.variant)
        with VerticalScroll(id="rules-scroll"):
            if path.exists():
                yield Markdown(path.read_text(encoding="utf-8"), id="rules-markdown")
            else:
                notice = self.strings("rules_missing", variant=self.variant, path=path)
                yield Static(notice, id="rules-missing", classes="notice")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
