"""The centre of the table: the wall as four sides of stacks around the table's state (variant, hand, dice,
tiles left, the wild with its turned indicator, 荒番 / 開寶 / 連莊) and whose move it is (issue 16, CX-17).

The wall is drawn from counts, as players see it: each side is the wall in front of one seat, stacks of two;
the live wall is drawn clockwise from the break and kongs and flowers take their replacements from the other
end, so the wall shrinks from both sides of the break. Stacks the variant keeps back (CX-4: the hand ends
with 34 tiles left) are shaded.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from itertools import groupby
from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual.reactive import reactive

from mahjong_tui.table_log import Latest
from mahjong_tui.tiles_view import FaceStyle, RiverForm, TileStyle, river_tile
from mahjong_tui.widgets.lines import LinesWidget


class Stack(IntEnum):
    """One stack of the wall as drawn."""

    GONE = 0
    ONE = 1  # one tile left
    TWO = 2
    KEPT_ONE = 3  # kept back until the end (CX-4), one tile
    KEPT_TWO = 4


@dataclass(frozen=True)
class WallView:
    """The ring of stacks clockwise from the viewer's side's right end (bottom side right→left, left side
    up, top side left→right, right side down), the next draw and the replacement end as ring indices."""

    stacks: tuple[Stack, ...] = ()
    draw_at: int | None = None
    replace_at: int | None = None
    indicator_at: int | None = None  # where the turned indicator was taken (JH-2 財神, CX-1 龍)


def wall_ring(total: int, front: int, back: int, kept: int, break_side: int, break_offset: int,
              indicator: int | None = None) -> WallView:
    """The ring for ``total`` tiles with ``front`` drawn from the break, ``back`` from the replacement end
    and ``kept`` tiles held back before the end. ``break_side``: the screen side of the broken wall (0 bottom,
    1 right, 2 top, 3 left); ``break_offset``: stacks to the owner's right of the break (the dice);
    ``indicator``: the tile (counted from the break) turned up as the indicator."""
    side = total // 8
    count = 4 * side
    ring_side = (-break_side) % 4  # clockwise on screen: bottom, left, top, right
    start = ring_side * side + min(break_offset, side - 1)
    in_draw_order = []
    for i in range(count):
        front_left = max(0, min(2, 2 * (i + 1) - front))
        back_left = max(0, min(2, 2 * (count - i) - back))
        left = min(front_left, back_left)
        reserve = left and 2 * i + 1 >= 2 * count - back - kept  # a tile of the kept-back tail
        in_draw_order.append(Stack(left + 2) if reserve else Stack(left))
    ring = [Stack.GONE] * count
    for i, stack in enumerate(in_draw_order):
        ring[(start + i) % count] = stack
    standing = [i for i, s in enumerate(in_draw_order) if s is not Stack.GONE]
    live = [i for i in standing if in_draw_order[i] in (Stack.ONE, Stack.TWO)]
    return WallView(tuple(ring), (start + live[0]) % count if live else None,
                    (start + standing[-1]) % count if standing else None,
                    (start + indicator // 2) % count if indicator is not None else None)


@dataclass(frozen=True)
class CentreView:
    """Already translated lines; the wild line is rich Text because it shows tiles."""

    title: str = ""
    lines: tuple[str, ...] = ()
    wild: Text | None = None
    status: str = ""
    wall: WallView = WallView()
    latest: Latest | None = None


RingRows = dict[tuple[object, ...], Text]  # rows inside the wall's ring, by what they show (ring_row)

_GLYPHS = {Stack.GONE: "·", Stack.ONE: "▄", Stack.TWO: "█", Stack.KEPT_ONE: "▖", Stack.KEPT_TWO: "▒"}


class CentrePanel(LinesWidget):
    COMPONENT_CLASSES: ClassVar[set[str]] = {"centre--title", "centre--wall", "centre--kept", "centre--draw",
                                             "centre--replace", "centre--turn", "centre--indicator",
                                             "centre--latest"}
    DEFAULT_CSS = """
    CentrePanel > .centre--title { color: $warning; text-style: bold; }
    CentrePanel > .centre--wall { color: $foreground; }
    CentrePanel > .centre--kept { color: $text-muted; }
    CentrePanel > .centre--draw { color: $success; text-style: bold; }
    CentrePanel > .centre--replace { color: $error; text-style: bold; }
    CentrePanel > .centre--turn { color: $background; background: $warning; text-style: bold; }
    CentrePanel > .centre--latest { color: $warning; text-style: bold; }
    CentrePanel > .centre--indicator { color: $accent; text-style: bold; }
    """

    view: reactive[CentreView] = reactive(CentreView, repaint=False)  # a move repaints the rows it changed
    _rows_drawn: RingRows | None = None  # the ring's rows drawn last, by what they show
    tile_style: reactive[FaceStyle] = reactive(TileStyle.CJK)

    def watch_view(self) -> None:
        self.repaint_rows()

    def stack_glyph(self, index: int) -> tuple[str, str]:
        """The glyph of one stack and the component class it is drawn in."""
        wall = self.view.wall
        stack = wall.stacks[index]
        if index == wall.indicator_at:
            return "◆", "centre--indicator"
        name = "kept" if stack in (Stack.GONE, Stack.KEPT_ONE, Stack.KEPT_TWO) else "wall"
        if index == wall.draw_at:
            name = "draw"
        elif index == wall.replace_at:
            name = "replace"
        return _GLYPHS[stack], f"centre--{name}"

    def stack_text(self, index: int) -> Text:
        glyph, name = self.stack_glyph(index)
        return Text(glyph, style=self.component_style(name))

    def side_row(self, indices: list[int], gap: str) -> Text:
        """A horizontal side: a stack a cell, a gap between stacks where the panel is wide enough. Stacks
        drawn alike are one styled run (a span a stack made the repaint several times slower)."""
        row = Text()
        for name, run in groupby((self.stack_glyph(i) for i in indices), key=lambda glyph: glyph[1]):
            if row:
                row.append(gap)
            row.append(gap.join(glyph for glyph, _ in run), style=self.component_style(name))
        return row

    def side_column(self, indices: list[int], height: int) -> list[Text]:
        """A vertical side in ``height`` rows (a stack a row when there is room): a row that stands for
        several stacks shows the fullest of them."""
        per_row = -(-len(indices) // max(1, height))
        rows = [indices[r * per_row:(r + 1) * per_row] for r in range(height)]
        return [self.stack_text(max(share, key=lambda i: self.view.wall.stacks[i])) if share else Text(" ")
                for share in rows]

    def info_lines(self, width: int, height: int) -> list[Text]:
        """The table's facts, the latest move and whose move it is, fitted to ``width``: a line too wide
        goes on two ("上海敲麻" / "Shanghai knock", a 荒番 line with its gloss) instead of being cut;
        where the rows allow, the latest tile is drawn as a tile, ringed."""
        view = self.view
        title = [view.title]
        if width and cell_len(view.title) > width and " " in view.title:  # 上海敲麻 / Shanghai knock
            title = view.title.split(" ", 1)
        title_style = self.component_style("centre--title")
        lines = self.wrapped([Text(part, style=title_style) for part in title], width)
        lines += self.wrapped([Text(line) for line in view.lines] + ([view.wild] if view.wild else []), width)
        lines += self.latest_lines(height - len(lines) - (1 if view.status else 0))
        if view.status:
            lines.append(Text(f" ▶ {view.status} ", style=self.component_style("centre--turn")))
        return lines

    def facts_alone(self, width: int, height: int) -> list[Text]:
        """Too small for the ring: the facts alone, centred in the panel."""
        lines = [line.copy() for line in self.info_lines(width, height)]  # framed tiles are shared
        if len(lines) > height and self.view.status:
            lines = lines[:height - 1] + lines[-1:]
        for line in lines:
            line.align("center", width)
        return [Text("")] * max(0, (height - len(lines)) // 2) + lines

    def wrapped(self, lines: list[Text], width: int) -> list[Text]:
        if not width:
            return lines
        out: list[Text] = []
        for line in lines:
            out.extend(line.wrap(self.app.console, width) if line.cell_len > width else [line])
        return out

    def latest_lines(self, room: int) -> list[Text]:
        """"東 打 五萬" with the tile lit; drawn as the hand's framed tile, ringed, when ``room`` allows."""
        latest = self.view.latest
        if latest is None:
            return []
        words = Text(latest.words + (" " if latest.tile is not None else ""),
                     style=self.component_style("centre--latest"))
        if latest.tile is None:
            return [words]
        if room >= 5:
            return [words, *river_tile(latest.tile, self.tile_style, RiverForm.FRAMED, lit=True)]
        words.append_text(river_tile(latest.tile, self.tile_style, RiverForm.ONE_ROW, lit=True)[0])
        return [words]

    def render_rows(self) -> list[Text]:
        """The ring of the wall as one block centred in the panel, the table's facts inside it."""
        width, height = self.content_size.width, self.content_size.height
        stacks = self.view.wall.stacks
        info = self.info_lines(width - 4, height - 2)
        if not stacks or width < 12 or height < len(info) + 2:
            return self.facts_alone(width, height)
        side = len(stacks) // 4
        gap = " " if 2 * side - 1 <= width - 4 else ""
        inner_width = min(width - 4, 2 * side - 1) if gap else width - 4  # a stack a cell: the panel's width
        inner_height = min(height - 2, max(side, len(info)))
        if len(info) > inner_height and self.view.status:  # whose move stays in sight, whatever gives way
            info = info[:inner_height - 1] + info[-1:]
        bottom = list(range(side))[::-1]  # ring order runs right→left along the bottom
        left = list(range(side, 2 * side))[::-1]  # …and up the left side: drawn top→bottom
        top = list(range(2 * side, 3 * side))
        right = list(range(3 * side, 4 * side))
        left_col, right_col = self.side_column(left, inner_height), self.side_column(right, inner_height)
        pad = max(0, (inner_height - len(info)) // 2)
        body = [Text("")] * pad + info
        body += [Text("")] * (inner_height - len(body))
        top_row, bottom_row = self.side_row(top, gap), self.side_row(bottom, gap)
        top_row.align("center", inner_width)
        bottom_row.align("center", inner_width)
        margin = " " * max(0, (width - inner_width - 4) // 2)
        kept, drawn = self._rows_drawn or {}, RingRows()
        rows = [Text.assemble(margin, "  ", top_row)]
        rows += [self.ring_row((kept, drawn), left_col[r], body[r], right_col[r], inner_width, margin)
                 for r in range(inner_height)]
        self._rows_drawn = drawn
        rows.append(Text.assemble(margin, "  ", bottom_row))
        above = max(0, (height - len(rows)) // 2)
        return [Text("")] * above + rows

    def ring_row(self, rows: tuple[RingRows, RingRows], left: Text, body: Text, right: Text, inner_width: int,
                 margin: str) -> Text:
        """A row inside the ring: a stack of the left side, the body's line centred, a stack of the right
        side. A move changes a row or two of the centre: the others are the rows drawn for the same three
        the time before (``rows``: those kept from then, those drawn now), not copied, cut and centred again
        (the centre's rows at a joined table: 0.60 → 0.47 ms a state, issue 30)."""
        kept, drawn = rows
        key = (left.plain, left.style, body.plain, body.style, tuple(body.spans), right.plain, right.style,
               inner_width, margin)
        row = kept.get(key)
        if row is None:
            line = body.copy()
            line.truncate(inner_width, overflow="ellipsis")
            line.align("center", inner_width)
            row = Text.assemble(margin, left, " ", line, " ", right)
        drawn[key] = row
        return row
