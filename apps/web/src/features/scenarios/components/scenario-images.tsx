import type { TScenarioSummary } from '@finboard/contracts';
import { Box, Center, Image, SimpleGrid } from '@mantine/core';
import { SCENARIO_TYPE_LABELS } from '../lib/scenario-links';
import { ImageIcon } from './scenario-icons';

export interface ScenarioImagesProps {
  scenario: Pick<TScenarioSummary, 'name' | 'type' | 'thumbnails'>;
  height: number;
}

/** Up to four images: one fills the space, more share it in a grid; none shows a plain tile. */
export function ScenarioImages({ scenario, height }: ScenarioImagesProps) {
  const images = scenario.thumbnails.slice(0, 4);
  if (images.length === 0) {
    return (
      <Center h={height} bg="var(--mantine-color-gray-1)" c="dimmed" aria-label={`${SCENARIO_TYPE_LABELS[scenario.type]} scenario`} role="img">
        <ImageIcon size={36} />
      </Center>
    );
  }
  const cols = images.length === 1 ? 1 : 2;
  const rows = images.length > 2 ? 2 : 1;
  return (
    <SimpleGrid cols={cols} spacing={2} verticalSpacing={2}>
      {images.map((image, index) => (
        <Box
          key={image.fileId}
          h={(height - (rows - 1) * 2) / rows}
          style={{ overflow: 'hidden', gridColumn: images.length === 3 && index === 0 ? 'span 2' : undefined }}
        >
          <Image src={image.url} alt={`${scenario.name} image ${index + 1}`} h="100%" w="100%" fit="cover" />
        </Box>
      ))}
    </SimpleGrid>
  );
}
