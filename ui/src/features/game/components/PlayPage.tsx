import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useAuth } from '../../../lib/auth/AuthContext';
import type { FinishedGame, GameConfig } from '../play/gameConfig';
import { useGame } from '../play/useGame';
import { SETUP_PATH, SUMMARY_PATH } from '../paths';
import { timeFactor } from '../../../lib/rules/timeAllowance';
import { readChoice, readPlayParams } from '../setup/gameChoice';
import { useCelebrationTunes, useSoundOn } from '../celebrate/gameSound';
import { SoundSwitch } from '../celebrate/SoundSwitch';
import { RaceTrack } from '../race/RaceTrack';
import { playerTotal } from '../rules/scoring';
import { GameControls } from './GameControls';
import { QuestionPanel } from './QuestionPanel';
import { Scoreboard } from './Scoreboard';

/** What a child calls the game the route names speed_standard. */
const PLAY_TITLE = 'Race the ghosts';

function Game({ config }: { config: GameConfig }) {
  const navigate = useNavigate();
  const { state, session } = useGame(config, (game: FinishedGame) =>
    navigate(SUMMARY_PATH, { state: game }),
  );
  const [soundOn, setSoundOn] = useSoundOn();
  useCelebrationTunes(state, soundOn);
  return (
    <Grid gap="md" mt="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack>
          <QuestionPanel
            state={state}
            onAnswer={session.setAnswer}
            onSubmit={session.submit}
            readsEachQuestion={config.readsEachQuestion}
          />
          <GameControls state={state} session={session} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack>
          <Scoreboard
            remainingSeconds={state.remainingSeconds}
            player={state.player}
            highscore={state.highscore}
          />
          <RaceTrack
            playerTotal={playerTotal(state.player)}
            ghosts={state.ghosts}
            highscore={state.highscore}
          />
          <SoundSwitch on={soundOn} onChange={setSoundOn} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * /game/step2_{game_type}: the game chosen on the setup screen. Without a
 * playable game in the address, or a focus chosen, it is back to setup.
 */
export function PlayPage({ gameType }: { gameType: string }) {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const [config] = useState((): GameConfig | null => {
    const play = readPlayParams(params);
    const choice = readChoice();
    if (!play || !choice || !user) return null;
    return {
      ...play,
      gameType,
      focus: choice.focus.ids,
      difficulty: choice.difficulty,
      timeFactor: timeFactor(choice.timeAllowance),
      studentId: user._id,
      playerName: user.displayName,
      readsEachQuestion: choice.readsEachQuestion,
    };
  });
  if (!config) return <Navigate to={SETUP_PATH} replace />;
  return (
    <PageFrame title={PLAY_TITLE} fullWidth>
      <Game config={config} />
    </PageFrame>
  );
}
