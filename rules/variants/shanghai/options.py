"""上海敲麻's house rules (shared/spec/rules-shanghai.md), checked by rules/variants/options.py."""

from __future__ import annotations

from rules.variants.options import Flag, OptionWords, WholeNumber

DEFAULT_MAX_LOSS_LEZI = 5  # SH-17 a loser pays at most 5 勒子 a hand
MAX_LOSS_LEZI = 100  # SH-17: 100 勒子 (1,000) is more than any hand pays, so a higher limit means nothing
MAX_STACK = 1_000_000  # SH-20: far more points than a long match moves; still fits a seat's head

OPTIONS = (
    WholeNumber("max_loss_lezi", "SH-17", OptionWords(
        label_zh="每局最多輸幾個勒子",
        label_en="Loss limit per hand, 勒子",
        help_zh="一個輸家一局最多付這麼多勒子；0 = 不限。",
        help_en="No loser pays more 勒子 than this in one hand; 0 = no limit."),
        default=DEFAULT_MAX_LOSS_LEZI, least=0, most=MAX_LOSS_LEZI),
    Flag("swap_tiles", "SH-18", OptionWords(
        label_zh="換牌",
        label_en="Swap tiles",
        help_zh="發牌後每人可以一次和牌牆換最多五張牌。",
        help_en="After the deal each player may once swap up to five tiles with the wall."),
        default=False),
    Flag("turn_timer", "SH-19", OptionWords(
        label_zh="計時 20 秒",
        label_en="Turn timer 20 s",
        help_zh="20 秒內要打牌或回答吃碰，時間到由牌桌代打。",
        help_en="20 s to discard or answer a claim; then the table plays for you."),
        default=False),
    WholeNumber("stack", "SH-20", OptionWords(
        label_zh="逛花園 起始分",
        label_en="逛花園 starting stack",
        help_zh="每人起始的分數，輸到 0 就不再付；填 0 也是不用。",
        help_en="Every player starts with this many points and pays nothing once at 0; 0 is off too."),
        default=None, least=0, most=MAX_STACK, off=True),
)
