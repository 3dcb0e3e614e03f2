// The pages of the notifications benchmark, in a process of their own (so the server's memory is
// the server's): opens one Server-Sent Events stream per cookie, tells the parent when every one
// has its `ready` event, and records when each notification arrives (performance.timeOrigin +
// performance.now(), a clock both processes share) until asked for the report.
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
const receipts = [];
let ready = 0;
let refused = 0;
const requests = [];
const now = () => performance.timeOrigin + performance.now();

function open(baseUrl, cookie, total) {
  const req = request(`${baseUrl}/api/notifications/stream`, { agent, headers: { accept: 'text/event-stream', cookie } });
  requests.push(req);
  req.on('error', () => undefined);
  req.on('response', (res) => {
    if (res.statusCode !== 200) {
      refused += 1;
      res.resume();
      return;
    }
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk) => {
      const at = now();
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (event === 'ready' && ++ready === total) process.send({ kind: 'ready', ready, refused });
        if (event === 'notification') receipts.push([JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}').id, at]);
        end = buffer.indexOf('\n\n');
      }
    });
  });
  req.end();
}

process.on('message', (message) => {
  if (message.kind === 'open') {
    const { baseUrl, cookies } = message;
    cookies.forEach((cookie) => open(baseUrl, cookie, cookies.length));
  } else if (message.kind === 'report') {
    process.send({ kind: 'report', receipts, ready, refused }, () => {
      for (const req of requests) req.destroy();
      process.exit(0);
    });
  }
});
