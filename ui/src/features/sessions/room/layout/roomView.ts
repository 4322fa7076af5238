import { useStoredChoice } from '../../../../lib/useStoredChoice';
import type { RoomView } from './RoomLayout';

const ROOM_VIEWS: readonly RoomView[] = ['board', 'video'];

/**
 * The tutor's choice of board first or video first, kept in this browser
 * for their next session. Anything else found there reads as board first.
 */
export function useRoomView(): [RoomView, (view: RoomView) => void] {
  return useStoredChoice('plytime.room-view', ROOM_VIEWS, 'board');
}
