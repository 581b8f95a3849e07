import type { DemoCountry, DemoDistrict, DemoLocation, DemoState, Versioned } from './types';

/** Every seeded place was created at the same moment and never edited since. */
const SEEDED: Versioned = {
  version: 1,
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-01-05T09:00:00.000Z',
};

/** ISO 3166-1 alpha-2 codes of the seeded countries. */
const COUNTRY_CODES: Readonly<Record<string, string>> = {
  India: 'IN',
  Nepal: 'NP',
  Bangladesh: 'BD',
  Bhutan: 'BT',
  'Sri Lanka': 'LK',
  Maldives: 'MV',
  Kenya: 'KE',
  Nigeria: 'NG',
  Ghana: 'GH',
  'South Africa': 'ZA',
  Indonesia: 'ID',
  Philippines: 'PH',
  Vietnam: 'VN',
  'United Arab Emirates': 'AE',
};

/** country -> state -> district -> locations. Locations marked with a leading '!' are inactive. */
type Tree = Record<string, Record<string, Record<string, string[]>>>;

/**
 * The original places: clinics and camps are seeded over these only, so their ids, names and
 * everything seeded on them stay as they were before `more` was added (seed.test.ts pins a hash).
 */
const tree: Tree = {
  India: {
    Maharashtra: {
      'Mumbai Suburban': ['Andheri', 'Bandra', 'Borivali', 'Kurla', 'Malad', 'Goregaon'],
      Pune: ['Kothrud', 'Hadapsar', 'Baner', 'Wakad', 'Aundh'],
      Nagpur: ['Dharampeth', 'Sitabuldi', 'Manish Nagar', 'Sadar'],
    },
    Karnataka: {
      'Bengaluru Urban': [
        'Indiranagar',
        'Koramangala',
        'Jayanagar',
        'Whitefield',
        'Yelahanka',
        'Malleshwaram',
      ],
      Mysuru: ['Vijayanagar', 'Kuvempunagar', 'Gokulam', 'Hebbal'],
    },
    'Tamil Nadu': {
      Chennai: ['Adyar', 'T. Nagar', 'Velachery', 'Anna Nagar', 'Mylapore'],
      Coimbatore: ['RS Puram', 'Peelamedu', 'Saibaba Colony'],
    },
    Gujarat: {
      Ahmedabad: ['Navrangpura', 'Satellite', 'Maninagar', 'Bopal'],
      Surat: ['Adajan', 'Varachha', 'Athwa'],
    },
    Kerala: {
      Ernakulam: ['Kakkanad', 'Edappally', '!Fort Kochi'],
      Thiruvananthapuram: ['Kowdiar', 'Pattom', 'Vazhuthacaud'],
    },
    Telangana: {
      Hyderabad: ['Banjara Hills', 'Gachibowli', 'Kukatpally', 'Secunderabad'],
    },
  },
  Nepal: {
    Bagmati: {
      Kathmandu: ['Thamel', 'Baneshwor', 'Koteshwor', 'Kalanki'],
      Lalitpur: ['Jawalakhel', 'Pulchowk', 'Kupondole'],
      Bhaktapur: ['Suryabinayak', 'Thimi'],
    },
    Gandaki: {
      Kaski: ['Lakeside', 'Bagar', 'Mahendrapul'],
      Syangja: ['Waling', '!Putalibazar'],
    },
  },
};

/**
 * Appended after `tree` (new ids after every original one), so that the master-data lists have
 * something to page and search at the default scale: 14 countries, India with 12 states,
 * Maharashtra with 12 districts, Mumbai Suburban with 14 locations. A name already in `tree` at the
 * same level adds children to that place; its id does not change. No clinic or camp is here.
 */
const more: Tree = {
  India: {
    Maharashtra: {
      'Mumbai Suburban': [
        'Powai',
        'Kandivali',
        'Santacruz',
        'Vile Parle',
        'Jogeshwari',
        'Chembur',
        'Ghatkopar',
        'Mulund',
      ],
      Thane: ['Thane West', 'Kalyan', 'Dombivli', 'Bhiwandi'],
      Nashik: ['Panchavati', 'Satpur', 'Deolali'],
      Aurangabad: ['Cidco', 'Waluj'],
      Kolhapur: ['Rajarampuri', 'Shahupuri'],
      Solapur: ['Hotgi', 'Akkalkot'],
      Satara: ['Karad', 'Wai'],
      Sangli: ['Miraj', 'Vishrambag'],
      Ratnagiri: ['Chiplun', 'Dapoli'],
      Amravati: ['Badnera', 'Rajapeth'],
    },
    'Uttar Pradesh': {
      Lucknow: ['Gomti Nagar', 'Hazratganj', 'Aliganj'],
      'Kanpur Nagar': ['Swaroop Nagar', 'Kalyanpur'],
      Varanasi: ['Sigra', 'Lanka'],
    },
    Rajasthan: {
      Jaipur: ['Malviya Nagar', 'Vaishali Nagar', 'Mansarovar'],
      Jodhpur: ['Sardarpura', 'Ratanada'],
    },
    'West Bengal': { Kolkata: ['Salt Lake', 'Park Street', 'Behala'], Howrah: ['Shibpur', 'Bally'] },
    Punjab: { Ludhiana: ['Sarabha Nagar', 'Model Town'], Amritsar: ['Ranjit Avenue', 'Lawrence Road'] },
    'Madhya Pradesh': { Bhopal: ['Arera Colony', 'Kolar Road'], Indore: ['Vijay Nagar', 'Palasia'] },
    Bihar: { Patna: ['Boring Road', 'Kankarbagh'], Gaya: ['Bodh Gaya', 'Manpur'] },
  },
  Bangladesh: {
    Dhaka: { Dhaka: ['Gulshan', 'Dhanmondi', 'Mirpur'], Gazipur: ['Tongi', 'Kaliakair'] },
    Chattogram: { Chattogram: ['Agrabad', 'Panchlaish'] },
  },
  Bhutan: { Thimphu: { Thimphu: ['Changzamtog', 'Motithang'] }, Paro: { Paro: ['Bondey', 'Shaba'] } },
  'Sri Lanka': {
    Western: { Colombo: ['Kollupitiya', 'Wellawatte', 'Dehiwala'], Gampaha: ['Negombo', 'Wattala'] },
    Central: { Kandy: ['Peradeniya', 'Katugastota'] },
  },
  Maldives: { Male: { 'Male City': ['Henveiru', 'Maafannu'] } },
  Kenya: {
    Nairobi: { Westlands: ['Parklands', 'Kangemi'], Kibra: ['Olympic', 'Lindi'] },
    Mombasa: { Mvita: ['Old Town', 'Tudor'] },
  },
  Nigeria: {
    Lagos: { Ikeja: ['Allen', 'Ogba'], 'Eti-Osa': ['Lekki', 'Victoria Island'] },
    'Federal Capital Territory': { 'Abuja Municipal': ['Garki', 'Wuse'] },
  },
  Ghana: {
    'Greater Accra': { 'Accra Metropolitan': ['Osu', 'Jamestown'] },
    Ashanti: { 'Kumasi Metropolitan': ['Adum', 'Asafo'] },
  },
  'South Africa': {
    Gauteng: { Johannesburg: ['Soweto', 'Sandton'], Tshwane: ['Hatfield', 'Centurion'] },
    'Western Cape': { 'Cape Town': ['Khayelitsha', 'Bellville'] },
  },
  Indonesia: {
    Jakarta: { 'Central Jakarta': ['Menteng', 'Tanah Abang'] },
    'West Java': { Bandung: ['Coblong', '!Sukajadi'] },
  },
  Philippines: {
    'Metro Manila': { 'Quezon City': ['Diliman', 'Cubao'], Manila: ['Tondo', 'Sampaloc'] },
    Cebu: { 'Cebu City': ['Lahug', 'Mabolo'] },
  },
  Vietnam: {
    Hanoi: { 'Ba Dinh': ['Kim Ma', 'Ngoc Ha'] },
    'Ho Chi Minh City': { 'District 1': ['Ben Nghe', 'Da Kao'] },
  },
  'United Arab Emirates': {
    Dubai: { Dubai: ['Deira', 'Jumeirah'] },
    'Abu Dhabi': { 'Abu Dhabi': ['Al Reem', 'Khalifa City'] },
  },
};

export interface Geography {
  countries: DemoCountry[];
  states: DemoState[];
  districts: DemoDistrict[];
  locations: DemoLocation[];
}

/** The place of that name under `parent` (any parent when undefined), or a new one with the next id. */
const placeIn = <T extends { id: number; name: string }>(
  list: T[],
  name: string,
  under: (item: T) => boolean,
  create: (id: number) => T,
): number => {
  const found = list.find((item) => item.name === name && under(item));
  if (found) return found.id;
  const item = create(list.length + 1);
  list.push(item);
  return item.id;
};

const addTree = (geography: Geography, places: Tree): void => {
  for (const [countryName, states] of Object.entries(places)) {
    const country_id = placeIn(
      geography.countries,
      countryName,
      () => true,
      (id) => ({
        id,
        name: countryName,
        code: COUNTRY_CODES[countryName] ?? countryName.slice(0, 2).toUpperCase(),
        status: true,
        ...SEEDED,
      }),
    );
    for (const [stateName, districts] of Object.entries(states)) {
      const state_id = placeIn(
        geography.states,
        stateName,
        (state) => state.country_id === country_id,
        (id) => ({ id, name: stateName, country_id, status: true, ...SEEDED }),
      );
      for (const [districtName, locations] of Object.entries(districts)) {
        const district_id = placeIn(
          geography.districts,
          districtName,
          (district) => district.state_id === state_id,
          (id) => ({ id, name: districtName, state_id, status: true, ...SEEDED }),
        );
        for (const raw of locations) {
          const inactive = raw.startsWith('!');
          geography.locations.push({
            id: geography.locations.length + 1,
            name: inactive ? raw.slice(1) : raw,
            district_id,
            status: !inactive,
            ...SEEDED,
          });
        }
      }
    }
  }
};

/** The original places only (`tree`): where clinics and camps are seeded. */
export const seedOriginalGeography = (): Geography => {
  const geography: Geography = { countries: [], states: [], districts: [], locations: [] };
  addTree(geography, tree);
  return geography;
};

/** Ids are assigned in declaration order, `tree` first, so they never change between starts. */
export const seedGeography = (): Geography => {
  const geography = seedOriginalGeography();
  addTree(geography, more);
  return geography;
};
