"""The runtime sequence: ``Runtime``, its buffers (``RuntimeData``),
transfers (``Task``) and their groups (``TaskGroup``), and
``sync_parameters``."""

from .data import RuntimeData
from .dmataskhandle import Task
from .runtime import Runtime, sync_parameters
from .taskgroup import TaskGroup

__all__ = ["Runtime", "RuntimeData", "Task", "TaskGroup", "sync_parameters"]
