"""One module per subcommand of `mahjong-tui`; `mahjong_tui.cli` finds them by name."""
