# Legality: captures, suicide, simple ko, undo.  Illegal moves are sent as plain lines
# (a `?` answer always fails a test), and the board is checked afterwards.
#
#   5 . . . . .
#   4 . . x . .      Black C4 B3 D3, White C3; Black C2 captures C3.
#   3 . x o x .
#   2 . . x . .
#   1 . . . . .
#     A B C D E

# `final_status_list alive` lists the stones standing: the dead-stone judge is off here, so
# a lone stone in the open counts as alive. These toy boards are far from finished, and the
# refined count reads some of their open corners as eyes (and so some groups as seki); the seed's
# count calls nothing here seki, so the stones standing are listed under it.
tenuki-param judge 0
tenuki-rules japanese-seed
boardsize 5
clear_board
play b C4
play b B3
play b D3
play w C3
10 play b C2
#? []

11 final_status_list alive
#? [C4\nB3\nD3\nC2]

# White C3 is now suicide: refused, nothing changes
play w C3
12 final_status_list alive
#? [C4\nB3\nD3\nC2]

# undo brings the captured stone back
20 undo
#? []

21 final_status_list alive
#? [C4\nB3\nC3\nD3]

# a pass is a move: undo takes it back too
play w pass
22 undo
#? []

23 final_status_list alive
#? [C4\nB3\nC3\nD3]

# Simple ko
#   5 . . . . .
#   4 . x o . .      Black C3 captures B3; White may not retake at once.
#   3 x o . o .
#   2 . x o . .
#   1 . . . . .
boardsize 5
play b B4
play b A3
play b B2
play w C4
play w D3
play w C2
play w B3
30 play b C3
#? []

# the immediate recapture is illegal
play w B3
31 final_status_list alive
#? [B4\nC4\nA3\nC3\nD3\nB2\nC2]

# after moves elsewhere the ko may be retaken
play w E5
play b A1
32 play w B3
#? []

33 final_status_list alive
#? [E5\nB4\nC4\nA3\nB3\nD3\nB2\nC2\nA1]

# undoing the retake and both moves elsewhere restores the ko: the retake is illegal again
34 undo
#? []

undo
undo
play w B3
35 final_status_list alive
#? [B4\nC4\nA3\nC3\nD3\nB2\nC2]

# the same colour may play twice in a row (setup stones arrive that way)
boardsize 3
play b A1
40 play b C3
#? []

41 final_status_list alive
#? [C3\nA1]

# gogui-play_sequence is all or nothing: the occupied A1 makes the whole sequence fail
gogui-play_sequence w B2 b A2 w A1
42 final_status_list alive
#? [C3\nA1]

43 gogui-play_sequence w B2 b A2
#? []

44 final_status_list alive
#? [C3\nA2 A1\nB2]
