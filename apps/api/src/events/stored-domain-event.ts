import { parseStoredJson } from '../errors/stored-json';
import { type DomainEvent, ZDomainEvent } from './domain-event';

/** A recorded event as its reactions get it: its type and payload read through the event's schema. */
export const storedDomainEvent = (row: { id: string; type: string; payload: Record<string, unknown> }): DomainEvent =>
  parseStoredJson(ZDomainEvent, { ...row.payload, type: row.type }, { table: 'domain_events', column: 'payload', rowId: row.id });
