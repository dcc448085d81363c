"""Authoring aid for lesson files: play one lesson headless and print every action, stop and refusal.

    .venv/bin/python -m tests.rules.lesson_trace rules/variants/shanghai/lessons/01-knock.toml

The ordinary bot of the player's free moves and of unscripted chairs is the registry's ``normal`` bot with
a generator fixed by the lesson's seed and the position, as the app's table makes it (session.bot_for).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import bots
from rules.engine import Action, Game
from rules.lessons import Lesson, LessonRun, lesson_match, load_lesson


def ordinary_bot(lesson: Lesson) -> object:
    def choose(game: Game, chair: int) -> Action:
        rng = random.Random(f"{lesson.seed}:{len(game.actions)}:{chair}")
        return bots.get_bot("normal", rng).choose(game.observation(chair))
    return choose


def trace(lesson: Lesson) -> None:
    match = lesson_match(lesson)
    game = match.game
    assert game is not None
    run = LessonRun(lesson, game)
    choose = ordinary_bot(lesson)
    print("dealt:", [game.observation(c).concealed for c in range(4)], "indicator", game.indicator, "dice",
          game.dice)
    for _ in range(300):
        if run.over:
            break
        chairs = game.to_act()
        others = [c for c in chairs if c != 0]
        chair = others[0] if others else 0
        action = run.scripted(chair)
        stop = run.stop if chair == 0 else None
        if action is None and stop is not None:
            refusal = run.refusal(Action.parse(stop.wrong))
            print(f"  STOP {stop.expect}: wrong {stop.wrong} -> {refusal and refusal.game_reason!r}")
            action = next(a for a in game.legal_actions(0) if stop.matches(str(a)))
        elif action is None:
            action = choose(game, chair)  # type: ignore[operator]
        print(" ", action, "| legal:", " ".join(map(str, game.legal_actions(chair))) if chair == 0 else "")
        run.note(action)
        match.apply(action)
    result = game.result
    print("over:", run.over, "result:", result and (result.winners, result.net), "stops left",
          len(lesson.stops) - run.next_stop)
    if result is not None and result.scores:
        for s in result.scores.values():
            print("  ", s)


if __name__ == "__main__":
    path = Path(sys.argv[1])
    trace(load_lesson(path, path.parent.parent.name))
