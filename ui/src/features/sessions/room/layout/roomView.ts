import { useLocalStorage } from '@mantine/hooks';

import type { RoomView } from './RoomLayout';

/**
 * The tutor's choice of board first or video first, kept in this browser
 * for their next session. Anything else found there reads as board first.
 */
export function useRoomView(): [RoomView, (view: RoomView) => void] {
  const [stored, store] = useLocalStorage<string>({
    key: 'plytime.room-view',
    defaultValue: 'board',
    getInitialValueInEffect: false,
  });
  return [stored === 'video' ? 'video' : 'board', store];
}
