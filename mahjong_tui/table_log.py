"""The table's events in words (tiles named by ``Strings.tile``, the app's one running-text vocabulary)
(issues 16, 27): the action log ("South 碰 西 from East", "North 敲", "East 自摸"), the latest move the
centre names ("東 打" and the tile), the 承包 bindings as they happen (SH-14, JH-8), and a claim that gave
way to a higher one (C-5). Built from the events as the viewing chair may see them (``Event.seen_by``),
which a remote table sends as well as a local one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from mahjong_tui.i18n import Strings
from rules.engine import Action, Event

# event kind -> (zh, en); {who} the seat's wind, {tile} a tile in running text, {by} a supplier's wind
_WORDS: dict[str, tuple[str, str]] = {
    "own_draw": ("你摸 {tile}", "You drew {tile}"),
    "own_replacement": ("你補 {tile}", "You drew {tile} from the back"),
    "seat_draw": ("{who} 摸 {tile}", "{who} drew {tile}"),  # watch mode: the seat shown at the bottom
    "seat_replacement": ("{who} 補 {tile}", "{who} drew {tile} from the back"),
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
    # SH-14 both ways, JH-8 the supplier alone
    "bound": ("{who} 與 {by} 承包", "{who} and {by} are bound (承包)"),
    "liable": ("{by} 承包 {who}", "{by} is liable for {who} (承包)"),
    # C-5: win before peng and kong, before chi
    "beaten": ("{who} 的{claim}優先於你的{mine}（C-5）", "{who}'s {claim} comes before your {mine} (C-5)"),
}

@dataclass(frozen=True)
class Latest:
    """The table's latest move, named in the centre until the next (issue 27): "東 打" and the tile. A value
    here, not in the centre widget: the host and the line client read the log without a screen."""

    words: str
    tile: int | None = None


# the latest move as the centre names it, before its tile: "東 打" 五萬
_LATEST: dict[str, tuple[str, str]] = {
    "discard": ("{who} 打", "{who} discards"), "knock": ("{who} 敲，打", "{who} 敲 knocks,"),
    "chi": ("{who} 吃", "{who} 吃 chi"), "peng": ("{who} 碰", "{who} 碰 peng"),
    "kong": ("{who} 槓", "{who} 槓 kong"), "added_kong": ("{who} 加槓", "{who} 加槓 kong"),
    "concealed_kong": ("{who} 暗槓", "{who} 暗槓 kong"),
}
_CLAIMS = ("chi", "peng", "kong")
_CLAIM_WORDS = {"chi": "吃", "peng": "碰", "kong": "槓", "win": "胡"}


def hand_header(strings: Strings, number: int) -> str:
    return _say(strings, "hand", n=number)


def _say(strings: Strings, key: str, **values: object) -> str:
    zh, en = _WORDS[key]
    return strings.pick(zh, en).format(**values)


def event_words(event: Event, viewer: int, strings: Strings, winds: tuple[int, ...],
                own: bool = True, name: Callable[[int], str] | None = None) -> str | None:
    """One event in words, or None for what the log leaves out (the deal, others' plain draws). ``own``:
    the viewer plays at this screen ("You drew …"); watch mode names the seat instead. ``name``: how a
    tile is named (the table's faces in Chinese, so the log writes 2条 as the river does)."""
    name = name or strings.tile
    kind, chair = event.kind, event.chair
    who = strings.wind(winds[chair]) if chair is not None else ""
    tile = name(event.tile) if event.tile is not None else ""
    supplier = event.detail.get("from")
    by = strings.wind(winds[supplier]) if isinstance(supplier, int) else ""
    if kind in ("draw", "replacement"):
        if chair == viewer and event.tile is not None:
            key = ("own_" if own else "seat_") + ("draw" if kind == "draw" else "replacement")
            return _say(strings, key, tile=tile, who=who)
        return _say(strings, "replacement", who=who) if kind == "replacement" else None
    if kind == "win":
        return _say(strings, "won_on" if by else "self_drawn", who=who, tile=tile, by=by)
    if kind == "chi":
        tiles = (", " if not strings.is_zh else " ").join(name(k) for k in event.detail.get("meld", ()))
        return _say(strings, "chi", who=who, tiles=tiles, by=by)
    if kind == "swap":
        return _say(strings, "swap", who=who, count=event.detail.get("count", 0))
    if kind == "instant_win":
        return _say(strings, "instant_win", who=who, how=event.detail.get("how", ""))
    if kind in _WORDS:
        return _say(strings, kind, who=who, tile=tile, by=by)
    return None


@dataclass(frozen=True)
class Binding:
    """承包 between two chairs: ``liable`` pays for ``claimer`` (JH-8), or both are bound (SH-14)."""

    claimer: int
    liable: int
    mutual: bool


@dataclass(frozen=True)
class BindingRule:
    """How many claims from one supplier bind (the variant's ``liable_after_claims``) and whether the
    binding ties both players (``bound_both_ways``, SH-14) or makes the supplier alone liable (JH-8)."""

    claims: int
    mutual: bool


def bindings_after(events: Iterable[Event], rule: BindingRule | None) -> list[tuple[int, Binding]]:
    """Each 承包 as it happens: (the index of the claim event that made it, the binding). Counted from the
    claims (吃 碰 明槓) between each pair of chairs this hand; a concealed or added kong is no claim."""
    if rule is None:
        return []
    counts: dict[tuple[int, int], int] = {}
    made: list[tuple[int, Binding]] = []
    for index, event in enumerate(events):
        supplier = event.detail.get("from")
        if event.kind not in _CLAIMS or event.chair is None or not isinstance(supplier, int):
            continue
        pair = (event.chair, supplier)
        counts[pair] = counts.get(pair, 0) + 1
        if counts[pair] == rule.claims:
            reverse = counts.get((supplier, event.chair), 0) >= rule.claims
            if not (rule.mutual and reverse):  # mutual and already bound the other way: nothing new
                made.append((index, Binding(event.chair, supplier, rule.mutual)))
    return made


def binding_words(binding: Binding, strings: Strings, winds: tuple[int, ...]) -> str:
    who, by = strings.wind(winds[binding.claimer]), strings.wind(winds[binding.liable])
    return _say(strings, "bound" if binding.mutual else "liable", who=who, by=by)


def log_lines(events: Sequence[Event], viewer: int, strings: Strings, winds: tuple[int, ...], *,
              own: bool = True, binding: BindingRule | None = None, start: int = 0,
              name: Callable[[int], str] | None = None) -> list[str]:
    """The log's lines for ``events[start:]`` (events as ``viewer`` sees them), a 承包 line after the
    claim that made it."""
    bound = {index: made for index, made in bindings_after(events, binding) if index >= start}
    lines = []
    for index in range(start, len(events)):
        words = event_words(events[index], viewer, strings, winds, own, name)
        if words:
            lines.append(words)
        if index in bound:
            lines.append(binding_words(bound[index], strings, winds))
    return lines


def latest_move(events: Sequence[Event], strings: Strings, winds: tuple[int, ...]) -> Latest | None:
    """The latest discard or claim, as the centre names it until the next ("東 打" and 五萬); None once
    the hand is won or before the first discard."""
    for event in reversed(events):
        if event.kind in ("win", "instant_win", "exhausted"):
            return None
        if event.kind in _LATEST and event.chair is not None:
            zh, en = _LATEST[event.kind]
            return Latest(strings.pick(zh, en).format(who=strings.wind(winds[event.chair])), event.tile)
    return None


def latest_discard(events: Sequence[Event]) -> tuple[int, int, int] | None:
    """(event index, chair, tile) of the hand's latest discard (a knock, an added kong) while it is the
    latest move: the tile lit in its river, the subject of a look with nothing to claim."""
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if event.kind in ("discard", "knock", "added_kong") and event.chair is not None \
                and event.tile is not None:
            return index, event.chair, event.tile
        if event.kind in _LATEST or event.kind in ("win", "instant_win", "exhausted"):
            return None
    return None


def claim_outcome(mine: Action, later: Iterable[Event], strings: Strings,
                  winds: tuple[int, ...]) -> tuple[bool, str | None]:
    """What became of the viewer's claim ``mine``, from the events since it was answered: (settled, words).
    Not settled while the window waits for other answers; settled with words when another seat's claim
    came first (C-5: 胡 before 碰 and 槓, before 吃): "East's 碰 comes before your 吃 (C-5)"."""
    for event in later:
        if event.kind in (*_CLAIMS, "win"):
            if event.chair == mine.chair or event.chair is None:
                return True, None
            words = _say(strings, "beaten", who=strings.wind(winds[event.chair]),
                         claim=_CLAIM_WORDS[event.kind], mine=_CLAIM_WORDS.get(mine.kind.value, ""))
            return True, words
        if event.kind in ("draw", "discard", "knock", "exhausted"):
            return True, None  # the window closed without a claim (the claim was taken back)
    return False, None
