// A photo's location and its Exif form: degrees, minutes and seconds as three unsigned
// rationals, the sign in a separate N/S or E/W reference.

export interface GpsLocation {
  /** Decimal degrees, north positive. */
  latitude: number
  /** Decimal degrees, east positive. */
  longitude: number
  /** Metres above sea level (negative below), when the camera recorded it. */
  altitude?: number
}

/** Seconds are written in ten-thousandths: 3 mm on the ground, finer than any phone's fix. */
export const SECONDS_DENOMINATOR = 10_000

export interface Dms {
  degrees: number
  minutes: number
  /** Seconds times SECONDS_DENOMINATOR, an integer. */
  secondsScaled: number
}

/** The absolute value of `decimal` as whole degrees, whole minutes and scaled seconds. */
export function toDms(decimal: number): Dms {
  // Round once, on the smallest unit, so 59.99999" carries into the minutes instead of
  // becoming 60".
  const perSecond = SECONDS_DENOMINATOR
  const perMinute = 60 * perSecond
  const perDegree = 60 * perMinute
  const total = Math.round(Math.abs(decimal) * perDegree)
  return {
    degrees: Math.floor(total / perDegree),
    minutes: Math.floor((total % perDegree) / perMinute),
    secondsScaled: total % perMinute,
  }
}

/** Decimal degrees from up to three rationals (degrees, minutes, seconds) and a reference. */
export function fromDms(parts: readonly number[], negative: boolean): number {
  const [d = 0, m = 0, s = 0] = parts
  const value = d + m / 60 + s / 3600
  return negative ? -value : value
}

export const isValidLocation = (gps: GpsLocation) =>
  Number.isFinite(gps.latitude) &&
  Number.isFinite(gps.longitude) &&
  Math.abs(gps.latitude) <= 90 &&
  Math.abs(gps.longitude) <= 180 &&
  (gps.altitude === undefined || Number.isFinite(gps.altitude))
