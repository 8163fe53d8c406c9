//! `tenuki._tenuki`: the Rust half of the Python package `tenuki`. It holds no count, judge or
//! record reading of its own: each entry point calls the engine crate (`tenuki_gtp`) as its
//! command line does, so a row from Python is the row `tenuki-gtp score` writes.
//!
//! ```text
//! record.rs    score_sgf (one record, the batch scorer's path for one game) and score_many
//!              (the batch scorer itself, its JSON lines handed to Python as they come)
//! board.rs     Board: a GTP engine's state behind Python methods (play, undo, judge, score)
//! goscorer.rs  goscorer's interface on our refined count
//! scored.rs    a scored position as the dict `tenuki.Score` is made from
//! ```

mod board;
mod goscorer;
mod record;
mod scored;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use tenuki_gtp::scoring::{Rules, MAX_KOMI};

/// Records are read and positions judged with many small allocations: the allocator the
/// engine's binary uses, so that Python's figures are the command line's.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

pyo3::create_exception!(
    _tenuki,
    SgfError,
    PyValueError,
    "A game record that cannot be read: the message names the property and where it is."
);

/// The rules named `name` (any spelling `RU` may have), or none.
pub(crate) fn rules_arg(name: Option<&str>) -> PyResult<Option<Rules>> {
    match name {
        None => Ok(None),
        Some(name) => Rules::from_name(name).map(Some).ok_or_else(|| {
            PyValueError::new_err(format!(
                "unknown rules {name:?}: expected {}",
                Rules::names_listed()
            ))
        }),
    }
}

/// A komi as the command line takes it: finite, at most 10,000 either way.
pub(crate) fn komi_arg(komi: Option<f64>) -> PyResult<Option<f64>> {
    match komi {
        Some(k) if !(k.is_finite() && k.abs() <= MAX_KOMI) => Err(PyValueError::new_err(format!(
            "komi {k} is not a number of at most {MAX_KOMI} either way"
        ))),
        _ => Ok(komi),
    }
}

#[pymodule]
fn _tenuki(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // the package's version: pyproject.toml takes it from this crate's Cargo.toml
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("SgfError", m.py().get_type::<SgfError>())?;
    m.add_function(wrap_pyfunction!(record::score_record, m)?)?;
    m.add_function(wrap_pyfunction!(record::score_stream, m)?)?;
    m.add_class::<record::RowStream>()?;
    m.add_class::<board::Board>()?;
    m.add_class::<goscorer::LocScore>()?;
    m.add_function(wrap_pyfunction!(goscorer::territory_scoring, m)?)?;
    m.add_function(wrap_pyfunction!(goscorer::final_territory_score, m)?)?;
    m.add_function(wrap_pyfunction!(goscorer::area_scoring, m)?)?;
    m.add_function(wrap_pyfunction!(goscorer::final_area_score, m)?)?;
    Ok(())
}
