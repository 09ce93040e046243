/**
 * Neighbourhoods of the ten cities with approximate centres and PIN codes. Demo trainers sit
 * close to a real neighbourhood, so the map, the distance sort and the gym address agree.
 * Every neighbourhood is within 13 km of its city's fixed centre (checked by the seed test).
 */
export interface Locality {
  name: string;
  latitude: number;
  longitude: number;
  pin: string;
}

export interface CityPlaces {
  state: string;
  /** The language most people speak there besides English. */
  language: string;
  /** Regions whose names are most common among the city's trainers and clients. */
  regions: readonly Region[];
  localities: readonly Locality[];
  /** Street names common enough to fit any of the city's neighbourhoods. */
  streets: readonly string[];
}

export type Region =
  | 'marathi'
  | 'north'
  | 'punjabi'
  | 'kannada'
  | 'telugu'
  | 'tamil'
  | 'bengali'
  | 'gujarati'
  | 'rajasthani'
  | 'malayali'
  | 'muslim'
  | 'christian';

const l = (name: string, latitude: number, longitude: number, pin: string): Locality => ({
  name,
  latitude,
  longitude,
  pin,
});

export const CITY_PLACES: Record<string, CityPlaces> = {
  mumbai: {
    state: 'Maharashtra',
    language: 'Marathi',
    regions: ['marathi', 'gujarati', 'north', 'muslim', 'christian', 'punjabi'],
    localities: [
      l('Bandra West', 19.0596, 72.8295, '400050'),
      l('Andheri West', 19.1364, 72.8296, '400058'),
      l('Powai', 19.1176, 72.906, '400076'),
      l('Chembur', 19.0522, 72.9005, '400071'),
      l('Dadar West', 19.0178, 72.8478, '400028'),
      l('Goregaon East', 19.1663, 72.8526, '400063'),
      l('Lower Parel', 18.9986, 72.8274, '400013'),
      l('Ghatkopar East', 19.079, 72.908, '400077'),
      l('Juhu', 19.1075, 72.8263, '400049'),
      l('Worli', 19.0176, 72.8162, '400018'),
    ],
    streets: [
      'Station Road',
      'Main Road',
      'Tilak Road',
      'Gandhi Nagar Road',
      'Market Road',
      'Cross Road No. 2',
    ],
  },
  delhi: {
    state: 'Delhi',
    language: 'Hindi',
    regions: ['north', 'punjabi', 'muslim', 'bengali', 'rajasthani'],
    localities: [
      l('Hauz Khas', 28.5494, 77.2001, '110016'),
      l('Greater Kailash', 28.5482, 77.2343, '110048'),
      l('Lajpat Nagar', 28.5677, 77.2433, '110024'),
      l('Rajouri Garden', 28.6492, 77.1228, '110027'),
      l('Janakpuri', 28.6219, 77.0878, '110058'),
      l('Vasant Kunj', 28.52, 77.159, '110070'),
      l('Karol Bagh', 28.6519, 77.1909, '110005'),
      l('Saket', 28.5245, 77.2066, '110017'),
      l('Preet Vihar', 28.6415, 77.295, '110092'),
      l('Model Town', 28.7158, 77.191, '110009'),
    ],
    streets: [
      'Main Market Road',
      'Block C Road',
      'Central Road',
      'Community Centre Road',
      'Gurudwara Road',
    ],
  },
  bangalore: {
    state: 'Karnataka',
    language: 'Kannada',
    regions: ['kannada', 'tamil', 'telugu', 'malayali', 'north', 'christian'],
    localities: [
      l('Indiranagar', 12.9784, 77.6408, '560038'),
      l('Koramangala', 12.9352, 77.6245, '560034'),
      l('HSR Layout', 12.9116, 77.6474, '560102'),
      l('Jayanagar', 12.9308, 77.5838, '560041'),
      l('Marathahalli', 12.9569, 77.7011, '560037'),
      l('Malleshwaram', 13.0035, 77.571, '560003'),
      l('JP Nagar', 12.9063, 77.5857, '560078'),
      l('Hebbal', 13.0358, 77.597, '560024'),
      l('BTM Layout', 12.9166, 77.6101, '560076'),
      l('Rajajinagar', 12.9915, 77.552, '560010'),
    ],
    streets: [
      '1st Main Road',
      '4th Cross Road',
      '80 Feet Road',
      '12th Main Road',
      '2nd Stage Road',
    ],
  },
  pune: {
    state: 'Maharashtra',
    language: 'Marathi',
    regions: ['marathi', 'north', 'gujarati', 'christian', 'muslim'],
    localities: [
      l('Koregaon Park', 18.5362, 73.894, '411001'),
      l('Kothrud', 18.5074, 73.8077, '411038'),
      l('Baner', 18.559, 73.7868, '411045'),
      l('Viman Nagar', 18.5679, 73.9143, '411014'),
      l('Aundh', 18.558, 73.8075, '411007'),
      l('Hadapsar', 18.5089, 73.926, '411028'),
      l('Shivajinagar', 18.5308, 73.8475, '411005'),
      l('Kalyani Nagar', 18.5463, 73.9033, '411006'),
      l('Wakad', 18.5987, 73.7636, '411057'),
    ],
    streets: ['Station Road', 'Main Road', 'Lane 5', 'Gandhi Chowk Road', 'Temple Road'],
  },
  hyderabad: {
    state: 'Telangana',
    language: 'Telugu',
    regions: ['telugu', 'muslim', 'north', 'tamil', 'kannada'],
    localities: [
      l('Banjara Hills', 17.4156, 78.4347, '500034'),
      l('Jubilee Hills', 17.4326, 78.4071, '500033'),
      l('Madhapur', 17.4483, 78.3915, '500081'),
      l('Begumpet', 17.4447, 78.4664, '500016'),
      l('Secunderabad', 17.4399, 78.4983, '500003'),
      l('Ameerpet', 17.4375, 78.4482, '500038'),
      l('Himayatnagar', 17.401, 78.487, '500029'),
      l('Dilsukhnagar', 17.3687, 78.5247, '500060'),
      l('Manikonda', 17.405, 78.386, '500089'),
    ],
    streets: ['Main Road', 'Colony Road', 'Temple Street', 'Lane 3', 'Park Road'],
  },
  chennai: {
    state: 'Tamil Nadu',
    language: 'Tamil',
    regions: ['tamil', 'malayali', 'telugu', 'christian', 'muslim'],
    localities: [
      l('T. Nagar', 13.0418, 80.2341, '600017'),
      l('Adyar', 13.0012, 80.2565, '600020'),
      l('Anna Nagar', 13.085, 80.2101, '600040'),
      l('Velachery', 12.9815, 80.218, '600042'),
      l('Mylapore', 13.0339, 80.2619, '600004'),
      l('Nungambakkam', 13.0569, 80.2425, '600034'),
      l('Besant Nagar', 13.0002, 80.2668, '600090'),
      l('Kilpauk', 13.0827, 80.242, '600010'),
    ],
    streets: ['2nd Avenue', '1st Main Road', 'Temple Street', 'Church Road', 'Bazaar Street'],
  },
  kolkata: {
    state: 'West Bengal',
    language: 'Bengali',
    regions: ['bengali', 'north', 'muslim', 'christian', 'punjabi'],
    localities: [
      l('Salt Lake Sector V', 22.576, 88.433, '700091'),
      l('Ballygunge', 22.528, 88.365, '700019'),
      l('Park Street', 22.553, 88.352, '700016'),
      l('New Town', 22.58, 88.47, '700156'),
      l('Behala', 22.498, 88.31, '700034'),
      l('Gariahat', 22.519, 88.367, '700029'),
      l('Tollygunge', 22.499, 88.346, '700033'),
      l('Dum Dum', 22.621, 88.42, '700028'),
      l('Alipore', 22.535, 88.332, '700027'),
    ],
    streets: ['Lake Road', 'Station Road', 'Main Road', 'Park Lane', 'School Road'],
  },
  ahmedabad: {
    state: 'Gujarat',
    language: 'Gujarati',
    regions: ['gujarati', 'rajasthani', 'north', 'muslim', 'marathi'],
    localities: [
      l('Navrangpura', 23.0365, 72.5611, '380009'),
      l('Satellite', 23.03, 72.517, '380015'),
      l('Bodakdev', 23.039, 72.507, '380054'),
      l('Prahlad Nagar', 23.012, 72.51, '380015'),
      l('Maninagar', 22.996, 72.6, '380008'),
      l('Vastrapur', 23.037, 72.529, '380015'),
      l('Chandkheda', 23.11, 72.585, '382424'),
      l('Thaltej', 23.05, 72.5, '380054'),
      l('Bopal', 23.033, 72.465, '380058'),
    ],
    streets: ['Main Road', 'Society Road', 'Char Rasta Road', 'Temple Road', 'Lane 4'],
  },
  jaipur: {
    state: 'Rajasthan',
    language: 'Hindi',
    regions: ['rajasthani', 'north', 'punjabi', 'muslim', 'gujarati'],
    localities: [
      l('Malviya Nagar', 26.853, 75.814, '302017'),
      l('Vaishali Nagar', 26.911, 75.743, '302021'),
      l('C-Scheme', 26.906, 75.806, '302001'),
      l('Mansarovar', 26.87, 75.76, '302020'),
      l('Raja Park', 26.899, 75.829, '302004'),
      l('Jagatpura', 26.825, 75.862, '302025'),
      l('Bani Park', 26.928, 75.793, '302016'),
      l('Civil Lines', 26.905, 75.776, '302006'),
    ],
    streets: ['Main Road', 'Sector Road', 'Temple Road', 'Station Road', 'Colony Road'],
  },
  lucknow: {
    state: 'Uttar Pradesh',
    language: 'Hindi',
    regions: ['north', 'muslim', 'punjabi', 'bengali'],
    localities: [
      l('Gomti Nagar', 26.85, 81.0, '226010'),
      l('Hazratganj', 26.85, 80.945, '226001'),
      l('Aliganj', 26.892, 80.94, '226024'),
      l('Indira Nagar', 26.88, 80.998, '226016'),
      l('Alambagh', 26.815, 80.902, '226005'),
      l('Mahanagar', 26.872, 80.955, '226006'),
      l('Jankipuram', 26.93, 80.94, '226021'),
      l('Vikas Nagar', 26.892, 80.96, '226022'),
    ],
    streets: ['Main Road', 'Sector Road', 'Station Road', 'Park Road', 'Church Road'],
  },
};
