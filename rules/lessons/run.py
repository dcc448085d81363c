"""Playing a lesson over the engine: its wall and dealer, its scripted chairs, its stops (issue 21).

:class:`LessonRun` follows one lesson's hand. The table (the app's, or :func:`play_lesson` here, headless)
asks it three things: the scripted action of a chair (:meth:`LessonRun.scripted`), the stop the player is
at (:attr:`LessonRun.stop`) and, for an action the player chose, whether it is refused and why
(:meth:`LessonRun.refusal`); it tells it each action before applying it (:meth:`LessonRun.note`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rules.engine import Action, ActionKind, Game, IllegalAction, Match
from rules.engine.actions import CHAIR_LETTERS
from rules.engine.state import HandResult
from rules.engine.wall import stacked_wall
from rules.lessons.model import PLAYER, Lesson, LessonError, Stop
from rules.tiles import full_set, parse_tiles
from rules.variants import get_variant


def lesson_wall(lesson: Lesson) -> list[int]:
    """The lesson's wall in draw order: its hands dealt, then the indicator, its draws, the rest; its tail
    last."""
    variant = get_variant(lesson.variant)
    hands = [parse_tiles(h) for h in lesson.hands]
    indicator = parse_tiles(lesson.indicator) if lesson.indicator else []  # one tile the variant turns (load)
    try:
        return stacked_wall(full_set(variant.table_rules.with_flowers), hands, lesson.dealer,
                            draws=parse_tiles(lesson.draws),
                            tail=parse_tiles(lesson.tail), indicator=indicator[0] if indicator else None)
    except ValueError as exc:  # a kind asked for more often than the set holds it
        raise LessonError(f"{lesson.file}: hands/draws/tail: more copies of a tile"
                          f" than {variant.id}'s set has") from exc


def lesson_match(lesson: Lesson) -> Match:
    """The lesson's match with its first hand dealt: the stacked wall, the lesson's dealer."""
    match = Match(lesson.variant, lesson.seed, lesson.options, first_wall=lesson_wall(lesson))
    match.dealer = lesson.dealer  # the lesson says who deals, not the first dice roll
    match.carry = dict(lesson.carry)  # as if earlier hands had been played (SH-16 荒番)
    match.next_hand()
    return match


@dataclass(frozen=True)
class Refusal:
    """Why the player's action is not the one this stop teaches: the stop, and the game's own reason
    (the engine's refusal of an illegal action, or its why-not for the player's hand), if it has one."""

    stop: Stop
    game_reason: str | None


class LessonRun:
    """Where one lesson stands: the next stop and each scripted chair's next action."""

    def __init__(self, lesson: Lesson, game: Game) -> None:
        self.lesson = lesson
        self.game = game
        self.next_stop = 0
        self.script_at = dict.fromkeys(lesson.script, 0)

    @property
    def stop(self) -> Stop | None:
        """The stop the player is at now: the next one, once its action is among the player's choices."""
        game = self.game
        if self.next_stop >= len(self.lesson.stops) or PLAYER not in game.to_act():
            return None
        stop = self.lesson.stops[self.next_stop]
        return stop if any(stop.matches(str(a)) for a in game.legal_actions(PLAYER)) else None

    @property
    def over(self) -> bool:
        stops_done = self.next_stop >= len(self.lesson.stops)
        return self.game.result is not None or (self.lesson.end_after_stops and stops_done)

    def scripted(self, chair: int) -> Action | None:
        """The chair's scripted action now; PASS in a claim its script does not make; None once its script
        is played (an ordinary bot then). A scripted action the table does not allow is a broken lesson."""
        actions = self.lesson.script.get(chair, ())
        at = self.script_at.get(chair, 0)
        if at >= len(actions):
            return None
        legal = self.game.legal_actions(chair)
        wanted = Action.parse(actions[at])
        for action in legal:
            if action == wanted or (not wanted.meld and str(action) == actions[at]):
                return action
        if self.game.phase in ("claim", "rob"):
            return next(a for a in legal if a.kind is ActionKind.PASS)
        shown = ", ".join(map(str, legal[:3])) + (f" … {len(legal)} in all" if len(legal) > 3 else "")
        raise LessonError(f"{self.lesson.file}: script.{CHAIR_LETTERS[chair]}[{at}]: {actions[at]!r} is not "
                          f"possible now (choices: {shown})")

    def drop_script(self, chair: int) -> None:
        """The chair plays as an ordinary bot from now on (its script cannot go on in this hand)."""
        self.script_at[chair] = len(self.lesson.script.get(chair, ()))

    def refusal(self, action: Action) -> Refusal | None:
        """None when the action is what the stop teaches (or no stop is on); else why it is refused."""
        stop = self.stop
        if stop is None or action.chair != PLAYER:
            return None
        legal = action in self.game.legal_actions(PLAYER)
        if legal and stop.matches(str(action)):
            return None
        if not legal:
            try:
                self.game.apply(action)  # refused before anything changes: the engine's own reason
            except IllegalAction as exc:
                return Refusal(stop, str(exc))
            raise LessonError(f"{self.lesson.file}: the engine took {action} that it did not offer")
        return Refusal(stop, self.game.why_not_win(PLAYER))

    def note(self, action: Action) -> None:
        """Book an action about to be applied: a stop passed, a scripted action played."""
        stop = self.stop
        if stop is not None and action.chair == PLAYER and stop.matches(str(action)):
            self.next_stop += 1
        actions = self.lesson.script.get(action.chair, ())
        at = self.script_at.get(action.chair, 0)
        if at < len(actions) and (str(action) == actions[at] or action == Action.parse(actions[at])):
            self.script_at[action.chair] = at + 1


Chooser = Callable[[Game, int], Action]


@dataclass
class LessonTrace:
    """What a headless play of a lesson met: each stop reached, each refusal, how it ended."""

    stops: list[Stop] = field(default_factory=list)
    wins_offered: list[bool] = field(default_factory=list)  # at each stop: whether the table offered a win
    refusals: list[Refusal] = field(default_factory=list)
    winners: tuple[int, ...] = ()
    ended: bool = False
    result: HandResult | None = None  # the hand's end, when the lesson played it to one


def play_lesson(lesson: Lesson, bot: Chooser, *, wrong_first: bool = False,
                max_actions: int = 400) -> LessonTrace:
    """Play a lesson through headless: the taught action at each stop (after the stop's wrong one, with
    ``wrong_first``), scripted chairs as scripted, every other choice (the player's free moves too) by
    ``bot``."""
    match = lesson_match(lesson)
    game = match.game
    assert game is not None
    run, trace = LessonRun(lesson, game), LessonTrace()
    for _ in range(max_actions):
        if run.over:
            break
        action = _next_action(run, bot, trace, wrong_first)
        run.note(action)
        match.apply(action)
    trace.ended = run.over
    trace.winners = tuple(game.result.winners) if game.result is not None else ()
    trace.result = game.result
    return trace


def check_playable(lesson: Lesson, bot: Chooser, max_actions: int = 400) -> None:
    """Play the lesson through headless as :func:`play_lesson` does, at load, so that a player never meets a
    broken lesson: raises :class:`LessonError` when a scripted move is not legal when its turn comes, a stop
    is never reached, the hand does not end, or the hand is not won by the lesson's winner."""
    try:
        trace = play_lesson(lesson, bot, max_actions=max_actions)
    except LessonError:
        raise
    except Exception as exc:  # a lesson is data: a fault its hand meets is the file's, named, not a crash
        raise LessonError(f"{lesson.file}: cannot be played: {type(exc).__name__}: {exc}") from exc
    if len(trace.stops) < len(lesson.stops):
        missing = len(trace.stops)
        expect = lesson.stops[missing].expect
        raise LessonError(f"{lesson.file}: stop[{missing}]: {expect!r} is never reached")
    if not trace.ended:
        raise LessonError(f"{lesson.file}: the hand does not end within {max_actions} actions")
    if lesson.winner is not None and trace.winners != (lesson.winner,):
        won = " ".join(CHAIR_LETTERS[c] for c in trace.winners) or "nobody"
        raise LessonError(f"{lesson.file}: winner: {CHAIR_LETTERS[lesson.winner]} should win, {won} does")


def _next_action(run: LessonRun, bot: Chooser, trace: LessonTrace, wrong_first: bool) -> Action:
    game = run.game
    chairs = game.to_act()
    others = [c for c in chairs if c != PLAYER]
    chair = others[0] if others else PLAYER
    scripted = run.scripted(chair)
    if scripted is not None:
        return scripted
    stop = run.stop if chair == PLAYER else None
    if stop is None:
        return bot(game, chair)
    trace.stops.append(stop)
    trace.wins_offered.append(any(a.kind is ActionKind.WIN for a in game.legal_actions(PLAYER)))
    if wrong_first:
        refusal = run.refusal(Action.parse(stop.wrong))
        if refusal is None:
            raise LessonError(f"{run.lesson.file}: stop {stop.expect!r}:"
                              f" its wrong action {stop.wrong!r} is taught")
        trace.refusals.append(refusal)
    return next(a for a in game.legal_actions(PLAYER) if stop.matches(str(a)))
