//! Administrative commands: protocol, names, the command list, quit, time settings.

use super::*;

/// Arguments: none. Returns: `2`.
pub(super) fn protocol_version(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok("2".into())
}

/// Arguments: none. Returns: `tenuki-gtp`.
pub(super) fn name(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok("tenuki-gtp".into())
}

/// Arguments: none. Returns: the crate version.
pub(super) fn version(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok(env!("CARGO_PKG_VERSION").into())
}

/// Arguments: a command name. Returns: `true` if it is in the table, else `false`.
pub(super) fn known_command(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    Ok(engine.command(args[0]).is_some().to_string())
}

/// Arguments: none. Returns: every command, one per line.
pub(super) fn list_commands(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok(engine
        .commands()
        .iter()
        .map(|c| c.name)
        .collect::<Vec<_>>()
        .join("\n"))
}

/// Arguments: none. Effects: the engine exits after answering.
pub(super) fn quit(engine: &mut Engine, _: &[&str]) -> Result<String, GtpError> {
    engine.set_quit();
    Ok(String::new())
}

/// Arguments: none. Fails: never. Accepted and ignored (time controls).
pub(super) fn accept_and_ignore(_: &mut Engine, _: &[&str]) -> Result<String, GtpError> {
    Ok(String::new())
}

/// Arguments: main time, byo-yomi time, byo-yomi stones (integers). Accepted and ignored.
pub(super) fn time_settings(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 3)?;
    for a in args {
        int_arg(a)?;
    }
    Ok(String::new())
}

/// Arguments: colour, time, stones. Accepted and ignored.
pub(super) fn time_left(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 3)?;
    color_arg(args[0])?;
    int_arg(args[1])?;
    int_arg(args[2])?;
    Ok(String::new())
}

/// Arguments: none. Returns: the CPU time the engine has used so far, in seconds (user +
/// system), as a decimal number: GoGui's and GNU Go's `cputime`, which gogui-regress sends
/// before and after each file.
pub(super) fn cputime(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok(format!("{:.3}", cpu_seconds()))
}

/// User + system CPU seconds of this process.
fn cpu_seconds() -> f64 {
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: getrusage fills the struct it is given; RUSAGE_SELF is always valid.
    let ok = unsafe { libc::getrusage(libc::RUSAGE_SELF, usage.as_mut_ptr()) } == 0;
    if !ok {
        return 0.0;
    }
    // SAFETY: initialised by the successful call above (and zeroed before it).
    let usage = unsafe { usage.assume_init() };
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    seconds(usage.ru_utime) + seconds(usage.ru_stime)
}
