"""The review's words (mahjong_tui/review_words.py, issue 29): every reason the evaluator gives, every
verdict and decision kind has its words in each language, filled from the reason's values."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bots.evaluate import reasons
from bots.evaluate.review import decision_kind
from mahjong_tui.catalogue import catalogue
from mahjong_tui.review_words import KINDS, REASONS, VERDICTS, kind_text, reason_text, verdict_text
from rules.engine import Action, ActionKind

LANGS = ("zh-Hans", "zh-Hant", "en")
VALUES = {"best": "9p", "chosen": "5m", "win": 0.31, "deal_in": 0.05, "best_rate": 0.4, "chosen_rate": 0.2,
          "value": 4.1, "chosen_value": -1.25, "win_chips": 12.0, "best_chips": 30.0, "chosen_chips": 18.5,
          "loss": 2.9}


def test_every_reason_the_evaluator_gives_has_words() -> None:
    source = Path(reasons.__file__).read_text(encoding="utf-8")
    given = set(re.findall(r'Reason\("(\w+)"', source))
    assert given and given == set(REASONS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", sorted(REASONS))
def test_a_reason_is_worded_from_its_values(key: str, lang: str) -> None:
    text = reason_text(key, VALUES, lang)
    assert "{" not in text and text.strip()
    if "best_rate" in catalogue()["review_reason"][key][1]:
        assert "40%" in text and "20%" in text  # shares as percentages
    if lang == "zh-Hans":
        assert not set("勝銃籌") & set(text)  # simplified: 胜 铳 筹


def test_tile_codes_become_names_where_asked() -> None:
    assert "9 Dots" in reason_text("wins_more_often", VALUES, "en", name_tiles=True)
    assert "九筒" in reason_text("wins_more_often", VALUES, "zh-Hans", name_tiles=True)
    assert "9p" in reason_text("wins_more_often", VALUES, "en")


@pytest.mark.parametrize("lang", LANGS)
def test_verdicts_and_kinds_have_words(lang: str) -> None:
    assert {verdict_text(v, lang) for v in ("best", "fine", "mistake", "blunder")} == {
        verdict_text(v, lang) for v in VERDICTS}
    kinds = {decision_kind([Action(0, kind, 4)]) for kind in ActionKind if kind is not ActionKind.SWAP}
    assert kinds <= set(KINDS) and all(kind_text(k, lang) for k in KINDS)


def test_a_decision_says_its_loss_was_replayed_only_where_it_was() -> None:
    """The headline's loss is the best and the choice played again on fresh deals; a best choice was not
    played again (no loss), so it says no loss, while the table's column is the gap on the picking deals."""
    from bots.evaluate.reasons import FORCED
    from bots.evaluate.review import Candidate, Decision
    from mahjong_tui.i18n import Strings
    from mahjong_tui.screens.review import decision_panel
    from mahjong_tui.tiles_view import TileStyle
    from rules.engine import Action
    from tests.tui.rendered import plain

    keep, throw = Action.parse("E discard 1m"), Action.parse("E discard 9p")
    values = (Candidate(keep, 1.0, 0.5, 32), Candidate(throw, -1.5, 0.5, 32))
    strings = Strings("en")
    best = Decision(1, 0, "discard", keep, keep, 1, values, 0.0, 0.0, "best", FORCED, 0.1, 0.0)
    shown = plain(decision_panel(strings, best, TileStyle.CJK))
    assert "replayed" not in shown and "loses" not in shown and "Behind #1" in shown
    worse = Decision(1, 0, "discard", throw, keep, 2, values, 1.2, 0.4, "mistake", FORCED, 0.1, 1.2)
    shown = plain(decision_panel(strings, worse, TileStyle.CJK))
    assert "replayed: loses 1.2 chips" in shown and "2.5" in shown  # the headline's loss, the table's gap


@pytest.mark.parametrize("lang", LANGS)
def test_a_replayed_decision_says_what_the_fresh_deals_said_beside_the_picking_ones(lang: str) -> None:
    """The table is the picking deals, the loss the fresh ones: where the choice led in the table and lost
    when played again, the panel says both were different deals and what the fresh ones gave, each way."""
    from bots.evaluate.reasons import FORCED
    from bots.evaluate.review import Candidate, Decision
    from mahjong_tui.i18n import Strings
    from mahjong_tui.screens.review import decision_panel
    from mahjong_tui.tiles_view import TileStyle
    from rules.engine import Action
    from tests.tui.rendered import plain

    hards, mine = Action.parse("E discard 5p"), Action.parse("E discard 1m")
    values = (Candidate(hards, -22.7, 4.9, 32), Candidate(mine, -19.1, 4.7, 32))  # mine ahead in the table
    strings = Strings(lang)
    lost = Decision(1, 0, "discard", mine, hards, 2, values, 10.8, 3.1, "mistake", FORCED, 0.1, 10.8,
                    fresh=40, spread=12.0, against=hards)
    shown = " ".join(plain(decision_panel(strings, lost, TileStyle.CJK)).split())
    assert "40" in shown and "10.8 ± 3.1" in shown and "32" in shown
    if lang == "en":
        assert "Played again on 40 fresh deals: 5筒 earns 10.8 ± 3.1 chips more than 一萬" in shown
    won = Decision(1, 0, "discard", mine, hards, 2, values, 0.0, 3.1, "fine", FORCED, 0.1, -2.5,
                   fresh=40, spread=12.0, against=hards)
    shown = " ".join(plain(decision_panel(strings, won, TileStyle.CJK)).split())
    assert "2.5 ± 3.1" in shown and "-2.5" not in shown
    if lang == "en":
        assert "一萬 earns 2.5 ± 3.1 chips more than 5筒" in shown
    unplayed = Decision(1, 0, "discard", mine, hards, 2, values, 1.2, 0.4, "mistake", FORCED, 0.1, 1.2)
    assert "10.8" not in plain(decision_panel(strings, unplayed, TileStyle.CJK))
    assert "fresh" not in plain(decision_panel(Strings("en"), unplayed, TileStyle.CJK))
