"""Table widgets drawn through Textual's line API (issue 16: a discard repaints in ≤ 50 ms at p99).

A widget that returns rich ``Text`` from ``render()`` has it turned into Textual ``Content`` and laid out
again on every refresh (~5-12 ms for a seat, the centre or the hand). :class:`LinesWidget` instead turns
its rows into :class:`~textual.strip.Strip` once per refresh and serves ``render_line`` from them, as
Textual's DataTable and Toolong's log view do; the hand builds its strips from segments remembered per
tile face (:func:`text_segments`), so a new hand costs a join, not a layout.
"""

from __future__ import annotations

from functools import lru_cache

from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Region, Size
from textual.reactive import Reactive
from textual.strip import Strip
from textual.widget import Widget


class CachedRichStyle(Widget):
    """``rich_style`` walks every ancestor's styles; it only changes when styles do, which Textual
    announces with ``notify_style_update`` (theme, CSS, pseudo classes), so it is kept until then."""

    _style: Style | None = None

    @property
    def rich_style(self) -> Style:
        if self._style is None:
            self._style = super().rich_style
        return self._style

    def notify_style_update(self) -> None:
        self._style = None
        super().notify_style_update()


def text_strips(text: Text, console: Console, width: int) -> list[Strip]:
    """Rows of ``text`` (split at newlines) as strips; a row wider than ``width`` wraps, as it did when
    the widget rendered Text."""
    strips: list[Strip] = []
    for row in text.split("\n", allow_blank=True) if "\n" in text.plain else [text]:
        rows = row.wrap(console, width) if width and row.cell_len > width else [row]
        strips.extend(Strip(list(part.render(console)), part.cell_len) for part in rows)
    return strips


@lru_cache(maxsize=4096)  # tile faces, tiles' rows and whole rows of the table's parts
def _segments(plain: str, spans: tuple[tuple[int, int, Style | str], ...], style: Style | str,
              console: Console, base: Style) -> tuple[Segment, ...]:
    text = Text(plain, style=style)
    for start, end, span_style in spans:
        text.stylize(span_style, start, end)
    return tuple(Segment.apply_style(text.render(console), base))


def text_segments(text: Text, console: Console, base: Style) -> tuple[Segment, ...]:
    """The segments of a small Text (a tile face, a row of a framed tile) over the widget's ``base``
    style, remembered by its content."""
    spans = tuple((span.start, span.end, span.style) for span in text.spans)
    return _segments(text.plain, spans, text.style, console, base)


class LinesWidget(Widget):
    """Renders its rows once per refresh and serves them to Textual line by line.

    Subclasses give :meth:`render_rows` (rich Text, a row each); ``render()`` joins them, for tests and
    plain-text views. A widget with a faster way to its strips overrides :meth:`render_strips`.

    A part never scrolls: its virtual size is its size, which the layout just set. Textual declares a new
    virtual size a layout change, so every layout that resized a part (a seat a line higher, the rivers
    beside it) asked at once for a second layout of the whole screen; here it only repaints."""

    virtual_size = Reactive(Size(0, 0), layout=False)

    _strips: list[Strip] | None = None
    _strips_size: tuple[int, int] = (0, 0)

    def render_rows(self) -> list[Text]:
        raise NotImplementedError

    def render(self) -> Text:
        return Text("\n").join(self.render_rows())

    _kept_styles: dict[str, Style] | None = None

    def component_style(self, name: str) -> Style:
        """A component class's style, kept until the styles change: Textual forgets its own at every
        refresh, and asking again walks the stylesheet (~0.1 ms)."""
        styles = self._kept_styles
        if styles is None:
            styles = self._kept_styles = {}
        found = styles.get(name)
        if found is None:
            found = styles[name] = self.get_component_rich_style(name)
        return found

    def notify_style_update(self) -> None:
        self._strips, self._kept_styles = None, None
        super().notify_style_update()

    def render_strips(self) -> list[Strip]:
        """The rows as strips over the widget's own style (its colours and background). A row that fits
        its line is remembered by its content (:func:`text_segments`): a move redraws a part's rows, and
        most of them are the rows drawn before."""
        console, width, base = self.app.console, self.content_size.width, self.visual_style.rich_style
        strips: list[Strip] = []
        for row in self.render_rows():
            if "\n" in row.plain or (width and row.cell_len > width):
                strips.extend(strip.apply_style(base) for strip in text_strips(row, console, width))
            else:
                strips.append(Strip(text_segments(row, console, base), row.cell_len))
        return strips

    def render_line(self, y: int) -> Strip:
        size = (self.content_size.width, self.content_size.height)
        if self._strips is None or size != self._strips_size:
            self._strips = self.render_strips()
            self._strips_size = size
        if y < len(self._strips):
            return self._strips[y]
        return Strip.blank(self.content_size.width, self.visual_style.rich_style)

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> LinesWidget:
        if not regions:
            self._strips = None  # a new size or style, or a refresh of the whole: the rows are drawn again
        super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)
        return self

    def repaint_rows(self) -> None:
        """The data changed (a reactive declared ``repaint=False`` calls this from its watcher): the rows
        are drawn again now and only those that differ are repainted. A discard changes a row or two of a
        river, a seat or the centre; repainting every row of every part it touches, every screen line
        crossing them went through Textual's compositor again (issue 30: five tables on two cores)."""
        drawn = self._strips
        size = (self.content_size.width, self.content_size.height)
        if drawn is None or size != self._strips_size or not size[0] or not self.is_attached:
            self.refresh()
            return
        rows = self._strips = self.render_strips()
        changed = [y for y in range(min(size[1], max(len(drawn), len(rows))))
                   if y >= len(drawn) or y >= len(rows) or drawn[y] != rows[y]]
        if changed:
            self.refresh(*(Region(0, first, size[0], last - first + 1) for first, last in runs(changed)))


def runs(rows: list[int]) -> list[tuple[int, int]]:
    """Ascending row numbers as (first, last) runs of consecutive rows: one region a run."""
    found: list[tuple[int, int]] = []
    for row in rows:
        if found and found[-1][1] == row - 1:
            found[-1] = (found[-1][0], row)
        else:
            found.append((row, row))
    return found
