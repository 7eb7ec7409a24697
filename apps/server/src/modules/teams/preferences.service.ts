import {
  distanceUnitForCountry,
  type TPreferences,
  type TPreferencesAnswer,
  type TSavePreferences,
  type TSaveTeamPreferences,
  type TTeamPreferences,
  type TTeamPreferencesAnswer,
  teamHourCycle,
  ZProofRequiredSchema,
  ZVehicleTypeSchema,
} from '@rp/contracts';
import type { Selectable, Updateable } from 'kysely';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import type { Db } from '../../db/database.js';
import type { TeamsTable, UsersTable } from '../../db/schema.js';
import { teamsRepository } from './teams.repository.js';

type TTeamRow = Selectable<TeamsTable>;

function toTeamPreferences(t: TTeamRow): TTeamPreferences {
  return {
    name: t.name,
    startAddress: t.start_address,
    startLat: t.start_lat,
    startLng: t.start_lng,
    endAddress: t.end_address,
    endLat: t.end_lat,
    endLng: t.end_lng,
    distanceUnit: t.distance_unit,
    countryCode: t.country_code,
    latitude: t.latitude,
    longitude: t.longitude,
    timezone: t.timezone,
    proofRequired: ZProofRequiredSchema.parse(t.proof_required),
    hourCycle: teamHourCycle(t.hour_cycle, t.country_code),
    vehicleType: ZVehicleTypeSchema.catch('car').parse(t.vehicle_type),
    speedFactor: t.speed_factor,
    positionRetentionDays: t.position_retention_days,
  };
}

/** The caller's own preferences; the team's depot and unit stand in for those the user has not set. */
export async function getPreferences(deps: TAppDeps, caller: TAuthContext): Promise<TPreferencesAnswer> {
  return { success: true, data: { preferences: await preferencesIn(deps.db, caller) } };
}

async function preferencesIn(db: Db, caller: TAuthContext): Promise<TPreferences> {
  const [user, team] = await Promise.all([
    teamsRepository.findUserPreferences(db, caller.userId),
    teamsRepository.findTeam(db, caller.teamId),
  ]);
  const hasOwnStart = user.start_lat !== null && user.start_lng !== null;
  return {
    name: user.name,
    email: user.email,
    start_address: hasOwnStart ? user.start_address : team.start_address,
    lat: hasOwnStart ? user.start_lat : team.start_lat,
    lng: hasOwnStart ? user.start_lng : team.start_lng,
    distanceUnit: user.distance_unit ?? team.distance_unit,
  };
}

/** Saves the fields sent; an empty start address (or null coordinates) clears the user's own start. */
export async function savePreferences(
  deps: TAppDeps,
  caller: TAuthContext,
  input: TSavePreferences,
): Promise<TPreferencesAnswer> {
  const patch: Updateable<UsersTable> = { updated_at: deps.now() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.distanceUnit !== undefined) patch.distance_unit = input.distanceUnit;
  if (input.startAddress !== undefined) patch.start_address = input.startAddress;
  if (input.startLat !== undefined) patch.start_lat = input.startLat;
  if (input.startLng !== undefined) patch.start_lng = input.startLng;
  if (input.startAddress === '' || input.startLat === null) {
    patch.start_address = '';
    patch.start_lat = null;
    patch.start_lng = null;
  }
  await teamsRepository.updateUser(deps.db, caller.userId, patch);
  return { success: true, data: { preferences: await preferencesIn(deps.db, caller) } };
}

/** The team's name, depots, unit, country, location and time zone. */
export async function getTeamPreferences(
  deps: TAppDeps,
  caller: TAuthContext,
): Promise<TTeamPreferencesAnswer> {
  return { success: true, data: toTeamPreferences(await teamsRepository.findTeam(deps.db, caller.teamId)) };
}

interface TPoint {
  address: string;
  lat: number | null;
  lng: number | null;
}

const isSet = (p: TPoint): boolean => p.address !== '' && p.lat !== null && p.lng !== null;

/** The point after applying the fields sent; an empty address or null coordinates clear it. */
function mergePoint(stored: TPoint, address?: string, lat?: number | null, lng?: number | null): TPoint {
  if (address === '' || lat === null || lng === null) return { address: '', lat: null, lng: null };
  return { address: address ?? stored.address, lat: lat ?? stored.lat, lng: lng ?? stored.lng };
}

/**
 * Team preferences (partial updates). A start given while the end is empty makes the end the
 * start (spec section 4); a new country with no unit sent picks the country's unit (miles for US).
 */
export async function saveTeamPreferences(
  deps: TAppDeps,
  caller: TAuthContext,
  input: TSaveTeamPreferences,
): Promise<TTeamPreferencesAnswer> {
  const data = await deps.db.transaction().execute((trx) => saveTeamPreferencesIn(trx, caller.teamId, input));
  return { success: true, data };
}

async function saveTeamPreferencesIn(
  trx: Db,
  teamId: number,
  input: TSaveTeamPreferences,
): Promise<TTeamPreferences> {
  const team = await teamsRepository.lockTeam(trx, teamId);
  const patch: Updateable<TeamsTable> = {};
  if (input.name !== undefined) patch.name = input.name;

  const startSent = input.startAddress !== undefined || input.startLat !== undefined;
  const endSent = input.endAddress !== undefined || input.endLat !== undefined;
  const start = mergePoint(
    { address: team.start_address, lat: team.start_lat, lng: team.start_lng },
    input.startAddress,
    input.startLat,
    input.startLng,
  );
  let end = mergePoint(
    { address: team.end_address, lat: team.end_lat, lng: team.end_lng },
    input.endAddress,
    input.endLat,
    input.endLng,
  );
  let endChanged = endSent;
  if (startSent && isSet(start) && !isSet(end)) {
    end = { ...start };
    endChanged = true;
  }
  if (startSent)
    Object.assign(patch, { start_address: start.address, start_lat: start.lat, start_lng: start.lng });
  if (endChanged) Object.assign(patch, { end_address: end.address, end_lat: end.lat, end_lng: end.lng });

  if (input.countryCode !== undefined) patch.country_code = input.countryCode;
  if (input.distanceUnit !== undefined) {
    patch.distance_unit = input.distanceUnit;
  } else if (input.countryCode && input.countryCode !== team.country_code) {
    patch.distance_unit = distanceUnitForCountry(input.countryCode);
  }
  if (input.latitude !== undefined) patch.latitude = input.latitude;
  if (input.longitude !== undefined) patch.longitude = input.longitude;
  if (input.timezone !== undefined) patch.timezone = input.timezone;
  if (input.proofRequired !== undefined) patch.proof_required = input.proofRequired;
  if (input.hourCycle !== undefined) patch.hour_cycle = input.hourCycle;
  if (input.vehicleType !== undefined) patch.vehicle_type = input.vehicleType;
  if (input.speedFactor !== undefined) patch.speed_factor = input.speedFactor;
  if (input.positionRetentionDays !== undefined) patch.position_retention_days = input.positionRetentionDays;

  if (Object.keys(patch).length === 0) return toTeamPreferences(team);
  return toTeamPreferences(await teamsRepository.updateTeam(trx, teamId, patch));
}
