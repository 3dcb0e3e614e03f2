import { defineConfig } from 'vitest/config';

// One runner for every unit and api test; each workspace is its own project.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'packages/db', 'apps/api', 'apps/web'],
  },
});
