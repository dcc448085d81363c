"""The secrets ``join`` keeps (``<data>/net/seats.json``): found again by host, room code and name (not the
port, which a resumed host may change), written atomically, a damaged file set aside, a refusing disk
reported — never a crash, never a lost game."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.net.seat_keys import KEPT, KEYS_FILE, SeatKeys


def test_a_secret_is_found_again_by_host_code_and_name(tmp_path: Path) -> None:
    SeatKeys(tmp_path).keep("127.0.0.1", "k7p2qx", "Ann", "s3cret")
    again = SeatKeys(tmp_path)  # another run of join
    assert again.secret("127.0.0.1", "K7P2QX", "ann") == "s3cret"
    assert again.secret("127.0.0.1", "K7P2QX", "Bob") is None
    assert again.secret("10.0.0.2", "K7P2QX", "Ann") is None


def test_the_newest_seats_are_kept(tmp_path: Path) -> None:
    keys = SeatKeys(tmp_path)
    for n in range(KEPT + 5):
        keys.keep("h", f"C{n}", "Ann", f"secret{n}")
    again = SeatKeys(tmp_path)
    assert len(again.entries) == KEPT and again.secret("h", f"C{KEPT + 4}", "Ann") == f"secret{KEPT + 4}"
    assert again.secret("h", "C0", "Ann") is None


@pytest.mark.parametrize("text", ['{"seats": [{"host": 1}]}', "not json", "[]", '{"seats": "x"}'])
def test_a_damaged_file_is_set_aside(tmp_path: Path, text: str) -> None:
    path = tmp_path / KEYS_FILE
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    keys = SeatKeys(tmp_path)
    assert keys.entries == []
    assert (path.parent / "seats.damaged-1.json").read_text(encoding="utf-8") == text
    keys.keep("h", "C", "Ann", "s")
    assert SeatKeys(tmp_path).secret("h", "C", "Ann") == "s"


def test_a_refusing_disk_is_reported(tmp_path: Path) -> None:
    (tmp_path / "net").write_text("a file where the folder should be", encoding="utf-8")
    keys = SeatKeys(tmp_path)
    keys.keep("h", "C", "Ann", "s")
    assert keys.saving_off and keys.secret("h", "C", "Ann") == "s"  # kept in memory for this run


def test_without_a_data_folder_the_secret_lives_in_memory() -> None:
    keys = SeatKeys(None)
    keys.keep("h", "C", "Ann", "s")
    assert keys.secret("h", "C", "Ann") == "s" and keys.saving_off == "no data folder"
