"""The action log in words (tiles named by ``Strings.tile``, the app's one running-text vocabulary) (issue
16): "South 碰 西 from East", "North 敲", "East 自摸", and the viewer's own draws. Built from the engine's
events as the viewing chair may see them (``Event.seen_by``)."""

from __future__ import annotations

from collections.abc import Iterable

from mahjong_tui.i18n import Strings
from rules.engine import Event

# event kind -> (zh, en); {who} the seat's wind, {tile} a tile in running text, {by} a supplier's wind
_WORDS: dict[str, tuple[str, str]] = {
    "own_draw": ("你摸 {tile}", "You drew {tile}"),
    "own_replacement": ("你補 {tile}", "You drew {tile} from the back"),
    "replacement": ("{who} 補牌", "{who} draws from the back"),
    "flower": ("{who} 補花 {tile}", "{who} sets aside {tile}"),
    "indicator": ("翻開 {tile}", "Turned up {tile}"),
    "discard": ("{who} 打 {tile}", "{who} discards {tile}"),
    "knock": ("{who} 敲，打 {tile}", "{who} 敲 knocks, discards {tile}"),
    "chi": ("{who} 吃 {tiles}（{by}）", "{who} 吃 {tiles} from {by}"),
    "peng": ("{who} 碰 {tile}（{by}）", "{who} 碰 {tile} from {by}"),
    "kong": ("{who} 槓 {tile}（{by}）", "{who} 槓 {tile} from {by}"),
    "concealed_kong": ("{who} 暗槓", "{who} 暗槓 concealed kong"),
    "added_kong": ("{who} 加槓 {tile}", "{who} 加槓 adds {tile} to a 碰"),
    "robbed": ("{who} 搶槓 {tile}", "{who} 搶槓 robs the kong of {tile}"),
    "self_drawn": ("{who} 自摸 {tile}", "{who} 自摸 wins on a self-drawn {tile}"),
    "won_on": ("{who} 胡 {by} 的 {tile}", "{who} 胡 wins on {by}'s {tile}"),
    "exhausted": ("荒莊：牌摸完，沒有人胡", "荒: the wall is drawn out, nobody won"),
    "instant_win": ("{who} 胡（{how}）", "{who} wins at once ({how})"),
    "swap": ("{who} 換 {count} 張", "{who} swaps {count} tiles"),
    "hand": ("—— 第 {n} 局 ——", "— Hand {n} —"),
}


def hand_header(strings: Strings, number: int) -> str:
    return _say(strings, "hand", n=number)


def _say(strings: Strings, key: str, **values: object) -> str:
    zh, en = _WORDS[key]
    return strings.pick(zh, en).format(**values)


def event_words(event: Event, viewer: int, strings: Strings, winds: tuple[int, ...]) -> str | None:
    """One event in words, or None for what the log leaves out (the deal, others' plain draws)."""
    kind, chair = event.kind, event.chair
    who = strings.wind(winds[chair]) if chair is not None else ""
    tile = strings.tile(event.tile) if event.tile is not None else ""
    supplier = event.detail.get("from")
    by = strings.wind(winds[supplier]) if isinstance(supplier, int) else ""
    if kind in ("draw", "replacement"):
        if chair == viewer and event.tile is not None:
            return _say(strings, "own_draw" if kind == "draw" else "own_replacement", tile=tile)
        return _say(strings, "replacement", who=who) if kind == "replacement" else None
    if kind == "win":
        return _say(strings, "won_on" if by else "self_drawn", who=who, tile=tile, by=by)
    if kind == "chi":
        tiles = strings.tiles(event.detail.get("meld", ()))
        return _say(strings, "chi", who=who, tiles=tiles, by=by)
    if kind == "swap":
        return _say(strings, "swap", who=who, count=event.detail.get("count", 0))
    if kind == "instant_win":
        return _say(strings, "instant_win", who=who, how=event.detail.get("how", ""))
    if kind in _WORDS:
        return _say(strings, kind, who=who, tile=tile, by=by)
    return None


def log_lines(events: Iterable[Event], viewer: int, strings: Strings, winds: tuple[int, ...]) -> list[str]:
    lines = []
    for event in events:
        words = event_words(event.seen_by(viewer), viewer, strings, winds)
        if words:
            lines.append(words)
    return lines
