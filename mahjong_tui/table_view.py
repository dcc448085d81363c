"""From one seat's view of the match to what the table's parts show: the four seats, their rivers and the
centre (issue 27). Read only through the :class:`~mahjong_tui.table_protocol.Session` — the viewer's
observation and events, the match's scores and marks — so a remote table is drawn as a local one is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text

from mahjong_tui.i18n import Strings
from mahjong_tui.table_log import Binding, BindingRule, bindings_after, latest_discard, latest_move
from mahjong_tui.table_protocol import Seated
from mahjong_tui.tiles_view import FaceStyle, tile_text_of
from mahjong_tui.views import has_words, meld_views, seat_player, sorted_hand, wild_word, wind_of
from mahjong_tui.widgets.centre import CentreView, WallView, wall_ring
from mahjong_tui.widgets.river import RiverData
from mahjong_tui.widgets.seat import SeatView
from rules.engine import Event, Observation
from rules.variants import get_variant
from rules.variants.shanghai.knocking import KNOCKED

if TYPE_CHECKING:
    from mahjong_tui.table_protocol import Person, Session

DEALT = 4 * 13 + 1  # tiles taken from the break by the deal

# the 承包 marks beside the two seats concerned: (zh, en)



@dataclass(frozen=True)
class TableView:
    seats: tuple[SeatView, SeatView, SeatView, SeatView]
    rivers: tuple[RiverData, RiverData, RiverData, RiverData]
    centre: CentreView

    @classmethod
    def build(cls, obs: Observation, session: Session, strings: Strings, viewer: int,
              *, bots_face_up: bool = False) -> TableView:
        events = session.events(viewer)
        scores = session.scores()
        stacks = session.stacks()
        bound = bindings_after(events, binding_rule(obs.variant))
        people = session.people() if isinstance(session, Seated) else (None,) * 4
        seats = []
        for chair in range(4):
            shown = session.shown_hand(chair) if bots_face_up and chair != viewer else None
            seats.append(SeatView(
                name=seat_player(session, chair, strings),
                wind=strings.wind(wind_of(obs, chair)),
                dealer=chair == obs.dealer,
                chips=scores[chair],
                flowers=obs.flowers[chair],
                melds=meld_views(obs, obs.melds[chair], strings),
                concealed=0 if chair == viewer else obs.hand_sizes[chair],
                knocked=KNOCKED in obs.marks[chair],
                to_move=to_move(obs, chair, viewer),
                labels=(*seat_labels(obs, session, strings, chair), *person_marks(people[chair], strings)),
                bindings=tuple(binding_marks([b for _, b in bound], chair, strings, obs.winds)),
                stack=strings("table.stack", n=stacks[chair]) if stacks is not None else "",
                shown_hand=tuple(sorted_hand(shown, obs.wild_kinds)) if shown is not None else None,
                wilds=frozenset(obs.wild_kinds),
                flower_word=strings.pick(strings("flowers"), "✿"),
            ))
        return cls((seats[0], seats[1], seats[2], seats[3]), rivers(obs, events),
                   centre_view(obs, session, strings, events))


def to_move(obs: Observation, chair: int, viewer: int) -> bool:
    """Whose move the seat heads light: the turn's chair (or the chair asked to swap); in a claim window
    only the viewer's own question shows, since who else may claim is not public."""
    if obs.phase in ("claim", "rob"):
        return chair == viewer and bool(obs.legal_actions)
    return obs.phase in ("turn", "swap") and chair == obs.turn


def rivers(obs: Observation, events: Sequence[Event]) -> tuple[
        RiverData, RiverData, RiverData, RiverData]:
    """Each seat's discards in rows of the variant's length (CX-17: ten), the table's latest discard lit."""
    row = get_variant(obs.variant).table_rules.river_row
    latest = latest_discard(events)
    made = []
    for chair in range(4):
        discards = tuple(obs.discards[chair])
        lit = None
        if latest is not None and latest[1] == chair and discards and discards[-1] == latest[2]:
            lit = len(discards) - 1
        made.append(RiverData(discards, tuple(obs.claimed[chair]), lit, row))
    return made[0], made[1], made[2], made[3]


def binding_rule(variant: str) -> BindingRule | None:
    """The variant's 承包 (SH-14 both ways, JH-8 the supplier alone), or None where it has none."""
    rules = get_variant(variant).table_rules
    if rules.liable_after_claims is None:
        return None
    return BindingRule(rules.liable_after_claims, rules.bound_both_ways)


def binding_marks(bound: list[Binding], chair: int, strings: Strings, winds: tuple[int, ...]) -> list[str]:
    """The 承包 marks at one seat: who pays for it, whom it pays for, or whom it is bound to."""
    marks = []
    for binding in bound:
        if chair not in (binding.claimer, binding.liable):
            continue
        other = binding.liable if chair == binding.claimer else binding.claimer
        key = "mutual" if binding.mutual else "claimer" if chair == binding.claimer else "liable"
        marks.append(strings(f"bound_mark.{key}", other=strings.wind(winds[other])))
    return marks


def seat_labels(obs: Observation, session: Session, strings: Strings, chair: int) -> list[str]:
    """The marks beside a seat's name: 莊 (dealer), 敲 (SH-6 knocked), 抛花 (CX-11)."""
    labels = [strings("dealer")] if chair == obs.dealer else []
    if KNOCKED in obs.marks[chair]:
        labels.append(strings("knocked"))
    if session.throws_flowers(chair):
        labels.append(strings("table.paohua"))
    return labels


def person_marks(person: Person | None, strings: Strings) -> list[str]:
    """Beside a person's name: their connection is lost, or a bot plays for them (issue 30)."""
    if person is None or person.name is None:
        return []
    if person.stand_in:
        return [strings("table.seat_bot_plays")]
    return [strings("table.seat_away")] if person.away else []


def centre_view(obs: Observation, session: Session, strings: Strings,
                events: Sequence[Event]) -> CentreView:
    variant = get_variant(session.settings.variant)
    style = strings.faces(session.settings.tile_style)
    title = strings.script(variant.name_zh) if strings.is_zh else f"{variant.name_zh} {variant.name_en}"
    dice = f" · {strings('dice', a=obs.dice[0], b=obs.dice[1])}" if obs.dice else ""
    lines = [strings("hand_no", n=session.hand_number) + dice, wall_words(obs, strings)]
    ante = session.settings.options.get("ante")
    if ante is not None:
        lines.append(strings("ante", n=ante))
    lines.extend(table_state_lines(obs, session, strings))
    return CentreView(title=title, lines=tuple(lines), wild=wild_line(obs, strings, style),
                      status=whose_move(obs, session, strings), wall=wall_view(obs),
                      latest=latest_move(events, strings, obs.winds))


def wall_words(obs: Observation, strings: Strings) -> str:
    """Tiles left until the hand ends; where the variant keeps tiles back, how many (CX-4: 34)."""
    kept = obs.wall_tiles - obs.wall_count
    if kept:
        return strings("table.wall_kept", n=obs.wall_count, kept=kept)
    return strings("table.wall_left", n=obs.wall_count)


def wall_view(obs: Observation) -> WallView:
    """The wall as stacks around the table (widgets.centre.wall_ring): drawn tiles counted from the break,
    replacements (one per flower set aside and per kong) from the other end."""
    total = 144 if get_variant(obs.variant).table_rules.with_flowers else 136
    back = sum(len(f) for f in obs.flowers) + sum(m.is_kong for melds in obs.melds for m in melds)
    front = max(0, total - obs.wall_tiles - back)
    dice = sum(obs.dice) if obs.dice else 1
    break_chair = (obs.dealer + dice - 1) % 4  # counted round from the dealer, as the dice are read
    break_side = (break_chair - obs.chair) % 4
    # JH-2, CX-1: the indicator is the tile drawn after the deal (13 each and the dealer's 14th)
    indicator = DEALT if obs.indicator is not None else None
    return wall_ring(total, front, back, obs.wall_tiles - obs.wall_count, break_side, dice, indicator)


def table_state_lines(obs: Observation, session: Session, strings: Strings) -> list[str]:
    """荒番 / 開寶 / draws before as the variant marks them (SH-15, SH-16, JH-6), and 連莊 from the match."""
    lines = []
    for key, value in session.table_marks().items():
        # the short words: the centre is always in sight, the glosses are on the rules page (F2);
        # SH-16's 荒番 is shown at 0 too, so a player knows the stakes are plain
        if value or key == "huangfan":
            lines.append(strings(f"table.{key}", n=value) if has_words(key) else f"{key} {value}")
    streak = session.dealer_streak()
    if streak:
        lines.append(strings("streak", n=streak))
    return lines


def wild_line(obs: Observation, strings: Strings, style: FaceStyle) -> Text | None:
    """The wild kinds (百搭 梅蘭竹菊, 財神 五萬 …) and the turned indicator they come from (CX-1: 龍 after
    the indicator), in the faces the hand uses; a turned tile that is itself the wild (JH-2) is named once."""
    wilds = sorted(obs.wild_kinds)
    if not wilds:
        return None
    faces = [tile_text_of(k, style, wild=True) for k in wilds[:4]]
    for face in faces:
        face.rstrip()  # 梅 蘭 竹 菊: one space apart, not a padded cell each
    text = Text(wild_word(obs, strings) + " ")
    text.append_text(Text(" ").join(faces))
    if obs.indicator in obs.wild_kinds:  # JH-2: the turned tile's own kind is the wild, named once
        text.append(strings("table.wild_turned"))  # "（翻出）" needs no space before it
    elif obs.indicator is not None:
        indicator = tile_text_of(obs.indicator, style)
        indicator.rstrip()
        text.append(f" {strings.pick('翻', '←')} ")
        text.append_text(indicator)
    return text


def whose_move(obs: Observation, session: Session, strings: Strings) -> str:
    """Whose move it is, by wind and name ("South Hard bot 4"; the centre lights it). While claims are open
    only the viewer's own question shows (who else may claim is not public)."""
    if session.result is not None:
        return ""
    if obs.phase in ("claim", "rob"):
        if not obs.legal_actions:
            return ""
        chair = obs.chair
    elif obs.phase in ("turn", "swap"):
        chair = obs.turn
    else:
        return ""
    return f"{strings.wind(wind_of(obs, chair))} {seat_player(session, chair, strings)}"
