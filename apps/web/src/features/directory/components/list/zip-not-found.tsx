import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { checkZip } from '../../lib/zip-search';

export interface ZipNotFoundProps {
  zipText: string;
  /** Searches again with another ZIP code (its five digits). */
  onSearch: (zip: string) => void;
}

/** A ZIP code that is not one, or not a known US one: a message and a way to search again, never an error page. */
export function ZipNotFound({ zipText, onSearch }: ZipNotFoundProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkZip(text);
    setError(checked.error);
    if (checked.zip) onSearch(checked.zip);
  };
  return (
    <Stack gap="md" maw={560}>
      <Alert color="yellow" variant="light" role="alert">
        {`We couldn't find ZIP code ${zipText}. Check it and try again.`}
      </Alert>
      <form onSubmit={submit} noValidate aria-label="Search another ZIP code">
        <Group align="flex-start" gap="sm">
          <TextInput
            label="ZIP code"
            placeholder="e.g. 10001"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            style={{ flex: '1 1 200px' }}
          />
          <Button type="submit" mt={25}>
            Search again
          </Button>
        </Group>
      </form>
      <Anchor component={Link} to={paths.advisorSearch()} fz="sm">
        Back to Find an Advisor
      </Anchor>
    </Stack>
  );
}
