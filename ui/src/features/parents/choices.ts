import { SCHOOL_YEARS as YEARS } from '../../lib/schoolLevels';

export { COUNTRIES, DEFAULT_COUNTRY, GENDERS } from '../../lib/forms/profileChoices';

/** The school years with content, as the year picker's option values. */
export const SCHOOL_YEARS = YEARS.map(String);

/**
 * The profile's box for e-mail from Plytime, which the weekly digest
 * quotes to say how to start or stop it.
 */
export const OPT_IN_LABEL = 'E-mail me news and offers from Plytime';
