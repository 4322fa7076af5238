/*
 * The student home's pictures, drawn inline. Decorative: every one sits
 * beside words that say the same.
 */

interface IconProps {
  size?: number;
}

export function PlayIcon({ size = 28 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <circle cx="12" cy="12" r="11" fill="#fff" opacity="0.25" />
      <path d="M9 6.5v11l9-5.5z" fill="#fff" />
    </svg>
  );
}

export function TrophyIcon({ size = 32 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <path d="M7 3h10v5a5 5 0 0 1-10 0z" fill="#f5b700" stroke="#c48a00" strokeWidth="1.2" />
      <path
        d="M7 5H4v1.5A3.5 3.5 0 0 0 7.5 10M17 5h3v1.5A3.5 3.5 0 0 1 16.5 10"
        fill="none"
        stroke="#c48a00"
        strokeWidth="1.5"
      />
      <path d="M10.5 13h3v4h-3z" fill="#c48a00" />
      <path d="M7.5 17h9v3h-9z" fill="#f5b700" stroke="#c48a00" strokeWidth="1.2" />
    </svg>
  );
}

export function TokenIcon({ size = 32 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <circle cx="12" cy="12" r="10" fill="#9775fa" stroke="#6741d9" strokeWidth="1.5" />
      <path
        d="M12 6.5l1.7 3.5 3.8.5-2.8 2.6.7 3.8L12 15.1l-3.4 1.8.7-3.8-2.8-2.6 3.8-.5z"
        fill="#fff"
      />
    </svg>
  );
}
