import HistoryIcon from '@mui/icons-material/History';
import { auditLog } from '../../domain/areas/audit';
import type { Area } from '../areas';
import { resourceLink } from '../resources';

/** The audit log (admins): who did what, when, with each change's diff. */
export const auditArea: Area = {
  menu: { admin: { key: 'audit', label: 'vp.menu.administration', icon: HistoryIcon, links: [resourceLink(auditLog)] } },
};
