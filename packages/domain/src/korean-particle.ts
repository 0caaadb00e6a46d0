/**
 * Korean particles after a word that is only known at run time (a label, a name): 을/를, 이/가, 은/는, 과/와 and
 * 으로/로 follow the last Hangul syllable's final consonant. A trailing parenthesised note ('문자(SMS/LMS)') is
 * skipped, since the particle belongs to the word before it.
 */
export type ParticlePair = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** ㄹ, the one final consonant after which 으로 becomes 로. */
const RIEUL_FINAL = 8;

/** The word without trailing parenthesised notes and spaces: '문자(SMS/LMS)' -> '문자'. */
function spokenEnd(word: string): string {
  let w = word.trim();
  for (let guard = 0; guard < 5 && /\([^()]*\)$/.test(w); guard++) w = w.replace(/\([^()]*\)$/, '').trim();
  return w;
}

/** The particle of `pair` that follows `word`; both written as '을(를)' when the word ends in no Hangul syllable. */
export function particleOf(word: string, pair: ParticlePair): string {
  const [withFinal, withoutFinal] = pair.split('/') as [string, string];
  const last = spokenEnd(word).codePointAt(spokenEnd(word).length - 1);
  if (last === undefined || last < HANGUL_FIRST || last > HANGUL_LAST)
    return pair === '으로/로' ? '(으)로' : `${withFinal}(${withoutFinal})`;
  const final = (last - HANGUL_FIRST) % 28;
  if (pair === '으로/로') return final === 0 || final === RIEUL_FINAL ? withoutFinal : withFinal;
  return final === 0 ? withoutFinal : withFinal;
}

/** The word followed by its particle: withParticle('문자(SMS/LMS)', '을/를') is '문자(SMS/LMS)를'. */
export const withParticle = (word: string, pair: ParticlePair): string => `${word}${particleOf(word, pair)}`;
