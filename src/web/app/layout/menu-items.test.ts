import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '#web/lib/auth/current-user.ts';
import { profileMenuItems } from './menu-items';

const labelsFor = (roles: Pick<CurrentUser, 'isTrainer' | 'isAdmin'>) =>
  profileMenuItems({ ...roles } as CurrentUser, () => {}).map((item) => item.label);

describe('the profile menu', () => {
  it('gives a trainer Services after Update Portfolio, and no admin link', () => {
    expect(labelsFor({ isTrainer: true, isAdmin: false })).toEqual([
      'View Profile',
      'My Sessions',
      'Dashboard',
      'Update Portfolio',
      'Services',
      'Browse Trainers',
    ]);
  });

  it('gives an admin the Admin Console and no Become a Trainer', () => {
    expect(labelsFor({ isTrainer: false, isAdmin: true })).toEqual([
      'View Profile',
      'My Sessions',
      'Admin Console',
      'Browse Trainers',
    ]);
  });

  it('offers a client Become a Trainer', () => {
    expect(labelsFor({ isTrainer: false, isAdmin: false })).toContain('Become a Trainer');
  });
});
