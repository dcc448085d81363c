"""Options' refusals and a damaged save's reasons are values (issue 28 §2): made where they arise, worded by
the app from words.toml in every language, their English unchanged, and no pattern left for them."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.catalogue import entry
from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import error_text
from mahjong_tui.storage import DamagedSave, SaveStore
from rules.refusal import Refusal
from rules.variants import get_variant
from rules.variants.options import PROBLEMS, OptionError


def refused_option(options: dict[str, object], variant: str = "jinhua") -> OptionError:
    with pytest.raises(OptionError) as refused:
        get_variant(variant).options(options, where="match.options")
    return refused.value


def test_a_refused_option_is_a_value_with_its_english_unchanged() -> None:
    refused = refused_option({"ante": 0})
    assert str(refused) == "match.options.ante: 0 is below 1 (JH-29)"
    message = refused.args[0]
    assert isinstance(message, Refusal) and (message.key, message.rule) == ("option_field", "JH-29")
    assert message.params["field"] == "match.options.ante"
    what = message.params["detail"]
    assert isinstance(what, Refusal) and what.key == "option_below"
    assert dict(what.params) == {"value": "0", "least": "1", "cited": " (JH-29)"}


def test_every_problem_is_worded_in_every_language() -> None:
    for problem in PROBLEMS:
        zh, en = entry("refusal", f"option_{problem}") or ("", "")
        assert zh and en == "", problem  # the English is the rules' own
    said = {lang: error_text(refused_option({"ante": 0}).args[0], Strings(lang))
            for lang in ("zh-Hans", "zh-Hant", "en")}
    assert said == {"zh-Hans": "match.options.ante：0 小于最小值 1 (JH-29)",
                    "zh-Hant": "match.options.ante：0 小於最小值 1 (JH-29)",
                    "en": "match.options.ante: 0 is below 1 (JH-29)"}


def test_a_damaged_save_says_why_as_a_value(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.write_text('{"format": 99}', encoding="utf-8")
    with pytest.raises(DamagedSave) as damaged:
        store.read()
    reason = damaged.value.reason
    assert isinstance(reason, Refusal) and reason.key == "not_a_save"
    assert reason == f"{store.path.name} is not a mahjong-tui save"
    assert error_text(reason, Strings("zh-Hans")) == f"{store.path.name} 不是本游戏的存档"
    assert error_text(reason, Strings("en")) == reason


def test_a_system_refusal_keeps_its_number(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.mkdir(parents=True)
    (store.path / "x").write_text("", encoding="utf-8")
    with pytest.raises(DamagedSave) as damaged:
        store.read()
    reason = damaged.value.reason
    assert isinstance(reason, Refusal) and reason.key == "save_unreadable"
    assert reason.startswith(f"cannot read {store.path.name}: ")
    assert "读不出来" in error_text(reason, Strings("zh-Hans"))

