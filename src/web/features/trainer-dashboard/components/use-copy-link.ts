import { useEffect, useRef, useState } from 'react';

/** How long "Copied" shows after a copy (docs/product/trainer-dashboard.md#share-panel). */
const COPIED_MS = 2000;

/** Copies text to the clipboard; `copied` is true for 2 s afterwards. */
export function useCopyLink() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    return true;
  };

  return { copied, copy };
}
