"""The table's events in words (tiles named by ``Strings.tile``, the app's one running-text vocabulary)
(issues 16, 27): the action log ("South 碰 西 from East", "North 敲", "East 自摸"), the latest move the
centre names ("東 打" and the tile), the 承包 bindings as they happen (SH-14, JH-8), and a claim that gave
way to a higher one (C-5). Built from the events as the viewing chair may see them (``Event.seen_by``),
which a remote table sends as well as a local one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from mahjong_tui.catalogue import entry
from mahjong_tui.i18n import Strings
from rules.engine import Action, Event


@dataclass(frozen=True)
class Latest:
    """The table's latest move, named in the centre until the next (issue 27): "東 打" and the tile. A value
    here, not in the centre widget: the host and the line client read the log without a screen."""

    words: str
    tile: int | None = None


_CLAIMS = ("chi", "peng", "kong")
_CLAIM_WORDS = {"chi": "吃", "peng": "碰", "kong": "槓", "win": "胡"}


def hand_header(strings: Strings, number: int) -> str:
    return strings("log.hand", n=number)


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
            return strings(f"log.{key}", tile=tile, who=who)
        return strings("log.replacement", who=who) if kind == "replacement" else None
    if kind == "win":
        return strings("log.won_on" if by else "log.self_drawn", who=who, tile=tile, by=by)
    if kind == "chi":
        tiles = (", " if not strings.is_zh else " ").join(name(k) for k in event.detail.get("meld", ()))
        return strings("log.chi", who=who, tiles=tiles, by=by)
    if kind == "swap":
        return strings("log.swap", who=who, count=event.detail.get("count", 0))
    if kind == "instant_win":
        return strings("log.instant_win", who=who, how=event.detail.get("how", ""))
    if entry("log", kind):
        return strings(f"log.{kind}", who=who, tile=tile, by=by)
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
    return strings("log.bound" if binding.mutual else "log.liable", who=who, by=by)


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
        if entry("log_latest", event.kind) and event.chair is not None:
            who = strings.wind(winds[event.chair])
            return Latest(strings(f"log_latest.{event.kind}", who=who), event.tile)
    return None


def latest_discard(events: Sequence[Event]) -> tuple[int, int, int] | None:
    """(event index, chair, tile) of the hand's latest discard (a knock, an added kong) while it is the
    latest move: the tile lit in its river, the subject of a look with nothing to claim."""
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if event.kind in ("discard", "knock", "added_kong") and event.chair is not None \
                and event.tile is not None:
            return index, event.chair, event.tile
        if entry("log_latest", event.kind) or event.kind in ("win", "instant_win", "exhausted"):
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
            words = strings("log.beaten", who=strings.wind(winds[event.chair]),
                         claim=_CLAIM_WORDS[event.kind], mine=_CLAIM_WORDS.get(mine.kind.value, ""))
            return True, words
        if event.kind in ("draw", "discard", "knock", "exhausted"):
            return True, None  # the window closed without a claim (the claim was taken back)
    return False, None
