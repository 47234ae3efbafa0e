/**
 * Benchmark: chat messages through one server instance with 500 sockets connected (docs/chat.md).
 *
 *   npx tsx bench/chat.ts                                   # embedded PGlite (what npm start uses)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npx tsx bench/chat.ts
 *
 * Builds the real app, listens on a loopback port and connects 500 real WebSocket clients (250
 * pairs of users, each pair with its conversation). Then:
 *  1. light load: one message at a time between random pairs: end-to-end latency, from the sender's
 *     send to the peer's socket receiving it;
 *  2. full load: every pair's first user sends as fast as acks come back: messages per second
 *     (stored and delivered to the peer) and the end-to-end latency under that load.
 * The clients run in the same process as the server, so they take some of its CPU.
 * Prints the load average with each figure (the machine may be shared).
 * Options: CHAT_BENCH_PAIRS (250), CHAT_BENCH_PER_SENDER (20), CHAT_BENCH_LIGHT (300).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';

const PAIRS = Number(process.env.CHAT_BENCH_PAIRS ?? 250);
const PER_SENDER = Number(process.env.CHAT_BENCH_PER_SENDER ?? 20);
const LIGHT = Number(process.env.CHAT_BENCH_LIGHT ?? 300);
const url = process.env.BENCH_DATABASE_URL;
const schema = `chat_bench_${crypto.randomBytes(4).toString('hex')}`;

const database = await openDatabase(url ? { kind: 'postgres', url, schema } : { kind: 'memory' });
const { app, ctx } = await buildApp({
  config: { ...loadConfig({}), dataDir: '/tmp/bench-secrets', staticDir: '/nonexistent', seedDemo: false, chatMessagesPerMinute: 1e9 },
  database,
  secrets: { jwt: crypto.randomBytes(32), sso: crypto.randomBytes(32) },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

// Users, conversations and sessions written directly (no password hashing for 500 logins).
const { db } = ctx;
const org = await db
  .insertInto('hrs_org')
  .values({ org_code: 'CHATBENCH', org_name: '聊天压测', chat_enabled: true })
  .returning('id')
  .executeTakeFirstOrThrow();
const users = await db
  .insertInto('hrs_user')
  .values(
    Array.from({ length: PAIRS * 2 }, (_, i) => ({
      org_id: org.id,
      login_name: `u${i}`,
      user_name: `用户${i}`,
      password_hash: 'x',
      online_service: true,
    })),
  )
  .returning(['id', 'org_id', 'role_id', 'login_name', 'phone_number', 'user_email', 'user_name'])
  .execute();
const conversations: number[] = [];
for (let p = 0; p < PAIRS; p++) {
  const [a, b] = [Number(users[2 * p].id), Number(users[2 * p + 1].id)];
  const c = await db.insertInto('chat_conversation').values({ user_a: a, user_b: b }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('chat_member')
    .values([
      { conversation_id: c.id, user_id: a, peer_user_id: b },
      { conversation_id: c.id, user_id: b, peer_user_id: a },
    ])
    .execute();
  conversations.push(Number(c.id));
}
const tokens = await Promise.all(
  users.map(async (u) => (await ctx.sessions.issue(u as never, { org_code: 'CHATBENCH', org_name: '聊天压测' })).access_token),
);

interface Client {
  ws: WebSocket;
  acks: Map<string, () => void>;
}
/** Message content → when its sender sent it; the receiver records the latency. */
const sentAt = new Map<string, number>();
const arrived = new Map<string, () => void>();
let latencies: number[] = [];

async function connect(token: string): Promise<Client> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api-uc/yxim/ws`);
  const client: Client = { ws, acks: new Map() };
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('error', reject);
    ws.on('message', (data) => {
      const f = JSON.parse(String(data));
      if (f.type === 'ready') resolve();
      else if (f.type === 'ack') client.acks.get(f.clientId)?.();
      else if (f.type === 'message') {
        const t0 = sentAt.get(f.message.content);
        if (t0 !== undefined) {
          latencies.push(performance.now() - t0);
          sentAt.delete(f.message.content);
          arrived.get(f.message.content)?.();
        }
      } else if (f.type === 'error') reject(new Error(f.message));
    });
  });
  return client;
}

function send(from: Client, conversationId: number, content: string): Promise<void> {
  const clientId = crypto.randomUUID();
  return new Promise((resolve) => {
    from.acks.set(clientId, () => {
      from.acks.delete(clientId);
      resolve();
    });
    sentAt.set(content, performance.now());
    from.ws.send(JSON.stringify({ type: 'send', clientId, conversationId, kind: 'text', content }));
  });
}
const delivered = (content: string) => new Promise<void>((resolve) => arrived.set(content, resolve));

const load = () =>
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;
const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(1);
};

const clients: Client[] = [];
const t0 = performance.now();
for (let i = 0; i < tokens.length; i += 50) clients.push(...(await Promise.all(tokens.slice(i, i + 50).map(connect))));
console.log(
  `${clients.length} sockets connected in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.kind}${url ? '' : ' in memory'})`,
);

// 1. Light load.
for (let i = 0; i < 20 + LIGHT; i++) {
  const p = Math.floor(Math.random() * PAIRS);
  const content = `light-${i}`;
  const got = delivered(content);
  await send(clients[2 * p], conversations[p], content);
  await got;
  if (i === 19) latencies = []; // warm-up
}
console.log(
  `light load, ${LIGHT} messages one at a time: end-to-end latency p50 ${q(latencies, 0.5)} ms, p99 ${q(latencies, 0.99)} ms; ${load()}`,
);

// 2. Full load: every sender in a closed loop.
latencies = [];
const total = PAIRS * PER_SENDER;
const start = performance.now();
await Promise.all(
  Array.from({ length: PAIRS }, async (_, p) => {
    for (let k = 0; k < PER_SENDER; k++) {
      const content = `load-${p}-${k}`;
      const got = delivered(content);
      await send(clients[2 * p], conversations[p], content);
      await got;
    }
  }),
);
const seconds = (performance.now() - start) / 1000;
console.log(
  `full load, ${PAIRS} senders x ${PER_SENDER}: ${total} messages in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(0)} messages/s; end-to-end latency p50 ${q(latencies, 0.5)} ms, p99 ${q(latencies, 0.99)} ms; ${load()}`,
);

for (const c of clients) c.ws.close();
await app.close();
await database.close();
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists "${schema}" cascade`);
  await admin.end();
}
