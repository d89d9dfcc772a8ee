import { raGerman } from './raGerman';
import { domainDe } from '../../domain/messages/de';
import { labelsDe } from '../../domain/labels/de';
import { mergeCatalog } from './merge';
import { auditMessagesDe } from '../audit/messages.de';
import { uploadMessagesDe } from '../resources/uploadMessages.de';
import { importMessagesDe } from '../resources/import/messages.de';
import { datasetMessagesDe } from '../resources/datasetMessages.de';
import { editorMessagesDe } from '../resources/editorMessages.de';
import { formMessagesDe } from '../resources/form/messages.de';
import { gridMessagesDe } from '../resources/grid/messages.de';
import { showMessagesDe } from '../resources/show/messages.de';
import { checkVisaMessagesDe } from '../check-visa/messages.de';
import { authMessagesDe } from '../auth/messages.de';
import { layoutMessagesDe } from '../layout/messages.de';
import { themeMessagesDe } from '../theme/messages.de';
import { resourceMessagesDe } from '../resources/messages.de';
import { listMessagesDe } from '../resources/list/messages.de';
import { exportMessagesDe } from '../resources/export/messages.de';
import { visaMessagesDe } from '../visa/messages.de';
import { prMessagesDe } from '../pr/messages.de';
import { partnerMessagesDe } from '../partners/messages.de';
import { consultantMessagesDe } from '../consultants/messages.de';
import { languageMessagesDe } from '../languages/messages.de';
import { insuranceMessagesDe } from '../insurance/messages.de';
import { creditMessagesDe } from '../credits/messages.de';
import { userMessagesDe } from '../users/messages.de';
import { accountMessagesDe } from '../account/messages.de';
import { enquiryMessagesDe } from '../enquiries/messages.de';
import { dashboardMessagesDe } from '../dashboard/messages.de';

/**
 * German, loaded on demand (a chunk of its own): react-admin's texts, the domain's and every area's.
 */
export const catalog = mergeCatalog([
  raGerman,
  domainDe,
  labelsDe,
  auditMessagesDe,
  uploadMessagesDe,
  importMessagesDe,
  datasetMessagesDe,
  editorMessagesDe,
  formMessagesDe,
  gridMessagesDe,
  showMessagesDe,
  checkVisaMessagesDe,
  authMessagesDe,
  layoutMessagesDe,
  themeMessagesDe,
  resourceMessagesDe,
  listMessagesDe,
  exportMessagesDe,
  visaMessagesDe,
  prMessagesDe,
  partnerMessagesDe,
  consultantMessagesDe,
  languageMessagesDe,
  insuranceMessagesDe,
  creditMessagesDe,
  userMessagesDe,
  accountMessagesDe,
  enquiryMessagesDe,
  dashboardMessagesDe,
]);
