"""Chinese and English text of the learning screens (replay, calculator, drills, profile, practice, explained
scores), kept apart from :mod:`mahjong_tui.i18n` so that the table's strings and these grow independently."""

from __future__ import annotations

from mahjong_tui.i18n import Strings

# key -> (zh, en); placeholders use str.format names
_TEXT: dict[str, tuple[str, str]] = {
    "rule_not_on_page": ("規則頁上沒有 {rule}", "{rule} is not on this rules page"),
    "explained": ("分數怎麼來", "How the score was made"),
    "step_items": ("{unit}：{terms} = {total}", "{unit}: {terms} = {total}"),
    "step_payment": ("{payer} 付 {payee} {amount}（{why}）", "{payer} pays {payee} {amount} ({why})"),
    "step_net": ("本局輸贏：{net}", "Net this hand: {net}"),
    "open_rule_hint": ("點規則編號可看規則頁", "Click a rule id to open it on the rules page"),
    "menu": ("選單", "Menu"),
    "menu_play": ("開始新遊戲", "New game"),
    "menu_resume": ("繼續上次的比賽", "Resume the saved match"),
    "menu_replay": ("重播存檔", "Replay a saved hand"),
    "menu_calculator": ("算分器", "Score calculator"),
    "menu_drills": ("練習：打哪張", "Drills: which discard"),  # short: a button at 80 columns
    "menu_profile": ("個人紀錄", "Profile"),
    "menu_lessons": ("學牌課程", "Lessons"),
    "menu_rules": ("規則頁", "Rules pages"),
    "practice": ("練習模式（可悔牌）", "Practice (undo allowed)"),
    "show_bot_hands": ("顯示電腦的牌", "Show the bots' hands"),
    "undo_done": ("已悔牌：回到你上一步之前", "Undone: back before your last action"),
    "undo_nothing": ("沒有可悔的動作", "Nothing of yours to undo in this hand"),
    "undo_not_practice": ("只有練習模式可以悔牌", "Undo is for practice games only"),
    "replay_title": ("重播 {file}", "Replay {file}"),
    "replay_step": ("第 {hand} 局 · 第 {step}/{total} 步", "Hand {hand} · step {step}/{total}"),
    "replay_start": ("發牌", "the deal"),
    "replay_file": ("存檔路徑", "Record file"),
    "replay_open": ("打開", "Open"),
    "replay_bad": ("無法重播：{why}", "Cannot replay: {why}"),
    "calc_title": ("算分器", "Score calculator"),
    "calc_hand": ("手牌（不含胡的牌）", "Concealed tiles (without the win tile)"),
    "calc_melds": ("副露，如 碰:中中中 吃:四五六萬@西", "Melds, e.g. peng:中中中 chi:456萬@W"),
    "calc_flowers": ("花", "Flowers"),
    "calc_win_tile": ("胡的牌", "Win tile"),
    "calc_seat": ("胡的人 (風位)", "Winner (seat wind)"),
    "calc_from": ("放沖的人 (空白 = 自摸)", "Discarder (blank = self-drawn)"),
    "calc_flags": ("其他", "Flags"),
    "calc_self_drawn": ("自摸", "self-drawn"),
    "calc_flag_after_kong": ("槓上開花", "won on a kong replacement"),
    "calc_flag_first_turn": ("天胡 / 地胡", "won on the first turn"),
    "calc_flag_last_tile": ("海底", "last tile of the wall"),
    "calc_flag_robbed_kong": ("搶槓", "robbed a kong"),
    "calc_context": ("牌桌情況", "Table context"),
    "calc_score": ("算分", "Score"),
    "calc_error": ("錯誤：{why}", "Error: {why}"),
    "calc_pick": ("點牌加入手牌", "Click a tile to add it to the hand"),
    "drill_title": ("練習：打哪張？ ({variant})", "Drill: what would you discard? ({variant})"),
    "drill_question": ("第 {n} 題 — 你會打哪張？", "Question {n} — what would you discard?"),
    "drill_right": ("對！{tile} 是最好的選擇之一。", "Right! {tile} is one of the best discards."),
    "drill_wrong": ("不是最好：你打 {tile}，最好是 {best}。",
                    "Not the best: you threw {tile}; best is {best}."),
    "drill_row": ("打 {tile}：向聽 {shanten}，進張 {ukeire}{waits}", ("{tile}: {shanten} tiles from ready, "
                  "{ukeire} tiles that help{waits}")),
    "drill_waits": ("，聽 {waits}", ", waits {waits}"),
    "drill_why_shanten": ("它讓手牌離聽牌最近（向聽 {shanten}）", ("it leaves the hand closest to ready "
                          "({shanten} tiles from ready)")),
    "drill_why_ukeire": ("同樣向聽下進張最多（{ukeire} 張）", ("among those, the most tiles that help "
                         "({ukeire} left to draw)")),
    "drill_accuracy": ("正確 {right}/{total}（{percent}%）", "Right {right}/{total} ({percent}%)"),
    "drill_next": ("按 n 下一題", "Press n for the next question"),
    "wild_note": ("{wild}：{tiles}", "{wild}: {tiles}"),
    "profile_title": ("個人紀錄", "Profile"),
    "profile_games": ("比賽", "Matches played"),
    "profile_hands": ("已打局數", "Hands played"),
    "profile_wins": ("胡牌", "Hands won"),
    "profile_chips": ("累計籌碼", "Lifetime chips"),
    "profile_title_row": ("稱號 (JH-30)", "Title (JH-30)"),
    "profile_next_title": ("下一個稱號", "Next title"),
    "profile_next_at": ("{title}（累計 {chips:+d} 籌碼）", "{title} at {chips:+d} lifetime chips"),
    "profile_drills": ("練習正確率", "Drill accuracy"),
    "profile_damaged": ("個人紀錄損壞，已另存為 {path}", "The profile was damaged; it was kept as {path}"),
    "profile_by_variant": ("各玩法", "By variant"),
    "none_yet": ("尚無", "none yet"),
    "on": ("開", "on"),
    "off": ("關", "off"),
}


def say(strings: Strings, key: str, **values: object) -> str:
    """The text for ``key`` in the app's language."""
    zh, en = _TEXT[key]
    text = strings.pick(zh, en)
    return text.format(**values) if values else text
