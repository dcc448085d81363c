"""``join`` in line mode, until the table screen drives a network session (issue 30, second step): the
table's log in the player's language, the own hand numbered, what is offered with a key each, and the
result — read from the headless client's views, answered by typing a number or a key.

    [1]一万 [2]三万 … [14]白*          (* the tile just drawn)
    1-14 打出 · w 胡 · k 槓 五万 · x 過  >

Nothing here imports Textual: it runs in any terminal, and under tmux as the play tests drive it.
"""

from __future__ import annotations

import asyncio
import shutil
import sys
import threading
from collections.abc import Callable
from typing import Any

from rich.cells import cell_len

from mahjong_tui.i18n import Strings
from mahjong_tui.net.client import TableClient
from mahjong_tui.net.client_state import SeatView
from mahjong_tui.net.news_text import room_lines, seat_line
from mahjong_tui.result_words import is_loser_total, unit_words
from mahjong_tui.table_log import hand_header, log_lines
from mahjong_tui.tiles_view import TileStyle, face
from rules.engine import Action, ActionKind
from rules.tiles import display_key

Offer = tuple[str, str, Any]  # (key the player types, its label, the Action or "next_hand" or "swap")


def fitted(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` terminal cells, broken between words (a CJK character takes
    two cells: textwrap would count one)."""
    lines, line = [], ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if line and cell_len(candidate) > width:
            lines.append(line)
            candidate = word
        line = candidate
    return [*lines, line]


class LineTable:
    """Prints what a :class:`TableClient` sees and turns typed lines into its answers."""

    def __init__(self, client: TableClient, strings: Strings, style: TileStyle = TileStyle.CJK,
                 out: Callable[[str], None] = print) -> None:
        self.client, self.strings, self.out = client, strings, out
        self.faces = strings.faces(style)  # the hand as the table's tiles show it
        self.logged = (0, 0)  # (hand, events) already printed
        self.asked_step = -1  # the step whose question was printed
        self.result_step = -1
        self.answered_step = -1
        self.said_waiting = False
        self.given_back_due = False  # said after the hand's moves so far, which were partly the bot's

    def welcome(self) -> None:
        room = self.client.room
        assert room is not None
        keys = self.client.keys
        for line in room_lines(self.strings, room, keys.saving_off if keys is not None else None):
            self.out(line)
        self.given_back_due = room.rejoined and room.seats[room.chair].bot_playing

    def seat_news(self, message: dict[str, Any]) -> None:
        line = seat_line(self.strings, message, self.client.room.chair if self.client.room else None)
        if line is not None:
            self.out(line)
            view = self.client.view  # a question still open stays the last thing on screen
            if view is not None and view.step == self.asked_step != self.answered_step:
                self.ask(view)

    def show(self, view: SeatView) -> None:
        """Print the log since the last view, and — when something is offered — the hand and the keys."""
        s, obs = self.strings, view.observation
        hand, printed = self.logged
        if hand != view.match.hand:
            self.out(hand_header(s, view.match.hand))
            self.out(self.seating(view))
            if obs.wild_kinds:  # 百搭 / 財神 / 龍: which tiles stand for any tile this hand
                wilds = " ".join(face(k, self.faces, compact=True) for k in sorted(obs.wild_kinds))
                self.out(f"{s.wild_name(obs.variant)}: {wilds}")
            printed = 0
        for line in log_lines(view.events[printed:], obs.chair, s, obs.winds):
            self.out(line)
        self.logged = (view.match.hand, len(view.events))
        if self.given_back_due:
            self.given_back_due = False
            self.out(s("news.given_back"))
        if view.end is not None and view.step != self.result_step:
            self.result_step = view.step
            self.result(view)
        if view.table == "waiting" and not self.said_waiting:
            self.said_waiting = True
            self.out(s("line.waiting"))
        if (view.offered or view.next_hand) and view.step != self.asked_step:
            self.asked_step = view.step
            self.ask(view)

    def ask(self, view: SeatView) -> None:
        """The own hand and the keys of what is offered, each key kept with its words on one line."""
        for line in fitted(self.hand_line(view), self.width()) if view.offered else ():
            self.out(line)
        keys = " · ".join(f"{key}\u00a0{label}".strip().replace(" ", "\u00a0")
                          for key, label, _ in self.offers(view))
        for line in fitted(keys + "  >", self.width()):
            self.out(line)

    def tiles(self, view: SeatView) -> list[int]:
        """The own hand in the table's order, the drawn tile last (as the table screen shows it)."""
        obs = view.observation
        tiles = list(obs.concealed)
        drawn = obs.drawn if obs.drawn in tiles else None
        if drawn is not None:
            tiles.remove(drawn)
        wilds = frozenset(obs.wild_kinds)  # wilds far left, then 萬 條 筒 and honors, as views.sorted_hand
        tiles.sort(key=lambda k: (k not in wilds, display_key(k)))
        return tiles + ([drawn] if drawn is not None else [])

    @staticmethod
    def width() -> int:
        return shutil.get_terminal_size((80, 24)).columns

    def seating(self, view: SeatView) -> str:
        """Who sits at each wind this hand, East (the dealer) first: the log names seats by their winds."""
        s, winds = self.strings, view.observation.winds
        parts = []
        for seat in sorted(view.seats, key=lambda seat: winds[seat.chair]):
            if seat.player != "human":
                who = s.bot_name(seat.player)
            else:
                who = seat.name or s("line.free")
            mine = f" ({s('line.you')})" if seat.chair == view.chair else ""
            parts.append(f"{s.wind(winds[seat.chair])} {who}{mine}")
        return " · ".join(parts)

    def hand_line(self, view: SeatView) -> str:
        tiles = self.tiles(view)
        drawn = view.observation.drawn in tiles and view.observation.drawn is not None
        allowed = {a.tile for a in view.offered if a.kind in (ActionKind.DISCARD, ActionKind.KNOCK)}
        names = [f"[{i + 1}]{face(k, self.faces, compact=True)}" if k in allowed or not allowed
                 else f"[{i + 1}]({face(k, self.faces, compact=True)})"  # not to be discarded now
                 for i, k in enumerate(tiles)]
        if drawn:
            names[-1] += "*"
        return self.strings("line.hand") + " ".join(names)

    def offers(self, view: SeatView) -> list[Offer]:
        s = self.strings
        if view.next_hand:
            return [("", s("line.next"), "next_hand")]
        out: list[Offer] = []
        tiles = self.tiles(view)
        if any(a.kind is ActionKind.DISCARD for a in view.offered):
            out.append((f"1-{len(tiles)}", s("discard"), None))
        letters = {ActionKind.WIN: ("w", "win"), ActionKind.KONG: ("k", "kong"),
                   ActionKind.CONCEALED_KONG: ("k", "kong"), ActionKind.ADDED_KONG: ("k", "kong"),
                   ActionKind.PENG: ("p", "peng"), ActionKind.CHI: ("c", "chi"),
                   ActionKind.PASS: ("x", "claim_pass")}
        used: dict[str, int] = {}
        for action in view.offered:
            if action.kind in letters:
                letter, word = letters[action.kind]
                used[letter] = used.get(letter, 0) + 1
                key = letter if used[letter] == 1 else f"{letter}{used[letter]}"
                what = s.tiles(action.meld) if action.kind is ActionKind.CHI else (
                    s.tile(action.tile) if action.tile is not None else "")
                out.append((key, f"{s(word)} {what}".strip(), action))
        if any(a.kind is ActionKind.KNOCK for a in view.offered):
            out.append(("r1-", s("knock"), None))
        if any(a.kind is ActionKind.SWAP for a in view.offered):
            out.append(("s", s("line.swap"), "swap"))
        return out

    def answer(self, view: SeatView, text: str) -> Action | str | None:
        """The answer a typed line names, or None (then the keys are shown again)."""
        text = text.strip().lower()
        if view.next_hand:
            return "next_hand"
        tiles = self.tiles(view)
        kind = ActionKind.DISCARD
        if text.startswith("r") and text[1:].isdigit():
            kind, text = ActionKind.KNOCK, text[1:]
        if text.isdigit() and 1 <= int(text) <= len(tiles):
            tile = tiles[int(text) - 1]
            return next((a for a in view.offered if a.kind is kind and a.tile == tile), None)
        for key, _, action in self.offers(view):
            if key == text and isinstance(action, Action):  # the swap's key asks for its tiles first
                return action
        return None

    def swap_answer(self, view: SeatView, text: str) -> Action | None:
        tiles = self.tiles(view)
        picked = [tiles[int(w) - 1] for w in text.split() if w.isdigit() and 1 <= int(w) <= len(tiles)]
        return next((a for a in view.offered if a.kind is ActionKind.SWAP
                     and sorted(a.meld) == sorted(picked)), None)

    def result(self, view: SeatView) -> None:
        """The hands laid down, each winner's hand and totals, the chips of the hand and of the match (the
        log has just said who won and how)."""
        assert view.end is not None
        s, result, winds = self.strings, view.end.result, view.observation.winds
        for chair in sorted(range(4), key=lambda c: winds[c]):
            tiles = " ".join(face(k, self.faces, compact=True) for k in view.end.hands[chair])
            for line in fitted(f"{s.wind(winds[chair])}: {tiles}", self.width()):
                self.out(line)
        for chair, score in sorted(result.scores.items()):
            totals = " · ".join(f"{value} {unit_words(s, unit)}" for unit, value in score.totals.items()
                                if not is_loser_total(unit))
            self.out(f"{s.wind(winds[chair])}: {s.script(score.hand_name)} · {totals}".replace(":  · ", ": "))
        self.out(s("line.net", net=" ".join(f"{s.wind(winds[c])} {result.net[c]:+d}" for c in range(4))))
        self.out(s("line.scores", scores=" ".join(f"{s.wind(winds[c])} {view.match.scores[c]:+d}"
                                                  for c in range(4))))


async def play_lines(client: TableClient, strings: Strings, style: TileStyle = TileStyle.CJK) -> str:
    """Run the table in line mode until it ends for this client; why it ended."""
    table = LineTable(client, strings, style)
    typed: asyncio.Queue[str | None] = asyncio.Queue()
    loop = asyncio.get_running_loop()

    def read_stdin() -> None:  # a thread: input() blocks, the table does not
        for line in sys.stdin:
            loop.call_soon_threadsafe(typed.put_nowait, line)
        loop.call_soon_threadsafe(typed.put_nowait, None)

    def changed(what: str, value: Any) -> None:
        if what == "state":
            table.show(value)
        elif what == "seat":
            table.seat_news(value)
        elif what == "error" and value.get("code") != "stale_step":  # stale: the next state asks again
            table.out(strings("news.refused", why=value.get("message")))

    client.on_change = changed
    table.welcome()
    if client.view is not None:
        table.show(client.view)
    threading.Thread(target=read_stdin, daemon=True).start()
    running = asyncio.create_task(client.run())
    while not running.done():
        reading = asyncio.create_task(typed.get())
        done, _ = await asyncio.wait({reading, running}, return_when=asyncio.FIRST_COMPLETED)
        if running in done:
            reading.cancel()
            break
        line = reading.result()
        if line is None:  # the player closed the input: leave the seat (a bot plays it after the grace)
            await client.close()
            break
        await answer_line(client, table, line, typed)
    await asyncio.gather(running, return_exceptions=True)
    if client.final_scores is not None:
        table.out(strings("line.match_over"))
    return client.ended or "left"


async def answer_line(client: TableClient, table: LineTable, line: str,
                      typed: asyncio.Queue[str | None]) -> None:
    view = client.view
    if view is None or not (view.offered or view.next_hand) or view.step == table.answered_step:
        if line.strip():
            table.out(table.strings("line.not_asked"))
        return
    answer = table.answer(view, line)
    swaps = any(a.kind is ActionKind.SWAP for a in view.offered)
    if answer is None and line.strip().lower() == "s" and swaps:
        most = max(len(a.meld) for a in view.offered if a.kind is ActionKind.SWAP)
        table.out(table.strings("line.swap_ask", n=most))
        answer = table.swap_answer(view, await typed.get() or "")
    if answer is None:
        keys = " · ".join(key for key, _, _ in table.offers(view))
        number = line.strip().lower().removeprefix("r")
        discarding = any(a.kind in (ActionKind.DISCARD, ActionKind.KNOCK) for a in view.offered)
        if discarding and number.isdigit() and 1 <= int(number) <= len(table.tiles(view)):
            table.out(table.strings("line.kept", keys=keys))
        else:
            table.out(table.strings("line.unknown", text=line.strip(), keys=keys))
        return
    try:
        await client.act(answer)
        table.answered_step = view.step  # one answer a question: a second line waits for the next one
    except (ValueError, ConnectionError):
        pass  # the table moved on meanwhile: the next state asks again
