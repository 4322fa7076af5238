import { Switch } from '@mantine/core';

/** Sound on or off, for this game and the next ones. */
export function SoundSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <Switch
      label="Sound"
      size="md"
      checked={on}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
