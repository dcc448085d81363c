"""From the engine's :class:`Observation` to what the widgets show.

This is the only module that reads observation fields; widgets get small frozen view values
("attributes down") and never see the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_tui.catalogue import entry
from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import hint_reason, refusal_text, why_text
from mahjong_tui.settings import GameSettings
from mahjong_tui.waits_line import verdict_text
from mahjong_tui.widgets.hand import HandLayout
from mahjong_tui.widgets.seat import MeldView
from mahjong_tui.widgets.status import HintRow, HintView, WaitView
from rules.engine import Action, ActionKind, Observation
from rules.engine.discards import discard_refusal
from rules.hand import Meld
from rules.tiles import display_key
from rules.variants import get_variant
from rules.variants.shanghai.knocking import KNOCKED, LOCKED

if TYPE_CHECKING:
    from mahjong_tui.table_protocol import Ask, NotTaken, Session


def player_name(settings: GameSettings, chair: int, strings: Strings) -> str:
    return player_label(settings.seats[chair], chair, strings)


def seat_player(session: Session, chair: int, strings: Strings) -> str:
    """Who plays a chair as the table names them: at a joined table a person by their name (a human seat
    nobody took yet: free), else by the player's kind (玩家 1, 電腦 2)."""
    from mahjong_tui.table_protocol import Seated

    if isinstance(session, Seated):
        person = session.people()[chair]
        if person is not None:
            return person.name if person.name is not None else strings("table.seat_free")
    return player_name(session.settings, chair, strings)


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


def has_words(key: str) -> bool:
    """Whether the table's words (words.toml [table]) have ``key``."""
    return entry("table", key) is not None


def why_not_note(strings: Strings, why: str) -> str:
    """The table's note when the viewer cannot win or claim, in the app's language."""
    return strings("table.why_not", why=why_text(why, strings))


def turn_line(session: Session, asked: Ask, strings: Strings, note: str | None) -> tuple[str | None, str]:
    """The note and the message line of the player's own turn: "Your turn: discard", with why the hand is
    not a legal win when it is complete (an older "No win" goes when a win is on offer)."""
    why = session.why_not_now(asked.chair)
    can_win = any(a.kind is ActionKind.WIN for a in asked.legal)
    note = why_not_note(strings, why) if why else None if can_win else note
    own = any(a.kind in (ActionKind.DISCARD, ActionKind.KNOCK) for a in asked.legal)
    turn = "your_turn" if own else "your_turn_win_or_kong"
    return note, strings(turn) + (f" · {note}" if note else "")


def note_before(session: Session, chair: int, action: Action, strings: Strings) -> str | None:
    """Why ``chair`` could not win on, or claim, a discard about to be played: "No win: …", or "No claim:
    …" when only a claim is refused (CX-5's third claim read "No win: CX-5 …")."""
    why = session.why_not_before(chair, action)
    return None if why is None else not_taken_note(why, strings)


def not_taken_note(why: NotTaken, strings: Strings) -> str:
    """"No win: …", or "No claim: …" when only a claim was refused."""
    if not why.win:
        return strings("table.why_no_claim", why=why_text(why.reason, strings))
    return why_not_note(strings, why.reason)


def why_not_discard(obs: Observation, tile: int, strings: Strings, *, knock: bool) -> str:
    """Why the engine refuses to let ``tile`` go out now (a discard, or a knock with it), rule id named: the
    engine's own refusal from what the seat sees (SH-7 the knock's lock, ``discards.discard_refusal``)."""
    rules = get_variant(obs.variant).table_rules
    why = LOCKED if KNOCKED in obs.marks[obs.chair] else discard_refusal(
        tile, wild_discard=rules.wild_discard, wild_kinds=obs.wild_kinds, banned=obs.banned_kind, knock=knock)
    return refusal_text(why, strings, obs.variant)


def why_no_key(session: Session, chair: int, what: str, strings: Strings) -> str:
    """``w``, ``k`` or ``r`` pressed when it cannot be done: the reason, never silence (issue 16)."""
    if what == "win":
        why = session.why_not_now(chair)
        return why_not_note(strings, why) if why else strings("table.no_win_incomplete")
    if what == "kong":
        return strings("table.no_kong")
    if not get_variant(session.settings.variant).table_rules.knocking:
        return strings("table.no_knock_rule")
    if KNOCKED in session.observation(chair).marks[chair]:
        return strings("table.no_knock_done")
    return strings("table.no_knock_ready")


def wait_views(waits: tuple[tuple[int, int], ...], verdicts: dict[int, str],
               strings: Strings) -> tuple[WaitView, ...]:
    return tuple(WaitView(kind, live, verdict_text(verdicts.get(kind, ""), strings)) for kind, live in waits)


def status_text(session: Session, chair: int, strings: Strings) -> str:
    """The human seat's status line: distance to ready, the plan, the knock, what the waits would score."""
    status, verdicts = session.hand_status(chair)
    if status.dead:  # SH-9: no distance, no plan, no knock — nothing is left to aim at (issue 27)
        from mahjong_tui.no_win_left import dead_status

        return f"{strings('table.you')}: {dead_status(status.dead, strings)}"
    if status.shanten <= 0:
        distance = strings("table.ready")
    else:  # "1 tile from ready", not "1 tiles"
        key = "table.one_from_ready" if status.shanten == 1 else "table.from_ready"
        distance = strings(key, n=status.shanten)
    parts = [f"{strings('table.you')}: {distance}"]
    progress = session.progress(chair)  # e.g. JS-12 "16/20 胡"
    if progress:
        parts.append(progress)
    if status.plan:
        parts.append(strings("table.aiming", plan=strings.plan_name(status.plan)))
    if get_variant(session.settings.variant).table_rules.knocking:  # SH-6: a hand knocks before it wins
        knocked = KNOCKED in session.observation(chair).marks[chair]
        parts.append(strings("table.knocked" if knocked else "table.not_knocked"))
    if status.waits:
        if all(live == 0 for _, live in status.waits):
            parts.append(strings("table.all_dead"))
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
    labels = (strings("table.shanten"), strings("table.live"), strings("table.leaves"))
    expert = expert_discard(obs) if rows else None
    if expert is None or expert == rows[0].tile:
        return HintView(strings("table.hint_title"), tuple(rows), labels)
    return HintView(strings("table.hint_title"), tuple(rows), labels, strings("table.hint_expert"), expert)


def action_words(action: Action, strings: Strings) -> str:
    """"discard 5 Dots" / "打出 五筒" / "Pass" — what the table did for a player out of time."""
    if action.kind in (ActionKind.DISCARD, ActionKind.KNOCK) and action.tile is not None:
        return f"{strings('discard')} {strings.tile(action.tile)}"
    return strings("claim_pass")
