"""Widgets of the table. They are handed what to show (attributes down) and post messages up; none holds
game state."""
