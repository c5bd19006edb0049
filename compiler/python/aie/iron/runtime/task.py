"""``RuntimeTask``: something the runtime sequence does, in a TaskGroup or
not."""

from ..resolvable import Resolvable
from .taskgroup import TaskGroup


class RuntimeTask(Resolvable):
    """A task of the runtime sequence, belonging to ``task_group`` (or
    none)."""

    def __init__(self, task_group: TaskGroup | None = None):
        self._task_group = task_group

    @property
    def task_group(self) -> TaskGroup | None:
        return self._task_group

    def resolve(self, loc=None, ip=None) -> None:
        """Emits nothing (subclasses emit their ops)."""
