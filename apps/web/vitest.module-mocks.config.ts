import { webProject } from './vitest.shared';

// The web tests that mock a module, each in a fresh module graph (see vitest.shared.ts).
export default webProject('module mocks');
