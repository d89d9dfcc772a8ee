import { courseGuides } from '../../../domain/areas/universities';
import type { Db } from '../../db/client';
import type { RecordOfDef } from '../../../domain/record';
import { insertRows } from '../rows';

/* "All about course" guides: general orientation for students, not official advice. */

interface GuideSeed {
  title: string;
  slug: string;
  level: RecordOfDef<typeof courseGuides>['level'];
  body: string;
  published?: boolean;
}

const COURSE_GUIDES: GuideSeed[] = [
  {
    title: 'All about studying a Bachelor of Nursing abroad',
    slug: 'bachelor-of-nursing-abroad',
    level: 'bachelor',
    body: '<h2>What the course is</h2><p>A three-year degree (four in some countries) combining theory with supervised clinical placements in hospitals and community settings. Graduates register as nurses with the national regulator, such as the Nursing and Midwifery Board of Australia or the Nursing and Midwifery Council in the UK.</p><h2>Entry requirements</h2><ul><li>Secondary school with good results in biology or chemistry</li><li>English at IELTS 7.0 in each band for registration in Australia and New Zealand</li><li>Police checks, immunisations and first aid before placements</li></ul><h2>Careers and migration</h2><p>Registered nurses appear on skilled occupation lists in Australia, Canada, New Zealand and the UK, which makes nursing one of the strongest routes to work and residence abroad.</p>',
  },
  {
    title: 'All about a Master of Computer Science or IT',
    slug: 'master-of-computer-science',
    level: 'master',
    body: "<h2>What the course is</h2><p>A one- to two-year postgraduate degree in software engineering, data science, cyber security or artificial intelligence. Conversion masters accept graduates from other fields; advanced masters expect a computing degree.</p><h2>Entry requirements</h2><ul><li>A bachelor's degree, often with programming and mathematics units</li><li>IELTS 6.5 overall (6.0 in each band) is typical</li><li>A portfolio or GitHub profile helps for competitive programmes</li></ul><h2>After graduation</h2><p>Post-study work options include the UK Graduate route (2 years), the Australian Temporary Graduate visa and the Canadian Post-Graduation Work Permit. Software engineers are assessed by the ACS for Australian skilled visas.</p>",
  },
  {
    title: 'All about the MBA',
    slug: 'mba',
    level: 'master',
    body: "<h2>What the course is</h2><p>The Master of Business Administration is a general management degree for people with work experience. Full-time programmes last 1 year in the UK and Europe and 2 years in the US.</p><h2>Entry requirements</h2><ul><li>A bachelor's degree and usually 3 or more years of work experience</li><li>GMAT or GRE scores for most top schools</li><li>Essays, references and an interview</li></ul><h2>Costs and return</h2><p>Tuition at leading schools exceeds USD 70,000 a year. Look at accreditation (AACSB, AMBA, EQUIS), employment reports and scholarships before choosing.</p>",
  },
  {
    title: 'All about a Diploma of Hospitality Management',
    slug: 'diploma-of-hospitality-management',
    level: 'diploma',
    body: "<h2>What the course is</h2><p>A vocational qualification (for example SIT50422 in Australia) covering operations, rostering, budgeting and leadership in hotels, restaurants and events. It usually takes 12 to 18 months, including work placement.</p><h2>Entry requirements</h2><ul><li>Completed secondary school or relevant work experience</li><li>IELTS 5.5 overall is typical for international students</li></ul><h2>Pathways</h2><p>Many diplomas give credit towards a bachelor's degree in hospitality or business. Check that the provider and course are registered (on CRICOS in Australia) before enrolling.</p>",
  },
  {
    title: 'All about Certificate III and IV in Commercial Cookery',
    slug: 'certificate-in-commercial-cookery',
    level: 'certificate',
    body: '<h2>What the course is</h2><p>Trade qualifications that train professional cooks (Certificate III) and chefs (Certificate IV). Students combine kitchen training with supervised work in a commercial kitchen.</p><h2>Entry requirements</h2><ul><li>Minimum age 18 for international students</li><li>IELTS 5.5 overall is typical</li></ul><h2>Skills recognition</h2><p>Chef is assessed by Trades Recognition Australia. A qualification alone is not enough for a skills assessment: relevant paid employment is also required.</p>',
  },
  {
    title: 'All about a Bachelor of Engineering (Civil)',
    slug: 'bachelor-of-civil-engineering',
    level: 'bachelor',
    body: '<h2>What the course is</h2><p>A four-year professional degree covering structures, geotechnics, water and transport engineering, with design projects and industry experience.</p><h2>Accreditation</h2><ul><li>Choose a degree accredited under the Washington Accord (for example by Engineers Australia, Engineers Canada or the UK Engineering Council)</li><li>Accredited degrees make skills assessment and professional registration much simpler</li></ul><h2>Careers</h2><p>Civil engineers are on skilled lists in Australia, Canada and New Zealand, and infrastructure programmes keep demand high.</p>',
  },
  {
    title: 'All about a PhD (doctorate by research)',
    slug: 'phd-doctorate-by-research',
    level: 'doctorate',
    body: '<h2>What the course is</h2><p>Three to five years of original research under a supervisor, ending with a thesis and often an oral examination. Many programmes are funded through scholarships or stipends.</p><h2>How to apply</h2><ul><li>Find a supervisor whose research matches your proposal and contact them first</li><li>Prepare a research proposal, CV, transcripts and references</li><li>Apply for scholarships at the same time as admission</li></ul><h2>Migration benefits</h2><p>An Australian doctorate by research in a STEM field earns 10 extra points for specialist education, and doctoral graduates get longer post-study work rights in several countries.</p>',
  },
  {
    title: 'All about foundation and English pathway programmes',
    slug: 'foundation-and-english-pathways',
    level: 'certificate',
    published: false,
    body: '<h2>What they are</h2><p>Foundation years and English for Academic Purposes courses prepare students whose school qualifications or English scores do not yet meet university entry requirements.</p><ul><li>Foundation programmes last 8 to 12 months</li><li>Successful completion usually guarantees entry to a partner university</li><li>Some student visas can cover the pathway and the degree together (a packaged offer)</li></ul>',
  },
];

/** The "all about course" guides. */
export async function seedCourseGuides(db: Db): Promise<number> {
  const rows = await insertRows(
    db,
    courseGuides,
    COURSE_GUIDES.map((g) => ({
      title: g.title,
      slug: g.slug,
      level: g.level,
      body: g.body,
      is_published: g.published ?? true,
    })),
  );
  return rows.length;
}
