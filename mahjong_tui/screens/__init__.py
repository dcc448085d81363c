"""The app's screens: new game, table, claim prompt, hand result, match summary, help, rules page."""
