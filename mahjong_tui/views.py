"""From the engine's :class:`Observation` to what the widgets show.

This is the only module that reads observation fields; widgets get small frozen view values
("attributes down") and never see the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rich.text import Text

from mahjong_tui.i18n import Strings
from mahjong_tui.settings import GameSettings
from mahjong_tui.tiles_view import TileStyle, plain_name, tile_text_of
from mahjong_tui.widgets.centre import CentreView
from mahjong_tui.widgets.hand import HandLayout
from mahjong_tui.widgets.seat import MeldView, SeatView
from rules.engine import Action, ActionKind, Observation
from rules.hand import Meld
from rules.tiles import display_key
from rules.variants import get_variant
from rules.variants.shanghai.payments import is_kaibao

if TYPE_CHECKING:
    from mahjong_tui.screens.result import ResultView
    from mahjong_tui.session import TableSession


def player_name(settings: GameSettings, chair: int, strings: Strings) -> str:
    who = settings.seats[chair]
    if who == "human":
        return f"{strings('human')} {chair + 1}"
    return f"{strings('bot') if who == 'bot' else who} {chair + 1}"


def wind_of(obs: Observation, chair: int) -> int:
    """This hand's wind of a chair: 0 = East (the dealer) … (C-2)."""
    return obs.winds[chair]


def sorted_hand(tiles: list[int] | tuple[int, ...], wilds: frozenset[int]) -> list[int]:
    """Wilds far left, then 萬 條 筒 and honors (display_key)."""
    return sorted(tiles, key=lambda k: (k not in wilds, display_key(k)))


def hand_layout(obs: Observation, legal: list[Action], *, hidden: bool) -> HandLayout:
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
    )


def meld_views(obs: Observation, melds: tuple[Meld, ...] | list[Meld], strings: Strings) -> tuple[MeldView, ...]:
    return tuple(
        MeldView(m, strings.wind(wind_of(obs, m.source)) if m.source is not None else "") for m in melds
    )


@dataclass(frozen=True)
class TableView:
    seats: tuple[SeatView, SeatView, SeatView, SeatView]
    centre: CentreView

    @classmethod
    def build(cls, obs: Observation, session: TableSession, strings: Strings, viewer: int) -> TableView:
        scores = session.scores()
        last = obs.last_discard[0] if obs.last_discard is not None else None
        to_act = session.to_act()
        seats = []
        for chair in range(4):
            labels = [strings("dealer")] if chair == obs.dealer else []
            if obs.knocked[chair]:
                labels.append(strings("knocked"))
            seats.append(SeatView(
                name=player_name(session.settings, chair, strings),
                wind=strings.wind(wind_of(obs, chair)),
                dealer=chair == obs.dealer,
                chips=scores[chair],
                flowers=obs.flowers[chair],
                melds=meld_views(obs, obs.melds[chair], strings),
                discards=obs.discards[chair],
                claimed=obs.claimed[chair],
                last_discard=last == chair and obs.phase in ("claim", "turn"),
                concealed=0 if chair == viewer else obs.hand_sizes[chair],
                knocked=obs.knocked[chair],
                to_move=chair in to_act,
                labels=tuple(labels),
            ))
        return cls((seats[0], seats[1], seats[2], seats[3]), centre_view(obs, session, strings))


def centre_view(obs: Observation, session: TableSession, strings: Strings) -> CentreView:
    variant = get_variant(session.settings.variant)
    style = session.settings.tile_style
    title = variant.name_zh if strings.lang == "zh" else f"{variant.name_zh} {variant.name_en}"
    lines = [strings("hand_no", n=session.hand_number), strings("wall", n=obs.wall_count)]
    if obs.dice:
        lines.append(strings("dice", a=obs.dice[0], b=obs.dice[1]))
    ante = session.settings.options.get("ante")
    if ante is not None:
        lines.append(strings("ante", n=ante))
    lines.extend(table_state_lines(obs, session, strings))
    wild = wild_line(obs, strings, style)
    return CentreView(title=title, lines=tuple(lines), wild=wild, status=status_line(obs, session, strings))


def table_state_lines(obs: Observation, session: TableSession, strings: Strings) -> list[str]:
    """荒番 / 開寶 / 連莊 where the variant's scorer reads them (SH-15, SH-16) and the dealer streak."""
    variant = get_variant(obs.variant)
    carry: dict[str, Any] = dict(session.carry())
    lines = []
    if "huangfan" in variant.context_keys:
        lines.append(strings("huangfan", n=carry.get("huangfan", 0)))
    if "dice" in variant.context_keys and is_kaibao(obs.dice):
        lines.append(strings("kaibao"))
    streak = session.dealer_streak()
    if streak:
        lines.append(strings("streak", n=streak))
    return lines


def wild_line(obs: Observation, strings: Strings, style: TileStyle) -> Text | None:
    wilds = sorted(obs.wild_kinds)
    if not wilds:
        return None
    text = Text(f"{strings.wild_name(obs.variant)}: ")
    text.append_text(Text(" ").join(tile_text_of(k, style, compact=True, wild=True) for k in wilds[:4]))
    if obs.indicator is not None:
        text.append(f"  ({'翻' if strings.lang == 'zh' else 'turned'} ")
        text.append_text(tile_text_of(obs.indicator, style, compact=True))
        text.append(")")
    return text


def status_line(obs: Observation, session: TableSession, strings: Strings) -> str:
    acting = session.to_act()
    if not acting:
        return ""
    return strings("waiting_for", name=player_name(session.settings, acting[0], strings))


def claim_subject(obs: Observation, legal: list[Action], strings: Strings) -> tuple[int, str]:
    """The tile a claim prompt is about and who gave it up."""
    tile = next(a.tile for a in legal if a.tile is not None)
    discarder = obs.last_discard[0] if obs.last_discard is not None else obs.turn
    return tile, strings.wind(wind_of(obs, discarder))


def hint_line(obs: Observation, legal: list[Action], strings: Strings, style: TileStyle) -> str:
    """A basic hint from ``rules.analysis`` when it exists; otherwise say hints are coming."""
    try:
        from rules.analysis import analyze  # type: ignore[import-not-found]
    except ImportError:
        return strings("hint_coming")
    try:
        report = analyze(get_variant_id(obs), list(obs.concealed), indicator=obs.indicator)
        best = min(report["discards"], key=lambda row: (row["shanten"], -row["ukeire"]))
    except Exception:  # noqa: BLE001 — a hint must never break the table
        return strings("hint_coming")
    return strings("hint_line", tile=plain_name(best["tile"], style), shanten=best["shanten"])


def get_variant_id(obs: Observation) -> str:
    return str(obs.variant)


def result_view(session: TableSession, strings: Strings) -> ResultView:
    from mahjong_tui.screens.result import ResultView, RevealedHand

    result = session.result
    assert result is not None
    obs = session.observation(session.settings.humans[0] if session.settings.humans else 0)
    reveal = session.revealed_hands()
    wilds = frozenset(obs.wild_kinds)
    labels_by_wind = ["", "", "", ""]
    hands = []
    for chair in range(4):
        label = f"{strings.wind(wind_of(obs, chair))} {player_name(session.settings, chair, strings)}"
        labels_by_wind[wind_of(obs, chair)] = label
        hands.append(RevealedHand(
            label=label,
            concealed=tuple(sorted_hand(list(reveal[chair]), wilds)),
            melds=meld_views(obs, obs.melds[chair], strings),
            flowers=obs.flowers[chair],
            wilds=wilds,
        ))
    if result.winners:
        names = ", ".join(labels_by_wind[wind_of(obs, w)] for w in result.winners)
        headline = f"{names} — {result.how}"
    else:
        headline = strings("draw_hand")
    scores = session.scores()
    chips = tuple((hands[c].label, result.net[c], scores[c]) for c in range(4))
    return ResultView(
        title=strings("result_title", n=session.hand_number),
        headline=headline,
        hands=tuple(hands),
        scores=tuple(result.scores[w] for w in result.winners if w in result.scores),
        seat_labels=(labels_by_wind[0], labels_by_wind[1], labels_by_wind[2], labels_by_wind[3]),
        chips=chips,
    )
