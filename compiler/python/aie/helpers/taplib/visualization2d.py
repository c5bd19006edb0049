"""Heat maps of 2-D access order and access count arrays, with matplotlib.

matplotlib is optional: it is imported when a figure is drawn, and its
absence raises an ``ImportError`` that says so."""

from __future__ import annotations

import os
import warnings
from typing import TYPE_CHECKING

import numpy as np

from aie.utils import ceildiv

if TYPE_CHECKING:
    from matplotlib.animation import FuncAnimation

__all__ = ["animate_from_accesses", "visualize_from_accesses"]

_ARROWS_MAX_ELEMENTS = 1024


def _matplotlib():
    """``(pyplot, animation, patheffects)``, or an ImportError naming matplotlib."""
    try:
        import matplotlib.animation as animation
        import matplotlib.patheffects as patheffects
        import matplotlib.pyplot as pyplot
    except ImportError as err:
        raise ImportError(
            "taplib's visualization needs matplotlib, which is not installed "
            "(pip install matplotlib)"
        ) from err
    return pyplot, animation, patheffects


def _figure(pyplot, shape: tuple[int, int], with_counts: bool, title: str):
    """A figure sized for a tensor of ``shape``, with an access order axis and,
    ``with_counts``, an access count axis below it: ``(figure, order, count)``."""
    height, width = shape
    fig_width = 5 if width < 32 else 7
    fig_height = min(fig_width, fig_width * ceildiv(height, width))
    if with_counts:
        fig, (ax_order, ax_count) = pyplot.subplots(2, 1)
        fig_height *= 2
    else:
        fig, ax_order = pyplot.subplots()
        ax_count = None
    fig.set_figheight(fig_height)
    fig.set_figwidth(fig_width)
    fig.suptitle(title)
    for ax in (ax_order, ax_count):
        if ax is not None:
            # Row 0 at the top, columns numbered above, as a matrix is written.
            ax.xaxis.tick_top()
            ax.invert_yaxis()
    return fig, ax_order, ax_count


def _heatmap(ax, values: np.ndarray):
    rows, cols = values.shape
    return ax.pcolormesh(np.arange(cols), np.arange(rows), values, cmap="gnuplot2")


def animate_from_accesses(
    access_order_tensors: list[np.ndarray],
    access_count_tensors: list[np.ndarray] | None,
    title: str = "Animated Access Visualization",
) -> FuncAnimation:
    """An animation with one frame per access order array (and, below, the
    access count array of the same index, if given)."""
    if len(access_order_tensors) < 1:
        raise ValueError("At least one access order tensor is required.")
    if access_count_tensors is not None:
        if len(access_count_tensors) < 1:
            raise ValueError(
                "access_count_tensor should be None or requires at least one tensor"
            )
        if len(access_count_tensors) != len(access_order_tensors):
            raise ValueError(
                "Number of access count tensors and number of access order "
                "tensors should be equal"
            )
    pyplot, animation, _ = _matplotlib()
    fig, ax_order, ax_count = _figure(
        pyplot,
        access_order_tensors[0].shape,
        access_count_tensors is not None,
        title,
    )
    ax_order.set_title("Access Order Animation")
    if ax_count is not None:
        ax_count.set_title("Access Counts")

    def draw_frame(i: int):
        artists = [_heatmap(ax_order, access_order_tensors[i])]
        if ax_count is not None:
            artists.append(_heatmap(ax_count, access_count_tensors[i]))
        return tuple(artists)

    frames = len(access_order_tensors)
    anim = animation.FuncAnimation(
        fig, draw_frame, frames=frames, interval=max(400, 100 + 5 * frames)
    )
    pyplot.tight_layout()
    pyplot.close()
    return anim


def visualize_from_accesses(
    access_order_tensor: np.ndarray,
    access_count_tensor: np.ndarray | None,
    title: str = "Access Visualization",
    show_arrows: bool | None = None,
    file_path: str | None = None,
    show_plot: bool = True,
) -> None:
    """Plot an access order array (and, below, an access count array).

    ``show_arrows`` draws an arrow from each accessed element to the next one
    accessed; by default only for tensors under 1024 elements (a warning when
    asked for on bigger ones). ``file_path`` saves the figure (with a warning
    if the file exists); ``show_plot`` shows it."""
    pyplot, _, patheffects = _matplotlib()
    shape = access_order_tensor.shape
    if shape[0] * shape[1] >= _ARROWS_MAX_ELEMENTS:
        if show_arrows:
            warnings.warn(
                "show_arrows not recommended for tensor sizes > 1024 elements",
                stacklevel=2,
            )
        show_arrows = bool(show_arrows)
    elif show_arrows is None:
        show_arrows = True

    fig, ax_order, ax_count = _figure(
        pyplot, shape, access_count_tensor is not None, title
    )
    _heatmap(ax_order, access_order_tensor)
    ax_order.set_title("Access Order")
    if ax_count is not None:
        _heatmap(ax_count, access_count_tensor)
        ax_count.set_title(f"Access Counts (max={np.max(access_count_tensor)})")

    if show_arrows:
        # Element positions sorted by access number (never-accessed: -1, out).
        rows, cols = np.nonzero(access_order_tensor != -1)
        by_number = np.argsort(access_order_tensor[rows, cols], kind="stable")
        path = list(zip(rows[by_number].tolist(), cols[by_number].tolist()))
        outline = [patheffects.withStroke(linewidth=3, foreground="white")]
        for (y1, x1), (y2, x2) in zip(path, path[1:]):
            ax_order.arrow(
                x1,
                y1,
                x2 - x1,
                y2 - y1,
                length_includes_head=True,
                head_width=0.1,
                head_length=0.15,
                overhang=0.2,
                path_effects=outline,
            )

    pyplot.tight_layout()
    if show_plot:
        pyplot.show()
    if file_path:
        if os.path.exists(file_path):
            warnings.warn(
                f"Cannot save plot to {file_path}; file already exists", stacklevel=2
            )
        pyplot.savefig(file_path)
    pyplot.close()
