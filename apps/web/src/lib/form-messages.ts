// Messages the forms show before a call is made; the api answers the same words for the same rules.
export const FORM_MESSAGES = {
  phone: 'Please enter a phone number using digits only.',
  website: 'Please enter a valid web address.',
  birthDateRequired: 'Please enter your birth date.',
  savingsRequired: 'Please enter your current savings.',
  dependentName: 'Please enter the dependent’s first name.',
  saved: 'Your changes have been saved.',
} as const;
