import { Anchor, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  href?: string;
}

/** A page heading that reads as a trail, e.g. 'Ada Lovelace > Financial Info > Connected Accounts'. */
export function PageHeading({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Title order={1} fz={{ base: 22, md: 28 }}>
      {crumbs.map((crumb, index) => (
        <Fragment key={`${index}:${crumb.label}`}>
          {index > 0 && (
            <Text span inherit c="dimmed" fw={400}>
              {' > '}
            </Text>
          )}
          {crumb.href ? (
            <Anchor component={Link} to={crumb.href} inherit>
              {crumb.label}
            </Anchor>
          ) : (
            <Text span inherit c={index === crumbs.length - 1 ? undefined : 'dimmed'}>
              {crumb.label}
            </Text>
          )}
        </Fragment>
      ))}
    </Title>
  );
}
