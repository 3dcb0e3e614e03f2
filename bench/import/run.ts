// Import benchmark (issue 37: files up to 10 MB and 50,000 rows import within 10 s): a 50,000-row
// bank CSV (semicolons, decimal commas, a BOM, categories) into a client's manual account through
// the real routes, preview then confirm, then the same file again (every row already there), each
// timed end to end as the browser waits for it. PGlite by default, PostgreSQL with BENCH_DATABASE_URL.
import { cpus, loadavg } from 'node:os';
import { parseConfig } from '../../apps/api/src/config/env';
import { buildServer } from '../../apps/api/src/server/build-server';
import { openBenchDatabase } from '../support/bench-database';
import { signUpThroughLink } from '../support/sign-up';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const TARGET_MS = 10_000;
const CATEGORIES = ['Groceries', 'Restaurants', 'Rent', 'Utilities', 'Transfer', 'Shopping', 'Salary', ''];

/** A bank export as European banks write them: a BOM, semicolons, DD.MM.YYYY dates and decimal commas. */
function bankCsv(rows: number): Buffer {
  const lines = ['Buchungsdatum;Description;Category;Amount'];
  for (let index = 0; index < rows; index += 1) {
    const day = new Date(Date.UTC(2024, 0, 1) + (index % 700) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
    const cents = ((index * 7919) % 250_000) + 1;
    const amount = `${index % 9 === 0 ? '' : '-'}${Math.floor(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')}`;
    lines.push(`${date};"Merchant ${index % 1500}; store ${index}";${CATEGORIES[index % CATEGORIES.length]};${amount}`);
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n'), 'utf8')]);
}

function multipart(options: object, file: Buffer) {
  const boundary = `----bench-${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="options"\r\n\r\n${JSON.stringify(options)}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bank.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const bench = await openBenchDatabase('import');
const config = parseConfig({
  DATA_DIR: bench.dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_MAX: '100000',
  DEMO_DATA: 'false',
});
const app = await buildServer({ config, database: bench.database, logger: false });
await app.ready();
const { cookie } = await signUpThroughLink(app, bench.database.db, {
  role: 'client',
  firstName: 'Bench',
  lastName: 'Import',
  email: 'bench.import@example.com',
  password: 'BenchImport1!',
});
const headers = { origin: 'http://localhost:3000', cookie };
const created = await app.inject({
  method: 'POST',
  url: '/api/accounts/manual',
  headers,
  payload: { institutionName: 'Bench Bank', name: 'Giro', balanceType: 'assets', accountType: 'depository', accountSubtype: 'checking', amount: '0' },
});
const accountId = created.json<{ account: { id: string } }>().account.id;

const file = bankCsv(ROWS);
async function timed(step: 'preview' | 'confirm') {
  const { payload, contentType } = multipart({ accountId }, file);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: `/api/imports/${step}`, headers: { ...headers, 'content-type': contentType }, payload });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  if (response.statusCode !== 200) throw new Error(`${step}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  const body = response.json<Record<string, unknown>>();
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, body };
}

console.log(
  `import bench: ${ROWS.toLocaleString('en-US')} CSV rows, ${(file.length / 1024 / 1024).toFixed(1)} MB, ${bench.url ? 'PostgreSQL' : 'PGlite'}; ${cpus().length} cores, load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
const preview = await timed('preview');
console.log(`preview            ${preview.ms.toFixed(0)} ms (node CPU ${preview.cpuMs.toFixed(0)} ms): ${String(preview.body.summary)}`);
const confirm = await timed('confirm');
console.log(`confirm            ${confirm.ms.toFixed(0)} ms (node CPU ${confirm.cpuMs.toFixed(0)} ms): ${JSON.stringify(confirm.body)}`);
const again = await timed('confirm');
console.log(`confirm again      ${again.ms.toFixed(0)} ms (node CPU ${again.cpuMs.toFixed(0)} ms): ${JSON.stringify(again.body)}`);
const total = preview.ms + confirm.ms;
console.log(
  `preview + confirm  ${total.toFixed(0)} ms: ${total <= TARGET_MS ? 'within' : 'OVER'} the 10 s target; load after ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);

await app.close();
await bench.database.close();
await bench.dispose();
