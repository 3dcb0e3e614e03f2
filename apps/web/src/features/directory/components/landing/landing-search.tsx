import { ADVISOR_CATEGORIES, LANDING_INTENTS, type LandingIntentKey } from '@finboard/domain';
import { Button, Group, Tabs, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { checkZip } from '../../lib/zip-search';
import { SearchIcon } from './icons';

const nameOf = (acronym: string) => ADVISOR_CATEGORIES.find((category) => category.acronym === acronym)?.name ?? acronym;

/** What each tab searches, in words. */
const INTENT_TEXT: Record<LandingIntentKey, string> = Object.fromEntries(
  LANDING_INTENTS.map((intent) => [
    intent.key,
    intent.categories.length ? `${intent.label}: ${intent.categories.map(nameOf).join(', ')}.` : 'Every kind of advisor, for investing and for planning.',
  ]),
) as Record<LandingIntentKey, string>;

export interface LandingSearchProps {
  /** Called with the five digits and the chosen tab once the ZIP code passes the rule. */
  onSearch: (zip: string, intent: LandingIntentKey) => void;
}

/** The landing page's search: tabs Invest, Plan, Invest & Plan over one ZIP code field and 'Get Started'. */
export function LandingSearch({ onSearch }: LandingSearchProps) {
  const [intent, setIntent] = useState<LandingIntentKey>('both');
  const [zipText, setZipText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkZip(zipText);
    setError(checked.error);
    if (checked.zip) onSearch(checked.zip, intent);
  };

  return (
    <Tabs value={intent} onChange={(value) => value && setIntent(value as LandingIntentKey)} keepMounted={false} variant="pills" radius="xl">
      <Tabs.List aria-label="What do you want help with?" mb="md">
        {LANDING_INTENTS.map((item) => (
          <Tabs.Tab key={item.key} value={item.key} fw={600}>
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LANDING_INTENTS.map((item) => (
        <Tabs.Panel key={item.key} value={item.key}>
          <Text fz="sm" c="dimmed" mb="sm">
            {INTENT_TEXT[item.key]}
          </Text>
          <form onSubmit={submit} noValidate aria-label="Search advisors by ZIP code">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="ZIP code"
                placeholder="e.g. 10001"
                value={zipText}
                onChange={(event) => {
                  setZipText(event.currentTarget.value);
                  if (error) setError(null);
                }}
                error={error}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                size="lg"
                leftSection={<SearchIcon size={18} />}
                style={{ flex: '1 1 220px' }}
              />
              <Button type="submit" size="lg" mt={{ base: 0, xs: 29 }} style={{ flex: '0 0 auto' }}>
                Get Started
              </Button>
            </Group>
          </form>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
