import SchoolIcon from '@mui/icons-material/School';
import { courseGuides } from '../../domain/areas/universities';
import type { Area } from '../areas';
import { resourceLink } from '../resources';

export const universitiesArea: Area = {
  menu: {
    admin: { key: 'universities', label: 'vp.menu.universities', icon: SchoolIcon, links: [resourceLink(courseGuides)] },
  },
  aliases: { '/dashboard/universities/all-about-course': '/course-guides' },
};
