import fc from 'fast-check';
import type { RouteTableEntry } from '../../../src/server/plugins/access-policy';
import { arbitraryFor, toJsonSchema, validFor } from './schema-arbitrary';
import { hostileValue, oddString } from './hostile-values';

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: unknown;
  /** What the case is, for a failure message. */
  label: string;
}

/**
 * Node's HTTP parser answers 431 to a request head over 16 KB before any route sees it, but inject
 * skips that parser: a URL part longer than this is cut, so it stays a request a server could get.
 */
const MAX_URL_PART = 4_000;

/** Every byte of the text percent-encoded, so any string (a lone surrogate too) becomes a URL part. */
function encodeBytes(text: string): string {
  return Buffer.from(text.slice(0, MAX_URL_PART), 'utf8').toString('hex').replace(/../g, '%$&');
}

/** URL parts that are not well-formed percent-encoding at all, or decode to something odd. */
const RAW_URL_PARTS = ['%', '%E0%A4%A', '%ZZ', '%C0%AF', '%00', '%FF%FE', '..', '%2e%2e%2f', '%252e', 'a%2Fb', '\u00e9'.normalize('NFD')];

const urlPart = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => encodeBytes(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))) },
    { weight: 2, arbitrary: oddString.map(encodeBytes) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
  );

export interface FuzzContext {
  /** The client whose data an advisor asks for (`?userId=`), or null. */
  ownerId: string | null;
  /** Ids of real records (the personas', their accounts and scenarios): a path parameter is sometimes one, to get past NOT_FOUND. */
  knownIds: string[];
}

function pathArbitrary(route: RouteTableEntry, { knownIds }: FuzzContext): fc.Arbitrary<string> {
  const params = toJsonSchema(route.schema?.params)?.properties ?? {};
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
  if (names.length === 0) return fc.constant(route.url);
  const known = knownIds.length ? [{ weight: 3, arbitrary: fc.constantFrom(...knownIds) }] : [];
  return fc.tuple(...names.map((name) => fc.oneof({ weight: 4, arbitrary: urlPart(arbitraryFor(params[name])) }, ...known))).map((values) => {
    let index = 0;
    return route.url.replace(/:[A-Za-z]+/g, () => values[index++] || 'x');
  });
}

function queryArbitrary(route: RouteTableEntry, { ownerId }: FuzzContext): fc.Arbitrary<string> {
  const properties = toJsonSchema(route.schema?.querystring)?.properties ?? {};
  const entries = Object.entries(properties).map(([name, schema]) =>
    fc.option(
      fc.oneof(
        { weight: 4, arbitrary: urlPart(name === 'userId' && ownerId ? fc.constant(ownerId) : arbitraryFor(schema)).map((value) => `${name}=${value}`) },
        // A repeated parameter arrives as an array.
        {
          weight: 1,
          arbitrary: fc
            .array(urlPart(arbitraryFor(schema)), { minLength: 2, maxLength: 3 })
            .map((values) => values.map((value) => `${name}=${value}`).join('&')),
        },
      ),
      { freq: 3 },
    ),
  );
  // fast-check's option is null once in `freq`: a known parameter is there two times in three, and
  // an unknown one (which a strict query schema refuses outright) rides along once in eight.
  const strays = fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: urlPart(oddString).map((value) => `${value}=${value}`) });
  return fc.tuple(fc.tuple(...entries), strays).map(([pairs, stray]) => {
    const parts = [...pairs, stray].filter((part): part is string => part !== null);
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

function bodyArbitrary(route: RouteTableEntry): fc.Arbitrary<unknown> {
  if (route.method === 'GET' || route.method === 'DELETE') return fc.constant(undefined);
  const body = toJsonSchema(route.schema?.body);
  return body ? arbitraryFor(body) : hostileValue;
}

/** A value as a URL part: text as it is, anything else as its JSON. */
const asUrlText = (value: unknown) => encodeBytes(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A request its contract accepts, as far as JSON Schema can tell: the path to the handlers and the database. */
function validRequest(route: RouteTableEntry, { ownerId, knownIds }: FuzzContext): fc.Arbitrary<Omit<FuzzRequest, 'method' | 'label'>> {
  const params = toJsonSchema(route.schema?.params)?.properties ?? {};
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
  const known = knownIds.length ? [fc.constantFrom(...knownIds)] : [];
  const path = fc.tuple(...names.map((name) => fc.oneof(validFor(params[name]).map(asUrlText), ...known))).map((values) => {
    let index = 0;
    return route.url.replace(/:[A-Za-z]+/g, () => values[index++] || 'x');
  });
  const properties = toJsonSchema(route.schema?.querystring)?.properties ?? {};
  const query = fc
    .tuple(
      ...Object.entries(properties).map(([name, schema]) =>
        fc.option((name === 'userId' && ownerId ? fc.constant(ownerId) : validFor(schema)).map((value) => `${name}=${asUrlText(value)}`)),
      ),
    )
    .map((pairs) => {
      const parts = pairs.filter((part): part is string => part !== null);
      return parts.length ? `?${parts.join('&')}` : '';
    });
  const body = route.method === 'GET' || route.method === 'DELETE' ? fc.constant(undefined) : validFor(toJsonSchema(route.schema?.body) ?? undefined);
  return fc.tuple(path, query, body).map(([pathText, queryText, payload]) => ({ url: `${pathText}${queryText}`, payload }));
}

/** A request to one of `routes`, built from its contract: two in three near it or hostile, one in three valid. */
export function requestArbitrary(routes: RouteTableEntry[], context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  // Each route's arbitrary is built once: converting its contract is far slower than drawing from it.
  const perRoute = routes.map((route) => {
    const near = fc
      .tuple(pathArbitrary(route, context), queryArbitrary(route, context), bodyArbitrary(route))
      .map(([path, query, payload]) => ({ url: `${path}${query}`, payload }));
    return fc
      .oneof({ weight: 2, arbitrary: near }, { weight: 1, arbitrary: validRequest(route, context) })
      .map((request) => ({ ...request, method: route.method, label: `${route.method} ${route.url}` }));
  });
  return fc.oneof(...perRoute);
}
