#!/usr/bin/env python3
"""Where the CPU went in a JFR recording (LOAD_JFR=file.jfr load/run.sh): the share of execution samples whose
stack holds each package group, and the hottest frames. Usage: python3 load/hot.py file.jfr"""
import collections, subprocess, sys

GROUPS = [("rules engine", "com.taflpost.rules."), ("Hibernate", "org.hibernate."), ("JDBC driver", "org.postgresql."),
          ("Jackson", "com.fasterxml.jackson."), ("Narayana (transactions)", "com.arjuna."),
          ("Vert.x / Netty", ("io.vertx.", "io.netty.")), ("JWT", ("io.smallrye.jwt.", "org.jose4j.")),
          ("Taflpost", "com.taflpost.")]

text = subprocess.run(["jfr", "print", "--events", "jdk.ExecutionSample", "--stack-depth", "64", sys.argv[1]],
                      capture_output=True, text=True, check=True).stdout
samples, inclusive, top, ours = 0, collections.Counter(), collections.Counter(), collections.Counter()
for event in text.split("jdk.ExecutionSample")[1:]:
    frames = [line.strip().split("(")[0] for line in event.splitlines() if "line:" in line]
    if not frames:
        continue
    samples += 1
    top[frames[0]] += 1
    for frame in set(frames):
        if frame.startswith(("com.taflpost.", "org.hibernate.engine.", "org.hibernate.internal.")):
            ours[frame] += 1
    for name, prefixes in GROUPS:
        if any(frame.startswith(prefixes) for frame in frames):
            inclusive[name] += 1
print(f"{samples} samples")
for name, _ in GROUPS:
    print(f"  {name}: {100 * inclusive[name] / max(samples, 1):.0f}% (in the stack)")
print("hottest frames:")
for frame, count in top.most_common(15):
    print(f"  {100 * count / samples:5.1f}% {frame}")
print("methods of Taflpost and Hibernate's engine in the stack:")
for frame, count in ours.most_common(25):
    print(f"  {100 * count / samples:5.1f}% {frame}")
