"""Arrow keys that move focus to the nearest widget in their direction (issue 27: on the first screen ↑/↓
were taken by the scroll and never reached the game list). A list keeps the arrows while its cursor can
still move; at its end they leave it."""

from __future__ import annotations

from collections.abc import Iterable

from textual.containers import ScrollableContainer
from textual.geometry import Region
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import OptionList

DIRECTIONS = ("up", "down", "left", "right")


def nearest(current: Widget, widgets: Iterable[Widget], direction: str) -> Widget | None:
    """The widget nearest ``current`` in ``direction``: up and down the next row (the one whose left edge
    is nearest), left and right the next widget on the same rows. A container (the screen's scroll) is not a
    target: only what it holds."""
    here = placed(current)
    best: tuple[int, int] | None = None
    found = None
    for widget in widgets:
        if widget is current or widget.children:
            continue
        there = placed(widget)
        same_rows = there.y < here.bottom and there.bottom > here.y
        if direction == "down" and there.y >= here.bottom:
            key = (there.y - here.bottom, abs(there.x - here.x))
        elif direction == "up" and there.bottom <= here.y:
            key = (here.y - there.bottom, abs(there.x - here.x))
        elif direction == "right" and same_rows and there.x >= here.right:
            key = (there.x - here.right, abs(there.y - here.y))
        elif direction == "left" and same_rows and there.right <= here.x:
            key = (here.x - there.right, abs(there.y - here.y))
        else:
            continue
        if best is None or key < best:
            best, found = key, widget
    return found


def placed(widget: Widget) -> Region:
    """Where a widget lies in its scrolling container's whole content, scrolled out of view or not (its
    region on the screen is empty once scrolled away)."""
    region = widget.virtual_region
    node = widget.parent
    while isinstance(node, Widget) and not isinstance(node, ScrollableContainer | Screen):
        region = region.translate(node.virtual_region.offset)
        node = node.parent
    return region


def list_takes(focused: Widget | None, direction: str) -> bool:
    """Whether a focused list moves its own cursor for this arrow (not at its first or last option)."""
    if not isinstance(focused, OptionList) or direction not in ("up", "down"):
        return False
    at = focused.highlighted
    if at is None:
        return focused.option_count > 0
    return at > 0 if direction == "up" else at < focused.option_count - 1


def move_focus(focused: Widget | None, widgets: Iterable[Widget], direction: str) -> None:
    """One arrow: the focused list's cursor, or the focus to the nearest widget that way (shown)."""
    if focused is None:
        return
    if list_takes(focused, direction):
        assert isinstance(focused, OptionList)
        focused.action_cursor_up() if direction == "up" else focused.action_cursor_down()
        return
    target = nearest(focused, widgets, direction)
    if target is not None:
        target.focus()
        target.scroll_visible(animate=False)
