"""The app's one word catalogue (issue 28 §2): ``words.toml`` beside this module, read once.

Every entry is a pair (Chinese in traditional characters, English) under a section; the Chinese is put in
the reader's script when said (:meth:`mahjong_tui.i18n.Strings.pick`). An empty English means the rules'
own plain English serves (a refusal's str).
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib.resources import files


@cache
def catalogue() -> dict[str, dict[str, tuple[str, str]]]:
    """Every section of ``words.toml``: key → (zh, en)."""
    data = tomllib.loads(files("mahjong_tui").joinpath("words.toml").read_text(encoding="utf-8"))
    return {section: {key: (pair[0], pair[1]) for key, pair in entries.items()}
            for section, entries in data.items()}


def entry(section: str, key: str) -> tuple[str, str] | None:
    """The (zh, en) pair of ``section.key``, or None when the catalogue has no such entry."""
    return catalogue().get(section, {}).get(key)
