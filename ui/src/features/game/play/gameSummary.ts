import type { Ghost } from '../../../generated/Ghost';
import type { GameSummary, PlayerSummary } from '../../../generated/api/schemas';
import type { PlayerScore } from '../../../generated/PlayerScore';
import { ghostTotal } from '../rules/ghosts';
import { playerTotal } from '../rules/scoring';
import type { GameConfig } from './gameConfig';
import type { GameState } from './gameState';

function human(name: string, score: PlayerScore): PlayerSummary {
  return {
    player: name,
    playerType: 'human',
    totalPoints: playerTotal(score),
    coins: score.score,
    difficultyBonus: score.bonus_points,
    streakBonus: score.streak_points,
    streak: score.consecutive_correct_answers,
    highestStreak: score.highest_streak,
    questionCnt: score.total_questions,
    correctCnt: score.correct_answers,
  };
}

function ghost(opponent: Ghost): PlayerSummary {
  return {
    player: opponent.name,
    playerType: 'ghost',
    totalPoints: ghostTotal(opponent),
    id: opponent.id,
    colour: opponent.colour,
    coins: opponent.score,
    difficultyBonus: opponent.difficultyBonus,
    streakBonus: opponent.streakBonus,
    streak: opponent.streak,
    highestStreak: opponent.highestStreak,
    questionCnt: opponent.questionCnt,
  };
}

/**
 * The `PUT game` body. The server replays the human player's figures from
 * the answers it marked; ours are sent for completeness and used only if
 * the save fails.
 */
export function gameSummaryOf(state: GameState, config: GameConfig): GameSummary {
  return {
    _id: state.gameSummaryId ?? '',
    game_id: config.gameId,
    focus: config.focus,
    players: [human(config.playerName, state.player), ...state.ghosts.map(ghost)],
    started_at: state.startedAt ?? new Date().toISOString(),
    finished_at: state.finishedAt ?? new Date().toISOString(),
    game_type: config.gameType,
    duration: config.duration,
  };
}
