"""Issue 27 bug 3: a Shanghai hand that can no longer win read "2 tiles from ready · aiming 碰碰胡". The
issue's own game, played by keys: the claim prompt warns before the chi that kills the hand (SH-9), and
afterwards the status line and the hint say the hand cannot win instead of steering toward a dead goal."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Static

from mahjong_tui import views
from mahjong_tui.i18n import Strings
from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.widgets.hand import HandView
from mahjong_tui.widgets.status import HintPanel
from rules.engine import ActionKind
from rules.tiles import kind_of
from tests.tui.conftest import act, new_app, settle
from tests.tui.rendered import plain

# discard 五萬, 五筒, 碰 North's 二萬, discard 二條, 吃 North's 3筒 (the steps)
STEPS = (("discard", "5m"), ("discard", "5p"), ("peng", "2m"), ("discard", "2s"), ("chi", "3p"))


async def warning_of(pilot: Pilot[None], prompt: ClaimPrompt) -> str:
    """The prompt's warning line, once the prompt is composed (it is pushed before, under load)."""
    for _ in range(500):
        if prompt.query("#claim-warning"):
            return plain(prompt.query_one("#claim-warning", Static).content, width=200)
        await pilot.pause(0.01)
    raise AssertionError("the claim prompt was never composed")


async def play_until_the_chi(pilot: Pilot[None]) -> ClaimPrompt:
    """Play the issue's steps up to the claim prompt offering the chi of 3筒 (other prompts passed)."""
    screen = await settle(pilot)
    for step, (kind, tile) in enumerate(STEPS):
        for _ in range(40):
            if isinstance(screen, ClaimPrompt) and not screen.of_kind(ActionKind(kind)):
                screen = await act(pilot, "escape")
            elif isinstance(screen, TableScreen) and kind != "discard":
                screen = await act(pilot, "enter")  # throw the drawn tile while waiting for the claim
            else:
                break
        if step == len(STEPS) - 1:
            assert isinstance(screen, ClaimPrompt) and screen.tile == kind_of(tile)
            return screen
        if kind == "discard":
            assert isinstance(screen, TableScreen)
            hand = screen.query_one(HandView)
            hand.selected = hand.layout_data.tiles.index(kind_of(tile))
            await pilot.pause()
            screen = await act(pilot, "enter")
        else:  # the peng of 二萬 leaves 碰碰胡 open: no warning
            assert isinstance(screen, ClaimPrompt)
            assert not (await warning_of(pilot, screen)).strip()
            screen = await act(pilot, kind[0])
    raise AssertionError("unreachable")


async def test_the_chi_that_kills_the_hand_is_warned_and_then_the_hand_is_called_dead(tmp_path: Path) -> None:
    app = new_app(tmp_path, variant="shanghai", seed=969070076, seats=("human", "bot", "bot", "bot"))
    async with app.run_test(size=(120, 36)) as pilot:
        prompt = await play_until_the_chi(pilot)
        warning = await warning_of(pilot, prompt)
        said = "⚠ Chi and you can't win: a chi rules out all pungs, two melded suits the flushes (SH-9)"
        assert " ".join(warning.split()) == said
        assert "Peng" not in warning  # only the claim that kills the hand is warned of
        table = await act(pilot, "c")
        assert isinstance(table, TableScreen)
        session, strings = table.session, Strings("en")
        status = views.status_text(session, 0, strings)
        assert status == "You: can't win: a chi rules out all pungs, two melded suits the flushes (SH-9)"
        hint = views.hint_view(session, 0, strings)
        assert hint.title == "Can't win (SH-9): play safe, throw" and not hint.rows
        assert len(hint.safe_tiles) == 3
        zh = views.hint_view(session, 0, Strings("zh-Hans"))
        assert "SH-9" in zh.title and not any(c.isascii() and c.isalpha() for c in zh.title.replace("SH", ""))
        # the panel names the safe tiles as the hand draws them (issue 27: one name per tile), not "2 Dots"
        await pilot.press("i")
        await pilot.pause()
        panel = plain(table.query_one("#hint", HintPanel).render(), width=200)
        faces = table.faces
        assert all(faces.name(kind) in panel and strings.tile(kind) not in panel for kind in hint.safe_tiles)
