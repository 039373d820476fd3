//! Time this thread spent on the CPU, as a criterion measurement: for the benches whose target
//! is a time on one core, measured on a machine shared with other jobs.

use std::time::Duration;

use criterion::measurement::{Measurement, ValueFormatter, WallTime};

/// Time this thread spent on the CPU, read with `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`: the
/// observer group looks for differences of a few per cent, and the rating group for a time on
/// one core, which the wall clock of a machine shared with other jobs hides (time slices lost to other processes land on whichever variant
/// happens to run then). On a quiet machine it equals wall-clock time for this one-thread code.
pub struct ThreadCpuTime {
    wall: WallTime,
}

impl Default for ThreadCpuTime {
    fn default() -> ThreadCpuTime {
        ThreadCpuTime { wall: WallTime }
    }
}

impl Measurement for ThreadCpuTime {
    type Intermediate = cpu_time::ThreadTime;
    type Value = Duration;

    fn start(&self) -> Self::Intermediate {
        cpu_time::ThreadTime::now()
    }

    fn end(&self, start: Self::Intermediate) -> Self::Value {
        start.elapsed()
    }

    fn add(&self, a: &Duration, b: &Duration) -> Duration {
        *a + *b
    }

    fn zero(&self) -> Duration {
        Duration::ZERO
    }

    fn to_f64(&self, value: &Duration) -> f64 {
        value.as_nanos() as f64
    }

    fn formatter(&self) -> &dyn ValueFormatter {
        // Nanoseconds, as for wall-clock time.
        self.wall.formatter()
    }
}
