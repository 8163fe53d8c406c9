//! Every call no sure test made, proved or refuted by the verifier (`verify/`).

mod conflicts;
mod links;

use super::spare_blocks::Spare;
use crate::judge::light_board::{PlayoutBoard, BLACK, WHITE};
use crate::judge::steps::{at_even_line, just_below_quarter_line};
use crate::judge::verify::{
    attackers, block_attackers, group_of, may_link, Proof, Standing, Verification,
};
use crate::judge::{FirstMove, Why, UNSURE_SHARE};
use conflicts::{conflicting_captures, Tempo};
use links::link_through_proofs;
pub(in crate::judge) use links::links_out_of_race;

/// Most calls left open on a share near even that are read again (a few blocks of one fight,
/// as GNU Go's `coco`'s five; a game with more has an open area the reading cannot settle).
const FEW_OPEN: usize = 6;

/// Times the calls left open are read again at most (the second on the proofs of the first).
const OPEN_ROUNDS: usize = 2;

/// Most positions the calls left open may read again in one judgement, on a budget of their
/// own (GNU Go's `coco` needs about 450).
const OPEN_BUDGET: usize = 1_500;

/// What the verifier is asked of a block.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Call {
    /// The judge killed it by evidence alone: prove it alive (reversed) or dead (proved).
    Kill,
    /// The playouts kept it only just: prove it dead (reversed) or alive (proved).
    Keep,
}

/// The call on a block by its reason, when the verifier has to check it: kills by the
/// playouts, the throw-in shapes, the eye counts (not a block inside an enemy pass-alive area,
/// nor a race read out, nor a block without a liberty), and keeps by the playouts that lost it
/// in [`UNSURE_SHARE`] of them or more (or at that line, `at_line`: the draw could have put
/// them on either side), or by a ko the reading left open.
fn call(reason: Why, at_line: bool) -> Option<Call> {
    match reason {
        Why::Playouts { taken, .. } | Why::KoFight { taken, .. } if !reason.is_dead() => {
            (taken >= UNSURE_SHARE || at_line).then_some(Call::Keep)
        }
        Why::Playouts { .. }
        | Why::KoFight { .. }
        | Why::ShortOfEyes
        | Why::NoTerritory { .. }
        | Why::Nakade => Some(Call::Kill),
        _ => None,
    }
}

/// True for a kill by the playouts that its owner kept in fewer than [`UNSURE_SHARE`] of them
/// (a stone deep in the enemy's area): its stones count as dead for the other proofs, and it is
/// read for a link only when it may link at all ([`may_link`]).
fn is_clear_kill(reason: Why) -> bool {
    matches!(reason, Why::Playouts { kept, .. } if reason.is_dead() && kept < UNSURE_SHARE)
}

/// How the verifier reads a stone with this reason: an anchor, dead, or neither. Dead are the
/// stones of a sure kill (inside a pass-alive area, a lost race read out, no liberty, a proof)
/// or a clear one by the playouts; a kill the verifier may yet reverse is neither.
fn standing_of(reason: Option<Why>) -> Standing {
    match reason {
        Some(r) if is_anchor(r) => Standing::Anchor,
        Some(
            Why::InsidePassAliveArea | Why::LostRace { .. } | Why::NoLiberty | Why::Captured { .. },
        ) => Standing::Dead,
        Some(r) if is_clear_kill(r) => Standing::Dead,
        _ => Standing::Open,
    }
}

/// How the verifier reads each stone ([`standing_of`]).
pub(in crate::judge) fn standing(why: &[Option<Why>]) -> Vec<Standing> {
    why.iter().map(|&w| standing_of(w)).collect()
}

/// How the verifier reads each stone ([`standing_of`]), with the keeps at the quarter line
/// (`at_line`) whichever side of the line the draw put them: anchors for the proof of a kill
/// (`firm` false), open for the proof of a keep (`firm`: a block in doubt is no evidence for
/// another in doubt, nor for itself).
fn anchors_of(why: &[Option<Why>], at_line: &[bool], firm: bool) -> Vec<Standing> {
    why.iter()
        .zip(at_line)
        .map(|(&w, &line)| match w {
            Some(r @ Why::Playouts { .. }) if line && !r.is_dead() => {
                if firm {
                    Standing::Open
                } else {
                    Standing::Anchor
                }
            }
            w => standing_of(w),
        })
        .collect()
}

/// True when the block's reason is clear evidence of life (an anchor a link may reach): Benson,
/// the life reading, or the playouts keeping it nearly always.
fn is_anchor(reason: Why) -> bool {
    match reason {
        Why::PassAlive | Why::ReadAlive { .. } => true,
        Why::Playouts { taken, .. } => !reason.is_dead() && taken < UNSURE_SHARE,
        _ => false,
    }
}

/// Proves or refutes every call [`call`] names, all on the same position and the same anchors
/// (so the answer cannot depend on the order of reading; the kills are read for a link first,
/// and the proofs of death then take the blocks a link revived as standing): a kill refuted
/// becomes [`Why::Linked`] or [`Why::SureEyes`], a keep refuted [`Why::Captured`]; a call
/// proved takes the proof as its reason; a call neither proved nor refuted keeps its reason and
/// is marked unsure (the returned list, per point), but a keep below the quarter line, read
/// only because it lies at that line (`at_line`, per point: [`super::at_quarter_line`]); its
/// death is read with a keep's proof when it lies just below the line (of `played`
/// playouts, [`just_below_quarter_line`]), with a confirmation's further below.
/// The keeps are read in scan order on the same standing, so a keep read before its
/// neighbour took that neighbour as the evidence left it: a keep with a block in its group or
/// among its attackers that another keep's proof settled is read once more, on that proof
/// (online-go.com 625943 after White's D10: White's B11 group, read before the lone White A12
/// that a proof then captured, had A12's way out into Black's area). A kill read for a link
/// or two eyes reads the blocks spared for its death (`spared`, [`dead_if_alive`]) as dead.
/// A proof of death needs its attackers standing ([`attackers_stand`]). When few calls are
/// left open on a share near even ([`FEW_OPEN`], [`at_even_line`]), they are read again, on
/// the proofs the others gave, a kill as deep as a keep, on a budget of their own
/// ([`OPEN_BUDGET`]), again only after a round that settled one of them (on the same
/// standing, a search with fewer positions reads the first of the positions it read before,
/// and finds nothing it did not find). After them, the kills still open are read for a link
/// to the blocks proved alive ([`link_through_proofs`]), and the kills whose attackers all
/// died are spared ([`spare_kills_whose_attackers_were_proved_dead`]). When the judgement's
/// budget runs out, nothing is changed and every call checked is unsure (but those keeps
/// below the line); when the calls read again run out of theirs, their second reading
/// changes nothing.
pub(in crate::judge) fn verify_calls(
    template: &PlayoutBoard,
    to_move: u8,
    why: &mut [Option<Why>],
    at_line: &[bool],
    in_seki: &[bool],
    played: usize,
    spared: &[Spare],
) -> Vec<bool> {
    let anchors = anchors_of(why, at_line, false);
    // the calls to check, by block (first stone), in scan order
    let calls: Vec<(usize, Call, Why)> = why
        .iter()
        .enumerate()
        .filter_map(|(p, reason)| {
            let reason = (*reason)?;
            let color = template.color[p];
            let head = (color == BLACK || color == WHITE) && template.block_head(p) == p;
            head.then(|| call(reason, at_line[p] || in_seki[p]).map(|c| (p, c, reason)))
                .flatten()
        })
        .collect();
    // a keep below the quarter line that the count puts in a seki
    let by_seki = |p: usize, reason: Why| in_seki[p] && below_line(reason);
    let first = |p: usize| first_mover(template, to_move, p);
    let mut verification = Verification::new();
    let mut below = Verification::new();
    let mut seki = Verification::new();
    let mut even = Verification::with_budget(OPEN_BUDGET);
    let mut decided: Vec<Option<Why>> = vec![None; calls.len()];
    // first the kills, for a link: a block one reverses may be the attacker of another
    for (k, &(p, call, reason)) in calls.iter().enumerate() {
        // a clear kill with nothing to link to is not read
        if call != Call::Kill || (is_clear_kill(reason) && !may_link(template, p)) {
            continue;
        }
        let owner_first = first(p) == FirstMove::Owner;
        // read as alive, it makes the blocks spared for its death dead again
        let unspared = dead_if_alive(template, p, spared, &anchors);
        decided[k] = proved(
            verification.prove_alive(
                template,
                p,
                unspared.as_deref().unwrap_or(&anchors),
                owner_first,
            ),
            first(p),
        );
    }
    // the calls as the proofs so far leave them: which attackers stand, which stones are dead
    let mut standing: Vec<Option<Why>> = why.to_vec();
    settle(template, &calls, &decided, &mut standing);
    // then the proofs of death, of the kills first (a kill proved makes a sure dead stone for
    // the keeps' proofs): of every kill not linked, then of every keep, and of life for a keep
    // not killed; then, when few calls are left open on a share near even, those once or twice
    // more, on the proofs the others gave and a budget of their own, a kill read as deep as a
    // keep (a block proved dead beside an open one may settle it)
    let mut again = vec![false; calls.len()];
    // the calls a round after the first reads again
    let mut left: Vec<usize> = Vec::new();
    for round in 0..=OPEN_ROUNDS {
        if round > 0 {
            let open: Vec<usize> = (0..calls.len())
                .filter(|&k| decided[k].is_none() && at_even_line(Some(calls[k].2)))
                .collect();
            // a round that settled none of its calls left the standing as it was: the next
            // would read the same proofs on fewer positions, and settle none either
            let nothing_settled = round > 1 && open == left;
            if open.is_empty() || open.len() > FEW_OPEN || nothing_settled {
                break;
            }
            left = open;
        }
        // the keeps' proofs so far (to read again the keeps beside them)
        let mut keeps_proved: Vec<usize> = Vec::new();
        for (step, pass) in [Call::Kill, Call::Keep, Call::Keep].into_iter().enumerate() {
            // the second reading of the keeps: in the first round, of those beside a keep the
            // first reading proved (one read before it took that block as standing)
            let keeps_again = step == 2;
            if keeps_again && (round > 0 || keeps_proved.is_empty()) {
                break;
            }
            let anchors = anchors_of(&standing, at_line, false);
            let firm = anchors_of(&standing, at_line, true);
            // the calls this step proved captured, the enemy moving first
            let mut captured_now: Vec<usize> = Vec::new();
            for (k, &(p, call, reason)) in calls.iter().enumerate() {
                if call != pass || decided[k].is_some() || (round > 0 && !left.contains(&k)) {
                    continue;
                }
                if keeps_again && !beside_any(template, p, &keeps_proved) {
                    continue;
                }
                let loose = &anchors;
                let seki_anchors;
                let anchors = if by_seki(p, reason) {
                    seki_anchors = standing_but_itself(template, p, loose, &standing);
                    &seki_anchors
                } else if call == Call::Keep {
                    &firm
                } else {
                    &anchors
                };
                // a keep whose attackers stand only as anchors that are in doubt themselves
                // (at the quarter line) gets no proof of death
                let stand = attackers_stand(template, p, anchors, &standing);
                // a keep below the line reads on a budget of its own: when that runs out, the
                // other proofs still stand (and it stays as the playouts left it); so do the
                // open calls read again
                let verification = if round > 0 {
                    &mut even
                } else if by_seki(p, reason) {
                    &mut seki
                } else if below_line(reason) {
                    &mut below
                } else {
                    &mut verification
                };
                let owner_first = first(p) == FirstMove::Owner;
                let dead = match (stand, call) {
                    (false, _) => Proof::Unknown,
                    (true, Call::Kill) if round > 0 => {
                        verification.prove_open_kill_dead(template, p, anchors, owner_first)
                    }
                    (true, Call::Kill) => {
                        verification.prove_dead(template, p, anchors, owner_first)
                    }
                    // further below the line than just, the budget of a confirmation
                    (true, Call::Keep) if below_line(reason) && !just_below(reason, played) => {
                        verification.prove_dead(template, p, anchors, owner_first)
                    }
                    (true, Call::Keep) => {
                        verification.prove_kept_dead(template, p, anchors, owner_first)
                    }
                };
                let proof = match (dead, call) {
                    // below the line, a proof of life would change the reason only
                    (Proof::Unknown, Call::Keep) if below_line(reason) => Proof::Unknown,
                    (Proof::Unknown, Call::Keep) => {
                        verification.prove_alive(template, p, anchors, owner_first)
                    }
                    (proof, _) => proof,
                };
                decided[k] = proved(proof, first(p));
                again[k] = round > 0;
                if call == Call::Keep && decided[k].is_some() {
                    keeps_proved.push(p);
                }
                if matches!(
                    decided[k],
                    Some(Why::Captured {
                        first: FirstMove::Enemy,
                        ..
                    })
                ) {
                    captured_now.push(k);
                }
            }
            // a race at tempo the draw split: the keeps at even beside a kill just proved,
            // read on the same standing, for the rule of the conflicting proofs below
            if pass == Call::Kill {
                let verification = if round > 0 {
                    &mut even
                } else {
                    &mut verification
                };
                let read = Tempo {
                    template,
                    calls: &calls,
                    firm: &firm,
                    standing: &standing,
                };
                for k in
                    read.smaller_keeps_racing(&mut decided, &mut captured_now, verification, first)
                {
                    again[k] = round > 0;
                    keeps_proved.push(calls[k].0);
                }
            }
            for k in conflicting_captures(template, &calls, &captured_now) {
                decided[k] = None;
                keeps_proved.retain(|&q| q != calls[k].0);
            }
            settle(template, &calls, &decided, &mut standing);
        }
    }
    // on a budget of its own: when that runs out, the links it found are dropped, the other
    // proofs stand
    let mut links = Verification::new();
    let linked = link_through_proofs(
        template,
        &calls,
        &mut decided,
        &standing,
        at_line,
        to_move,
        &mut links,
    );
    if links.exhausted() {
        for k in linked {
            decided[k] = None;
        }
    }
    let exhausted = verification.exhausted();
    let mut unsure = vec![false; why.len()];
    for (k, &(p, _, reason)) in calls.iter().enumerate() {
        // a keep read only because the quarter line was near, below it: no proof leaves it
        // as sure as the playouts made it
        let below_line = below_line(reason);
        for s in template.block_stones(p) {
            match decided[k] {
                Some(proved) if by_seki(p, reason) => {
                    if !seki.exhausted() {
                        why[s] = Some(proved);
                    }
                }
                Some(proved) if below_line && !below.exhausted() => why[s] = Some(proved),
                Some(_) if again[k] && (exhausted || even.exhausted()) => unsure[s] = true,
                Some(proved) if !below_line && !exhausted => why[s] = Some(proved),
                _ => unsure[s] = !below_line,
            }
        }
    }
    spare_kills_whose_attackers_were_proved_dead(template, &calls, why, &mut unsure);
    unsure
}

/// The standing of a proof of a kill (`loose`: the blocks at the quarter line standing) with
/// the block at `p` itself open: for a block the count puts in a seki, whose partners and
/// neighbours the playouts keep as they keep it (after a first look that settled every
/// stone, every kept block lies within the draw's error of the quarter line). Its attackers
/// (the enemy blocks beside it and its liberties) stand only when they stand clearly (`why`:
/// [`Why::stands_clearly`]); those in doubt are open, as it is: a seki's partner short of
/// eyes is no living attacker (kgs6d `2003-02-05-12`: Black's T4-T2 in the lower right
/// corner, in a seki with White's R5 block and S1, both kept in two thirds of the playouts,
/// was "captured in one position" with them standing, W+37.5 under two seeds of sixteen;
/// `RE` and GNU Go 3.8 W+34.5). The proof of its death still holds only if the attackers
/// live at its end (`verify/`).
fn standing_but_itself(
    template: &PlayoutBoard,
    p: usize,
    loose: &[Standing],
    why: &[Option<Why>],
) -> Vec<Standing> {
    let mut standing = loose.to_vec();
    for s in template.stones_of(p) {
        standing[s] = Standing::Open;
    }
    for e in block_attackers(template, p) {
        if !why[e].is_some_and(Why::stands_clearly) {
            for s in template.stones_of(e) {
                standing[s] = Standing::Open;
            }
        }
    }
    standing
}

/// True when a block of `heads` is in the group of the block at `p` or among its attackers
/// ([`group_of`], [`attackers`]).
fn beside_any(template: &PlayoutBoard, p: usize, heads: &[usize]) -> bool {
    group_of(template, p)
        .into_iter()
        .chain(attackers(template, p))
        .any(|h| heads.contains(&h))
}

/// The anchors with the blocks `spared` for the death of the block at `p` (it is one of their
/// attackers) made dead: the standing a proof that `p` lives reads (those blocks lived only
/// if it died). `None` when no spared block has it among its attackers.
fn dead_if_alive(
    template: &PlayoutBoard,
    p: usize,
    spared: &[Spare],
    anchors: &[Standing],
) -> Option<Vec<Standing>> {
    let head = template.block_head(p);
    let mut marked: Option<Vec<Standing>> = None;
    for spare in spared {
        if spare.attackers.contains(&head) {
            let marks = marked.get_or_insert_with(|| anchors.to_vec());
            for s in template.block_stones(spare.block) {
                marks[s] = Standing::Dead;
            }
        }
    }
    marked
}

/// Who moves first in a reading of the block at `p`: its owner when it is the player to move
/// (`to_move`), else the enemy.
fn first_mover(template: &PlayoutBoard, to_move: u8, p: usize) -> FirstMove {
    if template.color[p] == to_move {
        FirstMove::Owner
    } else {
        FirstMove::Enemy
    }
}

/// True when the attackers of the block at `p` may carry a proof of its death, as the proofs
/// so far leave them (`anchors`, `standing`): a capture by stones that are dead themselves
/// proves nothing. None that would take it ([`block_attackers`]: the enemy blocks beside it
/// and its liberties) is dead surely, none beside it was killed by the evidence (but a close
/// call, [`killed_only_just`]: GNU Go's `coco`, where Black's T18 at 0.504 refused the proof
/// of White's corner), and one at least of its group's ([`attackers`]) lives by clear
/// evidence or a proof. A sure death beside another block of
/// its group takes no part in the capture: it refused the proof until 2026-11-28 (kgs6d
/// `2002-02-09-12`: White's A13 in atari at A9 was left to the draw).
fn attackers_stand(
    template: &PlayoutBoard,
    p: usize,
    anchors: &[Standing],
    standing: &[Option<Why>],
) -> bool {
    let attackers = attackers(template, p);
    let killed = |e: usize| standing[e].is_some_and(Why::is_dead) && !killed_only_just(standing[e]);
    let lives = |e: usize| {
        anchors[e] == Standing::Anchor
            || matches!(standing[e], Some(Why::Linked { .. } | Why::SureEyes { .. }))
    };
    block_attackers(template, p)
        .into_iter()
        .all(|e| anchors[e] != Standing::Dead)
        && !template.enemy_blocks_beside(p).into_iter().any(killed)
        && attackers.into_iter().any(lives)
}

/// True for a kill that is a close call: on a share near even ([`at_even_line`]), or by the
/// playouts in fewer than three quarters of them, the band where the eye counts read it
/// again (`steps::decide_close_calls_by_eyes`). Such a kill beside a block does not refuse
/// the proof of its death: the proof reads the killed block as open, and holds only if the
/// attackers live at its end. kgs6d `2003-10-20-6`: White's F11 group, taken in 0.62 to
/// 0.67 of the playouts, stands beside Black's F7 group, which White moving first captures
/// (a proof of three positions); past 0.625 (seeds 1 and 2) the proof was refused, F7 stayed
/// as the playouts kept it, and with it alive the eye count could not spare F11: B+87.5, not
/// W+7.5 as recorded.
fn killed_only_just(reason: Option<Why>) -> bool {
    match reason {
        Some(r @ Why::Playouts { taken, .. }) => r.is_dead() && taken < 1.0 - UNSURE_SHARE,
        r => at_even_line(r),
    }
}

/// The kills no proof settled whose attackers ([`attackers`]: the enemy blocks beside them and
/// their liberties) all died by a proof or a race read out: nothing is left to capture them,
/// and they live ([`Why::AttackersDead`], as `steps::spare_blocks_whose_attackers_died` spares
/// before the verifier the blocks whose attackers the eye counts killed): a stone thrown into
/// an enemy group that the verifier then proves dead, as Black's T18 in GNU Go's `coco` game.
fn spare_kills_whose_attackers_were_proved_dead(
    template: &PlayoutBoard,
    calls: &[(usize, Call, Why)],
    why: &mut [Option<Why>],
    unsure: &mut [bool],
) {
    let sure_dead = |reason: Option<Why>| {
        matches!(
            reason,
            Some(Why::Captured { .. } | Why::InsidePassAliveArea | Why::LostRace { .. })
        )
    };
    // the blocks spared are unsure kills, no sure death: sparing one spares no other
    let spared: Vec<usize> = calls
        .iter()
        .filter(|&&(p, _, _)| unsure[p] && why[p].is_some_and(Why::is_dead))
        .filter(|&&(p, _, _)| {
            let attackers = attackers(template, p);
            !attackers.is_empty() && attackers.iter().all(|&e| sure_dead(why[e]))
        })
        .map(|&(p, _, _)| p)
        .collect();
    for p in spared {
        for s in template.block_stones(p) {
            why[s] = Some(Why::AttackersDead);
            unsure[s] = false;
        }
    }
}

/// True for a keep by the playouts below the quarter line (read only when at it).
fn below_line(reason: Why) -> bool {
    matches!(reason, Why::Playouts { taken, .. } if taken < UNSURE_SHARE && !reason.is_dead())
}

/// True for a keep by the playouts just below the quarter line, of `played` playouts
/// ([`just_below_quarter_line`]): its death is read with a keep's proof, as above the line.
fn just_below(reason: Why, played: usize) -> bool {
    matches!(reason, Why::Playouts { taken, .. } if !reason.is_dead() && just_below_quarter_line(taken, played))
}

/// Writes the proofs found so far into `standing` (the reasons the next proofs read).
fn settle(
    template: &PlayoutBoard,
    calls: &[(usize, Call, Why)],
    decided: &[Option<Why>],
    standing: &mut [Option<Why>],
) {
    for (&(p, ..), proved) in calls.iter().zip(decided) {
        if let Some(reason) = proved {
            for s in template.block_stones(p) {
                standing[s] = Some(*reason);
            }
        }
    }
}

/// The reason a proof gives, with who moved first in it.
fn proved(proof: Proof, first: FirstMove) -> Option<Why> {
    match proof {
        Proof::Linked { positions, anchor } => Some(Why::Linked {
            positions,
            anchor,
            first,
        }),
        Proof::Eyes { positions, eyes } => Some(Why::SureEyes {
            positions,
            eyes,
            first,
        }),
        Proof::Captured { positions } => Some(Why::Captured { positions, first }),
        Proof::Unknown => None,
    }
}

#[cfg(test)]
mod tests;
