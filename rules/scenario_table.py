"""The tiles of a ``mahjong-tui score`` scenario checked as a real table would hold them (shared/spec/cli.md).

:class:`TableReader` reads each seat's concealed tiles, flowers and melds and the win tile against one
variant's tile set and wild rule, and then the table as a whole: the winner's 14 tiles, a loser's 13,
no fifth copy anywhere (hands, melds, flowers, the win tile, a turned indicator), melds that could have
been made (C-5) and suppliers that could have given them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from rules.hand import Meld, MeldType, WildRule
from rules.scenario_values import (
    ScenarioError,
    check_keys,
    json_type,
    read_object,
    read_one_tile,
    read_tiles,
    read_wind,
)
from rules.scoring import WIND_LETTERS, SeatHand
from rules.tiles import N_ALL_KINDS, is_flower, is_suited, tile_text
from rules.variants.base import Variant
from rules.variants.options import shown

HAND_KEYS = frozenset({"concealed", "melds", "flowers"})
MELD_KEYS = frozenset({"type", "tiles", "from"})
CLAIMED_MELDS = frozenset({MeldType.CHI, MeldType.PENG, MeldType.KONG, MeldType.ADDED_KONG})
HAND_SIZE = 14


class TableReader:
    """Reads seats and the win tile against one variant's tile set and wild rule."""

    def __init__(self, variant: Variant, context: Mapping[str, Any], prefix: str) -> None:
        self.variant = variant
        self.wild_rule = variant.wild_rule(context.get("indicator"))
        self.wilds = self.wild_rule.wilds
        self.context = context
        self.prefix = prefix
        self.paths: dict[int, list[tuple[str, list[int]]]] = {}  # wind → where its tiles came from

    def _tile_set(self, kinds: list[int], path: str) -> None:
        for k in kinds:
            if is_flower(k) and not self.variant.table_rules.with_flowers:
                raise ScenarioError(path, f"{self.variant.id} is played without flowers: {tile_text(k)}")

    def seat_hand(self, wind: int, value: object, is_winner: bool) -> SeatHand:
        path = f"{self.prefix}hands.{WIND_LETTERS[wind]}"
        if value is None and not is_winner:
            self.paths[wind] = []
            return SeatHand()
        raw = read_object(value, path)
        check_keys(raw, HAND_KEYS, path + ".")
        if is_winner and "concealed" not in raw:
            raise ScenarioError(f"{path}.concealed", "missing (the winner's tiles in hand)")
        concealed = read_tiles(raw.get("concealed", ""), f"{path}.concealed")
        self._tile_set(concealed, f"{path}.concealed")
        for k in concealed:
            if k in self.variant.table_rules.set_aside:
                raise ScenarioError(
                    f"{path}.concealed",
                    f"{tile_text(k)} is set aside in {self.variant.id}: list it in flowers",
                )
        flowers = read_tiles(raw.get("flowers", ""), f"{path}.flowers")
        self._tile_set(flowers, f"{path}.flowers")
        for k in flowers:
            if k not in self.variant.table_rules.set_aside:
                raise ScenarioError(
                    f"{path}.flowers", f"{tile_text(k)} is not a flower set aside in {self.variant.id}"
                )
        melds_json = raw.get("melds", [])
        if not isinstance(melds_json, list):
            raise ScenarioError(f"{path}.melds", f"expected a list, got {json_type(melds_json)}")
        melds = tuple(self._meld(wind, m, f"{path}.melds[{i}]") for i, m in enumerate(melds_json))
        self._check_claim_limit(melds, f"{path}.melds")
        if "concealed" in raw and not is_winner and len(concealed) + 3 * len(melds) != HAND_SIZE - 1:
            raise ScenarioError(
                path, f"a waiting hand holds 13 tiles (kongs count 3), got {len(concealed) + 3 * len(melds)}"
            )
        if 3 * len(melds) > HAND_SIZE - 1:
            raise ScenarioError(f"{path}.melds", f"at most 4 melds, got {len(melds)}")
        self.paths[wind] = [(f"{path}.concealed", concealed), (f"{path}.flowers", flowers)] + [
            (f"{path}.melds[{i}].tiles", list(m.tiles)) for i, m in enumerate(melds)
        ]
        return SeatHand(concealed=tuple(concealed), melds=melds, flowers=tuple(flowers))

    def _meld(self, owner: int, value: object, path: str) -> Meld:
        raw = read_object(value, path)
        check_keys(raw, MELD_KEYS, path + ".")
        type_name = raw.get("type")
        if not isinstance(type_name, str) or type_name not in {t.value for t in MeldType}:
            kinds = ", ".join(t.value for t in MeldType)
            raise ScenarioError(f"{path}.type", f"unknown meld type {shown(type_name)} ({kinds})")
        meld_type = MeldType(type_name)
        tiles = sorted(read_tiles(raw.get("tiles"), f"{path}.tiles"))
        _check_meld_shape(meld_type, tiles, self.wild_rule, f"{path}.tiles")
        source = self._meld_source(owner, meld_type, raw.get("from"), f"{path}.from")
        claimed = None if meld_type in (MeldType.CHI, MeldType.CONCEALED_KONG) else tiles[0]
        if meld_type is MeldType.PENG and tuple(tiles) == self.wild_rule.face_peng():
            claimed = self.wild_rule.face  # JH-3 in claims: the discarded 財神, penged by two 白板
        return Meld(meld_type, tuple(tiles), source, claimed)

    @staticmethod
    def _meld_source(owner: int, meld_type: MeldType, value: object, path: str) -> int | None:
        if meld_type not in CLAIMED_MELDS:
            if value is not None:
                raise ScenarioError(path, "a concealed kong has no supplier")
            return None
        if value is None:
            raise ScenarioError(path, f"missing: who supplied the claimed tile of this {meld_type.value}")
        source = read_wind(value, path)
        if source == owner:
            raise ScenarioError(path, "a player cannot claim their own tile")
        previous = (owner - 1) % 4  # C-5: chi only from the 上家
        if meld_type is MeldType.CHI and source != previous:
            raise ScenarioError(path, f"chi only from the previous player (上家) {WIND_LETTERS[previous]}")
        return source

    def _check_claim_limit(self, melds: Sequence[Meld], path: str) -> None:
        """CX-5: the melds' suppliers show the claims made on each player; one past the variant's limit is a
        hand that cannot have been played (the engine never offers it)."""
        limit = self.variant.table_rules.claim_limit
        if limit is None:
            return
        claims: Counter[int] = Counter()
        for i, meld in enumerate(melds):
            if meld.source is None:
                continue
            claims[meld.source] += 1
            if claims[meld.source] > limit:
                raise ScenarioError(
                    f"{path}[{i}].from",
                    f"claim {claims[meld.source]} on {WIND_LETTERS[meld.source]} in one hand: "
                    f"at most {limit} claims on one player",
                )

    def win_tile(self, value: object, on_discard: bool) -> int:
        path = f"{self.prefix}win.tile"
        if value is None:
            raise ScenarioError(path, "missing")
        kind = read_one_tile(value, path)
        self._tile_set([kind], path)
        if on_discard and (kind in self.wilds or kind in self.variant.table_rules.set_aside):
            raise ScenarioError(
                path, f"{tile_text(kind)} cannot be discarded or claimed: no win on it from win.from"
            )
        return kind

    def check_winner_count(self, hand: SeatHand, winner: int, win_tile: int) -> None:
        # the win tile counts even when it is the drawn eighth flower of 八花齊 (SH-2, cli.md: concealed
        # holds the other 13, as the engine builds it)
        held = len(hand.concealed) + 1 + 3 * len(hand.melds)
        if held != HAND_SIZE:
            path = f"{self.prefix}hands.{WIND_LETTERS[winner]}"
            raise ScenarioError(
                path, f"the winner holds {held} tiles with the win tile (kongs count 3); 14 needed"
            )

    def check_copies(self, hands: tuple[SeatHand, ...], win_tile: int) -> None:
        counts = [0] * N_ALL_KINDS
        places: list[tuple[str, list[int]]] = []
        # the turned tile is out of play
        if self.variant.table_rules.turns_indicator and "indicator" in self.context:
            places.append((f"{self.prefix}context.indicator", [self.context["indicator"]]))
        for wind in range(len(hands)):
            places.extend(self.paths.get(wind, []))
        places.append((f"{self.prefix}win.tile", [win_tile]))
        for path, kinds in places:
            for k in kinds:
                counts[k] += 1
                limit = 1 if is_flower(k) else 4
                if counts[k] > limit:
                    raise ScenarioError(
                        path, f"{'second' if limit == 1 else 'fifth'} copy of {tile_text(k)} on the table"
                    )


def _check_meld_shape(meld_type: MeldType, tiles: list[int], rule: WildRule, path: str) -> None:
    """C-5: chi is a sequence in one suit, peng three identical tiles, a kong four; no wilds or flowers.
    JH-3: a stand-in (白板 for the 財神's face) is that face in a chi, written in any order (``2m4m5z``),
    and two of them peng a discarded 財神 (``5z5z3m``)."""
    if meld_type is MeldType.PENG and tuple(tiles) == rule.face_peng():  # tiles are sorted
        return
    for k in tiles:
        if k in rule.wilds:
            raise ScenarioError(path, f"wild tile {tile_text(k)} cannot take part in a meld")
        if is_flower(k):
            raise ScenarioError(path, f"flower {tile_text(k)} cannot take part in a meld")
    text = "".join(tile_text(k) for k in tiles)
    if meld_type is MeldType.CHI:
        read = sorted(rule.face if k == rule.stand_in and rule.face is not None else k for k in tiles)
        ok = len(read) == 3 and all(is_suited(k) for k in read) and read[0] // 9 == read[2] // 9
        if not ok or read != [read[0], read[0] + 1, read[0] + 2]:
            raise ScenarioError(path, f"a chi is three consecutive tiles of one suit, not {text}")
        return
    size = 3 if meld_type is MeldType.PENG else 4
    if len(tiles) != size or len(set(tiles)) != 1:
        raise ScenarioError(path, f"a {meld_type.value} is {size} identical tiles, not {text}")
