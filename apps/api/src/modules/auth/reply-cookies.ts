import type { FastifyReply } from 'fastify';

export function forwardCookies(reply: FastifyReply, setCookies: string[]) {
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
}
