//! The time, in milliseconds, from the page: `std::time::Instant` panics on
//! `wasm32-unknown-unknown`, so the loader hands `performance.now()` in as `lab.now`. Built for
//! the machine running the tests (clippy builds every member), the standard clock stands in.

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "lab")]
unsafe extern "C" {
    #[link_name = "now"]
    fn page_now() -> f64;
}

/// Milliseconds since some fixed moment.
#[cfg(target_arch = "wasm32")]
pub fn now() -> f64 {
    // SAFETY: the loader's import takes nothing and returns a number.
    unsafe { page_now() }
}

/// Milliseconds since some fixed moment.
#[cfg(not(target_arch = "wasm32"))]
pub fn now() -> f64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}
