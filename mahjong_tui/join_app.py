"""``mahjong-tui join`` as a Textual app (issue 30): the solo table screen for one seat of a hosted table.

The :class:`TableClient` runs on the app's own event loop, so the host's lines wake the screen without a
thread. ``join`` connects before the app starts when it has the room code and a name (a refusal is then
the contract's ``error:`` line); without them — ``mahjong-tui serve`` in a browser — the app opens with a
small form that asks for them, and says a refusal there.
"""

from __future__ import annotations

import asyncio
import gc
from dataclasses import dataclass
from typing import ClassVar

from textual import events, work
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from mahjong_tui.app import MahjongApp
from mahjong_tui.catalogue import entry
from mahjong_tui.i18n import LANGS, Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.net.client import JoinRefused, TableClient
from mahjong_tui.net.news_text import ended_words
from mahjong_tui.net.seat_keys import SeatKeys
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import Saves
from mahjong_tui.tiles_view import TileStyle
from mahjong_tui.words import LANG_LABELS

FIRST_STATE_SECONDS = 10.0  # the host sends the seat's state right after its welcome
# The collector at the table: a young collection every 10,000 new objects, not 700 (Python's). A state's
# paint makes tens of thousands of short-lived objects, most freed by their count before a collection
# comes; at Python's 700 a joined client walked them 30-40 times a second (issue 30: four clients and the
# host share two cores, and every ms one spends is the others' wait).
PLAY_GC_THRESHOLD = (10_000, 10, 10)


@dataclass(frozen=True)
class JoinTarget:
    host: str
    port: int
    lang: str
    tile_style: TileStyle = TileStyle.CJK


class JoinApp(MahjongApp):
    """One seat of a hosted table: the join form (when asked), then the table until the match ends."""

    # the host saves the match, not this app: ctrl+q leaves the seat (it read "Save & quit" at a joined table)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Leave", id="join.quit", priority=True),
    ]

    def __init__(self, target: JoinTarget, store: Saves, client: TableClient | None = None) -> None:
        super().__init__(GameSettings(lang=target.lang, tile_style=target.tile_style), store)
        self.target = target
        self.client = client
        self.reading: asyncio.Task[None] | None = None
        self.refusal: str | None = None  # why the table could not be shown: join's error line
        self.gc_threshold: tuple[int, int, int] | None = None  # the collector's own, while the table is up

    def on_mount(self, event: events.Mount) -> None:  # type: ignore[override]  # Textual passes the Mount
        event.prevent_default()  # not the solo app's first screen
        if self.client is not None:
            self.sit_down(self.client)
        else:
            self.push_screen(JoinForm(self.strings, self.target), self.joined)

    def joined(self, client: TableClient | None) -> None:
        if client is None:
            self.exit()
        else:
            self.sit_down(client)

    @work(exclusive=True, group="join")
    async def sit_down(self, client: TableClient) -> None:
        """Read the host's lines from now on; once the seat's first state is in, the table."""
        from mahjong_tui.net.remote_session import RemoteSeat
        from mahjong_tui.screens.joined_table import JoinedTableScreen

        self.client = client
        if client.room is None:  # not connected yet (a test's client): the join command connects first
            try:
                await client.connect()
            except (JoinRefused, OSError, TimeoutError, ValueError) as exc:
                self.refusal = str(exc)
                self.exit(return_code=2)
                return
        self.reading = asyncio.create_task(client.run())
        try:
            await client.wait_until(lambda c: c.view is not None or c.ended is not None, FIRST_STATE_SECONDS)
        except TimeoutError:
            client.ended = client.ended or "host_gone"
        if client.view is None:
            self.refusal = ended_words(Strings("en"), client.ended or "host_gone")
            self.exit(return_code=2)
            return
        session = RemoteSeat(client, self.target.lang, self.target.tile_style)
        self.settings = session.settings
        keys_off = client.keys.saving_off if client.keys is not None else None
        while len(self.screen_stack) > 1:
            self.pop_screen()
        if self.gc_threshold is None:
            self.gc_threshold = gc.get_threshold()
            gc.set_threshold(*PLAY_GC_THRESHOLD)
        self.push_screen(JoinedTableScreen(session, self.strings, keys_off))

    def on_unmount(self) -> None:
        """The collector as it was (the app may run inside a longer process: a test's)."""
        if self.gc_threshold is not None:
            gc.set_threshold(*self.gc_threshold)
            self.gc_threshold = None

    async def action_quit(self) -> None:
        """Leave the table: the seat waits for its player (a bot plays it after the grace period)."""
        client = self.client
        if client is not None:
            ended = client.ended
            await client.close()
            if ended == "match_over":
                self.exit(message=self.strings("news.match_done"))
                return
        self.exit(message=self.strings("news.left") if client is not None else None)

    def after_match(self, choice: str) -> None:
        self.exit(message=self.strings("news.match_done"))


class JoinForm(Screen[TableClient | None]):
    """The room code, a name and a language; Enter joins (a refusal is said here, and asked again)."""

    DEFAULT_CSS = """
    JoinForm #join-form { padding: 1 2; }
    JoinForm #join-grid { grid-size: 2; grid-columns: 14 30; grid-rows: 1; grid-gutter: 1 2; height: auto; }
    JoinForm Input:focus, JoinForm Select:focus > SelectCurrent { background: $accent 35%; }
    JoinForm #join-problem { color: $error; text-style: bold; height: auto; margin: 1 0; }
    JoinForm Button { margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "leave", "Leave", id="join.leave"),
        # before the focused field sees it: the focus moves before the next key is read (a browser's keys
        # come in a burst, and the name's first letter went to the code field)
        Binding("enter", "next_field", show=False, priority=True),
    ]

    def __init__(self, strings: Strings, target: JoinTarget) -> None:
        super().__init__()
        self.strings = strings
        self.target = target

    def compose(self) -> ComposeResult:
        t = self.strings
        with VerticalScroll(id="join-form"):
            yield Static(f"{t('app_title')} — {t('join.title')}", classes="dialog-title")
            yield Static(t("join.where", host=self.target.host, port=self.target.port))
            with Grid(id="join-grid"):
                yield Label(t("join.code"))
                yield Input("", max_length=12, compact=True, id="code")
                yield Label(t("join.name"))
                yield Input("", max_length=24, compact=True, id="name")
                yield Label(t("language"))
                yield Select([(LANG_LABELS[lang], lang) for lang in LANGS], value=self.target.lang,
                             allow_blank=False, compact=True, id="lang")
            yield Static("", id="join-problem")
            yield Button(t("join.join"), variant="primary", id="join")
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        self.query_one("#code", Input).focus()

    def action_next_field(self) -> None:
        """Enter in the code field goes on to the name; in the name, joins; elsewhere, as usual."""
        focused = self.focused
        if not isinstance(focused, Input):
            raise SkipAction()
        if focused.id == "code":
            self.set_focus(self.query_one("#name", Input))
        else:
            self.join()

    def on_button_pressed(self, _: Button.Pressed) -> None:
        self.join()

    def action_leave(self) -> None:
        self.dismiss(None)

    @work(exclusive=True, group="join")
    async def join(self) -> None:
        code = self.query_one("#code", Input).value.strip()
        name = self.query_one("#name", Input).value.strip()
        lang = str(self.query_one("#lang", Select).value)
        problem = self.query_one("#join-problem", Static)
        if not code or not name:
            problem.update(self.strings("join.need_both"))
            return
        problem.update(self.strings("join.joining"))
        app = self.app
        assert isinstance(app, JoinApp)
        client = TableClient(self.target.host, self.target.port, code=code, name=name,
                             keys=SeatKeys(None if app.store.no_home else app.store.directory))
        try:
            await client.connect()
        except JoinRefused as refused:
            problem.update(self.strings("join.refused", why=refused_words(self.strings, refused.code)))
            return
        except (OSError, TimeoutError, ValueError) as exc:
            problem.update(self.strings("join.unreachable", why=str(exc)[:80]))
            return
        if lang != app.target.lang:  # the player's own language, chosen here
            app.target = JoinTarget(app.target.host, app.target.port, lang, app.target.tile_style)
            app.strings = Strings(lang)
        self.dismiss(client)


def refused_words(strings: Strings, code: str) -> str:
    """Why the host refused, in words (words.toml's [join_refused]); an unknown code as sent."""
    words = entry("join_refused", code)
    return strings.pick(*words) if words else code
