"""The profile: matches and hands played, hands won, lifetime chips and the JH-30 title, per variant, and
drill accuracy (:mod:`mahjong_tui.profile`)."""

from __future__ import annotations

from typing import ClassVar

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from mahjong_tui.catalog import variant_choices
from mahjong_tui.i18n import Strings
from mahjong_tui.learn_text import say
from mahjong_tui.profile import Profile, ProfileStore


def profile_table(strings: Strings, profile: Profile) -> Group:
    t = strings
    zh, en = profile.title()
    title = t.script(zh) if t.is_zh else f"{zh} {en}"
    upcoming = profile.next_title()
    if upcoming is not None:
        rung = t.script(upcoming[1]) if t.is_zh else f"{upcoming[1]} {upcoming[2]}"
        title += f"  (→ {rung} @ {upcoming[0]})"
    rows = [
        (say(t, "profile_games"), str(profile.matches)),
        (say(t, "profile_hands"), str(profile.hands)),
        (say(t, "profile_wins"), str(profile.wins)),
        (say(t, "profile_chips"), f"{profile.chips:+d}"),
        (say(t, "profile_title_row"), title),
        (say(t, "profile_drills"), say(t, "drill_accuracy", right=profile.drills_right, total=profile.drills_asked,
                                       percent=profile.drill_percent)),
    ]
    summary = Table(show_header=False, expand=False, box=None)
    summary.add_column(style="bold #f0c040")
    summary.add_column()
    for label, value in rows:
        summary.add_row(label, value)
    per_variant = Table(title=say(t, "profile_by_variant"), expand=False, header_style="bold #f0c040")
    for column in (t("variant"), say(t, "profile_hands"), say(t, "profile_wins"), say(t, "profile_chips")):
        per_variant.add_column(column)
    names = {vid: name for name, vid in variant_choices(t.lang)}
    for variant, tally in sorted(profile.by_variant.items()):
        per_variant.add_row(names.get(variant, variant), str(tally.hands), str(tally.wins), f"{tally.chips:+d}")
    if not profile.by_variant:
        per_variant.add_row(say(t, "none_yet"), "", "", "")
    return Group(summary, Text(""), per_variant)


class ProfileScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "close", "Back", id="profile.close")]

    def __init__(self, strings: Strings, store: ProfileStore) -> None:
        super().__init__()
        self.strings = strings
        self.store = store
        self.profile, self.damaged = store.load()

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="profile"):
            yield Static(say(self.strings, "profile_title"), classes="dialog-title")
            if self.damaged is not None:
                yield Static(say(self.strings, "profile_damaged", path=self.damaged), classes="notice")
            yield Static(profile_table(self.strings, self.profile), id="profile-table")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
