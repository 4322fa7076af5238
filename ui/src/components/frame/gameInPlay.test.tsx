import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { fakeTransport, meFor } from '../../test/fakeTransport';
import { renderWithProviders } from '../../test/renderApp';
import { storeRole } from '../../lib/auth/storage';
import { useAuthStore } from '../../lib/auth/AuthContext';
import { useRegisterGameInPlay } from './gameInPlay';
import { PageFrame } from './PageFrame';
import { useEffect } from 'react';

function GameScreen({ onQuit }: { onQuit: () => void }) {
  const store = useAuthStore();
  useEffect(() => {
    void store.start();
  }, [store]);
  useRegisterGameInPlay(onQuit);
  return <PageFrame title="Speed standard">Question</PageFrame>;
}

describe('the Home button during a game', () => {
  it("reads 'Quit game' and ends the game", async () => {
    storeRole('student');
    const onQuit = vi.fn();
    renderWithProviders(<GameScreen onQuit={onQuit} />, {
      transport: fakeTransport({
        restore: vi.fn(async () => ({
          uid: 'u',
          role: 'STUDENT' as const,
          mustChangePassword: false,
        })),
      }),
      fetchMe: async () => meFor('STUDENT'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Quit game' }));
    expect(onQuit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.getByText('Speed standard')).toBeInTheDocument();
  });
});
