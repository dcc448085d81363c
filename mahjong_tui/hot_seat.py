"""Pass-and-play claims (issue 19): onlookers learn nothing from when the device changes hands.

The engine opens a claim window only for chairs that may claim, so asking just those humans told everyone at
the table who could peng, chi or win: the device went to them, and only to them. Instead, after every discard
that anyone could claim by what the table shows (not a wild, C-5), every human but the discarder is asked in
seat order from the discarder's right, each through the privacy screen when someone else is at the screen:
a human with a claim sees the claim prompt, the others the same prompt with only Pass, on an opaque screen:
when nobody could claim, the next player has drawn already, and the table behind would show it. Bots wait
until every look is done. The auto-pass settings still answer for their player, who is asked all the same.
The queue of looks is the session's (``mahjong_tui.claim_looks``), saved with the match. See
docs/decisions.md ("Hot-seat claims").
"""

from __future__ import annotations

from mahjong_tui.claim_looks import ClaimLooks
from mahjong_tui.i18n import Strings
from mahjong_tui.screens.claim import ClaimPrompt
from rules.engine import Action, ActionKind


def nothing_to_claim(looks: ClaimLooks, chair: int, strings: Strings) -> NothingToClaim:
    """The claim prompt of a look with nothing to claim: the discard, and Pass alone (answered without
    reaching the engine, :meth:`ClaimLooks.answer_nothing`)."""
    discard = looks.discard
    assert discard is not None and discard.tile is not None, "a look follows a discard"
    session = looks.session
    obs = session.observation(chair)
    return NothingToClaim(strings, [Action(chair, ActionKind.PASS)], discard.tile,
                          strings.wind(obs.winds[discard.chair]), session.settings.tile_style)


class NothingToClaim(ClaimPrompt):
    """The claim prompt with Pass alone, hiding the table: a look while nobody could claim comes after the
    next player's draw (the wall one shorter, their hand one longer), which the table would give away."""

    def on_mount(self) -> None:
        self.styles.background = self.app.theme_variables["background"]  # over the app's transparent prompt
