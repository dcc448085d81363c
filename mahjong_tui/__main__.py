from mahjong_tui.cli import main

# the evaluator's worker processes (spawn) import this module again: it must not start the program
if __name__ == "__main__":
    main()
