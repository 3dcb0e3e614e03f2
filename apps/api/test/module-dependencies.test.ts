import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeCycle, filesImporting, findModuleCycles, moduleImportGraph } from './support/module-import-graph';

// The api's modules must not import each other in a loop: a module reads another's data through
// that module's service, and a write's follow-ups in other modules are reactions to its domain
// events (server/reactions.ts), never calls. A loop means two modules can no longer be understood,
// tested or changed one at a time.

const SRC = fileURLToPath(new URL('../src', import.meta.url));

describe('module dependencies', () => {
  const graph = moduleImportGraph(SRC);

  it('finds the modules and their imports', () => {
    // A graph read wrongly (no modules, no edges) would pass the next test for nothing.
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get('reports')?.has('cash-flow')).toBe(true);
  });

  it('has no import loop among the api modules', () => {
    const loops = findModuleCycles(graph).map((cycle) => describeCycle(graph, cycle));
    expect(loops, `The api modules import each other in a loop:\n${loops.join('\n')}`).toEqual([]);
  });

  it('leaves the grants to access/: no service reads them itself', () => {
    // One access decision per request: who may read what is decided in access/, and a service that
    // queried the grants on its own would decide a second time, by rules of its own.
    const readers = filesImporting(SRC, 'access/grants.repository.ts');
    expect(readers.length, 'the grants repository is read by access/ itself').toBeGreaterThan(0);
    expect(readers.filter((file) => !file.startsWith('access/'))).toEqual([]);
  });

  it("reads client data under the route's one decision: no service decides again", () => {
    // The route policy (server/plugins/access-policy.ts) decides a client-data read once and the
    // handler hands the decision (ClientDataRead) to the services; access/ decides for what no
    // request carries (a stored report link, a background job).
    const users = filesImporting(SRC, 'access/client-data-read.ts');
    expect(users.filter((file) => file.startsWith('modules/')).length, 'the services take the decision').toBeGreaterThan(10);
    const deciders = users.filter((file) => readFileSync(join(SRC, file), 'utf8').includes('decideClientDataRead('));
    expect(deciders.filter((file) => !file.startsWith('access/') && !file.startsWith('server/'))).toEqual([]);
  });

  it("writes client data under the route's one decision: a service takes it, never an actor it checks itself", () => {
    // A write is the verified client's own (access/client-data-write.ts); the route policy decides it
    // and services take the ClientDataWrite, so none of them resolves an owner from an actor again.
    const users = filesImporting(SRC, 'access/client-data-write.ts');
    expect(users.filter((file) => file.startsWith('modules/')).length, 'the services take the decision').toBeGreaterThan(10);
    const deciders = users.filter((file) => readFileSync(join(SRC, file), 'utf8').includes('decideClientDataWrite('));
    expect(deciders.filter((file) => !file.startsWith('access/') && !file.startsWith('server/'))).toEqual([]);
  });

  it('hands services the signed-in caller the route let in: only public routes pass a possibly signed-out one', () => {
    // A non-public route's policy keeps the caller it let in (signedInActor); a service that took
    // `Actor | null` would have to check the sign-in again. Public routes' services see visitors too.
    const PUBLIC_VIEWERS = [
      'modules/auth/auth.service.ts',
      'modules/directory/directory.service.ts',
      'modules/files/file-download.service.ts',
      'modules/session/session.service.ts',
    ];
    const takers = filesImporting(SRC, 'access/actor.ts').filter(
      (file) => file.startsWith('modules/') && !file.endsWith('.test.ts') && readFileSync(join(SRC, file), 'utf8').includes('actor: Actor | null'),
    );
    expect(takers.sort()).toEqual(PUBLIC_VIEWERS);
  });
});
