"""The score calculator's example hand per variant: the values its fields open with, so that Score answers at
once and shows what each field holds. They are the scenarios of ``tests/cli/examples`` (the ``score``
command's own examples), written as the calculator's fields; a test scores each through both."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CalculatorExample:
    hand: str
    win: str
    wind: str = "S"
    discarder: str | None = None  # None: self-drawn
    melds: str = ""
    flowers: str = ""
    context: str = "{}"
    options: str = "{}"


EXAMPLES: dict[str, CalculatorExample] = {
    # two flowers 20 + 自摸 10 = 30 胡; 自花 + 無百搭 = 2 台 (jinshan-selfdraw-30hu-2tai.json)
    "jinshan": CalculatorExample(hand="123m456p789s234s5p", win="5p", flowers="1f2f"),
    # 清碰 = 2 勒子, won on West's discard (shanghai-pure-pungs-discard.json)
    "shanghai": CalculatorExample(hand="555m2233m", win="3m", discarder="W", melds="peng:111m@E peng:999m@N",
                                  context='{"knocked": ["S"], "dice": [2, 5], "huangfan": 0}'),
    # 財神 7p, 平胡 self-drawn (jinhua-plain-selfdraw-with-caishen.json)
    "jinhua": CalculatorExample(hand="123m456m789s22z5s7p", win="6s",
                                context='{"indicator": "7p", "draws_before": 0}'),
    # 龍 = 9s after the 8s indicator, on North's discard (cixi-plain-one-long-discard.json)
    "cixi": CalculatorExample(hand="123m456p789m11z4s9s", win="5s", discarder="N",
                              context='{"indicator": "8s"}'),
}
