import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path';

describe('matchPath', () => {
  it('reads named segments, decoded', () => {
    expect(matchPath('/trainer/:id', '/trainer/t%20one')?.params).toEqual({ id: 't one' });
    expect(matchPath('/trainer/:id', '/trainer')).toBeNull();
    expect(matchPath('/trainer/:id', '/trainer/a/b')).toBeNull();
  });

  it('takes an optional segment or none', () => {
    expect(matchPath('chat/:chatId?', '/chat')?.params).toEqual({ chatId: undefined });
    expect(matchPath('chat/:chatId?', '/chat/c-1')?.params).toEqual({ chatId: 'c-1' });
    expect(matchPath('/city/:city/:specialization?', '/city/pune/yoga')?.params).toEqual({
      city: 'pune',
      specialization: 'yoga',
    });
    expect(matchPath('chat/:chatId?', '/chatter')).toBeNull();
  });

  it('ignores letter case and trailing slashes, as React Router did', () => {
    expect(matchPath('trainers', '/Trainers/')).not.toBeNull();
    expect(matchPath('', '/')).not.toBeNull();
    expect(matchPath('', '/trainers')).toBeNull();
  });

  it('gives a splat the rest, and the base before it', () => {
    expect(matchPath('profile/packs/*', '/profile/packs/p-1')).toEqual({
      params: { '*': 'p-1' },
      base: '/profile/packs',
    });
    expect(matchPath('profile/packs/*', '/profile/packs')).toEqual({
      params: { '*': '' },
      base: '/profile/packs',
    });
    expect(matchPath('profile/packs/*', '/profile/packsx')).toBeNull();
    expect(matchPath('*', '/no/such/page')?.params).toEqual({ '*': 'no/such/page' });
  });

  it('matches the dots of a static segment literally', () => {
    expect(matchPath('/sw.js', '/sw.js')).not.toBeNull();
    expect(matchPath('/sw.js', '/swxjs')).toBeNull();
  });
});
