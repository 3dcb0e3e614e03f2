// Who the fictional customer pays, in Plaid's personal_finance_category taxonomy.

export interface CardSpending {
  merchants: readonly string[];
  primary: string;
  detailed: string;
  channel: 'online' | 'in store';
  min: number;
  max: number;
  /** Chance of at least one such purchase on a weekday; weekends scale it by `weekend`. */
  perDay: number;
  weekend: number;
  /** Restaurants authorise without the tip and post with it, so the pending amount differs. */
  hasTip?: boolean;
}

export const CARD_SPENDING: readonly CardSpending[] = [
  {
    merchants: ['Whole Foods Market', "Trader Joe's", 'Kroger', 'Safeway', 'Costco', 'Aldi'],
    primary: 'FOOD_AND_DRINK',
    detailed: 'FOOD_AND_DRINK_GROCERIES',
    channel: 'in store',
    // About one big shop a week, mostly at the weekend.
    min: 55,
    max: 240,
    perDay: 0.1,
    weekend: 2.5,
  },
  {
    merchants: ['Starbucks', 'Blue Bottle Coffee', "Dunkin'", "Peet's Coffee"],
    primary: 'FOOD_AND_DRINK',
    detailed: 'FOOD_AND_DRINK_COFFEE',
    channel: 'in store',
    // At most one coffee a day (one draw per kind and day), on about a third of workdays.
    min: 3.75,
    max: 8.5,
    perDay: 0.32,
    weekend: 0.6,
  },
  {
    merchants: ['Chipotle Mexican Grill', 'Sweetgreen', 'Olive Garden', 'The Cheesecake Factory', 'Panera Bread'],
    primary: 'FOOD_AND_DRINK',
    detailed: 'FOOD_AND_DRINK_RESTAURANT',
    channel: 'in store',
    min: 14,
    max: 96,
    perDay: 0.16,
    weekend: 1.9,
    hasTip: true,
  },
  {
    merchants: ["McDonald's", 'Shake Shack', 'Subway', 'Taco Bell'],
    primary: 'FOOD_AND_DRINK',
    detailed: 'FOOD_AND_DRINK_FAST_FOOD',
    channel: 'in store',
    min: 6,
    max: 22,
    perDay: 0.12,
    weekend: 1,
  },
  {
    merchants: ['Shell', 'Chevron', 'ExxonMobil', 'BP'],
    primary: 'TRANSPORTATION',
    detailed: 'TRANSPORTATION_GAS',
    channel: 'in store',
    min: 32,
    max: 78,
    perDay: 0.11,
    weekend: 1,
  },
  {
    merchants: ['Uber', 'Lyft'],
    primary: 'TRANSPORTATION',
    detailed: 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES',
    channel: 'online',
    min: 9,
    max: 46,
    perDay: 0.06,
    weekend: 2,
  },
  {
    merchants: ['Amazon'],
    primary: 'GENERAL_MERCHANDISE',
    detailed: 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES',
    channel: 'online',
    min: 12,
    max: 160,
    perDay: 0.13,
    weekend: 1,
  },
  {
    merchants: ['Target', 'Walmart'],
    primary: 'GENERAL_MERCHANDISE',
    detailed: 'GENERAL_MERCHANDISE_SUPERSTORES',
    channel: 'in store',
    min: 18,
    max: 140,
    perDay: 0.07,
    weekend: 1.8,
  },
  {
    merchants: ['The Home Depot', "Lowe's"],
    primary: 'HOME_IMPROVEMENT',
    detailed: 'HOME_IMPROVEMENT_HARDWARE',
    channel: 'in store',
    min: 15,
    max: 220,
    perDay: 0.025,
    weekend: 2.5,
  },
  {
    merchants: ['CVS Pharmacy', 'Walgreens'],
    primary: 'MEDICAL',
    detailed: 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS',
    channel: 'in store',
    min: 8,
    max: 60,
    perDay: 0.04,
    weekend: 1,
  },
];

export interface Subscription {
  merchant: string;
  primary: string;
  detailed: string;
  dayOfMonth: number;
  /** Price changes over time, oldest first: `[fromDate, price]`. */
  prices: readonly (readonly [string, number])[];
}

export const SUBSCRIPTIONS: readonly Subscription[] = [
  {
    merchant: 'Netflix',
    primary: 'ENTERTAINMENT',
    detailed: 'ENTERTAINMENT_TV_AND_MOVIES',
    dayOfMonth: 7,
    prices: [
      ['2000-01-01', 15.49],
      ['2025-02-01', 17.99],
    ],
  },
  {
    merchant: 'Spotify',
    primary: 'ENTERTAINMENT',
    detailed: 'ENTERTAINMENT_MUSIC_AND_AUDIO',
    dayOfMonth: 12,
    prices: [
      ['2000-01-01', 10.99],
      ['2024-07-01', 11.99],
    ],
  },
  {
    merchant: 'Hulu',
    primary: 'ENTERTAINMENT',
    detailed: 'ENTERTAINMENT_TV_AND_MOVIES',
    dayOfMonth: 22,
    prices: [
      ['2000-01-01', 17.99],
      ['2024-10-01', 18.99],
    ],
  },
  { merchant: 'Planet Fitness', primary: 'PERSONAL_CARE', detailed: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', dayOfMonth: 17, prices: [['2000-01-01', 24.99]] },
  { merchant: 'Apple iCloud', primary: 'GENERAL_SERVICES', detailed: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', dayOfMonth: 3, prices: [['2000-01-01', 2.99]] },
];

export function subscriptionPrice(subscription: Subscription, date: string): number {
  let price = subscription.prices[0]?.[1] ?? 0;
  for (const [from, value] of subscription.prices) if (date >= from) price = value;
  return price;
}

export const EMPLOYERS = ['Northwind Traders', 'Contoso Ltd', 'Fabrikam Inc', 'Globex Corporation', 'Tailspin Toys', 'Wide World Importers'] as const;
export const LANDLORDS = ['Maple Court Apartments', 'Riverside Residences', 'The Parkview Lofts', 'Oak Hollow Property Management'] as const;
export const ELECTRIC_UTILITY = 'Metro Power & Light';
export const WATER_UTILITY = 'City Water Utility';
export const INTERNET_PROVIDER = 'Comcast Xfinity';
export const PHONE_CARRIER = 'Verizon Wireless';
