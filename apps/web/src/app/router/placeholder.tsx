import type { AreaName } from '../routes/being-built';

/** A lazy route whose page is the shared "This area is being built" page naming `area`. */
export function placeholder(area: AreaName) {
  return async () => {
    const { BeingBuiltRoute } = await import('../routes/being-built');
    function Placeholder() {
      return <BeingBuiltRoute area={area} />;
    }
    return { Component: Placeholder };
  };
}
