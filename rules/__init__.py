"""The game of mahjong-tui: tiles, hands, analysis, the table engine, variants and scoring.

Pure Python: nothing here imports textual, rich or click.
"""
