//! Tables computed once per grid size: the one mechanism behind the [`Layout`](super::Layout)
//! of each shape and the index tables the solvers read in their hot loops.

use std::sync::OnceLock;

use super::shape::Shape;

/// One value of `T` for each of the four shapes, each computed on first use and kept for the
/// life of the program. A table is a `static PerShape<T>`, read with [`PerShape::get`].
pub struct PerShape<T>([OnceLock<T>; 4]);

impl<T> PerShape<T> {
    /// Nothing computed yet.
    pub const fn new() -> PerShape<T> {
        PerShape([const { OnceLock::new() }; 4])
    }

    /// The value for `shape`, computed by `make` the first time it is asked for.
    #[inline]
    pub fn get(&self, shape: Shape, make: impl FnOnce(Shape) -> T) -> &T {
        self.0[shape.box_side() - 2].get_or_init(|| make(shape))
    }
}

impl<T> Default for PerShape<T> {
    fn default() -> PerShape<T> {
        PerShape::new()
    }
}
