/**
 * The countries offered on a profile, in the order offered
 * (parents' and tutors' profiles alike).
 */
export const COUNTRIES = [
  'United Kingdom',
  'Australia',
  'Belgium',
  'Canada',
  'France',
  'Germany',
  'Isle of Man',
  'Italy',
  'Netherlands',
  'New Zealand',
  'Poland',
  'Portugal',
  'Republic of Ireland',
  'Spain',
  'Sweden',
  'Switzerland',
  'United States',
] as const;

export const DEFAULT_COUNTRY = COUNTRIES[0];

export const GENDERS = ['Female', 'Male', 'Other'] as const;
