import { webProject } from './vitest.shared';

// The web tests that share their worker's module graph (see vitest.shared.ts).
export default webProject('shared graph');
