import { randomBytes, randomUUID } from 'node:crypto';
import { findSandboxInstitution } from './sandbox-institutions';
import { sandboxError } from './sandbox-errors';
import { createSandboxItem, type SandboxItem } from './sandbox-item';

const LINK_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;
const PUBLIC_TOKEN_TTL_MS = 30 * 60 * 1000;
// access-sandbox-<institutionId>-<itemSeed>-<random>: the item can be rebuilt from its token after a restart.
const ACCESS_TOKEN = /^access-sandbox-(ins_sbx_[a-z]+)-([0-9a-f]{16})-[0-9a-f]{32}$/;

interface LinkSession {
  /** Set in update mode: the item being re-linked. */
  accessToken: string | null;
  expiresAt: number;
}

interface PendingLink {
  institutionId: string;
  itemSeed: string;
  /** Set in update mode: the item keeps its access token. */
  accessToken: string | null;
  expiresAt: number;
}

/**
 * Tokens and the little state the sandbox keeps in memory: link sessions, unexchanged public
 * tokens, items whose login is broken, and removed items. Item data itself is never stored.
 */
export class SandboxTokenStore {
  private readonly linkSessions = new Map<string, LinkSession>();
  private readonly pendingLinks = new Map<string, PendingLink>();
  private readonly brokenLogins = new Set<string>();
  private readonly removedItems = new Set<string>();

  constructor(private readonly clock: () => Date) {}

  createLinkToken(accessToken: string | null): { linkToken: string; expiration: string } {
    if (accessToken !== null) this.getItem(accessToken);
    this.forgetExpired();
    const linkToken = `link-sandbox-${randomUUID()}`;
    const expiresAt = this.clock().getTime() + LINK_TOKEN_TTL_MS;
    this.linkSessions.set(linkToken, { accessToken, expiresAt });
    return { linkToken, expiration: new Date(expiresAt).toISOString() };
  }

  /** The link session's item when it was opened in update mode, else null. */
  updateModeItem(linkToken: string): { item: SandboxItem; accessToken: string } | null {
    const session = this.linkSessions.get(linkToken);
    if (!session || session.expiresAt <= this.clock().getTime()) throw sandboxError('INVALID_LINK_TOKEN');
    return session.accessToken === null ? null : { item: this.getItem(session.accessToken), accessToken: session.accessToken };
  }

  createPublicToken(link: Omit<PendingLink, 'expiresAt'>): string {
    this.forgetExpired();
    const publicToken = `public-sandbox-${randomUUID()}`;
    this.pendingLinks.set(publicToken, { ...link, expiresAt: this.clock().getTime() + PUBLIC_TOKEN_TTL_MS });
    return publicToken;
  }

  /** A public token is good once; update mode hands back the item's existing access token. */
  exchange(publicToken: string): { accessToken: string; itemId: string } {
    const link = this.pendingLinks.get(publicToken);
    this.pendingLinks.delete(publicToken);
    if (!link || link.expiresAt <= this.clock().getTime()) throw sandboxError('INVALID_PUBLIC_TOKEN');
    const accessToken = link.accessToken ?? `access-sandbox-${link.institutionId}-${link.itemSeed}-${randomBytes(16).toString('hex')}`;
    return { accessToken, itemId: this.getItem(accessToken).itemId };
  }

  /** Abandoned link sessions would otherwise pile up in memory for the life of the process. */
  private forgetExpired(): void {
    const now = this.clock().getTime();
    for (const [token, session] of this.linkSessions) if (session.expiresAt <= now) this.linkSessions.delete(token);
    for (const [token, link] of this.pendingLinks) if (link.expiresAt <= now) this.pendingLinks.delete(token);
  }

  static newItemSeed(): string {
    return randomBytes(8).toString('hex');
  }

  /** The seed goes into the access token, so it must have the token's shape. */
  static isItemSeed(seed: string): boolean {
    return /^[0-9a-f]{16}$/.test(seed);
  }

  /** The item behind an access token, whatever its login state. */
  getItem(accessToken: string): SandboxItem {
    const match = ACCESS_TOKEN.exec(accessToken);
    const institution = match?.[1] ? findSandboxInstitution(match[1]) : null;
    if (!match?.[2] || !institution) throw sandboxError('INVALID_ACCESS_TOKEN');
    const item = createSandboxItem(institution, match[2]);
    if (this.removedItems.has(item.itemId)) throw sandboxError('ITEM_NOT_FOUND');
    return item;
  }

  /** The item, for a call that reads its data: refused while its login is broken. */
  getHealthyItem(accessToken: string): SandboxItem {
    const item = this.getItem(accessToken);
    if (this.brokenLogins.has(item.itemId)) throw sandboxError('ITEM_LOGIN_REQUIRED');
    return item;
  }

  isLoginRequired(itemId: string): boolean {
    return this.brokenLogins.has(itemId);
  }

  setLoginRequired(itemId: string, isRequired: boolean): void {
    if (isRequired) this.brokenLogins.add(itemId);
    else this.brokenLogins.delete(itemId);
  }

  remove(itemId: string): void {
    this.removedItems.add(itemId);
    this.brokenLogins.delete(itemId);
  }
}
