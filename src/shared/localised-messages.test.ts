import { describe, expect, it } from 'vitest';
import { textOf } from './catalogue';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, CHAT_SOCKETS_PER_ACCOUNT, CHAT_TEXT } from './chat-api';
import { formatNumber } from './intl';
import { localisedErrors, localisedMessage } from './localised-messages';
import './locales/hi/index';
import { MESSAGES, MESSAGES_TEXT } from './messages';
import { PORTFOLIO_MESSAGES, PORTFOLIO_TEXT } from './portfolio-messages';
import { VALIDATION_MESSAGES as V, VALIDATION_TEXT } from './validation-messages';

const hi = textOf(MESSAGES_TEXT, 'hi');
const hiValidation = textOf(VALIDATION_TEXT, 'hi');

describe('localisedMessage', () => {
  it('gives the Hindi of a catalogue message under the same key', () => {
    expect(localisedMessage(MESSAGES.invalidCredentials, 'hi')).toBe(hi.invalidCredentials);
    expect(localisedMessage(MESSAGES.networkError, 'hi')).toBe(hi.networkError);
    expect(localisedMessage(CHAT_MESSAGES.messageEmpty, 'hi')).not.toBe(CHAT_MESSAGES.messageEmpty);
  });

  it('leaves English pages and text that is no catalogue message as they are', () => {
    expect(localisedMessage(MESSAGES.invalidCredentials, 'en')).toBe(MESSAGES.invalidCredentials);
    expect(localisedMessage('See you at 6, bring water', 'hi')).toBe('See you at 6, bring water');
  });

  it.each([
    [MESSAGES.tooManySignInAttempts(1), hi.tooManySignInAttempts(1)],
    [MESSAGES.tooManySignInAttempts(15), hi.tooManySignInAttempts(15)],
    [MESSAGES.tooManySignUps(60), hi.tooManySignUps(60)],
    [MESSAGES.tooManyCodeRequests(45), hi.tooManyCodeRequests(45)],
    [MESSAGES.tooManyCodeRequests(170), hi.tooManyCodeRequests(180)],
    [MESSAGES.unknownFields(['colour']), hi.unknownFields(['colour'])],
    [MESSAGES.unknownFields(['a', 'b']), hi.unknownFields(['a', 'b'])],
    [V.fieldRequired('Landmark'), hiValidation.fieldRequired('Landmark')],
    [V.fieldInvalid('Email'), hiValidation.fieldInvalid('Email')],
    [V.fieldTooShort('Bio', 20), hiValidation.fieldTooShort('Bio', 20)],
    [V.fieldTooLong('Bio', 500), hiValidation.fieldTooLong('Bio', 500)],
    [V.tooFewEntries('Languages', 1), hiValidation.tooFewEntries('Languages', 1)],
    [V.tooManyEntries('Languages', 5), hiValidation.tooManyEntries('Languages', 5)],
    [V.numberTooSmall('Price', 100), hiValidation.numberTooSmall('Price', 100)],
    [V.numberTooLarge('Price', 50000), hiValidation.numberTooLarge('Price', 50000)],
    [V.wholeNumber('Experience'), hiValidation.wholeNumber('Experience')],
    [V.notOneOf('Mode', ['online', 'group']), hiValidation.notOneOf('Mode', ['online', 'group'])],
  ])('reads "%s" back as the same message in Hindi', (english, expected) => {
    expect(localisedMessage(english, 'hi')).toBe(expected);
  });

  it("prefers a catalogue's own words for a message to the general pattern it also fits", () => {
    expect(localisedMessage(PORTFOLIO_MESSAGES.nameRequired, 'hi')).toBe(
      textOf(PORTFOLIO_TEXT, 'hi').nameRequired,
    );
  });

  it('translates every field of a refusal', () => {
    expect(
      localisedErrors({ email: MESSAGES.invalidEmail, password: MESSAGES.passwordTooShort }, 'hi'),
    ).toEqual({ email: hi.invalidEmail, password: hi.passwordTooShort });
  });
});

describe('the chat limits written out in Hindi', () => {
  it('are the limits the server keeps', () => {
    const hiChat = textOf(CHAT_TEXT, 'hi');
    expect(hiChat.messageTooLong).toContain(formatNumber(CHAT_MESSAGE_MAX, 'hi'));
    expect(hiChat.tooManyConnections).toContain(`${CHAT_SOCKETS_PER_ACCOUNT})`);
  });
});
