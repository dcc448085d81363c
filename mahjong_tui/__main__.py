from mahjong_tui.cli import main

main()
