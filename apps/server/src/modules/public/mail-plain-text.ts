/** Longest a user-chosen name shown in a mail may be; longer ones end with an ellipsis. */
export const MAIL_NAME_MAX_LENGTH = 60;
/** Longest a mail subject may be, whatever goes in it. */
export const MAIL_SUBJECT_MAX_LENGTH = 100;
/** Longest a name may be in a subject (the zero-width spaces come on top). */
export const MAIL_SUBJECT_NAME_MAX_LENGTH = 40;

const ZERO_WIDTH_SPACE = '\u200B';

/** Control characters (CR and LF among them) and Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** One line, control characters as spaces, runs of white space as one, at most `max` characters. */
export function oneLine(text: string, max: number): string {
  const line = text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * A name someone else chose (a team's, an inviter's) as mail text that no mail client turns into a
 * link: a zero-width space after each '.', '@', ':' and '/' breaks anything that looks like a URL,
 * a domain or an e-mail address, while a reader sees the name unchanged. One line, capped in length.
 * The HTML part still needs escaping (withHtml does it).
 */
export function unlinkableName(name: string, max = MAIL_NAME_MAX_LENGTH): string {
  return oneLine(name, max).replace(/[.@:/]/g, (c) => `${c}${ZERO_WIDTH_SPACE}`);
}
