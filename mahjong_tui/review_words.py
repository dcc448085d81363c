"""The review's words (issue 29), per language: verdicts, decision kinds and the evaluator's reasons.

A reason comes from ``bots.evaluate.reasons`` as a key and its values (rates as shares, chips as numbers,
actions as codes such as ``5m`` or ``peng 5m``); it is worded once per language in words.toml's
[review_reason] (verdicts [review_verdict], kinds [review_kind]). The Chinese is written in traditional
characters and put in the reader's script by :func:`mahjong_tui.script.to_script`, as the rest of the
app's words are. ``name_tiles`` writes each tile code as the tile's name (the app's way);
the command line keeps the codes, which its tables have room for.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from mahjong_tui.catalogue import catalogue
from mahjong_tui.i18n import Strings
from mahjong_tui.words import name_codes

# the keys the review knows (a kept review is checked against them); the words are words.toml's
REASONS: frozenset[str] = frozenset(catalogue()["review_reason"])
VERDICTS: frozenset[str] = frozenset(catalogue()["review_verdict"])
KINDS: frozenset[str] = frozenset(catalogue()["review_kind"])  # the weightiest answer on offer
_SHARES = ("win", "deal_in", "best_rate", "chosen_rate")
_SIGNED = ("value", "chosen_value")


def reason_text(key: str, params: Mapping[str, float | str], lang: str, *, name_tiles: bool = False,
                tile_name: Callable[[int], str] | None = None) -> str:
    """A reason in ``lang``: shares as percentages, chips to a tenth (signed where a value)."""
    shown: dict[str, str] = {}
    for name, value in params.items():
        if isinstance(value, str):
            shown[name] = value
        elif name in _SHARES:
            shown[name] = f"{value:.0%}"
        elif name in _SIGNED:
            shown[name] = f"{value:+.1f}"
        else:
            shown[name] = f"{value:.1f}"
    text = Strings(lang)(f"review_reason.{key}", **shown)
    return name_codes(text, lang, tile_name) if name_tiles else text


def verdict_text(verdict: str, lang: str) -> str:
    return Strings(lang)(f"review_verdict.{verdict}")


def kind_text(kind: str, lang: str) -> str:
    return Strings(lang)(f"review_kind.{kind}")
