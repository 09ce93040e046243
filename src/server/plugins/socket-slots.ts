import type { Redis } from 'ioredis';
import { CHAT_SOCKETS_PER_ACCOUNT } from '#shared/chat-api.ts';

/**
 * The sockets each account holds open, counted for every server process together
 * (docs/decisions/0028-socket-sessions-and-limits.md). A slot is taken in the handshake, before
 * the socket counts as connected anywhere, so a burst of handshakes cannot all pass one check.
 * A slot lapses unless kept: the open sockets' periodic session check keeps theirs, and a
 * process that dies leaves nothing behind for longer than the lapse.
 */
export interface SocketSlots {
  /** False when the account already holds every slot; nothing is then taken. */
  take(userId: string, socketId: string): Promise<boolean>;
  keep(userId: string, socketIds: string[]): Promise<void>;
  release(userId: string, socketId: string): Promise<void>;
}

export interface SocketSlotOptions {
  now: () => Date;
  /** How long a slot outlives the last time it was kept. */
  lapseMs: number;
  max?: number;
}

/** One process: the slots in memory. */
export function memorySocketSlots({
  now,
  lapseMs,
  max = CHAT_SOCKETS_PER_ACCOUNT,
}: SocketSlotOptions): SocketSlots {
  const lapseAtBySocket = new Map<string, Map<string, number>>();
  return {
    async take(userId, socketId) {
      const at = now().getTime();
      const held = lapseAtBySocket.get(userId) ?? new Map<string, number>();
      for (const [id, lapseAt] of held) if (lapseAt <= at) held.delete(id);
      if (held.size >= max) return false;
      held.set(socketId, at + lapseMs);
      lapseAtBySocket.set(userId, held);
      return true;
    },
    async keep(userId, socketIds) {
      const held = lapseAtBySocket.get(userId);
      const lapseAt = now().getTime() + lapseMs;
      for (const id of socketIds) if (held?.has(id)) held.set(id, lapseAt);
    },
    async release(userId, socketId) {
      const held = lapseAtBySocket.get(userId);
      held?.delete(socketId);
      if (held?.size === 0) lapseAtBySocket.delete(userId);
    },
  };
}

const slotsKey = (userId: string) => `kasrat:socket-slots:${userId}`;

/**
 * Several processes: a sorted set per account in Redis, each socket scored with the instant its
 * slot lapses. Taking is one transaction (drop the lapsed, add, count); a socket that finds the
 * set over the limit removes itself, so two handshakes racing for the last slot may both be
 * refused, never both admitted.
 */
export function redisSocketSlots(
  redis: Redis,
  { now, lapseMs, max = CHAT_SOCKETS_PER_ACCOUNT }: SocketSlotOptions,
): SocketSlots {
  return {
    async take(userId, socketId) {
      const key = slotsKey(userId);
      const at = now().getTime();
      const results = await redis
        .multi()
        .zremrangebyscore(key, '-inf', at)
        .zadd(key, at + lapseMs, socketId)
        .zcard(key)
        .pexpire(key, lapseMs)
        .exec();
      const count = Number(results?.[2]?.[1]);
      if (count <= max) return true;
      await redis.zrem(key, socketId);
      return false;
    },
    async keep(userId, socketIds) {
      if (socketIds.length === 0) return;
      const key = slotsKey(userId);
      const lapseAt = now().getTime() + lapseMs;
      await redis
        .multi()
        .zadd(key, 'XX', ...socketIds.flatMap((id) => [lapseAt, id]))
        .pexpire(key, lapseMs)
        .exec();
    },
    async release(userId, socketId) {
      await redis.zrem(slotsKey(userId), socketId);
    },
  };
}
