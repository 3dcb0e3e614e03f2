import { describe, expect, it } from 'vitest';
import swSource from '../../public/sw.js?raw';

// public/sw.js run as the browser runs it, with its own `self`, `caches` and `fetch` stood in for.

const ORIGIN = 'http://localhost:3000';

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}
interface FakeResponse {
  ok: boolean;
  type: string;
  body: string;
  clone(): FakeResponse;
}

const keyOf = (request: FakeRequest | string) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;

function loadWorker() {
  let online = true;
  const stores = new Map<string, Map<string, FakeResponse>>();
  const listeners = new Map<string, (event: unknown) => void>();
  const fetched: string[] = [];
  const respond = (body: string): FakeResponse => ({
    ok: true,
    type: 'basic',
    body,
    clone() {
      return this;
    },
  });
  const network = async (request: FakeRequest | string) => {
    fetched.push(keyOf(request));
    if (!online) throw new TypeError('Failed to fetch');
    return respond(`network ${keyOf(request)}`);
  };
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, FakeResponse>();
    stores.set(name, store);
    return {
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(keyOf(url), await network(url));
      },
      put: async (request: FakeRequest, response: FakeResponse) => void store.set(keyOf(request), response),
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: FakeRequest | string) => {
      for (const store of stores.values()) {
        const hit = store.get(keyOf(request));
        if (hit) return hit;
      }
      return undefined;
    },
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function('self', 'caches', 'fetch', swSource)(self, caches, network);

  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  /** A fetch event: the worker's answer, or null when it let the request pass untouched. */
  const request = async (path: string, init: { method?: string; mode?: string } = {}) => {
    const answered: { promise?: Promise<FakeResponse> } = {};
    const event = {
      request: { url: new URL(path, ORIGIN).href, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
      respondWith: (promise: Promise<FakeResponse>) => (answered.promise = promise),
    };
    listeners.get('fetch')?.(event);
    return answered.promise ? await answered.promise : null;
  };
  const keptUrls = () => [...stores.values()].flatMap((store) => [...store.keys()]);
  const goOffline = () => void (online = false);
  return { lifecycle, request, keptUrls, fetched, goOffline };
}

describe('the service worker', () => {
  it('never answers nor keeps anything under /api, whatever the method or mode', async () => {
    const worker = loadWorker();
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    const apiCalls = [
      ['/api/session', {}],
      ['/api/institutions', {}],
      ['/api/net-worth?range=1Y', {}],
      ['/api/files/abc', { mode: 'navigate' }],
      ['/api/reports/net-worth.pdf', { mode: 'navigate' }],
      ['/api', {}],
      ['/api/support/messages', { method: 'POST' }],
    ] as const;
    for (const [path, init] of apiCalls) expect(await worker.request(path, init), path).toBeNull();
    expect(worker.keptUrls().filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
  });

  it('keeps the shell: the page, hashed files once fetched, the icons', async () => {
    const worker = loadWorker();
    await worker.lifecycle('install');
    expect((await worker.request('/assets/index-abc123.js'))?.body).toBe(`network ${ORIGIN}/assets/index-abc123.js`);
    expect(worker.keptUrls()).toContain(`${ORIGIN}/assets/index-abc123.js`);
    expect(worker.keptUrls()).toContain(`${ORIGIN}/index.html`);
    expect(worker.keptUrls()).toContain(`${ORIGIN}/icons/icon-192.png`);
    // A second time from what it kept, without the network.
    const before = worker.fetched.length;
    await worker.request('/assets/index-abc123.js');
    expect(worker.fetched.length).toBe(before);
  });

  it('takes pages from the network and never keeps them; offline, the kept shell opens', async () => {
    const worker = loadWorker();
    await worker.lifecycle('install');
    expect((await worker.request('/client/net-worth', { mode: 'navigate' }))?.body).toBe(`network ${ORIGIN}/client/net-worth`);
    expect(worker.keptUrls()).not.toContain(`${ORIGIN}/client/net-worth`);

    worker.goOffline();
    expect((await worker.request('/client/net-worth', { mode: 'navigate' }))?.body).toBe(`network ${ORIGIN}/index.html`);
  });

  it('lets other origins and other files pass untouched', async () => {
    const worker = loadWorker();
    expect(await worker.request('https://cdn.example.com/assets/x.js')).toBeNull();
    expect(await worker.request('/dev/mailbox/list.json')).toBeNull();
    expect(await worker.request('/assets/x.js', { method: 'POST' })).toBeNull();
  });
});
