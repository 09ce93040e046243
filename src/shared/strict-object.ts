import { z } from 'zod';
import { MESSAGES } from './messages';
import './validation-fallback';

/** An object schema that refuses fields it does not know, naming them in the message. */
export function strictObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? MESSAGES.unknownFields(issue.keys) : undefined,
  });
}
