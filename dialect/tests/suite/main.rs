//! The dialect's integration tests, one module per subject, in one test
//! binary: linked once, and the tests of every module run side by side.

mod corpus;
mod did_you_mean;
mod fast_parse;
mod messages;
mod roundtrip;
