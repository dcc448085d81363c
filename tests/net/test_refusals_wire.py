"""Refusals over the wire (issue 28 §2): the texts stay the engine's English, and a ``refusals`` field gives
each one's value, so a client words a why-not in its own language (docs/protocol.md "refusals")."""

from __future__ import annotations

from mahjong_tui.i18n import Strings
from mahjong_tui.net.refusals import restore_refusals, with_refusals
from mahjong_tui.net.wire import decode, encode
from mahjong_tui.reason_text import why_text
from mahjong_tui.waits_line import wait_verdicts
from rules.refusal import Refusal
from rules.tiles import kind_of
from tests.rules.engine_helpers import stacked_game


def _over_the_wire(message: dict) -> dict:  # type: ignore[type-arg]
    return restore_refusals(decode(encode(with_refusals(message))))


def test_a_verdict_and_the_refusal_in_it_arrive_as_values() -> None:
    game = stacked_game("jinshan", ["123m456p789s1234z9m", "147m258m369s1567z", "258m369p147s5677z",
                                    "999m456p789s222z5m"])
    verdict = wait_verdicts(game, 3)[4]
    sent = {"type": "aids", "aids": {"wait_verdicts": [{"after": None, "verdicts": {"5m": verdict}}]}}
    assert "refusals" in with_refusals(sent) and with_refusals({"type": "seat"}) == {"type": "seat"}
    got = _over_the_wire(sent)["aids"]["wait_verdicts"][0]["verdicts"]["5m"]
    assert isinstance(got, Refusal) and got == verdict and got.key == "self_draw_only"
    assert isinstance(got.params["why"], Refusal) and got.params["why"].params["hu"] == 16
    assert why_text(got, Strings("zh")) == "只能自摸：16 胡 — 至少要 20 胡"
    assert "refusals" not in _over_the_wire(sent)


def test_tiles_travel_as_codes_and_come_back_as_kinds() -> None:
    why = Refusal.of("CX-2", "wild_never", "{tile} is a wild: it is never discarded (CX-2)",
                     tile=kind_of("8s"))
    line = encode(with_refusals({"type": "state", "why_not_win": why}))
    assert b'"tile":"8s"' in line
    got = restore_refusals(decode(line))["why_not_win"]
    assert got.params["tile"] == kind_of("8s") and why_text(got, Strings("en")).startswith("8 Bamboo")


def test_an_entry_a_client_cannot_read_leaves_the_text_as_it_came() -> None:
    text = "16 胡 — at least 20 needed"
    for entry in ({"rule": "JS-12"}, {"rule": 5, "key": "too_few_hu", "params": {}},
                  {"rule": "", "key": "x", "params": {"tile": "9z"}},
                  {"rule": "", "key": "x" * 99, "params": {}}):
        got = restore_refusals({"type": "state", "why": text, "refusals": {text: entry}})
        assert got == {"type": "state", "why": text} and not isinstance(got["why"], Refusal)
    flood = {f"t{n}": {"rule": "", "key": "k", "params": {}} for n in range(100)}
    assert restore_refusals({"type": "state", "refusals": flood})["refusals"] == flood  # not read at all
