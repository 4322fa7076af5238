import * as game from '../../../generated/api/operations/game';
import { call } from '../../../lib/api/client';

/**
 * The student's best total in any game of the library (0 before their
 * first). The server keeps a best per game type and length, so each
 * length in the library is asked for once.
 */
export async function fetchBestScore(): Promise<number> {
  const library = await call(game.library);
  const kinds = new Map(library.map((each) => [`${each.game_type}/${each.duration}`, each]));
  const bests = await Promise.all(
    [...kinds.values()].map(({ game_type, duration }) =>
      call(game.highscore, { query: { game_type, duration } }),
    ),
  );
  return Math.max(0, ...bests.map((best) => best.score));
}
