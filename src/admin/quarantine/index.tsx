import { mailQuarantine } from '@/domain/areas/mailQuarantine';
import type { Area } from '@/admin/areaDef';
import { AssignToEnquiryButton } from './AssignToEnquiryButton';
import { DeleteQuarantinedButton } from './DeleteQuarantinedButton';

/**
 * The mail quarantine (admins): inbound mail that matched no enquiry or was held, on the generated list and page,
 * with "Add to an enquiry" and "Delete" on a mail's page. Its menu entry is in the enquiries group.
 */
export const quarantineArea: Area = {
  menu: {},
  resources: {
    [mailQuarantine.name]: {
      showActions: (
        <>
          <AssignToEnquiryButton />
          <DeleteQuarantinedButton />
        </>
      ),
    },
  },
};
