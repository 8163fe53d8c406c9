# The seed's examples and Tenuki's faults as GTP regression tests (positions via
# tenuki-set_board; expected answers worked out by hand, see tests/seed_examples.rs).
# Legend: x o stones, . nobody's point, z a black / white territory.

# Seki: one eye each in the corner; A6 is filled as a false eye, B5 is the shared liberty
#   .xo.ox
#   x.ooox
#   oooxxx
#   xxxx..
#   ......
#   ......
tenuki-rules japanese
tenuki-set_board .xo.ox|x.ooox|oooxxx|xxxx..|......|......
10 tenuki-score_map
#? [\.xo\.ox\nx\.ooox\noooxxx\nxxxxzz\nzzzzzz\nzzzzzz]
11 final_score
#? [B\+14]
12 final_status_list seki
#? [B6\nC6 E6 C5 D5 E5 A4 B4 C4\nA5]

# A Strict Rule: three eyes beside the neutral point A4
#   .o.o.o.o
#   xooooooo
#   xxxxxxxx
#   ........
tenuki-rules japanese
tenuki-set_board .o.o.o.o|xooooooo|xxxxxxxx|........
20 tenuki-score_map
#? [\.oaoaoao\nxooooooo\nxxxxxxxx\nzzzzzzzz]
21 final_score
#? [B\+5]
tenuki-rules japanese-strict
22 final_score
#? [0]

# Filling False Eyes in the corner: A4 and C4 are filled
#   .x..x..x.
#   xoxxxxxxx
#   ooooooooo
#   .........
tenuki-rules japanese
tenuki-set_board .x..x..x.|xoxxxxxxx|ooooooooo|.........
30 tenuki-score_map
#? [\.x\.zxzzxz\nxoxxxxxxx\nooooooooo\naaaaaaaaa]
31 final_score
#? [W\+5]

# Filling is not Smart: the false-ish C4 and E4 are not filled while nothing is in atari
#   .x.x..xo
#   xxxoxxxo
#   oooooooo
#   ........
tenuki-rules japanese
tenuki-set_board .x.x..xo|xxxoxxxo|oooooooo|........
40 tenuki-score_map
#? [zxzxzzxo\nxxxoxxxo\noooooooo\naaaaaaaa]
41 final_score
#? [W\+4]

# Two 1-Eyed Groups in Seki (Tenuki's 9x9 position)
#   .x.o.ox.x
#   xxxoooxx.
#   oooxxxx.x
#   o.ox.....
#   .oox.....
#   ooxx.....
#   xxx......
#   .........
#   .........
tenuki-rules japanese
tenuki-set_board .x.o.ox.x|xxxoooxx.|oooxxxx.x|o.ox.....|.oox.....|ooxx.....|xxx......|.........|.........
50 tenuki-score_map
#? [\.x\.o\.oxzx\nxxxoooxxz\noooxxxxzx\noaoxzzzzz\naooxzzzzz\nooxxzzzzz\nxxxzzzzzz\nzzzzzzzzz\nzzzzzzzzz]
51 final_score
#? [B\+40]
52 final_status_list seki
#? [B9 A8 B8 C8\nD9 F9 D8 E8 F8]

# Which Colour: three ways to connect two one-eyed groups
#   xxxxxxxxx
#   xooo.ooox
#   xo.o.o.ox
#   xooo.ooox
#   xxxxxxxxx
tenuki-rules japanese
tenuki-set_board xxxxxxxxx|xooo.ooox|xo.o.o.ox|xooo.ooox|xxxxxxxxx
60 tenuki-score_map
#? [xxxxxxxxx\nxooo\.ooox\nxoao\.oaox\nxooo\.ooox\nxxxxxxxxx]
61 final_score
#? [W\+2]

# A bamboo joint connects
#   xxxxxxxxx
#   xooo.ooox
#   xo.o.o.ox
#   xoooxooox
#   xxxxxxxxx
tenuki-rules japanese
tenuki-set_board xxxxxxxxx|xooo.ooox|xo.o.o.ox|xoooxooox|xxxxxxxxx
70 tenuki-score_map
#? [xxxxxxxxx\nxooo\.ooox\nxoao\.oaox\nxoooxooox\nxxxxxxxxx]
71 final_score
#? [W\+2]

# Checkered Pattern: a gap of two separates
#   xxxxxxxxxx
#   xooo..ooox
#   xo.o..o.ox
#   xooo..ooox
#   xxxxxxxxxx
# (the seed's count: each one-eyed white group in seki; the refined count: the eyeless black
# ring has only the four gap points as liberties and White captures it, so White's eyes count)
tenuki-rules japanese-seed
tenuki-set_board xxxxxxxxxx|xooo..ooox|xo.o..o.ox|xooo..ooox|xxxxxxxxxx
80 tenuki-score_map
#? [xxxxxxxxxx\nxooo\.\.ooox\nxo\.o\.\.o\.ox\nxooo\.\.ooox\nxxxxxxxxxx]
81 final_score
#? [0]
tenuki-rules japanese
82 tenuki-score_map
#? [xxxxxxxxxx\nxooo\.\.ooox\nxoao\.\.oaox\nxooo\.\.ooox\nxxxxxxxxxx]
83 final_score
#? [W\+2]

# Tenuki fault: a bent three in the corner is 3 points
#   ..ox..
#   .oox..
#   ooxx..
#   xxx...
#   ......
#   ......
tenuki-rules japanese
tenuki-set_board ..ox..|.oox..|ooxx..|xxx...|......|......
90 tenuki-score_map
#? [aaoxzz\naooxzz\nooxxzz\nxxxzzz\nzzzzzz\nzzzzzz]
91 final_score
#? [B\+18]

# Tenuki fault: a square four in the corner is seki
#   ..ox..
#   ..ox..
#   ooox..
#   xxxx..
#   ......
#   ......
tenuki-rules japanese
tenuki-set_board ..ox..|..ox..|ooox..|xxxx..|......|......
100 tenuki-score_map
#? [\.\.oxzz\n\.\.oxzz\noooxzz\nxxxxzz\nzzzzzz\nzzzzzz]
101 final_score
#? [B\+20]

# Tenuki fault: the position Tenuki hangs on is scored at once
#   .......
#   ..oox..
#   .o..ox.
#   ..oox..
#   .......
#   .......
#   .......
# (the seed's count: no territory; the refined count: C5 is White's, see tests/tenuki_faults.rs)
tenuki-rules japanese-seed
tenuki-set_board .......|..oox..|.o..ox.|..oox..|.......|.......|.......
110 tenuki-score_map
#? [\.\.\.\.\.\.\.\n\.\.oox\.\.\n\.o\.\.ox\.\n\.\.oox\.\.\n\.\.\.\.\.\.\.\n\.\.\.\.\.\.\.\n\.\.\.\.\.\.\.]
111 final_score
#? [0]
tenuki-rules japanese
112 tenuki-score_map
#? [\.\.\.\.\.\.\.\n\.\.oox\.\.\n\.oa\.ox\.\n\.\.oox\.\.\n\.\.\.\.\.\.\.\n\.\.\.\.\.\.\.\n\.\.\.\.\.\.\.]
113 final_score
#? [W\+1]
