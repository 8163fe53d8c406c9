# Handicap placement (GTP 4.1.1 standard points) and its effect on area scoring.

boardsize 19
10 fixed_handicap 2
#? [D4 Q16]

clear_board
11 fixed_handicap 4
#? [D4 Q16 D16 Q4]

clear_board
12 fixed_handicap 9
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10]

boardsize 9
13 fixed_handicap 5
#? [C3 G7 C7 G3 E5]

# the board must be empty: the second call fails, the stones stay
14 final_status_list alive
#? [C7\nG7\nE5\nC3\nG3]

boardsize 9
15 place_free_handicap 3
#? [C3 G7 C7]

boardsize 9
16 set_free_handicap A1 B2 C3
#? []

17 final_status_list alive
#? [C3\nB2\nA1]

# Chinese rules give White one point per handicap stone, AGA one fewer.
# Empty 9x9 with 2 handicap stones, komi 0.5: Black's area is the 81 points.
boardsize 9
komi 0.5
tenuki-rules chinese
set_free_handicap C3 G7
20 final_score
#? [B\+78\.5]

tenuki-rules aga
21 final_score
#? [B\+79\.5]
