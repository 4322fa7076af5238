/**
 * The Plytime wordmark, drawn inline so the header needs no image request.
 * `compact` keeps only the clock mark, leaving a phone's header room for
 * the title.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <svg
      role="img"
      aria-label="Plytime"
      viewBox={compact ? '0 4 32 32' : '0 0 150 40'}
      width={compact ? 32 : 120}
      height={32}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x="0" y="4" width="32" height="32" rx="8" fill="#228be6" />
      <circle cx="16" cy="20" r="9" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M16 14v6l4 3" stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none" />
      {!compact && (
        <text
          x="40"
          y="29"
          fontFamily="Verdana, Arial, sans-serif"
          fontSize="22"
          fontWeight="700"
          fill="#1c7ed6"
        >
          Plytime
        </text>
      )}
    </svg>
  );
}
