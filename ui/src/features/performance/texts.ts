/** The performance views' empty states, word for word from spec 001 §8. */
export const NO_PERFORMANCE = 'No performance data available';
export const NO_TREND = 'No trend data available';
export const NO_ANSWERS = 'No answers found. Please load another weeks data.';
