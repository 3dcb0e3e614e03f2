import { Combobox, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SearchItem } from '../lib/search-item';

export const NO_RESULT = 'No Result';

/** The option's accessible name: its text, then its hint. */
const optionName = (item: SearchItem) => (item.hint ? `${item.label}, ${item.hint}` : item.label);

/**
 * The dropdown's list under its heading: each result a link to its page (so it also opens in a new
 * tab), or 'No Result'. Options stay out of the tab order: the arrow keys move through them.
 */
export function SearchResults({ heading, results }: { heading: string; results: readonly SearchItem[] }) {
  return (
    <Combobox.Options>
      <Combobox.Group label={heading}>
        {results.length === 0 ? (
          <Combobox.Empty>{NO_RESULT}</Combobox.Empty>
        ) : (
          results.map((item) => (
            <Combobox.Option
              key={item.key}
              value={item.key}
              aria-label={optionName(item)}
              tabIndex={-1}
              renderRoot={(props) => <Link {...props} to={item.href} />}
              style={{ display: 'block', textDecoration: 'none', color: 'inherit' }}
            >
              <Text fz="sm" lineClamp={2}>
                {item.label}
              </Text>
              {item.hint && (
                <Text fz="xs" c="dimmed">
                  {item.hint}
                </Text>
              )}
            </Combobox.Option>
          ))
        )}
      </Combobox.Group>
    </Combobox.Options>
  );
}
