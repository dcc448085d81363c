"""From the engine's :class:`Observation` to what the widgets show.

This is the only module that reads observation fields; widgets get small frozen view values
("attributes down") and never see the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import hint_reason, why_text
from mahjong_tui.settings import GameSettings
from mahjong_tui.waits_line import verdict_text
from mahjong_tui.widgets.hand import HandLayout
from mahjong_tui.widgets.seat import MeldView
from mahjong_tui.widgets.status import HintRow, HintView, WaitView
from rules.engine import Action, ActionKind, Observation
from rules.hand import Meld
from rules.tiles import display_key
from rules.variants import get_variant

if TYPE_CHECKING:
    from mahjong_tui.screens.result import ResultView
    from mahjong_tui.table_protocol import Session


def player_name(settings: GameSettings, chair: int, strings: Strings) -> str:
    return player_label(settings.seats[chair], chair, strings)


def player_label(player: str, chair: int, strings: Strings) -> str:
    """A chair's player as the table names it: 玩家 1 / 電腦 2 / a bot's registry name and the chair."""
    name = strings("human") if player == "human" else strings.bot_name(player)
    return f"{name} {chair + 1}"


def wind_of(obs: Observation, chair: int) -> int:
    """This hand's wind of a chair: 0 = East (the dealer) … (C-2)."""
    return obs.winds[chair]


def sorted_hand(tiles: list[int] | tuple[int, ...], wilds: frozenset[int]) -> list[int]:
    """Wilds far left, then 萬 條 筒 and honors (display_key)."""
    return sorted(tiles, key=lambda k: (k not in wilds, display_key(k)))


def hand_layout(obs: Observation, legal: list[Action], *, hidden: bool,
                marked: frozenset[int] = frozenset()) -> HandLayout:
    """The own hand in display order; ``marked``: positions chosen for 換牌 (SH-18)."""
    wilds = frozenset(obs.wild_kinds)
    concealed = list(obs.concealed)
    drawn = obs.drawn if obs.drawn is not None and obs.drawn in concealed and legal else None
    if drawn is not None:
        concealed.remove(drawn)
    tiles = sorted_hand(concealed, wilds) + ([drawn] if drawn is not None else [])
    discardable = {a.tile for a in legal if a.kind in (ActionKind.DISCARD, ActionKind.KNOCK)}
    own_turn = bool(discardable)
    return HandLayout(
        tiles=tuple(tiles),
        wild=tuple(k in wilds for k in tiles),
        dimmed=tuple(own_turn and k not in discardable for k in tiles),
        drawn=len(tiles) - 1 if drawn is not None else None,
        hidden=hidden,
        marked=tuple(i in marked for i in range(len(tiles))),
    )


def meld_views(obs: Observation, melds: tuple[Meld, ...] | list[Meld],
               strings: Strings) -> tuple[MeldView, ...]:
    return tuple(
        MeldView(m, strings.wind(wind_of(obs, m.source)) if m.source is not None else "") for m in melds
    )


def wild_word(obs: Observation, strings: Strings) -> str:
    """The players' word for the wild, short: 百搭 / 財神 / 龍, in English Baida / Caishen / Long."""
    return strings.wild_name(obs.variant).split(" ")[0]



def claim_subject(obs: Observation, legal: list[Action], strings: Strings) -> tuple[int, str]:
    """The tile a claim prompt is about and who gave it up."""
    tile = next(a.tile for a in legal if a.tile is not None)
    discarder = obs.last_discard[0] if obs.last_discard is not None else obs.turn
    return tile, strings.wind(wind_of(obs, discarder))


# the table's learning lines (issue 10): key -> (zh, en)
_TEXT: dict[str, tuple[str, str]] = {
    "from_ready": ("{n} 向聽", "{n} tiles from ready"),
    "one_from_ready": ("1 向聽", "1 tile from ready"),
    "ready": ("聽牌", "ready"),
    "aiming": ("目標 {plan}", "aiming {plan}"),
    "knocked": ("已敲", "knocked"),
    "not_knocked": ("未敲", "not knocked"),
    "you": ("你", "You"),
    "waits": ("聽：", "Waits:"),
    "dead": ("絕張", "none left"),
    "all_dead": ("所聽全絕", "none of the waits is left"),
    "hint_title": ("提示（電腦也會這樣打）：", "Hint (the bot would play the same):"),
    "hint_expert": ("高手電腦會改打", "the hard bot would discard"),  # hard: "expert" is the level above
    "shanten": ("向聽", "tiles from ready"),
    "live": ("進張", "tiles that help"),
    "leaves": ("聽", "waits"),
    "why_not": ("不能胡：{why}", "No win: {why}"),
    "why_no_claim": ("不能吃碰：{why}", "No claim: {why}"),
    "draws_before": ("前流局 {n}", "Draws before {n}"),
    "stack": ("逛花園 {n}", "stack {n}"),  # SH-20
    "clock": ("⏱ {n} 秒", "⏱ {n} sec"),  # SH-19
    "swap_prompt": ("換牌：空白鍵選最多 {n} 張，Enter 換，Esc 不換",
                    "Swap (換牌): mark up to {n} tiles with Space, Enter swaps, Esc keeps your hand"),
    "swap_too_many": ("最多換 {n} 張", "At most {n} tiles can be swapped"),
    "swap_marked": ("換 {tiles}：按 Enter", "Swap {tiles}: press Enter"),
    "timed_out": ("時間到：{action}", "Time is up: {action}"),
    # why a key did nothing (issue 16): the tile stays, the rule is named
    "wild_kept": ("{wild} {tile} 不能打：手上還有別的牌（{rule}）",
                  "{tile} is a wild ({wild}): it cannot be discarded while other tiles are held ({rule})"),
    "wild_never": ("{wild} {tile} 永不打出（{rule}）",
                   "{tile} is a wild ({wild}): it is never discarded ({rule})"),
    "same_kind": ("吃碰後不能打同一種牌 {tile}（JS-7）",
                  "{tile}: no discard of the claimed kind after a chi or peng (JS-7)"),
    "knocked_drawn": ("敲後只能打摸到的牌（SH-7）", "After the knock only the drawn tile may go out (SH-7)"),
    "knock_not_ready": ("打 {tile} 後不聽，不能敲（SH-6）",
                        "Discarding {tile} leaves no win: no knock (SH-6)"),
    "not_discardable": ("{tile} 現在不能打", "{tile} may not be discarded now"),
    "no_win_incomplete": ("不能胡：手牌未成", "No win: the hand is not complete"),
    "no_kong": ("不能槓：沒有四張同樣的牌，也沒有可加的碰",
                "No kong: no four alike in hand and no peng to add to"),
    "no_knock_rule": ("不能敲：這個遊戲沒有敲", "No knock: this game has no 敲 (knock)"),
    "no_knock_done": ("不能敲：已經敲了", "No knock: you have knocked already"),
    "no_knock_ready": ("不能敲：打哪張都不聽（SH-6）", "No knock: no discard leaves the hand ready (SH-6)"),
    "not_your_turn": ("還沒輪到你", "Not your turn yet"),
    "too_small": ("終端機太小：請放大到至少 80×24",
                  "The terminal is too small: enlarge it to at least 80×24"),
    "wall_left": ("牌墙剩 {n} 張", "Wall {n} left"),
    "wall_kept": ("剩 {n} 張 · 留 {kept} 張", "Wall {n} · ends at {kept}"),  # CX-4
    "paohua": ("抛花", "抛花 throws flowers"),
    "liable": ("{who} 承包", "{who} liable (承包)"),
}

# the rule that keeps a held wild back (TableRules.wild_discard: JS-3 百搭 only as a last resort, CX-2 龍
# never)
_WILD_DISCARD_RULE = {"last": "JS-3", "never": "CX-2"}


def has_words(key: str) -> bool:
    return key in _TEXT


def say(strings: Strings, key: str, **values: object) -> str:
    zh, en = _TEXT[key]
    return strings.pick(zh, en).format(**values)


def why_not_note(strings: Strings, why: str) -> str:
    """The table's note when the viewer cannot win or claim, in the app's language."""
    return say(strings, "why_not", why=why_text(why, strings))


def note_before(session: Session, chair: int, action: Action, strings: Strings) -> str | None:
    """Why ``chair`` could not win on, or claim, a discard about to be played: "No win: …", or "No claim:
    …" when only a claim is refused (CX-5's third claim read "No win: CX-5 …")."""
    why = session.why_not_before(chair, action)
    if why is None:
        return None
    if not why.win:
        return say(strings, "why_no_claim", why=why_text(why.reason, strings))
    return why_not_note(strings, why.reason)


def why_not_discard(obs: Observation, tile: int, strings: Strings, *, knock: bool) -> str:
    """Why the engine refuses to let ``tile`` go out now (a discard, or a knock with it), rule id named."""
    variant = get_variant(obs.variant)
    name = strings.tile(tile)
    if obs.knocked[obs.chair]:
        return say(strings, "knocked_drawn")
    if tile in obs.wild_kinds and variant.table_rules.wild_discard in _WILD_DISCARD_RULE:
        key = "wild_kept" if variant.table_rules.wild_discard == "last" else "wild_never"
        return say(strings, key, wild=wild_word(obs, strings), tile=name,
                   rule=_WILD_DISCARD_RULE[variant.table_rules.wild_discard])
    if tile == obs.banned_kind:
        return say(strings, "same_kind", tile=name)
    if knock:
        return say(strings, "knock_not_ready", tile=name)
    return say(strings, "not_discardable", tile=name)


def why_no_key(session: Session, chair: int, what: str, strings: Strings) -> str:
    """``w``, ``k`` or ``r`` pressed when it cannot be done: the reason, never silence (issue 16)."""
    if what == "win":
        why = session.why_not_now(chair)
        return why_not_note(strings, why) if why else say(strings, "no_win_incomplete")
    if what == "kong":
        return say(strings, "no_kong")
    if not get_variant(session.settings.variant).table_rules.knocking:
        return say(strings, "no_knock_rule")
    if session.observation(chair).knocked[chair]:
        return say(strings, "no_knock_done")
    return say(strings, "no_knock_ready")


def wait_views(waits: tuple[tuple[int, int], ...], verdicts: dict[int, str],
               strings: Strings) -> tuple[WaitView, ...]:
    return tuple(WaitView(kind, live, verdict_text(verdicts.get(kind, ""), strings)) for kind, live in waits)


def status_text(session: Session, chair: int, strings: Strings) -> str:
    """The human seat's status line: distance to ready, the plan, the knock, what the waits would score."""
    status, verdicts = session.hand_status(chair)
    if status.dead:  # SH-9: no distance, no plan, no knock — nothing is left to aim at (issue 27)
        from mahjong_tui.no_win_left import dead_status

        return f"{say(strings, 'you')}: {dead_status(status.dead, strings)}"
    if status.shanten <= 0:
        distance = say(strings, "ready")
    else:  # "1 tile from ready", not "1 tiles"
        distance = say(strings, "one_from_ready" if status.shanten == 1 else "from_ready", n=status.shanten)
    parts = [f"{say(strings, 'you')}: {distance}"]
    progress = session.progress(chair)  # e.g. JS-12 "16/20 胡"
    if progress:
        parts.append(progress)
    if status.plan:
        parts.append(say(strings, "aiming", plan=strings.plan_name(status.plan)))
    if get_variant(session.settings.variant).table_rules.knocking:  # SH-6: a hand knocks before it wins
        knocked = session.observation(chair).knocked[chair]
        parts.append(say(strings, "knocked" if knocked else "not_knocked"))
    if status.waits:
        if all(live == 0 for _, live in status.waits):
            parts.append(say(strings, "all_dead"))
        refused = [verdicts[k] for k, _ in status.waits if verdicts.get(k)]
        if refused and len(refused) == len(status.waits):
            # the variant's own terms, e.g. "16 胡 — 至少要 20 胡"
            parts.append(verdict_text(refused[0], strings))
    return " · ".join(parts)


def hint_view(session: Session, chair: int, strings: Strings) -> HintView:
    """The best three discards as the ``normal`` bot ranks them (bots.advice), for the hint panel, and the
    tile ``hard`` would let go instead where it reasons otherwise (issue 20)."""
    from bots.advice import expert_discard, no_win_left, rank_discards

    obs = session.observation(chair)
    dead = no_win_left(obs)
    if dead is not None:  # no ranking toward a hand that cannot be made: why, and the safest tiles (issue 27)
        from mahjong_tui.no_win_left import dead_hint

        return dead_hint(obs, dead, strings)
    rows = []
    for candidate in rank_discards(obs, limit=3):
        verdicts = session.wait_verdicts(chair, candidate.tile) if candidate.waits else {}
        rows.append(HintRow(candidate.tile, candidate.shanten, candidate.ukeire,
                            wait_views(candidate.waits, verdicts, strings),
                            hint_reason(candidate, strings, session.settings.variant)))
    labels = (say(strings, "shanten"), say(strings, "live"), say(strings, "leaves"))
    expert = expert_discard(obs) if rows else None
    if expert is None or expert == rows[0].tile:
        return HintView(say(strings, "hint_title"), tuple(rows), labels)
    return HintView(say(strings, "hint_title"), tuple(rows), labels, say(strings, "hint_expert"), expert)


def result_view(session: Session, strings: Strings) -> ResultView:
    """The result screen's view of the hand just over (built in :mod:`mahjong_tui.result_view`)."""
    from mahjong_tui.result_view import hand_result_view

    return hand_result_view(session, strings)
