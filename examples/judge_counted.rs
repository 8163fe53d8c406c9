//! Lists the counted games whose judged result differs from the recorded one (for comparing
//! two versions of the judge: `cargo run --release --example judge_counted > a.txt`).

#[path = "../tests/common/cases.rs"]
mod cases;

use cases::Set;
use tenuki_gtp::judge::judge_to_move;

fn main() {
    let cases = Set::Counted.cases();
    let mut agree = 0;
    for case in &cases {
        let verdict = judge_to_move(&case.board, case.to_move);
        let margin = case.margin_with(&verdict.dead);
        if Some(margin) == case.recorded_margin {
            agree += 1;
        } else {
            println!(
                "{} judged {margin} recorded {:?}",
                case.id, case.recorded_margin
            );
        }
    }
    println!("{agree} of {} agree", cases.len());
}
