import type { ReactElement } from 'react';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReportIcon from '@mui/icons-material/Report';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { EnquiryStatus } from '@/domain/areas/enquiries';

/** Each status's sign on the buttons that move an enquiry to it (its page, the inbox's thread). */
export const STATUS_ICON: Record<EnquiryStatus, ReactElement> = {
  new: <FiberNewIcon />,
  in_progress: <PlayArrowIcon />,
  closed: <TaskAltIcon />,
  spam: <ReportIcon />,
};
