/**
 * The Material icons a resource definition may name (the SPA maps each to its component, typed against this
 * list, so a name without an icon does not compile).
 */
export const ICON_NAMES = [
  'AccountBalance',
  'AccountBalanceWallet',
  'Badge',
  'Business',
  'Category',
  'Checklist',
  'DataObject',
  'Description',
  'FactCheck',
  'Flight',
  'HealthAndSafety',
  'History',
  'Inbox',
  'Inventory2',
  'LocalOffer',
  'Luggage',
  'MenuBook',
  'People',
  'PersonAdd',
  'Place',
  'Public',
  'QuestionAnswer',
  'Report',
  'RequestQuote',
  'Route',
  'School',
  'Scoreboard',
  'Send',
  'Shield',
  'Star',
  'SupportAgent',
  'ThumbUp',
  'Translate',
  'TravelExplore',
  'Webhook',
  'Work',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
