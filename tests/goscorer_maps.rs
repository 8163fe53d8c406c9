//! lightvector/goscorer's hard seki and false-eye positions (tests/data/goscorer-cases.jsonl,
//! from goscorer@0ac5f59962a9, MIT), one test each: the board and goscorer's territory map
//! (its author's judgement of correct Japanese scoring), which the default `japanese` count
//! must reproduce exactly. Generated from the data file; legend: `x o` living stones, `b w`
//! dead stones counting for nobody, `z a` black / white territory, `.` nobody's point.

mod common;

use common::{assert_map_eq, rows, score};
use tenuki_gtp::scoring::Rules::Japanese;

fn check(board: &str, want: &str) {
    let (map, _) = score(&rows(board).join("|"), Japanese, 0.0);
    assert_map_eq(&map, want);
}

/// `test_7pteyes`
#[test]
fn case_7pteyes() {
    check(
        "
        ..xx.o.............o.xx..
        ...x.o.............o.x.w.
        x..x.o.............o.x..x
        xxxx.o.............o.xxxx
        oooooo.............oooooo
        xxxx.o.............o.xxxx
        x.wx.o.............o.x..x
        .w.x.o.............o.x.ww
        ..xx.o.............o.xx..",
        "
        zzxx.oaaaaaaaaaaaaao.xxzz
        zzzx.oaaaaaaaaaaaaao.xzzz
        xzzx.oaaaaaaaaaaaaao.xzzx
        xxxx.oaaaaaaaaaaaaao.xxxx
        ooooooaaaaaaaaaaaaaoooooo
        xxxx.oaaaaaaaaaaaaao.xxxx
        xzzx.oaaaaaaaaaaaaao.x..x
        zzzx.oaaaaaaaaaaaaao.x.ww
        zzxx.oaaaaaaaaaaaaao.xx..",
    );
}

/// `test_8pteyes`
#[test]
fn case_8pteyes() {
    check(
        "
        ...x.o.............o.x.w.
        ww.x.o.............o.x.ww
        ..xx.o.............o.xx..
        xxxx.o.............o.xxxx
        oooooo.............oooooo
        xxxx.o.............o.xxxx
        ..xx.o.............o.xx..
        .w.x.o.............o.x.w.
        ww.x.o.............o.x..w",
        "
        zzzx.oaaaaaaaaaaaaao.x.w.
        zzzx.oaaaaaaaaaaaaao.x.ww
        zzxx.oaaaaaaaaaaaaao.xx..
        xxxx.oaaaaaaaaaaaaao.xxxx
        ooooooaaaaaaaaaaaaaoooooo
        xxxx.oaaaaaaaaaaaaao.xxxx
        ..xx.oaaaaaaaaaaaaao.xxzz
        .w.x.oaaaaaaaaaaaaao.xzzz
        ww.x.oaaaaaaaaaaaaao.xzzz",
    );
}

/// `test_bamboo_reachable_seki`
#[test]
fn bamboo_reachable_seki() {
    check(
        "
        ...xxxxxoooooo...
        xxx..x.xo..o..ooo
        oooxxoooxxxxooxxx
        o.o..o.o.x.x..x.x
        .ooxxoooxxxxooxx.",
        "
        zzzxxxxxooooooaaa
        xxxzzx.xo..oaaooo
        oooxxoooxxxxooxxx
        oao..o.o.x.x..xzx
        aooxxoooxxxxooxxz",
    );
}

/// `test_basic_sekis`
#[test]
fn basic_sekis() {
    check(
        "
        .x.o.........x.x.
        ox.o..xwx..xx..oo
        ox.o.o.xx.x..ooo.
        ox.o..ooo..xxo.ox
        .x.o.b.......oxx.",
        "
        .x.o.........x.x.
        ox.o..xwx..xx..oo
        ox.o.o.xx.x..ooo.
        ox.o..ooo..xxo.ox
        .x.o.b.......oxx.",
    );
}

/// `test_belly_eye`
#[test]
fn belly_eye() {
    check(
        "
        .b.o.x..
        b..o.x..
        .b.o.x..
        oooo.x..
        xxxxxx..
        ........",
        "
        aaao.xzz
        aaao.xzz
        aaao.xzz
        oooo.xzz
        xxxxxxzz
        zzzzzzzz",
    );
}

/// `test_big_eye_seki`
#[test]
fn big_eye_seki() {
    check(
        "
        .xoxxx
        xxoox.
        .xxooo
        ooxxx.
        .oooxx
        xxxo.x",
        "
        .xoxxx
        xxoox.
        .xxooo
        ooxxx.
        .oooxx
        xxxo.x",
    );
}

/// `test_cross_noseal`
#[test]
fn cross_noseal() {
    check(
        "
        .o.x.x..o.....
        .o.xxx.o.o....
        .oxx.xo.o.....
        .ox......o....
        .oxx.xo.o.....
        .o.xxx.o.o....
        .o...oo.......",
        "
        ao.xzx..oaaaaa
        ao.xxx.oaoaaaa
        aoxx.xo.oaaaaa
        aox......oaaaa
        aoxx.xo.oaaaaa
        ao.xxx.oaoaaaa
        ao...ooaaaaaaa",
    );
}

/// `test_cross_poke`
#[test]
fn cross_poke() {
    check(
        "
        .o.x.x..o.....
        .o.xxx.o.o....
        .oxx.xo.o.....
        .ox.wwxx.o....
        .oxx.xo.o.....
        .o.xxx.o.o....
        .o...oo.......",
        "
        ao.x.x..oaaaaa
        ao.xxx.oaoaaaa
        aoxx.xo.oaaaaa
        aox.wwxx.oaaaa
        aoxx.xo.oaaaaa
        ao.xxx.oaoaaaa
        ao...ooaaaaaaa",
    );
}

/// `test_cycle`
#[test]
fn cycle() {
    check(
        "
        ...ooooo.x..
        xxoxxxxo.x..
        .xox.xxo.x..
        .xoxx.xo.x..
        .xo.xxooox..
        xxo.ooooox..",
        "
        ...ooooo.xzz
        xxoxxxxo.xzz
        zxoxzxxo.xzz
        zxoxxzxo.xzz
        zxo.xxoooxzz
        xxo.oooooxzz",
    );
}

/// `test_cycle_real_2eye`
#[test]
fn cycle_real_2eye() {
    check(
        "
        .o.oooo.ox..
        xxoxxxxoox..
        .xox.xxo.x..
        .xoxx.xoxx..
        .xo.xxo.ox..
        xxo.ooooox..",
        "
        .o.ooooaoxzz
        xxoxxxxooxzz
        zxoxzxxo.xzz
        zxoxxzxoxxzz
        zxo.xxoaoxzz
        xxo.oooooxzz",
    );
}

/// `test_cycle_real_eye`
#[test]
fn cycle_real_eye() {
    check(
        "
        .o.oooo.ox..
        xxoxxxxoox..
        .xox.xxo.x..
        .xoxx.xo.x..
        .xo.xxooox..
        xxo.ooooox..",
        "
        .o.oooo.oxzz
        xxoxxxxooxzz
        zxoxzxxo.xzz
        zxoxxzxo.xzz
        zxo.xxoooxzz
        xxo.oooooxzz",
    );
}

/// `test_double_ko`
#[test]
fn double_ko() {
    check(
        "
        .xooox.....xooox.
        xxxxoxx...xxoxxxx
        .xoxoox...xoox.x.
        xo.o.ox...xo.oxox
        oooooox...xo.oooo",
        "
        .xoooxzzzzzxooox.
        xxxxoxxzzzxxoxxxx
        .xoxooxzzzxoox.x.
        xo.o.oxzzzxo.oxox
        ooooooxzzzxo.oooo",
    );
}

/// `test_double_ko_death`
#[test]
fn double_ko_death() {
    check(
        "
        .o.o.........o.o.
        xx.o.........o.xx
        .xxo.o.....o.oxx.
        xoxxo.......oxxwx
        o.oxo.......oxw.w",
        "
        .o.oaaaaaaaaao.o.
        xx.oaaaaaaaaao.xx
        .xxoaoaaaaaoaoxxz
        xoxxoaaaaaaaoxxzx
        o.oxoaaaaaaaoxzzz",
    );
}

/// `test_double_throwin_seki3`
#[test]
fn double_throwin_seki3() {
    check(
        "
        .x............
        .x............
        .x............
        .xxx.x.x.x.xx.
        oo.x........x.
        .oxx........o.
        ooxooooooo.oo.
        .oox.....o....
        x.oxxxxx.o....
        xxxww.xx.o....",
        "
        .x............
        .x............
        .x............
        .xxx.x.x.x.xx.
        oo.x........x.
        .oxx........o.
        ooxooooooo.oo.
        .oox.....o....
        x.oxxxxx.o....
        xxxww.xx.o....",
    );
}

/// `test_empty`
#[test]
fn empty() {
    check(
        "
        .........
        .........
        .........
        .........
        .........
        .........
        .........
        .........
        .........",
        "
        .........
        .........
        .........
        .........
        .........
        .........
        .........
        .........
        .........",
    );
}

/// `test_false_eye_multicycles2`
#[test]
fn false_eye_multicycles2() {
    check(
        "
        xxxxx.xo............
        xooooxoo............
        .xo.ox.o............
        xo.ooxooooooo.......
        xoooxxoxxxxxo.......
        xxxxx.xx.w.xo.......",
        "
        xxxxx.xoaaaaaaaaaaaa
        xooooxooaaaaaaaaaaaa
        .xoaox.oaaaaaaaaaaaa
        xoaooxoooooooaaaaaaa
        xoooxxoxxxxxoaaaaaaa
        xxxxx.xx.w.xoaaaaaaa",
    );
}

/// `test_false_eye_multicycles4`
#[test]
fn false_eye_multicycles4() {
    check(
        "
        xxxxx.xo............
        xooooxoooooo........
        .xo.oxxoxxx.o.......
        xo.oox.xx.x.o.......
        xoooxxxoxxxxo.......
        xxxxxoooooooo.......",
        "
        xxxxx.xoaaaaaaaaaaaa
        xooooxooooooaaaaaaaa
        .xoaoxxoxxx.oaaaaaaa
        xoaoox.xx.x.oaaaaaaa
        xoooxxxoxxxxoaaaaaaa
        xxxxxooooooooaaaaaaa",
    );
}

/// `test_false_eye_multicycles6`
#[test]
fn false_eye_multicycles6() {
    check(
        "
        .xxxx.xo............
        xooooxoooooo........
        .xo.oxxoxxx.o.......
        xo.oxx.xx.x.o.......
        xoooxoxxxxxxo.......
        xxxxxoooooooo.......",
        "
        zxxxx.xoaaaaaaaaaaaa
        xooooxooooooaaaaaaaa
        .xoaoxxoxxx.oaaaaaaa
        xoaoxxzxxzx.oaaaaaaa
        xoooxoxxxxxxoaaaaaaa
        xxxxxooooooooaaaaaaa",
    );
}

/// `test_false_eyes_2`
#[test]
fn false_eyes_2() {
    check(
        "
        ...xx.x..
        wxxx.x...
        xoxxoxx..
        x.ooxox..
        x.o.xox.x
        oo.o.o.x.
        ....oooxo
        bbbbb..o.
        ....b...b",
        "
        .zzxxzxzz
        wxxx.xzzz
        xoxxoxxzz
        x.ooxoxzz
        x.o.xoxzx
        ooao.o.x.
        aaaaoooxo
        aaaaaaao.
        aaaaaaaaa",
    );
}

/// `test_false_eyes_chain_bamboo`
#[test]
fn false_eyes_chain_bamboo() {
    check(
        "
        ......xx.
        ......oox
        ....oo.xx
        ooo.o.ox.
        ..o.oooox
        ooo...ox.
        ......oxx
        .......x.",
        "
        ......xx.
        ......oox
        ....oo.xx
        ooo.oaox.
        aao.oooox
        ooo...ox.
        ......oxx
        .......x.",
    );
}

/// `test_false_eyes_chain_big_false_eye_aliveend`
#[test]
fn false_eyes_chain_big_false_eye_aliveend() {
    check(
        "
        xxx..xxx.
        xooxxooox
        .xo....x.
        .xooooox.
        .xo...ox.
        xoo..ooox
        x.o.oxxxx
        ..o.ox.x.",
        "
        xxx..xxx.
        xooxxooox
        .xo....x.
        zxoooooxz
        .xoaaaox.
        xooaaooox
        x.oaoxxxx
        ..oaoxzxz",
    );
}

/// `test_false_eyes_chain_loose_eye`
#[test]
fn false_eyes_chain_loose_eye() {
    check(
        "
        .......x.
        .........
        ..o.oo.xx
        oo.oo.ox.
        .oo.oooox
        oo....ox.
        ......oxx
        .......x.",
        "
        .......x.
        .........
        ..o.oo.xx
        ooaooaoxz
        aoo.oooox
        oo....oxz
        ......oxx
        .......xz",
    );
}

/// `test_false_eyes_chain_loose_eye_3`
#[test]
fn false_eyes_chain_loose_eye_3() {
    check(
        "
        .........
        .....xxx.
        ..o.oo.x.
        oo.oo.ox.
        .oo.oooox
        oo....ox.
        ......oxx
        .......x.",
        "
        .........
        .....xxx.
        ..o.oo.x.
        ooaooaox.
        aoo.oooox
        oo....oxz
        ......oxx
        .......xz",
    );
}

/// `test_false_eyes_chain_no_bamboo`
#[test]
fn false_eyes_chain_no_bamboo() {
    check(
        "
        ......xx.
        ......oox
        ....oo.xx
        oo..o.ox.
        .o..oooox
        oo....ox.
        ......oxx
        .......x.",
        "
        ......xxz
        ......oox
        ....oo.xx
        oo..oaoxz
        ao..oooox
        oo....oxz
        ......oxx
        .......xz",
    );
}

/// `test_hanezeki2`
#[test]
fn hanezeki2() {
    check(
        "
        wxox.oxw.boxw
        wxoxoxxxoboxw
        wxoxox.xoboxw
        .xooox.xooox.
        xxoxxx.xxxoxx
        ooox.....xooo
        xxxx.....xxxx",
        "
        wxox.oxw.boxw
        wxoxoxxxoboxw
        wxoxoxzxoboxw
        .xoooxzxooox.
        xxoxxxzxxxoxx
        oooxzzzzzxooo
        xxxxzzzzzxxxx",
    );
}

/// `test_lgroups_and_rectanglelikes2`
#[test]
fn lgroups_and_rectanglelikes2() {
    check(
        "
        ...wx.o...o.x.w.x.o..oxw..
        ...xooo...o.x...x.o..oxw..
        xxxxo.....o.xx.xx.o..oxxx.
        xoooo.....ooooxoooo..oooox
        .o...........o.o........o.
        o..........o..o.........oo
        .o........o.o............o
        xoooo.....oxoooo.....oooo.
        .xxxoo...ox.xxxo.....oxxxx
        ..wxxo...ox...xooooooox...
        ...wxo...ox....x.oo.o.x.w.",
        "
        ...wx.oaaao.xzzzx.oaaoxzzz
        ...xoooaaao.xzzzx.oaaoxzzz
        xxxxoaaaaao.xx.xx.oaaoxxx.
        xooooaaaaaooooxooooaaoooox
        .oaaaaaaaaaaao.oaaaaaaaao.
        oaaaaaaaaaaoaaoaaaaaaaaaoo
        .oaaaaaaaao.oaaaaaaaaaaaao
        xooooaaaaaoxooooaaaaaoooo.
        .xxxooaaaox.xxxoaaaaaoxxxx
        zzzxxoaaaox...xoooooooxzzz
        zzzzxoaaaox....x.ooao.xzzz",
    );
}

/// `test_lgroups_and_rectanglelikes4`
#[test]
fn lgroups_and_rectanglelikes4() {
    check(
        "
        .w...x.o..ox.www.xo.ox.w..
        .w..xooo..oxx...xxo.oxx...
        xxxxxo....o.xxxxx.o..oxxxw
        xooooo....oooxooooo..oooox
        .o..........o.o.........o.
        o..........o.o..........oo
        .o........o.o............o
        xoooo.....oxoooo.....ooooo
        xxxxoo...oxxxxxo....ooxxxx
        ...xxo...ox...xxoo..oxx...
        ..w.xo...ox..wwx.o..oxxwww",
        "
        zzzz.x.oaaox.www.xoaox.w..
        zzzzxoooaaoxx...xxoaoxx...
        xxxxxoaaaao.xxxxx.oaaoxxxw
        xoooooaaaaoooxoooooaaoooox
        .oaaaaaaaaaao.oaaaaaaaaao.
        oaaaaaaaaaaoaoaaaaaaaaaaoo
        .oaaaaaaaao.oaaaaaaaaaaaao
        xooooaaaaaoxooooaaaaaooooo
        xxxxooaaaoxxxxxoaaaaooxxxx
        zzzxxoaaaoxzzzxxooaaoxx...
        zzzzxoaaaoxzzzzx.oaaoxxwww",
    );
}

/// `test_lgroups_and_rectanglelikes6`
#[test]
fn lgroups_and_rectanglelikes6() {
    check(
        "
        xoooo...ooxxxxoo.....ooooo
        xxxxoo.oox.w.xxo....ooxxxx
        .w.xxo.oxx..w.xxoo..oxx.w.
        ..w.xo.oxxxxxxx..o..oxx...",
        "
        xooooaaaooxxxxooaaaaaooooo
        xxxxooaooxzzzxxoaaaaooxxxx
        zzzxxoaoxxzzzzxxooaaoxx.w.
        zzzzxoaoxxxxxxx..oaaoxx...",
    );
}

/// `test_live_in_a_row_with_hane`
#[test]
fn live_in_a_row_with_hane() {
    check(
        "
        ....x.o.x...x.o.x....x.o.x.....x.o.x......x.o
        xxxxoooooxxxoooooxxxxoooooxxxxxoooooxxxxxxooo
        ....o...o...o...o....o...o.....o...o......o..
        oooooo..ooooooooooo..oo..ooooooo...oooooooo..
        .....o...o........o...o.......o.......o......
        xxxxxoooooxxxxxxxxoooooxxxxxxxooo...oooxxxxxx
        .....x.o.x........x.o.x.......x.o...o.x......",
        "
        ....x.o.x...x.o.x....x.o.x.....x.o.x......x.o
        xxxxoooooxxxoooooxxxxoooooxxxxxoooooxxxxxxooo
        ....oaaao...oaaao....o...o.....oaaao......o..
        ooooooaaooooooooooo..oo..oooooooaaaoooooooo..
        .....oaaao........o...o.......oaaaaaaao......
        xxxxxoooooxxxxxxxxoooooxxxxxxxoooaaaoooxxxxxx
        zzzz.x.o.x.zzzzzz.x.o.x.zzzzz.x.oaaao.x.zzzzz",
    );
}

/// `test_live_in_a_row_with_hane_throwin_poke`
#[test]
fn live_in_a_row_with_hane_throwin_poke() {
    check(
        "
        ..wwx.o.xww.x.o.xww..x.o.xww...x.o.xww....x.o
        xxxxoooooxxxoooooxxxxoooooxxxxxoooooxxxxxxooo
        ....o...o...o...o....o...o.....o...o......o..
        oooooo..ooooooooooo..oo..ooooooo...oooooooo..
        .....o...o........o...o.......o.......o......
        xxxxxoooooxxxxxxxxoooooxxxxxxxooo...oooxxxxxx
        ...wwx.o.xww......x.o.xww.....x.o...o.xww....",
        "
        ..wwx.o.xww.x.o.xww..x.o.xww...x.o.xww....x.o
        xxxxoooooxxxoooooxxxxoooooxxxxxoooooxxxxxxooo
        ....oaaao...oaaao....o...o.....oaaao......o..
        ooooooaaooooooooooo..oo..oooooooaaaoooooooo..
        .....oaaao........o...o.......oaaaaaaao......
        xxxxxoooooxxxxxxxxoooooxxxxxxxoooaaaoooxxxxxx
        ...wwx.o.xwwzzzzz.x.o.xww.....x.oaaao.xwwzzzz",
    );
}

/// `test_more_fancy_sekis`
#[test]
fn more_fancy_sekis() {
    check(
        "
        .ox.xoo....ox.xo.
        o.xwwxo.o..ox.x.o
        xxxxxxo..o.ooxxxx
        ooooooo.o...ooooo
        xxx..............
        oox..........xxxx
        .ox.....x...xxooo
        ooxxxxx..x..xo.o.
        .xoooox.x.x.xooxx
        x.o.box.....xo.o.",
        "
        .ox.xoo....ox.xo.
        o.xwwxo.o..ox.x.o
        xxxxxxo..o.ooxxxx
        ooooooo.o...ooooo
        xxx..............
        oox..........xxxx
        .ox.....x...xxooo
        ooxxxxx..x..xo.o.
        .xoooox.x.x.xooxx
        x.o.box.....xo.o.",
    );
}

/// `test_narrow_board10`
#[test]
fn narrow_board10() {
    check(
        "
        b
        .
        o
        .
        b",
        "
        a
        a
        o
        a
        a",
    );
}

/// `test_narrow_board12`
#[test]
fn narrow_board12() {
    check(
        "
        .o
        o.
        xo
        x.
        .x
        wx",
        "
        .o
        o.
        xo
        x.
        .x
        wx",
    );
}

/// `test_narrow_board3`
#[test]
fn narrow_board3() {
    check(
        "
        .x.",
        "
        zxz",
    );
}

/// `test_narrow_board5`
#[test]
fn narrow_board5() {
    check(
        "
        .x.o",
        "
        .x.o",
    );
}

/// `test_narrow_board7`
#[test]
fn narrow_board7() {
    check(
        "
        x.w.",
        "
        x.w.",
    );
}

/// `test_narrow_board9`
#[test]
fn narrow_board9() {
    check(
        "
        x
        .
        o
        .
        b",
        "
        x
        .
        o
        .
        b",
    );
}

/// `test_side_bamboo_cut`
#[test]
fn side_bamboo_cut() {
    check(
        "
        ..o.o..o.o....
        .xo.oxxo.o.x..
        .xooo..ooox...
        .x...xx...x...
        ..x.x..x.x....",
        "
        ..o.o..o.o....
        .xo.oxxo.o.x..
        .xooo..ooox...
        .x...xx...x...
        ..x.xzzx.x....",
    );
}

/// `test_solid_eyeshapes_nakade`
#[test]
fn solid_eyeshapes_nakade() {
    check(
        "
        xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
        x.xx..xx.xxx..xxxxx..xxxx..xxxxx
        xxxxxxxxw.xxw.xxxxxxw.xx.w..xxxx
        x.w.xxxxx.xxxxxxxxxx.xxxxxxxx.w.
        xxxxxw.xxxxx..xxx.xxxx.xxxxxxx..
        x.wxx.xxxxxxw.xx.w.xx.w.xxxxxxx.
        xx.xx.xx.xxx.xxxx.xxx..xxx.w.xxx
        xxxxxxx.w.xxxxxxxxxxxxxxxx...xxx
        x..w.xxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "
        xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
        xzxxzzxxzxxxzzxxxxxzzxxxxzzxxxxx
        xxxxxxxxzzxxzzxxxxxxzzxxzzzzxxxx
        xzzzxxxxxzxxxxxxxxxxzxxxxxxxxzzz
        xxxxxzzxxxxxzzxxxzxxxxzxxxxxxxzz
        xzzxxzxxxxxxzzxxzzzxxzzzxxxxxxxz
        xxzxxzxxzxxxzxxxxzxxxzzxxxzzzxxx
        xxxxxxxzzzxxxxxxxxxxxxxxxxzzzxxx
        xzzzzxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    );
}

/// `test_three_point_false_eye`
#[test]
fn three_point_false_eye() {
    check(
        "
        ........o....
        xoooox..o....
        xo.oox..o....
        xoo.oxoo.....
        .xoox.x.o....
        ..xx..x.o....",
        "
        ........oaaaa
        xoooox..oaaaa
        xoaoox..oaaaa
        xooaoxooaaaaa
        .xoox.x.oaaaa
        ..xx..x.oaaaa",
    );
}

/// `test_three_way_pokes`
#[test]
fn three_way_pokes() {
    check(
        "
        .xxwwwxx.o...xxwwwxx.o........
        ..ox.xo.o.....oxwxo.o..ooo....
        .o.xxx.o.....o.x.x.o..o...o...
        .o.x.x.o.....o.xxx.o..oxxxo...
        .o.xxx.o.....o.x.x.o..ox.xo...
        ..ooooo.......oxxxo..xxw.wxx..",
        "
        .xxwwwxx.o...xxwwwxx.o........
        ..ox.xo.o.....oxzxo.o..ooo....
        .o.xxx.o.....o.xzx.o..o...o...
        .o.x.x.o.....o.xxx.o..oxxxo...
        .o.xxx.o.....o.xzx.o..ox.xo...
        ..ooooo.......oxxxo..xxw.wxx..",
    );
}

/// `test_two_point_eye_falsity`
#[test]
fn two_point_eye_falsity() {
    check(
        "
        .xx..x.oooooooo.ooooooo.
        xxoxxoooxxxoxxoooxxxoxxx
        oooooo.ox.xx..x.ox.xx..x
        xxoxxxooxxxoxxoooxxxoxxx
        .xx..xooooooooo.ooooooo.",
        "
        .xx..x.ooooooooaooooooo.
        xxoxxoooxxxoxxoooxxxoxxx
        ooooooaox.xx..x.oxzxxzzx
        xxoxxxooxxxoxxoooxxxoxxx
        zxxzzxoooooooooaooooooo.",
    );
}

/// `test_various_eyefillings`
#[test]
fn various_eyefillings() {
    check(
        "
        .box...x...ox.www.
        bboxx.x.x..oxxxxxx
        ooooxx.x...ooooooo
        ...xo.............
        xxxxo.............
        .w.xo.....oooooooo
        xxxxo.....oxxxxxxx
        ooooo.....ox.wwww.",
        "
        .boxzzzx...ox.www.
        bboxxzxzx..oxxxxxx
        ooooxx.x...ooooooo
        ...xo.............
        xxxxo.............
        .w.xo.....oooooooo
        xxxxo.....oxxxxxxx
        ooooo.....oxzzzzzz",
    );
}

/// `test_various_eyefillings2b`
#[test]
fn various_eyefillings2b() {
    check(
        "
        .wxx.o.xob.b.oxxw.
        w.wxooxxobboooxw.w
        ww.xox.xooooo.xwwx
        xxxxoxx.xo..xxxxxx
        ooooooxxxoxxxooooo
        xxxxxo..xxooooxxxx
        xwxxxooooooxxxxxww
        w.wxx..o.o.oo.xwww
        .wwxx.........xxw.",
        "
        .wxx.o.xoaaaaoxxzz
        w.wxooxxoaaoooxzzz
        ww.xoxzxooooo.xzzx
        xxxxoxxzxo..xxxxxx
        ooooooxxxoxxxooooo
        xxxxxo..xxooooxxxx
        xzxxxooooooxxxxxww
        zzzxx..o.o.oo.xwww
        zzzxx.........xxw.",
    );
}

/// `test_various_eyefillings3`
#[test]
fn various_eyefillings3() {
    check(
        "
        wwxx.o.xobbb.oxxw.
        wwwxooxxobbbooxwww
        ww.xox.xooooo.xwwx
        xxxxoxx.xo...xx.xx
        ooooooxxxoxxxxxxxo
        xxxxxo..xxoooooooo
        xww.xooooooxxxxxxx
        .wxxx.o.o.ox.w.ww.",
        "
        zzxx.o.xoaaaaoxxw.
        zzzxooxxoaaaooxwww
        zzzxoxzxooooo.xwwx
        xxxxoxxzxo...xx.xx
        ooooooxxxoxxxxxxxo
        xxxxxo..xxoooooooo
        xww.xooooooxxxxxxx
        .wxxx.oaoaoxzzzzzz",
    );
}

/// `test_various_eyefillings5`
#[test]
fn various_eyefillings5() {
    check(
        "
        .b.oxxo.bbb.oxxo.bb
        boooxxoooboooxxooob
        .o.xxxx.o.o.xxxx.o.
        oox....xooox....xoo
        xxx....xxxxx....xxx
        oox....xxxxx....xxx
        .o.x...xooox....xoo
        bo..xxx.o.o.xxxx.o.
        booooxoooboooxxooob
        .bb.oxo.b.b.oxxoob.",
        "
        .b.oxxo.bbb.oxxo.bb
        boooxxoooboooxxooob
        .o.xxxx.o.o.xxxx.o.
        ooxzzzzxoooxzzzzxoo
        xxxzzzzxxxxxzzzzxxx
        ooxzzzzxxxxxzzzzxxx
        ao.xzzzxoooxzzzzxoo
        ao..xxx.o.o.xxxx.oa
        aooooxoooboooxxoooa
        aaaaoxo.b.b.oxxooaa",
    );
}
