"""A variant's words: what a player reads of it — its names, its wild's name, its rules page, and the
progress toward its minimum shown under a hand. Asked by the app, never by the engine."""

from __future__ import annotations

from collections.abc import Mapping
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

from rules.scoring import SeatHand


class Words:
    """Names in both languages, and the rules page shipped beside the variant's code."""

    id: str = ""
    name_zh: str = ""
    name_en: str = ""
    wild_term: str | None = None  # what its players call the wild: a key of the app's words [wild_term]

    def rules_page(self, lang: str | None = None) -> Traversable:
        """``rules/variants/<id>/rules.md`` (Chinese and English together); a ``rules.<lang>.md`` beside it
        is preferred for that language when one exists."""
        folder = files(f"rules.variants.{self.id}")
        if lang:
            own = folder.joinpath(f"rules.{lang}.md")
            if own.is_file():
                return own
        return folder.joinpath("rules.md")

    def rules_page_text(self, lang: str | None = None) -> str:
        """The rules page as Markdown text; raises FileNotFoundError when the build left it out."""
        return self.rules_page(lang).read_text(encoding="utf-8")

    def progress(self, hand: SeatHand, wind: int, options: Mapping[str, Any]) -> str | None:
        """Progress toward the variant's minimum for a hand still in play (issue 10 status line), such as
        "16/20 胡", from the seat's own tiles, melds and flowers (``wind``: 0 = East); None = nothing to
        show."""
        return None
