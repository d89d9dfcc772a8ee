/** A file's size for people, in kilobytes or megabytes in the user's language: "12 kB", "1,4 MB". */
export function fileSizeText(bytes: number, locale: string): string {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024)));
}
