import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { consultants } from '@/domain/areas/partners';
import type { Area } from '@/admin/areaDef';
import { providerArea } from './providerArea';

/** Migration consultancies: their staff, service locations and offers; and their service enquiries. */
export const consultantsArea: Area = providerArea({
  segment: 'consultants',
  role: 'consultants',
  organizations: consultants,
  scope: 'consultant',
  label: 'vp.menu.consultants',
  icon: SupportAgentIcon,
  enquiries: { kind: 'service', label: 'vp.menu.service_enquiries' },
});
