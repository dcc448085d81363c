"""Why a lesson refuses a move (issue 27 bug 4), from the same sources the live table answers with: a tile
that may not go out gets the table's own line (JS-3 百搭, CX-2 龍, SH-6/SH-7, JS-7 —
:func:`mahjong_tui.views.why_not_discard`), a key whose move is not possible the table's why-not
(:func:`mahjong_tui.views.why_no_key`). The stop's own words follow only for the wrong move they were
written for; any other move is told what the step asks instead (a 白板 thrown at Jinhua's first stop read the
財神's message).

The lesson's session refuses (``LessonSession.apply`` returns a :class:`~mahjong_tui.table_protocol.Refused`
whose ``teaching`` is the stop); the lesson screen words it here, asking the session only what the table
protocol offers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_tui import views
from mahjong_tui.i18n import Strings
from mahjong_tui.lesson_text import lesson_say, lesson_words
from mahjong_tui.reason_text import why_text
from rules.engine import Action, ActionKind
from rules.lessons import Stop

if TYPE_CHECKING:
    from mahjong_tui.table_protocol import Refused, Session

_KEY_WHAT = {ActionKind.WIN: "win", ActionKind.KNOCK: "knock", ActionKind.CONCEALED_KONG: "kong",
             ActionKind.ADDED_KONG: "kong", ActionKind.KONG: "kong"}
# what a step asks, by the kind of its action: (zh, en); {tile} the tile named, or a tile at all
_ASKED: dict[ActionKind, tuple[str, str]] = {
    ActionKind.DISCARD: ("打{tile}", "throw {tile}"),
    ActionKind.KNOCK: ("打{tile}並敲（r）", "knock with {tile} (r)"),
    ActionKind.WIN: ("胡（w）", "win (w)"),
    ActionKind.PASS: ("過（Esc）", "pass (Esc)"),
    ActionKind.PENG: ("碰（p）", "pung it (p)"),
    ActionKind.CHI: ("吃（c）", "chi (c)"),
    ActionKind.KONG: ("槓（k）", "kong it (k)"),
    ActionKind.CONCEALED_KONG: ("暗槓{tile}（k）", "kong {tile} (k)"),
    ActionKind.ADDED_KONG: ("加槓{tile}（k）", "add {tile} to your pung (k)"),
}
_TEXT = {
    "asked": ("這一步要{what}。", "this step asks you to {what}."),
    "a_tile": ("一張牌", "a tile"),
}


def refusal_words(session: Session, strings: Strings, refused: Refused) -> str:
    """The callout's line for a move the lesson's stop refused: "Not this one: " + the live table's reason,
    then the stop's words (for its own wrong move) or what the step asks."""
    stop: Stop = refused.teaching
    reason = live_reason(session, strings, refused)
    if is_the_wrong_move(stop, refused.action):
        advice = lesson_words(strings, stop.why)
    else:
        advice = asked_words(strings, stop)
    parts = [part for part in (reason, advice) if part]
    if strings.is_zh:  # two Chinese sentences: the reason closed with 。
        return lesson_say(strings, "refused") + "".join(part.rstrip("。") + "。" for part in parts)
    return lesson_say(strings, "refused") + " — ".join(parts)


def live_reason(session: Session, strings: Strings, refused: Refused) -> str:
    """What the live table says to this move: the why-not of a tile or of a key, or the game's own reason.
    A knock is a key's (``r`` with no knock at all on offer) unless some other tile's knock is offered."""
    action = refused.action
    offered = session.observation(action.chair).legal_actions
    legal = action in offered
    keyed = action.kind is ActionKind.KNOCK and not any(a.kind is ActionKind.KNOCK for a in offered)
    if not legal and action.kind in (ActionKind.DISCARD, ActionKind.KNOCK) and action.tile is not None \
            and not keyed:
        return views.why_not_discard(session.observation(action.chair), action.tile, strings,
                                     knock=action.kind is ActionKind.KNOCK)
    if not legal and action.kind in _KEY_WHAT:
        return views.why_no_key(session, action.chair, _KEY_WHAT[action.kind], strings)
    if refused.reason:
        return why_text(refused.reason, strings) if not legal else views.why_not_note(strings, refused.reason)
    return ""


def is_the_wrong_move(stop: Stop, action: Action) -> bool:
    """Whether ``action`` is the stop's ``wrong`` move (its tile too, when the stop names one)."""
    wrong = Action.parse(stop.wrong)
    return wrong.kind is action.kind and (wrong.tile is None or wrong.tile == action.tile)


def asked_words(strings: Strings, stop: Stop) -> str:
    """What the stop asks, in words: "this step asks you to throw 9 Bamboo." """
    expected = Action.parse(stop.expect)
    zh, en = _ASKED.get(expected.kind, ("{tile}", str(expected)))
    tile = strings.tile(expected.tile) if expected.tile is not None else strings.pick(*_TEXT["a_tile"])
    return strings.pick(*_TEXT["asked"]).format(what=strings.pick(zh, en).format(tile=tile))
