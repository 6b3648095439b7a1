"""Loading and plotting inkrec's JSON outputs for the notebooks in this folder.

The notebooks never compute a metric themselves: every number comes from the `inkrec` binary
(`inkrec eval shapes|handwriting --json`, `inkrec train --log-json`), run by
`scripts/notebooks.sh`, which writes the JSON files and a `manifest.json` naming each run and the
exact command that produced it. This module only reads those files and draws them.

Data folder: `$INKREC_NOTEBOOK_DATA` when set, else `output/` beside this file.
Coordinates in stroke and shape data are canvas points with y down (inkrec's convention), so
every ink axis is drawn with y inverted.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import numpy as np
import matplotlib.pyplot as plt
from matplotlib.axes import Axes

HOW_TO_GENERATE = (
    "run `scripts/notebooks.sh` from the repository root: it builds inkrec, runs the evaluations "
    "and the training, and writes this folder (or set INKREC_NOTEBOOK_DATA to a folder that holds "
    "manifest.json)"
)


class MissingInput(RuntimeError):
    """An input file or a key the notebook needs is not there; the message says how to get it."""


# MARK: - Loading


def data_dir() -> Path:
    """The folder holding manifest.json and the JSON outputs it names."""
    configured = os.environ.get("INKREC_NOTEBOOK_DATA")
    return Path(configured) if configured else Path(__file__).resolve().parent / "output"


def load_json(path: Path) -> object:
    """Parses one JSON file; a missing or malformed file raises MissingInput naming it."""
    if not path.is_file():
        raise MissingInput(f"{path} is missing: {HOW_TO_GENERATE}.")
    try:
        return json.loads(path.read_text())
    except json.JSONDecodeError as error:
        raise MissingInput(f"{path} is not valid JSON ({error}): regenerate it; {HOW_TO_GENERATE}.")


def runs(kind: str) -> list[dict]:
    """The manifest's runs of one kind (`eval-shapes`, `eval-shapes-validation`, `eval-handwriting`, `train`), each with
    `name`, `command` and `data` (the parsed JSON output). Raises MissingInput when there is none."""
    folder = data_dir()
    manifest = load_json(folder / "manifest.json")
    selected = [run for run in manifest.get("runs", []) if run.get("kind") == kind]
    if not selected:
        raise MissingInput(
            f"{folder / 'manifest.json'} lists no `{kind}` run: the inputs it needs were not found "
            f"when the folder was generated (see its `skipped` list: {manifest.get('skipped', [])}).")
    for run in selected:
        run["data"] = load_json(folder / run["file"])
    return selected


def require(obj: dict, key: str, run: dict, why: str) -> object:
    """`obj[key]`, or MissingInput naming the run's command and what the key is for."""
    if not isinstance(obj, dict) or key not in obj:
        raise MissingInput(
            f"`{run['command']}` printed no `{key}` key, which the notebook needs for {why} "
            f"(keys present: {sorted(obj) if isinstance(obj, dict) else type(obj).__name__}).")
    return obj[key]


def percent(value) -> str:
    """A share as a percentage; `n/a` for null (inkrec writes null where a rate has no samples,
    e.g. `false_snap_rate` without `none` samples) and for its "nan" strings."""
    return "n/a" if value is None or not math.isfinite(float(value)) else f"{float(value):.2%}"


def describe(run: dict) -> str:
    """One line naming a run and the command that produced it."""
    return f"{run['name']}: `{run['command']}`"


# MARK: - Evaluation results


def confusion_matrix(confusion: dict) -> tuple[list[str], np.ndarray]:
    """Sorted labels and the count matrix (rows: expected, columns: predicted) from inkrec's
    `confusion` object, `{expected: {predicted: count}}` with non-zero cells only."""
    labels = sorted({str(e) for e in confusion} | {str(p) for row in confusion.values() for p in row})
    index = {label: i for i, label in enumerate(labels)}
    matrix = np.zeros((len(labels), len(labels)))
    for expected, row in confusion.items():
        for predicted, count in row.items():
            matrix[index[str(expected)], index[str(predicted)]] = count
    return labels, matrix


def plot_confusion(ax: Axes, confusion: dict, title: str) -> None:
    """Row-normalized confusion matrix (each row is the share of an expected class), counts in cells
    when the matrix is small enough to read."""
    labels, counts = confusion_matrix(confusion)
    totals = counts.sum(axis=1, keepdims=True)
    shares = np.divide(counts, totals, out=np.zeros_like(counts), where=totals > 0)
    image = ax.imshow(shares, cmap="Blues", vmin=0, vmax=1)
    ax.set_xticks(range(len(labels)), labels, rotation=60, ha="right", fontsize=8)
    ax.set_yticks(range(len(labels)), labels, fontsize=8)
    ax.set_xlabel("predicted")
    ax.set_ylabel("expected")
    ax.set_title(title)
    if len(labels) <= 16:
        for (row, column), count in np.ndenumerate(counts):
            if count:
                ax.text(column, row, f"{count:.0f}", ha="center", va="center", fontsize=7,
                        color="white" if shares[row, column] > 0.5 else "black")
    plt.colorbar(image, ax=ax, fraction=0.046, pad=0.04, label="share of expected class")


def plot_recall(ax: Axes, per_class: dict, title: str) -> None:
    """Recall per class as bars (precision as dots), support in the tick labels."""
    labels = sorted(per_class)
    # float() also reads the "nan"/"inf" strings inkrec writes for non-finite numbers; recall is
    # null for a class without samples (undefined: no bar).
    figure = lambda metrics, key: float("nan") if metrics.get(key) is None else float(metrics[key])
    recall = [figure(per_class[label], "recall") for label in labels]
    precision = [figure(per_class[label], "precision") for label in labels]
    support = [int(per_class[label].get("support", 0)) for label in labels]
    positions = np.arange(len(labels))
    ax.bar(positions, recall, color="tab:blue", label="recall")
    ax.plot(positions, precision, "o", color="tab:orange", label="precision")
    ax.set_xticks(positions, [f"{l} ({s})" for l, s in zip(labels, support)], rotation=60,
                  ha="right", fontsize=8)
    # Zoom in when every figure is high (a 99 % model's bars would all touch the top).
    lowest = np.nanmin(recall + precision) if labels else 0.0
    bottom = max(0.0, math.floor(lowest * 20) / 20 - 0.05) if math.isfinite(lowest) else 0.0
    ax.set_ylim(bottom, 1.02)
    ax.set_ylabel("share" if bottom == 0 else f"share (axis from {bottom:.2f})")
    ax.set_title(title)
    ax.legend(loc="lower right", fontsize=8)


def plot_latency(ax: Axes, latency_us: dict, per_sample: list[float] | None, title: str) -> None:
    """Histogram of per-sample latency when given (log-spaced bins: the tail spans decades), with
    the p50/p95/p99 the command printed."""
    marks = {key: float(value) for key, value in sorted(latency_us.items())}
    if per_sample:
        values = np.asarray(per_sample, dtype=float)
        values = values[values > 0]
        bins = np.geomspace(values.min(), max(values.max(), *marks.values()), 50)
        ax.hist(values, bins=bins, color="lightgray", edgecolor="gray")
        ax.set_ylabel("samples")
    ax.set_xscale("log")
    for (key, value), color in zip(marks.items(), ["tab:green", "tab:orange", "tab:red"]):
        ax.axvline(value, color=color, linestyle="--", label=f"{key} {value:.1f} µs")
    ax.set_xlabel("latency per recognition (µs, log scale)")
    ax.set_title(title)
    ax.legend(fontsize=8)


def reliability(confidence: list[float], correct: list[bool], bins: int = 10):
    """Per confidence bin: mean confidence, accuracy and count, plus the expected calibration error
    (Guo et al. 2017: count-weighted mean |accuracy − confidence| over bins)."""
    confidence = np.clip(np.asarray(confidence, dtype=float), 0, 1)
    correct = np.asarray(correct, dtype=float)
    edges = np.linspace(0, 1, bins + 1)
    which = np.minimum(np.digitize(confidence, edges[1:-1]), bins - 1)
    counts = np.bincount(which, minlength=bins)
    mean_confidence = np.bincount(which, confidence, bins) / np.maximum(counts, 1)
    accuracy = np.bincount(which, correct, bins) / np.maximum(counts, 1)
    ece = float(np.sum(counts * np.abs(accuracy - mean_confidence)) / max(len(confidence), 1))
    return edges, mean_confidence, accuracy, counts, ece


def plot_reliability(ax: Axes, confidence: list[float], correct: list[bool], title: str) -> float:
    """Reliability diagram: accuracy against confidence per bin, the diagonal is perfect
    calibration; returns the expected calibration error."""
    edges, mean_confidence, accuracy, counts, ece = reliability(confidence, correct)
    centers = (edges[:-1] + edges[1:]) / 2
    filled = counts > 0
    ax.bar(centers[filled], accuracy[filled], width=edges[1] - edges[0], edgecolor="black",
           color="tab:blue", alpha=0.7, label="accuracy in bin")
    ax.plot(mean_confidence[filled], accuracy[filled], "o", color="tab:orange", label="mean confidence")
    ax.plot([0, 1], [0, 1], "--", color="gray", label="perfect calibration")
    for x, y, n in zip(centers[filled], accuracy[filled], counts[filled]):
        ax.text(x, min(y + 0.02, 1.0), str(n), ha="center", fontsize=7)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1.08)
    ax.set_xlabel("confidence")
    ax.set_ylabel("share correct")
    ax.set_title(f"{title}\nECE {ece:.3f} over {len(confidence)} samples")
    ax.legend(loc="upper left", fontsize=8)
    return ece


# MARK: - Training logs


def training_epochs(run: dict) -> list[dict]:
    """The per-epoch records of an `inkrec train --log-json` file: a JSON array with one object per
    epoch (`epoch`, `training_loss`, `training_accuracy`, `validation_loss`, `validation_accuracy`,
    `learning_rate`, `seconds`, `samples_per_second`; the validation keys only with validation writers)."""
    log = run["data"]
    if not isinstance(log, list) or not log or not all(isinstance(record, dict) for record in log):
        raise MissingInput(f"`{run['command']}` wrote no per-epoch records to its --log-json file")
    return log


def metric_series(epochs: list[dict], name: str) -> tuple[list[int], list[float]] | None:
    """(epoch numbers, values) of one metric over the records that have it, or None."""
    points = [(record["epoch"], float(record[name])) for record in epochs if record.get(name) is not None]
    return ([p[0] for p in points], [p[1] for p in points]) if points else None


# MARK: - Ink and shapes


def draw_strokes(ax: Axes, strokes: list, color: str = "tab:blue") -> None:
    """Strokes as `[[[x, y, t?], ...], ...]` (canvas points, y down); the start of each stroke is
    marked with a dot so drawing direction is visible."""
    for stroke in strokes:
        points = np.asarray([point[:2] for point in stroke], dtype=float).reshape(-1, 2)
        if len(points) == 0:
            continue
        ax.plot(points[:, 0], points[:, 1], "-", color=color, linewidth=1.2, alpha=0.8)
        ax.plot(points[0, 0], points[0, 1], "o", color=color, markersize=2.5)


def _point(value) -> np.ndarray:
    return np.asarray([value["x"], value["y"]], dtype=float)


def _rotated(points: np.ndarray, center: np.ndarray, rotation: float) -> np.ndarray:
    # y down: a positive angle turns clockwise on screen, matching Shape.rotation.
    c, s = math.cos(rotation), math.sin(rotation)
    offset = points - center
    return center + offset @ np.array([[c, s], [-s, c]])


def shape_outline(shape: dict) -> list[np.ndarray]:
    """Polylines (n×2 arrays, canvas points) tracing a `Shape` as inkrec encodes it: `kind`, `frame`
    {origin {x, y}, width, height}, `rotation` (radians, clockwise with y down, about the frame
    centre), `start`/`end`, `startMarker`/`endMarker`, `vertices`, `sides`, `innerRadiusRatio`."""
    kind = shape["kind"]
    frame = shape.get("frame", {"origin": {"x": 0, "y": 0}, "width": 0, "height": 0})
    origin = _point(frame["origin"])
    size = np.asarray([frame["width"], frame["height"]], dtype=float)
    center = origin + size / 2
    rotation = float(shape.get("rotation", 0))
    vertices = np.asarray([[v["x"], v["y"]] for v in shape.get("vertices", [])], dtype=float).reshape(-1, 2)

    if kind in ("line", "arrow"):
        start, end = _point(shape["start"]), _point(shape["end"])
        shaft = np.vstack([start, vertices, end]) if kind == "arrow" and len(vertices) else np.vstack([start, end])
        lines = [shaft]
        if shape.get("endMarker") == "arrow":
            lines.append(_arrow_head(shaft[-2], shaft[-1]))
        if shape.get("startMarker") == "arrow":
            lines.append(_arrow_head(shaft[1], shaft[0]))
        return lines
    if kind == "ellipse":
        angles = np.linspace(0, 2 * math.pi, 97)
        points = center + np.column_stack([np.cos(angles), np.sin(angles)]) * size / 2
        return [_rotated(points, center, rotation)]
    if kind in ("rectangle", "roundedRectangle"):
        return [_rotated(_box(origin, size, rounded=kind == "roundedRectangle"), center, rotation)]
    if len(vertices):
        return [np.vstack([vertices, vertices[:1]])]
    if kind in ("regularPolygon", "polygon", "star") and shape.get("sides"):
        return [_rotated(_regular(center, size, shape["sides"], shape.get("innerRadiusRatio") if kind == "star" else None), center, rotation)]
    raise ValueError(f"cannot draw shape kind {kind!r} without vertices")


def _arrow_head(before: np.ndarray, tip: np.ndarray) -> np.ndarray:
    direction = tip - before
    length = np.linalg.norm(direction)
    if length == 0:
        return np.vstack([tip, tip])
    back = -direction / length * min(max(length * 0.25, 4.0), 20.0)
    left = _rotated(back[None, :], np.zeros(2), math.radians(30))[0]
    right = _rotated(back[None, :], np.zeros(2), math.radians(-30))[0]
    return np.vstack([tip + left, tip, tip + right])


def _box(origin: np.ndarray, size: np.ndarray, rounded: bool) -> np.ndarray:
    (x0, y0), (w, h) = origin, size
    if not rounded:
        return np.asarray([[x0, y0], [x0 + w, y0], [x0 + w, y0 + h], [x0, y0 + h], [x0, y0]])
    # The Shape model carries no corner radius; draw PaperKit-like corners of 15 % of the short side.
    r = 0.15 * min(w, h)
    points = []
    for cx, cy, start in ((x0 + w - r, y0 + r, -90), (x0 + w - r, y0 + h - r, 0),
                          (x0 + r, y0 + h - r, 90), (x0 + r, y0 + r, 180)):
        for a in np.radians(np.linspace(start, start + 90, 8)):
            points.append([cx + r * math.cos(a), cy + r * math.sin(a)])
    points.append(points[0])
    return np.asarray(points)


def _regular(center: np.ndarray, size: np.ndarray, sides: int, inner_ratio: float | None) -> np.ndarray:
    radii = size / 2
    count = sides * 2 if inner_ratio else sides
    angles = -math.pi / 2 + np.arange(count + 1) * 2 * math.pi / count
    scale = np.ones(count + 1)
    if inner_ratio:
        scale[1::2] = inner_ratio
    return center + np.column_stack([np.cos(angles), np.sin(angles)]) * radii * scale[:, None]


def draw_shape(ax: Axes, shape: dict | None, color: str = "tab:red") -> None:
    """The snapped shape over the ink; nothing for a declined recognition."""
    if not shape:
        return
    for line in shape_outline(shape):
        ax.plot(line[:, 0], line[:, 1], "-", color=color, linewidth=2, alpha=0.75)


def ink_axes(ax: Axes, title: str) -> None:
    """Equal aspect, y down, no ticks."""
    ax.set_aspect("equal", adjustable="datalim")
    if not ax.yaxis_inverted():
        ax.invert_yaxis()
    ax.set_xticks([])
    ax.set_yticks([])
    ax.set_title(title, fontsize=8)
