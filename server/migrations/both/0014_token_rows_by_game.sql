-- A game's summary counts the tokens its answers earned: found by game, not
-- by reading the student's whole ledger (which grows with every answer).
CREATE INDEX token_rows_by_game ON token_rows (game_summary_id);
