import BusinessIcon from '@mui/icons-material/Business';
import type { AreaMenu } from '../menu';
import { PARTNER_DETAILS_PATH } from '../landing';

const details = (role: keyof typeof PARTNER_DETAILS_PATH) => [
  { key: `${role}-details`, label: 'vp.menu.my_organisation', to: PARTNER_DETAILS_PATH[role], icon: BusinessIcon },
];

export const partnerDetailsMenu: AreaMenu = {
  partner: {
    insurance: details('insurance'),
    university: details('university'),
    consultants: details('consultants'),
    languages: details('languages'),
    bank: details('bank'),
  },
};
