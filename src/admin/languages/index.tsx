import TranslateIcon from '@mui/icons-material/Translate';
import { languageSchools } from '@/domain/areas/partners';
import type { Area } from '@/admin/areaDef';
import { providerArea } from '@/admin/consultants/providerArea';
import { enquiriesPath } from '@/admin/enquiries/links';

const area = providerArea({
  segment: 'languages',
  role: 'languages',
  organizations: languageSchools,
  scope: 'language',
  label: 'vp.menu.languages',
  icon: TranslateIcon,
  enquiries: { kind: 'language', label: 'vp.menu.enquiries' },
});

/** Language schools ("language consultants"): staff, service locations and offers like consultancies. */
export const languagesArea: Area = {
  ...area,
  aliases: { ...area.aliases, '/dashboard/languages/enquiry': enquiriesPath('language') },
};
