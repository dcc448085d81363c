"""The status line's progress toward the variant's minimum (issue 10: "16/20 胡", JS-12) and the learning
texts in Chinese: the hint's reasons (bots.advice keys) and the engine's and scorers' why-not reasons."""

from __future__ import annotations

import re
from pathlib import Path

from bots.advice import REASONS
from mahjong_tui.app import make_app
from mahjong_tui.catalogue import catalogue
from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import gloss_terms_en, hint_reason, why_text
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.script import to_script
from mahjong_tui.settings import GameSettings
from mahjong_tui.widgets.status import HintPanel, StatusLine
from rules.engine.legal import MISSED_WIN, WILD_CLAIMED
from rules.refusal import Refusal
from rules.tiles import TOKEN_PROBLEMS
from rules.variants.cixi.paohua import SELF_DRAW_ONLY
from rules.variants.shanghai.knocking import NOT_KNOCKED
from rules.variants.shanghai.scoring import KNOCK_FIRST, NOT_COMPLETE
from tests.tui.conftest import first_dealer, settle, stacked_wall
from tests.tui.rendered import plain

ZH = Strings("zh-Hant")  # the literals below are the traditional source; zh-Hans is checked apart
HANS = Strings("zh")
JINSHAN_SEED = next(s for s in range(50) if first_dealer("jinshan", s) == 0)
CJK = re.compile(r"[\u4e00-\u9fff]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def jinshan_app(home: Path, lang: str):  # type: ignore[no-untyped-def]
    """Jinshan, the human deals: a concealed 東 pung (8 胡) and a concealed 5萬 pung (4 胡), JS-13/JS-22."""
    app = make_app(GameSettings(variant="jinshan", seed=JINSHAN_SEED, bot_delay=0.0, lang=lang), home=home)
    app.stacked_wall = stacked_wall("jinshan", 0, {0: "111z555m246p368s9s"}, dealer_draw="1s")
    return app


async def test_js12_status_line_shows_the_hu_secured_against_20(home: Path) -> None:
    async with jinshan_app(home, "en").run_test(size=(120, 40)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        assert table.session.progress(0) == "12/20 胡"
        text = table.query_one(StatusLine).text
        assert text.startswith("You: ") and " · 12/20 胡" in text, text


async def test_chinese_hint_gives_its_reasons_in_chinese(home: Path) -> None:
    from bots.advice import rank_discards

    async with jinshan_app(home, "zh").run_test(size=(120, 40)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        await pilot.press("i")
        panel = table.query_one(HintPanel)
        candidates = rank_discards(table.session.observation(0), limit=3)
        reasons = [row.reason for row in panel.view.rows]
        assert reasons == [hint_reason(c, HANS) for c in candidates] and len(reasons) == 3
        for reason, candidate in zip(reasons, candidates, strict=True):
            assert CJK.search(reason) and not ENGLISH_WORD.search(reason), (reason, candidate.reason)
        shown = plain(panel.render(), width=118)
        assert panel.view.title.startswith("提示") and reasons[0][:6] in shown
        assert "12/20 胡" in table.query_one(StatusLine).text and "2 向听" in table.query_one(StatusLine).text
        bindings = [active.binding for active in table.active_bindings.values()]
        footer = {b.id: table.strings.key_word(b) for b in bindings}
        shown = (footer["table.discard"], footer["table.hint"], footer["app.quit"])
        assert shown == ("打出", "提示", "存档离开")


def test_every_hint_reason_has_its_chinese_and_english_stays_as_it_was() -> None:
    from bots.advice import Candidate

    assert set(catalogue()["hint"]) == set(REASONS)
    ready = Candidate(4, 0, 3, ((1, 2), (4, 1)), "碰碰胡", "ready on 2m 5m (3 live)", "ready",
                      (("waits", "2m 5m"), ("live", 3)))
    assert hint_reason(ready, ZH) == "聽 二萬 五萬（還有 3 張）"
    assert hint_reason(ready, HANS) == "听 二万 五万（还有 3 张）"
    assert hint_reason(ready, Strings("en")) == "ready on 2 Characters, 5 Characters (3 left)"
    loose = Candidate(30, 2, 20, (), "混一色 萬", "keeps …", "most_live",
                      (("ukeire", 20), ("plan", "混一色 萬")))
    assert hint_reason(loose, ZH) == "留下最多進張（20 張），做 混一色 萬"


# the why-not reasons as the engine and the scorers word them (the literal texts are checked against the
# source)
WHY_NOT = (  # the refusals as the rules make them (issue 28 §2: values, not English the app matches)
    (WILD_CLAIMED, "C-5：打出的百搭（財神、龍）誰都不能要"),
    (MISSED_WIN, "漏胡 (JS-8/SH-8)：上次摸牌後你放過這張牌"),
    (SELF_DRAW_ONLY, "CX-11：抛花只能自摸"),
    (NOT_KNOCKED, "SH-6：要先敲 — 敲了才能胡"),
    (Refusal.of("JS-12", "too_few_hu", "{hu} 胡 — at least {least} needed", hu=16, least=20),
     "16 胡 — 至少要 20 胡"),
    (NOT_COMPLETE, "不成胡 (SH-9)"),
    (KNOCK_FIRST, "要先敲才能胡 (SH-6)"),
)


def test_why_not_reasons_are_worded_from_their_values() -> None:
    for why, chinese in WHY_NOT:
        assert why_text(why, ZH) == to_script(chinese, "zh-Hant")
        assert why_text(why, Strings("en")) == gloss_terms_en(why)  # English: the rules' own, glossed
        assert why_text(why, HANS) == to_script(chinese, "zh-Hans")
    assert why_text("something new", ZH) == "something new"  # a text that is no refusal is kept as it came


REFUSAL_KEY = re.compile(r'(?:Refusal|ReadRefused)\.of\(\s*[^,]*,\s*"(\w+)"|Refusal\.worded\(.*?"(\w+)", \{')


def test_every_refusal_the_rules_make_has_chinese_words() -> None:
    """A new refusal in rules/ (or an input error the app's own readers make) needs its words in
    mahjong_tui/words.toml [refusal] (else a zh player reads the English); the catalogue keeps no words for a
    refusal nothing makes."""
    from rules.safe_json import _DECODER_KEYS
    from rules.variants.options import PROBLEMS

    made = {key for folder in ("rules", "mahjong_tui") for path in Path(folder).rglob("*.py")
            for found in REFUSAL_KEY.findall(path.read_text(encoding="utf-8")) for key in found if key}
    made |= set(TOKEN_PROBLEMS) | {f"option_{problem}" for problem in PROBLEMS} | {"option_field"}
    made |= {key for _, key in _DECODER_KEYS} | {"json_syntax"}
    worded = set(catalogue()["refusal"])
    assert len(made) >= 30 and made - worded == set()
    app_made = {"self_draw_only", "discard_only", "self_drawn"}  # mahjong_tui/waits_line.py's marks
    assert worded - made - app_made == set()
