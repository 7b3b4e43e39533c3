// The floor of chat's send path (issue 34): the least a chat server can do per message on this
// machine, for bench/chat-realtime.mjs to judge the platform against. Plain node:http + socket.io, no
// framework, no gateway: a socket is "authenticated" by the member id in its handshake (auth.member),
// joins the room member:<id>, and each `chat:send` is one INSERT into Postgres (a pg pool) and one
// emit of the stored message to the recipient's and the sender's rooms except the sending socket (as
// chat emits it), then the ack to the sender.
//
// Run by tools/platform/chat-floor.mjs as a process of its own (so /proc measures it alone):
// FLOOR_DATABASE_URL=<a database of its own> node chat-floor-server.mjs; it writes {"port":N} on
// its first line of output once it listens on 127.0.0.1.
import { createServer } from 'node:http';
import pg from 'pg';
import { Server } from 'socket.io';

const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
await pool.query(`CREATE TABLE IF NOT EXISTS floor_messages (
  id bigserial PRIMARY KEY,
  sender_id bigint NOT NULL,
  recipient_id bigint NOT NULL,
  client_id uuid NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (sender_id, client_id)
)`);

const http = createServer((_request, response) => {
  response.writeHead(404).end();
});
const io = new Server(http, { path: '/socket', transports: ['websocket'], serveClient: false });
io.use((socket, next) => {
  const member = Number(socket.handshake.auth?.member);
  if (!Number.isSafeInteger(member) || member <= 0) return next(new Error('unauthorized'));
  socket.data.member = member;
  next();
});
io.on('connection', (socket) => {
  const sender = socket.data.member;
  socket.join(`member:${sender}`);
  socket.on('chat:send', async (input, ack) => {
    if (typeof ack !== 'function') return;
    const to = Number(input?.to);
    if (!Number.isSafeInteger(to) || to <= 0 || typeof input.text !== 'string' || typeof input.client_id !== 'string')
      return ack({ ok: false, error: 'invalid' });
    try {
      const {
        rows: [row],
      } = await pool.query('INSERT INTO floor_messages (sender_id, recipient_id, client_id, body) VALUES ($1, $2, $3, $4) RETURNING id, created_at', [
        sender,
        to,
        input.client_id,
        input.text,
      ]);
      const message = {
        id: Number(row.id),
        sender_id: sender,
        recipient_id: to,
        client_id: input.client_id,
        kind: 'text',
        body: input.text,
        created_at: row.created_at,
      };
      io.to([`member:${to}`, `member:${sender}`])
        .except(socket.id)
        .emit('chat:message', message);
      // The platform's acknowledgement's shape (ChatSendAck), so one client reads both.
      ack({ ok: true, answer: { message } });
    } catch (error) {
      ack({ ok: false, error: error.message });
    }
  });
});

http.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: http.address().port })}\n`);
});
const stop = () => {
  io.close();
  void pool.end().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
