//! The Python extension module `cu_projection._native`: every function
//! takes and returns JSON text through `cu_projection::hosts`, so the
//! answers are the crate's, byte for byte; `cu_projection/__init__.py`
//! turns them into dicts and typed exceptions.
//!
//! (`unsafe_code` is not forbidden here: the PyO3 macros generate the
//! foreign-function glue. The crate itself forbids it.)

use cu_projection::{hosts, Error};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// `{"ok": <answer>}` or `{"error": {...}}`.
fn envelope(r: Result<String, Error>) -> String {
    match r {
        Ok(v) => format!("{{\"ok\":{v}}}"),
        Err(e) => hosts::error_answer(&e),
    }
}

/// The split answer line, exactly as `cu_project` writes it.
#[pyfunction]
fn split_json(line: &[u8]) -> String {
    hosts::split_answer(line)
}

#[pyfunction]
fn parse(line: &[u8]) -> String {
    envelope(hosts::parse(line))
}

#[pyfunction]
fn from_tool_use(block: &[u8]) -> String {
    envelope(hosts::from_tool_use(block))
}

#[pyfunction]
fn from_strict_arguments(args: &[u8]) -> String {
    envelope(hosts::from_strict_arguments(args))
}

#[pyfunction]
fn validate_native_batch(item: &[u8], policy: &[u8]) -> String {
    envelope(hosts::validate_native_batch(item, policy))
}

#[pyfunction]
fn schema(variant: &str) -> String {
    envelope(hosts::schema(variant))
}

#[pyfunction]
#[pyo3(signature = (obs, query=None))]
fn render_observation(obs: &[u8], query: Option<&str>) -> String {
    envelope(hosts::render_observation(obs, query))
}

#[pyfunction]
fn render_tool_result(action: &str, result: &[u8]) -> String {
    hosts::render_tool_result_answer(action, result)
}

/// An observation ledger answering host events as JSON text.
#[pyclass]
struct NativeLedger {
    inner: hosts::LedgerText,
}

#[pymethods]
impl NativeLedger {
    /// Raises `ValueError` with the error's JSON (`__init__.py` reads it).
    #[new]
    fn new(tag: &str) -> PyResult<Self> {
        hosts::LedgerText::new(tag)
            .map(|inner| NativeLedger { inner })
            .map_err(|e| PyValueError::new_err(hosts::error_json(&e)))
    }

    fn apply(&mut self, event: &[u8]) -> String {
        self.inner.apply(event)
    }
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(split_json, m)?)?;
    m.add_function(wrap_pyfunction!(parse, m)?)?;
    m.add_function(wrap_pyfunction!(from_tool_use, m)?)?;
    m.add_function(wrap_pyfunction!(from_strict_arguments, m)?)?;
    m.add_function(wrap_pyfunction!(validate_native_batch, m)?)?;
    m.add_function(wrap_pyfunction!(schema, m)?)?;
    m.add_function(wrap_pyfunction!(render_observation, m)?)?;
    m.add_function(wrap_pyfunction!(render_tool_result, m)?)?;
    m.add_class::<NativeLedger>()?;
    Ok(())
}
