//! Generates Plytime's starter maths question bank for school years 1 to 6:
//! the curriculum hierarchy, several hundred questions on the month score
//! scale, and the pictures some of them show. The output goes through the
//! server's real importer, so every question is validated here first.

pub mod ask;
pub mod bank;
pub mod check;
pub mod draft;
pub mod images;
pub mod numbers;
pub mod rng;
pub mod summary;
pub mod themes;
pub mod xlsx;
