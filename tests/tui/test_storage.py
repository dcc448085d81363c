"""The save store: user data dir override, atomic writes, damaged saves set aside (issue 9)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.storage import HOME_ENV, DamagedSave, SaveStore, data_dir


def test_home_env_overrides_user_data_dir(tmp_path: Path) -> None:
    assert data_dir({HOME_ENV: str(tmp_path)}) == tmp_path
    assert data_dir({}).name == "mahjong-tui"


def test_write_then_read_round_trips_and_leaves_no_temp_file(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "home")
    store.write({"match": {"actions": ["E discard 5m"]}})
    assert store.read() == {"format": 1, "match": {"actions": ["E discard 5m"]}}
    assert [p.name for p in store.directory.iterdir()] == ["match.json"]


def test_missing_save_reads_as_none(tmp_path: Path) -> None:
    assert SaveStore(tmp_path).read() is None


@pytest.mark.parametrize("content", ["{not json", '["a list"]', '{"format": 99}'])
def test_damaged_save_is_kept_aside_with_a_clear_reason(tmp_path: Path, content: str) -> None:
    store = SaveStore(tmp_path)
    store.path.write_text(content, encoding="utf-8")
    with pytest.raises(DamagedSave) as info:
        store.read()
    assert info.value.kept_as == tmp_path / "match.damaged-1.json"
    assert info.value.kept_as.read_text(encoding="utf-8") == content
    assert not store.exists()
    store.path.write_text(content, encoding="utf-8")
    with pytest.raises(DamagedSave) as again:
        store.read()
    assert again.value.kept_as.name == "match.damaged-2.json"
