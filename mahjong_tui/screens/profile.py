"""The profile: matches and hands played, hands won, lifetime chips and the JH-30 title, per variant, and
drill accuracy (:mod:`mahjong_tui.profile`)."""

from __future__ import annotations

from typing import ClassVar

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from mahjong_tui.catalog import variant_choices
from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.profile import Profile, ProfileStore, VariantTally
from mahjong_tui.script import to_script
from mahjong_tui.theme import colour

# (zh, en) column heads of the table per variant, short so that a variant's name fits at 80 columns:
# hands played and won, lifetime chips, the drills tried and the share answered right


def profile_table(strings: Strings, profile: Profile) -> Group:
    t = strings
    rows = [
        (t("learn.profile_games"), str(profile.matches)),
        (t("learn.profile_hands"), str(profile.hands)),
        (t("learn.profile_wins"), str(profile.wins)),
        (t("learn.profile_chips"), f"{profile.chips:+d}"),
        (t("learn.profile_title_row"), title_words(t, *profile.title())),
        (t("learn.profile_drills"), t("learn.drill_accuracy", right=profile.drills_right,
                                       total=profile.drills_asked, percent=profile.drill_percent)),
    ]
    upcoming = profile.next_title()
    if upcoming is not None:  # its own row: after the title it wrapped at 80 columns
        chips, zh, en = upcoming
        rows.insert(5, (t("learn.profile_next_title"),
                        t("learn.profile_next_at", title=title_words(t, zh, en), chips=chips)))
    summary = Table(show_header=False, expand=False, box=None)
    summary.add_column(style=f"bold {colour('gold')}")
    summary.add_column()
    for label, value in rows:
        summary.add_row(label, value)
    parts: list[RenderableType] = [summary, Text(""), variant_table(t, profile)]
    if any(profile.reviews.values()):
        parts += [Text(""), review_table(t, profile)]
    return Group(*parts)


SHOWN_REVIEWS = 8  # the newest reviewed hands a row shows: fits 80 columns


def review_table(t: Strings, profile: Profile) -> Group:
    """Issue 29: per variant, the chips lost a decision in each reviewed hand, old to new (the newest
    few), so a player sees whether their play is getting better. The title stands above the rows: a table's
    own title wrapped to the width of its two columns."""
    table = Table.grid(padding=(0, 2))
    table.add_column(no_wrap=True)
    table.add_column(no_wrap=True)
    names = {vid: name for name, vid in variant_choices(t.lang)}
    for variant in [v for v in names if profile.reviews.get(v)]:
        losses = profile.review_losses(variant)[-SHOWN_REVIEWS:]
        table.add_row(names[variant], " → ".join(f"{loss:.2f}" for loss in losses))
    return Group(Text(t("review.profile_loss"), style=f"bold {colour('gold')}"), table)


def title_words(t: Strings, zh: str, en: str) -> str:
    """A JH-30 title: Chinese in the reader's script, or traditional beside the English."""
    return t.script(zh) if t.is_zh else f"{to_script(zh, 'zh-Hant')} {en}"


def variant_table(t: Strings, profile: Profile) -> Table:
    """One row per variant played or drilled: hands, wins, chips, and the drills tried with the share
    answered right."""
    table = Table(title=t("learn.profile_by_variant"), expand=False, header_style=f"bold {colour('gold')}")
    table.add_column(t("variant"), no_wrap=True)  # a name is never split over two rows
    for column in ("hands", "wins", "chips", "drills_tried", "drills_right"):
        table.add_column(t(f"profile_column.{column}"), justify="right")
    names = {vid: name for name, vid in variant_choices(t.lang)}
    seen = set(profile.by_variant) | {v for v, (asked, _) in profile.drills_by_variant.items() if asked}
    for variant in [v for v in names if v in seen]:  # the new-game screen's order (a profile holds no other)
        tally = profile.by_variant.get(variant, VariantTally())
        asked, right = profile.drill_tally(variant)
        percent = f"{round(100 * right / asked)}%" if asked else "–"
        table.add_row(names.get(variant, variant), str(tally.hands), str(tally.wins), f"{tally.chips:+d}",
                      str(asked), percent)
    if not seen:
        table.add_row(t("learn.none_yet"), "", "", "", "", "")
    return table


class ProfileScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "close", "Back", id="profile.close")]

    def __init__(self, strings: Strings, store: ProfileStore) -> None:
        super().__init__()
        self.strings = strings
        self.store = store
        self.profile, self.damaged = store.load()

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="profile"):
            yield Static(self.strings("learn.profile_title"), classes="dialog-title")
            if self.damaged is not None:
                yield Static(self.strings("learn.profile_damaged", path=self.damaged), classes="notice")
            yield Static(profile_table(self.strings, self.profile), id="profile-table")
        yield KeysBar(self.strings)

    def action_close(self) -> None:
        self.dismiss(None)
