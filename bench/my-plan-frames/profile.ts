// With PROFILE=1: a CPU profile of the page's main thread during the drag (Chrome DevTools
// Protocol), summed by self time per script file and per function, to see where long frames come from.
import type { CDPSession, Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function startProfile(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  return session;
}

const top = (map: Map<string, number>, count: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 }));

/** Self time by script file (the built chunks) and by function (name file:line:column), largest first. */
export async function stopProfile(session: CDPSession) {
  const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await session.detach();
  const selfMs = new Map<number, number>();
  profile.samples.forEach((nodeId, index) => selfMs.set(nodeId, (selfMs.get(nodeId) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url ? (url.split('/').pop() ?? url) : `(${functionName || 'native'})`;
    const where = url ? `${file}:${lineNumber + 1}:${columnNumber + 1}` : '';
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  return { selfMsByFile: top(byFile, 12), selfMsByFunction: top(byFunction, 25) };
}
