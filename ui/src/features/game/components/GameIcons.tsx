/*
 * The game's counters drawn inline: gold coins (score), jewels (bonus
 * points) and rubies (the streak), and the race's star and trophy.
 * Decorative; every one of them also has a text label.
 */

interface IconProps {
  size?: number;
  /** An empty ruby slot is drawn faded. */
  faded?: boolean;
}

export function CoinIcon({ size = 22 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <circle cx="12" cy="12" r="10" fill="#f5b700" stroke="#c48a00" strokeWidth="2" />
      <circle cx="12" cy="12" r="5.5" fill="none" stroke="#c48a00" strokeWidth="1.5" />
    </svg>
  );
}

export function JewelIcon({ size = 22 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <path d="M6 3h12l4 6-10 12L2 9z" fill="#3bc9db" stroke="#1098ad" strokeWidth="1.5" />
      <path d="M2 9h20M9 3l3 18 3-18" fill="none" stroke="#1098ad" strokeWidth="1" />
    </svg>
  );
}

export function RubyIcon({ size = 22, faded = false }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden opacity={faded ? 0.2 : 1}>
      <path d="M12 2l9 10-9 10-9-10z" fill="#e03131" stroke="#a61e1e" strokeWidth="1.5" />
      <path d="M12 2v20M3 12h18" fill="none" stroke="#ffa8a8" strokeWidth="1" />
    </svg>
  );
}

export function StreakIcon({ size = 22 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <path
        d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-4-1-6 1-10z"
        fill="#fd7e14"
        stroke="#d9480f"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/** The child's runner in the race: a star. */
export function StarIcon({ size = 22 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <path
        d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z"
        fill="#ae3ec9"
        stroke="#862e9c"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A new record, and where the record stands on the race track. */
export function TrophyIcon({ size = 22 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <path
        d="M7 3h10v6a5 5 0 0 1-10 0zM7 5H3a4 4 0 0 0 4 5M17 5h4a4 4 0 0 1-4 5M12 14v4M8 21h8l-1-3H9z"
        fill="#fcc419"
        stroke="#e67700"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
