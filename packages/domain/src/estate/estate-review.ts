import { wholeYearsBetween } from '../calendar';
import type { EstateDocumentKind, LifeEventKind } from './estate-kinds';

/** Documents are looked at again every three years (issue 35). */
export const ESTATE_REVIEW_YEARS = 3;

export interface ReviewedDocument {
  kind: EstateDocumentKind;
  exists: boolean;
  signedDate: string | null;
  lastReviewedDate: string | null;
}

export interface LifeEvent {
  kind: LifeEventKind;
  eventDate: string;
}

export type EstateReviewDue =
  | { kind: EstateDocumentKind; reason: 'never-reviewed' }
  | { kind: EstateDocumentKind; reason: 'three-years'; sinceDate: string }
  | { kind: EstateDocumentKind; reason: 'life-event'; sinceDate: string; lifeEvent: LifeEvent };

/**
 * Which of the documents the client has are due for a review on `today`: one last looked at (reviewed,
 * else signed) three years ago or more, or before a life event that has happened since (the latest
 * such event is named). A document the client has with neither date is due too: nothing says it was
 * ever looked at. Documents the client does not have are not reminded of.
 */
export function findEstateReviewsDue(documents: readonly ReviewedDocument[], lifeEvents: readonly LifeEvent[], today: string): EstateReviewDue[] {
  const happened = lifeEvents.filter((event) => event.eventDate <= today).sort((a, b) => (a.eventDate < b.eventDate ? 1 : a.eventDate > b.eventDate ? -1 : 0));
  const due: EstateReviewDue[] = [];
  for (const document of documents) {
    if (!document.exists) continue;
    const lookedAt = latestOf(document.lastReviewedDate, document.signedDate);
    if (lookedAt === null) {
      due.push({ kind: document.kind, reason: 'never-reviewed' });
      continue;
    }
    const event = happened.find((candidate) => candidate.eventDate > lookedAt);
    if (event) due.push({ kind: document.kind, reason: 'life-event', sinceDate: lookedAt, lifeEvent: event });
    else if (wholeYearsBetween(lookedAt, today) >= ESTATE_REVIEW_YEARS) due.push({ kind: document.kind, reason: 'three-years', sinceDate: lookedAt });
  }
  return due;
}

function latestOf(first: string | null, second: string | null): string | null {
  if (first === null) return second;
  if (second === null) return first;
  return first > second ? first : second;
}
