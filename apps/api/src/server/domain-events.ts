import type { Db } from '@finboard/db';
import type { FastifyInstance } from 'fastify';
import { registerEventDelivery } from '../events/commit-with-events';
import { EventDelivery } from '../events/event-delivery';
import { registerReactions } from './reactions';

/** Events a starting instance delivers at most before it listens; the sweep job takes any more. */
const START_UP_DELIVERY_LIMIT = 1_000;

/**
 * The domain events' delivery for this server: its reactions (reactions.ts), used by every write
 * through this database handle (commitWithEvents). Before the server listens it delivers what is
 * left undelivered, so what a process killed between a commit and its reactions left behind is done
 * before anyone reads it; a failure of that is logged and left to the sweep job.
 */
export function registerDomainEvents(app: FastifyInstance, db: Db): EventDelivery {
  const delivery = new EventDelivery(db, (error, event) =>
    app.log.error({ err: error, event }, 'a reaction to a domain event failed; the sweep job tries it again'),
  );
  registerReactions(delivery);
  registerEventDelivery(db, delivery);
  app.addHook('onReady', async () => {
    await delivery
      .deliverUndelivered({ now: new Date(), limit: START_UP_DELIVERY_LIMIT, includeWaiting: true })
      .catch((error: unknown) => app.log.error({ err: error }, 'delivering the events left undelivered failed; the sweep job tries again'));
  });
  return delivery;
}
