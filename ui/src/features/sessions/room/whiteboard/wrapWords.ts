/** `word` in pieces of at most `width` characters. */
function cut(word: string, width: number): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < word.length; start += width) {
    pieces.push(word.slice(start, start + width));
  }
  return pieces;
}

/**
 * Words laid out in lines of at most `width` characters, broken between
 * words; a word longer than a whole line is cut across lines rather than
 * let run on. No words make one empty line, so a blank line stays.
 */
export function wrapWords(words: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words.flatMap((each) => cut(each, width))) {
    if (line === '') {
      line = word;
    } else if (line.length + 1 + word.length <= width) {
      line = `${line} ${word}`;
    } else {
      lines.push(line);
      line = word;
    }
  }
  return [...lines, line];
}
