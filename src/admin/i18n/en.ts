import englishMessages from 'ra-language-english';
import { domainEn } from '../../domain/messages/en';
import { labelsEn } from '../../domain/labels/en';
import { mergeCatalog } from './merge';
import { auditMessages } from '../audit/messages';
import { uploadMessages } from '../resources/uploadMessages';
import { importMessages } from '../resources/import/messages';
import { datasetMessages } from '../resources/datasetMessages';
import { editorMessages } from '../resources/editorMessages';
import { formMessages } from '../resources/form/messages';
import { gridMessages } from '../resources/grid/messages';
import { showMessages } from '../resources/show/messages';
import { checkVisaMessages } from '../check-visa/messages';
import { authMessages } from '../auth/messages';
import { layoutMessages } from '../layout/messages';
import { themeMessages } from '../theme/messages';
import { resourceMessages } from '../resources/messages';
import { listMessages } from '../resources/list/messages';
import { exportMessages } from '../resources/export/messages';
import { visaMessages } from '../visa/messages';
import { prMessages } from '../pr/messages';
import { partnerMessages } from '../partners/messages';
import { consultantMessages } from '../consultants/messages';
import { languageMessages } from '../languages/messages';
import { insuranceMessages } from '../insurance/messages';
import { creditMessages } from '../credits/messages';
import { userMessages } from '../users/messages';
import { accountMessages } from '../account/messages';
import { enquiryMessages } from '../enquiries/messages';
import { dashboardMessages } from '../dashboard/messages';

/**
 * English: bundled with the sign-in page, and the fallback of every other language.
 * An area adds its messages here and in de.ts and fr.ts, in the same place (later ones win).
 */
export const catalog = mergeCatalog([
  englishMessages,
  domainEn,
  labelsEn,
  auditMessages,
  uploadMessages,
  importMessages,
  datasetMessages,
  editorMessages,
  formMessages,
  gridMessages,
  showMessages,
  checkVisaMessages,
  authMessages,
  layoutMessages,
  themeMessages,
  resourceMessages,
  listMessages,
  exportMessages,
  visaMessages,
  prMessages,
  partnerMessages,
  consultantMessages,
  languageMessages,
  insuranceMessages,
  creditMessages,
  userMessages,
  accountMessages,
  enquiryMessages,
  dashboardMessages,
]);
