import { formatNumber, formatWon, formatYmd } from './formats';
import type { Language } from './languages';

/** Amounts and dates in one language: the recipient's pages and the messages they get share them (decision 055). */
export type Formats = {
  won: (n: number | string | null | undefined) => string;
  number: (n: number | string | null | undefined) => string;
  ymd: (ymd: string) => string;
};

// Intl formatters are costly to build: one set per language, not one per render or message.
const formatsByLanguage = new Map<Language, Formats>();

/**
 * Amounts and dates as the language writes them. Korean keeps the spec's formats exactly (12,000원, 2026.12.02);
 * the others use the platform's locale data (Intl), in won.
 */
export function formatsOf(language: Language): Formats {
  let formats = formatsByLanguage.get(language);
  if (!formats) {
    formats = makeFormats(language);
    formatsByLanguage.set(language, formats);
  }
  return formats;
}

function makeFormats(language: Language): Formats {
  if (language === 'ko')
    return { won: formatWon, number: formatNumber, ymd: (ymd: string) => formatYmd(ymd) };
  const number = new Intl.NumberFormat(language);
  const won = new Intl.NumberFormat(language, { style: 'currency', currency: 'KRW' });
  const date = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  const toNumber = (n: number | string | null | undefined) =>
    n === null || n === undefined || n === '' ? Number.NaN : Number(String(n).replace(/,/g, ''));
  return {
    won: (n: number | string | null | undefined) =>
      Number.isFinite(toNumber(n)) ? won.format(toNumber(n)) : '',
    number: (n: number | string | null | undefined) =>
      Number.isFinite(toNumber(n)) ? number.format(toNumber(n)) : '',
    ymd: (ymd: string) => {
      const digits = ymd.replace(/\D/g, '');
      if (digits.length !== 8) return formatYmd(ymd);
      return date.format(
        new Date(Date.UTC(+digits.slice(0, 4), +digits.slice(4, 6) - 1, +digits.slice(6, 8))),
      );
    },
  };
}
