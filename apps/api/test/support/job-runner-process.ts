// A second api process for tests that kill one mid-way: it opens the PostgreSQL database named by
// DATABASE_URL, builds the server with the environment it was given and runs the job queue
// (RUN_JOBS) until it is killed. It prints "ready" once its runner has started.
import { openDatabase } from '@finboard/db';
import { parseConfig } from '../../src/config/env';
import { buildServer } from '../../src/server/build-server';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ kind: 'postgres', url });
const config = parseConfig({ ...process.env, NODE_ENV: 'test', RUN_JOBS: 'true', DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
const app = await buildServer({ config, database, logger: false });
await app.ready();
process.stdout.write('ready\n');
