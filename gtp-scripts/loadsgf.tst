# loadsgf: position before a move number or vertex, colour to move, FF[3] passes,
# setup stones in the middle of a game, variations (the main line counts).

# `final_status_list alive` lists the stones standing: the dead-stone judge is off here
tenuki-param judge 0

# games/simple.sgf: 9x9, KM 5.5, B E5, W C3, B G7, W C7
10 loadsgf games/simple.sgf
#? [black]

11 final_status_list alive
#? [C7\nG7\nE5\nC3]

12 loadsgf games/simple.sgf 3
#? [black]

13 final_status_list alive
#? [E5\nC3]

14 loadsgf games/simple.sgf C7
#? [white]

15 final_status_list alive
#? [G7\nE5\nC3]

16 tenuki-score_details
#? [.*komi: 5\.5\n.*]

# games/ff3-pass.sgf: FF[3] with B[tt] as a pass: White is to move after it
# (B[de] = D5, W[dd] = D6 on 9x9)
20 loadsgf games/ff3-pass.sgf
#? [white]

21 final_status_list alive
#? [D6\nD5]

# undo after loadsgf takes back the pass, then the move before
22 undo
#? []

23 undo
#? []

24 final_status_list alive
#? [D5]

# games/setup-midgame.sgf (5x5): B C3, W tt (a pass on boards up to 19), AB A5 B5 and
# AW E1 in that node, B A4, W pass with AE A4 E1: Black to move, A4 and E1 gone
30 loadsgf games/setup-midgame.sgf
#? [black]

31 final_status_list alive
#? [A5 B5\nC3]

# games/variations.sgf (5x5): the main line (first child each time) is B C3, W C2, B D3,
# W C5; the other branches (W A5, B B4) are not played
40 loadsgf games/variations.sgf
#? [black]

41 final_status_list alive
#? [C5\nC3 D3\nC2]

# games/handicap.sgf: HA[2] and RU[Chinese]: White moves first, area scoring with compensation
50 loadsgf games/handicap.sgf
#? [white]

51 tenuki-rules
#? [chinese]
