/** Messages the browser and the API share: validation texts and API errors shown to users. */
export const domainEn = {
  vp: {
    validation: {
      required: 'Required',
      invalid: 'Invalid value',
      email_required: 'Email is required',
      email_invalid: 'Email must be a valid email address',
      password_required: 'Password is required',
      password_too_short: 'Use at least 12 characters',
      password_too_long: 'Use at most 256 characters',
      too_long: 'Too long',
      too_short: 'Too short',
      too_small: 'Too small',
      too_big: 'Too large',
      otp_invalid: 'Enter the 6-digit code',
      choice: 'Choose one of the options',
      number: 'Enter a number',
      integer: 'Enter a whole number',
      url: 'Enter a web address starting with http:// or https://',
      slug: 'Use lowercase letters, digits and hyphens only',
      key: 'Use lowercase letters, digits and underscores only',
      date: 'Enter a valid date',
      not_below_min: 'Must not be less than the minimum',
      not_before_start: 'Must not be before the start date',
      must_differ: 'Must be different',
      unique: 'This value is already used by another record',
      reference_missing: 'The selected record does not exist',
      invalid_input: 'Please correct the highlighted fields',
    },
  },
};
export type DomainMessages = typeof domainEn;
