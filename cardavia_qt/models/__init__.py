"""Qt item models over engine data: the lobby's game list, and later languages, scores and logs."""
