// ra-language-german ships no types: its one export is react-admin messages.
declare module 'ra-language-german' {
  import type { TranslationMessages } from 'ra-core';

  const messages: TranslationMessages;
  export default messages;
}
