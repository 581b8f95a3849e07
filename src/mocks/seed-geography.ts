import type { DemoCountry, DemoDistrict, DemoLocation, DemoState } from './types';

/** country -> state -> district -> locations. Locations marked with a leading '!' are inactive. */
const tree: Record<string, Record<string, Record<string, string[]>>> = {
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

export interface Geography {
  countries: DemoCountry[];
  states: DemoState[];
  districts: DemoDistrict[];
  locations: DemoLocation[];
}

/** Ids are assigned in declaration order, so they never change between starts. */
export const seedGeography = (): Geography => {
  const geography: Geography = { countries: [], states: [], districts: [], locations: [] };
  for (const [countryName, states] of Object.entries(tree)) {
    const country_id = geography.countries.length + 1;
    geography.countries.push({ id: country_id, name: countryName, status: true });
    for (const [stateName, districts] of Object.entries(states)) {
      const state_id = geography.states.length + 1;
      geography.states.push({ id: state_id, name: stateName, country_id, status: true });
      for (const [districtName, locations] of Object.entries(districts)) {
        const district_id = geography.districts.length + 1;
        geography.districts.push({ id: district_id, name: districtName, state_id, status: true });
        for (const raw of locations) {
          const inactive = raw.startsWith('!');
          geography.locations.push({
            id: geography.locations.length + 1,
            name: inactive ? raw.slice(1) : raw,
            district_id,
            status: !inactive,
          });
        }
      }
    }
  }
  return geography;
};
