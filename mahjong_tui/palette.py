"""The command palette (ctrl+p): every action of the app by name (issue 19), Textual's ``COMMANDS`` provider.

Three kinds of command: the app's own (first screen, new game, resume, saved matches, the learning screens,
the tour, quit), a quick start for each game, and every key the screen below the palette answers right
now (its footer bindings), so the palette always offers what the keys do.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING, Any

from textual.binding import Binding
from textual.command import DiscoveryHit, Hit, Hits, Provider

from mahjong_tui.catalog import variant_choices
from mahjong_tui.learn_text import say
from mahjong_tui.menu_text import menu_say

if TYPE_CHECKING:
    from mahjong_tui.app import MahjongApp
    from mahjong_tui.i18n import Strings

Command = tuple[str, str, Callable[[], Any]]  # (title, help, what it does)


def app_commands(app: MahjongApp) -> Iterator[Command]:
    """The app's own actions, in the app's language."""
    from mahjong_tui.screens.first import QUICK_STARTS, quick_label, quick_settings
    from mahjong_tui.screens.tour import TourScreen

    t = app.strings
    yield menu_say(t, "cmd_menu"), menu_say(t, "cmd_menu_help"), app.open_menu
    yield menu_say(t, "cmd_new_game"), menu_say(t, "cmd_new_game_help"), app.open_new_game
    if app.store.latest() is not None:
        yield menu_say(t, "cmd_resume"), "mahjong-tui play --resume", app.open_resume
    yield menu_say(t, "cmd_saved"), menu_say(t, "cmd_saved_help"), app.open_saved
    yield say(t, "menu_replay"), "F5", app.open_replay
    yield say(t, "menu_calculator"), "F6", app.open_calculator
    yield say(t, "menu_drills"), "F7", app.open_drills
    yield say(t, "menu_profile"), "F8", app.open_profile
    yield menu_say(t, "cmd_tour"), menu_say(t, "cmd_tour_help"), partial(app.push_screen, TourScreen(t))
    for name, variant in variant_choices(t.lang):
        for kind, humans in QUICK_STARTS:
            title = menu_say(t, "cmd_quick", what=quick_label(t, kind, humans), variant=name)
            yield title, "", partial(app.start_from_menu, quick_settings(app.settings, variant, humans))


def key_commands(screen: Any, strings: Strings) -> Iterator[Command]:
    """What each key of the screen under the palette does now (the app's own bindings, enabled ones), in
    the footer's words. Textual's own (Scroll Up, Focus Next, Press button …) have no id and no words in the
    player's language: a player moves and scrolls with the keys themselves (issue 27)."""
    seen: set[str] = set()
    for active in screen.active_bindings.values():
        binding = active.binding
        if not active.enabled or not binding.id or not binding.description or binding.action in seen:
            continue
        if stands_in(active.node, binding):
            continue
        seen.add(binding.action)
        shown = screen.app.get_key_display(binding)  # as the footer shows it (^q, f5)
        yield strings.key_word(binding), shown, partial(active.node.run_action, binding.action)


def stands_in(node: Any, binding: Binding) -> bool:
    """A hidden binding on a key the footer shows for another move (``w`` saying why no win is possible,
    when the win is off): the key's own command, not one of its own (it listed "Win 胡" in English)."""
    if binding.show:
        return False
    shown = {key for other in getattr(node, "BINDINGS", ()) if isinstance(other, Binding) and other.show
             for key in other.key.split(",")}
    return binding.key in shown


class MatchCommands(Provider):
    """The palette's hits: fuzzy-matched on the command's title."""

    def commands(self) -> list[Command]:
        from mahjong_tui.app import MahjongApp

        app = self.app
        if not isinstance(app, MahjongApp):
            return []
        return [*key_commands(self.screen, app.strings), *app_commands(app)]

    async def discover(self) -> Hits:
        for title, help_text, run in self.commands():
            yield DiscoveryHit(title, run, help=help_text or None)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, run in self.commands():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), run, help=help_text or None)
