import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'Verdana, Arial, sans-serif',
  defaultRadius: 'md',
});
