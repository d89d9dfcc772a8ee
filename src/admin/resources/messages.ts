/**
 * Labels of the shared content resources (data variables, required documents, FAQs) and the course guides
 * (`resources.*`), their enum choices (`vp.choices.*`), and the texts of the generic screens: the default tab
 * (`vp.tabs.main`), the range filters (`vp.list.*`), the system fields (`vp.system.*`) and `vp.menu.universities`.
 */
export const resourceMessages = {
  resources: {
    'data-variables': {
      name: 'Data variable |||| Data variables',
      fields: {
        scope: 'Area',
        key: 'Key',
        label: 'Label',
        value: 'Value',
        value_type: 'Value type',
        description: 'Description',
      },
    },
    'required-documents': {
      name: 'Required document |||| Required documents',
      fields: {
        scope: 'Area',
        country_visa_id: 'Visa',
        pr_pathway_id: 'PR pathway',
        organization_id: 'Organisation',
        name: 'Name',
        description: 'Description',
        is_mandatory: 'Mandatory',
        accepted_formats: 'Accepted formats',
        sort_order: 'Sort order',
      },
    },
    faqs: {
      name: 'FAQ |||| FAQs',
      fields: {
        scope: 'Area',
        organization_id: 'Organisation',
        country_id: 'Country',
        question: 'Question',
        answer: 'Answer',
        sort_order: 'Sort order',
        is_published: 'Published',
      },
    },
    'course-guides': {
      name: 'Course guide |||| Course guides',
      fields: {
        title: 'Title',
        slug: 'Slug',
        level: 'Level',
        body: 'Content',
        is_published: 'Published',
      },
    },
  },
  vp: {
    choices: {
      variable_scope: {
        visa: 'Visas',
        pr: 'Permanent residence',
        credit: 'Credit',
      },
      value_type: {
        text: 'Text',
        number: 'Number',
        currency: 'Amount of money',
        date: 'Date',
        percent: 'Percentage',
      },
      document_scope: {
        visa: 'Visas',
        check_visa: 'Visa check',
        pr: 'Permanent residence',
        university: 'Universities',
        credit: 'Credit',
      },
      faq_scope: {
        visa: 'Visas',
        check_visa: 'Visa check',
        pr: 'Permanent residence',
        insurance: 'Insurance',
        university: 'Universities',
        consultant: 'Consultants',
        language: 'Language schools',
        credit: 'Credit',
      },
      course_level: {
        certificate: 'Certificate',
        diploma: 'Diploma',
        bachelor: "Bachelor's degree",
        master: "Master's degree",
        doctorate: 'Doctorate',
      },
    },
    tabs: {
      main: 'General',
    },
    list: {
      from: '%{field} from',
      to: '%{field} to',
      actions: 'Actions',
    },
    system: {
      version: 'Version',
      created_at: 'Created',
      updated_at: 'Last updated',
    },
    menu: {
      universities: 'Universities',
    },
  },
};
