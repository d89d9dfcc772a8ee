/**
 * A resource's plural name inside a sentence: lower-cased in English and French unless it starts with an
 * abbreviation ("FAQs", "PR pathways"); German nouns keep their capital.
 */
export function nameInSentence(name: string, locale: string): string {
  if (locale === 'de' || /^\p{Lu}{2}/u.test(name)) return name;
  return name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);
}

/** "No … yet": French elides "de" before a vowel or a mute h ("Pas encore d’offres"), so it has a second form. */
export const emptyMessage = (name: string) =>
  /^[aeiouyhàâéèêîôû]/i.test(name) ? 'vp.list.empty_vowel' : 'vp.list.empty';
