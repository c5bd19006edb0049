//! Unit tests of the array model.
