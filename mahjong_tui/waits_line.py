"""The waits line of a human seat (issue 19, bug 4): each wait with its live copies and the variant's verdict.

Live copies are every copy the player cannot see (bots.advice counts them so), and every wait gets its
verdict, one whose copies are all in other hands too (``Game.wait_scores``): otherwise a wait without a note
tells a sharp player where the last copies are. A wait is judged both ways: self-drawn, as the engine scores
waits, and let go by the player before; where only one of the two wins, the note says so ("self-draw only: 16
胡 …" is how Jinshan's JS-13 自摸 10 胡 shows), and where both are short for different reasons the note is the
self-draw's, marked "self-drawn: 10 胡 — at least 20 needed". On one's own turn the hand holds 14 tiles and
has no waits of its own: the line shows the waits after the hinted discard and names that discard in its
title.
"""

from __future__ import annotations

from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import why_text
from rules.engine import Game
from rules.engine.legal import NOT_ACCEPTED
from rules.refusal import Refusal

SELF_DRAW_ONLY = "self-draw only: "
DISCARD_ONLY = "on a discard only: "
SELF_DRAWN = "self-drawn: "  # short either way, and the count read is the self-draw's (JS-13 +10 胡)
_MARK_KEYS = {SELF_DRAW_ONLY: "self_draw_only", DISCARD_ONLY: "discard_only", SELF_DRAWN: "self_drawn"}


def wait_verdicts(game: Game, chair: int, discard: int | None = None) -> dict[int, str]:
    """Each wait of ``chair`` (after ``discard``, on its own turn) with why it would not win, "" where it wins
    self-drawn and on a discard alike; the reason is the engine's, in English (:func:`verdict_text` words
    it)."""
    if discard is not None and len(game.observation(chair).concealed) % 3 != 2:
        discard = None
    self_drawn = game.wait_scores(chair, discard)
    on_discard = game.wait_refusals_on_discard(chair, (chair + 3) % 4, discard)
    verdicts: dict[int, str] = {}
    for tile, score in self_drawn.items():
        refused = on_discard.get(tile)
        reason = score.reason or NOT_ACCEPTED
        if not score.valid and refused:  # short either way: the same check with other counts reads self-drawn
            counted = refused.key == reason.key and refused != reason
            verdicts[tile] = _marked(SELF_DRAWN, reason) if counted else reason
        elif not score.valid:
            verdicts[tile] = _marked(DISCARD_ONLY, reason)
        else:
            verdicts[tile] = _marked(SELF_DRAW_ONLY, refused) if refused else ""
    return verdicts


def _marked(mark: str, why: Refusal) -> Refusal:
    """A refusal marked as holding one way only (``self-draw only: …``): the mark's key, the refusal in it."""
    return Refusal.of(why.rule, _MARK_KEYS[mark], mark + "{why}", why=why)


def verdict_text(verdict: str, strings: Strings) -> str:
    """A verdict of :func:`wait_verdicts` in the app's language (words.toml [refusal])."""
    return why_text(verdict, strings)


def waits_title(strings: Strings, discard: int | None) -> str:
    """"Waits:", or on one's own turn "Waits after 5萬:" (the hinted discard the waits follow)."""
    if discard is None:
        return strings("table.waits")
    return strings("table.waits_after", tile=strings.tile(discard))
