"""The review's words (issue 29), per language: verdicts, decision kinds and the evaluator's reasons.

A reason comes from ``bots.evaluate.reasons`` as a key and its values (rates as shares, chips as numbers,
actions as codes such as ``5m`` or ``peng 5m``); it is worded here once per language. The Chinese is written
in traditional characters and put in the reader's script by :func:`mahjong_tui.script.to_script`, as the
rest of the app's words are. ``name_tiles`` writes each tile code as the tile's name (the app's way);
the command line keeps the codes, which its tables have room for.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from mahjong_tui.script import to_script
from mahjong_tui.words import is_chinese, name_codes

# key -> (zh, en); values: {best} and {chosen} actions, {*_rate}/{win}/{deal_in} shares, chips otherwise
REASONS: dict[str, tuple[str, str]] = {
    "best": ("最好的一手：推演中胡牌 {win}，放銃 {deal_in}",
             "the best choice: it wins {win} of the hands played out and deals in {deal_in}"),
    "take_the_win": ("應該胡：胡牌值 {value} 籌，{chosen} 只值 {chosen_value}",
                     "take the win: it is worth {value} chips, {chosen} {chosen_value}"),
    "let_the_win_go": ("不胡更好：{best} 之後胡牌 {win}，每次 {win_chips} 籌；現在胡只值 {chosen_value}",
                       ("letting the win go pays: after {best} it wins {win} later, {win_chips} chips a "
                        "win; the win now is worth {chosen_value}")),
    "deals_in_less": ("{best} 放銃 {best_rate}，{chosen} 放銃 {chosen_rate}",
                      "{best} deals in {best_rate} of the time, {chosen} {chosen_rate}"),
    "wins_more_often": ("{best} 胡牌 {best_rate}，{chosen} 只有 {chosen_rate}",
                        "{best} wins {best_rate} of the time, {chosen} {chosen_rate}"),
    "wins_bigger": ("{best} 胡得更大：每次 {best_chips} 籌，{chosen} {chosen_chips} 籌",
                    "{best} wins bigger: {best_chips} chips a win against {chosen_chips}"),
    "plays_out_better": ("{best} 推演多得 {loss} 籌", "{best} plays out {loss} chips better"),
    "forced": ("只有這一步", "the only move there was"),
    "close_call": ("{chosen} 和 {best} 差不多：差別在誤差之內",
                   "{chosen} is as good as {best} within the noise"),
}
VERDICTS: dict[str, tuple[str, str]] = {
    "best": ("最佳", "best"), "fine": ("可以", "fine"), "mistake": ("失誤", "mistake"),
    "blunder": ("大錯", "blunder"),
}
KINDS: dict[str, tuple[str, str]] = {  # what the decision was about: the weightiest answer on offer
    "discard": ("打牌", "Discard"), "claim": ("可吃碰", "Claim on offer"), "kong": ("可槓", "Kong on offer"),
    "knock": ("可敲", "Knock on offer"), "win": ("可胡", "Win on offer"),
}
_SHARES = ("win", "deal_in", "best_rate", "chosen_rate")
_SIGNED = ("value", "chosen_value")


def _pick(pair: tuple[str, str], lang: str) -> str:
    return to_script(pair[0], lang) if is_chinese(lang) else pair[1]


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
    text = _pick(REASONS[key], lang).format(**shown)
    return name_codes(text, lang, tile_name) if name_tiles else text


def verdict_text(verdict: str, lang: str) -> str:
    return _pick(VERDICTS[verdict], lang)


def kind_text(kind: str, lang: str) -> str:
    return _pick(KINDS[kind], lang)
