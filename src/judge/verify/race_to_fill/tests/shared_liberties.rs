//! The race of filling where the group and its filler share liberties: a filler pressed by
//! the liberties it does not share, and an enemy block whose two liberties are the group's,
//! which neither side can fill. Each diagram read by hand.

use super::super::moves::has_two_eyes;
use super::*;
use crate::judge::light_board::BLACK;

#[test]
fn a_filler_with_few_liberties_of_its_own_is_pressed_however_many_it_shares() {
    // read by hand (the corner of kgs6d `2003-12-29-19`): White's D7-F7-F6-B6 has no eye and
    // four liberties, C7 (beside Black's B7) and G7, C5, D5 (Black's big block's). Black's
    // big block has six: those three, and A7, C3, G3 of its own; White's wall below cannot
    // be taken (five eyes). Black first: C5, White C3, Black D5, White G3: Black is left A7
    // and G7, and G7 would leave it A7 alone (White takes 17 stones there), C7 B7-C7 (taken
    // at A7). White first: C3, C5, G3, D5, the same. A seki, which White keeps only by
    // pressing the block on its own liberties: it shares three with White's group, and
    // counted with them (six against four) it was never pressed
    let rows = [
        ".x.ooo.xo",
        "xoooxoxxo",
        "xx..xxxxo",
        "oxxxxooxo",
        "oo.ooo.xo",
        "ooooooooo",
        ".o.o.o.o.",
    ];
    for owner_to_move in [true, false] {
        assert!(holds_at(&rows, 3, 0, owner_to_move), "{owner_to_move}");
        let board = PlayoutBoard::from_rows(&rows);
        let marks = vec![Standing::Open; board.color.len()];
        assert!(holds_in_race(
            &board,
            board.at(3, 0),
            owner_to_move,
            Anchors::new(&marks),
            OpenRaces::GoToOwner,
        ));
    }
    // with B3 and E3 empty too, Black has five liberties of its own (A7, B3, C3, E3, G3):
    // White presses three of the four it can fill while Black fills C5, D5 and G7, and
    // Black's C7 then takes White's group, whoever moves first
    let rows = [
        ".x.ooo.xo",
        "xoooxoxxo",
        "xx..xxxxo",
        "oxxxxooxo",
        "o..o.o.xo",
        "ooooooooo",
        ".o.o.o.o.",
    ];
    for owner_to_move in [true, false] {
        assert!(!holds_at(&rows, 3, 0, owner_to_move), "{owner_to_move}");
    }
}

#[test]
fn a_partner_whose_two_liberties_are_the_blocks_is_left_unfillable() {
    // read by hand: White's C9-D9-E9 has B9 and F9, both liberties of Black's A9-A8-G8-G9
    // (its only ones). White filling either is left in atari, and Black's capture at the
    // other leaves it a straight four, two eyes; Black filling either is its own atari. A
    // seki, whoever moves first
    let rows = ["x.ooo.xo.", "xxxxxxxo.", "oooooooo.", "........."];
    let board = PlayoutBoard::from_rows(&rows);
    assert!(has_partner_left_unfillable(&board, board.at(0, 0)));
    for owner_to_move in [true, false] {
        assert!(holds_at(&rows, 0, 0, owner_to_move), "{owner_to_move}");
    }
    // White's two stones: taken after a fill, they leave a straight three, a dead shape
    // (the search decides)
    let board = PlayoutBoard::from_rows(&["x.oo.xo.", "xxxxxxo.", "oooooo..", "........"]);
    assert!(!has_partner_left_unfillable(&board, board.at(0, 0)));
    // Black's G9 a block of its own beside F9: White's fill there may take it (the search
    // decides)
    let board = PlayoutBoard::from_rows(&["x.ooo.x..", "xxxxxxoo.", "ooooooo..", "........."]);
    assert!(!has_partner_left_unfillable(&board, board.at(0, 0)));
}

#[test]
fn a_big_block_beside_a_partner_it_cannot_fill_holds() {
    // kgs6d `2001-05-18-5` (GNU Go 3.8 and the record: a seki): Black's 37 stones J19 ...
    // L10 have no eye; they share K19 and N18 with White's L19-L18-M18 inside them, and G16,
    // G14, L14, N14 and L12 with White's living groups around. White fills the five, and
    // then neither side can fill K19 or N18. The search, reading every order of the five
    // fills, the presses and White's moves that strengthen its blocks, ran out of positions
    // (a race left open is the enemy's in a seki test) while White's fills of the two eyes
    // of a block of its own were read as strengthening it ([`has_two_eyes`]); now it settles
    // the race as the rule does
    let rows = [
        "...xxooox.oxxxxo.o.",
        "..xxo.oxxxoo.xo.o..",
        "..xoo.oxoxxxxxoooo.",
        "..xxoo.xooxxoxoxxoo",
        "..xo.oxxxoxxooxxxxx",
        "..xo.o.xoo.x.oxooox",
        "..xo.oxxxoxxoooo.xx",
        "..xxo.ooxo.xo.xox.x",
        "xxxxo..oooxxooxx.xx",
        "xoxoo....oxxo.oxxxo",
        "ooox.oo...oo.oooxoo",
        ".ooooxxooo..oxooooo",
        "..oxxxxxxxoo.xxxxox",
        "...oxoooo..xxx.x.xx",
        "oooox.xxoo.xooxxxx.",
        "oxoxxxxo.ooxo.oxoo.",
        "xxx...xo...oo.ooxxo",
        "....xxxo.ooxoooxx..",
        "....xoooo.....oox..",
    ];
    let board = PlayoutBoard::from_rows(&rows);
    let marks = vec![Standing::Open; board.color.len()];
    let j19 = board.at(8, 0);
    assert!(has_partner_left_unfillable(&board, j19));
    for owner_to_move in [true, false] {
        let end = read_race_recalling(
            &board,
            j19,
            owner_to_move,
            Anchors::new(&marks),
            OpenRaces::GoToEnemy,
            true,
        );
        assert!(end.holds && end.left > 0, "owner first: {owner_to_move}");
        assert!(holds_with(&board, &marks, (8, 0), owner_to_move));
    }
}

#[test]
fn a_block_with_two_eyes_is_not_strengthened_in_the_race() {
    // kgs6d `2003-08-12-28` (GNU Go 3.8 and the record: a seki): Black's O12 group (11
    // stones, no eye) shares O7, P7 and Q7 with White's N10 group (13 stones, no eye, M8 its
    // own beside Black's living L10) and has P11 and P12 beside White's living P14. Black
    // first: M8, White P11, Black O7, White P12, and whoever fills P7 or Q7 is taken; White
    // first: P11, Black M8, White P12, and neither fills. White's R9 beside the group has
    // two liberties, S10 and T9, both eyes: Black can take neither, and White's fills of
    // them, "strengthening" it, doubled the enemy's moves; the search ran out of positions
    // (a race left open is the enemy's in a seki test). Every other block an anchor
    let rows = [
        "....ooox.xoo...oox.",
        ".o.ooxxx.xxo.oooxx.",
        "oo.oxx...xooxxox...",
        "xxooooxx.xxoooxx...",
        "xooo.ooxxoo...oxxx.",
        "xxxxxxxo.xo.x.ox..x",
        "..x.x...xxxoooooxx.",
        ".xoox..xoo.oox.oxoo",
        "xxo.ox.x.o.oxx.oxo.",
        "xo.ooxxx.oxxoxxxo.o",
        "oooxxxoxooxxoxoooo.",
        "ooxxx.oo.ox.oxxxxoo",
        ".ooxxxo..oxxo...oxx",
        "...o...ooooxoooooox",
        "...oxxxo.oxxxoxoxxx",
        "...ooxoooxxoxxxx...",
        "....oxo.oxoox...x..",
        "..o.oxxxoooxx......",
        "...oxx.x.oxx.......",
    ];
    let board = PlayoutBoard::from_rows(&rows);
    let (n10, o12, r9) = ((12, 9), (13, 7), (16, 10));
    let mut marks = vec![Standing::Anchor; board.color.len()];
    for (c, r) in [n10, o12] {
        for s in board.stones_of(board.block_head(board.at(c, r))) {
            marks[s] = Standing::Open;
        }
    }
    let mut eyes = board.liberties_upto(board.at(r9.0, r9.1), 3);
    eyes.sort_unstable();
    assert_eq!(eyes, [board.at(17, 9), board.at(18, 10)]);
    assert!(has_two_eyes(&board, &eyes, BLACK));
    for owner_to_move in [true, false] {
        for (c, r) in [n10, o12] {
            let end = read_race_recalling(
                &board,
                board.at(c, r),
                owner_to_move,
                Anchors::new(&marks),
                OpenRaces::GoToEnemy,
                true,
            );
            assert!(
                end.holds && end.left > 0,
                "({c}, {r}), owner first: {owner_to_move}"
            );
        }
    }
}

#[test]
fn two_liberties_are_two_eyes_only_where_the_owner_can_take_neither() {
    // White's block has B3 and D3, both surrounded by White: Black can play at neither
    let board = PlayoutBoard::from_rows(&["o.o.o", "ooooo", "xxxxx", "....."]);
    let liberties = board.liberties_upto(board.at(0, 0), 3);
    assert!(has_two_eyes(&board, &liberties, BLACK));
    // Black's E3 beside D3: Black may fill it, and it is no eye
    let board = PlayoutBoard::from_rows(&["o.o.x", "oooox", "xxxxx", "....."]);
    let liberties = board.liberties_upto(board.at(0, 0), 3);
    assert_eq!(liberties.len(), 2);
    assert!(!has_two_eyes(&board, &liberties, BLACK));
}
