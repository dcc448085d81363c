"""A hand's review kept on disk so it is computed once (issue 29), and the way back into a reviewed hand.

A review is kept in the data directory's ``reviews/`` folder, one file a hand and seat, named by a digest of
the hand's record (seed, dealer, carry, every action), its stacked wall, the seat and the review's budget and
seed. The same hand opened from its save, from ``saves/finished/``, from ``last-match.json`` or from a
``simulate --record`` file finds the same review; a hand played on since (a save of an unfinished hand)
has another digest, so a stale review is never shown. Files are written atomically; one that cannot be read
or does not belong to its hand is set aside (``….damaged-N.json``) and the review is computed again.

:func:`practice_match` is "Play on from here": the match replayed up to that point of the hand, same seeds,
same walls, for a practice table to take over.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol

from bots.evaluate.evaluator import Budget
from bots.evaluate.reasons import Reason
from bots.evaluate.review import REVIEW_METHOD, Candidate, Decision
from mahjong_tui.review_words import KINDS, REASONS, VERDICTS
from mahjong_tui.storage import UnusableFile, keep_aside, read_json_file, write_or_say_why
from rules.engine import Action, IllegalAction, Match
from rules.records import HandRecord


class ReviewDesk(Protocol):
    """What a review screen asks of whoever opened it (the app: ``review_host.ReviewHost``): the budget, the
    kept reviews, and keeping a new one — so that the screen never imports the app (issue 28 §3)."""

    def review_budget(self) -> Budget: ...

    @property
    def reviews(self) -> ReviewStore: ...

    def keep_review(self, key: str, decisions: list[Decision], variant: str) -> str | None: ...


REVIEWS_DIR = "reviews"
REVIEW_FORMAT = "mahjong-tui/review/1"
REVIEWS_KEPT = 300  # hands; the oldest go first (a review is ~1 kB a decision)
REVIEW_BYTES = 512 * 1024
MISTAKES = ("mistake", "blunder")


def review_key(record: HandRecord, wall: Sequence[int] | None, chair: int, budget: Budget, seed: int) -> str:
    """The digest naming a hand's review: everything the review's numbers depend on."""
    what = {"hand": record.to_json(), "wall": list(wall) if wall else None, "chair": chair,
            "budget": repr(replace(budget, processes=1)), "seed": seed,  # processes change no number
            "method": REVIEW_METHOD}
    return hashlib.sha256(json.dumps(what, sort_keys=True).encode()).hexdigest()[:32]


@dataclass(frozen=True)
class KeptReview:
    """What ``ReviewStore.load`` found: the decisions, or None and where a damaged file went."""

    decisions: list[Decision] | None
    damaged: Path | None = None


class ReviewStore:
    """Reviews of hands in ``<data>/reviews/``."""

    def __init__(self, directory: Path) -> None:
        self.folder = directory / REVIEWS_DIR

    def path(self, key: str) -> Path:
        return self.folder / f"{key}.json"

    def load(self, key: str, record: HandRecord, chair: int, hand: int) -> KeptReview:
        path = self.path(key)
        if not path.is_file():
            return KeptReview(None)
        try:
            data = read_json_file(path, REVIEW_BYTES)
            return KeptReview(decisions_from_json(data, key, record, chair, hand))
        except (UnusableFile, ValueError, KeyError, TypeError, IllegalAction):
            return KeptReview(None, keep_aside(path) or path)

    def save(self, key: str, decisions: Sequence[Decision]) -> str | None:
        """Atomic; the reason in a phrase when the disk refuses (the review is then shown, not kept)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return f"{exc.strerror or exc.__class__.__name__}: {self.folder}"
        problem = write_or_say_why(self.path(key), {
            "format": REVIEW_FORMAT, "key": key, "decisions": [decision_to_json(d) for d in decisions]})
        self._trim()
        return problem

    def _trim(self) -> None:
        try:
            kept = sorted(self.folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
            for old in kept[REVIEWS_KEPT:]:
                old.unlink(missing_ok=True)
        except OSError:  # a folder that refuses: the reviews stay, which loses nothing
            pass


def decision_to_json(d: Decision) -> dict[str, Any]:
    """Actions in the engine's notation (``E d 5m``), so that they read back exactly."""
    return {"at": d.at, "kind": d.kind, "chosen": str(d.chosen), "best": str(d.best), "rank": d.rank,
            "candidates": [[str(c.action), c.value, _finite(c.se), c.samples] for c in d.candidates],
            "loss": d.loss, "noise": _finite(d.noise), "verdict": d.verdict,
            "reason": [d.reason.key, [list(p) for p in d.reason.params]], "seconds": d.seconds,
            "paired_loss": d.paired_loss, "fresh": d.fresh, "spread": d.spread,
            "against": None if d.against is None else str(d.against)}


def _finite(value: float) -> float | None:
    return value if math.isfinite(value) else None


def decisions_from_json(data: Any, key: str, record: HandRecord, chair: int, hand: int) -> list[Decision]:
    """A kept review read back, every field checked against its hand: ValueError for anything else."""
    if not isinstance(data, dict) or data.get("format") != REVIEW_FORMAT or data.get("key") != key:
        raise ValueError("not this hand's review")
    found = data.get("decisions")
    if not isinstance(found, list):
        raise ValueError("decisions: not a list")  # noqa: TRY004 — every fault of a kept file is one kind
    return [_decision(d, record, chair, hand) for d in found]


def _decision(d: Any, record: HandRecord, chair: int, hand: int) -> Decision:
    at = d["at"]
    if not isinstance(at, int) or not 0 <= at < len(record.actions):
        raise ValueError("a decision outside its hand")
    chosen = Action.parse(record.actions[at])
    if str(chosen) != d["chosen"] or chosen.chair != chair:
        raise ValueError("a decision that is not the seat's recorded action")
    if d["kind"] not in KINDS or d["verdict"] not in VERDICTS:
        raise ValueError("an unknown kind or verdict")
    candidates = tuple(Candidate(Action.parse(text), _number(value), _number(se), int(samples))
                       for text, value, se, samples in d["candidates"])
    reason_key, params = d["reason"]
    if reason_key not in REASONS or not candidates:
        raise ValueError("an unknown reason")
    reason = Reason(reason_key, tuple((str(name), value if isinstance(value, str) else _number(value))
                                      for name, value in params))
    return Decision(hand, at, d["kind"], chosen, Action.parse(d["best"]), int(d["rank"]), candidates,
                    _number(d["loss"]), _number(d["noise"]), d["verdict"], reason, _number(d["seconds"]),
                    _number(d.get("paired_loss", d["loss"])),  # kept before the fresh deals: the loss it had
                    _whole(d.get("fresh", 0)), _number(d.get("spread", 0.0)), _against(d.get("against")))


def _against(text: Any) -> Action | None:
    """The answer a kept loss was taken against (none kept: a forced move, or a review kept before)."""
    if text is None:
        return None
    if not isinstance(text, str):
        raise ValueError("against: not an action")  # noqa: TRY004 — every fault of a kept file is one kind
    return Action.parse(text)


def _number(value: Any) -> float:
    if value is None:
        return math.inf  # a standard error of one deal
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("a number was expected")  # noqa: TRY004 — one kind of fault, as above
    return float(value)


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError("a count was expected")
    return value


def next_mistake(decisions: Sequence[Decision], position: int, step: int) -> Decision | None:
    """The first mistake or blunder after (``step`` 1) or before (-1) the replay's ``position``."""
    marked = [d for d in decisions if d.verdict in MISTAKES]
    ahead = [d for d in marked if d.at > position] if step > 0 else [d for d in reversed(marked)
                                                                      if d.at < position]
    return ahead[0] if ahead else None


def practice_match(variant: str, seed: int, options: dict[str, Any], seats: Sequence[str],
                   hands: Sequence[HandRecord], first_wall: Sequence[int] | None, hand: int,
                   at: int) -> Match:
    """The match replayed to action ``at`` of hand ``hand`` (0-based): the hands before it played again,
    so its dealer, counters, scores and stacks are the match's, and the hand dealt from the same seed (and
    the first hand from the same stacked wall)."""
    match = Match(variant, seed, options, seats, first_wall=first_wall)
    for number, record in enumerate(hands[:hand + 1]):
        game = match.next_hand()
        if (game.seed, game.dealer) != (record.seed, record.dealer):
            raise ValueError(f"hand {number + 1} does not replay from the match's seed")
        for text in record.actions if number < hand else record.actions[:at]:
            match.apply(Action.parse(text))
    return match
