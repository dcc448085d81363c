"""Players that see only their seat's observation and answer with an action. Pure Python."""
