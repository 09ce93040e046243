import { catalogue } from '#shared/catalogue.ts';

export const portfolioGymText = catalogue('portfolioGymTab', {
  name: 'Gym Name',
  address: 'Gym Address',
  location: 'Gym location',
  searching: 'Searching...',
  detecting: 'Detecting...',
  useCurrentLocation: 'Use my current location',
  loadingMap: 'Loading map',
  mapHint: 'Tap the map to place the pin; drag it to adjust.',
  pin: 'Gym pin',
  latitude: 'Latitude',
  longitude: 'Longitude',
  placePin: 'Place the pin on the map',
  membershipRequired: 'Gym membership required',
  membershipDetails: 'Membership details',
  map: "Map: tap to place your gym's pin",
  marker: 'Gym location pin',
  markerTitle: 'Gym location pin: drag to adjust',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
});
