// Type-checks every workspace with its own tsconfig (they differ: DOM for the web, node for the api)
// through TypeScript's project references (`tsc -b`, the root tsconfig.json lists them all). The
// packages are composite: checked once, their declarations written to node_modules/.cache/tsc and
// read by the apps instead of their sources; every project keeps a .tsbuildinfo there, so a second
// run re-checks only what changed.
//
// The compiler is TypeScript 7, the native one (`@typescript/native`, an npm alias of
// typescript@7). The `typescript` package stays on 5.9 for what needs the JavaScript API TypeScript
// 7.0 does not ship (typescript-eslint's parser, editors): the side-by-side layout of TypeScript 7's
// release notes (docs/dependencies.md).
//
// Several projects at a time with one checker each: on CI's two cores that took 18 s (29 s of CPU)
// for a clean check, against 31 s (59 s of CPU) for TypeScript 7's default of four checkers a
// project and 79 s (142 s of CPU) for TypeScript 5.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const TSC = 'node_modules/@typescript/native/bin/tsc';
const builders = String(Math.min(availableParallelism(), 4));

const child = spawn(process.execPath, [TSC, '-b', '--builders', builders, '--checkers', '1'], { stdio: 'inherit' });
child.on('close', (code) => process.exit(code ?? 1));
