"""``--option NAME=VALUE`` as ``play``, ``simulate`` and ``host`` read it (shared/spec/cli.md): each value
checked by the variant's own option schema (rules/variants/options.py) before anything starts, so a bad one
is one ``error:`` line and exit status 2."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mahjong_tui.cli import UserError
from rules.variants import get_variant
from rules.variants.options import OptionError, shown, value_from_text


def parse_option_pairs(variant: str, pairs: Sequence[str]) -> dict[str, Any]:
    """Each value read as JSON (``ante=2``, ``swap_tiles=true``, ``stack=null``; a bare word stays text, for
    the option to refuse by name) and checked by the variant's schema. A name given twice takes the last
    value; the result holds every option, its default where none was given."""
    given: dict[str, object] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep:
            raise UserError.of("option_pair", pair=shown(pair))
        given[name.strip()] = value_from_text(text)
    try:
        return get_variant(variant).options(given)
    except OptionError as exc:
        raise UserError.of("option_refused", name=exc.name, why=exc.what) from None
