//! The `tenuki-gtp` command line: GTP engine (default) and the regression runner.

use std::io::{stdin, stdout};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use tenuki_gtp::gtp::Engine;
use tenuki_gtp::regress;
use tenuki_gtp::scoring::Rules;

#[derive(Parser)]
#[command(
    name = "tenuki-gtp",
    version,
    about = "A GTP engine with seki-aware scoring"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Mode>,
    #[command(flatten)]
    engine: EngineOptions,
}

#[derive(Args, Clone)]
struct EngineOptions {
    /// Starting rules: japanese, chinese, aga or japanese-strict.
    #[arg(long, default_value = "japanese", value_parser = parse_rules)]
    rules: Rules,
    /// Starting komi.
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    komi: f64,
    /// Who decides the dead stones a person did not mark: `on`, the judge (default); `off`,
    /// nobody (unmarked stones are alive).
    #[arg(long, default_value = "on", value_parser = parse_switch, action = clap::ArgAction::Set)]
    judge: bool,
}

#[derive(Subcommand)]
enum Mode {
    /// GTP engine on stdin/stdout (the default).
    Gtp(EngineOptions),
    /// Run GTP regression scripts (.tst), gogui-regress compatible.
    Regress {
        /// Engine command line (default: this program).
        #[arg(long)]
        engine: Option<String>,
        /// Show every test and a summary.
        #[arg(long)]
        long: bool,
        /// Write each file's report to DIR/<name>.out.
        #[arg(long, value_name = "DIR")]
        output: Option<PathBuf>,
        /// Seconds to wait for one answer before the engine counts as hung.
        #[arg(long, default_value_t = 60)]
        timeout: u64,
        /// The scripts.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

fn parse_rules(name: &str) -> Result<Rules, String> {
    Rules::from_name(name)
        .ok_or_else(|| "expected japanese, chinese, aga or japanese-strict".into())
}

fn parse_switch(value: &str) -> Result<bool, String> {
    match value {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err("expected on or off".into()),
    }
}

fn run_engine(options: &EngineOptions) -> ExitCode {
    let mut engine = Engine::with_judge(options.rules, options.komi, options.judge);
    match engine.run(stdin().lock(), stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            log::error!("i/o error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .target(env_logger::Target::Stderr)
        .init();
    let cli = Cli::parse();
    match cli.command {
        None => run_engine(&cli.engine),
        Some(Mode::Gtp(options)) => run_engine(&options),
        Some(Mode::Regress {
            engine,
            long,
            output,
            timeout,
            files,
        }) => {
            let engine = match engine {
                Some(cmd) => match shlex::split(&cmd) {
                    Some(words) if !words.is_empty() => words,
                    _ => {
                        eprintln!("cannot read engine command line {cmd:?}");
                        return ExitCode::from(2);
                    }
                },
                None => match std::env::current_exe() {
                    Ok(exe) => vec![exe.to_string_lossy().into_owned()],
                    Err(e) => {
                        eprintln!("cannot find this program: {e}");
                        return ExitCode::from(2);
                    }
                },
            };
            let options = regress::Options {
                engine,
                long,
                output,
                timeout: Duration::from_secs(timeout),
            };
            ExitCode::from(regress::run(&files, &options) as u8)
        }
    }
}
