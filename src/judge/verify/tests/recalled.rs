//! A proof asked again ([`recall`]): recalled where its reading would read the same (the same
//! start and budget, the stones it asked standing alike), read again elsewhere; either way,
//! the answer and the positions of a thread that never read it.

use super::*;

#[test]
fn a_proof_asked_again_answers_as_a_fresh_reading_with_any_budget() {
    // saphir's Black E11 group, proved captured (above): the proof read once with the whole
    // budget, then asked again with budgets from one position up, must give the answer and
    // leave the positions a thread that never read it gives (a reading that ran out with a
    // smaller budget is read again, not recalled)
    let (board, anchors, target) = saphir_e11();
    let read = |total: usize| {
        let mut v = Verification::with_budget(total);
        let proof = v.prove_kept_dead(&board, target, &anchors, false);
        (proof, v.readings.left())
    };
    let whole = read_apart(&read, TOTAL_BUDGET);
    let Proof::Captured { positions } = whole.0 else {
        panic!("saphir's E11 group is captured: {:?}", whole.0);
    };
    let budgets = [
        1,
        2,
        5,
        positions - 1,
        positions,
        positions + 1,
        2 * positions,
    ];
    let fresh: Vec<_> = budgets.iter().map(|&b| read_apart(&read, b)).collect();
    assert_eq!(read_after(&read, TOTAL_BUDGET, &budgets), fresh);
    // a budget that runs out leaves no proof; one position more than the proof read, the proof
    assert_eq!(fresh[0].0, Proof::Unknown);
    assert_eq!(fresh[5].0, whole.0);
}

#[test]
fn a_proof_asked_again_under_other_standings_answers_as_a_fresh_reading() {
    // saphir's Black E11 group and the two blocks of the seki of three shared liberties, each
    // proof (of death, of life, either player first) asked again and again on one thread,
    // every other block standing open, an anchor or dead at random: each answer, and the
    // positions it leaves, are those of a thread that never read it. Some asks are
    // recalled (the stones the reading asked standing alike), others read again
    let mut recalled = 0;
    for (rows, stones) in [
        (&SAPHIR[..], &[(4, 8)][..]),
        (&SEKI_OF_THREE_SHARED[..], &[(0, 4), (0, 3)][..]),
    ] {
        let board = PlayoutBoard::from_rows(rows);
        let heads = board.block_heads(
            (0..board.color.len()).filter(|&p| matches!(board.color[p], BLACK | WHITE)),
        );
        let mut rng = crate::judge::playout::Rng::new(11);
        let standings: Vec<Vec<Standing>> = (0..12)
            .map(|_| {
                let mut marks = vec![Standing::Open; board.color.len()];
                for &h in &heads {
                    let standing = [Standing::Open, Standing::Anchor, Standing::Dead][rng.below(3)];
                    for s in board.stones_of(h) {
                        marks[s] = standing;
                    }
                }
                marks
            })
            .collect();
        for &(col, row) in stones {
            let stone = board.at(col, row);
            let read = |marks: &[Standing]| -> Vec<(Proof, usize)> {
                let mut found = Vec::new();
                for owner_first in [false, true] {
                    let mut v = Verification::new();
                    found.push((
                        v.prove_dead(&board, stone, marks, owner_first),
                        v.readings.left(),
                    ));
                    let mut v = Verification::new();
                    found.push((
                        v.prove_alive(&board, stone, marks, owner_first),
                        v.readings.left(),
                    ));
                }
                found
            };
            let (together, asked_alike) = std::thread::scope(|s| {
                s.spawn(|| {
                    let mut alike = 0;
                    let together: Vec<_> = standings
                        .iter()
                        .map(|marks| {
                            let anchors = Anchors::new(marks);
                            for owner_first in [false, true] {
                                let dead =
                                    ProofKey::of(false, &board, stone, owner_first, CONFIRM_BUDGET);
                                let alive =
                                    ProofKey::of(true, &board, stone, owner_first, BLOCK_BUDGET);
                                alike +=
                                    usize::from(recall(&dead, anchors, CONFIRM_BUDGET).is_some());
                                alike +=
                                    usize::from(recall(&alive, anchors, BLOCK_BUDGET).is_some());
                            }
                            read(marks)
                        })
                        .collect();
                    (together, alike)
                })
                .join()
                .expect("the readings")
            });
            let apart: Vec<_> = standings
                .iter()
                .map(|marks| read_apart(&|_| read(marks), TOTAL_BUDGET))
                .collect();
            assert_eq!(together, apart, "{col}, {row}");
            recalled += asked_alike;
        }
    }
    assert!(recalled > 0);
}
