"""The strict `score` scenario reader (issue 3 item 6, shared/spec/cli.md): every refusal names the JSON
path, and what it accepts becomes the FinishedHand the variant scores."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.hand import MeldType
from rules.scenario import ScenarioError, load_scenario, scenario_from_json
from rules.tiles import parse_tiles

BASE: dict[str, Any] = {
    "variant": "jinshan",
    "options": {},
    "hands": {
        "E": {
            "concealed": "123m456p88p99s",
            "melds": [{"type": "peng", "tiles": "777z", "from": "W"}],
            "flowers": "1f",
        },
        "S": {"concealed": "1m234s789p55z5f", "melds": [{"type": "chi", "tiles": "345s", "from": "E"}]},
        "W": {"concealed": "2256m3456789p66z"},
        "N": {"concealed": "3344m123p5566s67z", "flowers": "3f"},
    },
    "win": {"seat": "S", "tile": "1m", "from": "W"},
    "context": {},
}


def edited(change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    change(data)
    return data


def refusal(data: object) -> str:
    with pytest.raises(ScenarioError) as info:
        scenario_from_json(data)
    return str(info.value)


def test_the_cli_md_scenario_is_read() -> None:
    variant, hand = scenario_from_json(BASE)
    assert variant.id == "jinshan"
    assert hand.winner == 1 and hand.discarder == 2 and hand.win_tile == parse_tiles("1m")[0]
    east_peng = hand.hands[0].melds[0]
    assert (east_peng.type, east_peng.source) == (MeldType.PENG, 2)  # source = the supplier's wind
    assert hand.hands[1].melds[0].source == 0
    assert hand.hands[0].flowers == tuple(parse_tiles("1f"))


def set_in(path: str, value: object) -> Callable[[dict[str, Any]], None]:
    """An edit that sets ``a.b.c`` (list indices as numbers) to ``value``; ``...`` deletes the key."""

    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if value is ...:
            del node[last]
        elif isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return change


REFUSALS = [
    ("unknown top-level key", set_in("extra", 1), "extra: unknown key"),
    ("unknown hand key", set_in("hands.S.discards", "1m"), "hands.S.discards: unknown key"),
    ("unknown seat", set_in("hands.X", {"concealed": ""}), "hands.X: unknown key"),
    ("unknown meld key", set_in("hands.S.melds.0.claimed", "3s"), "hands.S.melds[0].claimed: unknown key"),
    ("unknown win key", set_in("win.tsumo", True), "win.tsumo: unknown key"),
    ("unknown variant", set_in("variant", "tokyo"), "variant: unknown variant 'tokyo'"),
    ("missing win", set_in("win", ...), "win: missing"),
    (
        "bad tile token",
        set_in("hands.S.concealed", "0m234s789p55z5f"),
        "hands.S.concealed: bad tile token '0m'",
    ),
    ("unknown suit", set_in("hands.W.concealed", "2256x3456789p66z"), "hands.W.concealed: bad tile token"),
    ("winner count", set_in("hands.S.concealed", "1m234s789p55z"), "hands.S: the winner holds 13 tiles"),
    ("loser count", set_in("hands.W.concealed", "2256m3456789p6z"), "hands.W: a waiting hand holds 13 tiles"),
    ("fifth copy", set_in("hands.N.concealed", "1111m123p5566s67z"), "hands.N.concealed: fifth copy of 1m"),
    (
        "fifth copy via win tile",
        set_in("hands.W.concealed", "11m56m3456789p66z"),
        "win.tile: fifth copy of 1m",
    ),
    ("second flower", set_in("hands.N.flowers", "1f"), "hands.N.flowers: second copy of 1f"),
    ("chi not a sequence", set_in("hands.S.melds.0.tiles", "346s"), "a chi is three consecutive tiles"),
    ("chi across suits", set_in("hands.S.melds.0.tiles", "89m1p"), "a chi is three consecutive tiles"),
    ("peng not identical", set_in("hands.E.melds.0.tiles", "776z"), "a peng is 3 identical tiles"),
    (
        "kong of three",
        set_in("hands.E.melds.0", {"type": "kong", "tiles": "777z", "from": "W"}),
        "a kong is 4",
    ),
    ("wild in a meld", set_in("hands.E.melds.0.tiles", "5f6f7f"), "wild tile 5f cannot take part in a meld"),
    ("season flower held", set_in("hands.W.concealed", "2256m3456789p6z1f"), "1f is set aside in jinshan"),
    ("baida set aside", set_in("hands.N.flowers", "6f"), "6f is not a flower set aside in jinshan"),
    ("from missing", set_in("hands.E.melds.0.from", ...), "hands.E.melds[0].from: missing"),
    ("from is the owner", set_in("hands.E.melds.0.from", "E"), "cannot claim their own tile"),
    ("chi not from 上家", set_in("hands.S.melds.0.from", "W"), "chi only from the previous player (上家) E"),
    (
        "concealed kong with a supplier",
        set_in("hands.E.melds.0", {"type": "concealed_kong", "tiles": "7777z", "from": "W"}),
        "a concealed kong has no supplier",
    ),
    ("unknown meld type", set_in("hands.E.melds.0.type", "pong"), 'unknown meld type "pong"'),
    ("win from the winner", set_in("win.from", "S"), "win.from: the winner cannot win on their own discard"),
    ("context key not used", set_in("context.indicator", "5m"), "context.indicator: jinshan does not use"),
    ("unknown option", set_in("options.ante", 2), "options.ante: jinshan has no such option"),
    ("concealed not a string", set_in("hands.S.concealed", 12), "expected a tile string"),
    ("melds not a list", set_in("hands.S.melds", {}), "hands.S.melds: expected a list"),
    ("flag not a boolean", set_in("win.after_kong", "yes"), "win.after_kong: expected true or false"),
    ("seat not a letter", set_in("win.seat", 1), "win.seat: expected a seat"),
    (
        "robbed kong needs a konger",
        lambda d: d["win"].update(robbed_kong=True, **{"from": None}),
        "needs win.from",
    ),
    ("kong replacement is self-drawn", set_in("win.after_kong", True), "win.after_kong: is a self-drawn win"),
    ("hands not an object", set_in("hands", []), "hands: expected an object, got a list"),
    ("winner missing", set_in("hands.S", ...), "hands.S: the winner's hand is missing"),
]


@pytest.mark.parametrize(("case", "change", "message"), REFUSALS, ids=[r[0] for r in REFUSALS])
def test_refusals_name_the_path(
    case: str, change: Callable[[dict[str, Any]], object], message: str | None
) -> None:
    if message is None:  # the same hand is fine on a self-draw
        scenario_from_json(edited(change))
        return
    assert message in refusal(edited(change)), case


def test_a_wild_cannot_be_won_on_a_discard() -> None:
    data = edited(set_in("hands.S.concealed", "234s789p55z1m5f"))
    data["win"]["tile"] = "6f"
    assert "win.tile: 6f cannot be discarded or claimed" in refusal(data)


def test_invalid_json_and_duplicate_keys() -> None:
    with pytest.raises(ScenarioError, match="scenario: invalid JSON at line 1"):
        load_scenario('{"variant": "jinshan",')
    with pytest.raises(ScenarioError, match="variant: key given twice"):
        load_scenario('{"variant": "jinshan", "variant": "cixi"}')
    with pytest.raises(ScenarioError, match="scenario: expected an object"):
        load_scenario("[1, 2]")


def test_an_examples_file_is_read_through_its_scenario_key() -> None:
    text = json.dumps({"scenario": BASE, "expect": {}, "why": "..."})
    assert load_scenario(text)[1].winner == 1
    wrapped = json.dumps({"scenario": {**BASE, "hands": {}}, "expect": {}})
    with pytest.raises(ScenarioError, match=r"scenario\.hands\.S: the winner's hand is missing"):
        load_scenario(wrapped)


def test_variants_without_flowers_refuse_them() -> None:
    data = {
        "variant": "jinhua",
        "hands": {"S": {"concealed": "123m456m789s22z5s1f"}},
        "win": {"seat": "S", "tile": "6s"},
    }
    assert "hands.S.concealed: jinhua is played without flowers: 1f" in refusal(data)


def test_turned_indicator_counts_toward_the_four_copies() -> None:
    data = {
        "variant": "jinhua",
        "hands": {"S": {"concealed": "123m456m789s22z7p7p"}},
        "win": {"seat": "S", "tile": "7p"},
        "context": {"indicator": "7p"},
    }
    scenario_from_json(data)  # three 財神 + the turned one
    data["hands"]["S"]["concealed"] = "123m456m789s2z7p7p7p"
    assert "win.tile: fifth copy of 7p" in refusal(data)


def test_variant_wilds_cannot_be_melded() -> None:
    data = {
        "variant": "cixi",
        "hands": {
            "S": {
                "concealed": "123m456p789m1z4s9s",
                "melds": [{"type": "peng", "tiles": "999p", "from": "E"}],
            }
        },
        "win": {"seat": "S", "tile": "1z", "from": "N"},
        "context": {"indicator": "8p"},  # 龍 = 9p
    }
    assert "wild tile 9p cannot take part in a meld" in refusal(data)


def test_context_and_options_are_parsed_for_the_variant() -> None:
    data = {
        "variant": "shanghai",
        "options": {"max_loss_lezi": 3},
        "hands": {"S": {"concealed": "555m2233m", "melds": [{"type": "peng", "tiles": "111m", "from": "E"}]}},
        "win": {"seat": "S", "tile": "3m", "from": "W"},
        "context": {"knocked": ["S"], "dice": [2, 5], "huangfan": 1},
    }
    data["hands"]["S"]["melds"].append({"type": "peng", "tiles": "999m", "from": "N"})
    _, hand = scenario_from_json(data)
    assert hand.context == {"knocked": (1,), "dice": (2, 5), "huangfan": 1}
    assert hand.options["max_loss_lezi"] == 3 and hand.options["swap_tiles"] is False
    data["context"]["dice"] = [0, 7]
    assert "context.dice[0]: a die shows 1 to 6" in refusal(data)
    data["context"] = {"knocked": "S"}
    assert "context.knocked: expected a list of seats" in refusal(data)
    data["context"] = {}
    data["options"] = {"max_loss_lezi": "5"}
    assert 'options.max_loss_lezi: "5" is not a number (SH-17)' in refusal(data)


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-2, 20)
    | st.sampled_from(["E", "S", "1m", "5f", "123m", "peng", "x"]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(sorted(BASE)), inner, max_size=3)
    ),
    max_leaves=8,
)
PATHS = st.sampled_from(
    [
        "variant",
        "hands.S.concealed",
        "hands.S.melds",
        "hands.E.melds.0",
        "hands.E.melds.0.tiles",
        "win.tile",
        "win.from",
        "win.seat",
        "context",
        "options",
        "hands.N.flowers",
        "hands.W",
        "win.first_turn",
    ]
)


@settings(max_examples=150, deadline=None)
@given(path=PATHS, value=JSON_VALUES)
def test_any_edit_is_read_or_refused_never_crashes(path: str, value: object) -> None:
    data = edited(set_in(path, value))
    try:
        variant, hand = scenario_from_json(data)
    except ScenarioError as exc:
        assert str(exc).count("\n") == 0
        return
    variant.score(hand)  # a scenario that is read can be scored


def test_a_null_winner_hand_is_refused_and_a_null_loser_hand_is_empty() -> None:
    assert "hands.S: expected an object, got null" in refusal(edited(set_in("hands.S", None)))
    _, hand = scenario_from_json(edited(set_in("hands.N", None)))
    assert hand.hands[3].concealed == () and hand.hands[3].flowers == ()
