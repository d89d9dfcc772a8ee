import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { domainMessages, DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/messages';
import { auditMessages } from '../audit/messages';
import { authMessages } from '../auth/messages';
import { checkVisaMessages } from '../check-visa/messages';
import { consultantMessages } from '../consultants/messages';
import { creditMessages } from '../credits/messages';
import { dashboardMessages } from '../dashboard/messages';
import { enquiryMessages } from '../enquiries/messages';
import { insuranceMessages } from '../insurance/messages';
import { languageMessages } from '../languages/messages';
import { partnerMessages } from '../partners/messages';
import { universityMessages } from '../universities/messages';
import { userMessages } from '../users/messages';
import { accountMessages } from '../account/messages';
import { layoutMessages } from '../layout/messages';
import { prMessages } from '../pr/messages';
import { resourceMessages } from '../resources/messages';
import { listMessages } from '../resources/list/messages';
import { uploadMessages } from '../resources/uploadMessages';
import { datasetMessages } from '../resources/datasetMessages';
import { editorMessages } from '../resources/editorMessages';
import { formMessages } from '../resources/form/messages';
import { gridMessages } from '../resources/grid/messages';
import { showMessages } from '../resources/show/messages';
import { themeMessages } from '../theme/messages';
import { setRequestLocale } from '../providers/http';
import { visaMessages } from '../visa/messages';
import type { AreaMessages } from './define';
import { raGerman } from './raGerman';
import { raFrench } from './raFrench';

/** Every area's messages; an area adds itself here when it lands. */
const areas: AreaMessages<unknown>[] = [
  auditMessages,
  uploadMessages,
  datasetMessages,
  editorMessages,
  formMessages,
  gridMessages,
  showMessages,
  checkVisaMessages,
  authMessages, layoutMessages, themeMessages, resourceMessages, listMessages, visaMessages, prMessages,
  partnerMessages, universityMessages, consultantMessages, languageMessages, insuranceMessages, creditMessages,
  userMessages, accountMessages, enquiryMessages, dashboardMessages,
];

type Tree = { [key: string]: string | Tree };

function merge(target: Tree, source: unknown): Tree {
  for (const [key, value] of Object.entries(source as Tree)) {
    if (typeof value === 'string') target[key] = value;
    else target[key] = merge((target[key] as Tree | undefined) ?? {}, value);
  }
  return target;
}

const base: Record<Locale, unknown> = { en: englishMessages, de: raGerman, fr: raFrench };

export function messagesFor(locale: Locale): TranslationMessages {
  const tree = merge(merge({}, base[locale]), domainMessages[locale]);
  for (const area of areas) merge(tree, area[locale]);
  return tree as unknown as TranslationMessages;
}

export const catalogs: Record<Locale, TranslationMessages> = {
  en: messagesFor('en'),
  de: messagesFor('de'),
  fr: messagesFor('fr'),
};

/** SPEC §3: the chosen language is kept in localStorage under i18nextLng. */
export const LOCALE_KEY = 'i18nextLng';

export function storedLocale(): Locale {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY);
  const short = value?.slice(0, 2);
  return isLocale(short) ? short : DEFAULT_LOCALE;
}

function applyLocale(locale: Locale) {
  setRequestLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function createI18nProvider() {
  const initial = storedLocale();
  applyLocale(initial);
  const provider = polyglotI18nProvider((locale) => catalogs[isLocale(locale) ? locale : DEFAULT_LOCALE], initial, [
    { locale: 'en', name: 'English' },
    { locale: 'de', name: 'Deutsch' },
    { locale: 'fr', name: 'Français' },
  ], { allowMissing: true });
  return {
    ...provider,
    changeLocale(locale: string, options?: unknown) {
      if (isLocale(locale)) {
        localStorage.setItem(LOCALE_KEY, locale);
        applyLocale(locale);
      }
      return provider.changeLocale(locale, options);
    },
  };
}
