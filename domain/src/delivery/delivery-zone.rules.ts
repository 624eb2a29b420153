import { MOSCOW_TARIFF, type MoscowZone } from './moscow-tariff.data';

export interface GeoPoint {
  readonly lat: number;
  readonly lon: number;
}

const EARTH_RADIUS_KM = 6371;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine). */
export const distanceKm = (a: GeoPoint, b: GeoPoint): number => {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
};

/** The tariff zone of geocoded coordinates, or undefined beyond the last band (no delivery there). */
export const zoneForPoint = (point: GeoPoint): MoscowZone | undefined => {
  const km = distanceKm(MOSCOW_TARIFF.centre, point);
  return MOSCOW_TARIFF.zones.find((zone) => km <= zone.maxKmFromCentre);
};

/** The zone the admin picked from the list, by code. */
export const zoneByCode = (code: string): MoscowZone | undefined => MOSCOW_TARIFF.zones.find((zone) => zone.code === code);
