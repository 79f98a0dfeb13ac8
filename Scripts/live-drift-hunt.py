#!/usr/bin/env python3
"""Random steps into a real terminal (tmux), each few compared with a full repaint.

    Scripts/live-drift-hunt.py BINARY [ARGS…] [--seed N] [--steps N] [--size 72x22]

Runs `BINARY ARGS` in a detached tmux pane (tmux erases with the current background colour,
as xterm does), sends random keys and clicks with random pauses (so the run loop batches some
input and its timers fire between others), and every third step waits for timers to settle,
captures the pane with its colours, forces a full repaint with a resize there and back, and
captures again. Any difference is a drift between what Decl drew frame by frame and what it
draws from scratch; the steps so far are printed (exit 1). Unlike `DECL_FUZZ`, which replays
the encoder's bytes through Decl's own terminal model, this checks the live run loop and a
terminal Decl did not write.
"""
import argparse
import random
import subprocess
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("command", nargs="+")
parser.add_argument("--seed", type=int, default=1)
parser.add_argument("--steps", type=int, default=300)
parser.add_argument("--size", default="72x22")
options = parser.parse_args()
width, height = (int(part) for part in options.size.lower().split("x"))
session = f"decl-drift-{options.seed}"
keys = ["Tab", "BTab", "Enter", "Up", "Down", "Left", "Right", "M-Down", "M-Up", "End", "Home",
        "PageUp", "PageDown", "C-k", "b", "9", "Space"]


def tmux(*arguments):
    return subprocess.run(["tmux", *arguments], capture_output=True, text=True).stdout


def capture():
    return tmux("capture-pane", "-p", "-e", "-t", session)


tmux("kill-session", "-t", session)
tmux("new-session", "-d", "-s", session, "-x", str(width), "-y", str(height),
     " ".join(options.command))
time.sleep(1.5)
random_source = random.Random(options.seed)
steps = []
try:
    for index in range(options.steps):
        if random_source.random() < 0.7:
            key = random_source.choice(keys)
            tmux("send-keys", "-t", session, key)
            steps.append(key)
        else:
            x, y = random_source.randrange(width), random_source.randrange(height)
            click = f"\x1b[<0;{x + 1};{y + 1}M\x1b[<0;{x + 1};{y + 1}m"
            tmux("send-keys", "-t", session, "-l", click)
            steps.append(f"click {x},{y}")
        time.sleep(random_source.choice([0, 0, 0.01, 0.02, 0.05, 0.1, 0.3, 1.1]))
        if index % 3 != 2:
            continue
        time.sleep(1.4)
        drawn = capture()
        tmux("resize-window", "-t", session, "-x", str(width + 1))
        time.sleep(0.3)
        tmux("resize-window", "-t", session, "-x", str(width))
        time.sleep(0.4)
        repainted = capture()
        if drawn != repainted:
            print(f"drift after {index + 1} steps: {', '.join(steps)}")
            print("--- drawn frame by frame\n" + drawn + "\n--- repainted\n" + repainted)
            sys.exit(1)
        steps.append("repaint")
    print(f"no drift in {options.steps} steps from seed {options.seed} at {options.size}")
finally:
    tmux("kill-session", "-t", session)
