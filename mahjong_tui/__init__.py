"""mahjong-tui: the Textual app and the command line around the `rules` engine."""

__version__ = "0.1.0"
