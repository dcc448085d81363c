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
from tests.tui.result_apps import ResultApp as PlayedResultApp
from tests.tui.result_apps import played_hand
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
    assert jinhua[0] == "倍：平胡 1 (JH-10) = 1"
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
        hand = RevealedHand("南 S", (0, 1, 2), (), (), wind=1)
        view = ResultView("Result", "S wins", (hand,), (score,), LABELS, (("S", 81, 81),))
        self.result = ResultScreen(Strings("en"), view, TileStyle.ASCII)

    def on_mount(self) -> None:
        self.push_screen(self.result)


async def test_clicking_a_rule_id_opens_the_rules_page_at_it() -> None:
    app = ResultApp(scored("jinshan-selfdraw-30hu-2tai.json"))
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.pause()
        await pilot.press("d")  # the derivation is folded until asked for
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
        assert len(hands) == 3  # the other three; the winner's hand is drawn above its items
        for line in hands:
            assert re.match(r"^\S+ \([^)]*\d\)  ", line), line  # "South (Bot 2)  " then the tiles
        await pilot.press("d")
        explained = plain(screen.query_one("#explained-0", Static).render(), width=200)
        payments = [line for line in explained.splitlines() if re.match(r"^\d+\. \S+ \(.* pays ", line)]
        assert payments and all(re.search(r"\) pays \S+ \([^)]*\) \d", line) for line in payments), payments
        assert "South (Bot 2) pays East (Human 1) 50 (自摸) (JS-15)" in explained
        assert "South (Bot 2) 胡: " in explained  # the losers' settlement (JS-21): each loser's own count
        # the banner says how; no internal total names
        assert "East (Human 1) wins self-drawn" in plain(screen.query_one("#result-headline", Static).content)
        score = plain(screen.query_one(".result-score", Static).content, width=118)
        for internal in ("loser_S", "winner_take", " a 40", "hu 20", "tai 1"):
            assert internal not in score
        assert "Score: 20 胡 × 2^1 台 = 40" in score


def test_winning_sets_pair_each_wild_with_the_face_it_stood_for() -> None:
    from mahjong_tui.result_words import winning_sets
    from rules.tiles import kind_of, parse_tiles

    orchid = kind_of("6f")
    tiles = [*parse_tiles("11z123m789m456p34s"), orchid]
    sets = winning_sets("pair:11z seq:123m seq:789m seq:456p seq:345s*", tiles, frozenset({orchid}))
    assert sets[-1] == ((kind_of("3s"), None), (kind_of("4s"), None), (kind_of("5s"), orchid))
    assert winning_sets("seq:999m", tiles, frozenset({orchid})) == ()  # a reading that does not fit: no split


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


# --- issue 27: a result a player reads at a glance --------------------------------------------------------


def shown(static: Static, width: int = 116) -> str:
    """What a Static shows as plain text: a rich renderable rendered at ``width``, or markup's plain text."""
    content = static.content
    if isinstance(content, str):
        return str(static.render())
    return plain(content, width=width)


def seat_nets(screen: ResultScreen) -> dict[str, str]:
    """Each seat's label and its "this hand" amount as the money grid shows them."""
    lines = plain(screen.query_one("#result-money", Static).content, width=200).splitlines()
    net_row = next(line for line in lines if line.startswith(("This hand", "本局")))
    return dict(zip((label for label, _, _ in screen.view.chips), net_row.split()[-4:], strict=False))


async def test_first_one_headline_who_won_how_and_what_each_seat_pays(tmp_path: Path) -> None:
    app = winning_app(tmp_path, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await win_now(pilot)
        shown = [w for w in screen.query("#result-scroll > Static") if w.display]
        assert [w.id for w in shown[1:3]] == ["result-headline", "result-money"]  # under the title
        assert plain(shown[1].content).strip() == "East (Human 1) wins self-drawn"
        money = screen.query_one("#result-money", Static)
        assert money.region.bottom <= 23  # on the first screen, even at 80×24
        order = sorted(range(4), key=lambda chair: screen.view.chair_winds[chair])
        header = plain(money.content, width=78).splitlines()[0]
        labels = [screen.view.chips[chair][0] for chair in order]
        assert [header.index(label) for label in labels] == sorted(header.index(label) for label in labels)
        nets = {label: f"{delta:+d}" for label, delta, _ in screen.view.chips}
        assert seat_nets(screen) == {label: nets[label] for label in labels}


async def test_the_winning_hand_is_drawn_as_tiles_the_won_tile_and_wilds_marked(tmp_path: Path) -> None:
    """123m 456p 789s 東 白白 + 梅 (百搭) with 白 drawn: framed tiles set by set, the 梅 drawn as the 東 it
    stood for in a double frame with ★, ▲ under the 白 won on, and a legend saying both."""
    app = winning_app(tmp_path, "en")
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await win_now(pilot)
        drawn = plain(screen.query_one("#result-winner-0", Static).content, width=116).splitlines()
        top, face, suit, foot, marks = drawn[:5]
        assert top.count("┌──┐") == 13 and top.count("╔══╗") == 1  # 14 tiles, one of them the wild
        starts = [found.start() for found in re.finditer("[┌╔]", top)]  # the box rows are one cell a char
        faces, suits = (re.findall("[│║][^│║ ]+ *[│║]", row) for row in (face, suit))
        wild = starts.index(top.index("╔══╗"))
        assert (faces[wild], suits[wild]) == ("║東║", "║風║") and "╚★═╝" in foot
        assert "[東" not in "".join(drawn) and "梅→" not in "".join(drawn)  # no longer the old text form
        won = max(n for n, start in enumerate(starts) if start <= marks.index("▲"))
        assert faces[won] == "│白│" and marks.count("▲") == 1
        legend = drawn[-1]
        assert "▲ won on 白" in legend and "★ 梅 stood for 東" in legend


async def test_the_derivation_is_folded_until_d(tmp_path: Path) -> None:
    """The steps from items to chips were open below every score: the items, the formula and each payment
    read three times over two screens at 120×36. Folded, the result fits one screen; d opens and folds."""
    app = winning_app(tmp_path, "en")
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await win_now(pilot)
        details = screen.query_one("#result-details")
        scroll = screen.query_one("#result-scroll")
        assert not details.display and scroll.max_scroll_y == 0
        title = shown(screen.query_one("#result-details-title", Static))
        assert "How the score was made (press d)" in title
        await pilot.press("d")
        await pilot.pause()
        assert details.display and "press d to fold" in plain(
            screen.query_one("#result-details-title", Static).render())
        assert scroll.scroll_y > 0  # brought into view
        await pilot.press("d")
        assert not details.display


async def test_at_80x24_tiles_wrap_and_are_never_cut(tmp_path: Path) -> None:
    """Issue 27: at 80×24 the hands were cut with "…"; each row now wraps set by set, every tile shown."""
    session = played_hand(tmp_path, "shanghai", 57)  # two winners with melds and flowers: long rows
    app = PlayedResultApp(session, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.result
        for static in (*screen.query(".result-winning-hand"), screen.query_one("#result-hands", Static)):
            text = shown(static, static.content_size.width)
            assert "…" not in text and all(cell_len(line) <= 78 for line in text.splitlines()), text
        others = shown(screen.query_one("#result-hands", Static), 78)
        south = next(h for h in screen.view.hands if h.label.startswith("South"))
        count = len(south.concealed) + sum(len(m.meld.tiles) for m in south.melds) + len(south.flowers)
        faces = sum(others.count(face) for face in ("筒", "萬", "條", "中", "春", "竹", "菊"))
        assert count > 14 and faces >= count
        assert len(others.splitlines()) > 2  # wrapped rows


async def test_a_drawn_hand_reads_as_drawn_and_says_what_it_carries(tmp_path: Path) -> None:
    session = played_hand(tmp_path, "shanghai", 7)  # the wall runs out (SH-16 荒番 rises to 1)
    assert session.result is not None and not session.result.winners
    for lang, drawn, carried in (("en", "Drawn hand (荒): the wall ran out and nobody won",
                                  "Next hand: 荒番 1: the next hand won scores double (SH-16)"),
                                 ("zh-Hans", "荒牌：牌摸完了，没人胡",
                                  "下一局：荒番 1：下一个胡牌的分数加倍（SH-16）")):
        app = PlayedResultApp(session, lang)
        async with app.run_test(size=(120, 36)) as pilot:
            await pilot.pause()
            screen = app.result
            assert shown(screen.query_one("#result-headline", Static)).strip() == drawn
            text = "\n".join(shown(w, 116) for w in screen.query(Static))
            assert carried in text
            assert len(shown(screen.query_one("#result-hands", Static), 116).splitlines()) >= 4
            assert set(seat_nets(screen).values()) == {"+0"}
            assert not screen.query("#result-details-title")
            assert screen.check_action("toggle_details", ()) is False  # no d, no r: nothing to open


async def test_several_winners_each_with_their_hand_and_items(tmp_path: Path) -> None:
    session = played_hand(tmp_path, "shanghai", 57)  # SH-13: two players win on one discard
    assert session.result is not None and len(session.result.winners) == 2
    app = PlayedResultApp(session, "en")
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        screen = app.result
        headline = shown(screen.query_one("#result-headline", Static)).strip()
        assert headline == "North (Bot 4) and East (Bot 1) win on West (Bot 3)'s discard"
        titles = [shown(w).strip() for w in screen.query(".result-winner-title")]
        assert titles == ["North (Bot 4) · 混一色 half flush", "East (Bot 1) · 混一色 half flush"]
        assert len(screen.query(".result-winning-hand")) == 2 and len(screen.query(".result-explained")) == 2
        assert seat_nets(screen) == {"East (Bot 1)": "+12", "South (Bot 2)": "+0", "West (Bot 3)": "-32",
                                     "North (Bot 4)": "+20"}
