"""What a joined seat is told besides the table's moves, in the player's language (issue 30): the room it
sat down at and its house rules, the seats' news (someone sat down, dropped, is played by a bot, is back)
and the connection's (the host went away, the seat was taken back). The table screen and ``join --lines``
both say these; nothing here imports Textual.
"""

from __future__ import annotations

from typing import Any

from mahjong_tui.i18n import Strings
from mahjong_tui.net.client_state import Room
from mahjong_tui.option_text import option_name
from rules.variants import get_variant

# (zh, en); zh in traditional characters, shown in the reader's script
_WORDS: dict[str, tuple[str, str]] = {
    "joined": ("已入座：房間 {code}，{variant}，{hands}；你是 {chair} 號座位",
               "Seated: room {code}, {variant}, {hands}; you are seat {chair}"),
    "hand_count": ("{n} 局", "{n} hands"),
    "one_hand": ("1 局", "1 hand"),
    "endless": ("不限局數", "hands without end"),
    "rejoined": ("回到座位：房間 {code}，{variant}；你是 {chair} 號座位",
                 "Back at your seat: room {code}, {variant}; you are seat {chair}"),
    "given_back": ("你不在時由電腦代打：現在交還給你",
                   "A bot played your seat while you were away: it is yours again"),
    "rules": ("本桌規則：{rules}", "House rules: {rules}"),
    "no_rules": ("本桌規則：預設", "House rules: the defaults"),
    "keys_off": ("座位密鑰沒能存下 ({why})：斷線後只有這個視窗能回到座位",
                 "The seat's secret could not be kept ({why}): only this window can take the seat back"),
    "dropped": ("{name} 斷線了，{n} 秒後由電腦代打", "{name} dropped; a bot plays for them in {n} s"),
    "bot_plays": ("{name} 由電腦代打", "A bot plays for {name}"),
    "back": ("{name} 回來了", "{name} is back"),
    "seat_joined": ("{name} 入座", "{name} sat down"),
    "host_stopped": ("主機停了（牌局已存檔），等它回來…",
                     "The host stopped (the table is saved); waiting for it…"),
    "host_lost": ("和主機斷線了，正在重新連線…", "Lost the host; reconnecting…"),
    "host_back": ("重新連上主機，回到座位", "Reconnected: back at your seat"),
    "waiting": ("等待其他玩家入座（{n}/{of}）…", "Waiting for the other players to sit down ({n}/{of})…"),
    "went_on": ("等待其他玩家開始下一局…", "Waiting for the others to start the next hand…"),
    "refused": ("主機拒絕：{why}", "The host refused: {why}"),
    "ended": ("連線結束：{why}", "Connection ended: {why}"),
    "leave": ("離開牌桌", "Leave the table"),
    "match_done": ("比賽結束，謝謝一起打牌", "The match is over: thanks for playing"),
    "left": ("你離開了牌桌；用同一個名字再加入就能回到座位",
             "You left the table; join again with the same name to take your seat back"),
}

# why a table ended for this seat (TableClient.ended), in words
_ENDED: dict[str, tuple[str, str]] = {
    "host_gone": ("主機不見了：十分鐘內沒能重新連上", "the host is gone: no answer for ten minutes"),
    "replaced": ("這個座位在別處重新加入了", "your seat was taken back from somewhere else"),
    "room_full": ("牌桌已滿或已結束", "the table is full or over"),
    "name_taken": ("這個名字的座位需要它的密鑰", "that name's seat needs its secret"),
    "bad_code": ("房間號不對", "wrong room code"),
}


def say(strings: Strings, key: str, **values: object) -> str:
    zh, en = _WORDS[key]
    return strings.pick(zh, en).format(**values)


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
        return say(strings, "endless")
    return say(strings, "one_hand") if hands == 1 else say(strings, "hand_count", n=hands)


def room_lines(strings: Strings, room: Room, keys_off: str | None = None) -> list[str]:
    """The seat taken (or taken back), the secret's trouble if it could not be kept, the house rules."""
    title = variant_title(strings, room.variant)
    lines = [say(strings, "rejoined" if room.rejoined else "joined", code=room.code, variant=title,
                 hands=hands_words(strings, room.hands), chair=room.chair + 1)]
    if keys_off:
        lines.append(say(strings, "keys_off", why=keys_off))
    rules = "; ".join(f"{option_name(strings, room.variant, k)}: {option_value(strings, v)}"
                      for k, v in room.options.items())
    lines.append(say(strings, "rules", rules=rules) if rules else say(strings, "no_rules"))
    return lines


def seat_line(strings: Strings, message: dict[str, Any], own_chair: int | None = None) -> str | None:
    """A ``seat`` message in words ("Bob dropped; a bot plays for them in 30 s"), None if unknown or about
    the reader's own seat (coming back is said by the connection's own line)."""
    event = {"joined": "seat_joined"}.get(message.get("event", ""), message.get("event", ""))
    if event not in ("seat_joined", "dropped", "bot_plays", "back") or message.get("chair") == own_chair:
        return None
    grace = message.get("grace_seconds", 0)
    return say(strings, event, name=message.get("name"), n=f"{grace:g}" if isinstance(grace, (int, float))
               else "?")


def ended_words(strings: Strings, why: str) -> str:
    zh, en = _ENDED.get(why, (why, why))
    return say(strings, "ended", why=strings.pick(zh, en))


def connection_line(strings: Strings, what: str, value: Any) -> str | None:
    """The connection's news in words: lost (the host stopped, or the line broke), back, ended."""
    if what == "lost":
        return say(strings, "host_stopped" if value == "host_stopping" else "host_lost")
    if what == "back":
        return say(strings, "host_back")
    if what == "end" and value not in ("match_over", "left"):
        return ended_words(strings, str(value))
    return None
