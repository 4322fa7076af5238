import { createTheme } from '@mantine/core';

import { WHITE_TEXT_LUMINANCE_LIMIT } from './readableColours';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'Verdana, Arial, sans-serif',
  defaultRadius: 'md',
  // Filled buttons and badges dark enough for their text to read (4.5:1):
  // white text where it does, black text on the lighter colours.
  primaryShade: 8,
  autoContrast: true,
  luminanceThreshold: WHITE_TEXT_LUMINANCE_LIMIT,
  // Transitions (menus, dialogs) are skipped for who asks for less motion.
  respectReducedMotion: true,
  // Mantine's close buttons are icons: each gets a name a screen reader
  // can say (docs/accessibility.md). Plain objects, not Modal.extend and
  // the like, so the first screen does not load those components.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Dismiss' } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
  },
});
