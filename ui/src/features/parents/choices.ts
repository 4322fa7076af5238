import { SCHOOL_YEARS as YEARS } from '../../lib/schoolLevels';

export { COUNTRIES, DEFAULT_COUNTRY, GENDERS } from '../../lib/forms/profileChoices';

/** The school years with content, as the year picker's option values. */
export const SCHOOL_YEARS = YEARS.map(String);
