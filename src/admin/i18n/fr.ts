import { raFrench } from './raFrench';
import { domainFr } from '../../domain/messages/fr';
import { labelsFr } from '../../domain/labels/fr';
import { mergeCatalog } from './merge';
import { auditMessagesFr } from '../audit/messages.fr';
import { uploadMessagesFr } from '../resources/uploadMessages.fr';
import { importMessagesFr } from '../resources/import/messages.fr';
import { datasetMessagesFr } from '../resources/datasetMessages.fr';
import { editorMessagesFr } from '../resources/editorMessages.fr';
import { formMessagesFr } from '../resources/form/messages.fr';
import { gridMessagesFr } from '../resources/grid/messages.fr';
import { showMessagesFr } from '../resources/show/messages.fr';
import { checkVisaMessagesFr } from '../check-visa/messages.fr';
import { authMessagesFr } from '../auth/messages.fr';
import { layoutMessagesFr } from '../layout/messages.fr';
import { themeMessagesFr } from '../theme/messages.fr';
import { resourceMessagesFr } from '../resources/messages.fr';
import { listMessagesFr } from '../resources/list/messages.fr';
import { exportMessagesFr } from '../resources/export/messages.fr';
import { visaMessagesFr } from '../visa/messages.fr';
import { prMessagesFr } from '../pr/messages.fr';
import { partnerMessagesFr } from '../partners/messages.fr';
import { consultantMessagesFr } from '../consultants/messages.fr';
import { languageMessagesFr } from '../languages/messages.fr';
import { insuranceMessagesFr } from '../insurance/messages.fr';
import { creditMessagesFr } from '../credits/messages.fr';
import { userMessagesFr } from '../users/messages.fr';
import { accountMessagesFr } from '../account/messages.fr';
import { enquiryMessagesFr } from '../enquiries/messages.fr';
import { dashboardMessagesFr } from '../dashboard/messages.fr';

/**
 * French, loaded on demand (a chunk of its own): react-admin's texts, the domain's and every area's.
 */
export const catalog = mergeCatalog([
  raFrench,
  domainFr,
  labelsFr,
  auditMessagesFr,
  uploadMessagesFr,
  importMessagesFr,
  datasetMessagesFr,
  editorMessagesFr,
  formMessagesFr,
  gridMessagesFr,
  showMessagesFr,
  checkVisaMessagesFr,
  authMessagesFr,
  layoutMessagesFr,
  themeMessagesFr,
  resourceMessagesFr,
  listMessagesFr,
  exportMessagesFr,
  visaMessagesFr,
  prMessagesFr,
  partnerMessagesFr,
  consultantMessagesFr,
  languageMessagesFr,
  insuranceMessagesFr,
  creditMessagesFr,
  userMessagesFr,
  accountMessagesFr,
  enquiryMessagesFr,
  dashboardMessagesFr,
]);
