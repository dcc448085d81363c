"""Under ``--lang zh`` no engine text reaches the player in English (issue 9, issue 10).

The engine and the scorers word their reasons, refusals, formulas and details in English with the game's
Chinese terms, carried as values; the app words them (mahjong_tui/reason_text.py). These tests make the
engine produce each text — never a copy of it — and check what a zh player would read: no ASCII word
of four letters or more (tile codes like 5m and rule ids like JS-12 are shorter). A reworded engine message
fails here.
"""

from __future__ import annotations

import inspect
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Static

from bots import get_bot
from mahjong_tui import views
from mahjong_tui.explain import explained_steps, step_plain
from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import why_text
from mahjong_tui.screens.result import score_block
from mahjong_tui.session import TableSession
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import SaveStore
from mahjong_tui.widgets.status import HintPanel
from rules.engine import Action, ActionKind, Game, IllegalAction
from rules.scenario import load_scenario
from rules.scoring import ScoreResult
from tests.rules import test_why_not
from tests.tui.conftest import first_dealer, settle
from tests.tui.rendered import plain
from tests.tui.test_snapshots import win_now, winning_app

ZH = Strings("zh")
ENGLISH_WORD = re.compile(r"[A-Za-z]{4,}")
KEY_NAMES = frozenset({"Enter", "Space"})  # keys are named as printed on them
LABELS = ("東 玩家 1", "南 電腦 2", "西 電腦 3", "北 電腦 4")
# copies of shared/examples
EXAMPLES = sorted((Path(__file__).parents[1] / "cli" / "examples").glob("*.json"))


def english(text: str) -> list[str]:
    return [word for word in ENGLISH_WORD.findall(text) if word not in KEY_NAMES]


def shown_score(score: ScoreResult) -> str:
    """Everything the result screen and "how the score was made" show of one score, in Chinese."""
    block = plain(score_block(ZH, score, LABELS), width=200)
    steps = "\n".join(step_plain(s) for s in explained_steps(ZH, score, LABELS))
    return f"{block}\n{steps}"


# --- why-not reasons (rules/engine/legal.py and the variants' scorers) ---------------------------------


def test_every_why_not_the_engine_gives_in_its_own_tests_reads_in_chinese(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """JS-8 JS-12 SH-6 SH-9 C-5 CX-5 CX-11: the why-not scenarios of tests/rules/test_why_not.py, each
    reason the engine returned there shown as the table's note."""
    said: list[str] = []
    for name in ("why_not_win", "why_not_claim"):
        original = getattr(Game, name)

        def spy(self: Game, *args: Any, _original: Any = original) -> str | None:
            reason: str | None = _original(self, *args)
            if reason:
                said.append(reason)
            return reason

        monkeypatch.setattr(Game, name, spy)
    for name, test in inspect.getmembers(test_why_not, inspect.isfunction):
        if name.startswith("test_") and not inspect.signature(test).parameters:
            test()
    assert len(set(said)) >= 8
    for reason in said:
        note = views.why_not_note(ZH, reason)
        assert not english(note), (reason, note)


def _scenario(variant: str, winner_hand: dict[str, Any], win: dict[str, Any], **top: Any) -> str:
    return json.dumps({"variant": variant, "hands": {"E": winner_hand}, "win": {"seat": "E", **win}, **top})


# scenarios the calculator can be given that the variant refuses, one per refusal text
REFUSED = {
    "JS-11 not complete": _scenario("jinshan", {"concealed": "123m456p789s1357z"}, {"tile": "9s"}),
    "JS-12 below 20 胡": _scenario("jinshan", {"concealed": "123m456p789s234s5m"},
                                   {"tile": "5m", "from": "S"}),
    "SH-9 plain hand": _scenario("shanghai", {"concealed": "123m456p789s234s5m"}, {"tile": "5m", "from": "S"},
                                 context={"knocked": ["E"]}),
    "SH-9 not complete": _scenario("shanghai", {"concealed": "123m456p789s1357z"}, {"tile": "9s"},
                                   context={"knocked": ["E"]}),
    "SH-6 knock first": _scenario("shanghai", {"concealed": "111m222p333s44z55z"},
                                  {"tile": "5z", "from": "S"}),
    "JH not winning": _scenario("jinhua", {"concealed": "123m456p789s1357z"}, {"tile": "9s"},
                                context={"indicator": "1m"}),
    "JH after_kong without kong": _scenario("jinhua", {"concealed": "123m456p789s234s5m"},
                                            {"tile": "5m", "after_kong": True}, context={"indicator": "1z"}),
    "CX not winning": _scenario("cixi", {"concealed": "123m456p789s1357z"}, {"tile": "9s"},
                                context={"indicator": "1z"}),
    "CX-7 four 龍": _scenario("cixi", {"concealed": "123m456p789s234s2z"}, {"tile": "2z"},
                              context={"indicator": "1z", "four_long": True}),
    "CX-7 four 龍 on a discard": _scenario("cixi", {"concealed": "123m456p789s2222z"},
                                           {"tile": "5m", "from": "S"},
                                          context={"indicator": "1z", "four_long": True}),
    "CX-7 十連風 tile": _scenario("cixi", {"concealed": "123m456p789s234s5m"}, {"tile": "5m"},
                                context={"indicator": "1z", "ten_honors": True}),
}


@pytest.mark.parametrize("name", list(REFUSED))
def test_a_refused_hand_reads_in_chinese(name: str) -> None:
    variant, hand = load_scenario(REFUSED[name])
    score = variant.score(hand)
    assert not score.valid and score.reason
    shown = shown_score(score)
    assert why_text(score.reason, ZH) in shown
    assert not english(shown), (score.reason, shown)


# --- scores: items, formula, totals, payments ----------------------------------------------------------


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_a_scored_example_shows_no_english(path: Path) -> None:
    variant, hand = load_scenario(path.read_text())
    score = variant.score(hand)
    shown = shown_score(score)
    assert not english(shown), shown
    assert all(ZH.script(item.name) in shown for item in score.items)


def test_the_english_names_stay_in_the_english_interface() -> None:
    variant, hand = load_scenario(EXAMPLES[0].read_text())
    score = variant.score(hand)
    shown = plain(score_block(Strings("en"), score, LABELS), width=200)
    assert all(item.name_en in shown for item in score.items if item.name_en)


# --- the engine refusing an action (rules/engine/game.py): the app words its Refusal ---------------------


def _refusals() -> Iterator[str]:
    game = Game("shanghai", 4, 0, None, None)
    east = game.seats[0]
    missing = next(k for k in range(34) if east.counts[k] == 0)
    held = next(k for k in range(34) if east.counts[k])
    for action in (Action(1, ActionKind.DISCARD, held),  # not their turn
                   Action(0, ActionKind.PENG, held),  # not possible now
                   Action(0, ActionKind.DISCARD, missing)):  # not in hand
        with pytest.raises(IllegalAction) as refused:
            game.apply(action)
        assert refused.value.refusal is not None  # the app words the value, not the English
        yield refused.value.refusal
    bot = get_bot("random", 4)
    while game.result is None:  # a finished hand refuses everything
        chair = game.to_act()[0]
        game.apply(bot.choose(game.observation(chair)))
    with pytest.raises(IllegalAction) as refused:
        game.apply(Action(0, ActionKind.PASS))
    assert refused.value.refusal is not None
    yield refused.value.refusal


def test_an_illegal_action_is_refused_in_chinese() -> None:
    refusals = list(_refusals())
    assert len(refusals) == 4
    for text in refusals:
        assert not english(why_text(text, ZH)), text


# --- a whole table as a zh player sees it ----------------------------------------------------------------


@pytest.mark.parametrize("variant", ["jinshan", "shanghai", "jinhua", "cixi"])
def test_a_hand_at_the_table_says_nothing_in_english(variant: str, tmp_path: Path) -> None:
    """Bots play every chair of one hand; at each step the viewer's status line, why-not notes, hint and
    waits are read as the table shows them, and at the end every score on the result screen."""
    settings = GameSettings(variant=variant, seed=11, lang="zh")
    session = TableSession.new(settings, SaveStore(tmp_path))
    rng = random.Random(11)
    bots = [get_bot("normal", rng) for _ in range(4)]
    shown: list[str] = []
    while session.result is None:
        chair = session.to_act()[0]
        shown.append(views.status_text(session, 0, ZH))
        if chair == 0 and any(a.kind is ActionKind.DISCARD for a in session.legal_actions(0)):
            hint = views.hint_view(session, 0, ZH)
            shown += [row.reason for row in hint.rows] + [w.verdict for row in hint.rows for w in row.waits]
        action = bots[chair].choose(session.observation(chair))
        if chair == 0:
            why = session.why_not_now(0)
            if why:
                shown.append(views.why_not_note(ZH, why))
        else:
            shown.append(views.note_before(session, 0, action, ZH) or "")
        session.apply(action)
    shown += [shown_score(score) for score in session.result.scores.values()]
    leaks = [text for text in shown if english(text)]
    assert not leaks


def screen_text(app: Any) -> str:
    """Every Static of the screen on top, as plain text."""
    return "\n".join(plain(static.content, width=200) for static in app.screen.query(Static))


async def test_the_result_screen_in_chinese_has_no_english(home: Path) -> None:
    """JS-13 JS-14 JS-15 JS-21 JS-22: a 天胡 with every kind of line (items, limit, formula, losers'
    settlement)."""
    app = winning_app(home, "zh")
    async with app.run_test(size=(120, 60)) as pilot:
        await win_now(pilot)
        shown = screen_text(app)
        assert "天胡" in shown and "每家付封顶 50" in shown
        assert not english(shown), english(shown)


async def test_the_hint_in_chinese_has_no_english(home: Path) -> None:
    from mahjong_tui.app import make_app

    seed = next(s for s in range(50) if first_dealer("jinhua", s) == 0)  # the human deals: asked at once
    app = make_app(GameSettings(variant="jinhua", seed=seed, bot_delay=0.0, lang="zh"), home=home)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("i")
        hint = plain(app.screen.query_one(HintPanel).render(), width=120)
        assert "提示" in hint
        assert not english(hint + screen_text(app)), hint
