"""The `mahjong-tui` command: a click group whose subcommands live in `mahjong_tui.commands`.

Every command reports bad input as one line on stderr (``error: ...``) with exit status 2, never a
traceback (shared/spec/cli.md). Subcommands are imported lazily so that `analyze --batch` does not pay
for the Textual app at process start.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Mapping
from typing import Any

import click

from rules.refusal import Param, Refusal

# name -> (module, attribute); a command appears once its module exists
COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("mahjong_tui.commands.play", "play"),
    "score": ("mahjong_tui.commands.score", "score"),
    "analyze": ("mahjong_tui.commands.analyze", "analyze"),
    "simulate": ("mahjong_tui.commands.simulate", "simulate"),
    "replay": ("mahjong_tui.commands.replay", "replay"),
    "review": ("mahjong_tui.commands.review", "review"),
    "learn": ("mahjong_tui.commands.learn", "learn"),
    "host": ("mahjong_tui.commands.host", "host"),
    "join": ("mahjong_tui.commands.join", "join"),
    "serve": ("mahjong_tui.commands.serve", "serve"),
}


class UserError(click.ClickException):
    """Bad input: printed as ``error: <message>`` on one line, exit status 2. ``refusal`` is the message's
    value when it is a refusal (a file, a record, an option, a scenario's value, the command line's own
    refusal of an argument: :meth:`of`): its English is the line."""

    exit_code = 2

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.refusal = message if isinstance(message, Refusal) else None

    @classmethod
    def of(cls, key: str, **params: object) -> UserError:
        """The command line's refusal ``key`` of an argument (:func:`cli_refusal`)."""
        return cls(cli_refusal(key, **params))

    def show(self, file: Any = None) -> None:
        print_error(one_line(self.format_message()))


def cli_refusal(key: str, **params: object) -> Refusal:
    """The command line's refusal ``key`` (words.toml [cli]) with its ``params``: a value whose English, the
    catalogue's, is the line the contract prints (shared/spec/cli.md)."""
    from mahjong_tui.catalogue import entry  # read on the first error, not when a command starts

    values: dict[str, Param] = {name: value if isinstance(value, (int, str)) else str(value)
                                for name, value in params.items()}
    _zh, english = entry("cli", key) or ("", key)
    return Refusal.worded(english.format(**values), "", key, values)


def print_error(line: str) -> None:
    """The one place an ``error:`` line is printed (on stderr)."""
    click.echo(f"error: {line}", err=True)


def one_line(message: str) -> str:
    """A message as the single ``error:`` line of the contract: its lines joined, runs of spaces closed,
    and a word past 200 characters (a 5,000-digit ``--seed`` echoed back by click) cut short."""
    return " ".join(word if len(word) <= 200 else f"{word[:60]}…({len(word)} characters)"
                    for word in message.split())


def check_home(environ: Mapping[str, str] | None = None) -> None:
    """``MAHJONG_TUI_HOME`` must name a folder (or one yet to be made): naming a file started the game and
    said "File exists" on every save (issue 27)."""
    home = (os.environ if environ is None else environ).get("MAHJONG_TUI_HOME")
    if home and os.path.exists(home) and not os.path.isdir(home):
        raise UserError.of("home_not_folder", home=home)


class LazyGroup(click.Group):
    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """``mahjong-tui --lang zh`` (no command, then ``play``'s options) is ``mahjong-tui play --lang zh``:
        the bare command opens the game, so it takes the game's options too."""
        if args and args[0].startswith("-") and args[0] not in ("--help", "--version"):
            args = ["play", *args]
        return super().parse_args(ctx, args)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [name for name in COMMANDS if self._load(name) is not None]

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        return self._load(cmd_name)

    @staticmethod
    def _load(name: str) -> click.Command | None:
        if name not in COMMANDS:
            return None
        module_name, attr = COMMANDS[name]
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name == module_name:
                return None
            raise
        command: click.Command = getattr(module, attr)
        return command


@click.group(cls=LazyGroup, invoke_without_command=True)
@click.version_option(package_name="mahjong-tui")
@click.pass_context
def cli(ctx: click.Context) -> None:
    """Terminal mahjong: 金山 Jinshan, 上海敲麻 Shanghai knock, 金華 Jinhua and 慈溪 Cixi.

    Without a command, opens the game at the new-game screen; play's options may be given
    (mahjong-tui --lang zh-Hant).
    """
    if ctx.invoked_subcommand is None:
        play = LazyGroup._load("play")
        if play is None:
            raise UserError.of("no_game_screen")
        ctx.invoke(play)


def main(argv: list[str] | None = None) -> None:
    try:
        cli.main(args=argv, prog_name="mahjong-tui", standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:  # a UserError, or click's: a Choice's list wraps over lines
        print_error(one_line(exc.format_message()))
        sys.exit(2 if isinstance(exc, click.UsageError) else exc.exit_code)
    except click.Abort:
        print_error(cli_refusal("aborted"))
        sys.exit(1)
    except ValueError as exc:  # TileError, ScenarioError, ... : bad input that slipped past a command
        print_error(str(exc))
        sys.exit(2)
