"""Under ``--lang zh`` the errors met away from the table read in Chinese too: the calculator's refusal of its
inputs (every ``raise ScenarioError`` in rules/scenario*.py), a tile typed in the drills, a replay file that
cannot be read and the reason given with a damaged save (refusal values worded by mahjong_tui/reason_text.py).

As in test_i18n_messages.py, the real code raises each message (never a copy of it) and the text a zh player
reads holds no ASCII word of four letters or more — but for what the player typed or a file is called: the
JSON path before a scenario error's phrase, the scenario's own keys and meld types, file paths.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Checkbox, Input, Select, Static

from mahjong_tui.app import make_app
from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import error_text, scenario_error_text
from mahjong_tui.replay import read_replay
from mahjong_tui.screens.calculator import CalculatorScreen
from mahjong_tui.screens.drills import DrillScreen
from mahjong_tui.screens.replay import ReplayScreen
from mahjong_tui.session import TableSession
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import DamagedSave, SaveStore
from rules import scenario, scenario_table, scenario_values
from rules.hand import MeldType
from rules.records import RecordError
from rules.refusal import Refusal, reason_of
from rules.scenario import (
    HAND_KEYS,
    MELD_KEYS,
    TOP_KEYS,
    WIN_KEYS,
    ScenarioError,
    load_scenario,
    scenario_from_json,
)
from rules.tiles import tile_text
from rules.variants import VARIANT_IDS, get_variant
from tests.tui.rendered import plain
from tests.tui.test_i18n_messages import english
from tests.tui.test_replay import play_recorded

ZH = Strings("zh")
# what a scenario's author types, shown back as typed: its keys, meld types, variant ids, JSON's literals
TYPED_WORDS = frozenset(part for name in (
    *TOP_KEYS, *WIN_KEYS, *HAND_KEYS, *MELD_KEYS, *scenario_values.CONTEXT_READERS, *VARIANT_IDS,
    *(t.value for t in MeldType),
    *(option.name for v in VARIANT_IDS for option in get_variant(v).table_rules.options),
    "true", "false", "null", "JSON",  # JSON's literals, and the calculator's field says JSON
) for part in name.split("_"))


def english_beyond_typed(text: str) -> list[str]:
    return [word for word in english(text) if word not in TYPED_WORDS]


def bad(variant: str = "jinshan", hand: Any = None, win: Any = None, **top: Any) -> dict[str, Any]:
    """A scenario that is fine but for what the arguments change (E wins on a self-drawn 5m)."""
    winner = {"concealed": "123m456p789s234s5m"} if hand is None else hand
    data = {"variant": variant, "hands": {"E": winner},
            "win": {"seat": "E", "tile": "5m"} if win is None else win}
    return {**data, **top}


def hand(**changes: Any) -> dict[str, Any]:
    return {"concealed": "123m456p789s234s5m", **changes}


def fourteen(meld: dict[str, Any], concealed: str = "456p789s234s5m") -> dict[str, Any]:
    return {"concealed": concealed, "melds": [meld]}


# each entry makes the real reader raise one of its messages; JSON text for what only text can show
REFUSED: dict[str, str | dict[str, Any]] = {
    "invalid JSON": '{"variant": "jinshan",',
    "key given twice": '{"variant": "jinshan", "variant": "cixi"}',
    "not an object": '["jinshan"]',
    "unknown top key": bad(zz=1),
    "missing win": {"variant": "jinshan", "hands": {}},
    "missing win tile": bad(win={"seat": "E"}),
    "unknown variant": bad("xx"),
    "winner's hand missing": {"variant": "jinshan", "hands": {"S": hand()},
                              "win": {"seat": "E", "tile": "5m"}},
    "own discard": bad(win={"seat": "E", "tile": "5m", "from": "E"}),
    "robbed kong without from": bad(win={"seat": "E", "tile": "5m", "robbed_kong": True}),
    "after kong on a discard": bad(win={"seat": "E", "tile": "5m", "from": "S", "after_kong": True}),
    "last tile by a replacement": bad(win={"seat": "E", "tile": "5m", "last_tile": True, "after_kong": True}),
    "no flowers in jinhua": bad("jinhua", hand(flowers="1f"), context={"indicator": "1z"}),
    "winner without concealed": bad(hand={}),
    "flower among the concealed": bad(hand={"concealed": "123m456p789s23s1f"}),
    "a suit tile among the flowers": bad(hand=hand(flowers="1m")),
    "melds not a list": bad(hand=hand(melds="peng")),
    "a loser's 13 tiles": {**bad(), "hands": {"E": hand(), "S": {"concealed": "123m"}}},
    "five melds": bad(hand={"concealed": "", "melds": [{"type": "concealed_kong", "tiles": f"{n}{n}{n}{n}m"}
                                                       for n in range(1, 6)]}),
    "unknown meld type": bad(hand=fourteen({"type": "xx", "tiles": "111m", "from": "S"})),
    "concealed kong with a supplier": bad(hand=fourteen({"type": "concealed_kong", "tiles": "1111m",
                                                         "from": "S"})),
    "peng without a supplier": bad(hand=fourteen({"type": "peng", "tiles": "111m"})),
    "own tile claimed": bad(hand=fourteen({"type": "peng", "tiles": "111m", "from": "E"})),
    "chi from across": bad(hand=fourteen({"type": "chi", "tiles": "123m", "from": "W"})),
    "won on a discarded wild": bad(win={"seat": "E", "tile": "5f", "from": "S"}),
    "winner short of tiles": bad(hand={"concealed": "123m"}),
    "fifth copy": bad(hand={"concealed": "5555m456p789s234s"}),
    "second flower": {**bad(), "hands": {"E": hand(flowers="1f"), "S": {"flowers": "1f"}}},
    "wild in a meld": bad(hand=fourteen({"type": "peng", "tiles": "5f5f5f", "from": "S"})),
    "flower in a meld": bad(hand=fourteen({"type": "peng", "tiles": "1f1f1f", "from": "S"})),
    "chi not a run": bad(hand=fourteen({"type": "chi", "tiles": "135m", "from": "N"})),
    "peng not a pung": bad(hand=fourteen({"type": "peng", "tiles": "112m", "from": "S"})),
    "seat letter": bad(win={"seat": "X", "tile": "5m"}),
    "flag not true or false": bad(win={"seat": "E", "tile": "5m", "last_tile": 1}),
    "count below 0": bad("shanghai", context={"huangfan": -1}),
    "tile string too long": bad(hand={"concealed": "1m" * 51}),
    "third claim on one player (CX-5)": bad("cixi", hand={"concealed": "55p", "melds": [
        {"type": "peng", "tiles": "111m", "from": "S"}, {"type": "peng", "tiles": "222m", "from": "S"},
        {"type": "peng", "tiles": "333m", "from": "S"}, {"type": "peng", "tiles": "444m", "from": "W"}]},
        win={"seat": "E", "tile": "5p"}, context={"indicator": "9s"}),
    "tiles not a string": bad(hand={"concealed": 5}),
    "bad tile token": bad(hand={"concealed": "123x"}),
    "two win tiles": bad(win={"seat": "E", "tile": "5m6m"}),
    "flower as indicator": bad("jinhua", context={"indicator": "1f"}),
    "one die": bad("shanghai", context={"dice": [2]}),
    "a die of 7": bad("shanghai", context={"dice": [2, 7]}),
    "knocked not a list": bad("shanghai", context={"knocked": "E"}),
    "knocked twice": bad("shanghai", context={"knocked": ["E", "E"]}),
    "context key unused": bad(context={"indicator": "1z"}),
    "no such option": bad(options={"zz": 1}),
}


def raise_sites() -> set[tuple[str, int]]:
    """Every ``ScenarioError(...)`` written in the scenario readers, as (file, line)."""
    sites = set()
    for module in (scenario, scenario_table, scenario_values):
        path = str(Path(module.__file__ or "").resolve())
        for node in ast.walk(ast.parse(Path(path).read_text(encoding="utf-8"))):
            call = node.exc if isinstance(node, ast.Raise) else None
            if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "ScenarioError":
                sites.add((path, call.lineno))
    return sites


def refusals(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, ScenarioError, tuple[str, int]]]:
    """Each REFUSED scenario's error, with where it was raised."""
    made: list[tuple[str, int]] = []
    original = ScenarioError.__init__

    def spy(self: ScenarioError, path: str, what: str) -> None:
        caller = sys._getframe(1)
        made.append((str(Path(caller.f_code.co_filename).resolve()), caller.f_lineno))
        original(self, path, what)

    monkeypatch.setattr(ScenarioError, "__init__", spy)
    for name, value in REFUSED.items():
        with pytest.raises(ScenarioError) as refused:
            if isinstance(value, str):
                load_scenario(value)
            else:
                scenario_from_json(value)
        yield name, refused.value, made[-1]


def test_every_scenario_error_reads_in_chinese_after_its_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every place the readers raise is reached, and each phrase reads in Chinese after the JSON path."""
    reached = set()
    for name, error, site in refusals(monkeypatch):
        reached.add(site)
        shown = scenario_error_text(error, ZH)
        assert shown.startswith(f"{error.path}: "), (name, shown)
        phrase = shown.removeprefix(f"{error.path}: ")
        assert phrase != error.what and not english_beyond_typed(phrase), (name, error.what, phrase)
    assert raise_sites() <= reached, sorted(raise_sites() - reached)


def test_the_score_command_keeps_the_english_message() -> None:
    with pytest.raises(ScenarioError) as refused:
        scenario_from_json(REFUSED["fifth copy"])
    assert str(refused.value) == "win.tile: fifth copy of 5m on the table"
    assert scenario_error_text(refused.value, Strings("en")) == (
        "win.tile: fifth copy of 5 Characters on the table")


async def test_the_calculator_refuses_in_chinese(tmp_path: Path) -> None:
    """A melds field it cannot read, an indicator that is no tile or a flower, then a fifth copy: each named
    in Chinese."""
    app = make_app(GameSettings(variant="jinhua", lang="zh", seed=4), home=tmp_path, show_new_game=True)
    async with app.run_test(size=(120, 60)) as pilot:
        app.open_calculator()
        await pilot.pause()
        calc = app.screen
        assert isinstance(calc, CalculatorScreen)
        calc.query_one("#calc-variant", Select).value = "jinhua"
        calc.query_one("#calc-hand", Input).value = "5555m456p789s234s"
        calc.query_one("#calc-win", Input).value = "5m"
        shown = []
        for melds, indicator in (("peng", ""), ("", "x"), ("", "1f"), ("", "1z")):
            calc.query_one("#calc-melds", Input).value = melds
            calc.query_one("#ctx-indicator", Input).value = indicator
            await pilot.press("ctrl+s")
            shown.append(plain(calc.query_one("#calc-result", Static).content, width=200))
        assert "第五张 五万" in shown[-1] and "win.tile" in shown[-1]
        for text in shown:
            assert "错误" in text and not english_beyond_typed(text), text
        labels = " ".join(str(box.label) for box in calc.query(Checkbox))
        assert len(labels) > 8 and not english(labels), labels


# --- the drills' input -----------------------------------------------------------------------------------

TYPED_TILES = ("5x", "0m", "8z", "5", "m", "55m", "", "55555m", "1f1f")


async def test_a_refused_drill_answer_reads_in_chinese(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(GameSettings(variant="jinshan", lang="zh", seed=4), home=tmp_path, show_new_game=True)
    said: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **_: said.append(message))
    async with app.run_test(size=(110, 36)) as pilot:
        app.open_drills()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        not_held = next(k for k in range(34) if k not in screen.drill.concealed)
        for typed in (*TYPED_TILES, tile_text(not_held)):
            entry = screen.query_one("#drill-input", Input)
            entry.value = typed
            entry.focus()  # Enter on the hand (the focus at start) discards the selected tile
            await pilot.press("enter")
        await pilot.pause()
    assert len(said) == len(TYPED_TILES) + 1
    for message in said:
        assert not english(message), message


# --- replays and saves -------------------------------------------------------------------------------------


def _record(tmp_path: Path) -> dict[str, Any]:
    match, _ = play_recorded("jinshan", 5, hands=2)
    match.next_hand()
    data: dict[str, Any] = match.to_record().to_json()
    data["current"] = []
    return data


def _broken_records(tmp_path: Path) -> dict[str, Any]:
    """Files a replay or a resume is handed: each broken in one way."""
    good = _record(tmp_path)
    first = good["hands"][0]
    changed = {
        "not a record": {"hello": 1},
        "no hand yet": {**good, "hands": [], "current": None, "scores": [0, 0, 0, 0]},
        "wrong format": {**good, "format": 99},
        "not a match record": {**good, "seed": "x"},
        "not a hand record": {**good, "hands": [{"seed": 1}]},
        "seed differs": {**good, "hands": [{**first, "seed": first["seed"] + 1}, good["hands"][1]]},
        "unfinished hand": {**good, "hands": [{**first, "actions": first["actions"][:3]}, good["hands"][1]]},
        "scores differ": {**good, "scores": [1, 2, 3, 4]},
        "illegal action": {**good, "hands": [{**first, "actions": ["S discard 5m"] * 3}, good["hands"][1]]},
        "unreadable action": {**good, "current": ["E xx"]},
        "illegal in progress": {**good, "current": ["W kong 1m"]},
        "a hand record with an illegal action": {**first, "actions": ["S win"]},
    }
    return changed


def _replay_problems(tmp_path: Path) -> list[tuple[str, str]]:
    files = {name: json.dumps(data) for name, data in _broken_records(tmp_path).items()}
    files["not JSON"] = "{garbage"
    problems = []
    for number, (name, text) in enumerate(files.items()):
        path = tmp_path / f"r{number}.json"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(RecordError) as refused:
            read_replay(path)
        problems.append((name, reason_of(refused.value)))  # the refusal as a value, as the screen keeps it
    with pytest.raises(RecordError) as missing:
        read_replay(tmp_path / "nowhere.json")
    return [*problems, ("no such file", reason_of(missing.value))]


def test_every_replay_problem_reads_in_chinese(tmp_path: Path) -> None:
    problems = _replay_problems(tmp_path)
    assert len({text for _, text in problems}) >= 12
    assert all(isinstance(text, Refusal) for _, text in problems), problems
    for name, text in problems:
        shown = error_text(text, ZH)
        assert not english(re.sub(r"\S+\.json", "", shown)), (name, text, shown)


async def test_the_replay_screen_refuses_in_chinese(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(_broken_records(tmp_path)["illegal action"]), encoding="utf-8")
    app = make_app(GameSettings(lang="zh"), home=tmp_path, replay=path)
    async with app.run_test(size=(110, 36)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        shown = plain(app.screen.query_one("#replay-step", Static).render(), width=200)
    assert "无法重播" in shown and "第 1 局第 1 步" in shown and not english(shown), shown


def _damaged_saves(tmp_path: Path) -> Iterator[tuple[str, DamagedSave]]:
    """The save store and the session meeting each damaged save the way ``--resume`` does."""
    store = SaveStore(tmp_path / "home")
    settings = GameSettings(variant="jinshan", seed=5).to_json()
    contents: dict[str, str | bytes | None] = {
        "not JSON": "{garbage", "not UTF-8": b"\xff\xfe{", "a folder": None, "not a save": '{"format": 99}',
        "no settings": json.dumps({"format": 1, "match": {}}),
        **{name: json.dumps({"format": 1, "settings": settings, "match": record})
           for name, record in _broken_records(tmp_path).items()
           if name not in ("no hand yet", "a hand record with an illegal action")},
    }
    for name, content in contents.items():
        store.directory.mkdir(exist_ok=True)
        if content is None:
            store.path.mkdir()
        elif isinstance(content, bytes):
            store.path.write_bytes(content)
        else:
            store.path.write_text(content, encoding="utf-8")
        with pytest.raises(DamagedSave) as damaged:
            TableSession.resume(store)
        yield name, damaged.value


def test_every_damaged_save_reason_reads_in_chinese(tmp_path: Path) -> None:
    reasons = list(_damaged_saves(tmp_path))
    assert len(reasons) == 15
    for name, damaged in reasons:
        shown = error_text(damaged.reason, ZH)
        assert shown != damaged.reason, (name, damaged.reason, shown)
        # a file's name and JSON, the format's own name, are kept as written
        assert not english(re.sub(r"\S+\.json|JSON", "", shown)), (name, damaged.reason, shown)


async def test_the_damaged_save_notice_reads_in_chinese(home: Path) -> None:
    (home / "match.json").write_text('{"format": 1, "settings": {}}', encoding="utf-8")
    app = make_app(GameSettings(bot_delay=0.0, seed=3, lang="zh"), resume=True, home=home)
    async with app.run_test(size=(110, 36)) as pilot:
        await pilot.pause()
        assert app.notice is not None and "不能用" in app.notice and "另存" in app.notice
        assert not english(re.sub(r"\S+\.json", "", app.notice)), app.notice
