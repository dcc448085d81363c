"""Issue 26 §1, saves: a save whose options the variant does not allow — in the match record (the copy the
game plays with) or in the settings of an older save — is set aside with a clear notice when resumed, never
crashes the table, and resumed a second time behaves the same (it used to crash at the first possible win,
and 10^30 crashed at every later resume on the first save write: a crash loop)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.app import make_app
from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import error_text
from mahjong_tui.screens.first import FirstScreen
from mahjong_tui.session import TableSession
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import DamagedSave, Saves, SaveStore

NUMBER_OPTIONS = [("jinhua", "ante"), ("cixi", "ante"), ("shanghai", "max_loss_lezi"), ("shanghai", "stack")]
BAD_VALUES: dict[str, Any] = {"0": 0, "-1": -1, "1.5": 1.5, '"2"': "2", "null": None, "true": True,
                              "10^30": 10**30}
ALLOWED = {("shanghai", "max_loss_lezi"): {"0"}, ("shanghai", "stack"): {"0", "null"}}  # SH-17, SH-20 off
COPIES = ("match", "settings")
CASES = [(variant, name, copy, label) for variant, name in NUMBER_OPTIONS for copy in COPIES
         for label in BAD_VALUES if label not in ALLOWED.get((variant, name), set())]


def saved_match(home: Path, variant: str) -> SaveStore:
    """A match as the game saves it, after its first hand was dealt."""
    store = Saves(home).new_save(variant)
    TableSession.new(GameSettings(variant=variant, seed=5, bot_delay=0.0, lang="en"), store)
    store.flush()
    return store


def edit_options(store: SaveStore, copy: str, name: str, value: Any) -> None:
    """Put ``value`` in one copy; an older save held the options in the settings as well, so that copy is
    written whole, as those saves had it."""
    data = json.loads(store.path.read_text(encoding="utf-8"))
    if copy == "settings":
        data["settings"]["options"] = dict(data["match"]["options"])
    data[copy]["options"][name] = value
    store.path.write_text(json.dumps(data), encoding="utf-8")  # 10^30 as its 31 digits


@pytest.mark.parametrize(("variant", "name", "copy", "label"), CASES)
def test_a_bad_option_in_either_copy_sets_the_save_aside(tmp_path: Path, variant: str, name: str, copy: str,
                                                          label: str) -> None:
    store = saved_match(tmp_path, variant)
    edit_options(store, copy, name, BAD_VALUES[label])
    with pytest.raises(DamagedSave) as refused:
        TableSession.resume(store)
    assert f"{copy}.options.{name}: " in refused.value.reason
    kept = refused.value.kept_as
    assert kept is not None and kept.exists() and not store.path.exists()
    before = kept.read_bytes()
    assert TableSession.resume(store) is None  # resumed again: nothing there to crash on
    assert kept.read_bytes() == before and not list(tmp_path.glob("saves/*.damaged-2.json"))


@pytest.mark.parametrize(("variant", "name"), NUMBER_OPTIONS)
def test_the_saved_list_sets_a_bad_match_copy_aside_too(tmp_path: Path, variant: str, name: str) -> None:
    store = saved_match(tmp_path, variant)
    edit_options(store, "match", name, -1)
    matches, damaged = Saves(tmp_path).listed()
    assert matches == [] and len(damaged) == 1 and f"match.options.{name}: -1 is below" in damaged[0].reason


def test_the_copies_must_agree(tmp_path: Path) -> None:
    store = saved_match(tmp_path, "jinhua")
    edit_options(store, "settings", "ante", 7)  # allowed, but not what the match plays with
    with pytest.raises(DamagedSave, match=r"settings\.options: \{\"ante\": 7\} differ from match\.options"):
        TableSession.resume(store)


def test_a_save_holds_its_options_once_and_resumes_with_them(tmp_path: Path) -> None:
    store = Saves(tmp_path).new_save("cixi")
    TableSession.new(GameSettings(variant="cixi", seed=5, options={"ante": 4}), store)
    store.flush()
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert "options" not in data["settings"] and data["match"]["options"] == {"ante": 4, "play_to_end": False}
    resumed = TableSession.resume(store)
    assert resumed is not None and resumed.settings.options == {"ante": 4, "play_to_end": False}


@pytest.mark.parametrize(("copy", "value", "words"), [
    ("match", 1.5, "：1.5 不是整数 (CX-16)"),
    ("settings", True, "：true 不是数字 (CX-16)"),
    ("match", None, "：null 不是数字：这个选项不能关掉 (CX-16)"),
    ("match", 10**30, "：一个 31 位数 大于最大值 1000 (CX-16)"),
])
def test_an_option_reason_reads_in_chinese(tmp_path: Path, copy: str, value: Any, words: str) -> None:
    store = saved_match(tmp_path, "cixi")
    edit_options(store, copy, "ante", value)
    with pytest.raises(DamagedSave) as refused:
        TableSession.resume(store)
    shown = error_text(refused.value.reason, Strings("zh"))
    assert shown == f"存下的比赛不能重播：{copy}.options.ante{words}"


@pytest.mark.parametrize(("copy", "label"), [("match", "10^30"), ("match", "0"), ("settings", "true")])
async def test_resumed_twice_in_the_app_it_is_set_aside_once_and_never_crashes(home: Path, copy: str,
                                                                               label: str) -> None:
    store = saved_match(home, "jinhua")
    edit_options(store, copy, "ante", BAD_VALUES[label])
    for run in (1, 2):
        app = make_app(GameSettings(bot_delay=0.0, seed=3, lang="en"), resume=True, home=home)
        async with app.run_test(size=(120, 36)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, FirstScreen)  # no new game in its place (issue 27)
            if run == 1:
                assert app.notice is not None and "kept aside" in app.notice
                assert f"{copy}.options.ante" in app.notice
            else:
                assert app.notice == "No saved match to resume."
            await pilot.press("ctrl+q")
        kept = sorted(home.glob("saves/*.damaged-*.json"))
        assert len(kept) == 1, kept  # set aside once, never tried again
