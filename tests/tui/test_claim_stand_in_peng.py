"""JH-3 in claims at the table: the claim prompt offers the peng of a discarded 財神 with two 白板 and shows
the tiles it takes (a peng the player may not expect: they hold no copy of the 財神); ``p`` places the
meld."""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.app import make_app
from mahjong_tui.screens.claim import ClaimPrompt, choices_text
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.session import TableSession
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import SaveStore
from rules.engine import Action, ActionKind
from rules.tiles import WHITE, parse_tiles
from tests.tui.conftest import settle


def saved_at_the_offer(home: Path, lang: str) -> Action:
    """Seed 10 against random bots: the human (East) keeps its 白板 and passes every claim until North
    discards the 財神 9萬; the match is saved there, as the app saves after every move."""
    settings = GameSettings(variant="jinhua", seats=("human", "random", "random", "random"), seed=10,
                            bot_delay=0.0, lang=lang)
    session = TableSession.new(settings, SaveStore(home))
    game = session.game
    while game.result is None:
        chair = game.to_act()[0]
        legal = session.legal_actions(chair)
        if chair != 0:
            session.apply(session.bot_for(chair).choose(game.observation(chair)))
            continue
        pengs = [a for a in legal if a.kind is ActionKind.PENG and a.meld]
        if pengs:
            return pengs[0]
        passes = [a for a in legal if a.kind is ActionKind.PASS]
        discards = [a for a in legal if a.kind is ActionKind.DISCARD and a.tile != WHITE
                    and a.tile not in game.wild_kinds]
        session.apply((passes or discards or legal)[-1])
    raise AssertionError("seed 10 no longer offers the human the 白板 peng of a 財神")


async def test_the_prompt_shows_the_stand_in_peng_and_p_places_it(home: Path) -> None:
    offered = saved_at_the_offer(home, "en")
    assert offered.meld == tuple(parse_tiles("9m55z"))
    app = make_app(GameSettings(), resume=True, home=home)
    async with app.run_test(size=(120, 36)) as pilot:
        prompt = await settle(pilot)
        assert isinstance(prompt, ClaimPrompt)
        assert prompt.of_kind(ActionKind.PENG) == [offered]
        lines = [line.rstrip() for line in prompt.choices_text().plain.splitlines()]
        assert lines == [" p  Peng  九萬 白   白", " Esc  Pass"]
        await pilot.press("p")
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        melds = table.session.observation(0).melds[0]
        assert [(m.tiles, m.source) for m in melds] == [(offered.meld, 3)]
        assert table.hand.check_action("discard", ())


def test_a_plain_peng_shows_no_tiles() -> None:
    from mahjong_tui.i18n import Strings
    from mahjong_tui.tiles_view import TileStyle

    peng = Action(0, ActionKind.PENG, parse_tiles("7p")[0])
    choices = choices_text(Strings("zh-Hans"), [peng, Action(0, ActionKind.PASS)],
                           Strings("zh-Hans").faces(TileStyle.CJK))
    assert choices.plain.splitlines()[0] == " p  碰"
