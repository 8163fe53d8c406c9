//! tenuki-gtp: a Go engine speaking GTP v2 whose heart is a seki-aware scorer.
//!
//! The scoring follows "Scoring seki in the game of go" (the Tenuki blog post):
//!
//! 1. remove the stones marked dead;
//! 2. fill every neutral region with a checkered pattern;
//! 3. fill obvious false eyes (false-ish points that are a capture point);
//! 4. expand each remaining controlled region over directly related regions and count its eyes
//!    from boundary lengths; an expansion with fewer than two eyes is a seki and counts for nobody;
//! 5. tally territory and prisoners (or area).
//!
//! Diagrams everywhere use one legend: `x`/`o` stones, `.` empty or nobody's point, `b`/`w` dead
//! stones counting for nobody, `z`/`a` black/white territory; first line = top row.

pub mod archive;
pub mod batch;
pub mod board;
pub mod endgame;
pub mod gtp;
pub mod judge;
pub mod regress;
pub mod render;
pub mod report;
pub mod scoring;
pub mod sgf;
