/** When something was read, in India's time and the reader's language: "26 Nov 2026, 2:15 pm". */
export const readTime = (ms: number, language: string | undefined) =>
  new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" }).format(ms);
