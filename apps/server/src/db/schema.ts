import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A column with a database default. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface TeamsTable {
  id: Generated<number>;
  name: Defaulted<string>;
  created_at: CreatedAt;
  trial_ends_at: Timestamp;
  /** 'trial' | 'free' | 'professional' */
  plan: Defaulted<string>;
  plan_active_to_date_manual: NullableTimestamp;
  plan_current_period_start: NullableTimestamp;
  plan_current_period_end: NullableTimestamp;
  plan_customer_id: ColumnType<string | null, string | null | undefined>;
  plan_subscription_id: ColumnType<string | null, string | null | undefined>;
  plan_quantity: Defaulted<number>;
  plan_product: ColumnType<string | null, string | null | undefined>;
  /** The provider's subscription status (contracts' ZSubscriptionStatusSchema); null: never subscribed. */
  plan_status: ColumnType<string | null, string | null | undefined>;
  plan_cancel_at_period_end: Defaulted<boolean>;
  start_address: Defaulted<string>;
  start_lat: ColumnType<number | null, number | null | undefined>;
  start_lng: ColumnType<number | null, number | null | undefined>;
  end_address: Defaulted<string>;
  end_lat: ColumnType<number | null, number | null | undefined>;
  end_lng: ColumnType<number | null, number | null | undefined>;
  distance_unit: Defaulted<number>;
  country_code: Defaulted<string>;
  latitude: ColumnType<number | null, number | null | undefined>;
  longitude: ColumnType<number | null, number | null | undefined>;
  timezone: Defaulted<string>;
  /** A contracts ProofRequired: what a delivery needs (migration 0012). */
  proof_required: Defaulted<string>;
  /** The 12- or 24-hour clock the team chose; null follows its country (migration 0014). */
  hour_cycle: ColumnType<number | null, number | null | undefined>;
  /** A contracts TVehicleType: the team's routes' vehicle unless a route has its own (migration 0015). */
  vehicle_type: Defaulted<string>;
  /** The road model's speeds in percent for this team (migration 0015). */
  speed_factor: Defaulted<number>;
  /** Days drivers' positions are kept before the retention job deletes them (migration 0018). */
  position_retention_days: Defaulted<number>;
}

export interface UsersTable {
  id: Generated<number>;
  team_id: number;
  email: string;
  name: Defaulted<string>;
  password_hash: ColumnType<string | null, string | null | undefined>;
  role: Defaulted<number>;
  plan_id: Defaulted<number>;
  is_admin: Defaulted<boolean>;
  /** When the user proved the address by a mailed link; null until then (migration 0006). */
  email_verified_at: NullableTimestamp;
  /** When the password was last set through a mailed link, proving its chooser reads the mailbox (0011). */
  password_set_via_link_at: NullableTimestamp;
  distance_unit: ColumnType<number | null, number | null | undefined>;
  start_address: Defaulted<string>;
  start_lat: ColumnType<number | null, number | null | undefined>;
  start_lng: ColumnType<number | null, number | null | undefined>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PasswordTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** 'reset' | 'invite' */
  purpose: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  success: boolean;
  at: CreatedAt;
}

export interface GeocodeCacheTable {
  provider: string;
  query_key: string;
  results: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface RoutesTable {
  id: Generated<number>;
  team_id: number;
  name: Defaulted<string>;
  description: Defaulted<string>;
  planned_on: string;
  start_time: Defaulted<number>;
  start_point_address: Defaulted<string>;
  start_point_lat: ColumnType<number | null, number | null | undefined>;
  start_point_lng: ColumnType<number | null, number | null | undefined>;
  end_point_address: Defaulted<string>;
  end_point_lat: ColumnType<number | null, number | null | undefined>;
  end_point_lng: ColumnType<number | null, number | null | undefined>;
  is_optimized: Defaulted<boolean>;
  distance: Defaulted<number>;
  duration_travel: Defaulted<number>;
  duration_total: Defaulted<number>;
  sent_at: NullableTimestamp;
  optimized_at: NullableTimestamp;
  /** When the optimised plan starts, seconds since midnight of the planned day (migration 0014). */
  plan_start_seconds: ColumnType<number | null, number | null | undefined>;
  /** The route's own vehicle type; null follows the team's (migration 0015). */
  vehicle_type: ColumnType<string | null, string | null | undefined>;
  /** The contracts TTravelModel and TVehicleType that made the saved plan; null before one (0015). */
  travel_model: ColumnType<string | null, string | null | undefined>;
  travel_vehicle: ColumnType<string | null, string | null | undefined>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Raised by the database on every write to the route's stops or driver routes (migration 0004). */
  stops_version: ColumnType<number, never, never>;
  /** A contracts TRouteGoal (migration 0016). */
  goal: Defaulted<string>;
}

export interface RouteDriversTable {
  route_id: number;
  user_id: number;
}

export interface DriverRoutesTable {
  id: Generated<number>;
  route_id: number;
  driver_id: ColumnType<number | null, number | null | undefined>;
  position: Defaulted<number>;
  distance: Defaulted<number>;
  duration_travel: Defaulted<number>;
  duration_total: Defaulted<number>;
  route_status: Defaulted<number>;
  started_time: NullableTimestamp;
  finished_time: NullableTimestamp;
  sent_at: NullableTimestamp;
  end_geometry: Defaulted<string>;
  end_distance: Defaulted<number>;
  end_duration: Defaulted<number>;
  /** What the plan gave the driver route (migration 0016): load, limits, shift and break. */
  load: Defaulted<number>;
  weight: Defaulted<number>;
  capacity: ColumnType<number | null, number | null | undefined>;
  max_weight: ColumnType<number | null, number | null | undefined>;
  shift_start: ColumnType<number | null, number | null | undefined>;
  shift_end: ColumnType<number | null, number | null | undefined>;
  break_start: ColumnType<number | null, number | null | undefined>;
  break_duration: ColumnType<number | null, number | null | undefined>;
  break_after_stops: ColumnType<number | null, number | null | undefined>;
}

export interface StopsTable {
  id: Generated<number>;
  route_id: number;
  sequence: Defaulted<number>;
  name: Defaulted<string>;
  address: Defaulted<string>;
  lat: number;
  lng: number;
  note: Defaulted<string>;
  priority: Defaulted<number>;
  service_time: Defaulted<number>;
  time_window_start: Defaulted<number>;
  time_window_end: Defaulted<number>;
  recipient_name: Defaulted<string>;
  recipient_phone_number: Defaulted<string>;
  recipient_email: Defaulted<string>;
  order_info_package_count: ColumnType<number | null, number | null | undefined>;
  order_info_products: Defaulted<string>;
  order_info_products_barcodes: Defaulted<string>;
  order_info_products_barcodes_scanned: Defaulted<string>;
  position_on_the_route: Defaulted<number>;
  vehicle_route_id: Defaulted<number>;
  delivery_status: Defaulted<number>;
  delivery_status_additional_info: Defaulted<number>;
  delivered_at: ColumnType<number | null, number | null | undefined>;
  proof_of_delivery_note: Defaulted<string>;
  photo_path: ColumnType<string | null, string | null | undefined>;
  signature_path: ColumnType<string | null, string | null | undefined>;
  /** When and where the driver's phone took the proof (migration 0005). */
  photo_taken_at: NullableTimestamp;
  photo_lat: ColumnType<number | null, number | null | undefined>;
  photo_lng: ColumnType<number | null, number | null | undefined>;
  signature_taken_at: NullableTimestamp;
  signature_lat: ColumnType<number | null, number | null | undefined>;
  signature_lng: ColumnType<number | null, number | null | undefined>;
  delivered_lat: ColumnType<number | null, number | null | undefined>;
  delivered_lng: ColumnType<number | null, number | null | undefined>;
  /** When the driver marked the outcome on the phone; the undo window runs from it (migration 0012). */
  outcome_taken_at: NullableTimestamp;
  arrival: Defaulted<number>;
  waiting_time: Defaulted<number>;
  when_visit_start: Defaulted<number>;
  distance: Defaulted<number>;
  duration: Defaulted<number>;
  geometry: Defaulted<string>;
  /** Who marked the stop delivered or failed; null while pending or when unknown (migration 0013). */
  done_by: ColumnType<number | null, number | null | undefined>;
  /** Comma-joined skill tags the serving driver must have; weight in kg; why it was left out (0016). */
  skills: Defaulted<string>;
  weight: ColumnType<number | null, number | null | undefined>;
  unassigned_reason: Defaulted<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A driver's update already applied: the same client id again is a repeat (migration 0005). */
export interface AppliedClientIdsTable {
  user_id: number;
  client_id: string;
  /** Which call applied it: 'route_status' | 'stop' | 'proof' | 'position'. */
  kind: string;
  created_at: CreatedAt;
}

/** Where a driver was, as their phone reported it; every report is kept (migration 0005). */
export interface DriverPositionsTable {
  id: Generated<string>;
  driver_route_id: number;
  team_id: number;
  user_id: number;
  lat: number;
  lng: number;
  accuracy: ColumnType<number | null, number | null | undefined>;
  taken_at: Timestamp;
  received_at: CreatedAt;
}

/** One invitation mail sent: what the invitation limits count (migration 0007). */
export interface InvitationLogTable {
  id: Generated<string>;
  team_id: number;
  /** Trimmed and lower-cased. */
  email: string;
  created_at: Timestamp;
}

/** A payment provider's event already applied: a second delivery changes nothing (migration 0008). */
export interface BillingEventsTable {
  event_id: string;
  type: string;
  team_id: number | null;
  received_at: Timestamp;
}

/** BILLING=test: the provider side of a test subscription (migration 0009). */
export interface TestBillingSubscriptionsTable {
  /** sub_test_… */
  id: string;
  /** cus_test_… */
  customer_id: string;
  team_id: number;
  /** The contracts' ZSubscriptionStatusSchema: active, past_due, canceled… */
  status: string;
  quantity: number;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: Defaulted<boolean>;
  created_at: Timestamp;
}

/** BILLING=test: a checkout or portal session of the built-in test pages (migration 0009). */
export interface TestBillingSessionsTable {
  /** Unguessable: it is the page's address. */
  id: string;
  team_id: number;
  kind: 'checkout' | 'portal';
  quantity: number;
  /** 'expired' is not stored: it is read from expires_at. */
  status: 'open' | 'complete';
  created_at: Timestamp;
  expires_at: Timestamp;
  completed_at: NullableTimestamp;
}

/** The team's last import mapping per header row (migration 0010). */
export interface ImportMappingsTable {
  team_id: number;
  /** sha256 of the contracts' headerSignature of the file's header row. */
  header_hash: string;
  /** The contracts' column config, as JSON text on write. */
  column_config: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined>;

/** A driver's working day; every column null means not set (migration 0016). */
export interface WorkdayColumns {
  shift_start: Nullable<number>;
  shift_end: Nullable<number>;
  break_duration: Nullable<number>;
  break_window_start: Nullable<number>;
  break_window_end: Nullable<number>;
  start_place: Nullable<string>;
  end_place: Nullable<string>;
  max_stops: Nullable<number>;
  capacity: Nullable<number>;
  max_weight: Nullable<number>;
  /** Comma-joined tags; '' none, null not set. */
  skills: Nullable<string>;
}

/** A driver's default working day. */
export interface DriverWorkdaysTable extends WorkdayColumns {
  user_id: number;
}

/** One route's override of a selected driver's working day. */
export interface RouteDriverWorkdaysTable extends WorkdayColumns {
  route_id: number;
  user_id: number;
}

/** The whole database as Kysely sees it; a migration that adds a table adds it here too. */
/** A re-plan a dispatcher previewed, kept until confirmed (migration 0017). */
export interface PlanPreviewsTable {
  id: Generated<number>;
  route_id: number;
  /** The route's stops_version the plan was computed from: a later one makes the preview stale. */
  stops_version: ColumnType<number, number, never>;
  keep_drivers: boolean;
  /** The computed plan (optimise's TReplan), as JSON. */
  plan: ColumnType<unknown, string, never>;
  created_at: CreatedAt;
}

export interface Database {
  teams: TeamsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_tokens: PasswordTokensTable;
  login_attempts: LoginAttemptsTable;
  geocode_cache: GeocodeCacheTable;
  routes: RoutesTable;
  route_drivers: RouteDriversTable;
  driver_routes: DriverRoutesTable;
  stops: StopsTable;
  applied_client_ids: AppliedClientIdsTable;
  driver_positions: DriverPositionsTable;
  invitation_log: InvitationLogTable;
  billing_events: BillingEventsTable;
  test_billing_subscriptions: TestBillingSubscriptionsTable;
  test_billing_sessions: TestBillingSessionsTable;
  import_mappings: ImportMappingsTable;
  plan_previews: PlanPreviewsTable;
  driver_workdays: DriverWorkdaysTable;
  route_driver_workdays: RouteDriverWorkdaysTable;
}
