//! Device model (being written).
