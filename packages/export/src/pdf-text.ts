/** The characters of Windows-1252 above ASCII that lie outside Latin-1's printable range. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const MARKS = /\p{M}/gu;
const SPACES = /\s/g;

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/**
 * True when the PDF's standard fonts show `text` as it is, its spaces of any kind (line breaks,
 * the narrow spaces French numbers and dates hold) counted as plain spaces.
 */
export function isWinAnsiText(text: string): boolean {
  if (PRINTABLE_ASCII.test(text)) return true;
  for (const char of text.replace(SPACES, ' ')) if (!isWinAnsi(char)) return false;
  return true;
}

/** Text with every kind of space, line breaks and tabs included, written as a plain space. */
export const plainSpaces = (text: string): string =>
  PRINTABLE_ASCII.test(text) ? text : text.replace(SPACES, ' ');

/**
 * Text as the PDF's standard fonts can show it. They cover Windows-1252 only, and anything else
 * would come out as other letters: a letter outside it loses its accent ('č' → 'c') when that is
 * enough, else shows as '?'; line breaks and tabs become spaces.
 */
export function winAnsiText(text: string): string {
  if (PRINTABLE_ASCII.test(text)) return text;
  let shown = '';
  for (const char of text) {
    if (isWinAnsi(char)) shown += char;
    else if (/\s/.test(char)) shown += ' ';
    else {
      const base = char.normalize('NFD').replace(MARKS, '');
      shown += base && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return shown;
}
