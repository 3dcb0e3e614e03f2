// A benchmark's people signed up as a person is: the registration (202, no session), then the
// verification link from the outbox, which verifies the email and signs them in.
import { type Db, mailOutbox } from '@finboard/db';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export interface BenchPerson {
  role: 'client' | 'advisor';
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const ORIGIN = { origin: 'http://localhost:3000' };

/** The new user's id and the session cookie its verification link set. */
export async function signUpThroughLink(app: FastifyInstance, db: Db, person: BenchPerson): Promise<{ id: string; cookie: string }> {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: ORIGIN,
    payload: { ...person, confirmPassword: person.password, acceptTerms: true },
  });
  if (registered.statusCode !== 202) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const [mail] = await db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, person.email.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = /\/verify-email\?token=([^&\s]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification link was sent to ${person.email}`);
  const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-email', headers: ORIGIN, payload: { token: decodeURIComponent(token) } });
  const user = verified.statusCode === 200 ? verified.json<{ user: { id: string } | null }>().user : null;
  if (!user) throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
  const raw = verified.headers['set-cookie'];
  const cookie = (Array.isArray(raw) ? raw : [String(raw)]).map((item) => item.split(';')[0]).join('; ');
  return { id: user.id, cookie };
}
