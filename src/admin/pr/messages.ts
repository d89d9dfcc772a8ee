/**
 * Labels of the permanent-residence area: PR pathways, points criteria, occupations and PR bundles
 * (`resources.*`), their enum choices and tabs (`vp.choices.*`, `vp.tabs.*`) and the menu group (`vp.menu.pr`).
 * The `summary` and `eligibility` tabs are shared with the visa area and carry the same texts there.
 */
export const prMessages = {
  resources: {
    'pr-pathways': {
      name: 'PR pathway |||| PR pathways',
      fields: {
        country_id: 'Country',
        name: 'Name',
        code: 'Code',
        category: 'Category',
        summary: 'Summary',
        eligibility: 'Eligibility',
        is_points_tested: 'Points-tested',
        min_points: 'Min. points',
        age_limit: 'Age limit',
        processing_months_min: 'Processing months (min)',
        processing_months_max: 'Processing months (max)',
        fee_amount: 'Fee',
        fee_currency: 'Fee currency',
        official_url: 'Official website',
        is_published: 'Published',
      },
    },
    'pr-points': {
      name: 'Points criterion |||| Points criteria',
      fields: {
        pr_pathway_id: 'PR pathway',
        factor: 'Factor',
        criterion: 'Criterion',
        points: 'Points',
        sort_order: 'Sort order',
      },
    },
    occupations: {
      name: 'Occupation |||| Occupations',
      fields: {
        code: 'Code',
        title: 'Title',
        country_id: 'Country',
        unit_group: 'Unit group',
        skill_level: 'Skill level',
        assessing_authority: 'Assessing authority',
        lists: 'Occupation lists',
        pr_pathway_ids: 'PR pathways',
      },
    },
    'pr-bundles': {
      name: 'PR bundle |||| PR bundles',
      fields: {
        name: 'Name',
        description: 'Description',
        pr_pathway_ids: 'PR pathways',
        price: 'Price',
        currency: 'Currency',
        inclusions: 'Inclusions',
        duration_days: 'Duration (days)',
        is_active: 'Active',
      },
    },
  },
  vp: {
    choices: {
      pr_category: {
        skilled: 'Skilled migration',
        employer: 'Employer-sponsored',
        family: 'Family',
        business: 'Business and investment',
        graduate: 'Graduates',
        humanitarian: 'Humanitarian',
      },
      point_factor: {
        age: 'Age',
        english: 'English proficiency',
        experience_overseas: 'Overseas work experience',
        experience_local: 'In-country work experience',
        education: 'Qualifications',
        specialist_education: 'Specialist education',
        local_study: 'In-country study',
        regional_study: 'Regional study',
        community_language: 'Community language',
        partner: 'Partner skills',
        professional_year: 'Professional Year',
        nomination: 'Nomination',
        french: 'French proficiency',
        arranged_employment: 'Arranged employment',
        provincial_nomination: 'Provincial nomination',
        sibling: 'Sibling in the country',
        transferability: 'Skill transferability',
        other: 'Other',
      },
    },
    tabs: {
      summary: 'Summary',
      eligibility: 'Eligibility',
      points: 'Points',
      costs: 'Costs and processing',
    },
    menu: {
      pr: 'PR pathway',
    },
  },
};
