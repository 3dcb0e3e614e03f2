import { List, Stack, Text, Title } from '@mantine/core';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocumentContent {
  title: string;
  updated?: string;
  intro: string;
  sections: LegalSection[];
}

/** Renders a terms-style document; `headingOrder` lets a modal nest it under its own title. */
export function LegalDocument({ content, headingOrder = 2 }: { content: LegalDocumentContent; headingOrder?: 2 | 3 }) {
  return (
    <Stack gap="md" maw={760}>
      {content.updated && (
        <Text c="dimmed" fz="sm">
          Last updated {content.updated}
        </Text>
      )}
      <Text>{content.intro}</Text>
      {content.sections.map((section) => (
        <Stack key={section.heading} gap={6}>
          <Title order={headingOrder === 2 ? 3 : 4}>{section.heading}</Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} fz="sm" lh={1.65}>
              {paragraph}
            </Text>
          ))}
          {section.bullets && (
            <List fz="sm" spacing={4}>
              {section.bullets.map((bullet) => (
                <List.Item key={bullet}>{bullet}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
