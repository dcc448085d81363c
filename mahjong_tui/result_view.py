"""The result screen's view of a finished hand (issue 27): each seat's tiles — a winner's split into the sets
its scorer read, each wild paired with the face it stood for — the headline, the scores and the money."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_tui.i18n import Strings
from mahjong_tui.result_hand import RevealedMeld
from mahjong_tui.result_words import WinningSet, carried_words, win_headline, winning_sets
from mahjong_tui.screens.result import ResultScreen, ResultView, RevealedHand
from mahjong_tui.views import seat_player, sorted_hand, wind_of
from rules.engine import Observation

if TYPE_CHECKING:
    from collections.abc import Callable

    from mahjong_tui.table_protocol import Session


def result_screen(session: Session, strings: Strings,
                  review: Callable[[], None] | None = None) -> ResultScreen:
    """The result screen of the hand the session just finished; ``review`` opens its review (issue 29)."""
    return ResultScreen(strings, hand_result_view(session, strings), session.settings.tile_style, review)


def hand_result_view(session: Session, strings: Strings) -> ResultView:
    """The finished hand for the result screen: every seat's tiles, who won how, the scores and money."""
    result = session.result
    assert result is not None
    obs = session.observation(session.at_screen[0] if session.at_screen else 0)
    hands = tuple(revealed_hand(session, strings, obs, chair) for chair in range(4))
    labels_by_wind = ["", "", "", ""]
    for chair, hand in enumerate(hands):
        labels_by_wind[wind_of(obs, chair)] = hand.label
    if result.winners:
        names = [labels_by_wind[wind_of(obs, w)] for w in result.winners]
        discarder = labels_by_wind[wind_of(obs, result.discarder)] if result.discarder is not None else ""
        headline = win_headline(strings, names, result.how, discarder)
    else:
        headline = strings("result.draw_line")
    scores = session.scores()
    return ResultView(
        title=strings("result_title", n=session.hand_number),
        headline=headline,
        hands=hands,
        scores=tuple(result.scores[w] for w in result.winners if w in result.scores),
        seat_labels=(labels_by_wind[0], labels_by_wind[1], labels_by_wind[2], labels_by_wind[3]),
        chips=tuple((hands[c].label, result.net[c], scores[c]) for c in range(4)),
        stacks=session.stacks(),
        chair_winds=tuple(wind_of(obs, chair) for chair in range(4)),
        carried=() if result.winners else carried_words(strings, result.carry),
    )


def revealed_hand(session: Session, strings: Strings, obs: Observation, chair: int) -> RevealedHand:
    """One chair's tiles once the hand is over; a winner's split into the sets the scorer read."""
    result = session.result
    assert result is not None
    wilds = frozenset(obs.wild_kinds)
    held = list(session.revealed_hands()[chair])
    win_tile = session.win_tile() if chair in result.winners else None
    concealed = list(held)
    if win_tile is not None and result.self_drawn and win_tile in concealed:
        concealed.remove(win_tile)  # the winning tile stands apart in the winner's row
    score = result.scores.get(chair)
    sets: tuple[WinningSet, ...] = ()
    if score is not None and score.reading and win_tile is not None:
        won_on = [] if result.self_drawn else [win_tile]
        sets = winning_sets(score.reading, held + won_on, wilds)
    # "East (normal 3)": the brackets keep a name's chair number apart from the tiles and amounts after it
    label = f"{strings.wind(wind_of(obs, chair))} ({seat_player(session, chair, strings)})"
    return RevealedHand(
        label=label,
        concealed=tuple(sorted_hand(concealed, wilds)),
        melds=tuple(RevealedMeld(m, strings.wind(wind_of(obs, m.source)) if m.source is not None else "")
                    for m in obs.melds[chair]),
        flowers=obs.flowers[chair],
        wilds=wilds,
        win_tile=win_tile,
        sets=sets,
        wind=wind_of(obs, chair),
    )
