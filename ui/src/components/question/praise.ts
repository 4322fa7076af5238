/**
 * What a child is told for a right answer, in a game and in a live
 * session's question alike.
 */
export const RIGHT_ANSWER_PRAISE = 'Correct, well done!';
