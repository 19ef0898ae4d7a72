"""The soak's report (load/soak.py): a Markdown table a minute at a time, the goals checked, the figures as JSON and
a chart as SVG (memory, p99 per kind, threads and files, the database), all in one folder."""
import datetime, json, os

COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf", "#7f7f7f"]
WATCHED = ["move", "read-game", "record", "picture", "legal-moves", "list", "my-games", "profile", "computer-move"]


def panel(top, title, series, minutes, unit):
    """One chart of the series (name -> values a minute) at y offset top: axes, a line per series, a legend."""
    left, width, height = 70, 760, 170
    values = [v for line in series.values() for v in line if v is not None]
    high = max(values) * 1.1 if values else 1
    out = [f'<text x="{left}" y="{top + 14}" font-size="14" font-weight="bold">{title}</text>']
    base = top + 24 + height
    out.append(f'<line x1="{left}" y1="{base}" x2="{left + width}" y2="{base}" stroke="#444"/>')
    out.append(f'<line x1="{left}" y1="{top + 24}" x2="{left}" y2="{base}" stroke="#444"/>')
    for step in range(5):
        y = base - step * height / 4
        out.append(f'<text x="{left - 6}" y="{y + 4}" font-size="10" text-anchor="end">'
                   f'{high * step / 4:.0f}</text>')
        out.append(f'<line x1="{left}" y1="{y}" x2="{left + width}" y2="{y}" stroke="#ddd"/>')
    out.append(f'<text x="{left - 50}" y="{top + 24 + height / 2}" font-size="10">{unit}</text>')
    for tick in sorted({1, minutes, *range(0, minutes + 1, max(1, minutes // 6))} - {0}):
        x = left + (tick - 1) * width / max(1, minutes - 1)
        out.append(f'<text x="{x}" y="{base + 14}" font-size="10" text-anchor="middle">{tick}</text>')
    for index, (name, line) in enumerate(series.items()):
        colour = COLOURS[index % len(COLOURS)]
        points = " ".join(f"{left + i * width / max(1, minutes - 1):.1f},{base - v / high * height:.1f}"
                          for i, v in enumerate(line) if v is not None)
        out.append(f'<polyline fill="none" stroke="{colour}" stroke-width="1.5" points="{points}"/>')
        out.append(f'<text x="{left + width + 8}" y="{top + 38 + index * 14}" font-size="11" fill="{colour}">'
                   f'{name}</text>')
    return out


def chart(rows, minutes):
    kinds = [k for k in WATCHED if any(k in r["kinds"] for r in rows)]
    panels = [
        ("Memory", {"RSS": [r["rssMb"] for r in rows], "heap after GC": [r["heapAfterGcMb"] for r in rows]}, "MB"),
        ("p99 per kind", {k: [r["kinds"].get(k, {}).get("p99") for r in rows] for k in kinds}, "ms"),
        ("Threads and open files", {"threads": [r["threads"] for r in rows],
                                    "open files": [r["openFiles"] for r in rows]}, "count"),
        ("Database", {"size (MB)": [r["databaseMb"] for r in rows],
                      "events (thousands)": [r["events"] / 1000 for r in rows]}, ""),
    ]
    body = []
    for index, (title, series, unit) in enumerate(panels):
        body += panel(10 + index * 230, title, series, minutes, unit)
    height = 10 + len(panels) * 230 + 20
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="980" height="{height}" font-family="sans-serif">'
            f'<rect width="100%" height="100%" fill="white"/>'
            f'<text x="490" y="{height - 6}" font-size="11" text-anchor="middle">minute of the soak</text>'
            + "".join(body) + "</svg>")


def write(minutes, rows, first_errors, folder, flat):
    os.makedirs(folder, exist_ok=True)
    stem = os.path.join(folder, f"{datetime.date.today().isoformat()}-soak-{minutes}m")
    warm = rows[max(1, len(rows) // 5):] or rows  # the first fifth warms the JVM and fills the caches
    goals = []
    for name, key, tolerance in (("RSS", "rssMb", 0.10), ("heap after GC", "heapAfterGcMb", 0.10)):
        ok, first, last = flat([r[key] for r in warm], tolerance)
        goals.append((f"{name} flat within {tolerance:.0%}", ok, f"{first:.0f} -> {last:.0f} MB"))
    for kind in WATCHED:
        values = [r["kinds"][kind]["p99"] for r in warm if kind in r["kinds"]]
        if len(values) >= 3:
            ok, first, last = flat(values, 0.20)
            goals.append((f"p99 of {kind} flat within 20%", ok, f"{first:.1f} -> {last:.1f} ms"))
    # deliveries keep up: what waits at the end is at most what the receivers took in the last minute
    for name, key, counted in (("webhook deliveries", "webhooksWaiting", "webhook deliveries"),
                               ("pushes", "pushesWaiting", "pushes")):
        if len(rows) >= 2 and key in rows[-1]:
            last_minute = rows[-1]["counts"].get(counted, 0) - rows[-2]["counts"].get(counted, 0)
            goals.append((f"{name} keep up", rows[-1][key] <= last_minute,
                          f"{rows[-1][key]:,} waiting at the end, {last_minute:,} delivered in the last minute"))
    errors = sum(r["errors"] for r in rows)
    goals.append(("no error", errors == 0, f"{errors} errors"))
    games = rows[-1]["games"] - rows[0]["games"]
    growth = (rows[-1]["databaseMb"] - rows[0]["databaseMb"]) * 1024 / max(1, games)
    counts = rows[-1]["counts"]  # counted from the start
    moves = counts.get("moves", 0)
    with open(stem + ".json", "w") as out:
        json.dump({"minutes": minutes, "rows": rows, "firstErrors": first_errors}, out, indent=1)
    with open(stem + ".svg", "w") as out:
        out.write(chart(rows, len(rows)))
    lines = [f"# Soak, {minutes} minutes", "",
             "`load/soak.sh " + str(minutes) + "`: the packaged server on the machine's PostgreSQL under mixed traffic"
             " (see load/soak.py). Chart: " + os.path.basename(stem) + ".svg.", "",
             f"{moves:,} moves; {counts.get('games', 0):,} games played by the pairs,"
             f" {counts.get('tournaments finished', 0)} round robins finished, {counts.get('stream events', 0):,} events"
             f" heard by the held streams, {counts.get('pushes', 0):,} pushes and"
             f" {counts.get('webhook deliveries', 0):,} webhook deliveries received;"
             f" {rows[-1]['games']:,} games in the database at the end;"
             f" the database grew {growth:.0f} KB a game made during the soak"
             f" ({rows[0]['databaseMb']:.0f} -> {rows[-1]['databaseMb']:.0f} MB).", "",
             "| goal (after the first fifth) | met | figures |", "|---|---|---|"]
    lines += [f"| {goal} | {'yes' if ok else 'no'} | {figures} |" for goal, ok, figures in goals]
    lines += ["", "| minute | RSS MB | heap after GC MB | threads | files | DB MB | events | errors | move p50/p99 ms |"
              " read p50/p99 ms |", "|---:|---:|---:|---:|---:|---:|---:|---:|---|---|"]
    for r in rows:
        move, read = r["kinds"].get("move", {}), r["kinds"].get("read-game", {})
        lines.append(f"| {r['minute']} | {r['rssMb']:.0f} | {r['heapAfterGcMb']} | {r['threads']} |"
                     f" {r['openFiles']} | {r['databaseMb']:.0f} | {r['events']:,} | {r['errors']} |"
                     f" {move.get('p50', 0):.1f} / {move.get('p99', 0):.1f} |"
                     f" {read.get('p50', 0):.1f} / {read.get('p99', 0):.1f} |")
    if first_errors:
        lines += ["", "First errors:", ""] + [f"- `{e}`" for e in first_errors]
    with open(stem + ".md", "w") as out:
        out.write("\n".join(lines) + "\n")
    print("\n".join(lines))
    print(f"report: {stem}.md, {stem}.json, {stem}.svg")
