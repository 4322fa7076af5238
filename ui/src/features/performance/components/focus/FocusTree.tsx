import { Accordion, Stack } from '@mantine/core';

import type { PerformanceNode } from '../../../../generated/api/schemas';
import { FocusNodeRow, MixCheckbox, type MixTicks } from './FocusNodeRow';

/**
 * subject > theme > topic > endcode. Themes fold away so a long bank
 * stays readable; topics and their endcodes show inside their theme.
 */
export function FocusTree({
  subjects,
  mix,
  showCodes,
}: {
  subjects: PerformanceNode[];
  mix: MixTicks | null;
  /** Endcodes' codes under their descriptions, priorities and levels as numbers: the staff's. */
  showCodes: boolean;
}) {
  return (
    <Stack gap="lg">
      {subjects.map((subject) => (
        <Stack key={subject._id} gap="xs">
          <FocusNodeRow node={subject} mix={mix} showCode={showCodes} />
          <Accordion multiple variant="separated">
            {subject.children.map((theme) => (
              <Accordion.Item key={theme._id} value={theme._id}>
                {/* Named by the row it shows (WCAG 2.5.3); it says itself whether it is open. */}
                <Accordion.Control>
                  <FocusNodeRow node={theme} mix={null} showCode={showCodes} />
                </Accordion.Control>
                <Accordion.Panel>
                  {/* A checkbox cannot sit inside the fold's button, so the theme's is here. */}
                  {mix && <MixCheckbox node={theme} mix={mix} label={`All of ${theme.name}`} />}
                  {theme.children.map((topic) => (
                    <Stack key={topic._id} gap={0} pl="md">
                      <FocusNodeRow node={topic} mix={mix} showCode={showCodes} />
                      <Stack gap={0} pl="lg">
                        {topic.children.map((endcode) => (
                          <FocusNodeRow
                            key={endcode._id}
                            node={endcode}
                            mix={mix}
                            showCode={showCodes}
                          />
                        ))}
                      </Stack>
                    </Stack>
                  ))}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
