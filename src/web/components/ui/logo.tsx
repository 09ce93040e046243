/** The Kasrat mark: a kettlebell in the brand colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#047857" />
      <path
        d="M11 12.5a5 5 0 0 1 10 0"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="16" cy="19" r="6.5" fill="#fff" />
      <circle cx="16" cy="19" r="2.2" fill="#047857" />
    </svg>
  );
}
