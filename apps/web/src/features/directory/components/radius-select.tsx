import { SEARCH_RADII_MILES, type SearchRadiusMiles } from '@finboard/domain';
import { NativeSelect } from '@mantine/core';

const OPTIONS = SEARCH_RADII_MILES.map((miles) => ({ value: String(miles), label: `Within ${miles} miles` }));

export interface RadiusSelectProps {
  value: SearchRadiusMiles;
  onChange: (miles: SearchRadiusMiles) => void;
  size?: 'sm' | 'md' | 'lg';
}

/** The search radius (10 to 250 miles, spec: the domain's radii). */
export function RadiusSelect({ value, onChange, size = 'md' }: RadiusSelectProps) {
  return (
    <NativeSelect
      label="Distance"
      size={size}
      data={OPTIONS}
      value={String(value)}
      onChange={(event) => {
        const miles = SEARCH_RADII_MILES.find((radius) => String(radius) === event.currentTarget.value);
        if (miles) onChange(miles);
      }}
    />
  );
}
