"""Draw the README's picture of the table: the app exports it itself (Textual's ``save_screenshot``).

    python docs/screenshots/make.py

Plays a fixed match headless at 120×36 (Shanghai, seed 969070076, English, bots without delay): the
human throws each tile it draws and passes every claim for nine turns, then the screen is saved as
``docs/screenshots/table.svg``. Run it again whenever the table changes; the same seed draws the same
table.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent.parent))  # the repository, when run from a checkout

from mahjong_tui.app import make_app
from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings

SIZE = (120, 36)
TURNS = 9


async def until_asked(app: object, limit: float = 20.0) -> object:
    """Wait while the bots play, until the human is asked (its turn, or a claim prompt on top)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while loop.time() < deadline:
        await asyncio.sleep(0.01)
        screen = app.screen  # type: ignore[attr-defined]
        if isinstance(screen, TableScreen) and screen.claim_prompt.is_open:
            return screen.claim_prompt
        if isinstance(screen, TableScreen) and screen.acting is not None:
            return screen
    raise TimeoutError("the table never asked the human")


async def draw(target: Path) -> None:
    settings = GameSettings(variant="shanghai", seed=969070076, lang="en", bot_delay=0.0,
                            seats=("human", "normal", "normal", "normal"))
    app = make_app(settings, home=Path(tempfile.mkdtemp()))
    app.turn_tick = None
    async with app.run_test(size=SIZE) as pilot:
        turns = 0
        while True:
            screen = await until_asked(app)
            if isinstance(screen, TableScreen) and turns == TURNS:
                break  # the human's own turn: the table as it is played, no prompt over it
            turns += not isinstance(screen, ClaimPrompt)
            await pilot.press("escape" if isinstance(screen, ClaimPrompt) else "enter")
        await pilot.pause()
        app.save_screenshot(filename=target.name, path=str(target.parent))


if __name__ == "__main__":
    asyncio.run(draw(HERE / "table.svg"))
    print(f"wrote {HERE / 'table.svg'}")
