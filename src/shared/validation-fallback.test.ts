import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './field-errors';
import { MESSAGES } from './messages';
import { VALIDATION_MESSAGES } from './validation-messages';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected the input to be refused');
  return fieldErrorsOf(parsed.error);
};

describe('messages for rules that name none', () => {
  const schema = z.object({
    password: z.string().min(1),
    nickName: z.string().min(3).max(5),
    heroImage1: z.string().optional(),
    userType: z.enum(['user', 'trainer']),
    tags: z.array(z.string()).max(2),
    rating: z.number().int().min(1).max(5),
  });
  const valid = { password: 'x', nickName: 'abc', userType: 'user', tags: [], rating: 3 };

  it('names the field in words and says what is wrong', () => {
    expect(errorsOf(schema, { ...valid, password: '' })).toEqual({
      password: VALIDATION_MESSAGES.fieldRequired('Password'),
    });
    expect(errorsOf(schema, { ...valid, nickName: 'ab' })).toEqual({
      nickName: VALIDATION_MESSAGES.fieldTooShort('Nick name', 3),
    });
    expect(errorsOf(schema, { ...valid, nickName: 'abcdef' })).toEqual({
      nickName: VALIDATION_MESSAGES.fieldTooLong('Nick name', 5),
    });
    expect(errorsOf(schema, { ...valid, userType: 'admin' })).toEqual({
      userType: VALIDATION_MESSAGES.notOneOf('User type', ['user', 'trainer']),
    });
    expect(errorsOf(schema, { ...valid, tags: ['a', 'b', 'c'] })).toEqual({
      tags: VALIDATION_MESSAGES.tooManyEntries('Tags', 2),
    });
    expect(errorsOf(schema, { ...valid, heroImage1: 7 })).toEqual({
      heroImage1: VALIDATION_MESSAGES.fieldInvalid('Hero image 1'),
    });
    expect(errorsOf(schema, { ...valid, rating: 2.5 })).toEqual({
      rating: VALIDATION_MESSAGES.wholeNumber('Rating'),
    });
    expect(errorsOf(schema, { ...valid, rating: 6 })).toEqual({
      rating: VALIDATION_MESSAGES.numberTooLarge('Rating', 5),
    });
  });

  it('tells a missing field from one of the wrong kind', () => {
    const { password: _, ...withoutPassword } = valid;
    expect(errorsOf(schema, withoutPassword)).toEqual({
      password: VALIDATION_MESSAGES.fieldRequired('Password'),
    });
    expect(errorsOf(schema, { ...valid, rating: 'five' })).toEqual({
      rating: VALIDATION_MESSAGES.fieldInvalid('Rating'),
    });
  });

  it('leaves a schema its own message', () => {
    expect(errorsOf(z.object({ email: z.email(MESSAGES.invalidEmail) }), { email: 'x' })).toEqual({
      email: MESSAGES.invalidEmail,
    });
  });
});
