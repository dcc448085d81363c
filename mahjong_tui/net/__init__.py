"""Playing at one table from several terminals (issue 30): ``mahjong-tui host`` and ``join``.

The protocol is JSON lines over TCP (docs/protocol.md). The host runs the engine alone; each client is
sent only what its seat's :class:`~rules.engine.Observation` holds, so a client can paint the whole table
and hand back one of the actions it was offered.

- :mod:`.codec` the engine's values (tiles, actions, events, observations, results) as JSON and back.
- :mod:`.wire` one line of the protocol: read with bounds, the stable error codes.
- :mod:`.seat_state` what one seat is sent: built from that seat's observation and public facts only.
- :mod:`.table` the hosted table: seats, secrets, bots, the grace period, the save after every action.
- :mod:`.server` the asyncio server: connections, limits, bounded send queues.
- :mod:`.client` the headless client core ``join`` and outside programs build on.
"""
