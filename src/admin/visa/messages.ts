/**
 * Labels of the visa area: countries, visa types, country visas, visa forms, travel advice, customs rules and
 * visa requirements (`resources.*`), their enum choices and tabs (`vp.choices.*`, `vp.tabs.*`) and the menu
 * groups of the visa and check-visa areas (`vp.menu.*`). The requirement choices (`vp.choices.requirement.*`)
 * belong to the check-visa area.
 */
export const visaMessages = {
  resources: {
    countries: {
      name: 'Country |||| Countries',
      fields: {
        iso2: 'ISO code',
        iso3: 'ISO3 code',
        name: 'Name',
        name_de: 'Name (German)',
        name_fr: 'Name (French)',
        region: 'Region',
        capital: 'Capital',
        currency_code: 'Currency',
        calling_code: 'Calling code',
        summary: 'Summary',
        is_destination: 'Destination',
        is_published: 'Published',
      },
    },
    'visa-types': {
      name: 'Visa type |||| Visa types',
      fields: {
        name: 'Name',
        slug: 'Slug',
        description: 'Description',
        icon: 'Icon',
        sort_order: 'Sort order',
        is_active: 'Active',
      },
    },
    'country-visas': {
      name: 'Country visa |||| Country visas',
      fields: {
        country_id: 'Country',
        visa_type_id: 'Visa type',
        name: 'Name',
        code: 'Code',
        summary: 'Summary',
        eligibility: 'Eligibility',
        processing_days_min: 'Processing days (min)',
        processing_days_max: 'Processing days (max)',
        validity_days: 'Validity (days)',
        max_stay_days: 'Max. stay (days)',
        entries: 'Entries',
        fee_amount: 'Fee',
        fee_currency: 'Fee currency',
        is_evisa: 'eVisa',
        apply_url: 'Application link',
        is_published: 'Published',
      },
    },
    'visa-forms': {
      name: 'Visa form |||| Visa forms',
      fields: {
        country_visa_id: 'Visa',
        title: 'Title',
        form_code: 'Form number',
        language: 'Language',
        file: 'File (PDF)',
        url: 'Link',
        version_date: 'Version date',
        is_active: 'Active',
      },
    },
    'travel-advice': {
      name: 'Travel advisory |||| Travel advisories',
      fields: {
        country_id: 'Country',
        advisory_level: 'Advisory level',
        summary: 'Summary',
        body: 'Details',
        source_url: 'Source',
        reviewed_at: 'Reviewed on',
      },
    },
    'customs-info': {
      name: 'Customs rule |||| Customs rules',
      fields: {
        country_id: 'Country',
        category: 'Category',
        allowance: 'Allowance',
        body: 'Details',
        source_url: 'Source',
      },
    },
    'visa-requirements': {
      name: 'Visa requirement |||| Visa requirements',
      fields: {
        passport_country_id: 'Passport country',
        destination_country_id: 'Destination',
        requirement: 'Requirement',
        max_stay_days: 'Max. stay (days)',
        country_visa_id: 'Visa',
        notes: 'Notes',
        source: 'Source',
        checked_at: 'Checked on',
      },
    },
  },
  vp: {
    choices: {
      region: {
        africa: 'Africa',
        americas: 'Americas',
        asia: 'Asia',
        europe: 'Europe',
        oceania: 'Oceania',
        antarctica: 'Antarctica',
      },
      entries: {
        single: 'Single entry',
        double: 'Double entry',
        multiple: 'Multiple entry',
      },
      category: {
        currency: 'Cash and currency',
        alcohol: 'Alcohol',
        tobacco: 'Tobacco',
        food: 'Food',
        medicines: 'Medicines',
        pets: 'Pets',
        prohibited: 'Prohibited items',
        other: 'Other',
      },
    },
    tabs: {
      summary: 'Summary',
      eligibility: 'Eligibility',
      conditions: 'Conditions and fees',
    },
    menu: {
      visa: 'Visas',
      check_visa: 'Check my visa',
      check_my_visa: 'Look up requirements',
      import_requirements: 'Import requirements',
    },
  },
};
