import { courseGuides } from '@/domain/areas/universities';
import type { Db } from '@/server/infrastructure/db/client';
import { seedDemoFile } from './data';

/** The "all about course" guides (datasets/demo/universities/): general orientation for students, not official advice. */
export async function seedCourseGuides(db: Db): Promise<number> {
  return (await seedDemoFile(db, 'universities/course-guides.json', courseGuides, { key: 'slug' })).size;
}
