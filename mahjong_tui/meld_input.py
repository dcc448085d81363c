"""Reading melds a player types: the tiles as they read them on the table, the kind of meld optional.

``碰 中中中 吃 四五六萬@西``, ``peng 東東東, chi 4-5-6 Characters@W``, ``456万 777z`` and the codes of earlier
versions (``peng:777z@W chi:345s@N``) all read. The tiles are read by :mod:`mahjong_tui.tile_input` (every
name a screen shows); a meld without its kind is taken by its shape (three alike a peng, a run a chi, four
alike a kong); ``@`` names the seat it was claimed from (``@W``, ``@西``, ``@West``). A :class:`MeldTextError`
says in the player's language what was not understood, with an example. Pure Python.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mahjong_tui.catalogue import catalogue
from mahjong_tui.tile_input import TOKEN, kinds_of
from mahjong_tui.words import is_chinese, tile_names
from rules.tiles import format_tiles, is_suited, rank_of, suit_of

if TYPE_CHECKING:
    from mahjong_tui.i18n import Strings

_TYPE_WORDS = {  # every word for a kind of meld, in both scripts and English
    "concealed_kong": ("concealed_kong", "concealed kong", "暗槓", "暗杠"),
    "added_kong": ("added_kong", "added kong", "加槓", "加杠", "補槓", "补杠"),
    "kong": ("kong", "exposed kong", "明槓", "明杠", "槓", "杠"),
    "peng": ("peng", "pung", "pong", "碰"),
    "chi": ("chi", "chow", "吃"),
}
_TYPE_OF = {word: kind for kind, words in _TYPE_WORDS.items() for word in words}
_TYPE = re.compile("|".join(re.escape(w) for w in sorted(_TYPE_OF, key=len, reverse=True)) + r"(?![a-z])",
                   re.IGNORECASE)
_SEAT_WORDS = {"E": ("e", "east", "東", "东"), "S": ("s", "south", "南"), "W": ("w", "west", "西"),
               "N": ("n", "north", "北")}
_SEAT_OF = {word: letter for letter, words in _SEAT_WORDS.items() for word in words}
_SEAT = re.compile(r"@\s*(?:(?P<seat>" + "|".join(sorted(_SEAT_OF, key=len, reverse=True))
                   + r")(?:\s+wind)?(?![a-z])|(?P<bad>\S*))", re.IGNORECASE)
_GAP = re.compile(r"[\s:：,，、;；]+")



class MeldTextError(ValueError):
    """Typed melds that cannot be read: ``problem`` names the refusal, ``bad`` the part typed (or ``tiles``
    the tiles that make no meld)."""

    def __init__(self, problem: str, bad: str = "", tiles: Sequence[int] = (),
                 kind: str | None = None) -> None:
        self.problem, self.bad, self.tiles, self.kind = problem, bad, tuple(tiles), kind
        super().__init__(f"melds: {self.words('en')}")

    def words(self, lang: str) -> str:
        """The refusal in ``lang`` (Chinese in traditional characters; the caller puts it in its script)."""
        chinese = is_chinese(lang)
        side = 0 if chinese else 1
        bad = tile_names(self.tiles, "zh-Hant" if chinese else "en") if self.tiles else self.bad
        kind = self.kind or "any"
        need = kind if kind in ("any", "chi", "peng") else "kong"
        words = catalogue()  # words.toml [meld_problem], [meld_kind], [meld_need]
        return words["meld_problem"][self.problem][side].format(
            bad=bad, example=words["calculator"]["meld_example"][side], kind=words["meld_kind"][kind][side],
            need=words["meld_need"][need][side])


def meld_problem_text(error: MeldTextError, strings: Strings) -> str:
    """The refusal in the app's language and script."""
    return strings.pick(error.words("zh"), error.words("en"))


@dataclass
class TypedMeld:
    """One meld as typed: its kind (None: by its shape), tiles and the seat it was claimed from."""

    kind: str | None = None
    tiles: list[int] = field(default_factory=list)
    supplier: str | None = None
    typed: str = ""  # the kind's word as typed, for an error about a meld with no tiles

    def takes(self, kind: int) -> bool:
        """Whether a further tile belongs to this meld rather than starting the next: not after a
        supplier, a run of three or four alike; after three alike only a fourth."""
        tiles = self.tiles
        if self.supplier is not None or len(tiles) >= 4:
            return False
        if len(tiles) == 3:
            return tiles[0] == tiles[1] == tiles[2] == kind
        return True

    def as_json(self) -> dict[str, str]:
        shape = _kind_by_shape(self.tiles)
        kind = self.kind or shape
        if shape is None or kind is None or _SHAPE_OF[kind] != shape:
            raise MeldTextError("shape", tiles=self.tiles, kind=self.kind)
        meld = {"type": kind, "tiles": format_tiles(self.tiles, sort=False)}
        if self.supplier is not None:
            meld["from"] = self.supplier
        return meld


_SHAPE_OF = {"chi": "chi", "peng": "peng", "kong": "kong", "concealed_kong": "kong", "added_kong": "kong"}


def _kind_by_shape(tiles: list[int]) -> str | None:
    if len(set(tiles)) == 1 and len(tiles) in (3, 4):
        return "peng" if len(tiles) == 3 else "kong"
    ordered = sorted(tiles)
    if (len(ordered) == 3 and all(is_suited(k) for k in ordered) and len({suit_of(k) for k in ordered}) == 1
            and [rank_of(k) - rank_of(ordered[0]) for k in ordered] == [0, 1, 2]):
        return "chi"
    return None


def read_melds(text: str) -> list[TypedMeld]:
    """Every meld in ``text``, in order; :class:`MeldTextError` on the first part that is not understood."""
    melds: list[TypedMeld] = []
    pos, end = 0, len(text)
    while pos < end:
        if gap := _GAP.match(text, pos):
            pos = gap.end()
            continue
        if found := _TYPE.match(text, pos):
            melds.append(TypedMeld(_TYPE_OF[found.group().lower()], typed=found.group()))
        elif found := _SEAT.match(text, pos):
            seat = found.group("seat")
            if seat is None or not melds:
                raise MeldTextError("seat" if seat is None else "seat_first", seat or found.group("bad"))
            melds[-1].supplier = _SEAT_OF[seat.lower()]
        elif found := TOKEN.match(text, pos):
            for kind in kinds_of(found):
                if not melds or not melds[-1].takes(kind):
                    melds.append(TypedMeld())
                melds[-1].tiles.append(kind)
        else:
            bad = _GAP.split(text[pos:], maxsplit=1)[0]
            raise MeldTextError("word", bad)
        pos = found.end()
    for meld in melds:
        if not meld.tiles:
            raise MeldTextError("empty", meld.typed)
    return melds


def melds_json(text: str) -> list[dict[str, str]]:
    """Typed melds as a scenario's (cli.md): ``碰 中中中@西`` → ``{"type": "peng", "tiles": "777z",
    "from": "W"}``."""
    return [meld.as_json() for meld in read_melds(text)]
