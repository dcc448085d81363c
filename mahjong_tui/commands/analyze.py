"""`mahjong-tui analyze`: shanten, waits and discard choices of one hand or a batch (shared/spec/cli.md).

Which shapes win and which tiles are wild come from the variant (``shape_rules()``, ``wild_rule()``).
Start-up stays light for ``--batch``: only click, the tile notation and rules.analysis are imported.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable, Iterator
from operator import sub
from typing import Any

import click

from mahjong_tui.cli import UserError, cli_refusal
from mahjong_tui.safe_read import ReadRefused, read_lines
from rules.analysis import HandAnalysis, ShapeRules
from rules.analysis import analyze as analyze_hand
from rules.hand import WildRule
from rules.refusal import reason_of
from rules.tiles import (
    FLOWER,
    HONOR,
    N_ALL_KINDS,
    N_KINDS,
    TileError,
    counts_of,
    kind_of,
    parse_tiles,
    tile_text,
)
from rules.variants import UnknownVariant, get_variant
from rules.variants.base import Variant

_SIZES = (1, 2, 4, 5, 7, 8, 10, 11, 13, 14)
_COPIES = [4] * N_KINDS + [1] * (N_ALL_KINDS - N_KINDS)  # C-1: four of each playing kind, one flower


class _Analyser:
    """One variant's analysis of hands given as text, with the wild rule cached per indicator."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.shapes: ShapeRules = variant.shape_rules()
        self.needs_indicator = variant.table_rules.turns_indicator
        self.wild_discard: str = variant.table_rules.wild_discard
        self._rules: dict[int | None, WildRule] = {}

    def rule(self, indicator: int | None) -> WildRule:
        if indicator not in self._rules:
            self._rules[indicator] = self.variant.wild_rule(indicator)
        return self._rules[indicator]

    def run(self, hand_text: str, indicator_text: str | None) -> HandAnalysis:
        hand = _parse_hand(hand_text)
        if len(hand) not in _SIZES:
            raise TileError(cli_refusal("hand_size", n=len(hand), typed=hand_text))
        indicator = self._indicator(indicator_text) if self.needs_indicator or indicator_text else None
        rule = self._rules.get(indicator) or self.rule(indicator)
        if max(hand) >= FLOWER:
            for k in hand:
                if k >= FLOWER and k not in rule.wilds:
                    raise TileError(cli_refusal("flower_in_hand", tile=tile_text(k), variant=self.variant.id))
        held = counts_of(hand, N_ALL_KINDS)
        if max(held) > 4:
            parse_tiles(hand_text)  # raises, naming the fifth copy
        unseen = None  # the default: four copies (one flower) minus those held
        if indicator is not None:
            unseen = list(map(sub, _COPIES, held))
            if unseen[indicator] == 0:
                raise TileError(cli_refusal("indicator_fifth", tile=tile_text(indicator)))
            unseen[indicator] -= 1  # JH-2 / CX-1: the turned tile is out of play
        can_discard_wild = self.wild_discard == "free" or (
            self.wild_discard == "last" and all(k in rule.wilds for k in hand)
        )
        n_melds = (len(hand) - 1) // 3
        return analyze_hand(hand, rule, n_melds, self.shapes, unseen=unseen,
                            can_discard_wild=can_discard_wild)

    def _indicator(self, text: str | None) -> int | None:
        if not self.needs_indicator:
            if text is not None:
                raise TileError(cli_refusal("no_indicator", variant=self.variant.id))
            return None
        if text is None:
            raise TileError(cli_refusal("needs_indicator", variant=self.variant.id))
        kind = kind_of(text)
        if kind >= N_KINDS:
            raise TileError(cli_refusal("indicator_not_tile", typed=text))
        return kind


_TEXT = [tile_text(k) for k in range(N_ALL_KINDS)]
_TOKEN = re.compile(r"[1-9]+[mpsz]")
_SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": HONOR}
_TOKEN_KINDS: dict[str, tuple[int, ...]] = {}  # "123m" -> kinds; few distinct tokens recur


def _parse_hand(text: str) -> list[int]:
    """C-1 notation, fast for the plain case (the batch path); anything unusual goes through
    :func:`rules.tiles.parse_tiles`, which names the bad token. A fifth copy is left to the caller's
    count check."""
    tokens = _TOKEN.findall(text)
    if sum(map(len, tokens)) != len(text):
        return parse_tiles(text)
    kinds: list[int] = []
    for token in tokens:
        cached = _TOKEN_KINDS.get(token)
        if cached is None:
            base = _SUIT_BASE[token[-1]] - 49  # ord("1") == 49
            if base == HONOR - 49 and ("8" in token or "9" in token):  # honors are 1z-7z
                return parse_tiles(text)
            cached = _TOKEN_KINDS[token] = tuple(base + b for b in token[:-1].encode())
        kinds += cached
    return kinds


def _pairs_text(pairs: Iterable[tuple[int, int]]) -> str:
    return ",".join(f'{{"tile":"{_TEXT[k]}","live":{live}}}' for k, live in pairs)


def to_json_text(result: HandAnalysis) -> str:
    """:func:`to_json` as compact text, built directly (the batch path writes thousands of lines)."""
    shapes = ",".join(f'"{name}":{value}' for name, value in result.shanten_by_shape.items())
    if not result.waits and not result.discards:
        return f'{{"shanten":{result.shanten},"shanten_by_shape":{{{shapes}}},"waits":[],"discards":[]}}'
    discards = ",".join(
        f'{{"tile":"{_TEXT[d.tile]}","shanten":{d.shanten},"ukeire":{d.ukeire},'
        f'"ukeire_tiles":[{_pairs_text(d.ukeire_tiles)}],"waits":[{_pairs_text(d.waits)}]}}'
        for d in result.discards
    )
    return (
        f'{{"shanten":{result.shanten},"shanten_by_shape":{{{shapes}}},'
        f'"waits":[{_pairs_text(result.waits)}],"discards":[{discards}]}}'
    )


def _tiles(pairs: Iterable[tuple[int, int]]) -> list[dict[str, Any]]:
    return [{"tile": tile_text(k), "live": live} for k, live in pairs]


def to_json(result: HandAnalysis) -> dict[str, Any]:
    """The cli.md fields: shanten, shanten_by_shape, waits, discards (with ukeire_tiles added)."""
    return {
        "shanten": result.shanten,
        "shanten_by_shape": result.shanten_by_shape,
        "waits": _tiles(result.waits),
        "discards": [
            {
                "tile": tile_text(d.tile),
                "shanten": d.shanten,
                "ukeire": d.ukeire,
                "ukeire_tiles": _tiles(d.ukeire_tiles),
                "waits": _tiles(d.waits),
            }
            for d in result.discards
        ],
    }


def _batch_lines(source: str) -> Iterator[tuple[int, str, str | None]]:
    """Each ``HAND [INDICATOR]`` line of a regular file or stdin, read as it comes (memory stays flat;
    a line too long, not UTF-8, or a file that is not a regular file is refused naming the file and line)."""
    name = "standard input" if source == "-" else source
    try:
        for number, line in read_lines(source):
            fields = line.split()
            if not fields:
                continue
            if len(fields) > 2:
                raise UserError.of("batch_line", name=name, number=number, typed=line.strip()[:40])
            yield number, fields[0], fields[1] if len(fields) == 2 else None
    except ReadRefused as exc:
        raise UserError(reason_of(exc)) from None


def _run_batch(analyser: _Analyser, source: str) -> None:
    name = "standard input" if source == "-" else source
    out: list[str] = []
    for number, hand, indicator in _batch_lines(source):
        try:
            out.append(to_json_text(analyser.run(hand, indicator)))
        except ValueError as exc:
            raise UserError.of("batch_line_refused", name=name, number=number, why=reason_of(exc)) from None
        if len(out) >= 1000:
            sys.stdout.write("\n".join(out) + "\n")
            out.clear()
    if out:
        sys.stdout.write("\n".join(out) + "\n")


@click.command()
@click.option("--variant", "variant_id", required=True, help="jinshan, shanghai, jinhua or cixi")
@click.option("--hand", help="concealed tiles, e.g. 123m456p789s1z2z3z5p (13/10/7/4/1 or 14/11/8/5/2 tiles)")
@click.option("--indicator", help="the turned tile that picks the wilds (Jinhua 財神, Cixi 龍)")
@click.option("--batch", "batch", metavar="FILE|-",
              help="one hand per line, optionally followed by an indicator")
def analyze(variant_id: str, hand: str | None, indicator: str | None, batch: str | None) -> None:
    """How many tiles a hand is from ready, its waits and every discard, as JSON."""
    try:
        analyser = _Analyser(get_variant(variant_id))
    except UnknownVariant as exc:
        raise UserError(reason_of(exc)) from None
    if (hand is None) == (batch is None):
        raise UserError.of("hand_or_batch")
    if batch is not None:
        if indicator is not None:
            raise UserError.of("indicator_in_batch")
        _run_batch(analyser, batch)
        return
    assert hand is not None
    try:
        result = analyser.run(hand, indicator)
    except ValueError as exc:
        raise UserError(reason_of(exc)) from None
    click.echo(json.dumps(to_json(result), ensure_ascii=False))
