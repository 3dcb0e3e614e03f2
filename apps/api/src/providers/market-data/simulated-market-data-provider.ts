import { addDays, addMonths, calendarDateIn, isWeekend, weekdayOnOrBefore } from '@finboard/domain/calendar';
import { centsToDollars } from '@finboard/domain/money';
import { type Candle, type MarketDataProvider, type MarketInterval, type MarketRange, type Quote, rangeStartDate } from './market-data-provider';

// A deterministic simulation: each symbol's daily closes are a geometric random walk whose shock
// on a given day depends only on (symbol, day), walked backwards from the latest close, which is
// the institution's price when one is known. Every series is the same for every request, so
// charts of different ranges agree with each other.

const DAILY_VOLATILITY = 0.012;
const DAILY_DRIFT = 0.0003;
const BARS_PER_SESSION = 78;
/** How far back "all" reaches in the simulation. */
const ALL_YEARS = 10;

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough for a chart. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw from two uniforms (Box–Muller). */
function normalFrom(random: () => number) {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** New York's offset from UTC on a date, in hours (-5 or -4). */
function newYorkOffsetHours(date: string): number {
  const noon = new Date(`${date}T12:00:00Z`);
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(noon));
  return hour - 12;
}

export interface SimulatedMarketDataOptions {
  now?: () => Date;
  /** The latest known price of a symbol in dollars (an institution's price), to anchor its series. */
  referencePrice?: (symbol: string) => Promise<number | null>;
}

export function createSimulatedMarketData({ now = () => new Date(), referencePrice }: SimulatedMarketDataOptions = {}): MarketDataProvider {
  const todayOf = () => calendarDateIn('UTC', now());
  const latestSession = () => weekdayOnOrBefore(todayOf());
  const anchorOf = async (symbol: string) => (await referencePrice?.(symbol)) ?? 10 + centsToDollars(hashOf(symbol) % 49_000);

  /** Daily bars from `startDate` to the latest session, closes walked back from the anchor. */
  function dailyBars(symbol: string, anchor: number, startDate: string): (Candle & { date: string })[] {
    const sessions: string[] = [];
    for (let date = latestSession(); date >= startDate; date = addDays(date, -1)) if (!isWeekend(date)) sessions.push(date);
    const bars: (Candle & { date: string })[] = [];
    let close = anchor;
    for (const date of sessions) {
      const random = randomFrom(hashOf(`${symbol}|${date}`));
      const change = Math.exp(DAILY_DRIFT + DAILY_VOLATILITY * normalFrom(random));
      const open = (close / change) * Math.exp(0.002 * normalFrom(random));
      const high = Math.max(open, close) * (1 + Math.abs(normalFrom(random)) * 0.004);
      const low = Math.min(open, close) * (1 - Math.abs(normalFrom(random)) * 0.004);
      const time = Date.parse(`${date}T${String(9 - newYorkOffsetHours(date)).padStart(2, '0')}:30:00Z`);
      bars.push({ date, time, open: round4(open), high: round4(high), low: round4(low), close: round4(close) });
      close /= change;
    }
    return bars.reverse();
  }

  /** 5-minute bars of the latest session: a bridge from the previous close to the anchor. */
  function intradayBars(symbol: string, anchor: number): Candle[] {
    const session = latestSession();
    const [today, previous] = dailyBars(symbol, anchor, addDays(session, -7)).reverse();
    if (!today || !previous) return [];
    const random = randomFrom(hashOf(`${symbol}|${session}|5m`));
    const start = today.time;
    const steps = Array.from({ length: BARS_PER_SESSION }, () => normalFrom(random) * 0.0012);
    const walk: number[] = [0];
    for (const step of steps) walk.push((walk.at(-1) as number) + step);
    const target = Math.log(anchor / previous.close);
    const end = walk.at(-1) as number;
    const path = walk.map((value, index) => previous.close * Math.exp(value + ((target - end) * index) / BARS_PER_SESSION));
    return steps.map((_, index) => {
      const open = path[index] as number;
      const close = path[index + 1] as number;
      const wiggle = 1 + Math.abs(steps[index] as number) / 3;
      return {
        time: start + index * 5 * 60_000,
        open: round4(open),
        high: round4(Math.max(open, close) * wiggle),
        low: round4(Math.min(open, close) / wiggle),
        close: round4(close),
      };
    });
  }

  const startOf = (range: MarketRange) => rangeStartDate(range, todayOf()) ?? addMonths(todayOf(), -12 * ALL_YEARS);

  /** Daily bars merged into bars of five sessions. */
  function weekly(bars: Candle[]): Candle[] {
    const merged: Candle[] = [];
    for (let index = bars.length % 5 === 0 ? 0 : -(5 - (bars.length % 5)); index < bars.length; index += 5) {
      const group = bars.slice(Math.max(0, index), index + 5);
      if (group.length === 0) continue;
      merged.push({
        time: (group[0] as Candle).time,
        open: (group[0] as Candle).open,
        high: Math.max(...group.map((bar) => bar.high)),
        low: Math.min(...group.map((bar) => bar.low)),
        close: (group.at(-1) as Candle).close,
      });
    }
    return merged;
  }

  return {
    source: 'simulated',
    async getQuote(symbol: string): Promise<Quote | null> {
      return { symbol, regularMarketPrice: round4(await anchorOf(symbol)), longName: null };
    },
    async getCandles(symbol: string, range: MarketRange, interval: MarketInterval): Promise<Candle[]> {
      const anchor = await anchorOf(symbol);
      if (interval === '5m') return intradayBars(symbol, anchor);
      const bars = dailyBars(symbol, anchor, startOf(range)).map(({ date: _date, ...bar }) => bar);
      return interval === '5d' ? weekly(bars) : bars;
    },
  };
}
