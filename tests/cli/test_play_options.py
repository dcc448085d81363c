"""Issue 26 §1, the command line (shared/spec/cli.md): ``play --option NAME=VALUE`` sets a house rule,
checked exactly as ``simulate --option`` checks it; a value the variant does not allow is refused before
the app starts, with one ``error:`` line and exit status 2."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest
from click.testing import Result

from tests.cli.test_hostile_input import invoke, one_error

BAD = [
    ("jinhua", "ante=0", "--option ante: 0 is below 1 (JH-29)"),
    ("jinhua", "ante=-1", "--option ante: -1 is below 1 (JH-29)"),
    ("cixi", "ante=1.5", "--option ante: 1.5 is not a whole number (CX-16)"),
    ("cixi", 'ante="2"', '--option ante: "2" is not a number (CX-16)'),
    ("cixi", "ante=abc", '--option ante: "abc" is not a number (CX-16)'),
    ("cixi", "ante=true", "--option ante: true is not a number (CX-16)"),
    ("jinhua", "ante=null", "--option ante: null is not a number: this option is never off (JH-29)"),
    ("jinhua", "ante=" + "1" + "0" * 30, "--option ante: a 31-digit number is above 1000 (JH-29)"),
    ("jinhua", "ante=" + "1" + "0" * 26, "--option ante: 100000000000000000000000000 is above 1000 (JH-29)"),
    ("shanghai", "stack=-1", "--option stack: -1 is below 0 (SH-20)"),
    ("shanghai", "max_loss_lezi=-1", "--option max_loss_lezi: -1 is below 0 (SH-17)"),
    ("shanghai", "swap_tiles=maybe", '--option swap_tiles: "maybe" is not true or false (SH-18)'),
    ("jinshan", "ante=2", "--option ante: jinshan has no such option (options: none)"),
    ("cixi", "ante", '--option: expected NAME=VALUE, got "ante"'),
]


class NoApp:
    """Stands in for the app: the command's checks are what is tested, not a terminal session."""

    started: ClassVar[list[Any]] = []
    return_code = 0

    def __init__(self, settings: Any, **kwargs: Any) -> None:
        NoApp.started.append(settings)

    def run(self) -> None:
        pass


@pytest.fixture
def no_app(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    import mahjong_tui.app

    NoApp.started = []
    monkeypatch.setattr(mahjong_tui.app, "make_app", NoApp)
    return NoApp.started


def play(*args: str) -> Result:
    return invoke("play", "--bot-delay", "0", *args)


@pytest.mark.parametrize(("variant", "option", "expected"), BAD)
def test_play_refuses_a_bad_option_before_the_app_starts(no_app: list[Any], variant: str, option: str,
                                                          expected: str) -> None:
    assert one_error(play("--variant", variant, "--option", option)) == f"error: {expected}"
    assert no_app == []


@pytest.mark.parametrize(("variant", "option", "expected"), BAD)
def test_simulate_refuses_the_same_values_with_the_same_words(variant: str, option: str,
                                                              expected: str) -> None:
    line = one_error(invoke("simulate", "--variant", variant, "--hands", "1", "--option", option))
    assert line == f"error: {expected}"


def test_play_starts_with_the_options_given(no_app: list[Any]) -> None:
    result = play("--variant", "shanghai", "--option", "stack=200", "--option", "swap_tiles=true",
                  "--option", "max_loss_lezi=0")
    assert result.exit_code == 0, result.output
    assert no_app[0].options == {"stack": 200, "swap_tiles": True, "max_loss_lezi": 0, "turn_timer": False}


def test_an_option_given_twice_takes_the_last(no_app: list[Any]) -> None:
    assert play("--variant", "cixi", "--option", "ante=2", "--option", "ante=5").exit_code == 0
    assert no_app[0].options["ante"] == 5


@pytest.mark.parametrize(("args", "expected"), [
    (("--option", "ante=2"), "--option: name the game with --variant (its options differ)"),
    (("--resume", "--option", "ante=2"), "--option: a resumed match keeps the options it was started with"),
])
def test_an_option_needs_a_variant_and_no_resume(no_app: list[Any], args: tuple[str, ...],
                                                 expected: str) -> None:
    assert one_error(play(*args)) == f"error: {expected}"
