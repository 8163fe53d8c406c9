//! The `tenuki-gtp` command line: GTP engine (default), the regression runner and the batch
//! scorer.

use std::io::{stdin, stdout, IsTerminal};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use mimalloc::MiMalloc;
use tenuki_gtp::batch::{self, collect_inputs, DeadStones, Format, Options};
use tenuki_gtp::gtp::commands::COMMANDS;
use tenuki_gtp::gtp::Engine;
use tenuki_gtp::judge::{start_playing_ahead, SEED};
use tenuki_gtp::scoring::Rules;
use tenuki_gtp::{regress, report};

/// Parsing SGF collections allocates a node per move: mimalloc keeps that cheap.
#[global_allocator]
static GLOBAL: MiMalloc = MiMalloc;

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
    /// Starting rules: japanese, chinese, aga, japanese-strict or japanese-seed.
    #[arg(long, default_value = "japanese", value_parser = parse_rules)]
    rules: Rules,
    /// Starting komi (at most 10,000 either way).
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true, value_parser = parse_komi)]
    komi: f64,
    /// Who decides the dead stones a person did not mark: `on`, the judge (default); `off`,
    /// nobody (unmarked stones are alive).
    #[arg(long, default_value = "on", value_parser = parse_switch, action = clap::ArgAction::Set)]
    judge: bool,
    /// Seed of the judge's playouts (default: a fixed one), to check that its answers do not
    /// hang on the random numbers.
    #[arg(long)]
    seed: Option<u64>,
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
    /// Score SGF records in batch: one row per game, compared with the recorded result.
    Score {
        /// Rules for every game: japanese, chinese, aga, japanese-strict or japanese-seed
        /// (default: each record's RU, Japanese when missing or unknown).
        #[arg(long, value_parser = parse_rules)]
        rules: Option<Rules>,
        /// Komi for every game (default: each record's KM, 0 when missing).
        #[arg(long, allow_negative_numbers = true, value_parser = parse_komi)]
        komi: Option<f64>,
        /// Dead stones: `auto` (the record's TB/TW markup if it has some, else the judge),
        /// `markup`, `judge` or `none`.
        #[arg(long, default_value = "auto", value_parser = parse_dead)]
        dead: DeadStones,
        /// Threads (default: one per core).
        #[arg(long)]
        jobs: Option<usize>,
        /// Seed of the judge's playouts (default: a fixed one), to check that its answers do
        /// not hang on the random numbers.
        #[arg(long)]
        seed: Option<u64>,
        /// `table`, `csv` or `jsonl` (default: table on a terminal, jsonl otherwise).
        #[arg(long, value_parser = parse_format)]
        format: Option<Format>,
        /// Write a copy of each record with our count as markup (TB/TW, MA, a comment) here.
        #[arg(long, value_name = "DIR")]
        annotate: Option<PathBuf>,
        /// Write one self-contained HTML page of the run here: the summary, a table of every
        /// game (sorted and filtered in the page), the disagreements drawn with what we decided
        /// and why. Alone (no --format), only the page is written and the summary goes to
        /// standard error.
        #[arg(long, value_name = "FILE")]
        html: Option<PathBuf>,
        /// Boards drawn in the page: every disagreement up to this many (the other games are
        /// drawn when their row is opened).
        #[arg(long, value_name = "N", default_value_t = tenuki_gtp::report::DEFAULT_BOARDS, requires = "html")]
        html_boards: usize,
        /// Read the teire points of the games drawn in the page (`te` on the board, and in
        /// their points' reasons): their reading judges each position after its fills, about
        /// 25 ms a game (the run on 4,913 KGS games 40% longer).
        #[arg(long, requires = "html")]
        html_teire: bool,
        /// SGF files and archives (zip, tar, tar.gz/bz2/xz, sgf.gz/bz2/xz: told by their
        /// content), directories (walked for them), `-` for standard input (any of these).
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
    },
}

fn parse_dead(name: &str) -> Result<DeadStones, String> {
    DeadStones::from_name(name).ok_or_else(|| "expected auto, markup, judge or none".into())
}

fn parse_format(name: &str) -> Result<Format, String> {
    Format::from_name(name).ok_or_else(|| "expected table, csv or jsonl".into())
}

fn parse_komi(text: &str) -> Result<f64, String> {
    tenuki_gtp::scoring::read_number(text).map_err(|e| format!("komi {text} {e}"))
}

/// False when the program was started with standard output closed (`>&-`), where every row
/// would be lost without a word. Rust's runtime puts `/dev/null`, opened for reading and
/// writing, on a descriptor 0-2 that was closed at start; a shell's `>/dev/null` opens it for
/// writing only, so that is told apart.
fn stdout_is_open() -> bool {
    let (Ok(out), Ok(null)) = (
        std::fs::metadata("/proc/self/fd/1"),
        std::fs::metadata("/dev/null"),
    ) else {
        return true;
    };
    use std::os::unix::fs::MetadataExt;
    // SAFETY: F_GETFL only asks how descriptor 1 was opened; it reads and changes nothing.
    let flags = unsafe { libc::fcntl(1, libc::F_GETFL) };
    let read_write = flags != -1 && flags & libc::O_ACCMODE == libc::O_RDWR;
    !(read_write && out.rdev() == null.rdev() && out.dev() == null.dev())
}

/// The `--html` page asked for: where, how many boards drawn, and whether the rows go to
/// standard output too.
struct Page {
    path: PathBuf,
    boards: usize,
    teire: bool,
    rows: bool,
}

fn run_score(
    options: Options,
    annotate: Option<PathBuf>,
    page: Option<Page>,
    inputs: &[PathBuf],
) -> ExitCode {
    if !stdout_is_open() {
        eprintln!("standard output is closed: the rows would be lost");
        return ExitCode::from(1);
    }
    let given = inputs;
    let collected = collect_inputs(given);
    let mut inputs = collected.inputs;
    // a folder with nothing to score is said so, alone or among other inputs (the others are
    // scored, and the exit status is then 1, as for an input that cannot be read)
    let empty_folders = !collected.empty_folders.is_empty();
    if empty_folders {
        eprintln!("{}", batch::no_record_found(&collected.empty_folders));
    }
    if inputs.is_empty() {
        return ExitCode::from(1);
    }
    if let Some(dir) = &annotate {
        // copies written by an earlier run into a folder among the inputs are no records
        let left_out = batch::leave_out_copies(&mut inputs, dir);
        if left_out > 0 {
            eprintln!(
                "--annotate: {left_out} file(s) under {} left out: annotated copies, not inputs",
                dir.display()
            );
        }
    }
    if let (_, Some(why)) = batch::threads(options.jobs, inputs.len()) {
        eprintln!("{why}");
    }
    if let Some(dir) = &annotate {
        if let Err(why) = batch::check_annotated(&inputs, dir) {
            eprintln!("--annotate: {why}");
            return ExitCode::from(2);
        }
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("cannot create {}: {e}", dir.display());
            return ExitCode::from(2);
        }
    }
    let stdout = stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut log = std::io::stderr();
    let ran = match page {
        None => batch::run(&inputs, &options, annotate.as_deref(), &mut out, &mut log),
        Some(page) => {
            let file = match std::fs::File::create(&page.path) {
                Ok(file) => std::io::BufWriter::new(file),
                Err(e) => {
                    eprintln!("--html: cannot create {}: {e}", page.path.display());
                    return ExitCode::from(2);
                }
            };
            // the inputs as given (a folder by its name, not its records)
            let shown: Vec<String> = given.iter().map(|p| p.display().to_string()).collect();
            let dead = match options.dead {
                DeadStones::Auto => "auto (the record's markup, else the judge)",
                DeadStones::Markup => "markup (the record's)",
                DeadStones::Judge => "judge",
                DeadStones::None => "none",
            };
            let mut sink = std::io::sink();
            let rows: &mut dyn std::io::Write = if page.rows { &mut out } else { &mut sink };
            report::HtmlPage::new(file, Some(&page.path), page.boards, page.teire).and_then(
                |mut html| {
                    let summary = batch::run_with_sink(
                        &inputs,
                        &options,
                        annotate.as_deref(),
                        rows,
                        &mut log,
                        &mut html,
                    )?;
                    html.finish(&summary, &shown, dead)?;
                    Ok(summary)
                },
            )
        }
    };
    match ran {
        Ok(summary) if summary.all_scored() && !empty_folders => ExitCode::SUCCESS,
        Ok(_) => ExitCode::from(1),
        // the reader of standard output has gone (`score ... | head`): stop silently, as
        // Unix tools do there
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("stopped: {e}");
            ExitCode::from(1)
        }
    }
}

fn parse_rules(name: &str) -> Result<Rules, String> {
    Rules::from_name(name).ok_or_else(|| format!("expected {}", Rules::names_listed()))
}

fn parse_switch(value: &str) -> Result<bool, String> {
    match value {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err("expected on or off".into()),
    }
}

fn run_engine(options: &EngineOptions) -> ExitCode {
    if stdin().is_terminal() {
        eprintln!(
            "tenuki-gtp {}: a GTP engine, reading commands here (try `list_commands`, \
             `quit`; `tenuki-gtp --help` for more)",
            env!("CARGO_PKG_VERSION")
        );
    }
    if options.judge {
        // its first judgement need not wait for the thread that plays beside it to start
        start_playing_ahead();
    }
    let mut engine = Engine::with_judge(options.rules, options.komi, options.judge, COMMANDS)
        .with_seed(options.seed.unwrap_or(SEED));
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
        Some(Mode::Score {
            rules,
            komi,
            dead,
            jobs,
            seed,
            format,
            annotate,
            html,
            html_boards,
            html_teire,
            inputs,
        }) => {
            // the page alone: no rows on standard output, the summary on standard error
            let rows = !(html.is_some() && format.is_none());
            let format = format.unwrap_or(if html.is_some() {
                Format::Csv
            } else if stdout().is_terminal() {
                Format::Table
            } else {
                Format::Jsonl
            });
            let options = Options {
                rules,
                komi,
                dead,
                jobs: jobs.unwrap_or(0),
                format,
                annotate: annotate.is_some(),
                seed: seed.unwrap_or(SEED),
                describe: html.is_some(),
                describe_teire: html_teire,
            };
            let page = html.map(|path| Page {
                path,
                boards: html_boards,
                teire: html_teire,
                rows,
            });
            run_score(options, annotate, page, &inputs)
        }
    }
}
