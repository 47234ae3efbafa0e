import { sql } from 'kysely';
import type { WebSocket } from 'ws';
import type { Language } from '../../src/schemas';
import type { ChatServerFrame } from '../../src/schemas/chat';
import type { DB } from '../db';
import { entitled, type ChatUser } from './access';

/** One authenticated socket of this server instance. */
export interface ChatConnection {
  socket: WebSocket;
  me: ChatUser;
  /** The session the socket was opened with: its logout closes the socket. */
  jti: string;
  lang: Language;
}

/** A client that reads slower than it is written to is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * This instance's sockets by user, and the presence rows that tell every instance who is online
 * (docs/chat.md "Presence").
 */
export class ChatHub {
  private readonly byUser = new Map<number, Set<ChatConnection>>();

  constructor(
    private readonly db: DB,
    readonly instanceId: string,
  ) {}

  get size() {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  async add(conn: ChatConnection) {
    const id = conn.me.userId;
    let set = this.byUser.get(id);
    if (!set) this.byUser.set(id, (set = new Set()));
    set.add(conn);
    if (set.size === 1) {
      await sql`insert into chat_presence (instance_id, user_id) values (${this.instanceId}, ${id})
        on conflict (instance_id, user_id) do update set seen_at = now()`.execute(this.db);
    }
  }

  async remove(conn: ChatConnection) {
    const id = conn.me.userId;
    const set = this.byUser.get(id);
    if (!set?.delete(conn) || set.size) return;
    this.byUser.delete(id);
    await this.db.deleteFrom('chat_presence').where('instance_id', '=', this.instanceId).where('user_id', '=', id).execute();
  }

  hasAny(userIds: number[]) {
    return userIds.some((id) => this.byUser.has(id));
  }

  /** Sends a frame to every socket of these users here, but `except`. */
  deliver(userIds: number[], frame: ChatServerFrame, except?: WebSocket) {
    const text = JSON.stringify(frame);
    for (const id of new Set(userIds)) {
      for (const conn of this.byUser.get(id) ?? []) if (conn.socket !== except) sendText(conn.socket, text);
    }
  }

  /** Closes the sockets of one session (logout) or of every session matching `which`. */
  close(which: (conn: ChatConnection) => boolean, code: number, reason: string) {
    for (const set of this.byUser.values()) for (const conn of set) if (which(conn)) conn.socket.close(code, reason);
  }

  /** Keeps this instance's presence rows fresh; forgets rows of instances long gone. */
  async heartbeat() {
    await this.db.updateTable('chat_presence').set({ seen_at: new Date() }).where('instance_id', '=', this.instanceId).execute();
    await sql`delete from chat_presence where seen_at < now() - interval '1 day'`.execute(this.db);
  }

  /** Sessions here that were revoked or expired, and users here who may no longer chat. */
  async ended(): Promise<{ jtis: Set<string>; users: Set<number> }> {
    const conns = [...this.byUser.values()].flatMap((s) => [...s]);
    if (!conns.length) return { jtis: new Set(), users: new Set() };
    const jtis = [...new Set(conns.map((c) => c.jti))];
    const users = [...this.byUser.keys()];
    const [dead, barred] = await Promise.all([
      sql<{ jti: string }>`select jti from auth_session where jti in (${sql.join(jtis)})
        and (revoked_at is not null or expires_at < now())`.execute(this.db),
      sql<{ id: number }>`select u.id from hrs_user u join hrs_org o on o.id = u.org_id where u.id in (${sql.join(users)})
        and not (${entitled})`.execute(this.db),
    ]);
    return { jtis: new Set(dead.rows.map((r) => r.jti)), users: new Set(barred.rows.map((r) => Number(r.id))) };
  }

  /** Stops: presence rows of this instance go. */
  async shutdown() {
    this.close(() => true, 1001, 'server shutting down');
    this.byUser.clear();
    await this.db.deleteFrom('chat_presence').where('instance_id', '=', this.instanceId).execute();
  }
}

export function sendText(socket: WebSocket, text: string) {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.close(1013, 'too slow');
    return;
  }
  socket.send(text);
}

export const sendFrame = (socket: WebSocket, frame: ChatServerFrame) => sendText(socket, JSON.stringify(frame));
