//! aiec's simulator: a CERT job-runner driving a model of the AIE array. It
//! depends on `dialect` only (ISA and register tables) and arrives with the
//! simulator issue.
