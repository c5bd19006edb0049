"""``TaskGroup``: transfers of a runtime sequence awaited and freed
together."""

from __future__ import annotations


class TaskGroup:
    """Made in a sequence body and passed as ``group=`` to ``fill``/
    ``drain``; ``finish()`` awaits the group's waited transfers, then frees
    them all. Every group made must be finished before the body returns.

    ``id`` is the group's number (default: the sequence's next one).
    """

    def __init__(self, id: int | None = None):
        from ._context import _active_sequence

        self._actions: list = []
        active = _active_sequence.get()
        if id is None:
            if active is None:
                raise RuntimeError(
                    "TaskGroup() must be constructed within the function passed "
                    "to Runtime(seq_fn, fn_args)."
                )
            id = next(active._runtime._task_group_index)
        self._group_id = id
        if active is not None:
            active.register_task_group(self)

    @property
    def group_id(self) -> int:
        return self._group_id

    def finish(self) -> None:
        """Awaits the waited transfers, then frees every transfer."""
        from ._context import active_sequence

        active_sequence().finish_task_group(self)

    def __hash__(self) -> int:
        return id(self)

    def __eq__(self, other: object) -> bool:
        return self is other

    def __str__(self) -> str:
        return f"TaskGroup({self.group_id})"
