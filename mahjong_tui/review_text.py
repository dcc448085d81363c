"""The review's actions in words and tiles (issue 29): the candidate table's choices, the blunder check's.
The review's sentences are words.toml's [review] and the action words its [review_action] (issue 28)."""

from __future__ import annotations

from rich.text import Text

from mahjong_tui.i18n import Strings
from mahjong_tui.tiles_view import FaceStyle, tiles_text
from rules.engine import Action, ActionKind


def action_words(strings: Strings, action: Action) -> str:
    """An action in words with its tiles named ("peng 5 Characters"; a discard is its tile alone), for a line
    of text."""
    words = strings(f"review_action.{action.kind.value}")
    tiles = action_tiles(action)
    if action.kind is ActionKind.DISCARD and tiles:
        return strings.tiles(tiles)
    return f"{words} {strings.tiles(tiles)}".strip() if tiles else words


def action_text(strings: Strings, action: Action, style: FaceStyle, *, compact: bool = False) -> Text:
    """An action drawn with its tiles: a discard is its tile alone, a claim its word and the meld;
    ``compact`` as the hand rows below it are drawn (6万 on a narrow screen, 六万 on a wide one)."""
    tiles = action_tiles(action)
    if action.kind is ActionKind.DISCARD and tiles:
        return tiles_text(tiles, style, compact=compact)
    text = Text(strings(f"review_action.{action.kind.value}"))
    if tiles:
        text.append(" ")
        text.append_text(tiles_text(tiles, style, compact=compact))
    return text


def action_tiles(action: Action) -> tuple[int, ...]:
    if action.kind is ActionKind.CHI and action.meld:
        return tuple(action.meld)
    if action.kind is ActionKind.PENG and action.tile is not None:
        return (action.tile,) * 3
    if action.kind in (ActionKind.WIN, ActionKind.PASS) or action.tile is None:
        return ()
    return (action.tile,)
