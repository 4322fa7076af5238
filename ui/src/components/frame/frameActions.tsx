import { createContext, useContext } from 'react';

/** What the header can ask the app to do, supplied by the app shell. */
export interface FrameActions {
  /** Opens the profile-picture dialog (or the note that tutors must ask an admin). */
  openPictureDialog?: () => void;
}

export const FrameActionsContext = createContext<FrameActions>({});

export function useFrameActions(): FrameActions {
  return useContext(FrameActionsContext);
}
