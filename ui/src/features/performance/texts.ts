/** The performance views' empty states, word for word. */
export const NO_PERFORMANCE = 'No performance data available';
export const NO_TREND = 'No trend data available';
export const NO_ANSWERS = 'No answers found. Please load another weeks data.';
