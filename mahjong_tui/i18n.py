"""Chinese and English strings of the app.

Three languages (issue 18): ``zh-Hans`` (the default Chinese; ``zh`` is its alias), ``zh-Hant`` and ``en``.
The language comes from ``LANG`` (``zh_TW``/``zh_HK`` → zh-Hant, other ``zh`` → zh-Hans, else English);
``play --lang`` overrides. The Chinese text is written once in traditional characters and put in the
reader's script by :func:`mahjong_tui.script.to_script`. Widgets never pick a language themselves: the app
hands them a :class:`Strings` built once, whose :meth:`Strings.pick` chooses and converts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mahjong_tui.catalogue import catalogue, entry
from mahjong_tui.script import to_script
from mahjong_tui.tiles_view import Faces, FaceStyle, faces_of
from mahjong_tui.words import LANGS, canonical_lang, is_chinese, tile_name, tile_names

if TYPE_CHECKING:
    from collections.abc import Iterable

    from textual.binding import Binding

__all__ = ["LANGS", "LANG_CHOICES", "Strings", "detect_lang"]

LANG_CHOICES = (*LANGS, "zh")  # what --lang accepts: zh is zh-Hans


# the keys' help (F1): each row's key as printed on the keyboard, its words words.toml [help_row]
HELP_KEYS: tuple[tuple[str, str], ...] = (
    ("select", "← → / h l"), ("discard", "Enter / Space"), ("click", "click"), ("chi", "c"), ("peng", "p"),
    ("kong", "k"), ("win", "w"), ("pass", "Esc"), ("knock", "r"), ("hint", "i"), ("help", "F1 / ?"),
    ("rules", "F2"), ("save_quit", "ctrl+q"),
)


@dataclass(frozen=True)
class Strings:
    """The app's text in one language."""

    lang: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "lang", canonical_lang(self.lang))

    @property
    def is_zh(self) -> bool:
        return is_chinese(self.lang)

    def __call__(self, key: str, **values: object) -> str:
        """The catalogue's words for ``key`` (``section.key``; a bare key is in [app]) in this language,
        with ``values`` filled in (mahjong_tui/words.toml: one word catalogue for the app, issue 28)."""
        section, _, name = key.rpartition(".")
        zh, en = catalogue()[section or "app"][name]
        text = self.pick(zh, en)
        return text.format(**values) if values else text

    def said(self, section: str, key: str, default: str | None = None) -> str:
        """The catalogue's words for ``key`` of ``section`` where it has them, else ``default`` (the key
        itself when none is given): a name from elsewhere the catalogue does not know keeps its own."""
        words = entry(section, key)
        if words is None:
            return key if default is None else default
        return self.pick(*words)

    def pick(self, zh: str, en: str) -> str:
        """``zh`` in the reader's script for a Chinese reader, else ``en``."""
        return to_script(zh, self.lang) if self.is_zh else en

    def script(self, text: str) -> str:
        """Chinese text from elsewhere (a variant's or a scoring item's name) in the reader's script."""
        return to_script(text, self.lang)

    def tile(self, kind: int) -> str:
        """A tile in running text (三万 / 三萬 / "3 Characters"): see :mod:`mahjong_tui.words`."""
        return tile_name(kind, self.lang)

    def tiles(self, kinds: Iterable[int]) -> str:
        return tile_names(kinds, self.lang)

    def faces(self, style: FaceStyle) -> Faces:
        """The tile faces of this app's language in the player's style (一万 for zh-Hans): passed down to
        every place that draws a face, so no two apps share a script."""
        return Faces(faces_of(style).style, simplified=self.lang == "zh-Hans")

    def wind(self, wind: int) -> str:
        """The seat wind's name: 0 = East (the dealer) … 3 = North."""
        return self(f"wind.{wind}")

    def bot_name(self, name: str) -> str:
        """A bot level's name (普通電腦 / "Normal bot"); a level this table does not know keeps its own."""
        return self.said("bot_name", name)

    def win_headline(self, winners: str, how: str, discarder: str = "") -> str:
        """The result's headline: the winner side 胡 / "wins", the discarder's side 點炮 ("on South's
        discard")."""
        return self("winner_line", name=winners, how=self.win_how(how, discarder))

    def win_how(self, how: str, discarder: str = "") -> str:
        """How a hand was won, in words: 自摸, on whose discard ("— 南 點炮"), 搶槓 …"""
        if how == "放沖" and discarder:
            return self("on_discard", name=discarder)
        if how == "自摸":
            return self("self_drawn")
        return self.said("win_how", how)

    def plan_name(self, plan: str) -> str:
        """A bot plan's name (bots.advice.plan_label: 混一色 條, 碰碰胡): in the reader's script, in English
        glossed ("混一色 條 (half flush in Bamboo)")."""
        if self.is_zh or not plan:
            return self.script(plan)
        name, _, suit = plan.partition(" ")
        english = hand_name_en(name)
        suit_en = (entry("suit", suit) or (suit, suit))[1]
        gloss = f"{english} in {suit_en}" if english and suit else english
        return f"{plan} ({gloss})" if gloss else plan

    def unit(self, unit: str) -> str:
        """A scoring unit or total's name (hu, tai, 勒子 …) in this language."""
        return self.said("unit", unit)

    def wild_name(self, variant: str) -> str:
        """What the players of ``variant`` call its wild (its ``Words.wild_term``: JS-3 百搭, JH-2 財神,
        CX-1 龍); the plain word where the variant has no wild."""
        from rules.variants import VARIANT_IDS, get_variant

        key = get_variant(variant).wild_term if variant in VARIANT_IDS else None
        if key is None:
            return self("wild")
        return self(f"wild_term.{key}")

    def route_name(self, variant: str, route: str) -> str:
        """A special shape's name (seven pairs, 十三不靠 …) as the players of ``variant`` call it."""
        return self.pick(*(entry(f"route_{variant}", route) or entry("route", route) or (route, route)))

    def key_word(self, binding: Binding) -> str:
        """What a key does, as the footer and the palette say it: the binding's own description in
        English, its words by ``id`` in words.toml [binding] for a Chinese reader."""
        if not self.is_zh:
            return binding.description
        return self.said("binding", binding.id or "", binding.description)

    def help_rows(self) -> list[tuple[str, str]]:
        return [(keys, self(f"help_row.{row}")) for row, keys in HELP_KEYS]


def hand_name_en(name: str) -> str:
    """A hand's English name (words.toml [hand_name]) for a score titled by it alone; "" when unknown."""
    return (entry("hand_name", name) or ("", ""))[1]


def detect_lang(environ: Mapping[str, str], override: str | None = None) -> str:
    """``override`` if given (``zh`` = zh-Hans), else from ``LC_ALL`` or ``LANG``:
    ``zh_TW``/``zh_HK``/``zh_MO`` read traditional, any other ``zh`` simplified, everything else English."""
    if override:
        return canonical_lang(override)
    locale = (environ.get("LC_ALL") or environ.get("LANG") or "").lower().replace("_", "-")
    if not locale.startswith("zh"):
        return "en"
    return "zh-Hant" if locale.startswith(("zh-tw", "zh-hk", "zh-mo", "zh-hant")) else "zh-Hans"
