"""Saved matches (issue 19): every unfinished match newest first (Enter resumes it, r replays it), then the
finished ones kept for replays. A save that cannot be used is set aside when listed and said so."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.menu_text import damaged_notice
from mahjong_tui.messages import OpenReplay, OpenReview, ResumeMatch
from mahjong_tui.screens.first import saved_label
from mahjong_tui.storage import SavedMatch, Saves


class SavedMatchesScreen(Screen[None]):
    AUTO_FOCUS = "#saved-list"  # the list takes the arrows (not the scroll first: a restyle)
    DEFAULT_CSS = """
    SavedMatchesScreen #saved-box { padding: 0 2; }
    SavedMatchesScreen #saved-list { height: auto; max-height: 1fr; border: none; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "replay", "Replay", id="saved.replay"),
        Binding("v", "review", "Review", id="saved.review"),
        Binding("escape,q", "close", "Back", id="saved.close"),
    ]

    def __init__(self, strings: Strings, saves: Saves) -> None:
        super().__init__()
        self.strings = strings
        self.saves = saves
        self.rows: list[SavedMatch] = []

    def compose(self) -> ComposeResult:
        t = self.strings
        unfinished, damaged = self.saves.listed()
        finished, damaged_finished = self.saves.listed(finished=True)
        self.damaged = [*damaged, *damaged_finished]
        self.rows = [*unfinished, *finished]
        options: list[Option | None] = [Option(saved_label(t, s), id=str(i))
                                        for i, s in enumerate(unfinished)]
        if finished:
            options += [None, Option(t("menu.saved_finished"), disabled=True)]
            options += [Option(saved_label(t, s), id=str(len(unfinished) + i))
                        for i, s in enumerate(finished)]
        with VerticalScroll(id="saved-box"):
            yield Static(t("menu.saved_title"), classes="dialog-title")
            if not self.rows:
                yield Static(t("menu.saved_none"), id="saved-none")
            yield OptionList(*options, id="saved-list")
            yield Static(t("menu.saved_help"), classes="notice")
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        self.query_one("#saved-list", OptionList).focus()
        for bad in self.damaged:
            self.notify(damaged_notice(self.strings, bad), severity="warning", timeout=10)

    def highlighted(self) -> SavedMatch | None:
        listing = self.query_one("#saved-list", OptionList)
        if listing.highlighted is None:
            return None
        option_id = listing.get_option_at_index(listing.highlighted).id
        return self.rows[int(option_id)] if option_id is not None else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is None:
            return
        saved = self.rows[int(event.option.id)]
        self.post_message(OpenReplay(saved.store.path) if saved.finished else ResumeMatch(saved.store))

    def action_replay(self) -> None:
        saved = self.highlighted()
        if saved is not None:
            self.post_message(OpenReplay(saved.store.path))

    def action_review(self) -> None:
        """Issue 29: the player's decisions in the highlighted match, from its last hand."""
        saved = self.highlighted()
        if saved is not None:
            self.post_message(OpenReview(saved.store.path, hand=saved.hand))

    def action_close(self) -> None:
        self.dismiss(None)
