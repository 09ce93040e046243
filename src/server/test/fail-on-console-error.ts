import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug the test should show, not noise to scroll past.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map(String).join('\n')}`);
});
