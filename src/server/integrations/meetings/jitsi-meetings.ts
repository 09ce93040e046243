import { randomBytes } from 'node:crypto';
import type { Meetings } from './meetings';

/** Jitsi Meet needs no account: a room name with 128 random bits cannot be guessed. */
export function createJitsiMeetings(baseUrl = 'https://meet.jit.si'): Meetings {
  return {
    async create() {
      const room = `Kasrat-${randomBytes(16).toString('hex')}`;
      return {
        provider: 'jitsi',
        meetingId: room,
        meetingPassword: null,
        joinUrl: `${baseUrl}/${room}`,
      };
    },
    // A room is open whenever someone joins it: a moved session keeps its room.
    async update() {},
  };
}
