import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { useText } from '#web/lib/i18n/locale-context.ts';
import type { Position } from '../current-position';
import { portfolioGymText } from './gym-tab.text';

/**
 * Without a pin the map shows the trainer's location or city, else Mumbai, at zoom 15
 * (docs/product/trainer-portfolio.md#gym-information).
 */
const MUMBAI: Position = { lat: 19.076, lng: 72.8777 };
const ZOOM = 15;

// A drawn pin: Leaflet's default marker images do not survive bundling.
const pin = divIcon({
  className: '',
  html: '<span style="display:block;width:24px;height:24px;border-radius:50% 50% 50% 0;background:#0f766e;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4);transform:rotate(-45deg)"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
});

interface GymMapProps {
  value: Position | null;
  /** Where to look without a pin: the trainer's own location or the city's centre. */
  near: Position | null;
  onPlace: (position: Position, how: 'placed' | 'moved') => void;
}

function ClickToPlace({ onPlace }: Pick<GymMapProps, 'onPlace'>) {
  useMapEvents({ click: (event) => onPlace(event.latlng, 'placed') });
  return null;
}

/** Keeps the pin, or without one the chosen city, in view as either changes. */
function Follow({ lat, lng }: Position) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains({ lat, lng })) map.setView({ lat, lng }, map.getZoom());
  }, [map, lat, lng]);
  return null;
}

/** The gym's pin: a click places it, dragging moves it. Loaded only with the gym tab. */
export default function GymMap({ value, near, onPlace }: GymMapProps) {
  const text = useText(portfolioGymText);
  const centre = value ?? near ?? MUMBAI;
  return (
    <MapContainer
      center={centre}
      zoom={ZOOM}
      zoomControl={false}
      className="h-72 w-full rounded-xl border border-slate-200"
      aria-label={text.map}
    >
      <ZoomControl zoomInTitle={text.zoomIn} zoomOutTitle={text.zoomOut} />
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
      />
      <ClickToPlace onPlace={onPlace} />
      <Follow lat={centre.lat} lng={centre.lng} />
      {value && (
        <Marker
          position={value}
          icon={pin}
          title={text.markerTitle}
          alt={text.marker}
          draggable
          eventHandlers={{ dragend: (event) => onPlace(event.target.getLatLng(), 'moved') }}
        />
      )}
    </MapContainer>
  );
}
