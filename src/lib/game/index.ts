/**
 * The game model's public surface: pure TypeScript, no DOM, no Svelte, no text for people
 * (results and errors are codes and values; the page words them through i18n).
 *
 * rules.ts, catalog.ts          the rules as functions over the engine's GameDef; the games on offer (3x3, 4x4, Connect Four, ultimate)
 * game.ts                       the Game value, derived position/result, play, resign, draw, time
 * history.ts                    undo/redo (one step) and undoTurn/redoTurn (the page's buttons)
 * computer.ts                   the computer's turn and the per-ply notes, with stale-answer guards
 * levels.ts, choose.ts          computer levels and how each chooses, with the shortfall from the best
 * lookahead.ts, prng.ts         the depth-limited search and the seeded generator behind the levels
 * draw-offer.ts                 the computer's answer to a draw offer
 * timer.ts                      time per move: the turn clock, warning and flag, pause and resume
 * score.ts, series.ts           wins and draws by game id; Play again, New game, alternation
 * score-merge.ts                two tabs' scores merged, each game counted once
 * storage.ts                    the versioned saved series and its validated reading
 * storage-notes.ts              what the notes about the saved data say (typed: the parts, set aside, kept, full)
 * names.ts                      the one rule for names and symbols: invisible characters removed, length
 * symbols.ts                    the symbols drawn for X and O: ready pairs and your own pair, validated
 * cell-names.ts, move-list.ts   cell names (5, b2) and `moves=` lists
 * status.ts                     the status line as typed parts (the catalogue words them)
 * ultimate-view.ts              what ultimate tic-tac-toe's board shows: small boards' states, legal cells
 */
export * from './result';
export * from './rules';
export * from './catalog';
export * from './game';
export * from './history';
export * from './computer';
export * from './levels';
export * from './choose';
export * from './lookahead';
export * from './prng';
export * from './draw-offer';
export * from './timer';
export * from './score';
export * from './score-merge';
export * from './series';
export * from './storage';
export * from './storage-notes';
export * from './names';
export * from './symbols';
export * from './cell-names';
export * from './move-list';
export * from './status';
export * from './ultimate-view';
