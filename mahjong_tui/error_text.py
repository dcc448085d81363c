"""The errors a player meets away from the table, in Chinese: the calculator's refusal of its inputs
(:class:`rules.scenario.ScenarioError`, ``hands.S.concealed: fifth copy of 5m``: the JSON path is kept, the
phrase after it translated), tile notation (:class:`rules.tiles.TileError`), the drills' refusal of a
discard, a replay file or a save that cannot be read back (:class:`rules.records.RecordError`) and the
reason given with a damaged save.

rules/ keeps its messages in English (the ``score`` CLI and its tests read them); each whole phrase is
matched here as a pattern whose named groups are rewritten on the way (a JSON type, a variant id, a seat
letter, a meld type, an action, a nested message). What an input names stays as typed: tile codes, the
scenario's JSON keys, meld types and file paths. An unknown phrase is shown as it came (never hidden);
tests/tui/test_i18n_errors.py makes the real code raise every message, so a reworded one is noticed.
"""

from __future__ import annotations

from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import ACTIONS_ZH, refusal_text, seat_name, why_text
from mahjong_tui.words import name_codes
from rules.engine import Action
from rules.refusal import Refusal, reason_of
from rules.scenario import ScenarioError


def action_text(text: str, strings: Strings, chair_name: str = "") -> str:
    """An action's notation (``E discard 5m``: chair E..N = 0..3, action, tiles) in the app's language;
    ``chair_name`` is how the screen names that chair (else 座位 1-4, as the table's notes do)."""
    try:
        action = Action.parse(text)
    except ValueError:
        return text
    if not strings.is_zh:
        return name_codes(text, strings.lang)
    chair, kind, *tiles = str(action).split()
    words = [chair_name or seat_name(chair), ACTIONS_ZH.get(kind, kind), *tiles]
    return strings.script(name_codes(" ".join(words), strings.lang))


def error_text(text: str, strings: Strings, variant: str = "") -> str:
    """An error message of the kinds above in the app's language; ``variant`` names the wild tile. A refusal
    is worded from its value (``reason_text.refusal_text``)."""
    if isinstance(text, Refusal):
        return _refusal_words(text, strings, variant)
    if not strings.is_zh:
        return name_codes(text, strings.lang)
    return text


def _refusal_words(why: Refusal, strings: Strings, variant: str) -> str:
    """A refusal worded from its value; the reason inside it (``detail``) too, the ones not yet values by
    their English (a record's refusal inside a damaged save's)."""
    if not strings.is_zh:
        return refusal_text(why, strings, variant)
    extra: dict[str, str] = {}
    if "notation" in why.params:  # an action as recorded (E discard 5m), as players say it
        extra["notation"] = action_text(str(why.params["notation"]), strings)
    detail = why.params.get("detail")
    if isinstance(detail, Refusal):
        extra["detail"] = f"：{_refusal_words(detail, strings, variant)}"
    elif detail is not None:
        said = why_text(str(detail), strings)  # an engine's or scorer's reason given as text
        extra["detail"] = "" if said == str(detail) else f"：{said}"
    return refusal_text(why, strings, variant, **extra)


def scenario_error_text(error: ValueError, strings: Strings, variant: str = "") -> str:
    """A refused scenario as the calculator shows it: a ScenarioError keeps its JSON path before the
    phrase; a scorer's refusal (JH-2's missing indicator) is worded from its value."""
    if isinstance(error, ScenarioError):
        return f"{error.path}: {error_text(error.what, strings, variant)}"
    return error_text(reason_of(error), strings, variant)
