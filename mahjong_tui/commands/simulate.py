"""`mahjong-tui simulate`: bots play complete hands with no UI, every hand checked (shared/spec/cli.md).

Each hand is checked for tile conservation after every action (136/144 tiles accounted for), that
every action was legal, and that chips sum to zero. A failure exits 1 naming the seed and the hand.
Hands are played as one match (dealer rotation and carried counters); ``--duplicate`` plays every
deal four times with the bots rotated through the chairs, each deal as a fresh hand.
"""

from __future__ import annotations

import json
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import click

from bots import BOTS, Bot, get_bot
from mahjong_tui.cli import UserError, cli_refusal, print_error
from mahjong_tui.commands.decision_times import DecisionTimes
from mahjong_tui.commands.options import parse_option_pairs
from rules.engine import Action, Game, IllegalAction, Match, hand_record
from rules.engine.observation import observe
from rules.records import write_json_atomic
from rules.variants import VARIANT_IDS

MAX_HANDS = 10_000_000  # about four hours of play at today's speed: past it is a typo
SEED_LIMIT = 2**63 - 1  # a seed fits in 64 bits, as every hand's seed does


@dataclass
class PlayerStats:
    bot: str
    wins: int = 0
    self_drawn: int = 0
    deal_ins: int = 0
    net: int = 0
    decision_seconds: DecisionTimes = field(default_factory=DecisionTimes)  # every choose(), bucketed

    def decision_ms_p99(self) -> float | None:
        """99th percentile of this bot's decision times in ms (issue 8: at most 50 ms), to within 0.5 %."""
        p99 = self.decision_seconds.percentile_ms(0.99)
        return None if p99 is None else round(p99, 3)

    def to_json(self, all_wins: int) -> dict[str, Any]:
        low, high = wilson_interval(self.wins, all_wins)
        return {
            "bot": self.bot, "wins": self.wins, "self_drawn": self.self_drawn, "deal_ins": self.deal_ins,
            "net": self.net, "decision_ms_p99": self.decision_ms_p99(),
            "win_share": round(self.wins / all_wins, 4) if all_wins else None,
            "win_share_ci95": [round(low, 4), round(high, 4)] if all_wins else None,
        }


def wilson_interval(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval (95% with z = 1.96) of a share ``successes / trials``; (0, 1) with no trials."""
    if trials == 0:
        return 0.0, 1.0
    share = successes / trials
    spread = z * z / trials
    centre = (share + spread / 2) / (1 + spread)
    half = z * math.sqrt(share * (1 - share) / trials + spread / (4 * trials)) / (1 + spread)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Simulation:
    variant: str
    seed: int
    bots: list[str]
    hands: int = 0
    draws: int = 0
    seconds: float = 0.0
    players: list[PlayerStats] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "seed": self.seed,
            "hands": self.hands,
            "seconds": round(self.seconds, 3),
            "hands_per_second": round(self.hands / self.seconds, 1) if self.seconds > 0 else None,
            "draws": self.draws,
            "players": [p.to_json(sum(q.wins for q in self.players)) for p in self.players],
            "checks": {
                "tile_conservation": True, "legal_actions": True, "zero_sum": True,
                "failures": len(self.failures), "details": self.failures[:10],
            },
        }


class CheckFailed(Exception):
    pass


def play_checked(game: Game, seated: Sequence[Bot],
                 decision_seconds: Sequence[DecisionTimes] | None = None) -> None:
    """Play a hand to its end with the bots in their chairs, checking every step: the action was offered
    (``Game.apply`` refuses any other, and is asked once), and the running tile counts add up to the set
    (C-1); the tiles kind by kind and zero-sum chips at the end (and kind by kind as soon as a count is off,
    to say what went wrong)."""
    total = game.total_tiles
    clock = time.perf_counter
    # each chair's decisions (decision_ms_p99)
    timed = decision_seconds or [DecisionTimes() for _ in range(4)]
    # bound once per hand, not looked up per action
    choosers = [bot.choose for bot in seated]
    record = [times.append for times in timed]
    counted = game.tiles_counted
    while game.result is None:
        chair = game.turn if game.phase == "turn" else game.to_act()[0]
        obs = observe(game, chair, game.legal_actions(chair))  # ``game.observation``, a call less a decision
        started = clock()
        action = choosers[chair](obs)
        record[chair](clock() - started)
        try:
            if action.chair != chair:  # another chair's action may be legal for it, never for this one
                raise IllegalAction(f"chair {chair} cannot act for chair {action.chair}")
            game.apply(action)  # checks the action against the very list the observation offered
        except IllegalAction as exc:
            if not _offered(action, obs.legal_actions):
                raise CheckFailed(f"{seated[chair].name} at chair {chair}"
                                  f" chose an illegal action {action}") from exc
            raise CheckFailed(f"engine refused a listed action {action}: {exc}") from exc
        if counted() != total:
            raise CheckFailed(f"tile conservation after {action}: {game.tiles_counted()} tiles counted, "
                              f"{game.tiles_accounted()} recounted, not {total}; "
                              f"{game.conservation_problem()}")
    problem = game.conservation_problem()
    if problem is not None:
        raise CheckFailed(f"tile conservation at the end of the hand: {problem}")
    if sum(game.result.net) != 0:
        raise CheckFailed(f"chips do not sum to zero: {game.result.net}")


def _offered(action: Action, legal: Sequence[Action]) -> bool:
    """``action in legal``, trying identity first: bots return the engine's own shared instances."""
    for offered in legal:
        if offered is action:
            return True
    return action in legal


def _tally(sim: Simulation, game: Game, bot_at: Sequence[int]) -> None:
    result = game.result
    assert result is not None
    sim.hands += 1
    if not result.winners:
        sim.draws += 1
    for chair in range(4):
        stats = sim.players[bot_at[chair]]
        stats.net += result.net[chair]
        if chair in result.winners:
            stats.wins += 1
            stats.self_drawn += result.discarder is None
    if result.discarder is not None and result.winners:
        sim.players[bot_at[result.discarder]].deal_ins += 1


def simulate_hands(variant: str, hands: int, seed: int, bot_names: Sequence[str], *, duplicate: bool = False,
                   options: dict[str, Any] | None = None,
                   progress: Callable[[int], None] | None = None, record: Path | None = None) -> Simulation:
    """Play ``hands`` hands (deals × 4 with ``duplicate``) and return the counts; failures are collected.
    ``record``: a directory where each match is written as a record (:func:`write_match`,
    :func:`write_deal`)."""
    sim = Simulation(variant, seed, list(bot_names), players=[PlayerStats(name) for name in bot_names])
    bots = [get_bot(name, random.Random(f"{seed}:bot:{i}")) for i, name in enumerate(bot_names)]
    start = time.perf_counter()
    if duplicate:
        deals = random.Random(seed)
        for deal in range(hands):
            hand_seed, dealer = deals.getrandbits(63), deal % 4
            for rotation in range(4):
                bot_at = [(chair + rotation) % 4 for chair in range(4)]
                game = Game(variant, hand_seed, dealer, None, options)
                _play_one(sim, game, [bots[i] for i in bot_at], bot_at,
                          f"deal {deal + 1} rotation {rotation}")
                if record is not None and game.result is not None:
                    write_deal(record, game, [bot_names[i] for i in bot_at], seed, deal, rotation)
                if progress:
                    progress(1)
    else:
        match = Match(variant, seed, options, tuple(bot_names))
        for number in range(hands):
            game = match.next_hand()
            _play_one(sim, game, bots, [0, 1, 2, 3], f"hand {number + 1}")
            if game.result is not None:
                match.close_hand(game)
                if record is None:  # a record keeps every hand
                    forget_old_hands(match)
            else:
                match.game = None  # a failed hand is dropped; the match goes on from the same state
            if progress:
                progress(1)
        if record is not None:
            match.save(record / f"{variant}-{seed}.json")
    sim.seconds = time.perf_counter() - start
    return sim


def write_deal(directory: Path, game: Game, players: Sequence[str], seed: int, deal: int,
               rotation: int) -> None:
    """A duplicate hand as a hand record (C-7) with its seats' players, which ``replay`` and ``review``
    read: ``<variant>-<seed>-deal<N>-<rotation>.json``."""
    data = {**hand_record(game).to_json(), "players": list(players)}
    write_json_atomic(directory / f"{game.variant.id}-{seed}-deal{deal + 1}-{rotation}.json", data)


def forget_old_hands(match: Match) -> None:
    """Memory flat in the run's length: of the match's hand records keep only what the next hand reads —
    the last dealer's run of hands (連莊, ``Match.dealer_streak``) and the one before it, which ends it."""
    hands = match.hands
    start = len(hands) - 1
    while start > 0 and hands[start - 1].dealer == hands[-1].dealer:
        start -= 1
    del hands[:max(0, start - 1)]


def _play_one(sim: Simulation, game: Game, seated: Sequence[Bot], bot_at: Sequence[int], where: str) -> None:
    try:
        play_checked(game, seated, [sim.players[bot_at[chair]].decision_seconds for chair in range(4)])
    except CheckFailed as exc:
        sim.failures.append(f"seed {sim.seed}, {where} (hand seed {game.seed}): {exc}")
        return
    except Exception as exc:  # noqa: BLE001 — a crash in the engine or a bot is a failed check, not a traceback
        sim.failures.append(f"seed {sim.seed}, {where} (hand seed {game.seed}): "
                            f"{exc.__class__.__name__}: {exc}")
        return
    _tally(sim, game, bot_at)


def _parse_bots(text: str) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if len(names) == 1:
        names = names * 4
    if len(names) != 4:
        raise UserError.of("bots_count", n=len(names))
    for name in names:
        if name not in BOTS:
            raise UserError.of("bots_unknown", name=name, choices=", ".join(sorted(BOTS)))
    return names


@click.command("simulate")
@click.option("--variant", required=True, type=click.Choice(VARIANT_IDS), help="Which game to play.")
@click.option("--hands", default=100, show_default=True, type=click.IntRange(1, MAX_HANDS),
              help="Hands (deals with --duplicate).")
@click.option("--seed", default=1, show_default=True, type=click.IntRange(-SEED_LIMIT, SEED_LIMIT),
              help="Seed of the whole run.")
@click.option("--bots", "bots_text", default="random", show_default=True,
              help="One or four bot names, comma-separated.")
@click.option("--duplicate", is_flag=True,
              help="Play every deal four times, rotating the bots through the seats.")
@click.option("--option", "given_options", multiple=True, help="A house rule, NAME=VALUE (repeatable).")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@click.option("--record", "record_dir", type=click.Path(path_type=Path, file_okay=False), default=None,
              help="Write every simulated match as a record file in this directory (replay and review "
                   "read it).")
def simulate(variant: str, hands: int, seed: int, bots_text: str, duplicate: bool,
             given_options: tuple[str, ...],
             as_json: bool, record_dir: Path | None) -> None:
    """Bots play complete hands with rule checks; prints counts, speed and check results."""
    names = _parse_bots(bots_text)
    options = parse_option_pairs(variant, given_options)
    if record_dir is not None:
        try:
            record_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UserError.of("record_dir", folder=record_dir, why=exc.strerror or exc) from None
    if as_json:
        sim = simulate_hands(variant, hands, seed, names, duplicate=duplicate, options=options,
                             record=record_dir)
        click.echo(json.dumps(sim.to_json(), ensure_ascii=False, indent=2))
    else:
        sim = _with_progress(variant, hands, seed, names, duplicate, options, record_dir)
    if sim.failures:
        print_error(cli_refusal("checks_failed", n=len(sim.failures), first=sim.failures[0]))
        sys.exit(1)


def _with_progress(variant: str, hands: int, seed: int, names: list[str], duplicate: bool,
                   options: dict[str, Any], record: Path | None) -> Simulation:
    from rich.console import Console
    from rich.progress import Progress
    from rich.table import Table

    console = Console()
    total = hands * (4 if duplicate else 1)
    with Progress(console=console, transient=True) as bar:
        task = bar.add_task(f"{variant}: playing", total=total)
        sim = simulate_hands(variant, hands, seed, names, duplicate=duplicate, options=options,
                             progress=lambda n: bar.advance(task, n), record=record)
    data = sim.to_json()
    table = Table(title=f"{variant}: {sim.hands} hands in {data['seconds']} s "
                        f"({data['hands_per_second']} hands/s), {sim.draws} drawn")
    for column in ("seat", "bot", "wins", "win share (95% CI)", "self-drawn", "deal-ins", "net", "p99 ms"):
        table.add_column(column, justify="left" if column in ("seat", "bot") else "right")
    for index, (player, row) in enumerate(zip(sim.players, data["players"])):
        share = "-" if row["win_share"] is None else (
            f"{row['win_share']:.0%} ({row['win_share_ci95'][0]:.0%}–{row['win_share_ci95'][1]:.0%})")
        table.add_row(str(index), player.bot, str(player.wins), share, str(player.self_drawn),
                      str(player.deal_ins), str(player.net), str(row["decision_ms_p99"]))
    console.print(table)
    console.print(f"checks: tile conservation, legal actions, zero-sum — failures: {len(sim.failures)}")
    return sim
