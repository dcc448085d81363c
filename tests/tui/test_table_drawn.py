"""Each element of the table as drawn (issue 16): framed tiles and the compact form, tile backs, the wall,
rivers, melds with the claimed tile and its supplier, whose turn, the action log, the too-small notice."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import RichLog, Static

from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.session import TableSession
from mahjong_tui.tiles_view import TileSize
from mahjong_tui.widgets.centre import CentrePanel, Stack, wall_ring
from mahjong_tui.widgets.hand import HandView
from mahjong_tui.widgets.river import RiverView
from mahjong_tui.widgets.seat import SeatPanel
from tests.tui.conftest import new_app, own_turn, settle


def shown(widget: object) -> str:
    return str(widget.render())  # type: ignore[attr-defined]


async def test_hand_tiles_are_framed_blocks_at_120_and_one_row_below_100(home: Path) -> None:
    sizes = (((120, 36), TileSize.FRAMED), ((80, 24), TileSize.COMPACT), ((200, 60), TileSize.LARGE))
    for size, form in sizes:
        app = new_app(home, variant="jinshan", seed=7, seats=("human", "normal", "normal", "hard"))
        async with app.run_test(size=size) as pilot:
            table = await settle(pilot)
            assert isinstance(table, TableScreen)
            hand = table.query_one(HandView)
            assert hand.tile_size() is form, size
            drawing = shown(hand)
            if form is TileSize.COMPACT:
                assert "┌" not in drawing and "▲" in drawing  # the selected tile marked under it
            else:
                assert drawing.count("┌") + drawing.count("╔") == len(hand.layout_data.tiles)
                assert "╔" in drawing and "★" in drawing  # the wilds 蘭 竹 in double frames
                lifted = drawing.splitlines()[0]
                assert lifted.strip().startswith("┌") and lifted.count("┌") == 1  # the drawn tile stands up


async def test_opponents_show_backs_the_centre_the_wall_and_whose_turn(home: Path) -> None:
    app = new_app(home, variant="cixi", seed=3)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        obs = table.session.observation(0)
        top = table.query_one("#seat-top", SeatPanel)
        assert top.view is not None and "▆" * top.view.concealed in shown(top)
        centre = table.query_one(CentrePanel)
        wall = centre.view.wall
        standing = sum({Stack.ONE: 1, Stack.TWO: 2, Stack.KEPT_ONE: 1, Stack.KEPT_TWO: 2}.get(s, 0)
                       for s in wall.stacks)
        assert standing == obs.wall_tiles and wall.draw_at is not None and wall.replace_at is not None
        assert any(s in (Stack.KEPT_ONE, Stack.KEPT_TWO) for s in wall.stacks)  # CX-4 kept back
        assert wall.indicator_at is not None and wall.stacks[wall.indicator_at] is Stack.GONE  # CX-1 turned
        text = shown(centre)
        assert "█" in text and "◆" in text and f"Wall {obs.wall_count} · ends at 34" in text
        asked = table.session.to_act()[0]
        seat = table.query_one(f"#seat-{('bottom', 'right', 'top', 'left')[asked]}", SeatPanel)
        lit = seat.get_component_styles("seat--frame-turn").color
        assert "▶" in text and seat.has_class("-to-move") and seat.styles.border_top == ("round", lit)
        others = [p for p in table.query(SeatPanel) if p is not seat]
        assert all(p.styles.border_top[1] != lit and not p.has_class("-to-move") for p in others)


def test_the_wall_shrinks_from_the_break_and_the_replacement_end() -> None:
    fresh = wall_ring(136, 0, 0, 0, 0, 5)
    assert fresh.stacks.count(Stack.TWO) == 68
    dealt = wall_ring(136, 53, 2, 0, 0, 5)
    assert dealt.stacks.count(Stack.GONE) == 26 + 1 and dealt.stacks.count(Stack.ONE) == 1
    assert dealt.draw_at == 5 + 26  # the half-taken stack after the break is next
    assert dealt.replace_at == 3  # two stacks before the break: one was taken whole from that end
    turned = wall_ring(136, 54, 0, 0, 0, 5, indicator=53)
    assert turned.indicator_at == 5 + 26  # the tile after the deal, turned up where it lay


async def test_rivers_melds_and_the_log_after_a_claim(home: Path) -> None:
    # seed 21, Jinshan: North's 4萬 lets the human chi; the meld shows where the tile came from
    app = new_app(home, variant="jinshan", seed=21)
    async with app.run_test(size=(120, 36)) as pilot:
        prompt = await settle(pilot)
        assert isinstance(prompt, ClaimPrompt)
        await pilot.press("1")
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        own = table.query_one("#seat-bottom", SeatPanel)
        assert own.view is not None and own.view.melds
        supplier = own.view.melds[0].supplier
        assert f"←{supplier}" in shown(own)
        log = table.query_one("#log", RichLog)
        text = "".join(str(line.text) for line in log.lines)  # the log wraps long lines at its width
        assert text.startswith("— Hand 1 —")
        assert f"吃 3 Characters, 4 Characters, 5 Characters from {supplier}" in text, text
        position = next(p.id.removeprefix("seat-") for p in table.query(SeatPanel)
                        if p.view is not None and p.view.wind == supplier)
        river = table.query_one(f"#river-{position}", RiverView).river
        assert river.claimed[-1]  # the claimed discard is struck
        await own_turn(pilot, table)
        await settle(pilot)
        mine = table.strings.wind(table.session.observation(0).winds[0])
        assert f"{mine} discards " in "".join(str(line.text) for line in log.lines)


async def test_below_80x24_a_notice_instead_of_the_table(home: Path) -> None:
    app = new_app(home, variant="shanghai")
    async with app.run_test(size=(70, 20)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        notice = table.query_one("#too-small", Static)
        assert notice.display and "at least 80×24" in str(notice.content)
        row = table.query_one("#table-row")
        assert not row.display or row.styles.display == "none"
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert table.query_one("#too-small").styles.display == "none"
        assert table.query_one("#table-row").styles.display == "block"


async def test_every_applied_action_is_posted_and_an_overlay_can_hold_the_bots(home: Path) -> None:
    """The seam for a lesson callout: ActionApplied after each action (with the log's words), and
    pause_for_overlay() holds the table until resume_after_overlay()."""
    from mahjong_tui.messages import ActionApplied

    app = new_app(home, variant="jinshan", seed=7, seats=("human", "normal", "normal", "hard"))
    heard: list[ActionApplied] = []
    async with app.run_test(size=(120, 36), message_hook=lambda m: heard.append(m) if isinstance(
            m, ActionApplied) else None) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        assert heard and all(m.words for m in heard if m.action.kind.value == "discard")
        table.pause_for_overlay()
        await pilot.press("enter")  # the human's discard is applied; the bots then wait
        await pilot.pause(0.2)
        step = table.session.step
        assert table.session.to_act() and table.session.to_act()[0] != 0
        await pilot.pause(0.2)
        assert table.session.step == step
        assert "discards" in heard[-1].words
        table.resume_after_overlay()
        await settle(pilot)
        assert table.session.step > step


def _session(home: Path, variant: str) -> TableSession:
    from mahjong_tui.settings import GameSettings
    from mahjong_tui.storage import SaveStore

    return TableSession.new(GameSettings(variant=variant, seed=3, lang="en"), SaveStore(home))


def test_river_rows_are_what_the_variant_says(home: Path) -> None:
    """CX-17: Cixi's rivers sit in rows of ten, every other variant's in rows of six — asked of the
    variant."""
    from mahjong_tui.i18n import Strings
    from mahjong_tui.table_view import TableView

    rows = {}
    for variant in ("jinshan", "shanghai", "jinhua", "cixi"):
        session = _session(home / variant, variant)
        view = TableView.build(session.observation(0), session, Strings("en"), 0)
        rows[variant] = {river.row for river in view.rivers}
    assert rows == {"jinshan": {6}, "shanghai": {6}, "jinhua": {6}, "cixi": {10}}


def test_binding_after_the_variants_number_of_claims_on_one_supplier() -> None:
    """承包 as it happens, from the claims between two chairs: JH-8 makes the supplier liable at the third
    claim; SH-14 binds both players whichever claimed; the other variants have none."""
    from mahjong_tui.i18n import Strings
    from mahjong_tui.table_log import Binding, bindings_after
    from mahjong_tui.table_view import binding_marks, binding_rule
    from rules.engine import Event

    def claims(pairs: list[tuple[int, int]]) -> list[Event]:
        return [Event("peng", claimer, 5, {"from": supplier}) for claimer, supplier in pairs]

    jinhua = binding_rule("jinhua")
    assert bindings_after(claims([(0, 1), (0, 1)]), jinhua) == []
    assert bindings_after(claims([(0, 1), (0, 1), (2, 1), (0, 1)]), jinhua) == [(3, Binding(0, 1, False))]
    shanghai = binding_rule("shanghai")  # SH-14: one way or the other, three claims bind the pair once
    made = bindings_after(claims([(0, 1), (1, 0), (0, 1), (0, 1), (1, 0), (1, 0)]), shanghai)
    assert made == [(3, Binding(0, 1, True))]
    assert binding_rule("jinshan") is None and binding_rule("cixi") is None
    en, winds = Strings("en"), (0, 1, 2, 3)
    assert binding_marks([Binding(0, 1, False)], 0, en, winds) == ["South liable"]
    assert binding_marks([Binding(0, 1, False)], 1, en, winds) == ["liable for East"]
    assert binding_marks([Binding(0, 1, True)], 1, en, winds) == ["bound: East"]
    assert binding_marks([Binding(0, 1, True)], 2, en, winds) == []
