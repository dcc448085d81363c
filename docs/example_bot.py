"""A bot that takes a seat at a mahjong-tui table over the protocol (docs/protocol.md), standard library only.

    python3 docs/example_bot.py 127.0.0.1:40123 ROOMCODE [NAME]

It wins whenever it may, passes every claim and swap, and discards the tile it just drew (else the first
discard offered). It answers only with an offered action's id, once per state (a state may come twice).
"""

import json
import socket
import sys


def choose(state):
    offers = state["actions"]
    for kind in ("win", "next_hand", "pass"):
        for offer in offers:
            if offer["kind"] == kind:
                return offer
    drawn = state["observation"]["drawn"]
    discards = [offer for offer in offers if offer["kind"] == "discard"]
    return next((o for o in discards if o["tile"] == drawn), discards[0] if discards else offers[0])


def main():
    host, port = sys.argv[1].rsplit(":", 1)
    name = sys.argv[3] if len(sys.argv) > 3 else "example-bot"
    with socket.create_connection((host, int(port))) as sock, sock.makefile("rwb") as stream:
        def send(message):
            stream.write(json.dumps(message).encode() + b"\n")
            stream.flush()

        send({"type": "hello", "protocol": 1, "code": sys.argv[2], "name": name})
        answered = None
        for line in stream:
            message = json.loads(line)
            if message["type"] == "error":
                print(f"error: {message['code']}: {message['message']}", file=sys.stderr)
            elif message["type"] == "state" and message["actions"] and message["step"] != answered:
                answered = message["step"]
                send({"type": "action", "step": answered, "id": choose(message)["id"]})
            elif message["type"] == "match_end":
                print("scores", *message["scores"])
            elif message["type"] == "bye":
                return


if __name__ == "__main__":
    main()
