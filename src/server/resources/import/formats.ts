import { visaRequirements } from '../../../domain/areas/checkVisa';
import { passportIndexCsv } from '../../checkVisa/passportIndexImport';
import type { ImportFormat } from './routes';

/** The request bodies a resource's import reads besides the multipart file upload, by resource name. */
export const IMPORT_FORMATS: Record<string, ImportFormat> = {
  [visaRequirements.name]: passportIndexCsv,
};
