import { z } from 'zod';

/** How long a team keeps its drivers' positions (days); older ones are removed by the retention job. */
export const POSITION_RETENTION_DEFAULT_DAYS = 30;
export const POSITION_RETENTION_MIN_DAYS = 1;
export const POSITION_RETENTION_MAX_DAYS = 3650;

/** Applied client ids only stop a phone's retried update from applying twice; a week covers any retry. */
export const APPLIED_CLIENT_ID_RETENTION_DAYS = 7;

export const RetentionMessages = {
  positionRetentionDays: `Keep driver locations for a whole number of days, ${POSITION_RETENTION_MIN_DAYS} to ${POSITION_RETENTION_MAX_DAYS}`,
} as const;

export const ZPositionRetentionDaysSchema = z
  .number({ error: RetentionMessages.positionRetentionDays })
  .int(RetentionMessages.positionRetentionDays)
  .min(POSITION_RETENTION_MIN_DAYS, RetentionMessages.positionRetentionDays)
  .max(POSITION_RETENTION_MAX_DAYS, RetentionMessages.positionRetentionDays);

/** The settings field's words. */
export const PositionRetentionTexts = {
  label: 'Keep driver locations for (days)',
  help: 'Locations reported by drivers’ phones are deleted after this many days.',
} as const;
