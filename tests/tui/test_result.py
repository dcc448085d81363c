"""The result screen explains a score step by step; every rule id links to its place on the rules page."""

from __future__ import annotations

import re
from pathlib import Path

from rich.cells import cell_len
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Static

from mahjong_tui.explain import explained_steps, step_markup, step_plain
from mahjong_tui.i18n import Strings
from mahjong_tui.screens.result import ResultScreen, ResultView, RevealedHand
from mahjong_tui.screens.rules_page import RulesPageScreen
from mahjong_tui.tiles_view import TileStyle
from rules.scenario import load_scenario
from rules.scoring import ScoreResult
from tests.tui.conftest import settle
from tests.tui.rendered import plain
from tests.tui.test_snapshots import winning_app

EXAMPLES = Path(__file__).resolve().parents[1] / "cli" / "examples"
LABELS = ("E", "S", "W", "N")


def scored(name: str) -> ScoreResult:
    variant, hand = load_scenario((EXAMPLES / name).read_text(encoding="utf-8"))
    return variant.score(hand)


def test_jinshan_steps_go_from_items_to_chips() -> None:
    # shared example: 花 10 + 花 10 + 自摸 10 = 30 胡; 自花 1 + 無百搭 1 = 2 台; 120; each pays 27
    score = scored("jinshan-selfdraw-30hu-2tai.json")
    steps = [step_plain(s) for s in explained_steps(Strings("en"), score, LABELS)]
    assert steps[0].startswith("胡: 花 flower 春 10 (JS-13) + 花 flower 夏 10 (JS-13) + "
                               "自摸 self-drawn 10 (JS-13)")
    assert steps[0].endswith("= 30")
    assert steps[1].startswith("台: 自花 own flower 夏 1 (JS-14) + ") and steps[1].endswith("= 2")
    assert steps[2] == "Formula: 30 胡 × 2^2 台 = 120"
    assert "E pays S 27 (自摸) (JS-17)" in steps and steps[-1] == "Net this hand: E -27  S +81  W -27  N -27"


def test_multipliers_multiply_and_a_capped_total_says_so() -> None:
    caishen = scored("jinhua-plain-selfdraw-with-caishen.json")
    jinhua = [step_plain(s) for s in explained_steps(Strings("zh"), caishen, LABELS)]
    assert jinhua[0] == "倍: 平胡 1 (JH-10) = 1"
    shanghai = scored("shanghai-pure-pungs-discard.json")
    steps = [step_plain(s) for s in explained_steps(Strings("en"), shanghai, LABELS)]
    assert steps[0] == "勒子: 清碰 full flush all pungs 2 (SH-12) = 2"
    assert steps[-2] == "W pays S 20 (放沖) (SH-13)"


def test_rule_ids_become_links_also_inside_the_formula() -> None:
    score = scored("jinshan-selfdraw-30hu-2tai.json")
    markup = [step_markup(s) for s in explained_steps(Strings("en"), score, LABELS)]
    assert "[@click=screen.open_rule('JS-13')]" in markup[0]
    assert any("losers' v ([@click=screen.open_rule('JS-21')]" in m for m in markup)


class ResultApp(App[None]):
    def __init__(self, score: ScoreResult) -> None:
        super().__init__()
        hand = RevealedHand("南 S", (0, 1, 2), (), ())
        view = ResultView("Result", "S wins", (hand,), (score,), LABELS, (("S", 81, 81),))
        self.result = ResultScreen(Strings("en"), view, TileStyle.ASCII)

    def on_mount(self) -> None:
        self.push_screen(self.result)


async def test_clicking_a_rule_id_opens_the_rules_page_at_it() -> None:
    app = ResultApp(scored("jinshan-selfdraw-30hu-2tai.json"))
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.pause()
        explained = app.result.query_one("#explained-0", Static)
        lines = str(explained.render()).splitlines()
        row = next(n for n, line in enumerate(lines) if line.startswith("2. "))  # 台 … (JS-14)
        column = cell_len(lines[row][: lines[row].index("JS-14")])
        explained.scroll_visible(animate=False)
        await pilot.pause()
        await pilot.click(explained, offset=(column + 1, row))
        await pilot.pause(0.1)
        page = app.screen
        assert isinstance(page, RulesPageScreen) and page.rule == "JS-14"
        assert page.shown_rule == "JS-14"
        await pilot.press("escape")
        assert app.screen is app.result
        await pilot.press("r")  # the keyboard way: the first rule of the score
        assert isinstance(app.screen, RulesPageScreen) and app.screen.rule == "JS-13"


async def win_now(pilot: Pilot[None]) -> ResultScreen:
    """The human of tests/tui/test_snapshots.py's winning_app declares the dealt win: its result screen."""
    await settle(pilot)
    await pilot.press("w")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, ResultScreen)
    return screen


async def test_the_result_screen_in_words(tmp_path: Path) -> None:
    """Issue 16 bug 5 ("North normal 26條", "pays East normal 3 9": a label now stands apart) and the
    result screen's parts, on 123m 456p 789s 東 白白 + 梅 (百搭) with 白 drawn: 天胡."""
    app = winning_app(tmp_path, "en")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await win_now(pilot)
        hands = plain(screen.query_one("#result-hands", Static).content, width=118).splitlines()
        assert len(hands) == 4
        for line in hands:
            assert re.match(r"^\S+ \([^)]*\d\)  ", line), line  # "East (Human 1)  " then the tiles
        explained = str(screen.query_one("#explained-0", Static).content)
        payments = [line for line in explained.splitlines() if re.match(r"^\d+\. \S+ \(.* pays ", line)]
        assert payments and all(re.search(r"\) pays \S+ \([^)]*\) \d", line) for line in payments), payments
        # the banner says how; the hand is split into sets with the wild shown as what it stood for; no
        # internal total names; the losers' settlement (JS-21) is its own section
        assert "East (Human 1) wins self-drawn" in plain(screen.query_one("#result-headline", Static).content)
        winner = plain(screen.query_one("#result-hands", Static).content, width=118).splitlines()[0]
        assert "[東  梅→東 ]" in winner and "[白  白  白 ]" in winner
        score = plain(screen.query_one(".result-score", Static).content, width=118)
        for internal in ("loser_S", "winner_take", " a 40", "hu 20", "tai 1"):
            assert internal not in score
        assert "胡 points 20" in score and "台 doublings 1" in score
        winners_part, losers_part = score.split("Losers' settlement")
        assert "South (Bot 2)  →  East (Human 1)  50  自摸 (JS-15)" in winners_part
        assert "JS-22" not in winners_part and "JS-21" not in winners_part
        assert "South (Bot 2): 1 Character" in losers_part and "輸家結算 (JS-21)" in losers_part


def test_winning_sets_pair_each_wild_with_the_face_it_stood_for() -> None:
    from mahjong_tui.result_words import winning_sets
    from rules.tiles import kind_of, parse_tiles

    orchid = kind_of("6f")
    tiles = [*parse_tiles("11z123m789m456p34s"), orchid]
    sets = winning_sets("pair:11z seq:123m seq:789m seq:456p seq:345s*", tiles, frozenset({orchid}))
    assert sets[-1] == ((kind_of("3s"), None), (kind_of("4s"), None), (kind_of("5s"), orchid))
    assert winning_sets("seq:999m", tiles, frozenset({orchid})) == ()  # a reading that does not fit: no split


async def test_at_80x24_who_pays_whom_and_the_chips_stay_on_screen(tmp_path: Path) -> None:
    """Issue 16: at 80×24 the payments and chips are pinned under the scrolling details, every row on
    screen; a tall terminal shows them in the flow of the result instead."""
    app = winning_app(tmp_path, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await win_now(pilot)
        money = screen.query_one("#result-money", Static)
        assert money.display and not screen.query_one("#result-chips", Static).display
        lines = plain(money.content, width=78).splitlines()
        assert money.region.bottom <= 23 and money.region.height >= len(lines)  # above the footer, uncut
        score = screen.view.scores[0]
        winds = [screen.strings.wind(w) for w in range(4)]  # pinned, seats go by wind: names ran past 80
        for pay in score.payments:  # the winner's and the losers' settlement, each on screen
            payer, payee = (re.escape(winds[chair]) for chair in (pay.payer, pay.payee))
            row = re.compile(rf"{payer} +→ +{payee} +{pay.amount}\b")
            assert any(row.search(line) for line in lines), (pay, lines)
        assert "Losers' settlement" in "\n".join(lines)
        for chair, (_, delta, total) in enumerate(screen.view.chips):
            wind = winds[screen.view.chair_winds[chair]]
            row = re.compile(rf"{wind} +{re.escape(f'{delta:+d}')} +{re.escape(f'{total:+d}')}")
            assert any(row.search(line) for line in lines), (wind, lines)
        assert "…" not in "".join(lines) and "(Normal bot" not in "".join(lines), lines  # nothing cut
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert not money.display and screen.query_one("#result-chips", Static).display


def test_js23_each_losers_own_count_is_its_own_step() -> None:
    # E and W lose holding a flower each (10 胡, JS-22; neither is their own flower, so no 台): their counts
    # are two steps of 10, not one step adding both losers' lines to 20
    text = (EXAMPLES / "jinshan-selfdraw-30hu-2tai.json").read_text(encoding="utf-8")
    for concealed, flower in (("147m258p369s2345z", "3f"), ("258m369p147s4567z", "4f")):
        with_flower = f'"concealed": "{concealed}", "flowers": "{flower}"'
        text = text.replace(f'"concealed": "{concealed}"', with_flower)
    variant, hand = load_scenario(text)
    score = variant.score(hand)
    steps = [step_plain(s) for s in explained_steps(Strings("en"), score, LABELS)]
    losers = [step for step in steps if "JS-22" in step]
    assert losers == ["E 胡: 花 flower 秋 10 (JS-22) = 10", "W 胡: 花 flower 冬 10 (JS-22) = 10"]
    assert [i.of_wind for i in score.items if i.rule == "JS-22"] == [0, 2]
