/**
 * A LIKE/ILIKE pattern matching `text` anywhere, with the user's `%`, `_` and `\` taken literally
 * (PostgreSQL's default escape character is the backslash): searching "50%" finds "50%", not "500".
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
