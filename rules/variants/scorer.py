"""A variant's scorer: a finished hand in, its validity, items and payments out.

``score`` is the truth every shortcut is checked against (:mod:`.accelerators`); the scoring items
themselves live in ``rules/variants/<id>/scoring.py``, one small function per rule id.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.hand import Meld
from rules.scoring import FinishedHand, Payment, ScoreResult


class Scorer:
    """Scores a finished hand and settles a hand's winners; ``context_keys`` are the table facts it reads."""

    context_keys: tuple[str, ...] = ()  # FinishedHand.context keys this variant's scorer reads (cli.md)

    def score(self, hand: FinishedHand) -> ScoreResult:
        """Score a finished hand: validity (minimum, allowed hands, knock), items, totals, payments."""
        raise NotImplementedError

    def no_win_left(self, melds: Sequence[Meld]) -> str | None:
        """Why no hand this variant lets win can be made any more with ``melds`` on the table (they stay
        for the hand; concealed tiles may still change), in English with the rule id; None while one can.
        The status line, the hint and the claim prompt ask it (issue 27): a hand that cannot win is told
        so, never steered toward a goal it cannot reach. By default any complete shape wins: None."""
        return None

    def table_context(self, context: Mapping[str, Any], carry: Mapping[str, int]) -> dict[str, Any]:
        """The FinishedHand context for this variant's scorer: the keys it reads (cli.md) of the table's
        ``context`` (``Table.scorer_context`` and the win's own) and the carried counters."""
        merged = {**carry, **context}
        return {key: merged[key] for key in self.context_keys if merged.get(key) is not None}

    def settle(self, results: Sequence[ScoreResult], discarder: int | None, options: Mapping[str, Any],
               context: Mapping[str, Any]) -> list[Payment]:
        """The payments of a hand's winners (payers and payees are winds), given their valid results
        nearest to the discarder first and the table ``context`` they were scored with: by default each
        result's own payments. A variant with limits across winners (SH-17, SH-20) applies them here."""
        return [p for result in results for p in result.payments]
