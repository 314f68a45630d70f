/**
 * The reference: the least a socket.io server must do for a live quiz, with the app's
 * socket.io settings and none of its work (no database, no validation, no authentication).
 * Clients join a room; the teacher's `activate` is broadcast to the students; an `answer` is
 * acknowledged and counted, and the count reaches the teachers at most every 200 ms, on the
 * app's own cadence. Our figures divided by these are the cost of the app itself, which
 * stays meaningful on a noisy shared machine. With REDIS_URL, rooms are shared like the app's.
 *
 * `POST /api/sessions/join` is the least the spec's REST join can be (`--floor yes`): the body
 * read and parsed, a random token made and hashed as the app stores it, a JSON answer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const COUNT_INTERVAL_MS = 200;
const node = `${process.pid}`;

function restJoin(req, res) {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const { code, studentName } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('base64url');
    const body = JSON.stringify({ success: true, session: { code }, student: { id: `${code}-${tokenHash.slice(0, 8)}`, name: studentName, token } });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
  });
}

const http = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/api/sessions/join') return restJoin(req, res);
  res.writeHead(req.url === '/health' ? 200 : 404).end();
});
const io = new Server(http, { transports: ['websocket'], perMessageDeflate: false, maxHttpBufferSize: 64 * 1024, serveClient: false });

if (process.env.REDIS_URL) {
  const { createClient } = await import('redis');
  const { createAdapter } = await import('@socket.io/redis-streams-adapter');
  const redis = createClient({ url: process.env.REDIS_URL });
  await redis.connect();
  io.adapter(createAdapter(redis, { streamName: 'ciar-bench-minimal:socket.io' }));
}

const counts = new Map(); // questionId -> answers received by this process
const dirty = new Set();
let timer = null;

// Like the app: the first answer after a push starts a 200 ms timer, then every question
// that received answers is pushed once. Each process pushes its own count; teachers add them.
function flush() {
  timer = null;
  for (const questionId of dirty) io.to('teachers').emit('count', { node, questionId, count: counts.get(questionId) });
  dirty.clear();
}

io.on('connection', (socket) => {
  socket.on('join', ({ role }, ack) => {
    socket.join(role === 'teacher' ? 'teachers' : 'students');
    ack({ ok: true });
  });
  socket.on('activate', (payload, ack) => {
    io.to('students').emit('activated', { ...payload, serverNow: new Date().toISOString() });
    ack({ ok: true });
  });
  socket.on('answer', ({ questionId }, ack) => {
    const count = (counts.get(questionId) ?? 0) + 1;
    counts.set(questionId, count);
    dirty.add(questionId);
    timer ??= setTimeout(flush, COUNT_INTERVAL_MS);
    ack({ ok: true, data: { count } });
  });
});

http.listen(Number(process.env.PORT ?? 5101), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
