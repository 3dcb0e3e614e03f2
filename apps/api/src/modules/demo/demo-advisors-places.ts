/**
 * Where the demo advisors practise: the 50 largest US metropolitan areas (Census 2020 MSA ranks,
 * `rank`), the big cities of those metros that lie far from their centre, and a few more large cities
 * (no rank), each by the ZIP code of its downtown and its area code (for 555-01xx numbers, which
 * are reserved for fiction). Every demo advisor's office is a real ZIP code near one of them.
 */
export interface DemoMetro {
  city: string;
  state: string;
  /** Downtown's ZIP code: the centre the offices are drawn around. */
  zip: string;
  areaCode: string;
  /** Rank among US metropolitan areas by population, for the 50 largest. */
  rank?: number;
}

export const DEMO_METROS: readonly DemoMetro[] = [
  { city: 'New York', state: 'NY', zip: '10001', areaCode: '212', rank: 1 },
  { city: 'Los Angeles', state: 'CA', zip: '90012', areaCode: '213', rank: 2 },
  { city: 'Chicago', state: 'IL', zip: '60602', areaCode: '312', rank: 3 },
  { city: 'Dallas', state: 'TX', zip: '75201', areaCode: '214', rank: 4 },
  { city: 'Houston', state: 'TX', zip: '77002', areaCode: '713', rank: 5 },
  { city: 'Washington', state: 'DC', zip: '20005', areaCode: '202', rank: 6 },
  { city: 'Philadelphia', state: 'PA', zip: '19103', areaCode: '215', rank: 7 },
  { city: 'Miami', state: 'FL', zip: '33131', areaCode: '305', rank: 8 },
  { city: 'Atlanta', state: 'GA', zip: '30303', areaCode: '404', rank: 9 },
  { city: 'Boston', state: 'MA', zip: '02108', areaCode: '617', rank: 10 },
  { city: 'Phoenix', state: 'AZ', zip: '85004', areaCode: '602', rank: 11 },
  { city: 'San Francisco', state: 'CA', zip: '94104', areaCode: '415', rank: 12 },
  { city: 'Riverside', state: 'CA', zip: '92501', areaCode: '951', rank: 13 },
  { city: 'Detroit', state: 'MI', zip: '48226', areaCode: '313', rank: 14 },
  { city: 'Seattle', state: 'WA', zip: '98101', areaCode: '206', rank: 15 },
  { city: 'Minneapolis', state: 'MN', zip: '55402', areaCode: '612', rank: 16 },
  { city: 'San Diego', state: 'CA', zip: '92101', areaCode: '619', rank: 17 },
  { city: 'Tampa', state: 'FL', zip: '33602', areaCode: '813', rank: 18 },
  { city: 'Denver', state: 'CO', zip: '80202', areaCode: '303', rank: 19 },
  { city: 'Baltimore', state: 'MD', zip: '21202', areaCode: '410', rank: 20 },
  { city: 'St. Louis', state: 'MO', zip: '63101', areaCode: '314', rank: 21 },
  { city: 'Orlando', state: 'FL', zip: '32801', areaCode: '407', rank: 22 },
  { city: 'Charlotte', state: 'NC', zip: '28202', areaCode: '704', rank: 23 },
  { city: 'San Antonio', state: 'TX', zip: '78205', areaCode: '210', rank: 24 },
  { city: 'Portland', state: 'OR', zip: '97204', areaCode: '503', rank: 25 },
  { city: 'Sacramento', state: 'CA', zip: '95814', areaCode: '916', rank: 26 },
  { city: 'Pittsburgh', state: 'PA', zip: '15222', areaCode: '412', rank: 27 },
  { city: 'Austin', state: 'TX', zip: '78701', areaCode: '512', rank: 28 },
  { city: 'Las Vegas', state: 'NV', zip: '89101', areaCode: '702', rank: 29 },
  { city: 'Cincinnati', state: 'OH', zip: '45202', areaCode: '513', rank: 30 },
  { city: 'Kansas City', state: 'MO', zip: '64105', areaCode: '816', rank: 31 },
  { city: 'Columbus', state: 'OH', zip: '43215', areaCode: '614', rank: 32 },
  { city: 'Indianapolis', state: 'IN', zip: '46204', areaCode: '317', rank: 33 },
  { city: 'Cleveland', state: 'OH', zip: '44113', areaCode: '216', rank: 34 },
  { city: 'San Jose', state: 'CA', zip: '95113', areaCode: '408', rank: 35 },
  { city: 'Nashville', state: 'TN', zip: '37203', areaCode: '615', rank: 36 },
  { city: 'Virginia Beach', state: 'VA', zip: '23451', areaCode: '757', rank: 37 },
  { city: 'Providence', state: 'RI', zip: '02903', areaCode: '401', rank: 38 },
  { city: 'Jacksonville', state: 'FL', zip: '32202', areaCode: '904', rank: 39 },
  { city: 'Milwaukee', state: 'WI', zip: '53202', areaCode: '414', rank: 40 },
  { city: 'Raleigh', state: 'NC', zip: '27601', areaCode: '919', rank: 41 },
  { city: 'Oklahoma City', state: 'OK', zip: '73102', areaCode: '405', rank: 42 },
  { city: 'Memphis', state: 'TN', zip: '38103', areaCode: '901', rank: 43 },
  { city: 'Richmond', state: 'VA', zip: '23219', areaCode: '804', rank: 44 },
  { city: 'Louisville', state: 'KY', zip: '40202', areaCode: '502', rank: 45 },
  { city: 'New Orleans', state: 'LA', zip: '70112', areaCode: '504', rank: 46 },
  { city: 'Salt Lake City', state: 'UT', zip: '84111', areaCode: '801', rank: 47 },
  { city: 'Hartford', state: 'CT', zip: '06103', areaCode: '860', rank: 48 },
  { city: 'Buffalo', state: 'NY', zip: '14202', areaCode: '716', rank: 49 },
  { city: 'Birmingham', state: 'AL', zip: '35203', areaCode: '205', rank: 50 },
  // Big cities of those metros more than a short drive from its centre.
  { city: 'Fort Worth', state: 'TX', zip: '76102', areaCode: '817' },
  { city: 'Newark', state: 'NJ', zip: '07102', areaCode: '973' },
  { city: 'Long Beach', state: 'CA', zip: '90802', areaCode: '562' },
  { city: 'Oakland', state: 'CA', zip: '94612', areaCode: '510' },
  { city: 'Mesa', state: 'AZ', zip: '85201', areaCode: '480' },
  { city: 'St. Petersburg', state: 'FL', zip: '33701', areaCode: '727' },
  { city: 'Fort Lauderdale', state: 'FL', zip: '33301', areaCode: '954' },
  { city: 'Tacoma', state: 'WA', zip: '98402', areaCode: '253' },
  { city: 'Durham', state: 'NC', zip: '27701', areaCode: '919' },
  // Large cities beyond the 50 largest metros.
  { city: 'Tucson', state: 'AZ', zip: '85701', areaCode: '520' },
  { city: 'Honolulu', state: 'HI', zip: '96813', areaCode: '808' },
  { city: 'Tulsa', state: 'OK', zip: '74103', areaCode: '918' },
  { city: 'Fresno', state: 'CA', zip: '93721', areaCode: '559' },
  { city: 'Omaha', state: 'NE', zip: '68102', areaCode: '402' },
  { city: 'Albuquerque', state: 'NM', zip: '87102', areaCode: '505' },
  { city: 'El Paso', state: 'TX', zip: '79901', areaCode: '915' },
  { city: 'Boise', state: 'ID', zip: '83702', areaCode: '208' },
];

/** Streets for an office's first address line (never shown in the directory). */
export const DEMO_STREETS = [
  'Main Street',
  'Market Street',
  'Park Avenue',
  'Commerce Street',
  'Broad Street',
  'Lake Street',
  'Oak Avenue',
  'Washington Avenue',
  'Elm Street',
  'Cedar Avenue',
  'Maple Drive',
  'Harbor Way',
  'Center Street',
  'Pine Street',
  'Madison Avenue',
  'Grand Avenue',
];
