"""The compile cache's keys and its lock (:mod:`.utils`)."""
