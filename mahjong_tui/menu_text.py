"""Chinese and English text of the way into the game: the first screen, the saved matches, the tour, the
command palette and the saving notices (issue 19), kept apart from :mod:`mahjong_tui.i18n` like
:mod:`mahjong_tui.learn_text`."""

from __future__ import annotations

from mahjong_tui.i18n import BINDINGS_ZH, Strings

# key -> (zh, en); placeholders use str.format names
_TEXT: dict[str, tuple[str, str]] = {
    "welcome": ("麻將 — 金山、上海敲麻、金華、慈溪", "Mahjong — Jinshan, Shanghai knock, Jinhua, Cixi"),
    "resume_latest": ("繼續：{match}", "Resume: {match}"),
    "saved_matches": ("存檔的比賽 ({n})", "Saved matches ({n})"),
    "choose_game": ("選一種玩法", "Choose a game"),
    "quick_start": ("快速開始", "Quick start"),
    "solo": ("單人對電腦", "Solo vs bots"),
    "hot_seat": ("{n} 人輪流", "Hot-seat, {n} players"),
    "watch": ("看四個電腦打", "Watch four bots"),
    "custom": ("自訂新遊戲…", "Custom game…"),
    "tools": ("學習與工具", "Learn and tools"),
    "tool_replay": ("重播", "Replay"),
    "tool_calculator": ("算分器", "Calculator"),
    "tool_drills": ("練習打哪張", "Drills"),
    "tool_profile": ("個人紀錄", "Profile"),
    "tool_lessons": ("學牌課程", "Lessons"),
    "tool_rules": ("規則頁", "Rules"),
    "about_jinshan": ("梅蘭竹菊是百搭，不能打出；至少 20 胡才能胡，台數翻倍。",
                      ("梅蘭竹菊 are wild (百搭) and never discarded; a win needs 20 胡 (points),"
                       " doubled by each 台 (double).")),
    "about_shanghai": ("沒有百搭；先敲才能胡，只有碰碰、清一色、混一色、風一類的牌能胡。",
                       "No wilds; knock (敲) before you may win, and only pung, flush and honour hands win."),
    "about_jinhua": ("翻出的牌定財神，三張財神是百搭；白板可當財神本身。",
                     ("The turned tile names the 財神 (Caishen, the wild): three wild copies;"
                      " 白板 (White dragon) stands for its face.")),
    "about_cixi": ("翻牌的下一張是龍，四張龍是百搭不能打出；同一家最多吃碰兩次。",
                   ("The kind after the turned tile is 龍 (Long, the wild): four copies, never discarded;"
                    " two claims per player.")),
    "saved_title": ("存檔的比賽", "Saved matches"),
    "saved_none": ("還沒有存檔的比賽。", "No saved matches yet."),
    "saved_finished": ("已結束的比賽（可重播）", "Finished matches (replay)"),
    "saved_row": ("{variant} · {seats} · 第 {hand} 局 · {when}",
                  "{variant} · {seats} · hand {hand} · {when}"),
    "saved_row_over": ("{variant} · {seats} · {hand} 局 · {when}",
                       "{variant} · {seats} · {hand} hands · {when}"),
    "saved_help": ("Enter 繼續（已結束的：重播） · r 重播 · v 複盤 · Esc 返回",
                   "Enter resumes (a finished match: replays) · r replays · v reviews · Esc back"),
    "seats_solo": ("你對 {bots} 個電腦", "you vs {bots} bots"),
    "seats_hot": ("{humans} 人輪流", "{humans} humans"),
    "seats_watch": ("四個電腦", "four bots"),
    "damaged_listed": ("{path} 不能用（{reason}），已另存。",
                       "{path} could not be used ({reason}); kept aside."),
    "damaged_left": ("存檔 {path} 不能用（{reason}）；無法移開，留在原處。",
                     "The saved match {path} cannot be used ({reason}); it could not be moved and was left."),
    "saving_off": ("存檔已關閉：{reason}（遊戲照常進行）", "saving is off: {reason} (play goes on)"),
    "saving_on": ("存檔恢復正常", "saving works again"),
    "quit_saved": ("比賽已存檔。繼續：mahjong-tui play --resume，或在首頁選「繼續」。",
                   "Match saved. To come back: mahjong-tui play --resume, or Resume on the first screen."),
    "quit_unsaved": ("存檔已關閉（{reason}）：這場比賽沒有存下。",
                     "Saving was off ({reason}): this match could not be kept."),
    "quit_kept_older": (("存檔已關閉（{reason}）：保留的是最後一次存好的存檔（第 {hand} 局，{when}），"
                         "之後的幾步沒有存下。從那裡繼續：mahjong-tui play --resume，或在首頁選「繼續」。"),
                        ("Saving was off ({reason}): the last good save of this match is kept, from hand "
                         "{hand} at {when}; the moves after it are lost. To go on from there: "
                         "mahjong-tui play --resume, or Resume on the first screen.")),
    "damaged_kept": ("存檔 {name} 不能用（{reason}），已另存為 {path}。",
                     "The saved match {name} cannot be used ({reason}); it was kept aside as {path}."),
    "play_again": ("再來一場", "Play again"),
    "back_to_menu": ("回首頁", "Back to menu"),
    "tour_title": ("牌桌導覽 {n}/{total}", "Table tour {n}/{total}"),
    "tour_next": ("下一步", "Next"),
    "tour_skip": ("跳過", "Skip"),
    "tour_done": ("開始打牌", "Play"),
    "tour_hand": ("最下面是你的手牌。← → 選牌（摸到的牌已選好），Enter 打出；也可以點牌。",
                  ("At the bottom is your hand. ← → select a tile (the drawn one is preselected), Enter "
                  "discards it; a click works too.")),
    "tour_seats": ("四邊是四家：風位、籌碼、花、副露和打過的牌。中間是牌墙、骰子和百搭。",
                   ("Around the edge sit the four players: wind, chips, flowers, melds and discards. "
                   "The centre shows the wall, the dice and the wild tile.")),
    "tour_claims": ("別人打牌時會問你：c 吃、p 碰、k 槓、w 胡、Esc 過。輪到你時 w 自摸、k 暗槓。",
                    ("When someone discards you are asked: c chi, p peng, k kong, w win, Esc pass. On your "
                    "turn w wins self-drawn and k makes a kong.")),
    "tour_help": ("i 提示、F1 按鍵說明、F2 規則頁、ctrl+p 所有指令、ctrl+q 存檔離開（下次可繼續）。",
                  ("i hints, F1 the keys, F2 the rules page, ctrl+p every command, ctrl+q saves and quits "
                  "(resume it later).")),
    "cmd_new_game": ("新遊戲", "New game"),
    "cmd_new_game_help": ("打開新遊戲表單", "Open the new-game form"),
    "cmd_menu": ("首頁", "First screen"),
    "cmd_menu_help": ("回到首頁：繼續、存檔、快速開始",
                      "Back to the first screen: resume, saves, quick starts"),
    "cmd_resume": ("繼續最近的比賽", "Resume the latest match"),
    "cmd_saved": ("存檔的比賽", "Saved matches"),
    "cmd_saved_help": ("列出所有存檔，繼續或重播", "List every saved match to resume or replay"),
    "cmd_tour": ("牌桌導覽", "Table tour"),
    "cmd_tour_help": ("再看一次牌桌與按鍵的介紹", "Show the tour of the table's panels and keys again"),
    "cmd_quick": ("快速開始：{what}（{variant}）", "Quick start: {what} ({variant})"),
    "cmd_key": ("按鍵 {key}", "key {key}"),
    "cmd_search": ("搜尋指令…", "Search for commands…"),  # the palette's empty input
    "bot_testing": ("（測試用）", " (testing)"),
}

# the footer's words in Chinese for this module's screens (Strings.key_word reads BINDINGS_ZH)
BINDINGS_ZH.update({
    "first.resume": "繼續", "first.saved": "存檔", "first.new_game": "新遊戲", "first.rules": "規則",
    "first.help": "說明", "first.replay": "重播", "first.calculator": "算分", "first.drills": "練習",
    "first.lessons": "學牌",
    "first.profile": "戰績", "saved.resume": "繼續", "saved.replay": "重播", "saved.close": "返回",
    "summary.again": "再來", "summary.menu": "首頁", "tour.next": "下一步", "tour.skip": "跳過",
    "new_game.back": "返回", "app.palette": "指令",
})


def menu_say(strings: Strings, key: str, **values: object) -> str:
    """The text for ``key`` in the app's language."""
    zh, en = _TEXT[key]
    text = strings.pick(zh, en)  # zh-Hans or zh-Hant as the reader reads
    return text.format(**values) if values else text
