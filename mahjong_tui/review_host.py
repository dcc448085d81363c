"""The app's side of the review (issue 29): opening a review, its budget and keeping, and "Play on from
here" — a practice table at a reviewed point. A base of :class:`mahjong_tui.app.MahjongApp`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App

if TYPE_CHECKING:  # the app imports this module at its start: what a review needs comes when it opens
    from bots.evaluate import Budget
    from bots.evaluate.review import Decision
    from mahjong_tui.i18n import Strings
    from mahjong_tui.profile import ProfileStore
    from mahjong_tui.replay import ReplayFile
    from mahjong_tui.review_keep import ReviewStore
    from mahjong_tui.settings import GameSettings
    from mahjong_tui.storage import Saves, SaveStore
    from rules.engine import Match


class ReviewHost(App[None]):
    """What the review screen asks of the app (a base of :class:`~mahjong_tui.app.MahjongApp`), and what it
    reads of the app, declared here so that this part of the app does not import the whole of it."""

    settings: GameSettings
    strings: Strings
    store: Saves
    table_store: SaveStore | None
    review_budget_given: Budget | None

    @property
    def profile_store(self) -> ProfileStore:
        raise NotImplementedError  # the app's

    @property
    def game(self) -> ReviewHost:
        return self

    # --- the review (issue 29, screens/review.py) -------------------------------------------------

    def open_review(self, path: Path, hand: int = 1) -> None:
        """Review the player's decisions in a saved, finished or recorded match, at ``hand``."""
        from mahjong_tui.reason_text import error_text
        from mahjong_tui.replay import read_replay
        from mahjong_tui.screens.review import ReviewScreen
        from rules.records import RecordError
        from rules.refusal import reason_of

        app = self.game
        try:
            file = read_replay(path)
        except (RecordError, ValueError) as exc:
            why = error_text(reason_of(exc), app.strings)  # the refusal's value, worded
            app.notify(app.strings("learn.replay_bad", why=why), severity="warning", timeout=8)
            return
        app.push_screen(ReviewScreen(app.strings, file, path.name, self, app.settings.tile_style, hand=hand))

    def review_match(self, match: Match, chair: int) -> None:
        """The last hand of the match on the table, reviewed for ``chair`` (the result screen's key)."""
        from mahjong_tui.catalog import variant_choices
        from mahjong_tui.replay import ReplayFile
        from mahjong_tui.screens.review import ReviewScreen

        app = self.game
        file = ReplayFile(tuple(match.hands), match.first_wall, match.players, match.seed)
        variant = {vid: name for name, vid in variant_choices(app.strings.lang)}[match.variant.id]
        app.push_screen(ReviewScreen(app.strings, file, variant, self, app.settings.tile_style,
                                     hand=len(match.hands), chair=chair))

    def review_budget(self) -> Budget:
        """The CLI's review budget on up to two cores (one a core), unless a test gave its own."""
        from dataclasses import replace

        from bots.evaluate.review import REVIEW_BUDGET
        from bots.evaluate.workers import cores

        given = self.game.review_budget_given
        return given if given is not None else replace(REVIEW_BUDGET, processes=min(2, cores()))

    @property
    def reviews(self) -> ReviewStore:
        from mahjong_tui.review_keep import ReviewStore

        return ReviewStore(self.game.store.directory)

    def keep_review(self, key: str, decisions: list[Decision], variant: str) -> str | None:
        """Keep a computed review and book its chips lost a decision in the profile (once a hand)."""
        problem = self.reviews.save(key, decisions)
        if decisions:
            loss = sum(d.paired_loss for d in decisions)  # the summary's figure, signs and all
            self.game.profile_store.update(lambda p: p.record_review(key, variant, len(decisions), loss))
        return problem

    def play_on(self, file: ReplayFile, hand: int, at: int, chair: int) -> None:
        """Practice from action ``at`` of hand ``hand`` (0-based) of ``file``: the seat reviewed is the
        human, the others the bots they were (a human or an unknown name: the default bot)."""
        from mahjong_tui.i18n import Strings
        from mahjong_tui.review_keep import practice_match
        from mahjong_tui.screens.table import TableScreen
        from mahjong_tui.session import TableSession
        from mahjong_tui.settings import DEFAULT_BOT, HUMAN, bot_names

        app, record, names = self.game, file.hands[hand], bot_names()
        assert file.seed is not None, "a lone hand record has no match to play on"
        players = [*file.players, "", "", "", ""][:4]
        seats = tuple(HUMAN if c == chair else (p if p in names else DEFAULT_BOT)
                      for c, p in enumerate(players))
        settings = app.settings.with_(variant=record.variant, seats=seats, seed=file.seed,
                                      options=dict(record.options), hands=len(file.hands), practice=True,
                                      show_bot_hands=True)
        match = practice_match(record.variant, file.seed, dict(record.options), seats, file.hands,
                               file.first_wall, hand, at)
        while len(app.screen_stack) > 1:
            app.pop_screen()
        app.settings, app.strings = settings, Strings(settings.lang)
        app.table_store = app.store.new_save(settings.variant)
        session = TableSession(settings, match, app.table_store)
        session.save()
        app.push_screen(TableScreen(session, app.strings))
        app.notify(app.strings("review.play_on", hand=hand + 1, step=at), timeout=3)  # it covers the hand
