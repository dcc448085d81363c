"""The notices of the way into the game (issue 19, 26, 27): what became of a damaged save, and what ctrl+q
leaves on the terminal. Their words are in words.toml [menu]."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from mahjong_tui.i18n import Strings

if TYPE_CHECKING:
    from mahjong_tui.storage import DamagedSave, SaveStore


def damaged_notice(strings: Strings, damaged: DamagedSave) -> str:
    """What became of a save that cannot be used: kept aside as …, or left where it is (a folder that
    refuses the rename). Said where it was found — a list, ``--resume``, Resume — and nothing is started in
    its place (issue 27)."""
    from mahjong_tui.reason_text import error_text

    reason = error_text(damaged.reason, strings)
    if damaged.kept_as is None:
        return strings("menu.damaged_left", path=damaged.path, reason=reason)
    name = damaged.path.name if damaged.path is not None else damaged.kept_as.name
    return strings("menu.damaged_kept", name=name, reason=reason, path=damaged.kept_as)


def quit_notice(strings: Strings, store: SaveStore | None) -> str | None:
    """What ctrl+q leaves on the terminal: how to come back to the match on the table; with saving off, the
    match's last good save if the disk kept one (Resume offers it) and from which point, else that nothing
    of the match is kept (issue 26); nothing when no match is on the table."""
    from mahjong_tui.storage import DamagedSave, describe

    if store is None or not store.exists() and store.saving_off is None:
        return None
    if store.saving_off is None:
        return strings("menu.quit_saved")
    try:
        data = store.read()
        kept = describe(store, data) if data is not None else None
    except DamagedSave:
        kept = None
    if kept is None:
        return strings("menu.quit_unsaved", reason=store.saving_off)
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(kept.saved_at))
    return strings("menu.quit_kept_older", reason=store.saving_off, hand=kept.hand, when=when)
