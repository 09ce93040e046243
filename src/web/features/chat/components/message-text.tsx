import { useMemo } from 'react';
import { linkify } from '../chat-format';

/** A message as text, never HTML; only http(s) addresses become links, opened in a new tab. */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
