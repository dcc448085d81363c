"""What a joined seat is told besides the table's moves, in the player's language (issue 30): the room it
sat down at and its house rules, the seats' news (someone sat down, dropped, is played by a bot, is back)
and the connection's (the host went away, the seat was taken back). The table screen and ``join --lines``
both say these; nothing here imports Textual.
"""

from __future__ import annotations

from typing import Any

from mahjong_tui.catalogue import entry
from mahjong_tui.i18n import Strings
from mahjong_tui.net.client_state import Room
from mahjong_tui.option_text import option_name
from rules.variants import get_variant


def variant_title(strings: Strings, variant_id: str) -> str:
    variant = get_variant(variant_id)
    return strings.script(variant.name_zh) if strings.is_zh else f"{variant.name_zh} {variant.name_en}"


def option_value(strings: Strings, value: object) -> str:
    """A house rule's value as the new-game form words it: on / off, a number, or "—" when unset."""
    if isinstance(value, bool):
        return strings("learn.on" if value else "learn.off")
    return "—" if value is None else str(value)


def hands_words(strings: Strings, hands: int) -> str:
    """The match's length as the room line says it ("1 hand", "4 hands"; 0 is open-ended)."""
    if hands <= 0:
        return strings("news.endless")
    return strings("news.one_hand") if hands == 1 else strings("news.hand_count", n=hands)


def room_lines(strings: Strings, room: Room, keys_off: str | None = None) -> list[str]:
    """The seat taken (or taken back), the secret's trouble if it could not be kept, the house rules."""
    title = variant_title(strings, room.variant)
    lines = [strings("news.rejoined" if room.rejoined else "news.joined", code=room.code, variant=title,
                 hands=hands_words(strings, room.hands), chair=room.chair + 1)]
    if keys_off:
        lines.append(strings("news.keys_off", why=keys_off))
    rules = "; ".join(f"{option_name(strings, room.variant, k)}: {option_value(strings, v)}"
                      for k, v in room.options.items())
    lines.append(strings("news.rules", rules=rules) if rules else strings("news.no_rules"))
    return lines


def seat_line(strings: Strings, message: dict[str, Any], own_chair: int | None = None) -> str | None:
    """A ``seat`` message in words ("Bob dropped; a bot plays for them in 30 s"), None if unknown or about
    the reader's own seat (coming back is said by the connection's own line)."""
    event = {"joined": "seat_joined"}.get(message.get("event", ""), message.get("event", ""))
    if event not in ("seat_joined", "dropped", "bot_plays", "back") or message.get("chair") == own_chair:
        return None
    grace = message.get("grace_seconds", 0)
    return strings(f"news.{event}", name=message.get("name"),
                   n=f"{grace:g}" if isinstance(grace, (int, float)) else "?")


def ended_words(strings: Strings, why: str) -> str:
    zh, en = entry("news_ended", why) or (why, why)
    return strings("news.ended", why=strings.pick(zh, en))


def connection_line(strings: Strings, what: str, value: Any) -> str | None:
    """The connection's news in words: lost (the host stopped, or the line broke), back, ended."""
    if what == "lost":
        return strings("news.host_stopped" if value == "host_stopping" else "news.host_lost")
    if what == "back":
        return strings("news.host_back")
    if what == "end" and value not in ("match_over", "left"):
        return ended_words(strings, str(value))
    return None
