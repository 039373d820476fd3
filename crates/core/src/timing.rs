//! How a time is measured before it is quoted: one run of a fast solver lasts a few
//! microseconds, less than the noise of the machine, so the run is repeated and the median kept.
//!
//! The rule is bounded both ways: runs go on until they add up to [`Method::min_time`] or until
//! [`Method::max_runs`] runs are done, whichever comes first, and there is always at least one.
//! A puzzle slower than `min_time` is therefore timed once; its own length dwarfs the noise.

use std::time::{Duration, Instant};

/// When to stop repeating a run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Method {
    /// Repeat until the runs add up to this much time...
    pub min_time: Duration,
    /// ...or until this many runs are done (at least 1).
    pub max_runs: u32,
}

impl Default for Method {
    /// 10 ms or 100 runs: a 20 µs solve is timed 100 times, a 2 ms solve 5 times.
    fn default() -> Method {
        Method {
            min_time: Duration::from_millis(10),
            max_runs: 100,
        }
    }
}

/// What the repeated runs measured.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Timing {
    /// The median of the runs (the lower middle one for an even count).
    pub median: Duration,
    /// How many runs were made.
    pub runs: u32,
}

/// Runs `f` once, then again while `repeat(&first result)` allows and `method` asks for more;
/// returns the first result and the timing. `repeat` lets the caller time once a run whose
/// result says repeating is pointless (a search that gave up at a time limit, say).
pub fn measure<R>(
    method: &Method,
    mut f: impl FnMut() -> R,
    repeat: impl FnOnce(&R) -> bool,
) -> (R, Timing) {
    let start = Instant::now();
    let first = f();
    let mut times = vec![start.elapsed()];
    let mut total = times[0];
    if repeat(&first) {
        while total < method.min_time && (times.len() as u32) < method.max_runs.max(1) {
            let start = Instant::now();
            std::hint::black_box(f());
            let t = start.elapsed();
            times.push(t);
            total += t;
        }
    }
    let runs = times.len() as u32;
    (
        first,
        Timing {
            median: median(&mut times),
            runs,
        },
    )
}

/// The median of `times` (the lower middle one for an even count); zero for none.
pub fn median(times: &mut [Duration]) -> Duration {
    if times.is_empty() {
        return Duration::ZERO;
    }
    times.sort_unstable();
    times[(times.len() - 1) / 2]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_is_the_middle_run() {
        let ms = Duration::from_millis;
        assert_eq!(median(&mut [ms(5), ms(1), ms(3)]), ms(3));
        assert_eq!(median(&mut [ms(4), ms(1), ms(3), ms(2)]), ms(2));
        assert_eq!(median(&mut []), Duration::ZERO);
    }

    #[test]
    fn runs_stop_at_the_run_cap_and_when_told_not_to_repeat() {
        let method = Method {
            min_time: Duration::from_secs(3600),
            max_runs: 7,
        };
        let mut calls = 0;
        let (first, timing) = measure(
            &method,
            || {
                calls += 1;
                calls
            },
            |_| true,
        );
        assert_eq!((first, timing.runs, calls), (1, 7, 7));
        let (_, timing) = measure(&method, || (), |_| false);
        assert_eq!(timing.runs, 1);
    }

    #[test]
    fn runs_stop_once_the_time_is_spent() {
        let method = Method {
            min_time: Duration::from_millis(5),
            max_runs: 1_000_000,
        };
        let (_, timing) = measure(
            &method,
            || std::thread::sleep(Duration::from_millis(2)),
            |_| true,
        );
        // Each run sleeps at least 2 ms, so 5 ms are spent after at most 3 runs.
        assert!((1..=3).contains(&timing.runs), "{timing:?}");
    }
}
