# Protocol basics: identification, command table, komi and boardsize survival.
# Runs under `tenuki-gtp regress` and GoGui's `gogui-regress`.

10 protocol_version
#? [2]

20 name
#? [tenuki-gtp]

30 version
#? [\d+\.\d+\.\d+]

40 known_command play
#? [true]

41 known_command Play
#? [false]

42 known_command no_such_command
#? [false]

50 list_commands
#? [.*\nfinal_status_list\n.*]

51 list_commands
#? [protocol_version\n.*\ntenuki-set_board\n.*]

# Sabaki sends komi before boardsize: komi must survive boardsize and clear_board.
komi 6.5
boardsize 9
clear_board
60 tenuki-score_details
#? [.*komi: 6\.5\n.*]

tenuki-rules chinese
boardsize 13
70 tenuki-rules
#? [chinese]

# an empty 13x13 board under area rules with komi 6.5: White wins by komi
71 final_score
#? [W\+6\.5]
